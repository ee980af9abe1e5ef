import Foundation
import NibTestSupport
import Testing

/// A scene view saved at 375 × 667 by toolsVersion 13156 is archived at 600 × 600, and its
/// subviews are laid out again: a subview pinned to the view's edges moves with them, anything
/// whose new frame is not a translation is a positioned error at the view.
@Suite struct CompileUIKitRelayoutTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-relayout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// One scene whose view (line 7) holds a 40 × 30 view at (315, 617) and `constraints`.
    static func storyboard(constraints: [String]) -> String {
        let scene = UIKitStoryboardText.constrainedScene(
            viewSize: (375, 667), subviewFrame: (315, 617, 40, 30), constraints: constraints)
        return UIKitStoryboardText.document(toolsVersion: "13156.6", scenes: [scene])
    }

    func compile(_ text: String) throws -> (result: CLI.Result, input: String, output: String) {
        let input = scratch.appendingPathComponent("Main.storyboard").path
        try text.write(toFile: input, atomically: true, encoding: .utf8)
        let output = scratch.appendingPathComponent("Main.storyboardc").path
        return (try CLI.run(["compile", input, "-o", output]), input, output)
    }

    /// Pinned 20 from the trailing edge and 20 from the bottom: the subview moves by the
    /// growth, 225 right and 67 up (centre 560, 565).
    @Test func pinnedSubviewMovesWithTheEdges() throws {
        let run = try compile(
            Self.storyboard(constraints: [
                #"<constraint firstAttribute="trailing" secondItem="i0" secondAttribute="trailing" constant="20" id="k0"/>"#,
                #"<constraint firstAttribute="bottom" secondItem="i0" secondAttribute="bottom" constant="20" id="k1"/>"#,
            ]))
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let view = try CLI.run(["dump", "--sorted", run.output + "/c0-view-v0.nib"]).stdout
        // (560, 565) as two little-endian doubles after the type byte 7.
        #expect(view.contains("UICenter = (data 17 bytes) 0700000000008081400000000000a88140"), "\(view)")
    }

    /// A width tied to the view, or a subview placed only horizontally, is not a translation.
    @Test(arguments: [
        [
            #"<constraint firstItem="i0" firstAttribute="width" secondItem="v0" secondAttribute="width" id="k0"/>"#,
            #"<constraint firstAttribute="bottom" secondItem="i0" secondAttribute="bottom" constant="20" id="k1"/>"#,
        ],
        [#"<constraint firstAttribute="trailing" secondItem="i0" secondAttribute="trailing" constant="20" id="k0"/>"#],
    ])
    func otherLayoutsAreRefused(_ constraints: [String]) throws {
        let run = try compile(Self.storyboard(constraints: constraints))
        #expect(run.result.status == 1)
        #expect(
            run.result.stderr.contains(run.input + ":7:")
                && run.result.stderr.contains("error: cannot compile attribute 'frame' of the scene's <view>"),
            "\(run.result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: run.output))
    }
}
