import Foundation
import NibManifest
import NibModel
import NibObjects
import NibRuntime
import NibTestSupport
import Testing
import XibCompiler

/// Every corpus storyboard, found at run time.
func corpusStoryboardFiles() -> [String] {
    TestCorpus.files(in: "storyboard", withExtension: "storyboard")
}

/// A segue class standing in for an app's custom segue classes: it records that it ran.
final class RecordingSegue: NibStoryboardSegue {
    nonisolated(unsafe) static var performed: [String] = []
    override func perform() throws(NibError) { RecordingSegue.performed.append(templateDescription) }
    var templateDescription: String { identifier ?? "\(kind)" }
}

/// The corpus storyboards of one source repository, registered together (references resolve
/// among them), and a registry with the default objects plus a recording class for every
/// segue class the documents name (what generated code registers for the app's classes).
struct CorpusStoryboards {
    let set = NibStoryboardSet()
    let registry = NibClassRegistry(parent: .defaultObjects)
    var names: [String: String] = [:]

    init(directory: String) throws {
        for path in corpusStoryboardFiles() where (path as NSString).deletingLastPathComponent == directory {
            let document = try ManifestReader.read(
                ManifestWriter.data(for: XibCompiler().compile(contentsOf: path).document))
            // Corpus files are named after their path in the source repository: `…__Name.storyboard`.
            let name = String(corpusStoryboardName(document.sourceFile))
            set.register(document, as: name)
            names[path] = name
            for connection in document.connections where connection.kind == .segue {
                if case .string(let custom)? = connection.properties["customClass"] {
                    registry.registerSegue(custom, RecordingSegue.self)
                    if case .string(let module)? = connection.properties["customModule"] {
                        registry.registerSegue("\(module).\(custom)", RecordingSegue.self)
                    }
                }
            }
        }
    }
}

/// `Dir__Base.lproj__Main.storyboard` → `Main`.
func corpusStoryboardName(_ file: String) -> Substring {
    let last = file.split(separator: "/").last ?? Substring(file)
    let base = last.range(of: "__", options: .backwards).map { last[$0.upperBound...] } ?? last
    return base.split(separator: ".").first ?? base
}

/// Every controller reachable from `root` through children, presentations and shown windows.
func reachableControllers(from roots: [AnyObject]) -> Set<ObjectIdentifier> {
    var seen = Set<ObjectIdentifier>()
    var stack = roots
    while let object = stack.popLast() {
        guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
        if let controller = object as? NibViewController {
            stack += controller.children as [AnyObject]
            stack += controller.presentedViewControllers as [AnyObject]
            stack += controller.shownWindowControllers as [AnyObject]
            if let parent = controller.parent { stack.append(parent) }
        }
        if let windowController = object as? NibWindowController, let content = windowController.contentViewController {
            stack.append(content)
        }
    }
    return seen
}

@Suite("Corpus storyboards", .enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)), .serialized)
struct StoryboardCorpusTests {
    @Test("the corpus has storyboards")
    func present() { #expect(corpusStoryboardFiles().count >= 10) }

    @Test(
        "every scene instantiates through the default objects; initial and identified controllers instantiate",
        arguments: corpusStoryboardFiles())
    func scenes(_ path: String) throws {
        let storyboards = try CorpusStoryboards(directory: (path as NSString).deletingLastPathComponent)
        let storyboard = try storyboards.set.storyboard(named: #require(storyboards.names[path]))
        let document = storyboard.document
        #expect(storyboard.sceneIDs.count == document.scenes.count && !document.scenes.isEmpty)
        for scene in document.scenes {
            let isReference =
                scene.controller.flatMap { id in document.objects.first { $0.id == id } }?.element
                == "viewControllerPlaceholder"
            do {
                let graph = try storyboard.instantiateScene(withID: scene.id, registry: storyboards.registry)
                if !isReference {
                    #expect(graph.sceneID == scene.id)
                    #expect(graph.instance.topLevelObjects.count == scene.objects.count, "scene \(scene.id)")
                    if let controller = scene.controller {
                        #expect(graph.controller === graph.instance.object(withID: controller))
                    }
                }
                if graph.controller is NibViewController || graph.controller is NibWindowController {
                    #expect(graph.scene.controller === graph.controller)
                    #expect((graph.controller as? any NibStoryboardController)?.storyboard === storyboard)
                }
            } catch {
                // Only a reference to a storyboard the corpus does not hold may fail.
                #expect(isReference && Self.isMissingStoryboard(error), "scene \(scene.id): \(error)")
            }
        }
        if storyboard.initialSceneID != nil {
            #expect(
                try storyboard.instantiateInitialController(registry: storyboards.registry)
                    is any NibStoryboardController)
        }
        for identifier in storyboard.identifiers {
            #expect(
                try storyboard.instantiateController(identifier: identifier, registry: storyboards.registry)
                    is any NibStoryboardController)
        }
    }

    @Test(
        "every segue of a kind that runs headless performs from a fresh source scene",
        arguments: corpusStoryboardFiles())
    func segues(_ path: String) throws {
        let storyboards = try CorpusStoryboards(directory: (path as NSString).deletingLastPathComponent)
        let storyboard = try storyboards.set.storyboard(named: #require(storyboards.names[path]))
        for sceneID in storyboard.sceneIDs {
            let templates: [NibSegueTemplate]
            do {
                templates = try storyboard.instantiateScene(withID: sceneID, registry: storyboards.registry).scene
                    .segues
            } catch {
                // A reference to a storyboard the corpus does not hold (checked by the scenes test).
                #expect(Self.isMissingStoryboard(error), "scene \(sceneID): \(error)")
                continue
            }
            for template in templates where !template.kind.performedAtLoad {
                let graph = try storyboard.instantiateScene(withID: sceneID, registry: storyboards.registry)
                let sender = graph.instance.object(withID: template.source)
                let before = reachableControllers(from: [graph.controller].compactMap { $0 })
                let recorded = RecordingSegue.performed.count
                do {
                    try graph.scene.performSegue(template, sender: sender)
                } catch {
                    #expect(Self.isMissingStoryboard(error), "\(template.location): \(error)")
                    continue
                }
                if template.customClass != nil && template.kind == .custom || RecordingSegue.performed.count > recorded
                {
                    #expect(
                        RecordingSegue.performed.count == recorded + 1,
                        "\(template.location): the registered class performed")
                } else {
                    let after = reachableControllers(from: [graph.controller].compactMap { $0 })
                    #expect(
                        !after.isSubset(of: before),
                        "\(template.location): \(template.kind) brought a new controller in")
                }
            }
        }
    }

    static func isMissingStoryboard(_ error: NibError) -> Bool {
        if case .storyboard(.storyboardNotFound) = error.underlying { return true }
        return false
    }
}
