import NibManifest
import NibModel
import Testing

@testable import XibCompiler

/// Attribute kinds decided once by the vocabulary, and system colours with their older-iOS fallback.
@Suite struct TypedValueTests {
    let document: NibDocument

    init() throws {
        document = try XibCompiler().compile(contentsOf: TestPaths.fixture("TypedValues.xib")).document
    }

    func properties(_ id: String) throws -> NibProperties {
        try #require(document.objects.first { $0.id == id }).properties
    }

    @Test func lengthsAndPrioritiesAreReal() throws {
        let table = try properties("t1")
        #expect(table["rowHeight"] == .real(44))
        #expect(table["sectionHeaderHeight"] == .real(28))
        #expect(table["sectionFooterHeight"] == .real(28))
        let label = try properties("l1")
        #expect(label["minimumFontSize"] == .real(9))
        #expect(label["preferredMaxLayoutWidth"] == .real(200))
        #expect(label["horizontalHuggingPriority"] == .integer(251))
        #expect(try properties("c2")["priority"] == .real(750))
        #expect(try properties("c2")["constant"] == .real(8))
    }

    /// Every name the converter understands has one kind; the inspector properties that are
    /// measured in points or are layout priorities are real numbers.
    @Test func eachNameHasOneKind() {
        for name in [
            "rowHeight", "sectionHeaderHeight", "sectionFooterHeight", "priority", "cornerRadius",
            "minimumFontSize", "preferredMaxLayoutWidth", "maxValue", "minValue", "alpha",
        ] {
            #expect(AttributeVocabulary.kind(of: name) == .real, "\(name)")
        }
        #expect(AttributeVocabulary.kind(of: "tag") == .integer)
        #expect(AttributeVocabulary.kind(of: "hidden") == .bool)
        #expect(AttributeVocabulary.kind(of: "notAnInspectorProperty") == nil)
    }

    @Test func systemColorKeepsItsFallback() throws {
        let expected = NibColor(space: .system, name: "labelColor", fallbackName: "darkTextColor")
        #expect(try properties("l1")["textColor"] == .color(expected))
        let background = NibColor(space: .system, name: "systemBackgroundColor", fallbackName: "whiteColor")
        #expect(try properties("v1")["backgroundColor"] == .color(background))
        let bytes = ManifestWriter.data(for: document)
        #expect(try ManifestReader.read(bytes) == document)
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""fallbackName": "darkTextColor""#))
    }
}
