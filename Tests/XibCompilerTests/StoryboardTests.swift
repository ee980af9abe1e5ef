import Foundation
import NibManifest
import NibModel
import NibTestSupport
import Testing

@testable import XibCompiler

extension TestPaths {
    /// Every `.storyboard` file below the corpus directory, found at run time, sorted.
    static func corpusStoryboards() -> [String] {
        TestCorpus.files(in: "storyboard", withExtension: "storyboard")
    }

    static func storyboardFixture(_ name: String) -> String { fixture("Storyboards/\(name).storyboard") }
}

/// Every corpus storyboard compiles; its `inspect --json` summary over all scenes equals an
/// independent reading of the XML; its manifest is deterministic, reads back and validates
/// against the schema; its scenes partition its top-level objects.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct StoryboardCorpusTests {
    static let files = TestPaths.corpusStoryboards()

    @Test func corpusIsPresent() {
        #expect(Self.files.count >= 10, "expected the shared corpus beside the package")
    }

    @Test(arguments: files)
    func inspectJSONMatchesIndependentReading(path: String) throws {
        let expected = try IndependentReading(path: path).summary
        #expect(expected.objects > 0)
        try CorpusChecks.inspectJSON(of: path, equals: expected)
    }

    @Test(arguments: files)
    func manifestIsDeterministicAndRoundTrips(path: String) throws {
        try CorpusChecks.manifestIsDeterministicAndRoundTrips(path)
    }

    /// Scenes split the document: each top-level object and placeholder belongs to exactly one
    /// scene, each scene has a controller among its objects, the initial controller is one of them.
    @Test(arguments: files)
    func scenesPartitionTheDocument(path: String) throws {
        let document = try XibCompiler().compile(contentsOf: path).document
        #expect(!document.scenes.isEmpty)
        #expect(document.scenes.flatMap(\.objects) == document.topLevelObjects)
        #expect(Set(document.scenes.flatMap(\.placeholders)) == Set(document.placeholders.map(\.id)))
        for scene in document.scenes {
            let controller = try #require(scene.controller, "scene \(scene.id) has no controller")
            #expect(scene.objects.contains(controller))
        }
        if let initial = document.initialController {
            #expect(document.scenes.contains { $0.controller == initial })
        }
    }

    @Test func everyManifestValidatesAgainstTheSchema() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swift-nib-sb-schema-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var manifests: [String] = []
        let inputs = Self.files + ["Other", "References", "Watch"].map(TestPaths.storyboardFixture)
        for (index, path) in inputs.enumerated() {
            let document = try XibCompiler().compile(contentsOf: path).document
            let out = directory.appendingPathComponent("\(index).nib.json")
            try Data(ManifestWriter.data(for: document)).write(to: out)
            manifests.append(out.path)
        }
        let result = try ManifestSchema.validate(manifests)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("\(manifests.count) valid"))
    }
}

/// Fixture storyboards: what the converter records of scenes, segues, exits and references, and
/// one positioned error (and no output) for each kind of broken storyboard.
@Suite struct StoryboardFixtureTests {
    func compile(_ name: String, options: XibCompiler.Options = .init()) throws(XibError) -> NibDocument {
        try XibCompiler(options: options).compile(contentsOf: TestPaths.storyboardFixture(name)).document
    }

    func error(_ name: String, options: XibCompiler.Options = .init()) -> XibError? {
        do {
            _ = try compile(name, options: options)
            return nil
        } catch {
            return error
        }
    }

    func at(_ name: String, _ line: Int, _ column: Int) -> NibModel.SourceLocation {
        NibModel.SourceLocation(file: TestPaths.storyboardFixture(name), line: line, column: column)
    }

