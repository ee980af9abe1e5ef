import NibModel
import Testing
import XibCompiler

@testable import NibMerge

/// The merge rules on small documents: one test per rule.
struct MergeUnitTests {
    /// A document whose `<view>` holds `subviews` (already indented) and whose File's Owner has `connections`.
    static func document(
        tools: String = "100", plugIn: String = "100", frame: String = #"x="0.0" y="0.0" width="320" height="480""#,
        subviews: String, connections: String = ""
    ) -> [UInt8] {
        let owner =
            connections.isEmpty
            ? #"        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#
            : """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                        <connections>
            \(connections)
                        </connections>
                    </placeholder>
            """
        return Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
                </dependencies>
                <objects>
            \(owner)
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" \(frame)/>
                        <subviews>
            \(subviews)
                        </subviews>
                    </view>
                </objects>
            </document>

            """.utf8)
    }

    static func label(_ id: String, text: String, extra: String = "", indent: Int = 16) -> String {
        let pad = String(repeating: " ", count: indent)
        return #"\#(pad)<label opaque="NO" text="\#(text)"\#(extra) id="\#(id)">"# + "\n"
            + #"\#(pad)    <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>"# + "\n" + "\(pad)</label>"
    }

    /// `content` inside a stack view with id `s`, as a subview of the root view.
    static func stack(_ content: String) -> String {
        """
                        <stackView contentMode="scaleToFill" id="s">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                            <subviews>
        \(content)
                            </subviews>
                        </stackView>
        """
    }

    static let two = [label("a", text: "A"), label("b", text: "B")].joined(separator: "\n")

    static func merge(
        _ base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8], geometry: GeometryPolicy = .ours
    ) throws -> MergeResult {
        let result = try NibMerger(options: MergeOptions(geometry: geometry)).merge(
            base: base, ours: ours, theirs: theirs, path: "Test.xib")
        _ = try XibCompiler().compile(bytes: result.bytes, path: "Test.xib")
        return result
    }

    static func text(_ result: MergeResult) -> String { String(decoding: result.bytes, as: UTF8.self) }

    @Test func mergingADocumentWithItselfGivesItBack() throws {
        let document = Self.document(subviews: Self.two)
        let result = try Self.merge(document, document, document)
        #expect(result.bytes == document)
        #expect(result.isClean)
    }

    @Test func editsOfDifferentAttributesBothApply() throws {
        let base = Self.document(subviews: Self.two)
        let ours = Self.document(
            subviews: [Self.label("a", text: "A2"), Self.label("b", text: "B")].joined(separator: "\n"))
        let theirs = Self.document(
            subviews: [Self.label("a", text: "A", extra: #" hidden="YES""#), Self.label("b", text: "B3")]
                .joined(separator: "\n"))
        let result = try Self.merge(base, ours, theirs)
        #expect(result.isClean)
        let expected = Self.document(
            subviews: [Self.label("a", text: "A2", extra: #" hidden="YES""#), Self.label("b", text: "B3")]
                .joined(separator: "\n"))
        #expect(Self.text(result) == String(decoding: expected, as: UTF8.self))
    }

    @Test func concurrentEditsOfOneAttributeConflictAndKeepOurs() throws {
        let base = Self.document(subviews: Self.two)
        let ours = Self.document(
            subviews: [Self.label("a", text: "Ours"), Self.label("b", text: "B")].joined(separator: "\n"))
        let theirs = Self.document(
            subviews: [Self.label("a", text: "Theirs"), Self.label("b", text: "B")].joined(separator: "\n"))
        let result = try Self.merge(base, ours, theirs)
        #expect(result.bytes == ours)
        try #require(result.conflicts.count == 1)
        #expect(
            result.conflicts[0].description
                == #"Test.xib:11:17: error: conflict: <label> id="a" attribute "text": ours "Ours", theirs "Theirs""#)
    }

    @Test func deletingAnElementTheOtherSideChangedConflictsAndKeepsOurs() throws {
        let base = Self.document(subviews: Self.two)
        let ours = Self.document(
            subviews: [Self.label("a", text: "A"), Self.label("b", text: "B2")].joined(separator: "\n"))
        let theirs = Self.document(subviews: Self.label("a", text: "A"))
        let result = try Self.merge(base, ours, theirs)
        #expect(result.bytes == ours)
        #expect(result.conflicts.map(\.kind) == [.deleteChange])
        #expect(
            result.conflicts.first?.message
                == #"conflict: <label> id="b" deleted by theirs, changed by ours; ours kept"#)

        let reverse = try Self.merge(base, theirs, ours)
        #expect(reverse.bytes == theirs)
        #expect(reverse.conflicts.map(\.kind) == [.deleteChange])
    }

    @Test func deletingAnUnchangedElementDeletesIt() throws {
        let base = Self.document(subviews: Self.two)
        let ours = Self.document(
            subviews: [Self.label("a", text: "A2"), Self.label("b", text: "B")].joined(separator: "\n"))
        let theirs = Self.document(subviews: Self.label("a", text: "A"))
        let result = try Self.merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(result.bytes == Self.document(subviews: Self.label("a", text: "A2")))
    }

    @Test func aReferenceToAnElementTheOtherSideDeletedIsAConflictWithoutADanglingReference() throws {
        let base = Self.document(subviews: Self.two)
        let ours = Self.document(subviews: Self.label("a", text: "A"))
        let outlet = #"                <outlet property="label" destination="b" id="o1"/>"#
        let theirs = Self.document(subviews: Self.two, connections: outlet)
        let result = try Self.merge(base, ours, theirs)
        #expect(result.conflicts.map(\.kind) == [.deleteReference])
        #expect(!Self.text(result).contains(#"destination="b""#))

        // The other way round, the element ours refers to stays.
        let reverse = try Self.merge(base, theirs, ours)
        #expect(reverse.conflicts.map(\.kind) == [.deleteReference])
        #expect(reverse.bytes == theirs)
    }

    @Test func concurrentInsertsAtOnePlaceKeepBothOursFirst() throws {
        let base = Self.document(subviews: Self.two)
        let ours = Self.document(
            subviews: [Self.label("a", text: "A"), Self.label("o", text: "O"), Self.label("b", text: "B")]
                .joined(separator: "\n"))
        let theirs = Self.document(
            subviews: [Self.label("a", text: "A"), Self.label("t", text: "T"), Self.label("b", text: "B")]
                .joined(separator: "\n"))
        let result = try Self.merge(base, ours, theirs)
        #expect(result.isClean)
        let expected = Self.document(
            subviews: ["a", "o", "t", "b"].map { Self.label($0, text: $0.uppercased()) }.joined(separator: "\n"))
        #expect(Self.text(result) == String(decoding: expected, as: UTF8.self))
    }

    @Test func anElementOneSideMovedKeepsTheOtherSidesEditsAtItsNewDepth() throws {
        let base = Self.document(subviews: Self.two)
        let ours = Self.document(
            subviews: [Self.label("a", text: "A"), Self.label("b", text: "B &amp; &lt;ours&gt;")].joined(
                separator: "\n"))
        let theirs = Self.document(
            subviews: [Self.label("a", text: "A"), Self.stack(Self.label("b", text: "B", indent: 24))]
                .joined(separator: "\n"))
        let result = try Self.merge(base, ours, theirs)
        #expect(result.isClean)
        let expected = Self.document(
            subviews: [
                Self.label("a", text: "A"), Self.stack(Self.label("b", text: "B &amp; &lt;ours&gt;", indent: 24)),
            ].joined(separator: "\n"))
        #expect(Self.text(result) == String(decoding: expected, as: UTF8.self))
    }

    /// A storyboard of one scene holding `controller` (already indented), the initial controller `initial`.
    static func storyboard(_ controller: String, initial: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="100" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="\(initial)">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="100"/>
                </dependencies>
                <scenes>
                    <!--Main-->
                    <scene sceneID="s1">
                        <objects>
            \(controller)
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """.utf8)
    }

    @Test func aControllerReplacedByTheirsWhileOursEditedItKeepsOursAlone() throws {
        let controller = { (title: String) in
            """
                            <viewController title="\(title)" id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v"/>
                            </viewController>
            """
        }
        let replacement = """
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" contentMode="scaleToFill" id="tv"/>
                            </tableViewController>
            """
        let base = Self.storyboard(controller("Main"), initial: "vc")
        let ours = Self.storyboard(controller("Ours"), initial: "vc")
        let theirs = Self.storyboard(replacement, initial: "tvc")
        let result = try Self.merge(base, ours, theirs)
        #expect(result.bytes == ours)
        #expect(result.conflicts.map(\.kind) == [.deleteReference, .duplicate, .deleteChange])
    }

    @Test func headerChurnTakesTheNewerVersion() throws {
        let base = Self.document(tools: "9060", plugIn: "9060", subviews: Self.two)
        let ours = Self.document(tools: "14460.31", plugIn: "14460.20", subviews: Self.two)
        let theirs = Self.document(tools: "14490.70", plugIn: "14460.2", subviews: Self.two)
        let result = try Self.merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(Self.text(result).contains(#"toolsVersion="14490.70""#))
        #expect(Self.text(result).contains(#"version="14460.20""#))
    }

    @Test func geometryConflictsFollowThePolicy() throws {
        let base = Self.document(subviews: Self.two)
        let ours = Self.document(frame: #"x="0.0" y="0.0" width="375" height="667""#, subviews: Self.two)
        let theirs = Self.document(frame: #"x="0.0" y="0.0" width="414" height="736""#, subviews: Self.two)
        #expect(try Self.merge(base, ours, theirs).bytes == ours)
        #expect(try Self.merge(base, ours, theirs, geometry: .theirs).bytes == theirs)
        let conflicting = try Self.merge(base, ours, theirs, geometry: .conflict)
        #expect(conflicting.bytes == ours)
        #expect(conflicting.conflicts.map(\.attribute) == ["width", "height"])
        #expect(conflicting.conflicts.first?.element == #"<rect key="frame"> in <view> id="root""#)
    }

    @Test func legacyArchivesAreRefused() {
        let archive = Array(
            #"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"></archive>"#
                .utf8)
        #expect(throws: MergeError.legacyArchive(file: "Old.xib")) {
            try NibMerger().merge(base: archive, ours: archive, theirs: archive, path: "Old.xib")
        }
        #expect(
            MergeError.legacyArchive(file: "Old.xib").description.contains("legacy archive documents are not merged"))
    }

    @Test func malformedInputIsAPositionedError() {
        let good = Self.document(subviews: Self.two)
        let bad = Array("<document>\n  <objects>\n</document>\n".utf8)
        #expect(throws: MergeError.self) { try NibMerger().merge(base: good, ours: bad, theirs: good, path: "Bad.xib") }
    }

    @Test func absurdNestingIsRefusedNotRecursedInto() {
        let deep = Array(("<document>" + String(repeating: "<v>", count: 100_000)).utf8)
        #expect(throws: MergeError.self) {
            try NibMerger().merge(base: deep, ours: deep, theirs: deep, path: "Deep.xib")
        }
    }

    @Test func versionsCompareComponentByComponent() {
        #expect(VersionOrder.isOlder("9.0", than: "10.0"))
        #expect(VersionOrder.isOlder("14460.31", than: "14490.70"))
        #expect(VersionOrder.isOlder("17G65", than: "18A391"))
        #expect(VersionOrder.isOlder("16C67", than: "16C68"))
        #expect(!VersionOrder.isOlder("11762", than: "11201"))
        #expect(VersionOrder.newer("3.0", "3.0.1") == "3.0.1")
    }

    @Test func attributeValuesAreEscapedTheWayInterfaceBuilderWritesThem() {
        #expect(MarkupText.escapeAttribute("a&b<c>\"d\"\ne") == "a&amp;b&lt;c&gt;&quot;d&quot;&#10;e")
        #expect(MarkupText.decode(ArraySlice("a&amp;b&#10;&lt;&#x41;".utf8)) == "a&b\n<A")
    }
}
