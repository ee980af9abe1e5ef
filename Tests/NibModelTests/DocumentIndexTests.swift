import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// The document index (``NibDocumentIndex``) against the rules it stands for, computed here from
/// first principles: an object a scene lists is in that scene, anything else in the scene it lies
/// below; children are the objects that name a parent; an id finds the object that has it.
@Suite struct DocumentIndexTests {
    static let info = DocumentInfo(
        type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", version: "3.0", targetRuntime: "iOS.CocoaTouch")

    static func object(_ id: String, parent: String? = nil, element: String = "view") -> NibObject {
        NibObject(id: id, element: element, className: "UIView", parent: parent, key: parent == nil ? nil : "subviews")
    }

    @Test func childrenBeforeTheirParentsStillFindTheirScene() {
        let document = NibDocument(
            sourceFile: "Order.storyboard", info: Self.info,
            objects: [Self.object("label", parent: "view"), Self.object("view", parent: "vc"), Self.object("vc")],
            topLevelObjects: ["vc"], scenes: [NibScene(id: "s", controller: "vc", objects: ["vc"])])
        let index = NibDocumentIndex(document)
        #expect(index.scene(of: "label") == 0)
        #expect(index.scene(of: "view") == 0)
        #expect(index.children(of: 2) == [1])
        #expect(index.children(of: 1) == [0])
    }

    @Test func aParentCycleOrAMissingParentIsInNoScene() {
        let document = NibDocument(
            sourceFile: "Cycle.storyboard", info: Self.info,
            objects: [
                Self.object("vc"), Self.object("a", parent: "b"), Self.object("b", parent: "a"),
                Self.object("lost", parent: "nowhere"), Self.object("self", parent: "self"),
            ],
            topLevelObjects: ["vc"], scenes: [NibScene(id: "s", controller: "vc", objects: ["vc"])])
        let index = NibDocumentIndex(document)
        #expect(index.scene(of: "vc") == 0)
        for id in ["a", "b", "lost", "self", "nowhere"] { #expect(index.scene(of: id) == nil, "\(id)") }
        #expect(index.children(of: 4) == [])
    }

    @Test func placeholdersAndWhatHangsBelowThemTakeTheirScene() {
        let document = NibDocument(
            sourceFile: "Placeholders.storyboard", info: Self.info,
            placeholders: [
                NibPlaceholder(id: "fr", role: .firstResponder, element: "placeholder", className: "UIResponder")
            ],
            objects: [Self.object("vc"), Self.object("vc2"), Self.object("below", parent: "fr")],
            topLevelObjects: ["vc", "vc2"],
            scenes: [
                NibScene(id: "s1", controller: "vc", objects: ["vc"]),
                NibScene(id: "s2", controller: "vc2", objects: ["vc2"], placeholders: ["fr"]),
            ])
        let index = NibDocumentIndex(document)
        #expect(index.scene(of: "fr") == 1)
        #expect(index.scene(of: "below") == 1)
        #expect(index.scene(of: "unknown") == nil)
    }

    @Test func theRoleIsTheObjectRole() {
        let document = NibDocument(
            sourceFile: "Roles.storyboard", info: Self.info,
            objects: [
                Self.object("ref", element: "viewControllerPlaceholder"), Self.object("cell", element: "tableViewCell"),
            ])
        let index = NibDocumentIndex(document)
        #expect(index.role(of: 0) == .storyboardReference)
        #expect(index.role(of: 1) == .cell)
    }
}

/// Every corpus storyboard: the index agrees with the scenes, parents and ids as written.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct DocumentIndexCorpusTests {
    static let files = TestCorpus.files(in: "storyboard", withExtension: "storyboard")

    @Test func corpusHasStoryboards() {
        #expect(Self.files.count >= 10, "expected the corpus storyboards in \(TestCorpus.root ?? "")")
    }

    /// Each object's scene by descending from every scene's listed objects through the objects
    /// that name them as parent, stopping at an object another scene lists.
    static func scenesByDescent(_ document: NibDocument) -> [String: Int] {
        var listed: [String: Int] = [:]
        for (offset, scene) in document.scenes.enumerated() {
            for id in scene.objects + scene.placeholders { listed[id] = offset }
        }
        var result = listed
        for (id, scene) in listed {
            var pending = [id]
            while let parent = pending.popLast() {
                for object in document.objects where object.parent == parent && listed[object.id] == nil {
                    guard result[object.id] == nil else { continue }
                    result[object.id] = scene
                    pending.append(object.id)
                }
            }
        }
        return result
    }

    @Test(arguments: files)
    func indexAgreesWithTheDocument(path: String) throws {
        let document = try XibCompiler().compile(contentsOf: path).document
        let index = NibDocumentIndex(document)
        let expected = Self.scenesByDescent(document)
        var inScenes = 0
        for (offset, object) in document.objects.enumerated() {
            #expect(index.scene(of: object.id) == expected[object.id], "\(object.id) in \(path)")
            #expect(index.scene(ofObjectAt: offset) == expected[object.id])
            #expect(index.offset(of: object.id) == offset)
            #expect(index.object(object.id) == object)
            #expect(index.role(of: offset) == NibObjectRole(element: object.element))
            let children = document.objects.indices.filter {
                $0 != offset && document.objects[$0].parent == object.id
            }
            #expect(index.children(of: offset) == children, "children of \(object.id) in \(path)")
            if expected[object.id] != nil { inScenes += 1 }
        }
        for placeholder in document.placeholders {
            #expect(index.scene(of: placeholder.id) == expected[placeholder.id], "\(placeholder.id) in \(path)")
        }
        // A storyboard the converter accepts puts every object in a scene.
        #expect(inScenes == document.objects.count, "\(path)")
    }
}
