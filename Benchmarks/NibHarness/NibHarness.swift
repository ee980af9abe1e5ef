import BenchInputs
import Benchmark
import NibCodeGen
import NibManifest
import NibModel
import NibObjects
import NibRuntime
import RawParsers
import XibCompiler

// Every measured step of swift-nib beside its floor, in one run. A benchmark is named
// "CASE: SIDE"; in each case the side marked "(floor)" is what the others are divided by
// (Scripts/ratios prints the ratios). Run from this folder:
//   swift package benchmark                           every benchmark (about 3 minutes, 2 cores)
//   swift package benchmark --filter 'convert.*'      one group
//   Scripts/ratios                                    the same run, as ratios to the floors
//   swift package benchmark thresholds check          the run against Thresholds/ (Scripts/thresholds-update)

/// The metrics every benchmark records. `instructions` needs hardware counters (perf_event);
/// on a machine without them the harness reports none. No throughput: it is the inverse of the
/// wall clock rounded to whole samples per second (zero, and so missing, for samples over about
/// two seconds), which makes a poor threshold.
let metrics: [BenchmarkMetric] = [
    .wallClock, .instructions, .mallocCountTotal, .peakMemoryResidentDelta, .peakMemoryResident,
]

/// Tolerances for `swift package benchmark thresholds check` against the p90 values stored in
/// Thresholds/ (`thresholds update`). Every recorded metric needs one: a metric without a
/// tolerance is compared exactly. Counts barely move between runs, peak memory a little, wall
/// time on a shared machine a lot. The growth of peak memory during a benchmark is sampled, so
/// it is compared in absolute bytes (a relative tolerance of a value near zero fails on every
/// run). See BENCHMARKS.md, section H.
let thresholds: [BenchmarkMetric: BenchmarkThresholds] = [
    .instructions: .init(relative: [.p90: 5]),
    .mallocCountTotal: .init(relative: [.p90: 5]),
    .peakMemoryResident: .init(relative: [.p90: 10]),
    .peakMemoryResidentDelta: .init(absolute: [.p90: 16 * 1024 * 1024]),
    .wallClock: .init(relative: [.p90: 50]),
]

/// A step that takes milliseconds to seconds: a few samples are enough.
func heavy(_ samples: Int) -> Benchmark.Configuration {
    .init(
        metrics: metrics, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: samples, thresholds: thresholds
    )
}

/// A step that takes microseconds: a thousand of them per sample.
let light = Benchmark.Configuration(
    metrics: metrics, warmupIterations: 3, scalingFactor: .kilo,
    maxDuration: .seconds(5), maxIterations: 20, thresholds: thresholds)

/// Fails the benchmark run (with the reason) unless `condition` holds: checks run once, untimed,
/// before a benchmark's samples.
func require(_ condition: @autoclosure () -> Bool, _ reason: String) {
    if !condition() { fatalError("benchmark input check failed: \(reason)") }
}

let benchmarks: @Sendable () -> Void = {
    conversionBenchmarks()
    loadBenchmarks()
    instantiationBenchmarks()
    codeGenerationBenchmarks()
    storyboardBenchmarks()
}

// MARK: Conversion: xib → manifest in process, against libxml2's SAX2 parser over the same bytes

func conversionBenchmarks() {
    Benchmark("convert corpus (modern xibs): swift-nib", configuration: heavy(10)) { benchmark in
        for file in Inputs.corpus { blackHole(Inputs.convert(file.bytes, path: file.path)) }
    } setup: {
        require(!Inputs.corpus.isEmpty, "no corpus (set NIB_BENCH_CORPUS to the corpus folder)")
    }
    Benchmark("convert corpus (modern xibs): libxml2 SAX2 (floor)", configuration: heavy(10)) { benchmark in
        for file in Inputs.corpus { blackHole(raw_sax2_parse(file.bytes, file.bytes.count)) }
    } setup: {
        require(
            Inputs.corpus.allSatisfy { raw_sax2_parse($0.bytes, $0.bytes.count) > 0 }, "libxml2 rejects a corpus xib")
    }
    for megabytes in Inputs.sizes {
        let samples = megabytes >= 10 ? 3 : 10
        Benchmark("convert \(megabytes) MB xib: swift-nib", configuration: heavy(samples)) { benchmark in
            blackHole(Inputs.convert(Inputs.xib(megabytes: megabytes), path: "Generated.xib"))
        }
        Benchmark("convert \(megabytes) MB xib: libxml2 SAX2 (floor)", configuration: heavy(samples)) { benchmark in
            let bytes = Inputs.xib(megabytes: megabytes)
            blackHole(raw_sax2_parse(bytes, bytes.count))
        } setup: {
            let bytes = Inputs.xib(megabytes: megabytes)
            require(raw_sax2_parse(bytes, bytes.count) > 0, "libxml2 rejects the generated \(megabytes) MB xib")
        }
    }
}

