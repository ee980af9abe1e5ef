import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibStrings

/// What a new user of `codegen strings` meets: the right language in an XLIFF, inputs never
/// overwritten, languages that are names, the documented precedence and a catalog's details.
@Suite struct LocalizationPipelineTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-l10n-\(UUID().uuidString)")
        for folder in ["Base.lproj", "de.lproj", "es.lproj", "mul.lproj"] {
            try FileManager.default.createDirectory(
                at: scratch.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try LocalizationRulesTests.iOS.write(
            to: scratch.appendingPathComponent("Base.lproj/Main.xib"), atomically: true, encoding: .utf8)
    }

    func write(_ text: String, _ path: String) throws {
        try text.write(to: scratch.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: scratch.appendingPathComponent(path), encoding: .utf8)
    }

    func run(_ arguments: [String]) throws -> StringsCLI.Result { try StringsCLI.run(arguments, in: scratch) }

    /// A catalog translating `b-1.normalTitle` into each of `languages` (`language: text`).
    static func catalog(_ languages: KeyValuePairs<String, String>, extra: String = "") -> String {
        let localizations = languages.map {
            "\"\($0.key)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\($0.value)\"}}"
        }
        return """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "b-1.normalTitle": {"localizations": {\(localizations.joined(separator: ", "))}}\(extra)
            }}
            """
    }

    @Test func xliffTargetsAreOnlyThoseOfTheRequestedLanguage() throws {
        try write(Self.catalog(["es": "Entrar"]), "fw.xcstrings")
        let xliff = ["strings", "export", "Base.lproj/Main.xib", "-o", "fr.xliff", "--translations", "fw.xcstrings"]
        let french = try run(xliff + ["--language", "fr"])
        #expect(french.status == 0, "\(french.stderr)")
        #expect(french.stderr.contains("fw.xcstrings:1:1: warning: no fr translations in this catalog"))
        var text = try read("fr.xliff")
        #expect(text.contains("target-language=\"fr\""))
        #expect(!text.contains("<target>"))
        // The source language gets no foreign targets either.
        #expect(try run(xliff + ["--language", "en"]).status == 0)
        #expect(!(try read("fr.xliff")).contains("<target>"))

        try write(Self.catalog(["es": "Entrar", "de": "Anmelden"]), "fw.xcstrings")
        #expect(try run(xliff + ["--language", "de"]).status == 0)
        text = try read("fr.xliff")
        #expect(text.contains("target-language=\"de\"") && text.contains("<target>Anmelden</target>"))
        #expect(try run(xliff + ["--language", "fr"]).status == 0)
        #expect(!(try read("fr.xliff")).contains("<target>"))
        let unnamed = try run(xliff)
        #expect(unnamed.status != 0)
        #expect(unnamed.stderr.contains("fw.xcstrings holds 2 languages (de, es); give --language"))

        // A localization whose language is a path is never chosen.
        try write(Self.catalog(["../x": "Weg", "de": "Anmelden"]), "fw.xcstrings")
        let one = try run(xliff)
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stderr.contains("localization \"../x\" is not a language name"))
        #expect(try read("fr.xliff").contains("target-language=\"de\""))
    }

    @Test func noCommandWritesOverTheTranslationsItReads() throws {
        let translations = "\"b-1.normalTitle\" = \"Anmelden\";\n"
        try write(translations, "t.strings")
        for output in ["--manifest", "--swift"] {
            let result = try run([
                "strings", "localize", "Base.lproj/Main.xib", "--language", "de", "--translations", "t.strings",
                output, "t.strings",
            ])
            #expect(result.status != 0)
            #expect(result.stderr.contains("it is the input"), "\(result.stderr)")
            #expect(try read("t.strings") == translations)
        }
        let export = try run([
            "strings", "export", "Base.lproj/Main.xib", "-o", "t.strings", "--language", "de", "--translations",
            "t.strings",
        ])
        #expect(export.status != 0)
        #expect(export.stderr.contains("--language and --translations apply to an .xliff output only"))
        #expect(try read("t.strings") == translations)
        let catalog = try run([
            "strings", "export", "Base.lproj/Main.xib", "-o", "m.xcstrings", "--translations", "t.strings",
        ])
        #expect(catalog.status != 0)
        #expect(catalog.stderr.contains("a String Catalog keeps its own translations"))
        let plain = try run(["strings", "export", "Base.lproj/Main.xib", "--source-language", "de"])
        #expect(plain.status != 0)
        #expect(plain.stderr.contains("--source-language applies to .xliff and .xcstrings outputs only"))
    }

    /// Every document of the corpus's xib and storyboard folders, taken whole: no layout
    /// constraint gives a localizable text (`placeholder="YES"` is a build-time flag).
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func layoutConstraintsHaveNoTexts() throws {
        let documents =
            TestCorpus.files(in: "xib", withExtension: "xib")
            + TestCorpus.files(in: "storyboard", withExtension: "storyboard")
        #expect(documents.count >= 129)
        var constraintsWithPlaceholder = 0
        for path in documents {
            guard let document = try? StringsTestPaths.compile(path) else { continue }
            let constraints = Set(document.objects.filter { $0.className == "NSLayoutConstraint" }.map(\.id))
            constraintsWithPlaceholder +=
                document.objects.filter {
                    $0.className == "NSLayoutConstraint" && $0.properties.contains { $0.name == "placeholder" }
                }.count
            let keys = DocumentStrings.extract(from: document).filter { constraints.contains($0.objectID) }
            #expect(keys.isEmpty, "\(path): \(keys.map(\.key))")
        }
        #expect(constraintsWithPlaceholder >= 4)
    }

    @Test func languagesMustBeLanguageNames() throws {
        try write("\"b-1.normalTitle\" = \"Anmelden\";\n", "de.lproj/Main.strings")
        for language in ["not a lang!", "de\"x", "de\u{202E}x", "../x", ""] {
            let result = try run([
                "strings", "localize", "Base.lproj/Main.xib", "--language", language, "--translations",
                "de.lproj/Main.strings", "--manifest", "out.json",
            ])
            #expect(result.status != 0, "\(language)")
            #expect(result.stderr.contains("is not a language name"), "\(result.stderr)")
        }
        #expect(
            try run([
                "strings", "localize", "Base.lproj/Main.xib", "--language", "de\u{202E}x", "--translations",
                "de.lproj/Main.strings", "--manifest", "out.json",
            ]).stderr.contains("de\\u{202E}x"))
        let check = try run(["strings", "check", "Base.lproj/Main.xib", "--language", "../../etc"])
        #expect(check.status != 0)
        #expect(check.stderr.contains("--language \"../../etc\" is not a language name"))
        let export = try run([
            "strings", "export", "Base.lproj/Main.xib", "-o", "l2.xcstrings", "--source-language", "../../x",
        ])
        #expect(export.status != 0)
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("l2.xcstrings").path))

        try write(Self.catalog(["../x": "Weg", "de-x": "A", "de_x": "B"]), "Main.xcstrings")
        let listed = try run(["strings", "check", "Base.lproj/Main.xib"])
        #expect(listed.stderr.contains("Main.xcstrings:2:41: warning: localization \"../x\" is not a language name"))
        #expect(
            listed.stderr.contains("localization \"de_x\" names the same language folder and Swift name as \"de-x\""))
        #expect(!listed.stdout.contains("../x"))
        #expect(listed.stdout.contains(" de-x (Main.xcstrings)"))
        #expect(!listed.stdout.contains(" de_x ("))
        #expect(LanguageName.problem("pt-BR") == nil && LanguageName.problem("zh_Hans") == nil)
        #expect(LanguageName.problem("es-419") == nil && LanguageName.problem("Base") == nil)
    }

    @Test func aManifestIsNamedLikeItsDocument() throws {
        try write("\"b-1.normalTitle\" = \"Anmelden\";\n", "de.lproj/Main.strings")
        let convert = try run(["convert", "Base.lproj/Main.xib", "--manifest", "Base.lproj/Main.nib.json"])
        #expect(convert.status == 0, "\(convert.stderr)")
        let result = try run(["strings", "check", "Base.lproj/Main.nib.json"])
        #expect(!result.stdout.contains("no translations found"))
        #expect(result.stdout.contains("de (de.lproj/Main.strings): 1 keys"), "\(result.stdout)")
    }

    @Test func checkFollowsTheDocumentedPrecedence() throws {
        try write("\"b-1.normalTitle\" = \"Anmelden\";\n", "de.lproj/Main.strings")
        try write(Self.catalog(["de": "Los", "es": "Entrar", "fr": "Entrer"]), "Main.xcstrings")
        try write(Self.catalog(["fr": "Connexion", "ja": "ログイン"]), "mul.lproj/Main.xcstrings")
        try LocalizationRulesTests.iOS.write(
            to: scratch.appendingPathComponent("es.lproj/Main.xib"), atomically: true, encoding: .utf8)
        let result = try run(["strings", "check", "Base.lproj/Main.xib"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains(": es (") }.count == 1)
        #expect(
            lines.contains(
                "Base.lproj/Main.xib: es (Main.xcstrings): not checked: es.lproj/Main.xib is what es is built from"))
        #expect(
            lines.contains(
                "Base.lproj/Main.xib: de (Main.xcstrings): not checked: de.lproj/Main.strings is what de is built from")
        )
        #expect(
            lines.contains(
                "Base.lproj/Main.xib: fr (mul.lproj/Main.xcstrings): not checked: Main.xcstrings is what fr is built from"
            ))
        #expect(lines.contains { $0.hasPrefix("Base.lproj/Main.xib: ja (mul.lproj/Main.xcstrings): 1 keys") })
        #expect(!result.stderr.contains("no es translation"))
        #expect(result.stderr.contains("has no fr translation in Main.xcstrings"))
        #expect(!result.stderr.contains("has no fr translation in Main.xcstrings (mul"))
    }

    @Test func catalogDetails() throws {
        try write(
            """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "b-1.normalTitle": {"localizations": {"fr": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "Entrer"}}}}}}},
              "l-1.text": {"shouldTranslate": false},
              "gone.title": {"extractionState": "manual", "localizations": {"fr": {"stringUnit": {"state": "translated", "value": "x"}}}},
              "t-1.text": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "a"}, "stringUnit": {"state": "translated", "value": "b"}}}}
            }}
            """, "Main.xcstrings")
        let check = try run(["strings", "check", "Base.lproj/Main.xib"])
        #expect(check.stdout.contains("fr (Main.xcstrings): 2 keys, 12 missing, 0 stale, 0 format mismatches, "))
        // The member given twice is the file's, counted on the catalog's own line, not a language's.
        #expect(check.stdout.contains("Base.lproj/Main.xib: Main.xcstrings: 1 members given twice, 0 other warnings\n"))
        #expect(!check.stdout.contains("duplicate keys"), "\(check.stdout)")
        #expect(check.stdout.contains("1 not applied (variations)"))
        #expect(
            check.stderr.contains(
                "Main.xcstrings:2:3: warning: fr translation of \"b-1.normalTitle\" is given only as variations"))
        #expect(!check.stderr.contains("\"l-1.text\" (UILabel"))
        #expect(!check.stderr.contains("gone.title"))
        #expect(
            check.stderr.contains(
                "Main.xcstrings:5:94: warning: \"stringUnit\" is given twice in this object (first at line 5, column 41); the last wins"
            ))

        let localize = try run([
            "strings", "localize", "Base.lproj/Main.xib", "--language", "fr", "--translations", "Main.xcstrings",
            "--manifest", "fr.json",
        ])
        #expect(localize.status == 0)
        #expect(!localize.stderr.contains("no fr translations"))
        #expect(localize.stderr.contains("not applied (variations)"))
        #expect(localize.stderr.contains("given twice"))

        // Written back once.
        #expect(try run(["strings", "export", "Base.lproj/Main.xib", "-o", "Main.xcstrings"]).status == 0)
        let rewritten = try read("Main.xcstrings")
        #expect(rewritten.contains("\"value\" : \"b\""), "\(rewritten)")
        #expect(!rewritten.contains("\"value\" : \"a\""))
        #expect(try StringCatalog(bytes: Array(rewritten.utf8)).warnings.isEmpty)

        try write(
            """
            {"sourceLanguage": "en", "strings": {
              "l-1.text": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 5}}}}
            }}
            """, "Main.xcstrings")
        let typed = try run(["strings", "check", "Base.lproj/Main.xib"])
        #expect(typed.status != 0)
        #expect(
            typed.stderr.contains(
                "Main.xcstrings:2:79: error: \"value\" of the de localization of \"l-1.text\" is a number, not a string"
            ),
            "\(typed.stderr)")
    }

    /// As Xcode does: a changed source text marks the translations `needs_review`; check says so.
    @Test func aChangedBaseTextMarksTranslationsForReview() throws {
        try write(
            """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "b-1.normalTitle": {"extractionState": "extracted_with_value", "localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Einloggen"}},
                "en": {"stringUnit": {"state": "new", "value": "Sign In"}}}},
              "l-1.text": {"extractionState": "extracted_with_value", "localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Name"}},
                "en": {"stringUnit": {"state": "new", "value": "Name"}}}}
            }}
            """, "Main.xcstrings")
        #expect(try run(["strings", "export", "Base.lproj/Main.xib", "-o", "Main.xcstrings"]).status == 0)
        let catalog = try StringCatalog(bytes: try FileIO.read(scratch.appendingPathComponent("Main.xcstrings").path))
        #expect(catalog.keysNeedingReview(for: "de") == ["b-1.normalTitle"])
        #expect(catalog.table(for: "en").translations["b-1.normalTitle"] == "Log In")
        let check = try run(["strings", "check", "Base.lproj/Main.xib"])
        #expect(check.stderr.contains("de translation of \"b-1.normalTitle\" needs review: the Base text changed"))
        #expect(check.stdout.contains(", 1 need review"), "\(check.stdout)")
        // Exported again, nothing changes.
        let first = try read("Main.xcstrings")
        #expect(try run(["strings", "export", "Base.lproj/Main.xib", "-o", "Main.xcstrings"]).status == 0)
        #expect(try read("Main.xcstrings") == first)
    }

    @Test func formatSpecifiersFollowFoundationsGrammar() {
        #expect(FormatSpecifiers.of("Sparen Sie 50 % jetzt").isEmpty)
        #expect(FormatSpecifiers.of("50 % off") == ["1:% o"])
        #expect(FormatSpecifiers.of("%1$@ and %2$d") == FormatSpecifiers.of("%@ and %d"))
        #expect(FormatSpecifiers.of("%2$d then %1$@") == FormatSpecifiers.of("%@ then %d"))
        #expect(FormatSpecifiers.of("%@ %d") != FormatSpecifiers.of("%d %@"))
        #expect(FormatSpecifiers.of("100%% of %ld") == ["1:%ld"])
        #expect(FormatSpecifiers.of("%Ld %jf %zu") == ["1:%zu"])
        #expect(FormatSpecifiers.written("%1$@ x") == "%1$@")
        // The largest position an integer holds, then one taking the next: no overflow (it trapped).
        #expect(
            FormatSpecifiers.of("%9223372036854775807$@ %d") == ["9223372036854775807:%@", "9223372036854775807:%d"])
        // A position past the largest integer is read as none (the next argument).
        #expect(FormatSpecifiers.of("%99999999999999999999$@ %d") == ["1:%@", "2:%d"])
        let twenty = Array(repeating: "%@", count: 20).joined(separator: " ")
        #expect(FormatSpecifiers.written(String(repeating: "%@", count: 21)) == twenty + " … and 1 more")
        // The comparison the check makes is the equality of the conversions by argument, with or
        // without positions, reordered, or given for one argument twice.
        let texts = [
            "", "none here", "%@", "%d", "%1$@", "%@ %d", "%d %@", "%1$@ %2$d", "%2$d %1$@", "%2$@ %1$d", "%1$@ %1$@",
            "%@ %1$@", "%1$@ %@", "100%% of %ld", "%ld", "%5$d %d", "%-+ #0'12.*hhd", "%-+ #0'12.*hhd %%", "é %@ 日",
        ]
        for base in texts {
            for translation in texts {
                #expect(
                    FormatSpecifiers.agree(base, translation)
                        == (FormatSpecifiers.of(base) == FormatSpecifiers.of(translation)), "\(base) | \(translation)")
            }
        }
        #expect(FormatSpecifiers.agree("%2$d %1$@", "%@ %d") && !FormatSpecifiers.agree("%@ %1$@", "%1$@ %d"))
    }

    @Test func summaryCountsAreNamedAndLocalizeWarnsAboutDuplicates() throws {
        try write(
            "\"b-1.normalTitle\" = \"Anmelden\";\n\"b-1.normalTitle\" = \"Los\";\n\"l-1.text\" = \"N\\qme\";\n",
            "de.lproj/Main.strings")
        let check = try run(["strings", "check", "Base.lproj/Main.xib"])
        #expect(
            check.stdout.contains(
                "de (de.lproj/Main.strings): 2 keys, 13 missing, 0 stale, 0 format mismatches, 1 duplicate keys, 1 bad escapes"
            ), "\(check.stdout)")
        let localize = try run([
            "strings", "localize", "Base.lproj/Main.xib", "--language", "de", "--translations",
            "de.lproj/Main.strings", "--manifest", "de.json",
        ])
        #expect(localize.status == 0)
        #expect(
            localize.stderr.contains("de.lproj/Main.strings:2:1: warning: key \"b-1.normalTitle\" is already defined"))
        #expect(localize.stderr.contains("unknown escape sequence"))
    }

    @Test func readingProblemsAreNamed() throws {
        // UTF-16 without a byte-order mark.
        var utf16: [UInt8] = []
        for unit in "\"a\" = \"b\";".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(throws: StringsError.self) { try StringsFileParser.parse(utf16) }
        do { _ = try StringsFileParser.parse(utf16) } catch {
            #expect(error.message.contains("UTF-16 (little-endian) without a byte-order mark"))
        }
        // Lone CRs end lines, between entries, inside a quoted value and inside a comment alike.
        for (text, column) in [
            ("\"a\" = \"b\";\r\"c\" = \"d\";\r\"e\" = ;\r", 7),
            ("\"a\" = \"b\";\r\"c\" = \"d\rd\";\"e\" = ;\r", 10),
            ("\"a\" = \"b\";\r/* c\r c */\"e\" = ;\r", 12),
        ] {
            let error = #expect(throws: StringsError.self) { try StringsFileParser.parse(Array(text.utf8)) }
            #expect(error?.position == SourcePosition(line: 3, column: column), "\(text.debugDescription)")
        }
        let table = try StringsFileParser.parse(Array("\"a\" = \"b\";\r\n\"c\" = \"d\";\r\"e\" = \"f\";".utf8))
        #expect(table.entries.map(\.position.line) == [1, 2, 3])
        // XLIFF is not read as translations.
        try write("<xliff/>", "de.xliff")
        let xliff = try run([
            "strings", "localize", "Base.lproj/Main.xib", "--language", "de", "--translations", "de.xliff",
            "--manifest", "de.json",
        ])
        #expect(xliff.status != 0)
        #expect(xliff.stderr.contains("XLIFF is not read as translations"))
        // Ids in comments are escaped as texts are.
        let string = LocalizableString(
            objectID: "a\"b\nc", className: "UILabel", property: "text", value: "x", position: .start)
        #expect(string.comment == "Class = \"UILabel\"; text = \"x\"; ObjectID = \"a\\\"b\\nc\";")
        // A long Base text is quoted shortened, its length kept.
        let long = String(repeating: "a", count: 200) + "END"
        let quoted = TranslationCheck.quoted(long)
        #expect(quoted.count < 120 && quoted.contains("[203 characters]") && quoted.hasSuffix("END"))
        #expect(TranslationCheck.quoted("short") == "short")
    }
}
