import Foundation
import NibManifest
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// A storyboard manifest is held to the storyboard rules the converter enforces
/// (``StoryboardStructure``): a valid storyboard, converted, is broken the way a hand-edited or
/// hostile manifest could be, and the reader refuses it where the converter would have.
@Suite struct StoryboardManifestTests {
    /// A navigation controller (the initial controller) whose root is a list; the list shows a
    /// detail, which unwinds to the list's Exit.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        targetRuntime="iOS.CocoaTouch" initialViewController="nav">
            <scenes>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="root"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-nav" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s-list">
                    <objects>
                        <viewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="list-view"/>
                            <connections>
                                <segue destination="detail" kind="show" identifier="open" id="open"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-list" sceneMemberID="firstResponder"/>
                        <exit id="exit-list" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="s-detail">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detail-view"/>
                            <connections>
                                <segue destination="exit-list" kind="unwind" unwindAction="back:" id="back"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-detail" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The storyboard, converted.
    static func converted() throws -> NibDocument {
        try XibCompiler().compile(bytes: Array(storyboard.utf8), path: "Flow.storyboard").document
    }

    /// What the reader says of `document` written as a manifest: nil when it reads. (The member
    /// at fault; its position in the text is pinned by `ManifestReaderErrorTests`.)
    static func failure(_ document: NibDocument) -> ManifestError? {
        do {
            _ = try ManifestReader.read(string: ManifestWriter.string(for: document))
            return nil
        } catch {
            return error.withoutPosition
        }
    }

    static func objectIndex(_ id: String, in document: NibDocument) throws -> Int {
        try #require(document.objects.firstIndex { $0.id == id })
    }

    static func segue(_ id: String, from source: String, to destination: String, kind: String) -> NibConnection {
        NibConnection(id: id, kind: .segue, source: source, destination: destination, name: kind)
    }

    @Test func theConvertedStoryboardReads() throws {
        let document = try Self.converted()
        #expect(try ManifestReader.read(string: ManifestWriter.string(for: document)) == document)
    }

    @Test func duplicateStoryboardIdentifier() throws {
        var document = try Self.converted()
        let detail = try Self.objectIndex("detail", in: document)
        let list = try Self.objectIndex("list", in: document)
        document.objects[detail].properties.set("storyboardIdentifier", .string("List"))
        #expect(
            Self.failure(document)
                == .inconsistentGraph(
                    path: "$.objects[\(detail)].properties.storyboardIdentifier",
                    message: "duplicate storyboard identifier \"List\"; $.objects[\(list)] has it too"))
    }

    @Test func relationshipCycle() throws {
        var document = try Self.converted()
        document.connections.append(Self.segue("loop", from: "list", to: "nav", kind: "embed"))
        #expect(
            Self.failure(document)
                == .inconsistentGraph(
                    path: "$.connections[\(document.connections.count - 1)]",
                    message: #"relationship cycle: "nav" → "list" → "nav" contain each other"#))
    }

    @Test func initialControllerIsAPlaceholder() throws {
        var document = try Self.converted()
        document.initialController = "fr-nav"
        #expect(
            Self.failure(document)
                == .inconsistentGraph(
                    path: "$.initialController",
                    message: "initial view controller \"fr-nav\" is not the controller of a scene in this storyboard"))
    }

    @Test func initialControllerIsNoScenesController() throws {
        var document = try Self.converted()
        document.initialController = "list-view"
        #expect(
            Self.failure(document)
                == .inconsistentGraph(
                    path: "$.initialController",
                    message: "initial view controller \"list-view\" is not the controller of a scene in this storyboard"
                ))
    }

    @Test func sceneControllerIsAPlaceholder() throws {
        var document = try Self.converted()
        document.scenes[0].controller = "fr-nav"
        document.initialController = "fr-nav"
        #expect(
            Self.failure(document)
                == .inconsistentGraph(
                    path: "$.scenes[0].controller", message: "\"fr-nav\" is not one of the scene's objects"))
    }

    @Test func sceneControllerOfAnotherScene() throws {
        var document = try Self.converted()
        document.scenes[0].controller = "list"
        #expect(
            Self.failure(document)
                == .inconsistentGraph(
                    path: "$.scenes[0].controller", message: "\"list\" is not one of the scene's objects"))
    }

    @Test func segueToSomethingThatIsNoScenesController() throws {
        var document = try Self.converted()
        let offset = try #require(document.connections.firstIndex { $0.id == "open" })
        document.connections[offset].destination = "detail-view"
        #expect(
            Self.failure(document)
                == .inconsistentGraph(
                    path: "$.connections[\(offset)].destination",
                    message:
                        "show segue destination \"detail-view\" is not the controller of a scene in this storyboard"))
    }

    @Test func unwindSegueToAController() throws {
        var document = try Self.converted()
        let offset = try #require(document.connections.firstIndex { $0.id == "back" })
        document.connections[offset].destination = "list"
        #expect(
            Self.failure(document)
                == .inconsistentGraph(
                    path: "$.connections[\(offset)].destination",
                    message: "unwind segue destination \"list\" is not the Exit of a scene in this storyboard"))
    }

    /// A cycle is found whatever order the objects come in: the segue's source is found in its
    /// scene by walking up its parents.
    @Test func cycleFromAChildInAnyOrder() throws {
        var document = try Self.converted()
        document.connections.append(Self.segue("loop", from: "list-view", to: "nav", kind: "relationship"))
        document.objects.reverse()
        let failure = try #require(Self.failure(document))
        guard case .inconsistentGraph(_, let message, _) = failure else {
            Issue.record("expected an inconsistent graph, got \(failure)")
            return
        }
        #expect(message.hasPrefix("relationship cycle: "))
    }

    /// Objects whose parents form a cycle belong to no scene: a containment segue from one of
    /// them leads nowhere back, and the walk up their parents ends.
    @Test func parentCycleIsInNoScene() throws {
        var document = try Self.converted()
        let listView = try Self.objectIndex("list-view", in: document)
        let detailView = try Self.objectIndex("detail-view", in: document)
        document.objects[listView].parent = "detail-view"
        document.objects[detailView].parent = "list-view"
        document.connections.append(Self.segue("loop", from: "list-view", to: "nav", kind: "relationship"))
        #expect(Self.failure(document) == nil)
    }

    /// The rules are the converter's: the check gives the converter's own error for them.
    @Test func theConverterAndTheReaderShareTheCheck() throws {
        var document = try Self.converted()
        document.initialController = "fr-nav"
        #expect(throws: StoryboardViolation.initialControllerNotInScene(id: "fr-nav")) {
            try StoryboardStructure.check(document)
        }
        let broken = Self.storyboard.replacingOccurrences(
            of: #"initialViewController="nav""#, with: #"initialViewController="fr-nav""#)
        #expect(throws: XibError.self) {
            try XibCompiler().compile(bytes: Array(broken.utf8), path: "Flow.storyboard")
        }
    }
}

