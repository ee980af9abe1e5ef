import Foundation
import NibArchive
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// The properties a compiled nib's model holds (``CompiledNibDocument``) against those its source
/// document converts to, for every corpus pair.
struct CompiledNibPropertiesTests {
    /// Every pair's comparison, by pair (the path below `nib-pairs/`).
    static func comparisons() throws -> [(pair: String, result: CompiledNibPropertyComparison.Result)] {
        try CompiledNibDocumentTests.pairNibs.map { nib in
            let fromNib = try CompiledNibDocument.document(contentsOf: nib)
            let fromDocument = try XibCompiler().compile(contentsOf: CompiledNibDocumentTests.source(of: nib)).document
            return (
                String(nib.dropFirst(NibArchiveSamples.pairs.count + 1)),
                CompiledNibPropertyComparison.compare(nib: fromNib, document: fromDocument)
            )
        }
    }

    /// Decoded values the nib's model and the document's hold alike, over every pair.
    static let agreeingValues = 2357
    /// Values only one of them holds, each with its reason.
    static let differingValues = 751

    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func everyPairsPropertiesAgreeOrDifferForAReason() throws {
        let comparisons = try Self.comparisons()
        #expect(comparisons.count == 108)
        var agreeing: [String: Int] = [:]
        var differing: [String: Int] = [:]
        var reasons: [String: Int] = [:]
        var unexplained: [String] = []
        for (pair, result) in comparisons {
            for (property, count) in result.agreeing { agreeing[property, default: 0] += count }
            for (side, entries) in [("+", result.onlyInNib), ("-", result.onlyInDocument)] {
                for entry in entries {
                    differing[entry.property, default: 0] += 1
                    if let reason = CompiledNibPropertyDifferences.reason(side: side, entry: entry, pair: pair) {
                        reasons[reason, default: 0] += 1
                    } else {
                        unexplained.append("\(pair): \(side)\(entry.description)")
                    }
                }
            }
        }
        var summary: [String] = []
        for property in Set(agreeing.keys).union(differing.keys).sorted() {
            summary.append("\(property): \(agreeing[property] ?? 0) agree, \(differing[property] ?? 0) differ")
        }
        for (reason, count) in reasons.sorted(by: { $0.key < $1.key }) { summary.append("  \(count) × \(reason)") }
        print(summary.joined(separator: "\n"))
        if let path = ProcessInfo.processInfo.environment["NIB_PROPERTY_DIFFERENCES"] {
            try? unexplained.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(unexplained == [], "\(unexplained.count) unexplained")
        // The figures docs/nib-archive.md gives: values both models hold, and values one holds.
        #expect(agreeing.values.reduce(0, +) == Self.agreeingValues)
        #expect(differing.values.reduce(0, +) == Self.differingValues)
    }
}
