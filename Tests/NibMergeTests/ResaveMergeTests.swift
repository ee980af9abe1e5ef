import NibModel
import Testing

@testable import NibMerge

/// The re-save rule (a side that only re-saved the document in a newer Interface Builder does not
/// impose its rewrites where the other side edited the same children) and the merge of a legacy
/// base a side converted, on small documents.
struct ResaveMergeTests {
    /// Label `a` with an `<animations/>` element and a background color (each left out when false),
    /// then label `b` with `textB`.
    static func document(
        tools: String, animations: Bool = true, color: Bool = true, textA: String = "A", textB: String = "B"
    ) -> [UInt8] {
        var children = [#"                    <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>"#]
        if animations { children.append("                    <animations/>") }
        if color {
            children.append(
                #"                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>"#)
        }
        let a =
            ([#"                <label opaque="NO" text="\#(textA)" id="a">"#] + children + ["                </label>"])
            .joined(separator: "\n")
        return MergeUnitTests.document(
            tools: tools, plugIn: tools, subviews: a + "\n" + MergeUnitTests.label("b", text: textB))
    }

    static func hasColor(_ result: MergeResult) -> Bool { MergeUnitTests.text(result).contains("backgroundColor") }

    @Test func aResavesRewritesYieldWhereTheOtherSideEditedTheSameChildren() throws {
        let base = Self.document(tools: "100")
        let ours = Self.document(tools: "200", animations: false, color: false)
        let theirs = Self.document(tools: "100", animations: false, textB: "Bee")
        let result = try MergeUnitTests.merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(Self.hasColor(result))
        #expect(!MergeUnitTests.text(result).contains("<animations/>"))
        #expect(MergeUnitTests.text(result).contains(#"text="Bee""#))
        #expect(MergeUnitTests.text(result).contains(#"toolsVersion="200""#))
        // The removal left out is named, once, at the element.
        #expect(
            result.undoneRewrites.map(\.description) == [
                #"Test.xib:11:17: warning: <color key="backgroundColor"> in <label> id="a" removed by ours, which re-saved the document in a newer Interface Builder (toolsVersion 200); kept, as theirs edited the elements beside it"#
            ])
        // The same with the sides swapped.
        let swapped = try MergeUnitTests.merge(base, theirs, ours)
        #expect(Self.hasColor(swapped))
        #expect(swapped.undoneRewrites.count == 1)
        #expect(swapped.undoneRewrites.first?.message.contains("removed by theirs") == true)
    }

    @Test func aResavesRewritesAreTakenWhereTheOtherSideDidNotTouchThoseChildren() throws {
        let base = Self.document(tools: "100")
        let ours = Self.document(tools: "200", animations: false, color: false)
        let theirs = Self.document(tools: "100", textB: "Bee")
        let result = try MergeUnitTests.merge(base, ours, theirs)
        #expect(!Self.hasColor(result))
        #expect(MergeUnitTests.text(result).contains(#"text="Bee""#))
        #expect(result.undoneRewrites.isEmpty)
    }

    @Test func aSideThatEditedAnObjectIsNotAResave() throws {
        let base = Self.document(tools: "100")
        let ours = Self.document(tools: "200", animations: false, color: false, textA: "Ay")
        let theirs = Self.document(tools: "100", animations: false, textB: "Bee")
        #expect(
            !NeutralEdits.isResave(
                try MergeDocument(bytes: ours, file: "o"), since: try MergeDocument(bytes: base, file: "b")))
        let result = try MergeUnitTests.merge(base, ours, theirs)
        #expect(!Self.hasColor(result))
    }

    @Test func whenBothResavedOnlyTheNewerYields() throws {
        let base = Self.document(tools: "100")
        let newer = Self.document(tools: "300", animations: false, color: false)
        let older = Self.document(tools: "200", animations: false)
        #expect(Self.hasColor(try MergeUnitTests.merge(base, newer, older)))
        #expect(Self.hasColor(try MergeUnitTests.merge(base, older, newer)))
        // The older side's rewrite is taken.
        let olderDrops = Self.document(tools: "200", color: false)
        let newerEdits = Self.document(tools: "300", animations: false)
        #expect(!Self.hasColor(try MergeUnitTests.merge(base, olderDrops, newerEdits)))
    }

    static let archive = Array(
        #"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"><data/></archive>"#
            .utf8)
    static let editedArchive = Array(
        #"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"><data><int key="x">1</int></data></archive>"#
            .utf8)

    @Test func aConvertedLegacyBaseGivesTheConvertedSide() throws {
        let converted = Self.document(tools: "100")
        let clean = try NibMerger().merge(base: Self.archive, ours: Self.archive, theirs: converted, path: "Old.xib")
        #expect(clean.bytes == converted)
        #expect(clean.isClean)
        let edited = try NibMerger().merge(
            base: Self.archive, ours: Self.editedArchive, theirs: converted, path: "Old.xib")
        #expect(edited.bytes == converted)
        #expect(edited.conflicts.map(\.kind) == [.conversion])
        #expect(edited.conflicts.first?.message.contains("theirs converted the legacy archive") == true)
        let oursConverted = try NibMerger().merge(
            base: Self.archive, ours: converted, theirs: Self.editedArchive, path: "Old.xib")
        #expect(oursConverted.bytes == converted)
        #expect(oursConverted.conflicts.map(\.kind) == [.conversion])
    }

    @Test func twoConversionsKeepOurs() throws {
        let ours = Self.document(tools: "100")
        let theirs = Self.document(tools: "100", textB: "Bee")
        let same = try NibMerger().merge(base: Self.archive, ours: ours, theirs: ours, path: "Old.xib")
        #expect(same.bytes == ours && same.isClean)
        let different = try NibMerger().merge(base: Self.archive, ours: ours, theirs: theirs, path: "Old.xib")
        #expect(different.bytes == ours)
        #expect(different.conflicts.map(\.kind) == [.conversion])
    }

    @Test func aBrokenConversionIsAnError() {
        let broken = Array("<document>\n  <objects>\n</document>\n".utf8)
        #expect(throws: MergeError.self) {
            try NibMerger().merge(base: Self.archive, ours: Self.archive, theirs: broken, path: "Old.xib")
        }
    }

    @Test func rootNamesAreReadPastTheProlog() {
        #expect(MarkupScanner.rootName(Self.archive) == "archive")
        #expect(MarkupScanner.rootName(Array("<!-- c --><!DOCTYPE x>\n<document a=\"1\"/>".utf8)) == "document")
        #expect(MarkupScanner.rootName(Array("<?xml".utf8)) == nil)
        #expect(MarkupScanner.rootName([]) == nil)
    }

    @Test func theDriverTakesTheirGeometry() {
        #expect(MergeOptions.driver.geometry == .theirs)
        #expect(MergeOptions().geometry == .ours)
    }
}