/// Every corpus storyboard's manifest reads, and breaking it in each general way (a repeated
/// identifier, a containment cycle, a placeholder as the initial controller) makes it refused.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct StoryboardCorpusManifestTests {
    static let files = TestCorpus.files(in: "storyboard", withExtension: "storyboard")

    @Test func corpusHasStoryboards() {
        #expect(!Self.files.isEmpty)
    }

    @Test(arguments: files)
    func manifestReadsAndRefusesBrokenCopies(path: String) throws {
        let document = try XibCompiler().compile(contentsOf: path).document
        #expect(try ManifestReader.read(string: ManifestWriter.string(for: document)) == document)

        let controllers = document.scenes.compactMap(\.controller)
        if let placeholder = document.placeholders.first {
            var broken = document
            broken.initialController = placeholder.id
            #expect(
                StoryboardManifestTests.failure(broken)
                    == .inconsistentGraph(
                        path: "$.initialController",
                        message:
                            "initial view controller \"\(placeholder.id)\" is not the controller of a scene in this storyboard"
                    ))
        }
        guard controllers.count >= 2 else { return }
        let first = try StoryboardManifestTests.objectIndex(controllers[0], in: document)
        let second = try StoryboardManifestTests.objectIndex(controllers[1], in: document)

        var repeated = document
        for offset in [first, second] {
            repeated.objects[offset].properties.set("storyboardIdentifier", .string("Twice"))
        }
        #expect(
            StoryboardManifestTests.failure(repeated)
                == .inconsistentGraph(
                    path: "$.objects[\(max(first, second))].properties.storyboardIdentifier",
                    message: "duplicate storyboard identifier \"Twice\"; $.objects[\(min(first, second))] has it too"))

        var cycle = document
        cycle.connections += [
            StoryboardManifestTests.segue("cycle-1", from: controllers[0], to: controllers[1], kind: "relationship"),
            StoryboardManifestTests.segue("cycle-2", from: controllers[1], to: controllers[0], kind: "embed"),
        ]
        let failure = try #require(StoryboardManifestTests.failure(cycle))
        guard case .inconsistentGraph(let at, let message, _) = failure else {
            Issue.record("expected an inconsistent graph, got \(failure)")
            return
        }
        #expect(at.hasPrefix("$.connections["))
        #expect(message.hasPrefix("relationship cycle: "))
    }
}
