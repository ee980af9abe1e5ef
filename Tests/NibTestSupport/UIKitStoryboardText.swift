/// UIKit storyboard documents for the compile tests, laid out line for line as Interface Builder
/// saves them, so a test can name the line of what it puts in: a scene's first subview is on
/// line 11 of a document's first scene.
public enum UIKitStoryboardText {
    /// A document saved by `toolsVersion` holding `scenes`; controller `c0` is the initial one.
    public static func document(toolsVersion: String, scenes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="c0">
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// Scene `index`: controller `c<index>` with the storyboard identifier `identifier`, its
    /// full-screen view `v<index>` holding `subviews` (the view has no subviews when nil).
    public static func scene(_ index: Int, identifier: String, subviews: String? = nil) -> String {
        let subviewLines =
            subviews.map { "                        <subviews>\n\($0)\n                        </subviews>\n" } ?? ""
        return """
                    <scene sceneID="s\(index)">
                        <objects>
                            <viewController storyboardIdentifier="\(identifier)" id="c\(index)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v\(index)">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            \(subviewLines)                    </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="f\(index)" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
            """
    }

    /// Scene 0: controller `c0` whose view `v0` (`viewSize`, on line 7 of the document, or 10
    /// with `layoutGuides`) holds one view `i0` at `subviewFrame` (x, y, width, height) and
    /// `constraints`, the first on line 16 (19 with `layoutGuides`); with `layoutGuides`, the
    /// controller has its top and bottom layout guides `tg` and `bg`.
    public static func constrainedScene(
        viewSize: (width: Int, height: Int), subviewFrame: (x: Int, y: Int, width: Int, height: Int),
        constraints: [String], layoutGuides: Bool = false
    ) -> String {
        let guides =
            layoutGuides
            ? """
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg"/>
                                <viewControllerLayoutGuide type="bottom" id="bg"/>
                            </layoutGuides>

            """ : ""
        let constraintLines = constraints.map { "                                " + $0 }.joined(separator: "\n")
        let frame = subviewFrame
        return """
                    <scene sceneID="s0">
                        <objects>
                            <viewController storyboardIdentifier="First" id="c0" sceneMemberID="viewController">
            \(guides)                    <view key="view" contentMode="scaleToFill" id="v0">
                                    <rect key="frame" x="0.0" y="0.0" width="\(viewSize.width)" height="\(viewSize.height)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="i0">
                                            <rect key="frame" x="\(frame.x)" y="\(frame.y)" width="\(frame.width)" height="\(frame.height)"/>
                                        </view>
                                    </subviews>
                                    <constraints>
            \(constraintLines)
                                    </constraints>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="f0" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
            """
    }

    /// A table view controller (`c0`, identifier `List`) saved by `toolsVersion`, its table's
    /// background `background`, holding `prototypes` (the cell `PrefCell` when nil). The table
    /// view is on line 7, the first cell on line 12.
    public static func tableStoryboard(
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
        return document(toolsVersion: toolsVersion, scenes: [scene])
    }
}
