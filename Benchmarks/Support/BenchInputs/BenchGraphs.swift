import NibModel
import NibObjects
import NibRuntime

/// The two graphs of the instantiation benchmark, each as a xib (converted and cached as a `Nib`)
/// and as hand-written Swift that builds the same objects with the same values and connections.
public enum BenchGraphs {
    // MARK: A 5-object table cell

    /// cell + content view + two labels + image view, with three outlets from the cell.
    public static let cellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="MessageCell" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                        <subviews>
                            <imageView contentMode="scaleAspectFit" image="avatar.png" id="avatar">
                                <rect key="frame" x="8" y="8" width="48" height="48"/>
                            </imageView>
                            <label opaque="NO" text="Title" numberOfLines="1" id="title">
                                <rect key="frame" x="64" y="8" width="248" height="21"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                <color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                            </label>
                            <label opaque="NO" text="Detail" numberOfLines="2" id="detail">
                                <rect key="frame" x="64" y="32" width="248" height="24"/>
                                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="avatarView" destination="avatar" id="o1"/>
                        <outlet property="titleLabel" destination="title" id="o2"/>
                        <outlet property="detailLabel" destination="detail" id="o3"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    public static func handBuiltCell() -> [AnyObject] {
        let cell = NibTableCell(frame: NibRect(x: 0, y: 0, width: 320, height: 64))
        cell.reuseIdentifier = "MessageCell"
        let content = NibView(frame: NibRect(x: 0, y: 0, width: 320, height: 64))
        let avatar = NibImageView(frame: NibRect(x: 8, y: 8, width: 48, height: 48))
        avatar.imageName = "avatar.png"
        let title = NibLabel(frame: NibRect(x: 64, y: 8, width: 248, height: 21))
        title.text = "Title"
        title.font = NibFont(
            form: .description,
            attributes: [NibAttribute(name: "type", value: "boldSystem"), NibAttribute(name: "pointSize", value: "17")])
        title.textColor = NibColor(
            space: .white, colorSpace: "calibratedWhite",
            components: [NibNamedNumber(name: "white", value: 0), NibNamedNumber(name: "alpha", value: 1)])
        let detail = NibLabel(frame: NibRect(x: 64, y: 32, width: 248, height: 24))
        detail.text = "Detail"
        detail.numberOfLines = 2
        detail.font = NibFont(
            form: .description,
            attributes: [NibAttribute(name: "type", value: "system"), NibAttribute(name: "pointSize", value: "13")])
        content.addSubview(avatar)
        content.addSubview(title)
        content.addSubview(detail)
        cell.addSubview(content)
        try? cell.nibSetOutlet("avatarView", to: avatar)
        try? cell.nibSetOutlet("titleLabel", to: title)
        try? cell.nibSetOutlet("detailLabel", to: detail)
        for object in [avatar, title, detail, content, cell] as [NibResponder] { object.awakeFromNib() }
        return [cell]
    }

    // MARK: A 500-object window

    public static let windowRows = 166

    /// window + content view + 166 rows of (label, field, button) = 500 objects; the owner has an
    /// outlet to every field and is the target of every button.
    public static func windowXib() -> String {
        var views = ""
        var outlets = ""
        for row in 0..<windowRows {
            let y = 20 + row * 30
            views += """
                                <textField editable="NO" id="l\(row)" stringValue="Label \(row)">
                                    <rect key="frame" x="18" y="\(y)" width="120" height="16"/>
                                </textField>
                                <textField id="f\(row)" stringValue="value \(row)">
                                    <rect key="frame" x="144" y="\(y)" width="200" height="21"/>
                                </textField>
                                <button id="b\(row)" title="Go \(row)">
                                    <rect key="frame" x="350" y="\(y)" width="80" height="32"/>
                                    <connections>
                                        <action selector="go:" target="-2" id="a\(row)"/>
                                    </connections>
                                </button>

                """
            outlets += "                <outlet property=\"field\(row)\" destination=\"f\(row)\" id=\"o\(row)\"/>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="FormOwner">
                        <connections>
            \(outlets)            </connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <window title="Form" visibleAtLaunch="NO" id="win">
                        <rect key="contentRect" x="100" y="100" width="480" height="5040"/>
                        <view key="contentView" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="5040"/>
                            <subviews>
            \(views)                </subviews>
                        </view>
                    </window>
                </objects>
            </document>
            """
    }

    /// File's Owner of the window nib: typed outlets set through a switch, as generated code does.
    public final class FormOwner: NibResponder {
        public var fields = [NibTextField?](repeating: nil, count: BenchGraphs.windowRows)
        public var clicks = 0

        public override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
            guard name.hasPrefix("field"), let index = Int(name.dropFirst(5)), fields.indices.contains(index) else {
                try super.nibSetOutlet(name, to: value)
                return
            }
            fields[index] = try nibCast(value, outlet: name, of: self)
        }

        public override func nibPerformAction(_ selector: String, sender: AnyObject?) -> Bool {
            if selector == "go:" {
                clicks += 1
                return true
            }
            return super.nibPerformAction(selector, sender: sender)
        }
    }

    public static func handBuiltWindow(owner: FormOwner) -> [AnyObject] {
        let window = NibWindow()
        window.title = "Form"
        window.contentRect = NibRect(x: 100, y: 100, width: 480, height: 5040)
        let content = NibView(frame: NibRect(x: 0, y: 0, width: 480, height: 5040))
        var created: [NibResponder] = [content]
        for row in 0..<windowRows {
            let y = Double(20 + row * 30)
            let label = NibTextField(frame: NibRect(x: 18, y: y, width: 120, height: 16))
            label.text = "Label \(row)"
            label.isEditable = false
            let field = NibTextField(frame: NibRect(x: 144, y: y, width: 200, height: 21))
            field.text = "value \(row)"
            let button = NibButton(frame: NibRect(x: 350, y: y, width: 80, height: 32))
            button.setTitle("Go \(row)")
            button.addAction(NibAction(selector: "go:", target: owner))
            content.addSubview(label)
            content.addSubview(field)
            content.addSubview(button)
            owner.fields[row] = field
            created += [label, field, button]
        }
        window.setContentView(content)
        created.append(window)
        for object in created { object.awakeFromNib() }
        owner.awakeFromNib()
        return [window]
    }
}
