import NibModel
import XibCompiler

#if canImport(Glibc)
import Glibc
#endif

// Usage: swift run -c release NibBenchmarks [CORPUS_DIR]
// Prints one table row per measurement, each beside its floor measured in the same run.

//        swift run -c release NibBenchmarks --emit-large PATH MEGABYTES   (writes a generated xib)
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--emit-large", arguments.count == 3, let megabytes = Int(arguments[2]) {
    do {
        try FileIO.writeAtomically(LargeXib.make(approximateBytes: megabytes * 1_000_000), to: arguments[1])
    } catch {
        print("error: \(error)")
        exit(1)
    }
    exit(0)
}
let corpusDirectory = arguments.first ?? "../shared/corpus"

/// Every modern-format .xib below the corpus directory.
func corpusFiles(_ root: String) -> [(path: String, bytes: [UInt8])] {
    var result: [(String, [UInt8])] = []
    func walk(_ directory: String) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        for name in names.sorted() {
            let path = directory + "/" + name
            if FileIO.isDirectory(path) { walk(path) } else if name.hasSuffix(".xib"), let bytes = try? FileIO.read(path) {
                if String(decoding: bytes.prefix(2048), as: UTF8.self).contains("<document") { result.append((path, bytes)) }
            }
        }
    }
    walk(root)
    return result
}

func row(_ name: String, bytes: Int, work: Double, floor: Double, floorName: String) {
    let mbps = Measure.megabytesPerSecond(bytes: bytes, seconds: work)
    let floorMBps = Measure.megabytesPerSecond(bytes: bytes, seconds: floor)
    print("| \(name) | \(Measure.format(Double(bytes) / 1_000_000, 2)) MB | \(Measure.format(mbps)) MB/s | \(floorName) \(Measure.format(floorMBps)) MB/s | \(Measure.format(floor / work, 2))× |")
}

/// Conversion = parse + build the graph + serialise the manifest, all in memory.
func convert(_ bytes: [UInt8], _ path: String) -> Int {
    guard let compilation = try? XibCompiler().compile(bytes: bytes, path: path) else { return 0 }
    return ManifestWriter.data(for: compilation.document).count
}

print("## Conversion throughput (xib → manifest, in process)")
print("| input | size | converter | floor | converter / floor |")
print("|---|---|---|---|---|")

let corpus = corpusFiles(corpusDirectory)
let corpusBytes = corpus.reduce(0) { $0 + $1.bytes.count }
if corpus.isEmpty {
    print("| corpus | not found at \(corpusDirectory) | | | |")
} else {
    var sink = 0
    let work = Measure.median(runs: 9) { for file in corpus { sink &+= convert(file.bytes, file.path) } }
    let floor = Measure.median(runs: 9) { for file in corpus { sink &+= RawLibXML2.parse(file.bytes) ? 1 : 0 } }
    row("corpus (\(corpus.count) modern xibs)", bytes: corpusBytes, work: work, floor: floor, floorName: "libxml2 SAX2, no-op handlers")
    if sink == 42 { print("") }
}

for megabytes in [1, 10] {
    let bytes = LargeXib.make(approximateBytes: megabytes * 1_000_000)
    var sink = 0
    let runs = megabytes >= 10 ? 5 : 9
    let work = Measure.median(runs: runs) { sink &+= convert(bytes, "Generated.xib") }
    let floor = Measure.median(runs: runs) { sink &+= RawLibXML2.parse(bytes) ? 1 : 0 }
    row("generated \(megabytes) MB xib", bytes: bytes.count, work: work, floor: floor, floorName: "libxml2 SAX2, no-op handlers")
    if sink == 42 { print("") }
}
