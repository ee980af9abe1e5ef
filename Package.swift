// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "swift-nib",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NibModel", targets: ["NibModel"]),
        .library(name: "NibManifest", targets: ["NibManifest"]),
        .library(name: "XibCompiler", targets: ["XibCompiler"]),
        .library(name: "NibCodeGen", targets: ["NibCodeGen"]),
        .library(name: "NibStrings", targets: ["NibStrings"]),
        .library(name: "NibMerge", targets: ["NibMerge"]),
        .library(name: "NibRuntime", targets: ["NibRuntime"]),
        .library(name: "NibObjects", targets: ["NibObjects"]),
        .library(name: "NibArchive", targets: ["NibArchive"]),
        .executable(name: "codegen", targets: ["codegen"]),
        .executable(name: "nib-action", targets: ["nib-action"]),
        .library(name: "NibRender", targets: ["NibRender"]),
        .executable(name: "nib-render", targets: ["nib-render"]),
        .plugin(name: "NibPlugin", targets: ["NibPlugin"]),
        .plugin(name: "GenerateNibSources", targets: ["GenerateNibSources"]),
        .plugin(name: "RenderNibs", targets: ["RenderNibs"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        // `swift package generate-documentation --target NibRuntime` (and NibObjects, NibCodeGen).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CJSONC",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
        ),
        // Rendering (nib-render, RenderNibs) is the only part that needs cairo and pango; codegen
        // and the build plugin never depend on these targets.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["cairo", "pango"])]
        ),
        // The graph of an interface document, its diagnostics and the rules every tool shares:
        // plain Swift, no C library, so every other module (and the build plugins' shared
        // sources) can use it.
        .target(name: "NibModel"),
        // The JSON manifest of a graph (`NAME.nib.json`): its reader (json-c) and its writer.
        .target(name: "NibManifest", dependencies: ["NibModel", "CJSONC"]),
        // Which default object stands for each standard class: data the runtime and the
        // generator both read, so it needs (and drags in) nothing.
        .target(name: "NibCatalog"),
        .target(name: "XibCompiler", dependencies: ["NibModel", "NibManifest", "NibCatalog", "CLibXML2"]),
        .target(name: "NibStrings", dependencies: ["NibModel"]),
        // Apple's binary nibs (NIBArchive): read and listed, no Foundation, no libxml2.
        .target(name: "NibArchive", dependencies: ["NibModel"]),
        .target(name: "NibMerge", dependencies: ["NibModel"]),
        .target(
            name: "NibCodeGen",
            dependencies: [
                "NibModel", "NibManifest", "NibCatalog", .product(name: "Mustache", package: "swift-mustache"),
            ],
            resources: [.embedInCode("Templates")]
        ),
        .target(name: "NibRuntime", dependencies: ["NibModel", "NibManifest"]),
        .target(name: "NibObjects", dependencies: ["NibRuntime", "NibCatalog"]),
        // The commands `codegen` and `nib-action` share: nothing here may need Foundation or the
        // generator (Mustache needs Foundation, and Foundation brings ICU's data along).
        .target(
            name: "NibCommands",
            dependencies: [
                "XibCompiler", "NibModel", "NibManifest", "NibStrings", "NibArchive",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "codegen",
            dependencies: [
                "XibCompiler", "NibCodeGen", "NibModel", "NibManifest", "NibStrings", "NibArchive", "NibMerge",
                "NibCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The tool of the Bazel rules' manifest, nib and localization actions: what they run,
        // without Foundation (Scripts/build-action-tool links it statically).
        .executableTarget(
            name: "nib-action",
            dependencies: [
                "NibCommands", "XibCompiler", "NibModel", "NibManifest", "NibStrings", "NibArchive",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "NibRender", dependencies: ["NibModel", "NibMerge", "NibArchive", "CCairo"]),
        .executableTarget(
            name: "nib-render",
            dependencies: [
                "NibRender", "XibCompiler", "NibModel", "NibManifest", "NibMerge", "NibArchive",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "RenderNibs",
            capability: .command(
                intent: .custom(verb: "render-nibs", description: "Render a target's xibs and storyboards to pictures"),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes one picture per interface document into the output folder")
                ]
            ),
            dependencies: ["nib-render"]
        ),
        .plugin(name: "NibPlugin", capability: .buildTool(), dependencies: ["codegen"]),
        .plugin(
            name: "GenerateNibSources",
            capability: .command(
                intent: .custom(
                    verb: "generate-nib-sources",
                    description: "Write generated nib sources into the package's source tree"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes NAME+Manifest.swift and NAME+Nib.swift per document into a folder of its target"
                    )
                ]
            ),
            dependencies: ["codegen"]
        ),
        .target(name: "NibTestSupport", path: "Tests/NibTestSupport"),
        .testTarget(
            name: "NibMergeTests", dependencies: ["NibMerge", "NibModel", "XibCompiler", "NibRender", "NibTestSupport"]),
        .testTarget(
            name: "NibStringsTests",
            dependencies: ["NibStrings", "NibModel", "NibManifest", "XibCompiler", "NibTestSupport"]
        ),
        .testTarget(
            name: "NibRenderTests",
            dependencies: ["NibRender", "NibModel", "NibMerge", "XibCompiler", "CCairo", "NibTestSupport"],
            exclude: ["Fixtures", "Goldens"]
        ),
        .testTarget(
            name: "NibArchiveTests",
            dependencies: ["NibArchive", "NibModel", "XibCompiler", "NibCommands", "NibTestSupport"]),
        .testTarget(
            name: "NibModelTests", dependencies: ["NibModel", "NibManifest", "XibCompiler", "NibTestSupport"],
            exclude: ["Regressions"]
        ),
        .testTarget(
            name: "XibCompilerTests",
            dependencies: ["XibCompiler", "NibModel", "NibManifest", "NibTestSupport", "CJSONC"],
            exclude: ["Fixtures", "Regressions"]),
        .testTarget(
            name: "NibRuntimeTests",
            dependencies: [
                "NibRuntime", "NibObjects", "NibCatalog", "NibModel", "NibManifest", "XibCompiler", "NibCodeGen",
                "NibStrings", "NibTestSupport",
            ]),
        .testTarget(
            name: "NibCodeGenTests",
            dependencies: ["NibCodeGen", "NibModel", "NibManifest", "XibCompiler", "NibTestSupport"],
            exclude: ["FixtureXibs", "Goldens", "PluginFixture"]
        ),
    ]
)
