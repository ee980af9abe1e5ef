import Foundation
import NibMerge
import NibTestSupport

/// The merge corpus (`merges/` of the test corpus): real three-way merges with the resolution that
/// was committed, one row per case in `SOURCES.tsv`.
struct MergeCase: CustomStringConvertible, Sendable {
    var directory: String
    var ext: String
    /// Whether `git merge-file` conflicts on the case.
    var gitConflicts: Bool
    /// `modern`, `legacy` or `mixed`.
    var format: String

    var description: String { directory }

    func path(_ version: String) -> String { TestCorpus.path("merges/\(directory)/\(version).\(ext)") }

    func bytes(_ version: String) -> [UInt8] { Array(FileManager.default.contents(atPath: path(version)) ?? Data()) }

    /// Every case, in the order of `SOURCES.tsv`; empty without the corpus.
    static let all: [MergeCase] = {
        guard TestCorpus.isAvailable,
            let table = try? String(contentsOfFile: TestCorpus.path("merges/SOURCES.tsv"), encoding: .utf8)
        else { return [] }
        let rows = table.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        guard let header = rows.first else { return [] }
        func column(_ name: String) -> Int { header.firstIndex { $0 == name } ?? 0 }
        let (dir, ext, conflict, format) = (column("dir"), column("ext"), column("git_conflict"), column("format"))
        return rows.dropFirst().map { row in
            MergeCase(
                directory: String(row[dir]), ext: String(row[ext]), gitConflicts: row[conflict] == "yes",
                format: String(row[format]))
        }
    }()
}

/// What merging one case gave.
struct MergeOutcome: Sendable {
    var item: MergeCase
    /// The merged document, or nil when the merge refused the inputs.
    var result: MergeResult?
    var error: MergeError?
    /// Whether the result equals the committed resolution by object.
    var equalsResolution = false
    var seconds: Double
}

/// Every case merged once, shared by the corpus tests.
enum CorpusMerges {
    static let outcomes: [MergeOutcome] = ConcurrentMap.map(MergeCase.all) { item in
        let start = Date()
        do throws(MergeError) {
            let result = try NibMerger(options: .driver).merge(
                base: .init(bytes: item.bytes("base"), file: item.path("base")),
                ours: .init(bytes: item.bytes("ours"), file: item.path("ours")),
                theirs: .init(bytes: item.bytes("theirs"), file: item.path("theirs")), path: item.path("ours"))
            let seconds = Date().timeIntervalSince(start)
            let equal =
                (try? SemanticEquality.canonical(result.bytes))
                == (try? SemanticEquality.canonical(item.bytes("resolved")))
            return MergeOutcome(item: item, result: result, equalsResolution: equal, seconds: seconds)
        } catch {
            return MergeOutcome(item: item, error: error, seconds: Date().timeIntervalSince(start))
        }
    }
}

/// `map` over the available cores (the corpus tests merge hundreds of documents).
enum ConcurrentMap {
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let lock = NSLock()
        nonisolated(unsafe) var results = [Result?](repeating: nil, count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            let result = transform(elements[index])
            lock.withLock { results[index] = result }
        }
        return results.map { $0! }
    }
}
