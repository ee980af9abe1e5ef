// swift-tools-version: 6.1
// libFuzzer targets for the converter, its legacy archive front-end, the manifest reader, the .strings / String Catalog readers and the binary nib (NIBArchive) reader, the nib writer, the three-way merge and templates directories. Not part of the root package's
// build or CI: run them with `Scripts/fuzz TARGET SECONDS` (see docs/hostile-input.md).
import PackageDescription

let package = Package(
    name: "swift-nib-fuzz",
    dependencies: [.package(name: "swift-nib", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .target(
            name: "FuzzConverterChecks",
            dependencies: [
                .product(name: "XibCompiler", package: "swift-nib"), .product(name: "NibModel", package: "swift-nib"),
                .product(name: "NibManifest", package: "swift-nib"),
            ]
        ),
        .executableTarget(
            name: "FuzzXib",
            dependencies: ["FuzzDriver", "FuzzConverterChecks", .product(name: "XibCompiler", package: "swift-nib")]
        ),
        .executableTarget(
            name: "FuzzArchive",
            dependencies: ["FuzzDriver", "FuzzConverterChecks", .product(name: "XibCompiler", package: "swift-nib")]
        ),
        .executableTarget(
            name: "FuzzManifest",
            dependencies: [
                "FuzzDriver", .product(name: "NibModel", package: "swift-nib"),
                .product(name: "NibManifest", package: "swift-nib"),
                .product(name: "NibRuntime", package: "swift-nib"),
                .product(name: "NibObjects", package: "swift-nib"),
            ]
        ),
        .executableTarget(
            name: "FuzzStrings",
            dependencies: [
                "FuzzDriver", .product(name: "NibStrings", package: "swift-nib"),
                .product(name: "NibModel", package: "swift-nib"),
            ]),
        .executableTarget(
            name: "FuzzNibArchive",
            dependencies: [
                "FuzzDriver", .product(name: "NibArchive", package: "swift-nib"),
                .product(name: "NibModel", package: "swift-nib"),
            ]),
        .executableTarget(
            name: "FuzzCompile",
            dependencies: [
                "FuzzDriver", .product(name: "NibArchive", package: "swift-nib"),
                .product(name: "NibModel", package: "swift-nib"), .product(name: "XibCompiler", package: "swift-nib"),
            ]
        ),
        .executableTarget(
            name: "FuzzMerge",
            dependencies: [
                "FuzzDriver", .product(name: "NibMerge", package: "swift-nib"),
                .product(name: "NibModel", package: "swift-nib"),
            ]
        ),
        .executableTarget(
            name: "FuzzCatalog", dependencies: ["FuzzDriver", .product(name: "NibStrings", package: "swift-nib")]),
        .executableTarget(
            name: "FuzzTemplate",
            dependencies: [
                "FuzzDriver", .product(name: "NibCodeGen", package: "swift-nib"),
                .product(name: "NibModel", package: "swift-nib"), .product(name: "XibCompiler", package: "swift-nib"),
            ]
        ),
    ]
)