    @Test func scenesSeguesAndExits() throws {
        let document = try compile("Other")
        #expect(document.scenes.map(\.id) == ["s1", "s2", "s3", "s4"])
        #expect(document.scenes.map(\.controller) == ["nav", "list", "detail", "settings"])
        #expect(document.initialController == "nav")
        #expect(document.scenes[0].canvasLocation == NibPoint(x: 20, y: -12.5))
        #expect(document.scenes[2].placeholders == ["f3", "x3"])
        let exit = try #require(document.placeholders.first { $0.id == "x3" })
        #expect(exit.role == .exit && exit.className == "UIStoryboardUnwindSegueSource")
        let segues = document.connections.filter { $0.kind == .segue }
        #expect(segues.map(\.source) == ["nav", "cell", "done", "detail"])
        #expect(segues.map(\.name) == ["relationship", "show", "unwind", "presentation"])
        #expect(segues[2].destination == "x3" && segues[2].properties["unwindAction"] == .string("unwindToList:"))
        #expect(segues[0].properties["relationship"] == .string("rootViewController"))
        let cell = try #require(document.objects.first { $0.id == "cell" })
        #expect(cell.properties["reuseIdentifier"] == .string("Item"))
        #expect(!document.info.attributes.contains { $0.name == "initialViewController" })
    }

    /// WatchKit scenes mark no member with `sceneMemberID`: the first object is the controller.
    @Test func watchKitScenes() throws {
        let document = try compile("Watch")
        #expect(document.info.platform == .watchOS)
        #expect(document.scenes.map(\.controller) == ["AgC-eL-Hgc", "DtL-bb-001", "YCC-NB-fut"])
        #expect(document.initialController == "AgC-eL-Hgc")
        #expect(document.connections.filter { $0.kind == .segue }.map(\.source) == ["Btn-aa-002"])
        let reading = try IndependentReading(path: TestPaths.storyboardFixture("Watch"))
        let summary = NibSummary(try ManifestReader.read(ManifestWriter.data(for: document)))
        #expect(summary.objects == reading.objects && summary.connections == reading.connections)
    }

    @Test func referencesResolveAgainstSiblingsAndItself() throws {
        let document = try compile(
            "References",
            options: .init(
                storyboardDirectories: [TestPaths.fixtures.appendingPathComponent("Storyboards").path],
                requiresReferencedStoryboards: true))
        let references = document.objects.filter { $0.element == "viewControllerPlaceholder" }
        #expect(references.map(\.id) == ["ref1", "ref2", "ref3"])
        #expect(document.scenes.compactMap(\.controller) == ["tabs", "ref1", "ref2", "ref3"])
    }

