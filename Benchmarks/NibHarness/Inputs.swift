import BenchInputs
import NibCodeGen
import NibManifest
import NibModel
import NibObjects
import NibRuntime
import XibCompiler

/// The bytes every benchmark works on, built once on first use (a filtered run builds only what
/// its benchmarks need). Each input is checked before it is timed, so a failing conversion or
/// load cannot pass for a fast one.
enum Inputs {
    /// The generated xibs of the conversion benchmarks, in megabytes.
    static let sizes = [1, 10, 30]

    static let corpus: [(path: String, bytes: [UInt8])] = CorpusFiles.modernXibs()
    static let corpusBytes = corpus.reduce(0) { $0 + $1.bytes.count }

    private static let generated: [Int: [UInt8]] = Dictionary(
        uniqueKeysWithValues: sizes.map {
            ($0, LargeXib.make(approximateBytes: $0 * 1_000_000))
        })

    static func xib(megabytes: Int) -> [UInt8] { generated[megabytes]! }

    /// The manifests of the corpus and of the generated 1 and 10 MB xibs.
    static let corpusManifests: [[UInt8]] = corpus.map { convert($0.bytes, path: $0.path) }
    static let manifest1MB = convert(xib(megabytes: 1), path: "Generated1.xib")
    static let manifest10MB = convert(xib(megabytes: 10), path: "Generated10.xib")

    /// The converter as `codegen convert` runs it, minus the file writing: compile, then the
    /// manifest text.
    static func convert(_ bytes: [UInt8], path: String) -> [UInt8] {
        do {
            return ManifestWriter.data(for: try XibCompiler().compile(bytes: bytes, path: path).document)
        } catch {
            fatalError("\(path): the benchmark input does not convert: \(error)")
        }
    }

    /// The corpus converted once, grouped by source repository (one generator run each, the way
    /// the consumer test groups them).
    static let generatorGroups: [[GeneratorInput]] = {
        let byFolder = Dictionary(grouping: corpus) { file in
            file.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
        }
        return byFolder.keys.sorted().map { folder in
            byFolder[folder]!.map { file in
                GeneratorInput(
                    path: file.path, document: try! XibCompiler().compile(bytes: file.bytes, path: file.path).document)
            }
        }
    }()

    // MARK: Storyboards

    static let storyboardDocument = BenchStoryboard.document(rows: 20)
    static let storyboard: NibStoryboard = try! NibStoryboard(document: storyboardDocument)

    // MARK: Instantiation

    static let registry: NibClassRegistry = {
        let registry = NibClassRegistry(parent: .defaultObjects)
        registry.register("FormOwner", BenchGraphs.FormOwner.self)
        return registry
    }()
    static let application = NibApplication()
    static let cellNib = nib(BenchGraphs.cellXib, path: "Cell.xib")
    static let windowNib = nib(BenchGraphs.windowXib(), path: "Form.xib")

    private static func nib(_ xml: String, path: String) -> Nib {
        do {
            return try Nib(bytes: convert(Array(xml.utf8), path: path))
        } catch {
            fatalError("\(path): the benchmark graph does not load: \(error)")
        }
    }

    static func instantiateCell() throws -> [AnyObject] {
        try cellNib.instantiate(registry: registry)
    }

    static func instantiateWindow() throws -> [AnyObject] {
        try windowNib.instantiate(
            owner: BenchGraphs.FormOwner(), externals: [Nib.applicationExternalName: application],
            registry: registry)
    }

    /// The number of views and windows in a graph (window → content view → subviews).
    static func objectCount(_ top: [AnyObject]) -> Int {
        var count = 0
        func visit(_ object: AnyObject) {
            count += 1
            if let window = object as? NibWindow, let content = window.contentView { visit(content) }
            if let view = object as? NibView { view.subviews.forEach(visit) }
        }
        top.forEach(visit)
        return count
    }
}
