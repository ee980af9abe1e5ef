import Foundation
import NibTestSupport
import Testing

/// `codegen generate` given a compiled nib or storyboard: the typed code is the code generated
/// from the manifest `convert` writes beside it, byte for byte, and `convert` of a folder given
/// with a trailing slash writes that manifest beside the folder.
@Suite struct CompiledInputGenerationTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-cgen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { scratch.appendingPathComponent(name).path }

    /// Runs `arguments` in the scratch folder; records a failure.
    @discardableResult
    func run(_ arguments: [String]) throws -> CLI.Result {
        let result = try CLI.run(arguments, in: scratch)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result
    }

    /// The files of folder `name`, by name, with their text.
    func files(_ name: String) throws -> [String: String] {
        var found: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: path(name)) {
            found[file] = try String(contentsOfFile: path(name + "/" + file), encoding: .utf8)
        }
        return found
    }

    /// `generate X.nib` writes what `convert X.nib` then `generate X.nib.json` write: the view's
    /// typed outlet and its action requirement, read from Apple's form of the document.
    @Test func aCompiledNibGeneratesItsManifestsCode() throws {
        try CompileCommandTests.uiKitDocument(subview: "").write(
            toFile: path("ToolBar.xib"), atomically: true, encoding: .utf8)
        try run(["compile", "ToolBar.xib", "-o", "ToolBar.nib"])
        try run(["generate", "ToolBar.nib", "-o", "direct"])
        try run(["convert", "ToolBar.nib"])
        #expect(FileManager.default.fileExists(atPath: path("ToolBar.nib.json")))
        try run(["generate", "ToolBar.nib.json", "-o", "manifest"])
        let direct = try files("direct")
        #expect(direct.keys.sorted() == ["ToolBar+Nib.swift"])
        #expect(direct == (try files("manifest")))
        let code = direct["ToolBar+Nib.swift"] ?? ""
        #expect(code.contains("closeButton"), "\(code)")
        #expect(code.contains("func close("), "\(code)")
    }

    /// The same for a compiled storyboard named with a trailing slash: the manifest is written
    /// beside the folder, not inside it.
    @Test func aCompiledStoryboardGeneratesItsManifestsCode() throws {
        try CompiledStoryboardInputTests.storyboard.write(
            toFile: path("Main.storyboard"), atomically: true, encoding: .utf8)
        try run(["compile", "Main.storyboard", "-o", "Main.storyboardc"])
        let before = try FileManager.default.contentsOfDirectory(atPath: path("Main.storyboardc")).sorted()
        try run(["generate", "Main.storyboardc/", "-o", "direct"])
        try run(["convert", "Main.storyboardc/"])
        #expect(FileManager.default.fileExists(atPath: path("Main.nib.json")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("Main.storyboardc")).sorted() == before)
        try run(["generate", "Main.nib.json", "-o", "manifest"])
        let direct = try files("direct")
        #expect(direct.keys.sorted() == ["Main+Storyboard.swift"])
        #expect(direct == (try files("manifest")))
        #expect(direct["Main+Storyboard.swift"]?.contains("func instantiateSecond(") == true)
    }
}