// MARK: Manifest load, against json-c parsing the same bytes into its own tree

func loadBenchmarks() {
    let inputs: [(name: String, manifests: () -> [[UInt8]], samples: Int)] = [
        ("corpus manifests", { Inputs.corpusManifests }, 10),
        ("1 MB xib's manifest", { [Inputs.manifest1MB] }, 10),
        ("10 MB xib's manifest", { [Inputs.manifest10MB] }, 5),
    ]
    for input in inputs {
        Benchmark("load \(input.name): ManifestReader", configuration: heavy(input.samples)) { benchmark in
            for bytes in input.manifests() { blackHole(try ManifestReader.read(bytes)) }
        } setup: {
            require(!input.manifests().isEmpty, "no manifests")
        }
        Benchmark("load \(input.name): Nib(bytes:)", configuration: heavy(input.samples)) { benchmark in
            for bytes in input.manifests() { blackHole(try Nib(bytes: bytes)) }
        }
        Benchmark("load \(input.name): json-c (floor)", configuration: heavy(input.samples)) { benchmark in
            for bytes in input.manifests() {
                blackHole(raw_jsonc_parse(bytes, bytes.count, Int32(ManifestReader.maximumDepth)))
            }
        } setup: {
            require(
                input.manifests().allSatisfy { raw_jsonc_parse($0, $0.count, Int32(ManifestReader.maximumDepth)) == 1 },
                "json-c rejects a manifest")
        }
    }
}

// MARK: Cached instantiation, against hand-written Swift building the same graph

func instantiationBenchmarks() {
    Benchmark("instantiate 5-object cell: Nib", configuration: light) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try Inputs.instantiateCell()) }
    } setup: {
        require((try? Inputs.objectCount(Inputs.instantiateCell())) == 5, "the cell nib does not build 5 objects")
    }
    Benchmark("instantiate 5-object cell: hand-written Swift (floor)", configuration: light) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(BenchGraphs.handBuiltCell()) }
    } setup: {
        require(Inputs.objectCount(BenchGraphs.handBuiltCell()) == 5, "the hand-written cell does not build 5 objects")
    }
    Benchmark("instantiate 500-object window: Nib", configuration: heavy(200)) { benchmark in
        blackHole(try Inputs.instantiateWindow())
    } setup: {
        require(
            (try? Inputs.objectCount(Inputs.instantiateWindow())) == 500, "the window nib does not build 500 objects")
    }
    Benchmark("instantiate 500-object window: hand-written Swift (floor)", configuration: heavy(200)) { benchmark in
        blackHole(BenchGraphs.handBuiltWindow(owner: BenchGraphs.FormOwner()))
    } setup: {
        require(
            Inputs.objectCount(BenchGraphs.handBuiltWindow(owner: BenchGraphs.FormOwner())) == 500,
            "the hand-written window does not build 500 objects")
    }
}

// MARK: Code generation (no floor)

func codeGenerationBenchmarks() {
    Benchmark("generate Swift for the corpus: NibCodeGenerator", configuration: heavy(10)) { benchmark in
        let generator = try NibCodeGenerator()
        for group in Inputs.generatorGroups { blackHole(try generator.generate(group)) }
    } setup: {
        require(!Inputs.generatorGroups.isEmpty, "no corpus (set NIB_BENCH_CORPUS to the corpus folder)")
    }
}

// MARK: Storyboards (no floor)

func storyboardBenchmarks() {
    let registry = NibClassRegistry.defaultObjects
    Benchmark("storyboard: read and plan every scene, instantiate each once", configuration: heavy(200)) { benchmark in
        let storyboard = try NibStoryboard(document: Inputs.storyboardDocument)
        for id in storyboard.sceneIDs { blackHole(try storyboard.instantiateScene(withID: id, registry: registry)) }
    }
    Benchmark("storyboard: instantiateInitialController (44 objects)", configuration: light) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try Inputs.storyboard.instantiateInitialController(registry: registry))
        }
    }
    Benchmark("storyboard: performSegue show, then pop", configuration: light) { benchmark in
        let navigation =
            try Inputs.storyboard.instantiateInitialController(registry: registry) as! NibNavigationController
        let root = navigation.viewControllers[0]
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try root.performSegue(withIdentifier: "detail", sender: nil)
            blackHole(navigation.popToRootViewController())
        }
    } setup: {
        let navigation =
            try Inputs.storyboard.instantiateInitialController(registry: registry) as? NibNavigationController
        require(
            navigation?.viewControllers.count == 1, "the initial controller is not a navigation controller with a root")
    }
}
