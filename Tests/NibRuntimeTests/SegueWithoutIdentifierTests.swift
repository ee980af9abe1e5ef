import Foundation
import NibModel
import NibObjects
import NibRuntime
import NibTestSupport
import Testing
import XibCompiler

/// `performSegue(templateID:sender:)`, which the generated `performSegue(_:)` calls for a segue
/// without identifier: every such segue of the corpus storyboards (every folder that holds some)
/// performs from a fresh instance of its scene's controller.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct SegueWithoutIdentifierTests {
    @Test func everySegueWithoutIdentifierPerformsByItsIDFromItsScenesController() throws {
        var performed = 0
        var throughMissingStoryboard = 0
        let registry = NibClassRegistry(parent: .defaultObjects)
        let files = ControllerElementTests.corpusStoryboards
        for path in files {
            let document = try XibCompiler().compile(contentsOf: path).document
            let storyboard = try NibStoryboard(document: document)
            for sceneID in storyboard.sceneIDs {
                guard let templates = try? storyboard.instantiateScene(withID: sceneID, registry: registry).scene.segues
                else { continue }
                for template in templates
                where template.identifier == nil && !template.kind.performedAtLoad && template.kind != .unwind {
                    let graph = try storyboard.instantiateScene(withID: sceneID, registry: registry)
                    let controller = try #require(
                        graph.controller as? any NibStoryboardController, "\(path) \(sceneID)")
                    do {
                        try controller.performSegue(templateID: template.id, sender: nil)
                        performed += 1
                    } catch {
                        #expect(StoryboardCorpusTests.isMissingStoryboard(error), "\(template.location): \(error)")
                        throughMissingStoryboard += 1
                    }
                }
                if let graph = try? storyboard.instantiateScene(withID: sceneID, registry: registry),
                    let controller = graph.controller as? any NibStoryboardController
                {
                    #expect(throws: NibError.self) {
                        try controller.performSegue(templateID: "no-such-id", sender: nil)
                    }
                }
            }
        }
        #expect(performed > 0)
        print(
            "segues without identifier performed by id: \(performed) over \(files.count) corpus storyboards; "
                + "\(throughMissingStoryboard) lead to a storyboard that is not in the corpus")
    }
}