    @Test func segueToMissingScene() {
        #expect(
            error("SegueToMissingScene")
                == .segueToMissingScene(at("SegueToMissingScene", 11, 25), destination: "nowhere", kind: "show"))
    }

    @Test func relationshipCycle() throws {
        let failure = try #require(error("RelationshipCycle"))
        #expect(failure == .relationshipCycle(at("RelationshipCycle", 20, 25), controllers: ["c1", "c2", "c1"]))
        #expect(failure.description.hasSuffix(#"error: relationship cycle: "c1" → "c2" → "c1" contain each other"#))
    }

    @Test func missingReferencedStoryboardWhenTheStoryboardsAreKnown() {
        let known = XibCompiler.Options(
            storyboardDirectories: [TestPaths.fixtures.path], requiresReferencedStoryboards: true)
        guard
            case .missingReferencedStoryboard(let location, "Nowhere", _)? = error(
                "MissingReferencedStoryboard", options: known)
        else {
            Issue.record("expected a missing referenced storyboard")
            return
        }
        #expect(location == at("MissingReferencedStoryboard", 20, 17))
        // Without the list of the app's storyboards, one found nowhere is assumed to be compiled elsewhere.
        #expect(error("MissingReferencedStoryboard") == nil)
    }

    @Test func missingReferencedIdentifier() {
        #expect(
            error("MissingReferencedIdentifier")
                == .missingReferencedIdentifier(
                    at("MissingReferencedIdentifier", 20, 17), storyboard: "Other", identifier: "Missing"))
    }

    /// A referenced storyboard that is not well-formed: the error stands at the reference, and a
    /// note stands at the problem in the other storyboard, as a position rather than message text.
    @Test func malformedReferencedStoryboardIsPositionedInIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swift-nib-sb-ref-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("Main.storyboard").path
        let other = directory.appendingPathComponent("Other.storyboard").path
        try FileManager.default.copyItem(
            atPath: TestPaths.storyboardFixture("MissingReferencedIdentifier"), toPath: main)
        try
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n    <scenes>\n        <scene>\n</document>\n"
            .write(toFile: other, atomically: true, encoding: .utf8)
        let failure: XibError
        do {
            _ = try XibCompiler().compile(contentsOf: main)
            Issue.record("expected an unreadable referenced storyboard")
            return
        } catch {
            failure = error
        }
        guard case .unreadableReferencedStoryboard(let location, let path, let reason, let position?) = failure else {
            Issue.record("unexpected \(failure)")
            return
        }
        #expect(location == NibModel.SourceLocation(file: main, line: 20, column: 17))
        #expect(path == other)
        #expect(position.line == 4)
        #expect(!reason.contains(":\(position.column):"), "the position is in the message text: \(reason)")
        let lines = failure.description.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "\(main):20:17: error: cannot read referenced storyboard \(other)",
                "\(other):4:\(position.column): note: \(reason)",
            ])
        let convert = try CLI.run(["convert", main, "-o", directory.path])
        #expect(convert.status != 0)
        #expect(convert.stderr == failure.description + "\n")
    }

    @Test func duplicateStoryboardIdentifier() {
        #expect(
            error("DuplicateStoryboardIdentifier")
                == .duplicateStoryboardIdentifier(
                    at("DuplicateStoryboardIdentifier", 17, 17), identifier: "Same",
                    first: SourcePosition(line: 6, column: 17)))
    }

    @Test func missingInitialController() {
        #expect(
            error("MissingInitialController")
                == .missingInitialController(at("MissingInitialController", 2, 1), id: "gone"))
    }

    /// Hostile shapes: a scene without an id, a reference to its own storyboard's missing
    /// identifier, an unwind segue that does not lead to an Exit, two controllers in a scene,
    /// a long chain of relationships (no recursion limit).
    @Test func hostileStoryboards() throws {
        func compile(_ scenes: String, root: String = "") throws(XibError) -> NibDocument {
            let xml =
                #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"\#(root)><scenes>"#
                + scenes + "</scenes></document>"
            return try XibCompiler().compile(bytes: Array(xml.utf8), path: "Bad.storyboard").document
        }
        func failure(_ scenes: String, root: String = "") -> XibError? {
            do {
                _ = try compile(scenes, root: root)
                return nil
            } catch { return error }
        }
        #expect(
            failure("<scene><objects/></scene>")
                == .missingAttribute(
                    NibModel.SourceLocation(file: "Bad.storyboard", line: 1, column: 125), element: "scene",
                    attribute: "sceneID"))
        guard
            case .missingReferencedIdentifier(_, "Bad", "X")? = failure(
                #"<scene sceneID="a"><objects><viewControllerPlaceholder referencedIdentifier="X" id="r" sceneMemberID="viewController"/></objects></scene>"#
            )
        else {
            Issue.record("expected a missing identifier in the storyboard itself")
            return
        }
        guard
            case .segueToMissingScene(_, "c", "unwind")? = failure(
                #"<scene sceneID="a"><objects><viewController id="c" sceneMemberID="viewController"><connections><segue destination="c" kind="unwind" unwindAction="back:" id="g"/></connections></viewController></objects></scene>"#
            )
        else {
            Issue.record("expected an unwind segue to a controller to be refused")
            return
        }
        guard
            case .duplicateSceneController(_, "a", "c")? = failure(
                #"<scene sceneID="a"><objects><viewController id="c" sceneMemberID="viewController"/><viewController id="d" sceneMemberID="viewController"/></objects></scene>"#
            )
        else {
            Issue.record("expected two controllers in a scene to be refused")
            return
        }
        var chain = ""
        let count = 20_000
        for index in 0..<count {
            let next =
                index + 1 < count
                ? #"<connections><segue destination="c\#(index + 1)" kind="embed" id="g\#(index)"/></connections>"# : ""
            chain +=
                #"<scene sceneID="s\#(index)"><objects><viewController id="c\#(index)" sceneMemberID="viewController">\#(next)</viewController></objects></scene>"#
        }
        #expect(try compile(chain, root: #" initialViewController="c0""#).scenes.count == count)
        let cycle = chain.replacingOccurrences(
            of: #"<viewController id="c\#(count - 1)" sceneMemberID="viewController">"#,
            with:
                #"<viewController id="c\#(count - 1)" sceneMemberID="viewController"><connections><segue destination="c0" kind="embed" id="back"/></connections>"#
        )
        guard case .relationshipCycle(_, let controllers)? = failure(cycle) else {
            Issue.record("expected the long cycle to be found")
            return
        }
        #expect(controllers.count == count + 1)
    }
}

