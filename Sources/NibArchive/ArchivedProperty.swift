/// The archive keys that stand for one model property wherever they are archived, each beside
/// the property it stands for: the encoders (``AppKitEncoding``, ``UIKitEncoding``,
/// ``UIKitLegacyArchive``) write these keys from these properties, and ``CompiledNibReader``
/// reads them back into the same properties.
///
/// In here are the keys whose meaning is the same in every object that has them: titles and
/// texts (`NSWindowTitle`, `NSTitle`, `NSKeyEquiv`, `NSPlaceholderString`, `UIText`,
/// `UIPlaceholder`, `UIReuseIdentifier`), colours (`NSBackgroundColor`, `NSTextColor`, `NSGridColor`,
/// `UIBackgroundColor`, `UITextColor`), flags archived only when set (`NSIsDisabled`,
/// `NSIsSeparator`, `UIHidden`, `UIUserInteractionDisabled`, `UIClipsToBounds`), tags (`NSTag`,
/// `UITag`), images (`NSNormalImage`, `UIImage`) and the relationships that hold an object's
/// children (`NSSubviews`, `NSCell`, `NSMenuItems`, … `UISubviews`, `UIContentView`).
///
/// Not in here are keys whose meaning depends on the object or the value: `NSContents` (a
/// cell's title when it holds a string, its image, number or date otherwise), `NSvFlags` (the
/// autoresizing mask and the hidden bit in one word), `NSFrame`/`UIBounds`/`UICenter` (geometry
/// the reader assembles into `frame`), `NSSupport` (a font or an image); nor the places where
/// one of these keys is written for no property of the document: a separator item archived
/// disabled whatever the document says, a view-controller layout guide archived hidden, a menu
/// item's `NSMenu` naming the menu that holds it, or `NSBackgroundColor` as the name of a text
/// attribute in a text view's selected-text attributes. Those places spell the key themselves.
enum ArchivedProperty {
    /// An archive key and the model property it stands for.
    typealias Key = (key: String, property: String)
    /// A boolean archive key written only when set, the model property it stands for, and the
    /// property's value when the key is set.
    typealias Flag = (key: String, property: String, value: Bool)

    // MARK: Strings

    /// A window's title.
    static let nsWindowTitle: Key = ("NSWindowTitle", "title")
    /// A menu's or a menu item's title.
    static let nsTitle: Key = ("NSTitle", "title")
    /// A menu item's key equivalent.
    static let nsKeyEquiv: Key = ("NSKeyEquiv", "keyEquivalent")
    /// A text field cell's placeholder.
    static let nsPlaceholderString: Key = ("NSPlaceholderString", "placeholderString")
    /// A UIKit label's text.
    static let uiText: Key = ("UIText", "text")
    /// A UIKit text field's placeholder.
    static let uiPlaceholder: Key = ("UIPlaceholder", "placeholder")
    /// A UIKit table view cell's reuse identifier.
    static let uiReuseIdentifier: Key = ("UIReuseIdentifier", "reuseIdentifier")

    // MARK: Colours

    /// An AppKit object's background colour.
    static let nsBackgroundColor: Key = ("NSBackgroundColor", "backgroundColor")
    /// An AppKit cell's or text view's text colour.
    static let nsTextColor: Key = ("NSTextColor", "textColor")
    /// A table view's grid colour.
    static let nsGridColor: Key = ("NSGridColor", "gridColor")
    /// A UIKit view's background colour.
    static let uiBackgroundColor: Key = ("UIBackgroundColor", "backgroundColor")
    /// A UIKit label's text colour.
    static let uiTextColor: Key = ("UITextColor", "textColor")

    // MARK: Flags

    /// A disabled menu item (`enabled="NO"`).
    static let nsIsDisabled: Flag = ("NSIsDisabled", "enabled", false)
    /// A separator menu item.
    static let nsIsSeparator: Flag = ("NSIsSeparator", "isSeparatorItem", true)
    /// A hidden UIKit view.
    static let uiHidden: Flag = ("UIHidden", "hidden", true)
    /// A UIKit view that takes no touches (`userInteractionEnabled="NO"`).
    static let uiUserInteractionDisabled: Flag = ("UIUserInteractionDisabled", "userInteractionEnabled", false)
    /// A UIKit view that clips its subviews.
    static let uiClipsToBounds: Flag = ("UIClipsToBounds", "clipsSubviews", true)

    // MARK: Tags and images

    /// An AppKit object's tag.
    static let nsTag: Key = ("NSTag", "tag")
    /// A UIKit view's tag.
    static let uiTag: Key = ("UITag", "tag")
    /// A button cell's image.
    static let nsNormalImage: Key = ("NSNormalImage", "image")
    /// A UIKit image view's image.
    static let uiImage: Key = ("UIImage", "image")

    // MARK: Relationships

    /// A view's subviews (an array).
    static let nsSubviews: Key = ("NSSubviews", "subviews")
    /// A window's content view.
    static let nsWindowView: Key = ("NSWindowView", "contentView")
    /// A control's cell.
    static let nsCell: Key = ("NSCell", "cell")
    /// A menu's items (an array).
    static let nsMenuItems: Key = ("NSMenuItems", "items")
    /// A menu item's submenu.
    static let nsSubmenu: Key = ("NSSubmenu", "submenu")
    /// A pop-up button cell's menu. (A menu item's `NSMenu` is the menu holding it, no property
    /// of the item: written as it stands.)
    static let nsMenu: Key = ("NSMenu", "menu")
    /// A box's or a scroll view's content view.
    static let nsContentView: Key = ("NSContentView", "contentView")
    /// A clip view's document view.
    static let nsDocView: Key = ("NSDocView", "documentView")
    /// A tab view's items (an array).
    static let nsTabViewItems: Key = ("NSTabViewItems", "tabViewItems")
    /// A table view's columns (an array).
    static let nsTableColumns: Key = ("NSTableColumns", "tableColumns")
    /// A table column's data cell.
    static let nsDataCell: Key = ("NSDataCell", "dataCell")
    /// A tab view item's view.
    static let nsView: Key = ("NSView", "view")
    /// A UIKit view's subviews (an array).
    static let uiSubviews: Key = ("UISubviews", "subviews")
    /// A UIKit table view cell's content view.
    static let uiContentView: Key = ("UIContentView", "contentView")
}
