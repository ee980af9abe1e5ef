import Foundation
import NibTestSupport
import Testing

/// `codegen compile` on a storyboard whose button triggers a segue to a second controller: a
/// `show` segue with an identifier compiles to its template and trigger, anything else is a
/// positioned error naming the segue and no folder.
@Suite struct CompileUIKitSegueTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-segue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// Two scenes saved by `toolsVersion`; the first's button holds `segue`.
    static func storyboard(toolsVersion: String = "14313.18", segue: String) -> String {
        let button = """
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b0">
                                        <rect key="frame" x="20" y="20" width="32" height="30"/>
                                        <state key="normal" title="Next"/>
                                        <connections>
                                            \(segue)
                                        </connections>
                                    </button>
            """
        return UIKitStoryboardText.document(
            toolsVersion: toolsVersion,
            scenes: [
                UIKitStoryboardText.scene(0, identifier: "First", subviews: button),
                UIKitStoryboardText.scene(1, identifier: "Second"),
            ])
    }

    func write(_ text: String) throws -> String {
        let path = scratch.appendingPathComponent("Main.storyboard").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The upstream placeholder names a nib's dump spells.
    static func placeholderNames(_ dump: String) -> Set<String> {
        Set(
            dump.split(separator: "\n").compactMap { line in
                line.range(of: "\"UpstreamPlaceholder-").map { String(line[$0.lowerBound...]) }
            })
    }

    /// A show segue: the first controller's nib holds the template (identifier, destination
    /// nib, `showViewController:sender:`) under the name its view's nib gives the proxy the
    /// button performs.
    @Test func showSegueCompilesToTemplateAndTrigger() throws {
        let input = try write(
            Self.storyboard(segue: #"<segue destination="c1" kind="show" identifier="Go" id="g0"/>"#))
        let output = scratch.appendingPathComponent("Main.storyboardc").path
        let result = try CLI.run(["compile", input, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        let controller = try CLI.run(["dump", "--sorted", output + "/First.nib"]).stdout
        for line in [
            "UIStoryboardShowSegueTemplate", "NS.bytes = \"Go\"", "NS.bytes = \"Second\"",
            "NS.bytes = \"showViewController:sender:\"", "NS.bytes = \"viewController\"",
            "UIStoryboardSegueTemplates = @",
        ] {
            #expect(controller.contains(line), "\(line): \(controller)")
        }
        let view = try CLI.run(["dump", "--sorted", output + "/c0-view-v0.nib"]).stdout
        for line in ["UIRuntimeEventConnection", "UIEventMask = int8 64", "NS.bytes = \"perform:\""] {
            #expect(view.contains(line), "\(line): \(view)")
        }
        let names = Self.placeholderNames(view)
        #expect(names.count == 1)
        #expect(Self.placeholderNames(controller) == names, "\(controller)\n\(view)")
    }

    /// What the pairs do not show is refused at the segue, naming it.
    @Test(arguments: [
        ("14313.18", #"<segue destination="c1" kind="presentation" identifier="Go" id="g0"/>"#, "'presentation'"),
        ("14313.18", #"<segue destination="c1" kind="show" id="g0"/>"#, "'show'"),
        ("20037", #"<segue destination="c1" kind="show" identifier="Go" id="g0"/>"#, "'show'"),
    ])
    func unlearntSeguesAreRefused(_ toolsVersion: String, _ segue: String, _ named: String) throws {
        let input = try write(Self.storyboard(toolsVersion: toolsVersion, segue: segue))
        let output = scratch.appendingPathComponent("Main.storyboardc").path
        let result = try CLI.run(["compile", input, "-o", output])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(input + ":15:")
                && result.stderr.contains("error: cannot compile connection \(named)"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
