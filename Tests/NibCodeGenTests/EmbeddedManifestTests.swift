import NibModel
import Testing
@testable import NibCodeGen

@Suite struct EmbeddedManifestTests {
    func input(_ path: String) -> GeneratorInput {
        GeneratorInput(path: path, document: NibDocument(sourceFile: "Main.xib", info: DocumentInfo(type: "", version: "", targetRuntime: "iOS.CocoaTouch")))
    }

    @Test func roundTripsWhatSwiftSourceCannotHoldVerbatim() throws {
        let json = "{\n  \"key\": \"\u{7F}\",\n  \"quote\": \"\\\"\"\"#\",\n  \"escape\": \"\\\\#(x)\\\\##\",\n  \"tab\": \"\t\"\n}\n"
        let source = EmbeddedManifest.source(for: input("Sources/App/ja.lproj/Main.xib"), json: json, access: .internal)
        #expect(!source.unicodeScalars.contains { $0.value == 0x7F })
        #expect(source.contains("static var manifest_ja: String {\n###\"\"\"\n"))
        let parsed = try #require(EmbeddedManifest.parse(source))
        #expect(parsed.json == json)
        #expect(parsed.sourcePath == "Sources/App/ja.lproj/Main.xib")
    }

    @Test func namesFollowTheLocalization() {
        #expect(input("A/Base.lproj/Main.xib").outputFileName == "Main.Base+Nib.swift")
        #expect(input("A/zh-Hans.lproj/Main.xib").manifestPropertyName == "manifest_zh_Hans")
        #expect(input("A/Main.xib").manifestFileName == "Main+Manifest.swift")
        #expect(input("A/Main.xib").localization == nil)
    }
}
