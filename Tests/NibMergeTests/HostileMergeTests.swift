import Foundation
import NibModel
import Testing

@testable import NibMerge

/// Inputs no Interface Builder writes: each is refused with an error placed in the file that is at
/// fault, or merged into a document that still validates.
struct HostileMergeTests {
    static let base = MergeUnitTests.document(subviews: MergeUnitTests.two)

    static func input(_ bytes: [UInt8], _ file: String) -> NibMerger.Input { .init(bytes: bytes, file: file) }

    static func merge(_ base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8]) throws(MergeError) -> MergeResult {
        try NibMerger().merge(
            base: input(base, "base.xib"), ours: input(ours, "ours.xib"), theirs: input(theirs, "theirs.xib"),
            path: "View.xib")
    }

    @Test func documentsOfDifferentTypesAreRefused() throws {
        let storyboard = Array(
            String(decoding: Self.base, as: UTF8.self).replacingOccurrences(
                of: "CocoaTouch.XIB", with: "CocoaTouch.Storyboard.XIB"
            ).utf8)
        #expect(throws: MergeError.self) { try Self.merge(Self.base, Self.base, storyboard) }
        do {
            _ = try Self.merge(Self.base, Self.base, storyboard)
        } catch {
            #expect(
                error.diagnostic.description
                    == #"theirs.xib:2:1: error: document type "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" differs from ours' "com.apple.InterfaceBuilder3.CocoaTouch.XIB"; documents of different types are not merged"#
            )
        }
        #expect(throws: MergeError.self) { try Self.merge(storyboard, Self.base, Self.base) }
    }

    @Test func eachBrokenSideIsNamedWithItsPosition() {
        var broken = Self.base
        broken.removeLast(30)  // cuts the document off inside its last elements
        let expectations: [(String, [UInt8], [UInt8], [UInt8])] = [
            ("base.xib", broken, Self.base, Self.base), ("ours.xib", Self.base, broken, Self.base),
            ("theirs.xib", Self.base, Self.base, broken),
        ]
        for (file, base, ours, theirs) in expectations {
            do {
                _ = try Self.merge(base, ours, theirs)
                Issue.record("\(file): a broken side merged")
            } catch {
                let diagnostic = error.diagnostic
                #expect(diagnostic.file == file)
                #expect(diagnostic.description.hasPrefix("\(file):"))
                #expect(diagnostic.message.hasPrefix("not well-formed XML"))
            }
        }
    }

    @Test func anIDRepeatedInOneVersionIsRefusedWhereItRepeats() {
        let repeated = MergeUnitTests.document(
            subviews: [MergeUnitTests.label("a", text: "A"), #"                <button id="a"/>"#].joined(
                separator: "\n"))
        #expect(throws: MergeError.duplicateID(SourceLocation(file: "theirs.xib", line: 14, column: 17), id: "a")) {
            try Self.merge(Self.base, Self.base, repeated)
        }
    }

    /// An attribute written twice in one start tag is not well-formed XML. The merge matches
    /// attributes by name, so it refuses the document there rather than merge one of the two
    /// values. (Found by FuzzMerge, run 49: a self-merge of a document whose constraint repeated
    /// `secondItem`, naming an id the document lacks, reported a conflict.)
    @Test func anAttributeRepeatedInOneTagIsRefusedWhereItRepeats() {
        let repeated = MergeUnitTests.document(
            subviews: [
                MergeUnitTests.label("a", text: "A"),
                #"                <button secondItem="a" opaque="NO" secondItem="gone" id="c"/>"#,
            ].joined(separator: "\n"))
        let message = "not well-formed XML: attribute secondItem is repeated in <button>"
        for (base, ours, theirs, file) in [
            (repeated, repeated, repeated, "ours.xib"), (Self.base, repeated, Self.base, "ours.xib"),
            (Self.base, Self.base, repeated, "theirs.xib"),
        ] {
            do {
                _ = try Self.merge(base, ours, theirs)
                Issue.record("\(file): a repeated attribute merged")
            } catch {
                #expect(error.diagnostic.description == "\(file):14:52: error: \(message)")
            }
        }
    }

    /// An `id` on the `<document>` element names no object (the sides key the root as the
    /// document), so the result check counts it no more than the sides do: a side whose root
    /// carries the id of an object below merges instead of being refused as its own invalid result.
    @Test func anIDOnTheDocumentElementIsNotAnObjectsID() throws {
        let ours = Array(
            String(decoding: Self.base, as: UTF8.self).replacingOccurrences(
                of: "<document type=", with: #"<document id="-1" type="#
            ).utf8)
        let theirs = MergeUnitTests.document(
            subviews: [MergeUnitTests.label("a", text: "Edited"), MergeUnitTests.label("b", text: "B")].joined(
                separator: "\n"))
        let result = try Self.merge(Self.base, ours, theirs)
        #expect(result.isClean)
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text.contains(#"<document id="-1" type="#) && text.contains("Edited"), "\(text)")
    }

    /// Ours' root carries the id of label `a`, which theirs deletes while ours adds an outlet to
    /// it: the root's id names no object for the reference check either, so the label stays (a
    /// conflict) instead of being dropped with the outlet left naming nothing. Found by FuzzMerge.
    @Test func aReferenceToAnIDTheDocumentElementAlsoCarriesKeepsItsObject() throws {
        let outlet = #"                <outlet property="label" destination="a" id="c1"/>"#
        let ours = Array(
            String(decoding: MergeUnitTests.document(subviews: MergeUnitTests.two, connections: outlet), as: UTF8.self)
                .replacingOccurrences(
                    of: "<document type=", with: #"<document id="a" type="#
                ).utf8)
        let theirs = MergeUnitTests.document(subviews: MergeUnitTests.label("b", text: "B"))
        let result = try Self.merge(Self.base, ours, theirs)
        #expect(result.conflicts.map(\.kind) == [.deleteReference])
        #expect(try DocumentCheck.danglingReferences(in: result.bytes, file: "merged").isEmpty)
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text.contains(#"text="A" id="a""#) && text.contains(#"destination="a""#), "\(text)")
    }

    /// Theirs gives label `a`'s id to a button, ours edits label `a`: a conflict at the label in
    /// ours, which is kept; the result validates.
    @Test func anIDGivenToAnotherClassWhileTheOtherSideEditsItConflicts() throws {
        let ours = MergeUnitTests.document(
            subviews: [MergeUnitTests.label("a", text: "Edited"), MergeUnitTests.label("b", text: "B")].joined(
                separator: "\n"))
        let theirs = MergeUnitTests.document(
            subviews: [
                #"                <button opaque="NO" id="a">"# + "\n"
                    + #"                    <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>"# + "\n"
                    + "                </button>",
                MergeUnitTests.label("b", text: "B"),
            ].joined(separator: "\n"))
        let result = try Self.merge(Self.base, ours, theirs)
        // The class, and the text ours edited that the button lacks.
        #expect(result.conflicts.map(\.kind) == [.elementName, .attribute])
        #expect(
            result.conflicts.first?.diagnostic.description
                == #"View.xib:11:17: error: conflict: <label> id="a" element name: ours <label>, theirs <button>"#)
        #expect(try DocumentCheck.danglingReferences(in: result.bytes, file: "merged").isEmpty)
        #expect(String(decoding: result.bytes, as: UTF8.self).contains(#"text="Edited""#))
    }

    /// Ours is read first, so the error names it.
    @Test func nestingBeyondTheLimitIsRefusedWhereItStarts() {
        let depth = MarkupScanner.maximumDepth + 10
        let deep = Array(
            (#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<document type=\"x\">"
                + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
                + "</document>\n").utf8)
        do {
            _ = try Self.merge(deep, deep, deep)
            Issue.record("a document nested \(depth) deep merged")
        } catch {
            #expect(error.diagnostic.description.hasPrefix("ours.xib:2:"))
            #expect(error.diagnostic.message.contains("nested deeper than \(MarkupScanner.maximumDepth) levels"))
        }
    }

    /// Runtime attributes nested 200 deep, each named by a key path of 2,000 letters (0.4 MB): an
    /// identity holds its parent's, and held the whole key path of each ancestor (the deepest
    /// 400 KB, all of them 40 MB a version, and as much again in the diff's properties); a long naming
    /// value is now held as its start, length and digest. The merge still finds the edit deep down.
    @Test func longNamingValuesNestedDeepKeepIdentitiesShort() throws {
        func document(leaf: String) -> [UInt8] {
            let depth = 200
            let open = (0..<depth).map { level in
                #"<userDefinedRuntimeAttribute type="string" keyPath=""#
                    + String(repeating: Character(UnicodeScalar(UInt8(97 + level % 26))), count: 2_000) + "\(level)\">"
            }.joined()
            let close = String(repeating: "</userDefinedRuntimeAttribute>", count: depth)
            return MergeUnitTests.document(
                subviews: MergeUnitTests.label("a", text: "A") + "\n<userDefinedRuntimeAttributes>" + open
                    + #"<string key="value">"# + leaf + "</string>" + close + "</userDefinedRuntimeAttributes>")
        }
        let base = document(leaf: "old")
        #expect(base.count > 400_000)
        let version = try MergeDocument(bytes: base, file: "base.xib")
        let longest = version.elements.keys.map(\.utf8.count).max() ?? 0
        #expect(longest < 200 * 120, "the longest identity has \(longest) bytes")
        let result = try Self.merge(base, document(leaf: "new"), base)
        #expect(result.isClean)
        #expect(result.bytes == document(leaf: "new"))
        let changes = try NibDiff(old: Self.input(base, "old.xib"), new: Self.input(document(leaf: "new"), "new.xib"))
            .changes
        #expect(changes.count == 1)
        #expect(changes.first?.new == "new")
    }

    /// A view of `count` labels, ours editing every seventh label's text, theirs every seventh from the fourth.
    static func labels(_ count: Int, ours: Bool, theirs: Bool) -> [UInt8] {
        MergeUnitTests.document(
            subviews: (0..<count).map { index in
                let text = ours && index % 7 == 0 ? "Ours" : theirs && index % 7 == 3 ? "Theirs" : "T\(index)"
                return MergeUnitTests.label("l\(index)", text: text)
            }.joined(separator: "\n"))
    }

    /// Merges the label documents of `count` labels and returns the seconds it took.
    static func mergeLabels(_ count: Int) throws -> Double {
        let base = labels(count, ours: false, theirs: false)
        let start = Date()
        let result = try merge(base, labels(count, ours: true, theirs: false), labels(count, ours: false, theirs: true))
        let seconds = Date().timeIntervalSince(start)
        #expect(result.isClean)
        #expect(result.bytes == labels(count, ours: true, theirs: true))
        #expect(try DocumentCheck.danglingReferences(in: result.bytes, file: "merged").isEmpty)
        print("hostile: \(count) labels (\(base.count / 1024) KB) merged in \(seconds) s")
        return seconds
    }

    /// A document of 20,000 labels (about 3 MB), each side editing other labels: merged, valid, and
    /// in time that grows linearly: eight times the labels of a 2,500-label document take about
    /// eight times as long, far under the 64 times of a quadratic merge (the bound, 32 times,
    /// allows for the load of a shared machine changing between the two).
    @Test func aHugeDocumentMerges() throws {
        #expect(Self.labels(20_000, ours: false, theirs: false).count > 2_000_000)
        let small = try Self.mergeLabels(2_500)
        let large = try Self.mergeLabels(20_000)
        #expect(large < small * 32)
        #expect(large < 120)
    }
}
