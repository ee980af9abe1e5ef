import Foundation
import NibManifest
import NibModel
import NibObjects
import NibRuntime
import NibTestSupport
import Testing
import XibCompiler

/// Every corpus xib, modern (`<document` root) and legacy archive (`<archive`); storyboards excluded.
func corpusXibFiles() -> [String] {
    TestCorpus.files(in: "xib", withExtension: "xib")
}

/// Externals for every custom and Application placeholder, so any nib can load.
func externals(for document: NibDocument) -> [String: AnyObject] {
    var result: [String: AnyObject] = [:]
    for placeholder in document.placeholders {
        switch placeholder.role {
        case .external: result[placeholder.identifier ?? placeholder.id] = NibApplication()
        case .application: result[Nib.applicationExternalName] = NibApplication()
        case .owner, .firstResponder, .exit: break
        }
    }
    return result
}

/// A File's Owner that accepts every outlet and action (stands in for the generated owner class).
final class AnyOwner: NibResponder {
    var outlets: [String: Int] = [:]
    var awakeCount = 0
    override func awakeFromNib() { awakeCount += 1 }
    override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) { outlets[name, default: 0] += 1 }
    override func nibSetOutletCollection(_ name: String, to values: [AnyObject]) throws(NibError) {
        outlets[name, default: 0] += values.count
    }
    override func nibConnectAction(_ action: NibAction) throws(NibError) {}
}

@Suite("Corpus", .enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CorpusTests {
    @Test("the whole corpus is here")
    func corpusPresent() {
        #expect(corpusXibFiles().count > 110, "looked in \(TestCorpus.root ?? "")")
    }

    @Test(
        "every corpus xib, legacy archives included, instantiates through the default objects with its manifest's counts",
        arguments: corpusXibFiles())
    func corpusFile(_ path: String) throws {
        let document = try XibCompiler().compile(contentsOf: path).document
        let nib = try Nib(bytes: ManifestWriter.data(for: document))
        let expectedConnections = document.connections.filter { $0.kind != .segue }.count
        let graph = try nib.instantiateGraph(
            owner: AnyOwner(), externals: externals(for: document), registry: .defaultObjects)
        #expect(graph.objects.count == document.objects.count)
        #expect(graph.topLevelObjects.count == document.topLevelObjects.count)
        #expect(graph.connectionCount == expectedConnections)
        // A second instantiation is a fresh graph of the same shape.
        let again = try nib.instantiateGraph(
            owner: AnyOwner(), externals: externals(for: document), registry: .defaultObjects)
        #expect(again.objects.count == graph.objects.count)
        let reused = graph.objects.indices.filter { again.objects[$0] === graph.objects[$0] }
        #expect(reused.isEmpty)
    }
}

@Suite("Corpus files, by rule", .enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CorpusRuleTests {
    func corpusNib(_ relative: String) throws -> (NibDocument, Nib) {
        let document = try XibCompiler().compile(contentsOf: TestCorpus.path("xib/" + relative)).document
        return (document, try Nib(bytes: ManifestWriter.data(for: document)))
    }

    @Test("iOS: a button is decoded with its titles and images per state")
    func iOSButton() throws {
        let (document, nib) = try corpusNib("IBDecodable__IBDecodable/Tests__Resources__Button.xib")
        let graph = try nib.instantiateGraph(
            owner: AnyOwner(), externals: externals(for: document), registry: .defaultObjects)
        let button = try #require(graph.objects.compactMap { $0 as? NibButton }.first)
        #expect(button.title(for: "normal") == "Normal title")
        #expect(button.title(for: "selected") == "selected text")
        #expect(button.imageNames["selected"] == "testImage.png")
    }

    @Test(
        "macOS: a sheet's outlets reach File's Owner, its window stays hidden, its cell's action travels the responder chain"
    )
    func macOSSheet() throws {
        let (document, nib) = try corpusNib("Ranchero-Software__NetNewsWire/Mac__Base.lproj__RenameSheet.xib")
        let owner = AnyOwner()
        let app = NibApplication()
        let delegate = Handler(handling: "rename:")
        app.delegate = delegate
        var ext = externals(for: document)
        ext[Nib.applicationExternalName] = app
        let graph = try nib.instantiateGraph(owner: owner, externals: ext, registry: .defaultObjects)
        #expect(owner.outlets.keys.sorted() == ["newTitleTextField", "renameButton", "renamePrompt", "window"])
        #expect(owner.awakeCount == 1, "macOS semantics: File's Owner is awoken too")
        let window = try #require(graph.objects.compactMap { $0 as? NibWindow }.first)
        #expect(window.title == "Rename" && !window.isVisible && window.contentView != nil)
        let rename = try #require(graph.objects.compactMap { $0 as? NibButton }.first { $0.title() == "Rename" })
        #expect(rename.actions.count == 1 && rename.actions[0].targetsFirstResponder)
        #expect(rename.window === window)
        #expect(rename.sendAction().first === app)
        #expect(delegate.received == ["rename:"])
    }
}
