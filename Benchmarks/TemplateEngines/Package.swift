// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TemplateEngineBench",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "swift-nib", path: "../.."),
        .package(url: "https://github.com/stencilproject/Stencil", exact: "0.15.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "TemplateEngineBench",
            dependencies: [
                .product(name: "NibCodeGen", package: "swift-nib"), .product(name: "XibCompiler", package: "swift-nib"),
                .product(name: "Stencil", package: "Stencil"), .product(name: "Mustache", package: "swift-mustache"),
            ], swiftSettings: [.swiftLanguageMode(.v5)])
    ]
)
