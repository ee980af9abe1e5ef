import NibRuntime

/// The standard UIKit and AppKit class names and the default objects that stand for them.
public enum NibDefaultObjects {
    /// Class name → default object, for both toolkits. The code generator types outlets with
    /// the same table (`TypeVocabulary.defaultObjects`); a test fails when the two differ.
    public static let classes: [Entry] = {
        var table: [Entry] = []
        func add(_ type: NibResponder.Type, _ names: [String]) {
            for name in names { table.append(Entry(name: name, typeName: String(describing: type), factory: { type.init(coder: $0) })) }
        }
        func add(_ type: NibPassiveObject.Type, _ names: [String]) {
            for name in names { table.append(Entry(name: name, typeName: String(describing: type), factory: { type.init(coder: $0) })) }
        }
        add(NibView.self, ["UIView", "NSView", "NSClipView", "UICollectionView", "NSCollectionView",
                           "UIVisualEffectView", "NSVisualEffectView", "MKMapView", "UIToolbar",
                           "UITabBar", "UISearchBar", "UIPickerView", "NSTableHeaderView",
                           "UITableViewCellContentView", "UICollectionReusableView", "NSCustomView", "NSOpenGLView",
                           "UIInputView", "NSRulerView", "NSTabViewItem"])
        add(NibGridView.self, ["NSGridView"])
        add(NibNavigationBar.self, ["UINavigationBar"])
        add(NibScrollView.self, ["UIScrollView", "NSScrollView"])
        add(NibTableView.self, ["NSTableView", "UITableView"])
        add(NibOutlineView.self, ["NSOutlineView"])
        add(NibTableColumn.self, ["NSTableColumn"])
        add(NibStackView.self, ["UIStackView", "NSStackView"])
        add(NibBox.self, ["NSBox"])
        add(NibTabView.self, ["NSTabView"])
        add(NibSplitView.self, ["NSSplitView"])
        add(NibTextView.self, ["UITextView", "NSTextView"])
        add(NibProgressIndicator.self, ["NSProgressIndicator", "UIProgressView", "UIActivityIndicatorView"])
        add(NibWebView.self, ["WKWebView", "UIWebView", "WebView"])
        add(NibControl.self, ["UIControl", "NSControl", "UISwitch", "UIPageControl", "UIDatePicker", "NSColorWell",
                              "NSDatePicker", "NSLevelIndicator", "NSPathControl", "NSScroller", "NSMatrix", "NSBrowser"])
        add(NibRuleEditor.self, ["NSRuleEditor", "NSPredicateEditor"])
        add(NibSegmentedControl.self, ["UISegmentedControl", "NSSegmentedControl"])
        add(NibSlider.self, ["UISlider", "NSSlider"])
        add(NibStepper.self, ["UIStepper", "NSStepper"])
        add(NibButton.self, ["UIButton", "NSButton"])
        add(NibPopUpButton.self, ["NSPopUpButton"])
        add(NibLabel.self, ["UILabel"])
        add(NibTextField.self, ["UITextField", "NSTextField"])
        add(NibSecureTextField.self, ["NSSecureTextField"])
        add(NibSearchField.self, ["NSSearchField"])
        add(NibComboBox.self, ["NSComboBox"])
        add(NibTokenField.self, ["NSTokenField"])
        add(NibImageView.self, ["UIImageView", "NSImageView"])
        add(NibWindow.self, ["NSWindow", "NSPanel", "UIWindow"])
        add(NibMenu.self, ["NSMenu"])
        add(NibMenuItem.self, ["NSMenuItem"])
        add(NibTableCell.self, ["UITableViewCell", "UICollectionViewCell", "NSTableRowView"])
        add(NibTableCellView.self, ["NSTableCellView"])
        add(NibCell.self, ["NSCell", "NSActionCell", "NSButtonCell", "NSTextFieldCell", "NSImageCell", "NSSliderCell",
                           "NSPopUpButtonCell", "NSMenuItemCell", "NSTableHeaderCell", "NSSearchFieldCell", "NSSecureTextFieldCell",
                           "NSComboBoxCell", "NSSegmentedCell", "NSStepperCell", "NSLevelIndicatorCell", "NSDatePickerCell",
                           "NSPathCell", "NSTokenFieldCell", "NSBrowserCell", "NSFormCell"])
        add(NibViewController.self, ["UIViewController", "NSViewController", "UITableViewController", "UICollectionViewController",
                                     "NSTitlebarAccessoryViewController"])
        add(NibNavigationController.self, ["UINavigationController"])
        add(NibTabBarController.self, ["UITabBarController"])
        add(NibTabViewController.self, ["NSTabViewController"])
        add(NibSplitViewController.self, ["UISplitViewController", "NSSplitViewController"])
        add(NibPageViewController.self, ["UIPageViewController", "NSPageController"])
        add(NibCollectionViewItem.self, ["NSCollectionViewItem"])
        add(NibWindowController.self, ["NSWindowController"])
        add(NibApplication.self, ["NSApplication", "UIApplication"])
        add(NibToolbar.self, ["NSToolbar"])
        add(NibToolbarItem.self, ["NSToolbarItem"])
        add(NibBarButtonItem.self, ["UIBarButtonItem"])
        add(NibLayoutConstraint.self, ["NSLayoutConstraint"])
        add(NibObjectController.self, ["NSObjectController", "NSDictionaryController", "NSUserDefaultsController"])
        add(NibArrayController.self, ["NSArrayController"])
        add(NibTreeController.self, ["NSTreeController"])
        add(NibFormatter.self, ["NSFormatter", "NSNumberFormatter", "NSDateFormatter", "NSByteCountFormatter",
                                "NSDateComponentsFormatter", "NSDateIntervalFormatter", "NSLengthFormatter",
                                "NSMassFormatter", "NSEnergyFormatter", "NSPersonNameComponentsFormatter"])
        return table
    }()

    /// One standard class and the default object that stands for it.
    public struct Entry: Sendable {
        /// The standard class name (`NSTableView`).
        public var name: String
        /// The default object's Swift type name (`NibTableView`).
        public var typeName: String
        /// Creates the default object.
        public var factory: NibFactory
    }

    /// The standard class names the default objects stand for.
    public static let names: Set<String> = Set(classes.map(\.name))

    /// Registers every default object in `registry`.
    public static func register(in registry: NibClassRegistry) {
        for entry in classes { registry.register(entry.name, factory: entry.factory) }
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
