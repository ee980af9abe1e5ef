import Foundation
import NibManifest
import NibModel
import Testing

@testable import NibCodeGen

@Suite struct EmbeddedManifestTests {
    func input(_ path: String, sourceFile: String = "Main.xib") -> GeneratorInput {
        GeneratorInput(
            path: path,
            document: NibDocument(
                sourceFile: sourceFile, info: DocumentInfo(type: "", version: "", targetRuntime: "iOS.CocoaTouch")))
    }

    /// The literal, compiled, is the manifest to the byte, though the JSON holds what Swift source
    /// cannot hold verbatim (DEL) and what would end a one-`#` raw literal's escape (`\#`).
    ///
    /// A text whose raw literal would need more `#`s than the compiler takes (a `\` and 255 `#`s:
    /// 256) is written as an escaped literal, and compiles to the manifest too.
    @Test(arguments: [
        ("Main \\#(x) \u{7F}\t.xib", "##"), ("Main \\" + String(repeating: "#", count: 255) + "\"\"\".xib", ""),
    ])
    func compiledLiteralIsTheManifest(sourceFile: String, delimiter: String) throws {
        let localized = input("Sources/App/ja.lproj/Main.xib", sourceFile: sourceFile)
        let json = ManifestWriter.string(for: localized.document)
        let file = try NibCodeGenerator().embeddedManifest(for: localized)
        #expect(file.name == "Main.ja+Manifest.swift")
        #expect(!file.contents.unicodeScalars.contains { $0.value == 0x7F })
        #expect(
            file.contents.contains(
                "extension MainNib {\n    /// The manifest of `ja.lproj/Main.xib` (JSON, swift-nib/1).\n"))
        #expect(file.contents.contains("    static var manifest_ja: String {\n\(delimiter)\"\"\"\n"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("embedded-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestSupport.write(
            "enum MainNib {}\nprint(MainNib.manifest_ja, terminator: \"\")\n", to: folder + "/main.swift")
        try TestSupport.write(file.contents, to: folder + "/" + file.name)
        let build = try TestSupport.run(
            ["swiftc", "-swift-version", "6", "-warnings-as-errors", "main.swift", file.name, "-o", "check"], in: folder
        )
        #expect(build.status == 0, "\(build.output)")
        let run = try TestSupport.run([folder + "/check"], in: folder)
        #expect(run.output == json)
    }

    @Test func rawLiteralDelimiterGrowsPastWhatTheTextHolds() {
        #expect(SwiftLiteral.rawMultiline("{}\n") == (delimiter: "#", body: "{}\n"))
        #expect(SwiftLiteral.rawMultiline("\"\"\"#\n").delimiter == "##")
        #expect(SwiftLiteral.rawMultiline("\\##\n").delimiter == "###")
        #expect(SwiftLiteral.rawMultiline("a\u{1}b\u{7F}\n") == (delimiter: "#", body: "a\\#u{1}b\\#u{7F}\n"))
        // A `#` followed by a combining mark is still a `#` to the compiler.
        #expect(SwiftLiteral.rawMultiline("\\#\u{301}\n").delimiter == "##")
        #expect(SwiftLiteral.rawMultiline("\"\"\"#\u{301}\n").delimiter == "##")
        #expect(SwiftLiteral.rawMultiline("\"\"\"\"##\"#\\\"#\n").delimiter == "###")
        // A long run of `#`s after a backslash is counted in one pass (it took seconds for 20,000).
        let run = "\\" + String(repeating: "#", count: 50_000)
        let start = ContinuousClock.now
        #expect(SwiftLiteral.rawMultiline(run + "\n") == (delimiter: "", body: "\\\\" + run.dropFirst() + "\n"))
        #expect(ContinuousClock.now - start < .seconds(10))
        // The compiler takes at most 255 `#`s: past them the literal is an escaped one.
        #expect(SwiftLiteral.rawMultiline("\\" + String(repeating: "#", count: 254)).delimiter.count == 255)
        #expect(
            SwiftLiteral.rawMultiline("\\" + String(repeating: "#", count: 255) + "\"\u{1}\r")
                == (delimiter: "", body: "\\\\" + String(repeating: "#", count: 255) + "\\\"\\u{1}\\r"))
    }

    /// `--templates` reaches the embedded manifest like every other generated file.
    @Test func aTemplatesDirectoryReplacesTheEmbeddedManifestTemplate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestSupport.write(
            "{{% CONTENT_TYPE: TEXT}}\n// {{fileName}}\nextension {{accessorName}} { static let {{propertyName}}Text = {{delimiter}}\"\"\"\n{{json}}\n\"\"\"{{delimiter}} }\n",
            to: folder + "/EmbeddedManifest.mustache")
        let file = try NibCodeGenerator(templatesDirectory: folder).embeddedManifest(for: input("A/Main.xib"))
        #expect(
            file.contents.hasPrefix(
                "// Main+Manifest.swift\nextension MainNib { static let manifestText = #\"\"\"\n{\n"))
    }

    @Test func namesFollowTheLocalization() {
        #expect(input("A/Base.lproj/Main.xib").outputFileName == "Main.Base+Nib.swift")
        #expect(input("A/zh-Hans.lproj/Main.xib").manifestPropertyName == "manifest_zh_Hans")
        #expect(input("A/Main.xib").names.embeddedManifestFileName == "Main+Manifest.swift")
        #expect(input("A/Main.xib").names.manifestFileName == "Main.nib.json")
        #expect(input("A/Main.xib").localization == nil)
    }

    /// A manifest that records its document's identity is named by it, wherever it is read from:
    /// a translation of `Base.lproj/Main.xib` into French is the `fr` variant.
    @Test func namesFollowTheRecordedIdentity() {
        var translated = input("build/Main.fr.nib.json")
        translated.document.identity = DocumentIdentity(path: "Sources/App/Base.lproj/Main.xib", localization: "fr")
        #expect(translated.names == NibOutputNames(nibName: "Main", localization: "fr", isStoryboard: false))
        #expect(translated.outputFileName == "Main.fr+Nib.swift")
        #expect(translated.accessorName == "MainNib")
        #expect(translated.manifestPropertyName == "manifest_fr")
        // Without an identity, the manifest's own file name is all there is.
        #expect(input("build/Main.fr.nib.json").nibName == "Main.fr")
    }
}
