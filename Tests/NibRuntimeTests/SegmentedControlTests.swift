import NibManifest
import NibModel
import NibObjects
import NibRuntime
import NibStrings
import NibTestSupport
import Testing
import XibCompiler

/// Segmented controls carry their segments: AppKit's on the `NSSegmentedCell`, UIKit's on the
/// control, in the Base document and in a translated one.
@Suite("Segmented controls: labels, images, selection, translations")
struct SegmentedControlTests {
    /// The segmented controls of a document's graph, in document order.
    func segmentedControls(_ document: NibDocument) throws -> [NibSegmentedControl] {
        let nib = try Nib(bytes: ManifestWriter.data(for: document))
        let graph = try nib.instantiateGraph(
            owner: AnyOwner(), externals: externals(for: document), registry: .defaultObjects)
        return graph.objects.compactMap { $0 as? NibSegmentedControl }
    }

    /// A UIKit document with one segmented control: two titled segments and an image-only one.
    static let uiKitDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" \
        selectedSegmentIndex="1" id="Seg-mE-nt1">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="32"/>
                    <segments>
                        <segment title="Day"/>
                        <segment title="Week"/>
                        <segment title="" image="calendar"/>
                    </segments>
                </segmentedControl>
            </objects>
        </document>
        """

    func uiKit() throws -> NibDocument {
        try XibCompiler().compile(bytes: Array(Self.uiKitDocument.utf8), path: "Calendar.xib").document
    }

    @Test("UIKit: the segments' titles and images, and selectedSegmentIndex")
    func uiKitSegments() throws {
        let control = try #require(try segmentedControls(uiKit()).first)
        #expect(control.segmentLabels == ["Day", "Week", ""])
        #expect(control.segmentImageNames == [nil, nil, "calendar"])
        #expect(control.segmentCount == 3 && control.selectedSegment == 1)
        #expect(control.label(forSegment: 0) == "Day" && control.label(forSegment: 3) == nil)
        // Setting the labels keeps each remaining segment's other values.
        control.segmentLabels = ["D", "W", "M", "Y"]
        #expect(control.segmentCount == 4 && control.imageName(forSegment: 2) == "calendar")
        control.segmentLabels = ["D"]
        #expect(control.segments == [NibSegment(label: "D")])
    }

    @Test("UIKit: a translated document shows the translated titles (segmentTitles[N] keys)")
    func uiKitTranslated() throws {
        let document = try uiKit()
        let keys = DocumentStrings.extract(from: document).map(\.key)
        #expect(keys == ["Seg-mE-nt1.segmentTitles[0]", "Seg-mE-nt1.segmentTitles[1]", "Seg-mE-nt1.segmentTitles[2]"])
        let translated = DocumentStrings.apply(
            ["Seg-mE-nt1.segmentTitles[0]": "Tag", "Seg-mE-nt1.segmentTitles[1]": "Woche"], to: document)
        #expect(translated.used.count == 2)
        let control = try #require(try segmentedControls(translated.document).first)
        #expect(control.segmentLabels == ["Tag", "Woche", ""] && control.imageName(forSegment: 2) == "calendar")
    }
}

@Suite(
    "Segmented controls of the corpus", .enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CorpusSegmentedControlTests {
    func corpusDocument(_ relative: String) throws -> NibDocument {
        try XibCompiler().compile(contentsOf: TestCorpus.path("xib/" + relative)).document
    }

    func segmentedControls(_ document: NibDocument) throws -> [NibSegmentedControl] {
        try SegmentedControlTests().segmentedControls(document)
    }

    static let fieldEditor = "sequelpro__sequelpro/Interfaces__English.lproj__FieldEditorSheet.xib"

    @Test("AppKit: labels, tool tips and the selected segment come from the segmented cell")
    func appKitLabels() throws {
        let controls = try segmentedControls(corpusDocument(Self.fieldEditor))
        let control = try #require(controls.first { $0.segmentLabels.contains("Image") })
        #expect(control.segmentLabels == ["Text", "Image", "Hex"])
        #expect(
            control.segments.map(\.toolTip) == [
                "Show data as text", "Try to show data as image", "Show data hexadecimal",
            ])
        #expect(control.segments.map(\.tag) == [0, 1, 0] && control.segments[1].width == 83)
        #expect(control.selectedSegment == 1, "the segment the document marks selected")
    }

    @Test("AppKit: image segments keep their images and disabled state")
    func appKitImages() throws {
        let controls = try segmentedControls(
            corpusDocument("sequelpro__sequelpro/Interfaces__English.lproj__DBView.xib"))
        let history = try #require(
            controls.first { $0.segmentImageNames == ["NSGoLeftTemplate", "NSGoRightTemplate"] })
        #expect(history.segmentLabels == ["", ""] && history.segments.allSatisfy { !$0.isEnabled })
        #expect(history.selectedSegment == -1)
    }

    @Test("AppKit: a translation of ibShadowedLabels[N] (on the cell's id) shows on the control")
    func appKitTranslated() throws {
        let document = try corpusDocument(Self.fieldEditor)
        let labels = DocumentStrings.extract(from: document).filter { $0.property.hasPrefix("ibShadowedLabels[") }
        let image = try #require(labels.first { $0.value == "Image" })
        #expect(image.className == "NSSegmentedCell" && image.property == "ibShadowedLabels[1]")
        let translated = DocumentStrings.apply([image.key: "Bild"], to: document)
        #expect(translated.used == [image.key])
        let control = try #require(
            try segmentedControls(translated.document).first { $0.segmentLabels.contains("Bild") })
        #expect(control.segmentLabels == ["Text", "Bild", "Hex"] && control.selectedSegment == 1)
    }
}
