import Foundation
import NibCodeGen
import NibModel
import NibObjects
import NibRuntime
import XibCompiler

// Usage (from the package root, release build):
//   swift run -c release NibBenchmarks [CORPUS_DIR]            all measurements, Markdown tables
//   swift run -c release NibBenchmarks --emit-large PATH MB    writes a generated xib of about MB megabytes
//   swift run -c release NibBenchmarks --storyboard            the storyboard measurement only
//   swift run -c release NibBenchmarks --emit-manifests DIR XIB…   converts XIBs into DIR/N.nib.json
//   swift run -c release NibBenchmarks --load reader|nib|json-c MANIFEST…   one loader only (for callgrind)
// Every figure is printed beside its floor, measured in the same run, and the ratio of the two.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--emit-large" {
    guard arguments.count == 3, let megabytes = Int(arguments[2]) else {
        print("usage: NibBenchmarks --emit-large PATH MEGABYTES")
        exit(2)
    }
    do { try FileIO.writeAtomically(LargeXib.make(approximateBytes: megabytes * 1_000_000), to: arguments[1]) } catch {
        print("error: \(error)")
        exit(1)
    }
    exit(0)
}
if arguments.first == "--emit-manifests" {   // converts XIBs into one directory of manifests
    guard arguments.count >= 3 else {
        print("usage: NibBenchmarks --emit-manifests OUT-DIR XIB…")
        exit(2)
    }
    for (offset, path) in arguments.dropFirst(2).enumerated() {
        guard let bytes = try? FileIO.read(path), let compilation = try? XibCompiler().compile(bytes: bytes, path: path) else { continue }
        try FileIO.writeAtomically(ManifestWriter.data(for: compilation.document), to: "\(arguments[1])/\(offset).nib.json")
    }
    exit(0)
}
if arguments.first == "--load" {   // one loader over manifests, for instruction profiles (callgrind)
    guard arguments.count >= 3, ["reader", "nib", "json-c"].contains(arguments[1]) else {
        print("usage: NibBenchmarks --load reader|nib|json-c MANIFEST…")
        exit(2)
    }
    let files = try arguments.dropFirst(2).map { try FileIO.read($0) }
    var loaded = 0
    for bytes in files {
        switch arguments[1] {
        case "reader": loaded += (try? ManifestReader.read(bytes)) == nil ? 0 : 1
        case "nib": loaded += (try? Nib(bytes: bytes)) == nil ? 0 : 1
        default: loaded += RawJSONC.parse(bytes) ? 1 : 0
        }
    }
    print("\(loaded) of \(files.count) loaded")
    exit(loaded == files.count ? 0 : 1)
}
if arguments.first == "--storyboard" {   // only the storyboard measurement (StoryboardBench.swift)
    StoryboardBench.run()
    exit(0)
}
let corpusDirectory = arguments.first ?? "../shared/corpus"
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nib-bench-\(getpid())").path
try FileIO.createDirectory(scratch)
defer { try? FileManager.default.removeItem(atPath: scratch) }

var sink = 0

func convert(_ bytes: [UInt8], _ path: String) -> [UInt8] {
    guard let compilation = try? XibCompiler().compile(bytes: bytes, path: path) else { return [] }
    return ManifestWriter.data(for: compilation.document)
}

// MARK: 3 and 4. Instantiation and memory (first, while the process is small)

Table.header("3. Instantiating a cached Nib vs hand-written construction of the same graph (default objects)",
             ["graph", "repetitions", "Nib.instantiate", "hand-written", "nib / hand", "peak RSS (nib)", "RSS after (nib)"])
let cellNib = try Nib(document: XibCompiler().compile(bytes: Array(BenchGraphs.cellXib.utf8), path: "Cell.xib").document)
let windowNib = try Nib(document: XibCompiler().compile(bytes: Array(BenchGraphs.windowXib().utf8), path: "Form.xib").document)
let registry = NibClassRegistry(parent: .defaultObjects)
registry.register("FormOwner", BenchGraphs.FormOwner.self)

/// Instantiates once and checks the graph, so a failing instantiation cannot pass for a fast one.
func checkedGraph(_ name: String, _ body: () throws -> [AnyObject], expectedObjects: Int) -> Bool {
    do {
        let top = try body()
        var count = 0
        func visit(_ object: AnyObject) {
            count += 1
            if let window = object as? NibWindow, let content = window.contentView { visit(content) }
            if let view = object as? NibView { for subview in view.subviews { visit(subview) } }
        }
        top.forEach(visit)
        guard count == expectedObjects else {
            print("| \(name) | graph has \(count) objects, expected \(expectedObjects) | | | | | |")
            return false
        }
        return true
    } catch {
        print("| \(name) | instantiation failed: \(error) | | | | | |")
        return false
    }
}

