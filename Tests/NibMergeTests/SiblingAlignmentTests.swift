import Testing
import XibCompiler

@testable import NibMerge

/// Siblings without ids (a segmented control's segments, runtime attributes without key paths):
/// another version's are lined up with base's by content, so an insertion before them is an
/// insertion and an edit stays with the sibling it was made to.
struct SiblingAlignmentTests {
    /// A document whose segmented control holds `segments` (one `<segment>` element each).
    static func segments(_ segments: [String]) -> [UInt8] {
        let lines = segments.map { "                <segment \($0)/>" }.joined(separator: "\n")
        return Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13142" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="control">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="29"/>
                        <segments>
            \(lines)
                        </segments>
                    </segmentedControl>
                </objects>
            </document>

            """.utf8)
    }

    static func merge(base: [String], ours: [String], theirs: [String]) throws -> MergeResult {
        let result = try NibMerger().merge(
            base: segments(base), ours: segments(ours), theirs: segments(theirs), path: "Test.xib")
        _ = try XibCompiler().compile(bytes: result.bytes, path: "Test.xib")
        return result
    }

    /// Ours inserts a segment before the others, theirs disables the second: the disabled one is
    /// still the second of base (it was the first's place before the insertion was lined up).
    @Test func aSiblingInsertedBeforeOthersIsAnInsertion() throws {
        let result = try Self.merge(
            base: [#"title="A""#, #"title="B""#], ours: [#"title="Z""#, #"title="A""#, #"title="B""#],
            theirs: [#"title="A""#, #"title="B" enabled="NO""#])
        #expect(result.isClean)
        #expect(result.bytes == Self.segments([#"title="Z""#, #"title="A""#, #"title="B" enabled="NO""#]))
        let reverse = try Self.merge(
            base: [#"title="A""#, #"title="B""#], ours: [#"title="A""#, #"title="B" enabled="NO""#],
            theirs: [#"title="Z""#, #"title="A""#, #"title="B""#])
        #expect(reverse.bytes == result.bytes)
    }

    /// Ours deletes the first segment, theirs edits it: a conflict, as git's line merge has it,
    /// not theirs' edit applied to the segment that remains.
    @Test func anEditOfASiblingTheOtherSideDeletedConflicts() throws {
        let result = try Self.merge(
            base: [#"title="First""#, #"title="Second""#], ours: [#"title="Second""#],
            theirs: [#"title="First" enabled="NO""#, #"title="Second""#])
        #expect(result.conflicts.map(\.kind) == [.deleteChange])
        #expect(result.bytes == Self.segments([#"title="Second""#]))
    }

    /// Both sides inserting at different places, and each editing a different sibling: all of it
    /// merges, each edit on its sibling.
    @Test func insertionsAndEditsAtDifferentPlacesAllMerge() throws {
        let base = (1...6).map { #"title="\#($0)""# }
        var ours = base
        ours.insert(#"title="front""#, at: 0)
        ours[4] = #"title="3" enabled="NO""#
        var theirs = base
        theirs.append(#"title="back""#)
        theirs[5] = #"title="6" width="40""#
        let result = try Self.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.isClean)
        var expected = ours
        expected[6] = #"title="6" width="40""#
        expected.append(#"title="back""#)
        #expect(result.bytes == Self.segments(expected))
    }

    /// `diff` of a segment inserted first lists one added segment, not a change of every one after it.
    @Test func aSiblingInsertedFirstIsOneChange() throws {
        let old = NibMerger.Input(bytes: Self.segments([#"title="A""#, #"title="B""#]), file: "Old.xib")
        let new = NibMerger.Input(
            bytes: Self.segments([#"title="Z""#, #"title="A""#, #"title="B""#]), file: "New.xib")
        let changes = try NibDiff(old: old, new: new).changes
        #expect(changes.count == 1, "\(changes)")
        #expect(changes.first?.kind == .changed)
        #expect(changes.first?.new == #"<segment title="Z">"#, "\(changes)")
        #expect(changes.first?.old == nil)
    }

    /// The alignment is a longest common subsequence: checked against every pair of short lists
    /// over three values by its length, and by each pair being equal and increasing.
    @Test func alignmentIsALongestCommonSubsequence() {
        func lists(_ length: Int) -> [[Int]] {
            length == 0 ? [[]] : lists(length - 1).flatMap { list in (0..<3).map { list + [$0] } }
        }
        func longest(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>) -> Int {
            guard let x = a.first, let y = b.first else { return 0 }
            return x == y
                ? 1 + longest(a.dropFirst(), b.dropFirst()) : max(longest(a.dropFirst(), b), longest(a, b.dropFirst()))
        }
        let all = (0...5).flatMap(lists)
        for old in all where old.count <= 5 {
            for new in all where new.count <= 4 {
                let matches = SequenceAlignment.matches(old, new)
                #expect(matches.count == longest(old[...], new[...]), "\(old) \(new)")
                #expect(matches.allSatisfy { old[$0.0] == new[$0.1] }, "\(old) \(new)")
                #expect(zip(matches, matches.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 }, "\(old) \(new)")
            }
        }
    }

    /// Lists whose middle is beyond the table's size keep their common start and end matched,
    /// and nothing in the middle (whose longest common run would be 2,100 long).
    @Test func aMiddleBeyondTheTableIsLeftUnmatched() {
        let side = 2_100
        let shared = Array(0..<side)
        let old = [-1] + shared + [-2] + [-3]
        let new = [-1] + [-4] + shared + [-3]
        #expect((side + 2) * (side + 2) > SequenceAlignment.largestTable)
        let matches = SequenceAlignment.matches(old, new)
        #expect(matches.map(\.0) == [0, side + 2])
        #expect(matches.map(\.1) == [0, side + 2])
        #expect(SequenceAlignment.matches(Array(old.prefix(100)), Array(new.prefix(100))).count == 99)
    }
}
