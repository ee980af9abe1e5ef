import Foundation
import NibTestSupport
import Testing

/// `codegen compile` on a storyboard whose only scene is a table view controller with one
/// prototype cell: the forms the pairs show compile (the cell as a nested nib, the outlets to
/// the controller through its proxy), anything else is a positioned error and no folder.
@Suite struct CompileUIKitTableTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    func write(_ text: String) throws -> String {
        let path = scratch.appendingPathComponent("Main.storyboard").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The table's nib holds the cell's nib as data and reaches the controller through a proxy
    /// whose name the controller's nib lists with the controller.
    @Test func tableViewControllerCompiles() throws {
        let input = try write(UIKitStoryboardText.tableStoryboard())
        let output = scratch.appendingPathComponent("Main.storyboardc").path
        let result = try CLI.run(["compile", input, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        let view = try CLI.run(["dump", "--sorted", output + "/c0-view-t0.nib"]).stdout
        for line in [
            "UITableView", "UITableViewCellPrototypeNibs = @", "UITableViewCellPrototypeNibExternalObjects = @",
            "captureEnclosingNIBBundleOnDecode = true", "NS.bytes = \"dataSource\"", "NS.bytes = \"delegate\"",
            "NS.bytes = \"UpstreamPlaceholder-c0\"", "UIRowHeight = float32 44.0",
        ] {
            #expect(view.contains(line), "\(line): \(view)")
        }
        let controller = try CLI.run(["dump", "--sorted", output + "/List.nib"]).stdout
        #expect(controller.contains("NS.bytes = \"UpstreamPlaceholder-c0\""), "\(controller)")
        // 14313 archives the controller as its class (no class swapper).
        #expect(controller.contains(" UITableViewController\n"), "\(controller)")
    }

    /// What the pairs do not show is refused where it is written, naming it.
    @Test(arguments: [
        // No pair shows the separator's height between 14113 and 14313.
        (
            "14200", UIKitStoryboardText.tableStoryboard(toolsVersion: "14200"), ":12:",
            "class '_UITableViewCellSeparatorView'"
        ),
        // Nor a table view controller in coder 10.
        ("20037", UIKitStoryboardText.tableStoryboard(toolsVersion: "20037"), ":6:", "class 'UITableViewController'"),
        // Nor a background other than white where it becomes a system colour.
        (
            "red",
            UIKitStoryboardText.tableStoryboard(
                background: #"red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB""#),
            ":7:", "attribute 'backgroundColor' of <tableView>"
        ),
        // Nor a table without its prototype cell.
        ("empty", UIKitStoryboardText.tableStoryboard(prototypes: ""), ":7:", "attribute 'prototypes' of <tableView>"),
    ])
    func unlearntTablesAreRefused(_ label: String, _ text: String, _ line: String, _ named: String) throws {
        let input = try write(text)
        let output = scratch.appendingPathComponent("Main.storyboardc").path
        let result = try CLI.run(["compile", input, "-o", output])
        #expect(result.status == 1, "\(label)")
        #expect(
            result.stderr.contains(input + line) && result.stderr.contains("error: cannot compile \(named)"),
            "\(label): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output), "\(label)")
    }
}
