import NibModel
import Testing

@testable import NibStrings

/// The `.strings` reader on ordinary and hostile input: every failure is a positioned error.
@Suite struct StringsFileParserTests {
    func parse(_ text: String) throws -> StringsTable {
        try StringsFileParser.parse(Array(text.utf8), file: "t.strings")
    }

    func failure(_ bytes: [UInt8]) -> StringsError? {
        do {
            _ = try StringsFileParser.parse(bytes, file: "t.strings")
            return nil
        } catch { return error }
    }

    @Test func readsEntriesCommentsAndEscapes() throws {
        let table = try parse(
            """
            /* Class = "NSButtonCell"; title = "OK"; ObjectID = "a-1"; */
            "a-1.title" = "Tab\\there \\"quoted\\" back\\\\slash\\nnew \\U00e9 \\101";
            // line comment
            unquoted = word;
            "only";
            """)
        #expect(table.entries.map(\.key) == ["a-1.title", "unquoted", "only"])
        #expect(table.entries[0].value == "Tab\there \"quoted\" back\\slash\nnew é A")
        #expect(table.entries[0].comment == "Class = \"NSButtonCell\"; title = \"OK\"; ObjectID = \"a-1\";")
        #expect(table.entries[1].comment == "line comment")
        #expect(table.entries[1].value == "word")
        #expect(table.entries[2].value == "only")
        #expect(table.entries[1].position == SourcePosition(line: 4, column: 1))
    }

    @Test func readsUTF16WithEitherByteOrder() throws {
        let text = "\"k.title\" = \"Grüße 😀\";\n"
        let units = Array(text.utf16)
        let little: [UInt8] =
            [0xFF, 0xFE] + units.flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big: [UInt8] =
            [0xFE, 0xFF] + units.flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        for bytes in [little, big, bom] {
            #expect(try StringsFileParser.parse(bytes).translations == ["k.title": "Grüße 😀"])
        }
    }

    @Test func surrogatePairEscape() throws {
        #expect(try parse("\"k\" = \"\\UD83D\\UDE00\";").translations["k"] == "😀")
    }

    @Test func duplicateKeysWarnAndTheLastWins() throws {
        let table = try parse("\"k\" = \"1\";\n\"k\" = \"2\";\n")
        #expect(table.translations["k"] == "2")
        #expect(
            table.warnings.map(\.description) == [
                "t.strings:2:1: error: key \"k\" is already defined at line 1; this entry wins"
            ])
    }

    @Test func unknownEscapeIsKeptWithAWarning() throws {
        let table = try parse("\"k\" = \"a\\qb\";")
        #expect(table.translations["k"] == "aqb")
        #expect(table.warnings.first?.position == SourcePosition(line: 1, column: 9))
    }

    @Test(
        arguments: [
            ("\"k\" = \"v\"\n\"j\" = \"w\";", "t.strings:2:1: error: expected ';' after the value, found '\"'"),
            ("/* open\n\"k\" = \"v\";", "t.strings:1:1: error: unterminated comment: '/*' has no matching '*/'"),
            ("\"k\" = \"never closed;\n", "t.strings:1:7: error: unterminated value: the string has no closing '\"'"),
            ("\"k\" \"v\";", "t.strings:1:5: error: expected '=' after the key, found '\"'"),
            ("\"k\" = ;", "t.strings:1:7: error: expected a quoted value, found ';'"),
            ("\"k\" = \"v\\U12\";", "t.strings:1:9: error: invalid \\U escape: expected four hexadecimal digits"),
            ("\"k\" = \"v\\UDC00\";", "t.strings:1:9: error: invalid \\U escape: U+DC00 is not a character"),
            ("\"k\" = \"v\\", "t.strings:1:9: error: unterminated escape sequence at the end of the file"),
            ("\"k\" =", "t.strings:1:6: error: expected a value, found the end of the file"),
            ("{ \"k\" = \"v\";", "t.strings:1:13: error: missing '}' at the end of the file"),
            ("\"k\" = \"v\";\n\u{1}", "t.strings:2:1: error: expected a quoted key, found control character U+1"),
        ] as [(String, String)])
    func malformedInputIsPositioned(text: String, message: String) {
        #expect(failure(Array(text.utf8))?.description == message)
    }

    @Test func invalidEncodingsArePositioned() {
        #expect(
            failure(Array("\"k\" = \"".utf8) + [0xC3, 0x28])?.description
                == "t.strings:1:8: error: invalid UTF-8 byte sequence (a .strings file is UTF-8, or UTF-16 with a byte-order mark)"
        )
        // A lone low surrogate after "k" in UTF-16LE.
        #expect(
            failure([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xDC])?.description
                == "t.strings:1:2: error: invalid UTF-16: an unpaired surrogate")
        #expect(
            failure([0xFF, 0xFE, 0x22, 0x00, 0x6B])?.description
                == "t.strings:1:2: error: invalid UTF-16: the file ends in the middle of a character (odd byte count)")
    }

    @Test func hugeAndDeepInputsStayLinear() throws {
        // 200,000 entries on one line, and a 1 MB comment: parsed, not rejected, no quadratic work.
        let many = String(repeating: "\"k\" = \"v\";", count: 200_000)
        #expect(try parse(many).entries.count == 200_000)
        let comment = "/*" + String(repeating: "x", count: 1 << 20) + "*/ \"k\" = \"v\";"
        #expect(try parse(comment).entries.first?.comment?.count == 1 << 20)
    }

    @Test func writerOutputReadsBack() throws {
        let table = StringsTable(entries: [
            StringsEntry(key: "a.title", value: "line\nbreak \"q\" \\ \u{7}", comment: "has */ inside"),
            StringsEntry(key: "b.text", value: "", comment: nil),
        ])
        let text = StringsFileWriter.text(table)
        #expect(text.hasPrefix("\n/* has *\\/ inside */\n\"a.title\" = \"line\\nbreak \\\"q\\\" \\\\ \\U0007\";\n"))
        let reread = try parse(text)
        #expect(reread.entries.map(\.value) == table.entries.map(\.value))
        #expect(reread.entries.map(\.key) == table.entries.map(\.key))
    }

    /// A comment whose `*/` is followed by a combining mark: as characters the `/` is part of one
    /// grapheme with the mark, but the reader ends the comment on the two scalars.
    @Test func commentEndBeforeACombiningMarkIsBrokenToo() throws {
        let source = "/* x */\u{302F} y */\n\"k\" = \"v\";"
        #expect(throws: StringsError.self) { try parse(source) }
        let table = StringsTable(entries: [StringsEntry(key: "k", value: "v", comment: "a */\u{302F} b *\u{301}/ c")])
        let text = StringsFileWriter.text(table)
        let reread = try parse(text)
        #expect(reread.entries.map(\.key) == ["k"])
        #expect(reread.entries.first?.comment == "a *\\/\u{302F} b *\u{301}/ c")
    }
}
