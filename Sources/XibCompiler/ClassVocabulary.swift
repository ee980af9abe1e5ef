import NibCatalog
import NibModel

/// Maps an object element name to the toolkit class it stands for on a platform.
///
/// Most elements follow the toolkit's naming rule (`popUpButton` → `NSPopUpButton`,
/// `tableViewCell` → `UITableViewCell`); the tables hold the ones that do not, and the names that
/// are known to follow it. An element in neither is mapped by the rule and reported as guessed.
enum ClassVocabulary {
    /// Elements whose class differs between the toolkits or from the naming rule.
    static let appKitExceptions: [String: String] = [
        "customObject": "NSObject",
        "customView": "NSView",
        "constraint": "NSLayoutConstraint",
        "viewLayoutGuide": "NSLayoutGuide",
        "userLayoutGuide": "NSLayoutGuide",
        "webView": "WebView",
        "wkWebView": "WKWebView",
        "mapView": "MKMapView",
        "avPlayerView": "AVPlayerView",
        "pdfView": "PDFView",
        "sceneView": "SCNView",
        "skView": "SKView",
        "mtkView": "MTKView",
        "openGLView": "NSOpenGLView",
        "ikImageView": "IKImageView",
        "quartzComposerView": "QCView",
        "adaptation": "NSObject",
        "textFinder": "NSTextFinder",
        "gridCell": "NSGridCell",
        "gridRow": "NSGridRow",
        "gridColumn": "NSGridColumn",
        "viewControllerPlaceholder": "NSViewController",
        "containerView": "NSView",
        "exit": "NSObject",
    ]

    static let uiKitExceptions: [String: String] = [
        "customObject": "NSObject",
        "constraint": "NSLayoutConstraint",
        "viewLayoutGuide": "UILayoutGuide",
        "userLayoutGuide": "UILayoutGuide",
        "webView": "UIWebView",
        "wkWebView": "WKWebView",
        "mapView": "MKMapView",
        "arscnView": "ARSCNView",
        "arskView": "ARSKView",
        "sceneKitView": "SCNView",
        "skView": "SKView",
        "mtkView": "MTKView",
        "glkView": "GLKView",
        "label": "UILabel",
        "tableViewCellContentView": "UITableViewCellContentView",
        "collectionViewCellContentView": "UIView",
        "collectionViewFlowLayout": "UICollectionViewFlowLayout",
        "collectionViewLayout": "UICollectionViewLayout",
        "tableViewController": "UITableViewController",
        "viewControllerPlaceholder": "UIViewController",
        "exit": "UIStoryboardUnwindSegueSource",
        "viewControllerLayoutGuide": "_UILayoutGuide",
        "adaptation": "NSObject",
    ]

    /// Elements known to follow the naming rule, for each toolkit. Anything else is a guess.
    static let appKitRegular: Set<String> = [
        "application", "arrayController", "box", "browser", "button", "buttonCell", "clipView", "collectionView",
        "collectionViewFlowLayout", "colorWell", "comboBox", "comboBoxCell", "datePicker", "datePickerCell",
        "dateFormatter", "dictionaryController", "imageCell", "imageView", "levelIndicator", "levelIndicatorCell",
        "matrix", "menu", "menuItem", "numberFormatter", "objectController", "outlineView", "pageController",
        "pathControl", "pathCell", "popover", "popUpButton", "popUpButtonCell", "predicateEditor", "progressIndicator",
        "ruleEditor", "scrollView", "scroller", "searchField", "searchFieldCell", "secureTextField",
        "secureTextFieldCell", "segmentedCell", "segmentedControl", "slider", "sliderCell", "splitView",
        "splitViewController", "splitViewItem", "stackView", "stepper", "stepperCell", "tabView", "tabViewController",
        "tabViewItem", "tableCellView", "tableColumn", "tableHeaderView", "tableRowView", "tableView", "textField",
        "textFieldCell", "textView", "toolbar", "toolbarItem", "treeController", "userDefaultsController", "view",
        "viewController", "visualEffectView", "window", "windowController", "gridView", "panel", "drawer",
        "sharingServicePickerToolbarItem", "searchToolbarItem", "menuToolbarItem", "tokenField", "tokenFieldCell",
        "formCell", "form", "textTableBlock", "tableHeaderCell", "collectionViewItem", "gestureRecognizer",
        "clickGestureRecognizer", "panGestureRecognizer", "pressGestureRecognizer", "magnificationGestureRecognizer",
        "rotationGestureRecognizer", "switch", "switchButton", "fontManager", "viewControllerPresentation",
    ]

