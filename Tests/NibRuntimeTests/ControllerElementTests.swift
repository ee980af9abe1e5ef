import Foundation
import NibCatalog
import NibCodeGen
import NibModel
import NibObjects
import NibRuntime
import NibTestSupport
import Testing
import XibCompiler

/// `NibCatalog.controllerElements` is the one table of controller elements: the converter names
/// their classes from it, the runtime creates their default objects, the generator derives custom
/// classes' bases from them. These tests instantiate every controller element, of the corpus and of
/// the table, through the converter and the runtime.
@Suite struct ControllerElementTests {
    /// A storyboard whose one scene's controller is `element`, for `targetRuntime`, with an
    /// optional custom class.
    static func storyboard(element: String, targetRuntime: String, customClass: String? = nil) -> String {
        let custom = customClass.map { " customClass=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="\(targetRuntime)" initialViewController="c-1">
                <scenes>
                    <scene sceneID="s-1">
                        <objects>
                            <\(element) id="c-1"\(custom) sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
    }

    /// The element's classes with a target runtime of each platform that has it.
    static func platforms(of controller: ControllerElement) -> [(runtime: String, className: String)] {
        [
            controller.uiKitClass.map { ("iOS.CocoaTouch", $0) }, controller.uiKitClass.map { ("AppleTV", $0) },
            controller.appKitClass.map { ("MacOSX.Cocoa", $0) }, controller.watchKitClass.map { ("watchKit", $0) },
        ].compactMap { $0 }
    }

    @Test(arguments: NibCatalog.controllerElements.map(\.element))
    func everyControllerElementOfTheTableInstantiatesAsAController(_ element: String) throws {
        let controller = try #require(NibCatalog.controllerElementsByName[element])
        for (runtime, className) in Self.platforms(of: controller) {
            for custom in [nil, "AppController"] {
                let text = Self.storyboard(element: element, targetRuntime: runtime, customClass: custom)
                let compiled = try XibCompiler().compile(bytes: Array(text.utf8), path: "\(element).storyboard")
                let object = try #require(compiled.document.objects.first { $0.id == "c-1" })
                #expect(object.className == className, "\(element) on \(runtime)")
                let storyboard = try NibStoryboard(document: compiled.document)
                let instance = try storyboard.instantiateInitialController(
                    registry: NibClassRegistry(parent: .defaultObjects))
                #expect(instance is any NibStoryboardController, "\(element) on \(runtime): \(type(of: instance))")
                #expect(
                    instance is NibViewController || instance is NibWindowController,
                    "\(element) on \(runtime): \(type(of: instance))")
            }
            // A custom class of the element derives, in generated code, from a storyboard controller.
            let type = try #require(TypeVocabulary.defaultObjects.types[className], "\(className)")
            #expect(TypeVocabulary.defaultObjects.isStoryboardController(type), "\(className) → \(type)")
        }
    }

    /// Every storyboard of the corpus, in every folder that holds some (`storyboard`, `nib-pairs`,
    /// `merges`).
    static var corpusStoryboards: [String] {
        ["storyboard", "nib-pairs", "merges"].flatMap { TestCorpus.files(in: $0, withExtension: "storyboard") }
    }

    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func everyControllerElementOfTheCorpusStoryboardsInstantiatesAsAController() throws {
        var counts: [String: Int] = [:]
        var throughMissingStoryboard = 0
        let registry = NibClassRegistry(parent: .defaultObjects)
        let files = Self.corpusStoryboards
        for path in files {
            let document = try XibCompiler().compile(contentsOf: path).document
            let storyboard = try NibStoryboard(document: document)
            for scene in document.scenes {
                guard let id = scene.controller, let object = document.objects.first(where: { $0.id == id }),
                    object.role != .storyboardReference, object.element != "application"
                else { continue }
                #expect(
                    NibCatalog.controllerElementsByName[object.element] != nil,
                    "\(path): <\(object.element)> is not in NibCatalog.controllerElements")
                let graph: NibSceneGraph
                do {
                    graph = try storyboard.instantiateScene(withID: scene.id, registry: registry)
                } catch {
                    // A container that embeds a scene of a storyboard the file is not beside.
                    #expect(StoryboardCorpusTests.isMissingStoryboard(error), "\(path) scene \(scene.id): \(error)")
                    throughMissingStoryboard += 1
                    continue
                }
                let made = graph.controller.map { "\(type(of: $0))" } ?? "nothing"
                #expect(
                    graph.controller is NibViewController || graph.controller is NibWindowController,
                    "\(path): <\(object.element)> scene \(scene.id) gave \(made)")
                #expect(graph.controller is any NibStoryboardController, "\(path) scene \(scene.id) gave \(made)")
                counts[object.element, default: 0] += 1
            }
        }
        #expect(!counts.isEmpty)
        print(
            "controller elements of \(files.count) corpus storyboards, each instantiated as a controller: "
                + counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
                + "; \(throughMissingStoryboard) not instantiated: they embed a storyboard that is not in the corpus")
    }
}
