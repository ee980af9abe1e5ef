import Foundation
import NibManifest
import NibModel
import NibStrings
import Testing

/// `codegen strings export|check|localize` as a user or the build plugin runs them.
@Suite struct StringsCommandTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        try LocalizationRulesTests.iOS.write(
            to: scratch.appendingPathComponent("Base.lproj/Main.xib"), atomically: true, encoding: .utf8)
    }

    func write(_ text: String, _ path: String) throws {
        try text.write(to: scratch.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    @Test func exportWritesIbtoolsFormat() throws {
        let result = try StringsCLI.run(["strings", "export", "Base.lproj/Main.xib"], in: scratch)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasPrefix(
                """

                /* Class = "UILabel"; text = "Name"; ObjectID = "l-1"; */
                "l-1.text" = "Name";

                /* Class = "UILabel"; accessibilityLabel = "Name label"; ObjectID = "l-1"; */
                "l-1.accessibilityLabel" = "Name label";

                """))
        // The written file reads back to the document's texts.
        #expect(
            try StringsCLI.run(["strings", "export", "Base.lproj/Main.xib", "-o", "en.strings"], in: scratch).status
                == 0)
        let table = try StringsFileParser.parse(try FileIO.read(scratch.appendingPathComponent("en.strings").path))
        #expect(table.entries.count == 15)
        #expect(table.translations["b-1.normalTitle"] == "Log In")
    }

    @Test func exportWritesXLIFFAndUpdatesACatalog() throws {
        try write("\"b-1.normalTitle\" = \"Anmelden\";\n", "de.lproj/Main.strings")
        let xliff = try StringsCLI.run(
            [
                "strings", "export", "Base.lproj/Main.xib", "-o", "Main.xliff",
                "--translations", "de.lproj/Main.strings",
            ], in: scratch)
        #expect(xliff.status == 0, "\(xliff.stderr)")
        let text = try String(contentsOf: scratch.appendingPathComponent("Main.xliff"), encoding: .utf8)
        #expect(text.contains("target-language=\"de\""))
        #expect(
            text.contains(
                """
                      <trans-unit id="b-1.normalTitle" xml:space="preserve">
                        <source>Log In</source>
                        <target>Anmelden</target>
                        <note>Class = "UIButton"; normalTitle = "Log In"; ObjectID = "b-1";</note>
                      </trans-unit>
                """))
        let catalogArguments = ["strings", "export", "Base.lproj/Main.xib", "-o", "Main.xcstrings"]
        #expect(try StringsCLI.run(catalogArguments, in: scratch).status == 0)
        let first = try FileIO.read(scratch.appendingPathComponent("Main.xcstrings").path)
        let catalog = try StringCatalog(bytes: first)
        #expect(catalog.keys.count == 15)
        #expect(try StringsCLI.run(catalogArguments, in: scratch).status == 0)
        #expect(try FileIO.read(scratch.appendingPathComponent("Main.xcstrings").path) == first)
    }

    @Test func checkReportsPerLanguageAndStrictFails() throws {
        try write("\"b-1.normalTitle\" = \"Anmelden\";\n\"gone.title\" = \"x\";\n", "de.lproj/Main.strings")
        try write("\"l-1.text\" = \"Nom\n", "fr.lproj/Main.strings")
        let result = try StringsCLI.run(["strings", "check", "Base.lproj/Main.xib"], in: scratch)
        #expect(result.status == 1)  // fr cannot be read
        #expect(
            result.stderr.contains(
                "de.lproj/Main.strings:2:1: warning: stale key \"gone.title\": no object gone in Main.xib"))
        #expect(
            result.stderr.contains(
                "Base.lproj/Main.xib:7:17: warning: \"l-1.text\" (UILabel text \"Name\") has no de translation in Main.strings"
            ))
        #expect(
            result.stderr.contains(
                "fr.lproj/Main.strings:1:14: error: unterminated value: the string has no closing '\"'"))
        #expect(
            result.stdout.contains(
                "de (de.lproj/Main.strings): 2 keys, 14 missing, 1 stale, 0 format mismatches, 0 duplicate keys, 0 bad escapes"
            ))
        try FileManager.default.removeItem(at: scratch.appendingPathComponent("fr.lproj/Main.strings"))
        #expect(try StringsCLI.run(["strings", "check", "Base.lproj/Main.xib"], in: scratch).status == 0)
        let strict = try StringsCLI.run(["strings", "check", "--strict", "Base.lproj/Main.xib"], in: scratch)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("de.lproj/Main.strings:2:1: error: stale key"))
    }

    /// Runs `strings localize` of the document into `LANG.json` from `LANG.lproj/Main.strings`.
    func localize(_ language: String, strict: Bool = false) throws -> StringsCLI.Result {
        try StringsCLI.run(
            ["strings", "localize"] + (strict ? ["--strict"] : []) + [
                "Base.lproj/Main.xib", "--language", language,
                "--translations", "\(language).lproj/Main.strings", "--manifest", "\(language).json",
            ], in: scratch)
    }

    /// A key given three times that names no text is one key: warned of once, at the entry that
    /// wins, beside the two warnings for its repeats (a warning for every entry printed 53 MB for a
    /// file of one line repeated 400,000 times).
    @Test func localizeWarnsOfAKeyGivenAgainOnce() throws {
        try write(String(repeating: "\"zzz.title\" = \"x\";\n", count: 3), "de.lproj/Main.strings")
        let result = try localize("de")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.split(separator: "\n") == [
                "de.lproj/Main.strings:2:1: warning: key \"zzz.title\" is already defined at line 1; this entry wins",
                "de.lproj/Main.strings:3:1: warning: key \"zzz.title\" is already defined at line 2; this entry wins",
                "de.lproj/Main.strings:3:1: warning: key \"zzz.title\" names no localizable text of Main.xib; ignored",
            ])
    }

    @Test func localizeAppliesTranslationsAndABadFileFallsBackToBase() throws {
        try write("\"b-1.normalTitle\" = \"Anmelden\";\n\"zzz.title\" = \"x\";\n", "de.lproj/Main.strings")
        let good = try localize("de")
        #expect(good.status == 0, "\(good.stderr)")
        #expect(
            good.stderr
                == "de.lproj/Main.strings:2:1: warning: key \"zzz.title\" names no localizable text of Main.xib; ignored\n"
        )
        let german = DocumentStrings.extract(
            from: try ManifestReader.read(contentsOf: scratch.appendingPathComponent("de.json").path))
        #expect(german.first { $0.key == "b-1.normalTitle" }?.value == "Anmelden")
        #expect(german.first { $0.key == "l-1.text" }?.value == "Name")

        try write("/* never closed", "fr.lproj/Main.strings")
        let bad = try localize("fr")
        #expect(bad.status == 0)
        #expect(bad.stderr.contains("fr.lproj/Main.strings:1:1: warning: unterminated comment"))
        let base = try ManifestReader.read(contentsOf: scratch.appendingPathComponent("fr.json").path)
        #expect(
            DocumentStrings.extract(from: base).map(\.value)
                == DocumentStrings.extract(
                    from: try StringsTestPaths.compile(xml: LocalizationRulesTests.iOS)
                ).map(\.value))
        let strict = try localize("fr", strict: true)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("fr.lproj/Main.strings:1:1: error: unterminated comment"))
    }

    @Test func localizedEmbeddedManifestIsNamedAsTheLanguageVariant() throws {
        try write("\"b-1.normalTitle\" = \"Anmelden\";\n", "de.lproj/Main.strings")
        let result = try StringsCLI.run(
            [
                "strings", "localize", "Base.lproj/Main.xib", "--language", "de",
                "--translations", "de.lproj/Main.strings", "--swift", "Main.de+Manifest.swift",
            ], in: scratch)
        #expect(result.status == 0, "\(result.stderr)")
        let source = try String(contentsOf: scratch.appendingPathComponent("Main.de+Manifest.swift"), encoding: .utf8)
        #expect(source.contains("static var manifest_de"))
        #expect(source.contains("Anmelden"))
        // The header says what wrote the file, naming the document that exists.
        #expect(
            source.hasPrefix(
                "// Main.de+Manifest.swift — the de manifest of Base.lproj/Main.xib, built from its de translations (swift-nib/1) by `codegen strings localize`.\n"
            ))
    }

    /// A language's manifest records the Base document and the language as its identity, so the
    /// generator names the variant and its diagnostics by them, not by where the manifest lies.
    @Test func localizedManifestRecordsTheBaseDocumentAndLanguage() throws {
        try write("\"b-1.normalTitle\" = \"Anmelden\";\n", "de.lproj/Main.strings")
        let result = try StringsCLI.run(
            [
                "strings", "localize", "Base.lproj/Main.xib", "--language", "de",
                "--translations", "de.lproj/Main.strings", "--manifest", "translated.json",
                "--document-path", "Sources/App/Base.lproj/Main.xib",
            ], in: scratch)
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try ManifestReader.read(contentsOf: scratch.appendingPathComponent("translated.json").path)
        #expect(manifest.identity == DocumentIdentity(path: "Sources/App/Base.lproj/Main.xib", localization: "de"))
        let generate = try StringsCLI.run(
            ["generate", "translated.json", "-o", "out", "--embed-manifests"], in: scratch)
        #expect(generate.status == 0, "\(generate.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("out").path)
        #expect(files == ["Main.de+Nib.swift"])
        let source = try String(contentsOf: scratch.appendingPathComponent("out/Main.de+Nib.swift"), encoding: .utf8)
        #expect(source.hasPrefix("// Main.de+Nib.swift — generated by `codegen generate` from de.lproj/Main.xib."))
        #expect(source.contains("enum MainNib {"))
        #expect(source.contains("manifest_de"))
    }
}
