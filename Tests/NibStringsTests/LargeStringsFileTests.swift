import NibModel
import NibTestSupport
import Testing

@testable import NibStrings

/// `.strings` files of very many entries: read and checked in one pass, their text never
/// copied into a wider form.
@Suite struct LargeStringsFileTests {
    /// A `.strings` file of `count` short entries, `"k0000000"="v0";` a line.
    static func stringsFile(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for number in 0..<count { bytes += Array("\"\(key(number))\"=\"v\(number)\";\n".utf8) }
        return bytes
    }

    /// A text of 400,000 line breaks, quotes, backslashes, tabs and control characters is escaped in
    /// one pass: each escape copied the whole text escaped so far, so exporting such a title took
    /// time growing with its square (29 s for 4 MB of line breaks).
    @Test func longTextsAreEscapedInOnePass() {
        expectFinishes(within: .seconds(60)) {
            let escaped = StringsFileWriter.escaped(String(repeating: "\n\"\\\t\u{1}é", count: 400_000))
            #expect(escaped == String(repeating: "\\n\\\"\\\\\\t\\U0001é", count: 400_000))
        }
    }

    /// A value of 200,000 unknown escapes (`\ `, two bytes each) is read as Foundation reads it, with
    /// the first 100 warned of one by one and the rest summed up in one warning that counts them:
    /// a warning for each took 150 times the file's size in memory (572 MB for 4 MB).
    @Test func unknownEscapesPastAHundredAreSummedUp() throws {
        let count = 200_000
        let table = try StringsFileParser.parse(
            Array(("\"k\" = \"" + String(repeating: "\\ ", count: count) + "\";\n").utf8), file: "fr.strings")
        #expect(table.entries.first?.value == String(repeating: " ", count: count))
        #expect(table.warnings.count == WarningTally.listed + 1)
        #expect(table.warnings.map(\.occurrences).reduce(0, +) == count)
        let summary = try #require(table.warnings.last)
        #expect(summary.position == SourcePosition(line: 1, column: 8 + 2 * WarningTally.listed))
        #expect(
            summary.message
                == "199900 more unknown escape sequences from here on, each read as its character (the first 100 are listed)"
        )
        #expect(summary.file == "fr.strings" && summary.warningKind == .unknownEscape)
    }

    /// A translation of 400,000 conversions (`%d`, then `%1$d`, which are sorted by argument) is
    /// compared with its Base text without a string for each, and its finding lists the first 20:
    /// each conversion was read into strings of its own and all were listed, 160 MB and 9.5 s for a
    /// 2.8 MB translation, with a 2.8 MB message.
    @Test func translationsOfManyConversionsAreComparedInPlace() throws {
        let document = try StringsTestPaths.compile(xml: LocalizationRulesTests.macOS)
        for conversion in ["%d", "%1$d"] {
            let count = 400_000
            let table = try StringsFileParser.parse(
                Array(("\"w-1.title\" = \"" + String(repeating: conversion, count: count) + "\";\n").utf8),
                file: "fr.strings")
            var findings: [TranslationCheck.Finding] = []
            expectFinishes(within: .seconds(60)) {
                findings = TranslationCheck(
                    document: document, documentFile: "Base.lproj/Main.xib", language: "fr", table: table,
                    tableFile: "fr.lproj/Main.strings"
                ).findings.filter { $0.kind == .format }
            }
            let listed = Array(repeating: conversion, count: FormatSpecifiers.listed).joined(separator: " ")
            #expect(
                findings.map(\.message) == [
                    "fr translation of \"w-1.title\" has format specifiers \(listed) … and \(count - FormatSpecifiers.listed) more, the Base text has none"
                ])
        }
    }

    /// A key given 200,000 times is warned of at its first 100 repeats, the rest summed up in one
    /// warning that counts them; a check reports the key stale once, at the entry that wins: a
    /// warning and a stale finding for each entry printed 75 MB for 4 MB.
    @Test func keysGivenAgainPastAHundredAreSummedUp() throws {
        let count = 200_000
        let table = try StringsFileParser.parse(
            Array(String(repeating: "\"gone.title\" = \"x\";\n", count: count).utf8), file: "fr.strings")
        #expect(table.entries.count == count)
        #expect(table.winningEntries == [table.entries[count - 1]])
        #expect(table.warnings.count == WarningTally.listed + 1)
        #expect(table.warnings.map(\.occurrences).reduce(0, +) == count - 1)
        #expect(table.warnings.first?.message == "key \"gone.title\" is already defined at line 1; this entry wins")
        let summary = try #require(table.warnings.last)
        #expect(summary.position == SourcePosition(line: WarningTally.listed + 2, column: 1))
        #expect(
            summary.message
                == "199899 more keys given again from here on, the last entry of each winning (the first 100 are listed)"
        )
        #expect(summary.file == "fr.strings" && summary.warningKind == .duplicateKey)

        let document = try StringsTestPaths.compile(xml: LocalizationRulesTests.macOS)
        let findings = TranslationCheck(
            document: document, documentFile: "Base.lproj/Main.xib", language: "fr", table: table,
            tableFile: "fr.lproj/Main.strings"
        ).findings
        let stale = findings.filter { $0.kind == .unknownObject || $0.kind == .stale }
        #expect(stale.map(\.location.position) == [SourcePosition(line: count, column: 1)])
        #expect(findings.filter { $0.kind == .duplicateKey }.map(\.occurrences).reduce(0, +) == count - 1)
    }

    /// A String Catalog with a member given again 1,000 times in one object: the first 100 warned
    /// of, the rest summed up in one warning; the last value wins.
    @Test func catalogMembersGivenAgainPastAHundredAreSummedUp() throws {
        let count = 1_000
        let members = (0..<count).map {
            #""k": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "v\#($0)"}}}}"#
        }
        let catalog = try StringCatalog(
            bytes: Array(#"{"sourceLanguage": "en", "strings": {"#.utf8) + Array(members.joined(separator: ",\n").utf8)
                + Array("}}".utf8), file: "Main.xcstrings")
        #expect(catalog.warnings.count == WarningTally.listed + 1)
        #expect(catalog.warnings.map(\.occurrences).reduce(0, +) == count - 1)
        #expect(
            catalog.warnings.last?.message
                == "899 more members given again from here on, the last of each name winning (the first 100 are listed)"
        )
        #expect(catalog.warnings.last?.position.line == WarningTally.listed + 2)
        #expect(catalog.table(for: "fr").entries.map(\.value) == ["v\(count - 1)"])
    }

    /// A String Catalog of 1,000 entries that are not objects: the first 100 warned of, the rest
    /// summed up in one warning (400,000 such entries printed 44 MB of warnings for 4.7 MB).
    @Test func catalogEntriesThatAreNotObjectsPastAHundredAreSummedUp() throws {
        let count = 1_000
        let members = (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ",\n")
        let catalog = try StringCatalog(
            bytes: Array(#"{"sourceLanguage": "en", "strings": {"#.utf8) + Array(members.utf8) + Array("}}".utf8),
            file: "Main.xcstrings")
        #expect(catalog.warnings.count == WarningTally.listed + 1)
        #expect(catalog.warnings.map(\.occurrences).reduce(0, +) == count)
        #expect(catalog.warnings.first?.message == "entry \"k0\" is a number, not an object; ignored")
        #expect(
            catalog.warnings.last?.message
                == "900 more entries that are not objects from here on, each ignored (the first 100 are listed)")
        #expect(catalog.warnings.last?.position.line == WarningTally.listed + 1)
        #expect(catalog.warnings.allSatisfy { $0.warningKind == nil })
    }

    /// The key of entry `number`: a letter and seven digits.
    static func key(_ number: Int) -> String {
        let digits = String(number)
        return "k" + String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }

    @Test func utf8TextIsReadWhereItLies() throws {
        let bytes = Array("\u{FEFF}\"a\" = \"é\";".utf8)
        let decoded = try TextDecoding.decode(bytes)
        #expect(decoded.start == 3)
        let storage = decoded.utf8.withUnsafeBufferPointer { $0.baseAddress }
        #expect(storage == bytes.withUnsafeBufferPointer { $0.baseAddress })
    }

    @Test func utf16TextBecomesItsUTF8Form() throws {
        let text = "\"k\" = \"Grüße 😀\";"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try TextDecoding.decode(little).utf8 == Array(text.utf8))
        #expect(try TextDecoding.decode(big).utf8 == Array(text.utf8))
    }

    @Test func manyEntriesAreReadInFileOrderWithTheirLines() throws {
        let count = 20_000
        let table = try StringsFileParser.parse(Self.stringsFile(count), file: "fr.strings")
        #expect(table.entries.count == count)
        #expect(table.warnings.isEmpty)
        for number in [0, 1, 9_999, count - 1] {
            let entry = table.entries[number]
            #expect(entry.key == Self.key(number) && entry.value == "v\(number)")
            #expect(entry.position == SourcePosition(line: number + 1, column: 1))
        }
    }

    @Test func checkHandsOverEachFindingInTheOrderItKeepsThem() throws {
        let document = try StringsTestPaths.compile(xml: LocalizationRulesTests.macOS)
        let table = try StringsFileParser.parse(Self.stringsFile(5_000) + Array("\"k0000007\"=\"again\";".utf8))
        var reported: [TranslationCheck.Finding] = []
        TranslationCheck.check(
            document: document, documentFile: "Base.lproj/Main.xib", language: "fr", table: table,
            tableFile: "fr.lproj/Main.strings"
        ) { reported.append($0) }
        let kept = TranslationCheck(
            document: document, documentFile: "Base.lproj/Main.xib", language: "fr", table: table,
            tableFile: "fr.lproj/Main.strings"
        ).findings
        #expect(reported == kept)
        #expect(reported.count { $0.kind == .unknownObject } == 5_000)  // the key given twice is one key
        #expect(reported.first?.kind == .duplicateKey)
        #expect(reported.first?.location.position == SourcePosition(line: 5_001, column: 1))
    }

    /// A stale key of a megabyte is cut in its warning, and a line break in it escaped, as a long
    /// text is (the warning printed the key whole, twice: 2 MB lines).
    @Test func longKeysAreCutInWarnings() {
        let key = "0cO-dq-wRh." + String(repeating: "ab%d", count: 256_000) + "\n.title"
        let location = SourceLocation(file: "es.lproj/A.strings", line: 1, column: 1)
        for objectIDs: Set<String> in [[], ["0cO-dq-wRh"]] {
            let finding = TranslationCheck.stale(key, at: location, objectIDs: objectIDs, documentFile: "A.xib")
            #expect(finding.message.utf8.count < 400, "\(finding.message.prefix(500))")
            #expect(finding.message.contains("[1024018 characters]") && !finding.message.contains("\n"))
        }
    }
}
