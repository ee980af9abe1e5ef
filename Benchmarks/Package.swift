// swift-tools-version: 6.1
// The benchmark harness (ordo-one/benchmark): a package of its own, so that neither swift-nib
// nor a package using its plugin depends on the harness or its malloc interposer.
//
//   cd Benchmarks && swift package benchmark                 every benchmark, text tables
//   cd Benchmarks && Scripts/ratios                          the ratios to each floor (see BENCHMARKS.md)
//   cd Benchmarks && swift package benchmark thresholds check   this run against Thresholds/ (Scripts/thresholds-update records them)
import PackageDescription

let package = Package(
    name: "swift-nib-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "swift-nib", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The floors, in C: libxml2's SAX2 parser and json-c's tokenizer over the same bytes.
        .systemLibrary(name: "BenchLibXML2", path: "Support/BenchLibXML2", pkgConfig: "libxml-2.0"),
        .systemLibrary(name: "BenchJSONC", path: "Support/BenchJSONC", pkgConfig: "json-c"),
        .target(name: "RawParsers", dependencies: ["BenchLibXML2", "BenchJSONC"], path: "Support/RawParsers"),
        // Inputs shared by the harness and the whole-process script: generated xibs, the graphs
        // of the instantiation benchmark (as a xib and as hand-written Swift), corpus files.
        .target(
            name: "BenchInputs",
            dependencies: [
                .product(name: "NibModel", package: "swift-nib"),
                .product(name: "NibRuntime", package: "swift-nib"),
                .product(name: "NibObjects", package: "swift-nib"),
            ],
            path: "Support/BenchInputs"
        ),
        .executableTarget(
            name: "nib-bench-input",
            dependencies: ["BenchInputs", .product(name: "NibModel", package: "swift-nib")],
            path: "Tools/nib-bench-input"
        ),
        // One loader at a time over manifests, for instruction profiles (BENCHMARKS.md, table 2a).
        .executableTarget(
            name: "nib-load-profile",
            dependencies: [
                "RawParsers",
                .product(name: "XibCompiler", package: "swift-nib"),
                .product(name: "NibModel", package: "swift-nib"),
                .product(name: "NibManifest", package: "swift-nib"),
                .product(name: "NibRuntime", package: "swift-nib"),
            ],
            path: "Tools/nib-load-profile"
        ),
        // The swift-nib side of the GNUstep comparison (GNUstep/compare.sh).
        .executableTarget(
            name: "nib-peer-timing",
            dependencies: [
                .product(name: "XibCompiler", package: "swift-nib"),
                .product(name: "NibModel", package: "swift-nib"),
                .product(name: "NibManifest", package: "swift-nib"),
                .product(name: "NibRuntime", package: "swift-nib"),
                .product(name: "NibObjects", package: "swift-nib"),
            ],
            path: "Tools/nib-peer-timing"
        ),
        .executableTarget(
            name: "NibHarness",
            dependencies: [
                "BenchInputs", "RawParsers",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "XibCompiler", package: "swift-nib"),
                .product(name: "NibModel", package: "swift-nib"),
                .product(name: "NibManifest", package: "swift-nib"),
                .product(name: "NibRuntime", package: "swift-nib"),
                .product(name: "NibObjects", package: "swift-nib"),
                .product(name: "NibCodeGen", package: "swift-nib"),
            ],
            path: "NibHarness",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
