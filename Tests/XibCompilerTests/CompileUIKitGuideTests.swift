import Foundation
import NibTestSupport
import Testing

/// A scene view's constraints to its controller's layout guides, a guide as first item beside a
/// subview: archived in the view's constraints (their order is not significant), each guide
/// with its own constraints.
@Suite struct CompileUIKitGuideTests {
    static let storyboard = UIKitStoryboardText.document(
        toolsVersion: "14313.18",
        scenes: [
            UIKitStoryboardText.constrainedScene(
                viewSize: (375, 667), subviewFrame: (0, 28, 375, 631),
                constraints: [
                    #"<constraint firstItem="i0" firstAttribute="top" secondItem="tg" secondAttribute="bottom" constant="8" id="k0"/>"#,
                    #"<constraint firstItem="bg" firstAttribute="top" secondItem="i0" secondAttribute="bottom" constant="8" id="k1"/>"#,
                ], layoutGuides: true)
        ])

    @Test func guideAsFirstItemBesideASubviewCompiles() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "codegen-guide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("Main.storyboard").path
        try Self.storyboard.write(toFile: input, atomically: true, encoding: .utf8)
        let output = scratch.appendingPathComponent("Main.storyboardc").path
        let result = try CLI.run(["compile", input, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        let view = try CLI.run(["dump", "--sorted", output + "/c0-view-v0.nib"]).stdout
        // The two document constraints, and the guides' own (three each, held by the view too).
        #expect(view.components(separatedBy: "NSConstant = double 8.0").count - 1 == 2, "\(view)")
        #expect(view.contains("_UIViewControllerTop") && view.contains("_UIViewControllerBottom"), "\(view)")
    }
}
