import Foundation
import Testing

/// A scene view's constraints to its controller's layout guides, a guide as first item beside a
/// subview: archived in the view's constraints (their order is not significant), each guide
/// with its own constraints.
@Suite struct CompileUIKitGuideTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="c0">
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <viewController storyboardIdentifier="First" id="c0" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg"/>
                                <viewControllerLayoutGuide type="bottom" id="bg"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="v0">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="i0">
                                        <rect key="frame" x="0.0" y="28" width="375" height="631"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="i0" firstAttribute="top" secondItem="tg" secondAttribute="bottom" constant="8" id="k0"/>
                                    <constraint firstItem="bg" firstAttribute="top" secondItem="i0" secondAttribute="bottom" constant="8" id="k1"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="f0" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

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