func instantiationRow(_ name: String, repetitions: Int, nib: () -> Void, hand: () -> Void) {
    let before = Memory.resident
    Memory.resetPeak()
    let nibTime = Measure.best(runs: 5) { for _ in 0..<repetitions { nib() } }
    let peak = Memory.peak
    let after = Memory.resident
    let handTime = Measure.best(runs: 5) { for _ in 0..<repetitions { hand() } }
    print("| \(name) | \(repetitions) | \(Measure.milliseconds(nibTime)) | \(Measure.milliseconds(handTime)) | "
          + "\(Measure.format(nibTime / handTime, 2))× | +\(Memory.megabytes(max(0, peak - before))) | "
          + "\(after - before >= 0 ? "+" : "")\(Memory.megabytes(after - before)) |")
}

let application = NibApplication()
let cellOK = checkedGraph("5-object cell", { try cellNib.instantiate(registry: registry) }, expectedObjects: 5)
    && checkedGraph("5-object cell, hand-written", { BenchGraphs.handBuiltCell() }, expectedObjects: 5)
let windowOK = checkedGraph("500-object window", {
    try windowNib.instantiate(owner: BenchGraphs.FormOwner(), externals: [Nib.applicationExternalName: application], registry: registry)
}, expectedObjects: 500) && checkedGraph("500-object window, hand-written", { BenchGraphs.handBuiltWindow(owner: BenchGraphs.FormOwner()) }, expectedObjects: 500)
if cellOK {
instantiationRow("5-object cell", repetitions: 10_000,
                 nib: { sink &+= (try? cellNib.instantiate(registry: registry))?.count ?? 0 },
                 hand: { sink &+= BenchGraphs.handBuiltCell().count })
}
if windowOK {
instantiationRow("500-object window", repetitions: 100,
                 nib: { sink &+= (try? windowNib.instantiate(owner: BenchGraphs.FormOwner(), externals: [Nib.applicationExternalName: application], registry: registry))?.count ?? 0 },
                 hand: { sink &+= BenchGraphs.handBuiltWindow(owner: BenchGraphs.FormOwner()).count })
}

// MARK: 1. Conversion throughput

let corpus = CorpusFiles.modernXibs(in: corpusDirectory)
let corpusBytes = corpus.reduce(0) { $0 + $1.bytes.count }
let large = [1, 10].map { (megabytes: $0, bytes: LargeXib.make(approximateBytes: $0 * 1_000_000)) }

Table.header("1. Conversion: xib → manifest in process (parse, build the graph, write the JSON)",
             ["input", "size", "converter", "libxml2 SAX2, no-op handlers", "converter / floor"])
if corpus.isEmpty {
    print("| corpus not found at \(corpusDirectory) | | | | |")
} else {
    let work = Measure.best(runs: 9) { for file in corpus { sink &+= convert(file.bytes, file.path).count } }
    let floor = Measure.best(runs: 9) { for file in corpus { sink &+= RawLibXML2.parse(file.bytes) ? 1 : 0 } }
    Table.throughputRow("corpus, \(corpus.count) modern xibs", bytes: corpusBytes, work: work, floor: floor)
}
for input in large {
    let runs = input.megabytes >= 10 ? 5 : 9
    let work = Measure.best(runs: runs) { sink &+= convert(input.bytes, "Generated.xib").count }
    let floor = Measure.best(runs: runs) { sink &+= RawLibXML2.parse(input.bytes) ? 1 : 0 }
    Table.throughputRow("generated \(input.megabytes) MB xib", bytes: input.bytes.count, work: work, floor: floor)
}

// Whole process: `codegen convert` against `xmllint --stream --noout` on the 10 MB file.
let codegen = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("codegen").path
let largePath = scratch + "/Generated10.xib"
try FileIO.writeAtomically(large[1].bytes, to: largePath)
Table.header("1b. Conversion, whole process, generated 10 MB xib", ["command", "best time", "throughput", "ratio to xmllint"])
let xmllint = ["/usr/bin/xmllint", "/bin/xmllint"].first(where: FileIO.exists)
let convertTime = FileIO.exists(codegen)
    ? Measure.best(runs: 7) { Processes.run(codegen, ["convert", largePath, "-o", scratch + "/out"]) } : nil
