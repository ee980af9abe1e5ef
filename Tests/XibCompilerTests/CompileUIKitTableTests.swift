import Foundation
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

    /// A table view controller (`c0`, identifier `List`) saved by `toolsVersion`, its table's
    /// background `background`, holding `prototypes` (the cell `PrefCell` when nil). The table
    /// view is on line 7, the first cell on line 12.
    static func storyboard(
        toolsVersion: String = "14313.18",
        background: String = #"red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB""#,
        prototypes: String? = nil
    ) -> String {
        let cell = """
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="PrefCell" id="p0">
                                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="p0" id="k0">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
            """
        let scene = """
                    <scene sceneID="s0">
                        <objects>
                            <tableViewController storyboardIdentifier="List" id="c0" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="t0">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <color key="backgroundColor" \(background)/>
                                    <prototypes>
            \(prototypes ?? cell)
                                    </prototypes>
                                    <connections>
                                        <outlet property="dataSource" destination="c0" id="o0"/>
                                        <outlet property="delegate" destination="c0" id="o1"/>
                                    </connections>
                                </tableView>
                            </tableViewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="f0" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
            """
        return UIKitStoryboardText.document(toolsVersion: toolsVersion, scenes: [scene])
    }

    func write(_ text: String) throws -> String {
        let path = scratch.appendingPathComponent("Main.storyboard").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The table's nib holds the cell's nib as data and reaches the controller through a proxy
    /// whose name the controller's nib lists with the controller.
    @Test func tableViewControllerCompiles() throws {
        let input = try write(Self.storyboard())
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
        ("14200", Self.storyboard(toolsVersion: "14200"), ":12:", "class '_UITableViewCellSeparatorView'"),
        // Nor a table view controller in coder 10.
        ("20037", Self.storyboard(toolsVersion: "20037"), ":6:", "class 'UITableViewController'"),
        // Nor a background other than white where it becomes a system colour.
        (
            "red",
            Self.storyboard(
                background: #"red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB""#),
            ":7:", "attribute 'backgroundColor' of <tableView>"
        ),
        // Nor a table without its prototype cell.
        ("empty", Self.storyboard(prototypes: ""), ":7:", "attribute 'prototypes' of <tableView>"),
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
