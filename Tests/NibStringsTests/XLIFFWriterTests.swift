import Foundation
import NibStrings
import NibTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// XLIFF the writer produces reads back unchanged: keys and paths with tabs and line breaks
/// survive an XML reader's attribute-value normalisation (which turns those characters into
/// spaces, but not character references to them).
@Suite struct XLIFFWriterTests {
    static let keys = [
        "plain", "line\nfeed", "carriage\rreturn", "both\r\nends", "tab\there", " spaced  out ", "q\"<&>'",
    ]
    static let original = "App/Base.lproj/Tab\tand\nbreak.xib"
    static let comment = "first line\nsecond\tline"

    static var text: String {
        XLIFFWriter.text([
            XLIFFWriter.File(
                original: original, sourceLanguage: "en", targetLanguage: "fr",
                entries: keys.map { StringsEntry(key: $0, value: "value of \($0)", comment: comment) },
                translations: ["line\nfeed": "saut\nde ligne"])
        ])
    }

    /// What an XML reader gives back: each `file`'s `original`, each `trans-unit`'s `id`, and the
    /// text of every `source`, `target` and `note`.
    final class Collector: NSObject, XMLParserDelegate {
        var originals: [String] = []
        var ids: [String] = []
        var texts: [String] = []
        var current: String?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "file" { originals.append(attributes["original"] ?? "") }
            if name == "trans-unit" { ids.append(attributes["id"] ?? "") }
            if ["source", "target", "note"].contains(name) { current = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if let current, ["source", "target", "note"].contains(name) { texts.append(current) }
            current = nil
        }
    }

    @Test func attributesWithLineBreaksReadBackUnchanged() throws {
        let parser = XMLParser(data: Data(Self.text.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(collector.originals == [Self.original])
        #expect(collector.ids == Self.keys)
        #expect(collector.texts.contains("saut\nde ligne"))
        #expect(collector.texts.filter { $0 == Self.comment }.count == Self.keys.count)
    }

    /// The same through libxml2's own command-line reader, as a tool would read the file.
    @Test func xmllintReadsTheSameAttributes() throws {
        guard (try? ProcessRunner.runCommand(["xmllint", "--version"]))?.status == 0 else {
            print("skipped: xmllint (libxml2-utils) is not installed")
            return
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xliff-\(UUID().uuidString).xliff")
        try Self.text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        func value(_ xpath: String) throws -> String {
            let run = try ProcessRunner.runCommand(
                ["xmllint", "--xpath", "string(\(xpath))", file.path], deadline: .seconds(60))
            #expect(run.status == 0, "\(run.stderr)")
            // xmllint ends the string with a line feed of its own.
            var bytes = Array(run.stdout.utf8)
            if bytes.last == 0x0A { bytes.removeLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(try value("//*[local-name()='file']/@original") == Self.original)
        for (index, key) in Self.keys.enumerated() {
            #expect(try value("(//*[local-name()='trans-unit'])[\(index + 1)]/@id") == key)
        }
    }
}
