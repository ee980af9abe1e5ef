// swift-tools-version: 6.1
// Copied by PluginPackageTests into .build-plugin-fixture/, with SWIFT_NIB_ROOT replaced.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    defaultLocalization: "en",
    dependencies: [.package(name: "swift-nib", path: "SWIFT_NIB_ROOT")],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [
                .product(name: "NibRuntime", package: "swift-nib"),
                .product(name: "NibObjects", package: "swift-nib"),
            ],
            plugins: [.plugin(name: "NibPlugin", package: "swift-nib")]
        )
    ]
)
