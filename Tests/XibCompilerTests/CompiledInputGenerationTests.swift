import Foundation
import NibTestSupport
import Testing

/// Compiled nibs and storyboards where documents are read and written: `codegen generate` given
/// one writes the code generated from the manifest `convert` writes beside it, byte for byte
/// (`convert --swift` names its types the same way); `convert` of a folder given with a trailing
/// slash writes that manifest beside the folder; two inputs converting to one manifest are
/// refused; `compile` into a folder holding another storyboard leaves only the new one's nibs;
/// `nib-render --diff` compares two compiled inputs.
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
        try toolBar()
        let code = try generatedBothWays("ToolBar.nib", manifest: "ToolBar.nib.json", file: "ToolBar+Nib.swift")
        #expect(code.contains("closeButton"), "\(code)")
        #expect(code.contains("func close("), "\(code)")
    }

    /// `generate INPUT -o direct`, then `convert INPUT` (beside it) and `generate MANIFEST -o
    /// manifest`: checks that `manifest` is where convert wrote, that both wrote only `file`, the
    /// same bytes; returns its text.
    func generatedBothWays(_ input: String, manifest: String, file: String) throws -> String {
        try run(["generate", input, "-o", "direct"])
        try run(["convert", input])
        #expect(FileManager.default.fileExists(atPath: path(manifest)))
        try run(["generate", manifest, "-o", "manifest"])
        let direct = try files("direct")
        #expect(direct.keys.sorted() == [file])
        #expect(direct == (try files("manifest")))
        return direct[file] ?? ""
    }

    /// The same for a compiled storyboard named with a trailing slash: the manifest is written
    /// beside the folder, not inside it.
    @Test func aCompiledStoryboardGeneratesItsManifestsCode() throws {
        try CompiledStoryboardInputTests.storyboard.write(
            toFile: path("Main.storyboard"), atomically: true, encoding: .utf8)
        try run(["compile", "Main.storyboard", "-o", "Main.storyboardc"])
        let before = try FileManager.default.contentsOfDirectory(atPath: path("Main.storyboardc")).sorted()
        let code = try generatedBothWays("Main.storyboardc/", manifest: "Main.nib.json", file: "Main+Storyboard.swift")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("Main.storyboardc")).sorted() == before)
        #expect(code.contains("func instantiateSecond("))
    }

    /// Writes the UIKit `.xib` of ``CompileCommandTests`` and its compiled nib.
    func toolBar() throws {
        try CompileCommandTests.uiKitDocument(subview: "").write(
            toFile: path("ToolBar.xib"), atomically: true, encoding: .utf8)
        try run(["compile", "ToolBar.xib", "-o", "ToolBar.nib"])
    }

    @Test func twoInputsOfOneManifestAreRefusedAndNothingIsWritten() throws {
        try toolBar()
        let result = try CLI.run(["convert", "ToolBar.xib", "ToolBar.nib", "-o", "out"], in: scratch)
        #expect(result.status == 64)
        #expect(
            result.stderr.contains("ToolBar.xib and ToolBar.nib both convert to out/ToolBar.nib.json"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path("out")))
        // The same name in two folders, each converted beside itself, is fine.
        try FileManager.default.createDirectory(atPath: path("other"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: path("ToolBar.nib"), toPath: path("other/ToolBar.nib"))
        try run(["convert", "ToolBar.xib", "other/ToolBar.nib"])
        #expect(FileManager.default.fileExists(atPath: path("other/ToolBar.nib.json")))
    }

    /// `convert --swift` of a compiled nib extends the type `generate` declares for it.
    @Test func anEmbeddedManifestOfACompiledNibExtendsTheGeneratedType() throws {
        try toolBar()
        try run(["generate", "ToolBar.nib", "-o", "direct"])
        try run(["convert", "ToolBar.nib", "--swift", "embedded/ToolBar+Manifest.swift"])
        let embedded = try String(contentsOfFile: path("embedded/ToolBar+Manifest.swift"), encoding: .utf8)
        let generated = try String(contentsOfFile: path("direct/ToolBar+Nib.swift"), encoding: .utf8)
        #expect(embedded.contains("extension ToolBarNib {"), "\(embedded.prefix(400))")
        #expect(generated.contains("enum ToolBarNib"), "\(generated)")
    }

    @Test func compilingIntoAnotherStoryboardsFolderLeavesOnlyTheNewNibs() throws {
        try CompiledStoryboardInputTests.storyboard.write(
            toFile: path("Main.storyboard"), atomically: true, encoding: .utf8)
        try run(["compile", "Main.storyboard", "-o", "Out.storyboardc"])
        try Data("notes".utf8).write(to: URL(fileURLWithPath: path("Out.storyboardc/notes.txt")))
        try UIKitStoryboardText.tableStoryboard().write(
            toFile: path("Table.storyboard"), atomically: true, encoding: .utf8)
        try run(["compile", "Table.storyboard", "-o", "Table.storyboardc"])
        try run(["compile", "Table.storyboard", "-o", "Out.storyboardc"])
        let fresh = try FileManager.default.contentsOfDirectory(atPath: path("Table.storyboardc")).sorted()
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: path("Out.storyboardc")).sorted()
                == (fresh + ["notes.txt"]).sorted())
        let inspected = try run(["inspect", "Out.storyboardc"])
        #expect(inspected.stdout.contains("scenes: 1"), "\(inspected.stdout)")
    }

    @Test func nibRenderComparesTwoCompiledNibs() throws {
        try toolBar()
        try run(["compile", "ToolBar.xib", "-o", "Again.nib"])
        let tool = TestPaths.packageRoot.appendingPathComponent(".build/debug/nib-render").path
        let result = try ProcessRunner.run(
            tool, ["--diff", "ToolBar.nib", "Again.nib", "-o", "diff.svg"], in: scratch.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "0 added, 0 removed, 0 changed\n", "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: path("diff.svg")))
    }
}