/// The command line on storyboards: `convert` names the manifest `NAME.nib.json`, `inspect`
/// shows the scenes, a broken storyboard prints one positioned error, exits non-zero and writes nothing.
@Suite struct StoryboardCLITests {
    @Test func convertInspectAndGenerate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swift-nib-sb-cli-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = TestPaths.storyboardFixture("Other")
        let convert = try CLI.run(["convert", input, "-o", directory.path])
        #expect(convert.status == 0, "\(convert.stderr)")
        let manifest = directory.appendingPathComponent("Other.nib.json").path
        #expect(FileManager.default.fileExists(atPath: manifest))
        let human = try CLI.run(["inspect", input])
        #expect(human.status == 0)
        #expect(human.stdout.contains("scenes: 4"))
        #expect(human.stdout.contains(#"list tableViewController : ItemListController identifier "List""#))
        #expect(human.stdout.contains("nav navigationController : UINavigationController (initial)"))
        let fromManifest = try CLI.run(["inspect", "--json", manifest])
        let fromStoryboard = try CLI.run(["inspect", "--json", input])
        #expect(fromManifest.stdout == fromStoryboard.stdout && !fromManifest.stdout.isEmpty)
        #expect(try CLI.run(["validate", input, manifest]).status == 0)
        for command in ["generate", "scaffold"] {
            let output = directory.appendingPathComponent(command)
            let result = try CLI.run([command, manifest, "-o", output.path])
            #expect(result.status == 0, "\(command): \(result.stderr)")
        }
    }

    @Test(arguments: [
        "SegueToMissingScene", "RelationshipCycle", "MissingReferencedIdentifier",
        "DuplicateStoryboardIdentifier", "MissingInitialController",
    ])
    func brokenStoryboardsFailWithOnePositionedError(name: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swift-nib-sb-bad-\(getpid())-\(name)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = TestPaths.storyboardFixture(name)
        let result = try CLI.run(["convert", input, "-o", directory.path])
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasPrefix("\(input):") == true && lines.first?.contains(": error: ") == true,
            "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// A reference into another bundle is not checked; with the app's storyboards known it is a
    /// warning at its line (the app's storyboard set cannot reach it), without them nothing.
    @Test func referenceIntoAnotherBundleIsAWarningWithTheAppsStoryboards() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swift-nib-sb-bundle-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Main.storyboard").path
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="start">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="start" sceneMemberID="viewController">
                            <connections>
                                <segue destination="help" kind="show" identifier="help" id="g1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Help" bundleIdentifier="com.example.Help" id="help" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.write(toFile: input, atomically: true, encoding: .utf8)
        let alone = try CLI.run(["convert", input, "-o", directory.path])
        #expect(alone.status == 0 && alone.stderr.isEmpty, "\(alone.stderr)")
        let known = try CLI.run(["convert", input, "--storyboards", directory.path, "-o", directory.path])
        #expect(known.status == 0)
        #expect(
            known.stderr.hasPrefix(
                "\(input):15:17: warning: storyboard reference to \"Help\" in bundle \"com.example.Help\" is not checked"
            ),
            "\(known.stderr)")
    }

    @Test func missingStoryboardIsAnErrorWithTheAppsStoryboards() throws {
        let input = TestPaths.storyboardFixture("MissingReferencedStoryboard")
        #expect(
            try CLI.run(["convert", input, "--manifest", "/dev/null/none.nib.json"]).stderr.contains("cannot write"))
        let convert = try CLI.run([
            "convert", input, "--storyboards", TestPaths.fixtures.path, "--manifest", "/dev/null/none.nib.json",
        ])
        #expect(convert.status != 0)
        #expect(
            convert.stderr.contains("\(input):20:17: error: referenced storyboard \"Nowhere\" not found"),
            "\(convert.stderr)")
    }
}
