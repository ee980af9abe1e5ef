import Foundation
import NibModel
import NibTestSupport
import Testing
import XibCompiler

@testable import NibMerge

/// The merge driver over the real merges of the corpus.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)), .serialized)
struct MergeCorpusTests {
    @Test func theCorpusIsHere() {
        #expect(MergeCase.all.count >= 200)
        #expect(MergeCase.all.contains { !$0.gitConflicts })
    }

    /// Every modern case merges into a document that converts, with no duplicate id and no
    /// reference to a missing id that the inputs did not already have; legacy cases are refused, and
    /// mixed ones (a legacy base a side converted) give a converted side.
    @Test func everyMergeValidates() {
        let failures = ConcurrentMap.map(CorpusMerges.outcomes, Self.validationFailures).flatMap { $0 }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        print(
            "merge corpus: \(CorpusMerges.outcomes.filter { $0.result != nil }.count) merged, \(failures.count) failing validation"
        )
    }

    /// What is wrong with one case's merge: a modern case that did not merge, a result that does not
    /// convert, repeats an id or refers to a missing id; a legacy case that was not refused.
    @Sendable static func validationFailures(_ outcome: MergeOutcome) -> [String] {
        guard outcome.item.format != "legacy" else {
            if case .legacyArchive = outcome.error { return [] }
            return ["\(outcome.item): not refused"]
        }
        guard let result = outcome.result else {
            return ["\(outcome.item): \(outcome.error.map(String.init(describing:)) ?? "")"]
        }
        var failures: [String] = []
        let compiler = XibCompiler(options: .init(convertsConcurrently: false))
        do { _ = try compiler.compile(bytes: result.bytes, path: "merged." + outcome.item.ext) } catch {
            failures.append("\(outcome.item): \(error)")
        }
        do {
            let (duplicates, dangling) = try SemanticEquality.problems(result.bytes)
            let inherited = try SemanticEquality.problems(outcome.item.bytes("ours")).dangling.union(
                SemanticEquality.problems(outcome.item.bytes("theirs")).dangling)
            if !duplicates.isEmpty { failures.append("\(outcome.item): duplicate ids \(duplicates)") }
            if !dangling.subtracting(inherited).isEmpty {
                failures.append("\(outcome.item): dangling \(dangling.subtracting(inherited).sorted())")
            }
        } catch {
            failures.append("\(outcome.item): \(error)")
        }
        return failures
    }

    /// Where git merges cleanly, the merge equals the committed resolution by object.
    @Test func cleanMergesEqualTheResolution() {
        let clean = CorpusMerges.outcomes.filter { !$0.item.gitConflicts && $0.item.format == "modern" }
        let different = clean.filter { !$0.equalsResolution }.map(\.item.directory)
        print("merge corpus: git-clean cases equal to the resolution: \(clean.count - different.count)/\(clean.count)")
        #expect(different.isEmpty, "\(different)")
    }

    /// Where git conflicts, how many merges equal the committed resolution (reported; a floor guards regressions).
    @Test func conflictingMergesAgainstTheResolution() {
        let conflicting = CorpusMerges.outcomes.filter { $0.item.gitConflicts }
        let modern = conflicting.filter { $0.item.format == "modern" }
        let equal = conflicting.filter(\.equalsResolution)
        let modernEqual = modern.filter(\.equalsResolution)
        let clean = modern.filter { $0.result?.isClean == true }
        print(
            "merge corpus: git-conflicting cases equal to the resolution: \(equal.count)/\(conflicting.count) (\(modernEqual.count)/\(modern.count) modern); merged without conflict: \(clean.count)"
        )
        for outcome in conflicting where !outcome.equalsResolution {
            print("  differs: \(outcome.item) conflicts: \(outcome.result?.conflicts.count ?? -1)")
            guard let result = outcome.result else {
                print("    not merged: \(outcome.error.map { $0.diagnostic.message } ?? "")")
                continue
            }
            for line in (try? SemanticEquality.differences(result.bytes, outcome.item.bytes("resolved"))) ?? [] {
                print("    " + line)
            }
        }
        let seconds = CorpusMerges.outcomes.map(\.seconds)
        print("merge corpus: \(seconds.count) merges, slowest \(seconds.max() ?? 0) s, total \(seconds.reduce(0, +)) s")
        // The figure docs/merge.md reports (the issue asks for 60 %: 72 of 120), as a floor.
        #expect(equal.count >= 72)
    }

    /// Merging any corpus document with itself gives it back byte for byte.
    @Test func selfMergeIsIdentity() throws {
        let paths = MergeCase.all.filter { $0.format == "modern" }.flatMap { item in
            ["base", "ours", "theirs", "resolved"].map(item.path).filter(TestCorpus.isModern)
        }
        let differing = ConcurrentMap.map(paths) { path -> String? in
            let bytes = Array(FileManager.default.contents(atPath: path) ?? Data())
            let result = try? NibMerger().merge(base: bytes, ours: bytes, theirs: bytes, path: path)
            return result?.bytes == bytes && result?.isClean == true ? nil : path
        }.compactMap { $0 }
        print("merge corpus: self-merge identical for \(paths.count - differing.count)/\(paths.count) documents")
        #expect(paths.count >= 700)
        #expect(differing.isEmpty, "\(differing)")
    }
}
