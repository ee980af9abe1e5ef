import NibModel
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
