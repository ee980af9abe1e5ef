import NibRuntime

/// The standard UIKit and AppKit class names and the default objects that stand for them.
public enum NibDefaultObjects {
    /// Class name → default object, for both toolkits.
    public static let classes: [(name: String, type: NibResponder.Type)] = {
        var table: [(String, NibResponder.Type)] = []
        func add(_ type: NibResponder.Type, _ names: [String]) { for name in names { table.append((name, type)) } }
        add(NibView.self, ["UIView", "NSView", "UIScrollView", "NSScrollView", "NSClipView", "UITableView", "UICollectionView",
                           "NSCollectionView", "UIStackView", "NSStackView", "NSBox", "NSTabView", "NSSplitView",
                           "UIVisualEffectView", "NSVisualEffectView", "UIActivityIndicatorView", "NSProgressIndicator",
                           "UIProgressView", "WKWebView", "UIWebView", "WebView", "MKMapView", "UINavigationBar", "UIToolbar",
                           "UITabBar", "UISearchBar", "UIPickerView", "NSTableHeaderView", "UITextView", "NSTextView",
                           "UITableViewCellContentView", "UICollectionReusableView", "NSCustomView", "NSOpenGLView",
                           "UIInputView", "NSGridView", "NSRulerView", "NSTabViewItem"])
        add(NibControl.self, ["UIControl", "NSControl", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl",
                              "UIDatePicker", "NSSlider", "NSSegmentedControl", "NSStepper", "NSColorWell", "NSDatePicker",
                              "NSLevelIndicator", "NSPathControl", "NSTableView", "NSOutlineView", "NSScroller", "NSMatrix",
                              "NSBrowser"])
        add(NibButton.self, ["UIButton", "NSButton", "NSPopUpButton"])
        add(NibLabel.self, ["UILabel"])
        add(NibTextField.self, ["UITextField", "NSTextField", "NSSecureTextField", "NSSearchField", "NSComboBox", "NSTokenField"])
        add(NibImageView.self, ["UIImageView", "NSImageView"])
        add(NibWindow.self, ["NSWindow", "NSPanel", "UIWindow"])
        add(NibMenu.self, ["NSMenu"])
        add(NibMenuItem.self, ["NSMenuItem"])
        add(NibTableCell.self, ["UITableViewCell", "UICollectionViewCell", "NSTableCellView", "NSTableRowView"])
        add(NibCell.self, ["NSCell", "NSActionCell", "NSButtonCell", "NSTextFieldCell", "NSImageCell", "NSSliderCell",
                           "NSPopUpButtonCell", "NSMenuItemCell", "NSTableHeaderCell", "NSSearchFieldCell", "NSSecureTextFieldCell",
                           "NSComboBoxCell", "NSSegmentedCell", "NSStepperCell", "NSLevelIndicatorCell", "NSDatePickerCell",
                           "NSPathCell", "NSTokenFieldCell", "NSBrowserCell", "NSFormCell"])
        add(NibViewController.self, ["UIViewController", "NSViewController", "UITableViewController", "UICollectionViewController",
                                     "NSCollectionViewItem", "NSTitlebarAccessoryViewController"])
        add(NibNavigationController.self, ["UINavigationController"])
        add(NibTabBarController.self, ["UITabBarController"])
        add(NibTabViewController.self, ["NSTabViewController"])
        add(NibSplitViewController.self, ["UISplitViewController", "NSSplitViewController"])
        add(NibPageViewController.self, ["UIPageViewController", "NSPageController"])
        add(NibWindowController.self, ["NSWindowController"])
        add(NibApplication.self, ["NSApplication", "UIApplication"])
        return table
    }()

    /// The standard class names the default objects stand for.
    public static let names: Set<String> = Set(classes.map(\.name))

    /// Registers every default object in `registry`.
    public static func register(in registry: NibClassRegistry) {
        for (name, type) in classes {
            registry.register(name) { coder in type.init(coder: coder) }
        }
    }
}

extension NibClassRegistry {
    /// A registry holding the default objects: the parent for an app's registry
    /// (`NibClassRegistry(parent: .defaultObjects)`), or used as is.
    public static let defaultObjects: NibClassRegistry = {
        let registry = NibClassRegistry()
        NibDefaultObjects.register(in: registry)
        return registry
    }()
}
