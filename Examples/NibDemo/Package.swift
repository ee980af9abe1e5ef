// swift-tools-version: 6.1
import PackageDescription

// NibDemo: a headless app whose interface is Interface Builder documents, compiled at build time
// by swift-nib's build plugin (Sources/NibDemoKit/Nibs) and loaded by its runtime.
let package = Package(
    name: "NibDemo",
    // `Base.lproj` / `ja.lproj` folders make SwiftPM treat their xibs as localized resources,
    // which needs a default localization.
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "swift-nib", path: "../..")
    ],
    targets: [
        .target(
            name: "NibDemoKit",
            dependencies: [
                .product(name: "NibRuntime", package: "swift-nib"),
                .product(name: "NibObjects", package: "swift-nib"),
            ],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "NibPlugin", package: "swift-nib")]
        ),
        .executableTarget(name: "nib-demo", dependencies: ["NibDemoKit"]),
        .testTarget(name: "NibDemoKitTests", dependencies: ["NibDemoKit"]),
    ]
)
