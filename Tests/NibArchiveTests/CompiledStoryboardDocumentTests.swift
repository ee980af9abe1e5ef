import Foundation
import NibArchive
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// Compiled storyboards read into the model (``CompiledStoryboardDocument``): every corpus
/// `compiled.storyboardc` against the model its source storyboard converts to.
struct CompiledStoryboardDocumentTests {
    /// Every Apple-compiled storyboard folder of the corpus, sorted.
    static let corpusStoryboards: [String] = {
        guard let root = TestCorpus.root,
            let enumerator = FileManager.default.enumerator(atPath: root + "/nib-pairs/uikit")
        else { return [] }
        var found: [String] = []
        for case let relative as String in enumerator where relative.hasSuffix("/compiled.storyboardc") {
            found.append(root + "/nib-pairs/uikit/" + relative)
        }
        return found.sorted()
    }()

    /// What the comparison reads of a storyboard model: per scene controller, its class and
    /// storyboard identifier; the initial controller; object classes; connections and segues.
    struct Facts {
        var controllers: [String: String] = [:]
        var identifiers: [String: String] = [:]
        var initial: String?
        var classes: [String] = []
        var connections: [String] = []
        var segues: [String] = []

        init(_ document: NibDocument) {
            var classes: [String: String] = [:]
            for object in document.objects { classes[object.id] = CompiledNibDocumentTests.effectiveClass(object) }
            for scene in document.scenes {
                guard let controller = scene.controller,
                    let object = document.objects.first(where: { $0.id == controller })
                else { continue }
                controllers[controller] = CompiledNibDocumentTests.effectiveClass(object)
                if case .string(let identifier)? = object.properties["storyboardIdentifier"] {
                    identifiers[controller] = identifier
                }
            }
            initial = document.initialController
            self.classes = document.objects.map(CompiledNibDocumentTests.effectiveClass)
            connections = CompiledNibDocumentTests.connectionKeys(document)
            segues = document.connections.filter { $0.kind == .segue }.map { segue in
                var identifier = ""
                if case .string(let text)? = segue.properties["identifier"] { identifier = text }
                return "\(segue.name) \"\(identifier)\" \(classes[segue.source] ?? "?") → \(segue.destination)"
            }
        }
    }

    /// How a compiled storyboard's model differs from its source's: `+X` only in the compiled
    /// folder's, `-X` only in the source's.
    static func differences(compiled: String) throws -> [String] {
        let source = String(compiled.dropLast("compiled.storyboardc".count)) + "source.storyboard"
        let fromCompiled = Facts(try CompiledStoryboardDocument.document(contentsOf: compiled))
        let fromSource = Facts(try XibCompiler().compile(contentsOf: source).document)
        var found: [String] = []
        if fromCompiled.controllers != fromSource.controllers {
            found.append("controllers \(fromCompiled.controllers) ≠ \(fromSource.controllers)")
        }
        if fromCompiled.identifiers != fromSource.identifiers {
            found.append("identifiers \(fromCompiled.identifiers) ≠ \(fromSource.identifiers)")
        }
        if fromCompiled.initial != fromSource.initial {
            found.append("initial \(fromCompiled.initial ?? "none") ≠ \(fromSource.initial ?? "none")")
        }
        let difference = CompiledNibDocumentTests.difference
        for (label, mine, theirs) in [
            ("class", fromCompiled.classes, fromSource.classes),
            ("connection", fromCompiled.connections, fromSource.connections),
            ("segue", fromCompiled.segues, fromSource.segues),
        ] {
            found += difference(mine, theirs).map { "+\(label) \($0)" }
            found += difference(theirs, mine).map { "-\(label) \($0)" }
        }
        return found.sorted()
    }

    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func everyCompiledStoryboardAgreesWithItsSource() throws {
        #expect(Self.corpusStoryboards.count == 20)
        var found: [String: [String]] = [:]
        for compiled in Self.corpusStoryboards {
            let differences = try Self.differences(compiled: compiled)
            let name = String(compiled.dropFirst(NibArchiveSamples.pairs.count + "/uikit/".count))
            if !differences.isEmpty { found[name] = differences }
        }
        // Every folder agrees exactly: scenes, controllers and their classes, storyboard
        // identifiers, the initial controller, object classes (prototype cells included),
        // outlets, actions and segues.
        #expect(found == [:])
    }

