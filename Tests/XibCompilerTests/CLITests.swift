import Foundation
import Testing

/// The `codegen` command line as a user runs it.
@Suite struct CLITests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    @Test func convertWritesOneManifestPerInput() throws {
        let out = scratch.appendingPathComponent("out")
        let inputs = [TestPaths.fixture("ValueKinds.xib"), TestPaths.fixture("MacPlaceholders.xib")]
        let result = try CLI.run(["convert"] + inputs + ["-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["MacPlaceholders.nib.json", "ValueKinds.nib.json"])
        let manifest = try String(contentsOf: out.appendingPathComponent("ValueKinds.nib.json"), encoding: .utf8)
        #expect(manifest.hasPrefix("{\n  \"format\": \"swift-nib/1\","))
    }

    /// `--swift` creates the folders of its file as `-o` does.
    @Test func convertSwiftCreatesItsFolder() throws {
        let destination = scratch.appendingPathComponent("Generated/Deeper/ValueKinds+Manifest.swift")
        let result = try CLI.run(["convert", TestPaths.fixture("ValueKinds.xib"), "--swift", destination.path])
        #expect(result.status == 0, "\(result.stderr)")
        let source = try String(contentsOf: destination, encoding: .utf8)
        #expect(source.contains("ValueKinds"))
    }

    /// `scaffold` reads the same `nib.json` as `generate`: a class renamed by `types` is
    /// scaffolded under its Swift name, deriving from the base `generate` writes for it.
    @Test func scaffoldAndGenerateAgreeOnConfiguredTypeNames() throws {
        let config = scratch.appendingPathComponent("nib.json")
        try #"{"types": {"PrefsController": "PreferencesController"}}"#.write(
            to: config, atomically: true, encoding: .utf8)
        let input = TestPaths.fixture("MacPlaceholders.xib")
        let generated = scratch.appendingPathComponent("generated")
        let scaffolded = scratch.appendingPathComponent("app")
        let generate = try CLI.run(["generate", input, "-o", generated.path, "--config", config.path])
        #expect(generate.status == 0, "\(generate.stderr)")
        let scaffold = try CLI.run(["scaffold", input, "-o", scaffolded.path, "--config", config.path])
        #expect(scaffold.status == 0, "\(scaffold.stderr)")
        let base = try String(
            contentsOf: generated.appendingPathComponent("MacPlaceholders+Nib.swift"), encoding: .utf8)
        #expect(base.contains("class PreferencesControllerBase"))
        let app = try String(
            contentsOf: scaffolded.appendingPathComponent("PreferencesController.swift"), encoding: .utf8)
        #expect(app.contains("PreferencesController: PreferencesControllerBase"), "\(app)")
        #expect(!app.contains("PrefsControllerBase"))
    }

    @Test func convertIsByteIdenticalAndLeavesUnchangedFilesAlone() throws {
        let input = TestPaths.fixture("ValueKinds.xib")
        #expect(try CLI.run(["convert", input, "-o", scratch.path]).status == 0)
        let path = scratch.appendingPathComponent("ValueKinds.nib.json").path
        let first = try Data(contentsOf: URL(fileURLWithPath: path))
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        #expect(try CLI.run(["convert", input, "-o", scratch.path]).status == 0)
        let second = try Data(contentsOf: URL(fileURLWithPath: path))
        let after = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(first == second)
        #expect(before == after)
    }

