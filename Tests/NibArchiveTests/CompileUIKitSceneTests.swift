import Foundation
import NibArchive
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// The scenes of a refused UIKit storyboard that hold nothing refused compile to what Xcode
/// built for them: each refused case of `nib-pairs/uikit` is compiled again without the scenes
/// its issues fall in (and the connections from them), and every nib written must equal Apple's
/// nib of the same name. The number of scenes compiled per case is pinned, so an encoding that
/// starts refusing a scene, or writes one wrong, fails here.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileUIKitSceneTests {
    /// Refused storyboard cases, with the number of their scenes that compile (all equal). None
    /// today: every storyboard case of the corpus compiles (`CompileUIKitCorpusTests`).
    static let scenesCompiled: [String: Int] = [:]

    /// Every refused storyboard case is listed.
    @Test func everyRefusedStoryboardIsListed() {
        let refused = CompileUIKitCorpusTests.refusedCases.keys.filter { name in
            FileManager.default.fileExists(atPath: TestCorpus.path("nib-pairs/uikit/\(name)/source.storyboard"))
        }
        #expect(Set(refused) == Set(Self.scenesCompiled.keys))
    }

    @Test(arguments: CompileUIKitSceneTests.scenesCompiled.keys.sorted())
    func scenesWithoutIssuesEqualApple(_ name: String) throws {
        let folder = TestCorpus.path("nib-pairs/uikit/" + name)
        let source = folder + "/source.storyboard"
        var document = try XibCompiler().compile(contentsOf: source).document
        var storyboard: CompiledStoryboard?
        // Each round leaves out the scenes the issues fall in; a scene left out can make another
        // refuse (a segue to it), hence a few rounds.
        for _ in 0..<document.scenes.count {
            let encoder = UIKitNibEncoder(document: document, file: source)
            let issues = encoder.coverage()
            if issues.isEmpty {
                storyboard = try encoder.encodeStoryboard()
                break
            }
            let refused = Set(issues.compactMap { Self.scene(of: $0, in: document) })
            #expect(
                !refused.isEmpty, "\(name): an issue outside every scene: \(issues.first?.diagnostic.description ?? "")"
            )
            if refused.isEmpty { return }
            document = Self.leavingOut(refused, of: document)
        }
        let compiled = try #require(storyboard, "\(name): no scene compiles")
        #expect(compiled.nibs.count == 2 * (Self.scenesCompiled[name] ?? 0), "\(name): scenes compiled")
        for nib in compiled.nibs {
            let ours = try NibArchiveReader.read(NibArchiveWriter.bytes(of: nib.graph))
            let apple = try NibArchiveFile.read(contentsOf: folder + "/compiled.storyboardc/" + nib.name + ".nib")
            let differences = NibArchiveComparison(ours, apple).differences()
            #expect(
                differences.isEmpty, "\(name)/\(nib.name): \(differences.map(\.description).joined(separator: "; "))")
            #expect(ours.coderVersion == apple.coderVersion, "\(name)/\(nib.name): coder version")
        }
    }

    /// The id of the scene an issue's line falls in (from the scene's line to the next one's).
    static func scene(of issue: NibCompileIssue, in document: NibDocument) -> String? {
        guard let line = issue.location?.position.line else { return nil }
        let starts = document.scenes.map { (id: $0.id, line: $0.position.line) }
        for (offset, start) in starts.enumerated() where start.line <= line {
            if offset + 1 == starts.count || line < starts[offset + 1].line { return start.id }
        }
        return nil
    }

    /// `document` without the scenes `refused` and the connections from their objects; the
    /// initial controller is the first scene's left when its own is left out.
    static func leavingOut(_ refused: Set<String>, of document: NibDocument) -> NibDocument {
        var sceneOf: [String: String] = [:]
        for scene in document.scenes {
            for id in scene.objects + scene.placeholders + [scene.controller].compactMap({ $0 }) {
                sceneOf[id] = scene.id
            }
        }
        for object in document.objects where sceneOf[object.id] == nil {
            if let parent = object.parent, let scene = sceneOf[parent] { sceneOf[object.id] = scene }
        }
        var reduced = document
        reduced.scenes = document.scenes.filter { !refused.contains($0.id) }
        reduced.connections = document.connections.filter { !refused.contains(sceneOf[$0.source] ?? "") }
        if let initial = document.initialController, refused.contains(sceneOf[initial] ?? "") {
            reduced.initialController = reduced.scenes.first?.controller
        }
        return reduced
    }
}
