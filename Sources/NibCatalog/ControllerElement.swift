/// One controller element of Interface Builder (`viewController`, `hostingController`,
/// `pagecontroller`, …): the toolkit class it stands for on each family of platforms. The element
/// is what a storyboard scene writes; the class is what its default object is looked up by
/// (``NibCatalog/standardClasses``), with or without a custom class on top.
public struct ControllerElement: Sendable, Hashable {
    /// The document element (`avPlayerViewController`).
    public var element: String
    /// The class on iOS and tvOS (`AVPlayerViewController`), nil where the element does not exist.
    public var uiKitClass: String?
    /// The class on macOS (`NSPageController`), nil where the element does not exist.
    public var appKitClass: String?
    /// The class on watchOS (`WKInterfaceController`), nil where the element does not exist.
    public var watchKitClass: String?

    /// An element and its classes; a nil class means the toolkit has no such element.
    public init(_ element: String, uiKit: String? = nil, appKit: String? = nil, watchKit: String? = nil) {
        self.element = element
        self.uiKitClass = uiKit
        self.appKitClass = appKit
        self.watchKitClass = watchKit
    }

    /// Every class the element stands for, on any platform.
    public var classes: [String] { [uiKitClass, appKitClass, watchKitClass].compactMap { $0 } }
}

extension NibCatalog {
    /// Every controller element Interface Builder writes as a scene's controller, on iOS, tvOS,
    /// macOS and watchOS. Each class is one of ``standardClasses``, whose default object is a
    /// storyboard controller (`NibViewController` or `NibWindowController`, or derives from one).
    public static let controllerElements: [ControllerElement] = [
        ControllerElement("viewController", uiKit: "UIViewController", appKit: "NSViewController"),
        ControllerElement("tableViewController", uiKit: "UITableViewController"),
        ControllerElement("collectionViewController", uiKit: "UICollectionViewController"),
        ControllerElement("navigationController", uiKit: "UINavigationController"),
        ControllerElement("tabBarController", uiKit: "UITabBarController"),
        ControllerElement("splitViewController", uiKit: "UISplitViewController", appKit: "NSSplitViewController"),
        ControllerElement("pageViewController", uiKit: "UIPageViewController"),
        ControllerElement("avPlayerViewController", uiKit: "AVPlayerViewController"),
        ControllerElement("glkViewController", uiKit: "GLKViewController"),
        ControllerElement(
            "hostingController", uiKit: "UIHostingController", appKit: "NSHostingController",
            watchKit: "WKHostingController"),
        ControllerElement("tabViewController", appKit: "NSTabViewController"),
        ControllerElement("pagecontroller", appKit: "NSPageController"),
        ControllerElement("windowController", appKit: "NSWindowController"),
        ControllerElement("collectionViewItem", appKit: "NSCollectionViewItem"),
        ControllerElement("titlebarAccessoryViewController", appKit: "NSTitlebarAccessoryViewController"),
        ControllerElement("controller", watchKit: "WKInterfaceController"),
        ControllerElement("glanceController", watchKit: "WKInterfaceController"),
        ControllerElement("notificationController", watchKit: "WKUserNotificationInterfaceController"),
    ]

    /// Controller element → its entry in ``controllerElements``.
    public static let controllerElementsByName: [String: ControllerElement] = Dictionary(
        controllerElements.map { ($0.element, $0) }, uniquingKeysWith: { first, _ in first })
}