    /// The ids an object's properties refer to (`object`, `objects`, a constraint's items).
    static func references(_ object: NibObject) -> [String] {
        object.properties.flatMap { entry -> [String] in
            switch entry.value {
            case .object(let id): [id]
            case .objects(let ids): ids
            case .string(let id) where ["firstItem", "secondItem"].contains(entry.name): [id]
            default: []
            }
        }
    }

    /// Every reference held in a property (subviews, content views, prototypes, constraint
    /// items) names an object or placeholder of the storyboard: the nibs' own ids are renamed
    /// with their objects.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func everyReferenceNamesAnObjectOfTheStoryboard() throws {
        var checked = 0
        for compiled in Self.corpusStoryboards {
            let document = try CompiledStoryboardDocument.document(contentsOf: compiled)
            let ids = Set(document.objects.map(\.id)).union(document.placeholders.map(\.id))
            for object in document.objects {
                for reference in Self.references(object) {
                    #expect(ids.contains(reference), "\(compiled): \(object.id) → \(reference)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }

    /// A scene's parts keep their document ids: the controller's and its view's from the view
    /// nib's name, the scene named by the controller's nib.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func scenesKeepTheirControllersAndViews() throws {
        let document = try CompiledStoryboardDocument.document(
            contentsOf: NibArchiveSamples.pairs + "/uikit/lfabreges__lunoco/2/compiled.storyboardc")
        #expect(document.isStoryboard)
        #expect(document.scenes.map(\.id) == ["UIViewController-01J-lp-oVM"])
        #expect(document.scenes.first?.controller == "01J-lp-oVM")
        #expect(document.initialController == "01J-lp-oVM")
        let view = try #require(document.objects.first { $0.id == "SSU-zJ-s1d" })
        #expect(view.parent == "01J-lp-oVM")
        #expect(view.key == "view")
        #expect(document.objects.first?.element == "viewController")
        let ids = Set(document.objects.map(\.id))
        for object in document.objects {
            if let parent = object.parent { #expect(ids.contains(parent), "\(object.id)") }
        }
    }

    /// `read(contentsOf:)` gives the folder's parts; the model of those parts is the folder's (but
    /// for the numbers of objects that keep no document id: the parts' nibs are laid out again).
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func readPartsGiveTheSameModel() throws {
        let folder = NibArchiveSamples.pairs + "/uikit/SwiftGen__SwiftGen/5/compiled.storyboardc"
        let storyboard = try CompiledStoryboard.read(contentsOf: folder)
        #expect(storyboard.entryPointIdentifier == "CreateAccount")
        #expect(storyboard.version == 1)
        #expect(storyboard.nibs.count == 8)
        let fromParts = Facts(try CompiledStoryboardDocument.document(from: storyboard, folder: folder))
        let fromFolder = Facts(try CompiledStoryboardDocument.document(contentsOf: folder))
        #expect(fromParts.controllers == fromFolder.controllers)
        #expect(fromParts.identifiers == fromFolder.identifiers)
        #expect(fromParts.initial == fromFolder.initial)
        #expect(fromParts.classes.sorted() == fromFolder.classes.sorted())
        #expect(fromParts.connections.sorted() == fromFolder.connections.sorted())
        #expect(fromParts.segues.sorted() == fromFolder.segues.sorted())
        #expect(fromFolder.segues == ["show \"ShowPassword\" UIButton → 30h-14-fok"])
    }

    /// The segue kinds of the compiler's templates read back as the kinds it encodes.
    @Test func segueKindsInvertTheEncodersTable() {
        #expect(CompiledStoryboardDocument.segueKind(templateClass: "UIStoryboardShowSegueTemplate") == "show")
        #expect(
            CompiledStoryboardDocument.segueKind(templateClass: "UIStoryboardPopoverPresentationSegueTemplate")
                == "popoverPresentation")
        #expect(CompiledStoryboardDocument.segueKind(templateClass: "UIStoryboardSegueTemplate") == "custom")
        #expect(CompiledStoryboardDocument.segueKind(templateClass: "UIView") == nil)
    }
}