    @Test func errorsArePositionedAndLeaveNoOutput() throws {
        let bad = scratch.appendingPathComponent("Broken.xib")
        try """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view id="a">
                    <connections>
                        <outlet property="x" destination="missing" id="c"/>
                    </connections>
                </view>
            </objects>
        </document>
        """.write(to: bad, atomically: true, encoding: .utf8)
        let out = scratch.appendingPathComponent("out")
        let result = try CLI.run(["convert", bad.path, "-o", out.path])
        #expect(result.status != 0)
        #expect(
            result.stderr == "\(bad.path):5:17: error: outlet destination \"missing\" does not exist in this document\n"
        )
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
        #expect(leftovers.isEmpty, "partial output: \(leftovers)")
    }

    @Test func strictWarnsAboutWhatIsKeptGenerically() throws {
        let result = try CLI.run(["convert", "--strict", TestPaths.fixture("ValueKinds.xib"), "-o", scratch.path])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "ValueKinds.xib:39:13: warning: element <mysteryThing> is not understood; kept as written"))
    }

    @Test func inspectCoverageListsCountsAndPositions() throws {
        let result = try CLI.run(["inspect", "--coverage", TestPaths.fixture("ValueKinds.xib")])
        #expect(result.status == 0)
        #expect(result.stdout.contains("element mysteryThing ×1 first at "))
        #expect(result.stdout.contains("ValueKinds.xib:39:13"))
    }

    @Test func inspectReadsManifestsToo() throws {
        #expect(try CLI.run(["convert", TestPaths.fixture("ExternalPlaceholder.xib"), "-o", scratch.path]).status == 0)
        let manifest = scratch.appendingPathComponent("ExternalPlaceholder.nib.json").path
        let fromManifest = try CLI.run(["inspect", "--json", manifest])
        let fromXib = try CLI.run(["inspect", "--json", TestPaths.fixture("ExternalPlaceholder.xib")])
        #expect(fromManifest.status == 0)
        #expect(fromManifest.stdout == fromXib.stdout)
        #expect(fromManifest.stdout.contains("\"identifier\": \"SessionStore\""))
        let human = try CLI.run(["inspect", manifest])
        #expect(human.stdout.contains("ext external SessionStore : SessionStore"))
    }

    /// A storyboard of many scenes is summarised from the graph it compiles to, without its
    /// manifest: the summary is the one its manifest gives.
    @Test func inspectOfManyScenesIsTheSummaryOfItsManifest() throws {
        let scenes = (0..<2_000).map { number in
            """
            <scene sceneID="s\(number)"><objects><viewController title="Detail" id="v\(number)" \
            customClass="DetailViewController" sceneMemberID="viewController"><view key="view" id="w\(number)"/>\
            <connections><segue destination="v\((number + 1) % 2_000)" kind="show" id="g\(number)"/></connections>\
            </viewController></objects></scene>
            """
        }
        let storyboard = scratch.appendingPathComponent("Many.storyboard")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="v0"><scenes>
        \(scenes.joined(separator: "\n"))
        </scenes></document>
        """.write(to: storyboard, atomically: true, encoding: .utf8)
        #expect(try CLI.run(["convert", storyboard.path, "-o", scratch.path]).status == 0)
        let fromManifest = try CLI.run(["inspect", "--json", scratch.appendingPathComponent("Many.nib.json").path])
        let fromStoryboard = try CLI.run(["inspect", "--json", storyboard.path])
        #expect(fromStoryboard.status == 0)
        #expect(fromStoryboard.stdout == fromManifest.stdout)
        #expect(fromStoryboard.stdout.components(separatedBy: "\"kind\": \"segue\"").count == 2_001)
    }

    @Test func validateReportsWithoutWriting() throws {
        let ok = try CLI.run(["validate", TestPaths.fixture("MacPlaceholders.xib")])
        #expect(ok.status == 0)
        let legacy = scratch.appendingPathComponent("Old.xib")
        try #"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="6.00"></archive>"#
            .write(to: legacy, atomically: true, encoding: .utf8)
        let result = try CLI.run(["validate", legacy.path])
        #expect(result.status != 0)
        #expect(
            result.stderr.hasPrefix(
                "\(legacy.path):1:22: error: legacy archive of type \"com.apple.InterfaceBuilder3.Cocoa.XIB\", version \"6.00\" is not supported"
            ))
    }

    @Test func corruptManifestIsATypedError() throws {
        let manifest = scratch.appendingPathComponent("Bad.nib.json")
        try "{\n  \"format\": \"swift-nib/1\",\n  \"source\": 3\n".write(
            to: manifest, atomically: true, encoding: .utf8)
        let result = try CLI.run(["inspect", "--json", manifest.path])
        #expect(result.status != 0)
        #expect(result.stderr == "\(manifest.path):4:1: error: invalid JSON: unexpected end of input\n")
    }

    /// A manifest's problems print in the compiler form like a document's: the file once, then
    /// the position when the reader knows one.
    @Test func manifestErrorsNameTheFileOnce() throws {
        let missing = scratch.appendingPathComponent("Missing.nib.json").path
        let unreadable = try CLI.run(["inspect", missing])
        #expect(unreadable.status != 0)
        #expect(unreadable.stderr == "\(missing): error: cannot read manifest: No such file or directory\n")
        let incomplete = scratch.appendingPathComponent("Incomplete.nib.json")
        try #"{"format": "swift-nib/1"}"#.write(to: incomplete, atomically: true, encoding: .utf8)
        let result = try CLI.run(["validate", incomplete.path])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("\(incomplete.path):1:1: error: $.source: missing"), "\(result.stderr)")
    }
}
