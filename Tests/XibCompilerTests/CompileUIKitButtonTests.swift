import Foundation
import NibTestSupport
import Testing

/// `codegen compile` on a storyboard whose scene view holds a `<button>`: the forms learnt from
/// the pairs compile, anything else is a positioned error naming the attribute and no folder.
@Suite struct CompileUIKitButtonTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-button-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// A storyboard saved by `toolsVersion` with one scene whose view holds `button`.
    static func storyboard(toolsVersion: String, button: String) -> String {
        UIKitStoryboardText.document(
            toolsVersion: toolsVersion, scenes: [UIKitStoryboardText.scene(0, identifier: "Main", subviews: button)])
    }

    /// A rounded-rect button titled `Next` in the normal state; `extra` adds attributes,
    /// `content` replaces the state.
    static func button(extra: String = "", content: String = #"<state key="normal" title="Next"/>"#) -> String {
        """
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b0" \(extra)>
                                        <rect key="frame" x="20" y="20" width="32" height="30"/>
                                        \(content)
                                    </button>
        """
    }

    func write(_ text: String) throws -> String {
        let path = scratch.appendingPathComponent("Main.storyboard").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A learnt button: `UIButton` with its stateful content and the system font of its form.
    @Test func roundedRectButtonCompiles() throws {
        let input = try write(
            Self.storyboard(toolsVersion: "16097", button: Self.button(extra: #"buttonType="roundedRect""#)))
        let output = scratch.appendingPathComponent("Main.storyboardc").path
        let result = try CLI.run(["compile", input, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = try CLI.run(["dump", "--sorted", output + "/c0-view-v0.nib"])
        for line in [
            "UIButton\n", "UIButtonType = int8 1", "UIButtonContent", "NS.bytes = \"Next\"",
            "NS.bytes = \".SFUI-Regular\"", "UIFontPointSize = double 15.0", "UISystemFont = true",
        ] {
            #expect(dump.stdout.contains(line), "\(line): \(dump.stdout)")
        }
        // The scene view is opaque, the button (`opaque="NO"`) is not: one `UIOpaque`.
        #expect(dump.stdout.components(separatedBy: "UIOpaque = true").count == 2, "\(dump.stdout)")
    }

    /// What the pairs do not show is refused where the button is, naming what is not learnt.
    @Test(arguments: [
        ("16097", #"buttonType="system""#, #"<state key="normal" title="Next"/>"#, "attribute 'buttonType'"),
        ("20037", #"buttonType="roundedRect""#, #"<state key="normal" title="Next"/>"#, "attribute 'font'"),
        ("16097", #"buttonType="roundedRect""#, #"<state key="highlighted" title="Next"/>"#, "attribute 'highlighted'"),
        (
            "16097", #"buttonType="roundedRect""#,
            #"<state key="normal" title="Next"/><fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
            "attribute 'fontDescription'"
        ),
        ("16097", #"buttonType="roundedRect""#, "", "attribute 'state'"),
    ])
    func unlearntButtonsAreRefused(_ toolsVersion: String, _ extra: String, _ content: String, _ named: String) throws {
        let input = try write(
            Self.storyboard(toolsVersion: toolsVersion, button: Self.button(extra: extra, content: content)))
        let output = scratch.appendingPathComponent("Main.storyboardc").path
        let result = try CLI.run(["compile", input, "-o", output])
        #expect(result.status == 1)
        #expect(result.stderr.contains(input + ":11:"), "\(result.stderr)")
        #expect(result.stderr.contains("error: cannot compile \(named)"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
