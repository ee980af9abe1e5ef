import NibModel
import Testing

@testable import NibStrings

/// The String Catalog reader and writer, including hostile input.
@Suite struct StringCatalogTests {
    func failure(_ text: String) -> String? {
        do {
            _ = try StringCatalog(bytes: Array(text.utf8), file: "c.xcstrings")
            return nil
        } catch { return error.description }
    }

    let sample = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a-1.title" : {
              "comment" : "Class = \\"NSWindow\\"; title = \\"Hello\\"; ObjectID = \\"a-1\\";",
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
                "en" : { "stringUnit" : { "state" : "new", "value" : "Hello" } }
              }
            },
            "gone.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Weg" } } } }
          },
          "version" : "1.0"
        }
        """

    @Test func readsLanguagesAndTables() throws {
        let catalog = try StringCatalog(bytes: Array(sample.utf8))
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["de", "en"])
        #expect(catalog.table(for: "de").translations == ["a-1.title": "Hallo", "gone.title": "Weg"])
        #expect(catalog.table(for: "de").entries.first?.position == SourcePosition(line: 4, column: 5))
    }

    @Test func updateKeepsTranslationsAddsNewKeysAndMarksVanishedOnesStale() throws {
        var catalog = try StringCatalog(bytes: Array(sample.utf8))
        catalog.update(
            with: StringsTable(entries: [
                StringsEntry(key: "a-1.title", value: "Hello again", comment: "c1"),
                StringsEntry(key: "b-2.text", value: "New", comment: "c2"),
            ]))
        #expect(catalog.table(for: "de").translations == ["a-1.title": "Hallo", "gone.title": "Weg"])
        #expect(catalog.table(for: "en").translations == ["a-1.title": "Hello again", "b-2.text": "New"])
        #expect(catalog.extractionState(of: "gone.title") == "stale")
        #expect(catalog.extractionState(of: "b-2.text") == "extracted_with_value")
        let text = catalog.text
        #expect(text.contains("\"b-2.text\" : {\n      \"comment\" : \"c2\","))
        // Deterministic: reading the written catalog and writing again gives the same text.
        #expect(try StringCatalog(bytes: Array(text.utf8)).text == text)
    }

    @Test func keyOrderIsXcodes() {
        let keys = ["20O", "5W5", "agO", "3a0", "5c9", "CFC", "Kg1", "fXG"]
        #expect(keys.sorted(by: KeyOrder.precedes) == ["3a0", "5c9", "5W5", "20O", "agO", "CFC", "fXG", "Kg1"])
    }

    @Test(
        arguments: [
            (
                "{ \"strings\" : { \"a\" : 1 ",
                "c.xcstrings:1:25: error: invalid JSON: the object opened at line 1, column 15 is not closed"
            ),
            (
                "{\n  \"strings\" : [ ]\n}",
                "c.xcstrings:2:3: error: not a String Catalog: \"strings\" is an array, not an object"
            ),
            ("[1, 2]", "c.xcstrings:1:1: error: not a String Catalog: the top level is an array, not an object"),
            ("{ \"a\" : tru }", "c.xcstrings:1:9: error: invalid JSON: expected 'true'"),
            (
                "{ \"a\" : \"x\ny\" }",
                "c.xcstrings:1:11: error: invalid JSON: control character in a string (write it as an escape)"
            ),
            ("{ \"a\" : \"\\ud800\" }", "c.xcstrings:1:10: error: invalid JSON: unpaired surrogate in \\u escape"),
            ("{ \"a\" : 01 }", "c.xcstrings:1:10: error: invalid JSON: expected ',' or '}' in the object, found '1'"),
            ("{ \"a\" : 1 } x", "c.xcstrings:1:13: error: invalid JSON: unexpected text after the JSON value"),
            ("", "c.xcstrings:1:1: error: invalid JSON: expected a value, found the end of the file"),
            (
                "{ \"sourceLanguage\" : 3 }",
                "c.xcstrings:1:3: error: not a String Catalog: \"sourceLanguage\" is a number, not a string"
            ),
        ] as [(String, String)])
    func malformedCatalogsArePositioned(text: String, message: String) {
        #expect(failure(text) == message)
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(failure(deep) == "c.xcstrings:1:257: error: invalid JSON: nested deeper than 256 levels")
    }

    @Test func invalidUTF8InAStringIsPositioned() {
        #expect(failure("{ \"a\" : \"").map { _ in "" } == "")
        let bytes = Array("{ \"a\" : \"".utf8) + [0xFF] + Array("\" }".utf8)
        do {
            _ = try StringCatalog(bytes: bytes, file: "c.xcstrings")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "c.xcstrings:1:9: error: invalid JSON: the string is not valid UTF-8")
        }
    }

    /// What Foundation's decoder would drop: members the catalog type does not know survive an
    /// update and are written back, and every entry keeps the position of its key.
    @Test func unknownMembersSurviveAnUpdate() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a-1.title" : {
                  "x-tool" : { "z" : 1, "a" : [true, null] },
                  "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } } }
                }
              },
              "version" : "1.0",
              "x-generator" : "tool 2"
            }
            """
        var catalog = try StringCatalog(bytes: Array(text.utf8), file: "c.xcstrings")
        catalog.update(with: StringsTable(entries: [StringsEntry(key: "a-1.title", value: "Hello", comment: "c")]))
        let written = catalog.text
        #expect(written.contains("\"x-generator\" : \"tool 2\""), "\(written)")
        #expect(written.contains("\"x-tool\" : {"), "\(written)")
        #expect(written.contains("\"z\" : 1"), "\(written)")
        #expect(catalog.table(for: "de").translations == ["a-1.title": "Hallo"])
        #expect(catalog.table(for: "de").entries.first?.position == SourcePosition(line: 4, column: 5))
    }

    @Test func wrongShapedEntriesAreWarningsNotFailures() throws {
        let catalog = try StringCatalog(
            bytes: Array("{ \"strings\" : { \"a\" : 3, \"b\" : { } } }".utf8), file: "c.xcstrings")
        #expect(
            catalog.warnings.map(\.description) == [
                "c.xcstrings:1:17: error: entry \"a\" is a number, not an object; ignored"
            ])
        #expect(catalog.keys == ["b"])
    }
}
