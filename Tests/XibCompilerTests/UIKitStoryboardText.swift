/// UIKit storyboard documents for the compile tests, laid out line for line as Interface Builder
/// saves them, so a test can name the line of what it puts in: a scene's first subview is on
/// line 11 of a document's first scene.
enum UIKitStoryboardText {
    /// A document saved by `toolsVersion` holding `scenes`; controller `c0` is the initial one.
    static func document(toolsVersion: String, scenes: [String]) -> String {
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
    static func scene(_ index: Int, identifier: String, subviews: String? = nil) -> String {
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
    static func constrainedScene(
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
}
