import NibModel
import NibTestSupport
import Testing

@_spi(NibConfiguration) @testable import NibStrings

/// String Catalogs of very many entries: read, updated and written in one pass.
@Suite struct LargeCatalogTests {
    /// A catalog of `count` entries translated into French, in Xcode's key order.
    static func catalog(_ count: Int) -> [UInt8] {
        let entries = (0..<count).map { number in
            "\"\(LargeStringsFileTests.key(number))\":{\"extractionState\":\"manual\",\"localizations\":{\"fr\":{\"stringUnit\":"
                + "{\"state\":\"translated\",\"value\":\"v\(number)\"}}}}"
        }
        return Array(
            "{\"sourceLanguage\":\"en\",\"strings\":{\(entries.joined(separator: ","))},\"version\":\"1.0\"}".utf8)
    }

    @Test func membersAreOrderedByIndexWithoutCopies() {
        let members = (0..<1_000).map { JSONMember(key: LargeStringsFileTests.key($0), value: .null) }
        #expect(JSONWriter.keyOrder(of: members) == Array(0..<1_000))
        #expect(JSONWriter.keyOrder(of: members.reversed()) == Array((0..<1_000).reversed()))
        let ties = [JSONMember(key: "b", value: .null), JSONMember(key: "a", value: .null)]
        #expect(JSONWriter.keyOrder(of: ties + ties) == [1, 3, 0, 2])
    }

    @Test func textIsHandedOverInChunksOfBoundedSize() throws {
        let catalog = try StringCatalog(bytes: Self.catalog(1_000))
        var chunks: [[UInt8]] = []
        JSONWriter.write(catalog.root, chunkSize: 4_096) { chunks.append($0) }
        #expect(chunks.count > 10)
        #expect(chunks.allSatisfy { $0.count < 4_096 + 1_024 })
        #expect(Array(chunks.joined()) == JSONWriter.utf8(catalog.root))
        var written: [UInt8] = []
        catalog.write { written += $0 }
        #expect(written == catalog.utf8)
    }

    @Test func keyOrderComparesDigitRunsAsNumbersAndFoldsCapitals() {
        let keys = [
            "a10", "a9", "A9", "a09", "a009", "b", "B", "é", "e", "E", "", "0", "00", "x\u{1}", "日本", "a1b10", "a1b2",
        ]
        #expect(
            keys.sorted(by: KeyOrder.precedes) == [
                "", "0", "00", "a1b2", "a1b10", "A9", "a009", "a09", "a9", "a10", "B", "b", "E", "e", "x\u{1}", "é",
                "日本",
            ])
    }

    /// A catalog of 20,000 languages (two keys, one with plural variations in every language, 3.5 MB):
    /// each language's table, variation keys and keys needing review come from one pass over the
    /// keys. Each was a search of every key's localizations for the language, and reading the
    /// catalog compared each language with every one before it (8,000 languages: `strings
    /// check` 14 s, in time growing with the square of the languages).
    @Test func aCatalogOfManyLanguagesIsReadInOnePass() throws {
        let count = 20_000
        func localizations(_ body: (Int) -> String) -> String {
            (0..<count).map { "\"xx-\($0)\":" + body($0) }.joined(separator: ",")
        }
        let text =
            "{\"sourceLanguage\":\"en\",\"strings\":{"
            + "\"title\":{\"localizations\":{"
            + localizations {
                "{\"stringUnit\":{\"state\":\"\($0 % 2 == 0 ? "translated" : "needs_review")\",\"value\":\"t\($0)\"}}"
            } + "}},"
            + "\"count\":{\"localizations\":{"
            + localizations { _ in
                "{\"variations\":{\"plural\":{\"other\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"n\"}}}}}"
            } + "}}},\"version\":\"1.0\"}"
        try expectFinishes(within: .seconds(60)) {
            let catalog = try StringCatalog(bytes: Array(text.utf8))
            #expect(catalog.warnings.isEmpty)
            let languages = catalog.languages
            #expect(languages.count == count)
            var reviewed = 0
            for language in languages {
                let table = catalog.table(for: language)
                let number = language.dropFirst(3)
                #expect(table.entries.map(\.key) == ["title"] && table.entries.first?.value == "t\(number)")
                #expect(catalog.variationKeys(for: language).map(\.key) == ["count"])
                reviewed += catalog.keysNeedingReview(for: language).count
            }
            #expect(reviewed == count / 2)
        }
    }

    /// Languages that fold to one folder name (`pt-BR`, `pt_br`): the first is kept, the others
    /// refused with a warning naming it, however many languages come between.
    @Test func languagesFoldingToOneNameAreRefusedAfterTheFirst() throws {
        let names = ["pt-BR"] + (0..<50).map { "xx-\($0)" } + ["pt_br", "PT-br"]
        let body = names.map { "\"\($0)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"v\"}}" }
        let catalog = try StringCatalog(
            bytes: Array(
                "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\(body.joined(separator: ","))}}}}"
                    .utf8))
        #expect(
            catalog.warnings.map(\.message) == [
                "localization \"pt_br\" names the same language folder and Swift name as \"pt-BR\"; ignored",
                "localization \"PT-br\" names the same language folder and Swift name as \"pt-BR\"; ignored",
            ])
        #expect(catalog.languages.count == 51)
        #expect(catalog.table(for: "pt_br").entries.isEmpty && catalog.table(for: "pt-BR").entries.count == 1)
    }

    /// Every key's extraction state, read in one pass, is what looking each key up gives (a check
    /// of many translations no document has looked each up, in time growing with their square:
    /// 150,000 such keys took 45 s).
    @Test func extractionStatesAreReadInOnePass() throws {
        var catalog = try StringCatalog(bytes: Self.catalog(2_000))
        catalog.update(with: StringsTable(entries: [StringsEntry(key: "k0000003", value: "Three", comment: "c")]))
        let states = catalog.extractionStates
        #expect(states.count == 2_000)
        #expect(states["k0000003"] == "extracted_with_value" && states["k0000004"] == "manual")
        for key in catalog.keys where states[key] != catalog.extractionState(of: key) {
            Issue.record("\(key): \(states[key] ?? "none") against \(catalog.extractionState(of: key) ?? "none")")
        }
    }

    @Test func manyEntryCatalogIsUpdatedAndWrittenWhole() throws {
        let count = 2_000
        var catalog = try StringCatalog(bytes: Self.catalog(count))
        catalog.update(with: StringsTable(entries: [StringsEntry(key: "k0000003", value: "Three", comment: "c")]))
        let text = catalog.text
        let again = try StringCatalog(bytes: Array(text.utf8))
        #expect(again.keys.count == count)
        #expect(again.extractionState(of: "k0000003") == "extracted_with_value")
        #expect(again.extractionState(of: LargeStringsFileTests.key(count - 1)) == "manual")
        #expect(again.table(for: "fr").entries.count == count)
        #expect(again.text == text)
    }
}
