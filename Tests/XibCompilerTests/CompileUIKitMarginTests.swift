import Foundation
import NibTestSupport
import Testing

/// `codegen compile` on a storyboard with a constraint to a layout margin: toolsVersions up to
/// 10117 fold UIKit's default margin (8) into `NSConstant` beside the edge attribute; what no pair
/// shows is a positioned error naming the margin and no folder.
@Suite struct CompileUIKitMarginTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-margin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// One scene saved by `toolsVersion` whose view holds a view and `constraint` (line 16).
    static func storyboard(toolsVersion: String, constraint: String) -> String {
        let scene = UIKitStoryboardText.constrainedScene(
            viewSize: (600, 600), subviewFrame: (500, 20, 80, 80), constraints: [constraint])
        return UIKitStoryboardText.document(toolsVersion: toolsVersion, scenes: [scene])
    }

    func compile(_ text: String) throws -> (result: CLI.Result, input: String, output: String) {
        let input = scratch.appendingPathComponent("Main.storyboard").path
        try text.write(toFile: input, atomically: true, encoding: .utf8)
        let output = scratch.appendingPathComponent("Main.storyboardc").path
        return (try CLI.run(["compile", input, "-o", output]), input, output)
    }

    /// `trailing = view.trailingMargin + 4` and `top = view.topMargin`: the edge attribute and
    /// the margin attribute, the constant with the margin folded in (4 - 8, 0 + 8) and as
    /// written.
    @Test func marginsFoldIntoTheConstant() throws {
        for (constraint, lines) in [
            (
                #"<constraint firstItem="i0" firstAttribute="trailing" secondItem="v0" secondAttribute="trailingMargin" constant="4" id="k0"/>"#,
                [
                    "NSSecondAttribute = int8 6", "NSSecondAttributeV2 = int8 18", "NSConstant = double -4.0",
                    "NSConstantV2 = double 4.0",
                ]
            ),
            (
                #"<constraint firstItem="i0" firstAttribute="top" secondItem="v0" secondAttribute="topMargin" id="k0"/>"#,
                ["NSSecondAttribute = int8 3", "NSSecondAttributeV2 = int8 15", "NSConstant = double 8.0"]
            ),
        ] {
            let run = try compile(Self.storyboard(toolsVersion: "10117", constraint: constraint))
            #expect(run.result.status == 0, "\(run.result.stderr)")
            let view = try CLI.run(["dump", "--sorted", run.output + "/c0-view-v0.nib"]).stdout
            for line in lines { #expect(view.contains(line), "\(line): \(view)") }
            #expect(!view.contains("NSConstantV2") || lines.contains { $0.hasPrefix("NSConstantV2") }, "\(view)")
        }
    }

    /// A margin where no pair shows its archive is refused at the constraint, naming it.
    @Test(arguments: [
        ("14313.18", #"secondItem="v0" secondAttribute="trailingMargin""#, "'secondAttribute' 'trailingMargin'"),
        ("10117", #"secondItem="v0" secondAttribute="trailingMargin" multiplier="2""#, "'secondAttribute'"),
    ])
    func unlearntMarginsAreRefused(_ toolsVersion: String, _ second: String, _ named: String) throws {
        let constraint = #"<constraint firstItem="i0" firstAttribute="trailing" \#(second) id="k0"/>"#
        let run = try compile(Self.storyboard(toolsVersion: toolsVersion, constraint: constraint))
        #expect(run.result.status == 1)
        #expect(
            run.result.stderr.contains(run.input + ":16:")
                && run.result.stderr.contains("error: cannot compile attribute \(named)"),
            "\(run.result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: run.output))
    }
}
