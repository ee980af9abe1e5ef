/// Builds large, realistic xib documents for throughput measurements: a window whose content view
/// holds rows of labels, text fields and buttons, each with frames, fonts, colours, constraints,
/// and outlets and actions wired to File's Owner — the mix real documents have.
public enum LargeXib {
    public static func make(approximateBytes: Int) -> [UInt8] {
        var body = ""
        var outlets = ""
        var row = 0
        let header = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
                </dependencies>
                <objects>

            """
        while header.utf8.count + body.utf8.count + outlets.utf8.count < approximateBytes - 2000 {
            let y = 20 + row * 30
            body += """
                                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-\(row)">
                                    <rect key="frame" x="18" y="\(y)" width="120" height="16"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Label \(row) &amp; more" id="lbc-\(row)">
                                        <font key="font" metaFont="system"/>
                                        <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                        <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                    </textFieldCell>
                                </textField>
                                <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="fld-\(row)">
                                    <rect key="frame" x="144" y="\(y)" width="200" height="21"/>
                                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="flc-\(row)">
                                        <font key="font" metaFont="system"/>
                                        <color key="textColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </textFieldCell>
                                </textField>
                                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="btn-\(row)">
                                    <rect key="frame" x="350" y="\(y)" width="80" height="32"/>
                                    <buttonCell key="cell" type="push" title="Go \(row)" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="btc-\(row)">
                                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                    <connections>
                                        <action selector="go:" target="-2" id="act-\(row)"/>
                                    </connections>
                                </button>
                                <constraint firstItem="fld-\(row)" firstAttribute="leading" secondItem="lbl-\(row)" secondAttribute="trailing" constant="8" id="cst-\(row)"/>

                """
            outlets +=
                "                <outlet property=\"field\(row)\" destination=\"fld-\(row)\" id=\"out-\(row)\"/>\n"
            row += 1
        }
        let text =
            header + """
                        <customObject id="-2" userLabel="File's Owner" customClass="FormController">
                            <connections>
                \(outlets)            </connections>
                        </customObject>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                        <window title="Form" releasedWhenClosed="NO" animationBehavior="default" id="win">
                            <windowStyleMask key="styleMask" titled="YES" closable="YES" resizable="YES"/>
                            <rect key="contentRect" x="100" y="100" width="480" height="\(40 + row * 30)"/>
                            <view key="contentView" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="480" height="\(40 + row * 30)"/>
                                <subviews>
                \(body)                </subviews>
                            </view>
                        </window>
                    </objects>
                </document>

                """
        return Array(text.utf8)
    }
}