    static let uiKitRegular: Set<String> = [
        "activityIndicatorView", "barButtonItem", "button", "collectionReusableView", "collectionView",
        "collectionViewCell", "collectionViewController", "datePicker", "imageView", "navigationBar",
        "navigationController", "navigationItem", "pageControl", "pageViewController", "pickerView", "progressView",
        "scrollView", "searchBar", "searchController", "segmentedControl", "slider", "splitViewController",
        "stackView", "stepper", "switch", "tabBar", "tabBarController", "tabBarItem", "tableView", "tableViewCell",
        "tableViewHeaderFooterView", "textField", "textView", "toolbar", "view", "viewController",
        "visualEffectView", "window", "tapGestureRecognizer", "pinchGestureRecognizer", "rotationGestureRecognizer",
        "swipeGestureRecognizer", "panGestureRecognizer", "screenEdgePanGestureRecognizer",
        "longPressGestureRecognizer", "hoverGestureRecognizer", "refreshControl", "containerView", "inputView",
        "vibrancyEffect", "blurEffect", "pageViewControllerPlaceholder",
    ]

    /// The class of a placeholder whose document names none, by role: the application and
    /// responder classes of the toolkit, the storyboard Exit's class, else `NSObject`.
    static func placeholderClass(role: NibPlaceholder.Role, platform: NibPlatform) -> String {
        switch role {
        case .application: platform.applicationClass
        case .firstResponder: platform.isAppKit ? "NSResponder" : "UIResponder"
        case .exit: className(element: "exit", platform: platform).name
        case .owner, .external: "NSObject"
        }
    }

    /// The class an element stands for, and whether the mapping is known (not a guess).
    static func className(element: String, platform: NibPlatform) -> (name: String, known: Bool) {
        if let controller = controllerClass(element: element, platform: platform) { return (controller, true) }
        let exceptions = platform.isAppKit ? appKitExceptions : uiKitExceptions
        if let name = exceptions[element] { return (name, true) }
        let regular = platform.isAppKit ? appKitRegular : uiKitRegular
        return (ruleName(element: element, prefix: platform.isAppKit ? "NS" : "UI"), regular.contains(element))
    }

    /// The class of a controller element on a platform, from the catalog's one table of
    /// controller elements (`NibCatalog.controllerElements`); nil for any other element.
    static func controllerClass(element: String, platform: NibPlatform) -> String? {
        guard let controller = NibCatalog.controllerElementsByName[element] else { return nil }
        switch platform {
        case .iOS, .tvOS: return controller.uiKitClass
        case .macOS: return controller.appKitClass
        case .watchOS: return controller.watchKitClass
        }
    }

    static func ruleName(element: String, prefix: String) -> String {
        guard let first = element.first else { return prefix + "Object" }
        return prefix + first.uppercased() + element.dropFirst()
    }
}

extension ClassVocabulary {
    /// The element that stands for a toolkit class on a platform — the inverse of
    /// ``className(element:platform:)`` — and whether the mapping is known.
    static func element(className: String, platform: NibPlatform) -> (name: String, known: Bool) {
        let exceptions = platform.isAppKit ? appKitExceptions : uiKitExceptions
        if let preferred = preferredElements[className], exceptions[preferred] == className { return (preferred, true) }
        let prefix = platform.isAppKit ? "NS" : "UI"
        var ruleElement: String?
        if className.hasPrefix(prefix), let first = className.dropFirst(2).first {
            ruleElement = first.lowercased() + className.dropFirst(3)
        }
        let regular = platform.isAppKit ? appKitRegular : uiKitRegular
        if let ruleElement, regular.contains(ruleElement), exceptions[ruleElement] == nil { return (ruleElement, true) }
        if let element = exceptions.filter({ $0.value == className }).map(\.key).min() { return (element, true) }
        return (ruleElement ?? className, false)
    }

    /// The element a class is written as where several elements stand for it.
    static let preferredElements: [String: String] = [
        "NSObject": "customObject", "NSLayoutGuide": "userLayoutGuide", "UILayoutGuide": "userLayoutGuide",
    ]
}
