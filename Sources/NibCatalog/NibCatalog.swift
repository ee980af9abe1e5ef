/// The default objects of module `NibObjects` described as data: which default object stands for
/// each standard UIKit and AppKit class, and what each default object derives from.
///
/// This table is the one place these facts are written. The runtime registers its default objects
/// from it (`NibDefaultObjects.classes` pairs each entry with the class that implements it), and the
/// code generator types outlets and bases from it (`TypeVocabulary.defaultObjects`). It lives in a
/// module of its own, with no dependencies, so that the runtime needs neither the generator nor
/// libxml2 to read it, and the generator needs none of the runtime's object implementations.
/// `Tests/NibRuntimeTests/DefaultObjectTableTests.swift` checks the table against the classes
/// `NibObjects` really defines: every entry has an implementation and the superclass written here.
public enum NibCatalog {
    /// The type every object the loader creates derives from.
    public static let rootType = "NibResponder"

    /// Every default object (and the runtime base classes above them), parents before children.
    public static let defaultObjects: [DefaultObject] = [
        DefaultObject("NibResponder", superclass: "AnyObject"),
        DefaultObject("NibPassiveObject", superclass: "AnyObject"),
        DefaultObject("NibStandardObject", superclass: "NibResponder"),
        DefaultObject(
            "NibView", superclass: "NibStandardObject",
            standsFor: [
                "UIView", "NSView", "NSClipView", "UICollectionView", "NSCollectionView", "UIVisualEffectView",
                "NSVisualEffectView", "MKMapView", "UIToolbar", "UITabBar", "UISearchBar", "UIPickerView",
                "NSTableHeaderView", "UITableViewCellContentView", "UICollectionReusableView", "NSCustomView",
                "NSOpenGLView", "UIInputView", "NSRulerView", "NSTabViewItem",
            ]),
        DefaultObject("NibGridView", superclass: "NibView", standsFor: ["NSGridView"]),
        DefaultObject("NibNavigationBar", superclass: "NibView", standsFor: ["UINavigationBar"]),
        DefaultObject("NibScrollView", superclass: "NibView", standsFor: ["UIScrollView", "NSScrollView"]),
        DefaultObject("NibStackView", superclass: "NibView", standsFor: ["UIStackView", "NSStackView"]),
        DefaultObject("NibBox", superclass: "NibView", standsFor: ["NSBox"]),
        DefaultObject("NibTabView", superclass: "NibView", standsFor: ["NSTabView"]),
        DefaultObject("NibSplitView", superclass: "NibView", standsFor: ["NSSplitView"]),
        DefaultObject("NibTextView", superclass: "NibView", standsFor: ["UITextView", "NSTextView"]),
        DefaultObject(
            "NibProgressIndicator", superclass: "NibView",
            standsFor: ["NSProgressIndicator", "UIProgressView", "UIActivityIndicatorView"]),
        DefaultObject("NibWebView", superclass: "NibView", standsFor: ["WKWebView", "UIWebView", "WebView"]),
        DefaultObject("NibLabel", superclass: "NibView", standsFor: ["UILabel"]),
        DefaultObject("NibImageView", superclass: "NibView", standsFor: ["UIImageView", "NSImageView"]),
        DefaultObject(
            "NibTableCell", superclass: "NibView",
            standsFor: ["UITableViewCell", "UICollectionViewCell", "NSTableRowView"]),
        DefaultObject("NibTableCellView", superclass: "NibTableCell", standsFor: ["NSTableCellView"]),
        DefaultObject(
            "NibControl", superclass: "NibView",
            standsFor: [
                "UIControl", "NSControl", "UISwitch", "UIPageControl", "UIDatePicker", "NSColorWell", "NSDatePicker",
                "NSLevelIndicator", "NSPathControl", "NSScroller", "NSMatrix", "NSBrowser",
            ]),
        DefaultObject("NibTableView", superclass: "NibControl", standsFor: ["NSTableView", "UITableView"]),
        DefaultObject("NibOutlineView", superclass: "NibTableView", standsFor: ["NSOutlineView"]),
        DefaultObject("NibRuleEditor", superclass: "NibControl", standsFor: ["NSRuleEditor", "NSPredicateEditor"]),
        DefaultObject(
            "NibSegmentedControl", superclass: "NibControl", standsFor: ["UISegmentedControl", "NSSegmentedControl"]),
        DefaultObject("NibSlider", superclass: "NibControl", standsFor: ["UISlider", "NSSlider"]),
        DefaultObject("NibStepper", superclass: "NibControl", standsFor: ["UIStepper", "NSStepper"]),
        DefaultObject("NibButton", superclass: "NibControl", standsFor: ["UIButton", "NSButton"]),
        DefaultObject("NibPopUpButton", superclass: "NibButton", standsFor: ["NSPopUpButton"]),
        DefaultObject("NibTextField", superclass: "NibControl", standsFor: ["UITextField", "NSTextField"]),
        DefaultObject("NibSecureTextField", superclass: "NibTextField", standsFor: ["NSSecureTextField"]),
        DefaultObject("NibSearchField", superclass: "NibTextField", standsFor: ["NSSearchField"]),
        DefaultObject("NibComboBox", superclass: "NibTextField", standsFor: ["NSComboBox"]),
        DefaultObject("NibTokenField", superclass: "NibTextField", standsFor: ["NSTokenField"]),
        DefaultObject("NibTableColumn", superclass: "NibStandardObject", standsFor: ["NSTableColumn"]),
        DefaultObject("NibWindow", superclass: "NibStandardObject", standsFor: ["NSWindow", "NSPanel", "UIWindow"]),
        DefaultObject("NibMenu", superclass: "NibStandardObject", standsFor: ["NSMenu"]),
        DefaultObject("NibMenuItem", superclass: "NibStandardObject", standsFor: ["NSMenuItem"]),
        DefaultObject(
            "NibCell", superclass: "NibStandardObject",
            standsFor: [
                "NSCell", "NSActionCell", "NSButtonCell", "NSTextFieldCell", "NSImageCell", "NSSliderCell",
                "NSPopUpButtonCell", "NSMenuItemCell", "NSTableHeaderCell", "NSSearchFieldCell",
                "NSSecureTextFieldCell",
                "NSComboBoxCell", "NSSegmentedCell", "NSStepperCell", "NSLevelIndicatorCell", "NSDatePickerCell",
                "NSPathCell", "NSTokenFieldCell", "NSBrowserCell", "NSFormCell",
            ]),
        DefaultObject(
            "NibViewController", superclass: "NibStandardObject",
            standsFor: [
                "UIViewController", "NSViewController", "UITableViewController", "UICollectionViewController",
                "NSTitlebarAccessoryViewController", "AVPlayerViewController", "GLKViewController",
                "UIHostingController", "NSHostingController", "WKHostingController", "WKInterfaceController",
                "WKUserNotificationInterfaceController",
            ]),
        DefaultObject(
            "NibNavigationController", superclass: "NibViewController", standsFor: ["UINavigationController"]),
        DefaultObject("NibTabBarController", superclass: "NibViewController", standsFor: ["UITabBarController"]),
        DefaultObject("NibTabViewController", superclass: "NibTabBarController", standsFor: ["NSTabViewController"]),
        DefaultObject(
            "NibSplitViewController", superclass: "NibViewController",
            standsFor: ["UISplitViewController", "NSSplitViewController"]),
        DefaultObject(
            "NibPageViewController", superclass: "NibViewController",
            standsFor: ["UIPageViewController", "NSPageController"]),
        DefaultObject("NibCollectionViewItem", superclass: "NibViewController", standsFor: ["NSCollectionViewItem"]),
        DefaultObject("NibWindowController", superclass: "NibStandardObject", standsFor: ["NSWindowController"]),
        DefaultObject(
            "NibApplication", superclass: "NibStandardObject", standsFor: ["NSApplication", "UIApplication"]),
        DefaultObject("NibToolbar", superclass: "NibStandardObject", standsFor: ["NSToolbar"]),
        DefaultObject("NibToolbarItem", superclass: "NibStandardObject", standsFor: ["NSToolbarItem"]),
        DefaultObject("NibBarButtonItem", superclass: "NibStandardObject", standsFor: ["UIBarButtonItem"]),
        DefaultObject(
            "NibObjectController", superclass: "NibStandardObject",
            standsFor: ["NSObjectController", "NSDictionaryController", "NSUserDefaultsController"]),
        DefaultObject("NibArrayController", superclass: "NibObjectController", standsFor: ["NSArrayController"]),
        DefaultObject("NibTreeController", superclass: "NibObjectController", standsFor: ["NSTreeController"]),
        DefaultObject("NibLayoutConstraint", superclass: "NibPassiveObject", standsFor: ["NSLayoutConstraint"]),
        DefaultObject(
            "NibFormatter", superclass: "NibPassiveObject",
            standsFor: [
                "NSFormatter", "NSNumberFormatter", "NSDateFormatter", "NSByteCountFormatter",
                "NSDateComponentsFormatter",
                "NSDateIntervalFormatter", "NSLengthFormatter", "NSMassFormatter", "NSEnergyFormatter",
                "NSPersonNameComponentsFormatter",
            ]),
    ]

    /// Standard class name → the default object's type name (`UIButton` → `NibButton`).
    public static let standardClasses: [String: String] = {
        var table: [String: String] = [:]
        for object in defaultObjects {
            for name in object.standardClasses { table[name] = object.typeName }
        }
        return table
    }()

    /// Default object's type name → its superclass's type name (`AnyObject` above the roots).
    public static let superclasses: [String: String] = {
        var table: [String: String] = [:]
        for object in defaultObjects { table[object.typeName] = object.superclass }
        return table
    }()
}

/// One default object: its Swift type, its superclass, and the standard classes it stands for.
public struct DefaultObject: Sendable, Hashable {
    /// The Swift type name in `NibObjects` (or `NibRuntime` for the root types): `NibTableView`.
    public var typeName: String
    /// The superclass's type name; `AnyObject` for a root.
    public var superclass: String
    /// The standard UIKit and AppKit class names the loader creates this object for.
    public var standardClasses: [String]

    public init(_ typeName: String, superclass: String, standsFor standardClasses: [String] = []) {
        self.typeName = typeName
        self.superclass = superclass
        self.standardClasses = standardClasses
    }
}