let xmllintTime = xmllint.map { tool in Measure.best(runs: 7) { Processes.run(tool, ["--stream", "--noout", largePath]) } }
if let convertTime {
    let ratio = xmllintTime.map { Measure.format($0 / convertTime, 2) + "×" } ?? "xmllint not installed"
    print("| codegen convert | \(Measure.milliseconds(convertTime)) | \(Measure.format(Measure.megabytesPerSecond(bytes: large[1].bytes.count, seconds: convertTime))) MB/s | \(ratio) |")
} else {
    print("| codegen convert | not built beside this benchmark (swift build -c release) | | |")
}
if let xmllintTime {
    print("| xmllint --stream --noout | \(Measure.milliseconds(xmllintTime)) | \(Measure.format(Measure.megabytesPerSecond(bytes: large[1].bytes.count, seconds: xmllintTime))) MB/s | 1.0× |")
}

// MARK: 2. Manifest load

Table.header("2. Manifest load: JSON → model (ManifestReader) and → ready-to-instantiate Nib",
             ["manifest", "size", "ManifestReader", "Nib(bytes:)", "raw json-c parse", "reader / json-c", "Nib / json-c"])
var manifests: [(name: String, bytes: [UInt8])] = []
if !corpus.isEmpty {
    let corpusManifests = corpus.map { convert($0.bytes, $0.path) }
    manifests.append(("corpus, \(corpus.count) manifests", corpusManifests.flatMap { $0 }))
    let size = corpusManifests.reduce(0) { $0 + $1.count }
    let reader = Measure.best(runs: 9) { for bytes in corpusManifests { sink &+= (try? ManifestReader.read(bytes))?.objects.count ?? 0 } }
    let nib = Measure.best(runs: 9) { for bytes in corpusManifests { sink &+= (try? Nib(bytes: bytes)) == nil ? 0 : 1 } }
    let floor = Measure.best(runs: 9) { for bytes in corpusManifests { sink &+= RawJSONC.parse(bytes) ? 1 : 0 } }
    Table.loadRow("corpus, \(corpus.count) manifests", size: size, reader: reader, nib: nib, floor: floor)
}
for input in large {
    let bytes = convert(input.bytes, "Generated.xib")
    let runs = input.megabytes >= 10 ? 5 : 9
    let reader = Measure.best(runs: runs) { sink &+= (try? ManifestReader.read(bytes))?.objects.count ?? 0 }
    let nib = Measure.best(runs: runs) { sink &+= (try? Nib(bytes: bytes)) == nil ? 0 : 1 }
    let floor = Measure.best(runs: runs) { sink &+= RawJSONC.parse(bytes) ? 1 : 0 }
    Table.loadRow("from the generated \(input.megabytes) MB xib", size: bytes.count, reader: reader, nib: nib, floor: floor)
}

// MARK: 5. Code generation

Table.header("5. Code generation for the corpus (in process, one run per source repository)",
             ["step", "files", "best time"])
if !corpus.isEmpty {
    let groups = Dictionary(grouping: corpus) { URL(fileURLWithPath: $0.path).deletingLastPathComponent().lastPathComponent }
    let documents = groups.mapValues { files in
        files.compactMap { file in (try? XibCompiler().compile(bytes: file.bytes, path: file.path)).map { GeneratorInput(path: file.path, document: $0.document) } }
    }
    let generator = try NibCodeGenerator()
    let generateTime = Measure.best(runs: 5) {
        for inputs in documents.values { sink &+= (try? generator.generate(inputs))?.count ?? 0 }
    }
    let total = Measure.best(runs: 5) {
        for files in groups.values {
            let inputs = files.compactMap { file in (try? XibCompiler().compile(bytes: file.bytes, path: file.path)).map { GeneratorInput(path: file.path, document: $0.document) } }
            sink &+= (try? generator.generate(inputs))?.count ?? 0
        }
    }
    print("| generate (manifest model → Swift) | \(corpus.count) | \(Measure.milliseconds(generateTime)) |")
    print("| convert + generate | \(corpus.count) | \(Measure.milliseconds(total)) |")
}
StoryboardBench.run()
print("\n(checksum \(sink & 0xFF))")
