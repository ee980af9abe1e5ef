import NibModel

/// The bars Interface Builder's canvas draws around a UIKit scene's view: the status bar, the
/// navigation bar (title, prompt, bar button items, large title), and a tab bar or toolbar at
/// the bottom. They come from the controller's simulated metrics, its navigation item and the
/// containers it sits in.
public struct SimulatedBars: Sendable, Hashable {
    /// A navigation bar as the canvas draws it.
    public struct NavigationBar: Sendable, Hashable {
        /// The navigation item's title (else the controller's).
        public var title: String
        /// The prompt drawn above the title, if any.
        public var prompt: String?
        /// Whether the title is drawn large, below the bar's buttons.
        public var largeTitle: Bool
        /// The left bar button items, outermost first.
        public var leftItems: [BarItem]
        /// The right bar button items, outermost first.
        public var rightItems: [BarItem]

        /// The bar's height under the status bar.
        public var height: Double {
            44 + (prompt != nil ? 30 : 0) + (largeTitle ? 52 : 0)
        }
    }

    /// A bar button item or tab bar item: its title and image, as the document names them, or
    /// the system item drawn as a glyph (`add`, `action`, `search`, …).
    public struct BarItem: Sendable, Hashable {
        /// The item's title (empty for an image or glyph only).
        public var title: String
        /// The image the document names, looked up like any image.
        public var image: String?
        /// The system item (`add`, `trash`, …) drawn as a glyph when there is no title.
        public var systemItem: String?

        /// Makes an item; the fields are those of the same names.
        public init(title: String, image: String? = nil, systemItem: String? = nil) {
            self.title = title
            self.image = image
            self.systemItem = systemItem
        }
    }

    /// The bar at the bottom of the scene.
    public enum BottomBar: Sendable, Hashable {
        /// A tab bar with the items of the tab bar controller's children, and the selected one.
        case tabBar(items: [BarItem], selected: Int)
        /// A toolbar with the controller's toolbar items.
        case toolbar(items: [BarItem])

        /// The bar's height.
        public var height: Double {
            switch self {
            case .tabBar: 49
            case .toolbar: 44
            }
        }
    }

    /// The status bar's height (0 when the document hides it).
    public var statusBarHeight: Double
    /// The navigation bar below the status bar, if any.
    public var navigationBar: NavigationBar?
    /// The tab bar or toolbar at the bottom, if any.
    public var bottomBar: BottomBar?

    /// The space the bars take at the top of the scene.
    public var topHeight: Double { statusBarHeight + (navigationBar?.height ?? 0) }
    /// The space the bars take at the bottom of the scene.
    public var bottomHeight: Double { bottomBar?.height ?? 0 }
}

/// Finds a scene controller's simulated bars: explicit simulated metrics win (`nil` metrics hide
/// a bar); otherwise a navigation controller's root gets a navigation bar and a tab bar
/// controller's child (directly or through its navigation controller) a tab bar.
struct SimulatedBarsResolver {
    let model: DocumentIndex
    private var document: NibDocument { model.document }

    /// The controllers that hold each controller through a containment relationship, by kind.
    private let navigationParent: [String: String]
    private let tabParent: [String: String]

    init(model: DocumentIndex) {
        self.model = model
        var navigationParent: [String: String] = [:]
        var tabParent: [String: String] = [:]
        for connection in model.document.connections
        where connection.kind == .segue && connection.name == "relationship" {
            switch connection.properties.string("relationship") {
            case "rootViewController": navigationParent[connection.destination] = connection.source
            case "viewControllers": tabParent[connection.destination] = connection.source
            default: break
            }
        }
        // Controllers pushed (show or push segues) from a controller in a navigation stack are in
        // the same stack: Interface Builder draws their navigation bar too.
        var controllerOfScene: [String: String] = [:]
        for scene in model.document.scenes {
            if let controller = scene.controller { controllerOfScene[scene.id] = controller }
        }
        var pushes: [String: [String]] = [:]
        for connection in model.document.connections
        where connection.kind == .segue && ["show", "push"].contains(connection.name) {
            guard let source = model.scene(of: connection.source).flatMap({ controllerOfScene[$0] }) else { continue }
            pushes[source, default: []].append(connection.destination)
        }
        var queue = navigationParent.keys.sorted()
        while let next = queue.popLast() {
            guard let stack = navigationParent[next] else { continue }
            for pushed in pushes[next] ?? [] where navigationParent[pushed] == nil {
                navigationParent[pushed] = stack
                queue.append(pushed)
            }
        }
        self.navigationParent = navigationParent
        self.tabParent = tabParent
    }

    /// The bars of the scene whose controller is `controller` and whose view is `view`; nil for
    /// AppKit documents and controllers with no bar at all.
    func bars(controller: Int, view: Int) -> SimulatedBars? {
        guard !model.platform.isAppKit else { return nil }
        let object = document.objects[controller]
        let props = object.properties
        let navigation = navigationParent[object.id]
        // A pushed controller keeps its stack's tab bar unless it asks to hide it.
        let pushedHidingTabBar = props.bool("hidesBottomBarWhenPushed") == true && tabParent[object.id] == nil
        let tab = pushedHidingTabBar ? nil : tabParent[object.id] ?? navigation.flatMap { tabParent[$0] }

        var navigationBar: SimulatedBars.NavigationBar?
        switch Self.metrics(props, "simulatedTopBarMetrics") {
        case .hidden: navigationBar = nil
        case .shown(let name, let attributes) where name == nil || name == "simulatedNavigationBarMetrics":
            // Written with only YES/NO attributes, the metrics arrive as a flag set without their name.
            navigationBar = self.navigationBar(
                controller, prompted: attributes["prompted"] == "YES", container: navigation)
        case .shown: navigationBar = nil
        case .unset:
            navigationBar = navigation.map { self.navigationBar(controller, prompted: false, container: $0) }
        }

        var bottomBar: SimulatedBars.BottomBar?
        switch Self.metrics(props, "simulatedBottomBarMetrics") {
        case .hidden: bottomBar = nil
        case .shown(let name, _) where name == "simulatedTabBarMetrics":
            bottomBar = tabBar(tab, selecting: navigation ?? object.id) ?? .tabBar(items: [], selected: 0)
        case .shown(let name, _) where name == "simulatedToolbarMetrics":
            bottomBar = .toolbar(items: toolbarItems(controller))
        case .shown: bottomBar = nil
        case .unset: bottomBar = tabBar(tab, selecting: navigation ?? object.id)
        }

        let statusBarHeight: Double
        switch Self.metrics(props, "simulatedStatusBarMetrics") {
        case .hidden: statusBarHeight = 0
        case .shown(_, let attributes) where attributes["statusBarStyle"] == "none": statusBarHeight = 0
        default:
            // Only scenes shown in a container (or asking for bars) get a status bar of their own.
            guard navigationBar != nil || bottomBar != nil || Self.asksForStatusBar(props) else { return nil }
            statusBarHeight = self.statusBarHeight(view: view, navigation: navigation)
        }
        guard statusBarHeight > 0 || navigationBar != nil || bottomBar != nil else { return nil }
        return SimulatedBars(statusBarHeight: statusBarHeight, navigationBar: navigationBar, bottomBar: bottomBar)
    }

    /// The bars of a container scene drawn as a box (a navigation or tab bar controller): its
    /// status bar and its own navigation bar or tab bar with its children's items.
    func containerBars(_ controller: Int) -> SimulatedBars? {
        guard !model.platform.isAppKit else { return nil }
        let object = document.objects[controller]
        let status = 20.0
        if object.element == "navigationController" || object.className == "UINavigationController" {
            let statusHeight =
                model.child(of: controller, key: "navigationBar").flatMap {
                    document.objects[$0].properties.rect("frame")
                }
                .map { $0.y >= 0 && $0.y <= 60 ? $0.y : status } ?? status
            return SimulatedBars(
                statusBarHeight: statusHeight,
                navigationBar: .init(title: "", prompt: nil, largeTitle: false, leftItems: [], rightItems: []),
                bottomBar: tabBar(tabParent[object.id], selecting: object.id))
        }
        if object.element == "tabBarController" || object.className == "UITabBarController" {
            return SimulatedBars(
                statusBarHeight: status, navigationBar: nil, bottomBar: tabBar(object.id, selecting: ""))
        }
        return nil
    }

    // MARK: Metrics

    /// A simulated-metrics value: not written, written as `nil` (the bar is hidden), or written
    /// with its element name (unknown when it arrived as a flag set) and attributes.
    private enum Metrics {
        case unset, hidden
        case shown(name: String?, attributes: [String: String])
    }

    private static func metrics(_ props: NibProperties, _ key: String) -> Metrics {
        switch props[key] {
        case .element(let element)?:
            .shown(
                name: element.name,
                attributes: Dictionary(element.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }))
        case .flags(let flags)?:
            .shown(
                name: nil,
                attributes: Dictionary(
                    flags.flags.map { ($0.name, $0.isSet ? "YES" : "NO") }, uniquingKeysWith: { a, _ in a }))
        case .nil?: .hidden
        default: .unset
        }
    }

    private static func asksForStatusBar(_ props: NibProperties) -> Bool {
        if case .unset = metrics(props, "simulatedStatusBarMetrics") { return false }
        return true
    }

    /// The status bar's height: where the navigation controller's bar starts when the document
    /// records it, else 44 on screens as tall as the notched phones and 20 below.
    private func statusBarHeight(view: Int, navigation: String?) -> Double {
        if let navigation, let container = model.index[navigation],
            let bar = model.child(of: container, key: "navigationBar"),
            let frame = document.objects[bar].properties.rect("frame"), frame.y >= 0, frame.y <= 60
        {
            return frame.y
        }
        let height = document.objects[view].properties.rect("frame").map { $0.y + $0.height } ?? 0
        return height >= 812 ? 44 : 20
    }

    // MARK: Navigation bar

    private func navigationBar(_ controller: Int, prompted: Bool, container: String?) -> SimulatedBars.NavigationBar {
        let item = model.child(of: controller, key: "navigationItem")
        let itemProps = item.map { document.objects[$0].properties } ?? NibProperties()
        let title = itemProps.string("title") ?? document.objects[controller].properties.string("title") ?? ""
        let prompt = itemProps.string("prompt").flatMap { $0.isEmpty ? nil : $0 } ?? (prompted ? "Prompt" : nil)
        var large = false
        if let container, let index = model.index[container], let bar = model.child(of: index, key: "navigationBar") {
            large =
                document.objects[bar].properties.bool("prefersLargeTitles") == true
                && !["never"].contains(itemProps.string("largeTitleDisplayMode") ?? "")
        }
        if itemProps.string("largeTitleDisplayMode") == "always" { large = true }
        return SimulatedBars.NavigationBar(
            title: title, prompt: prompt, largeTitle: large,
            leftItems: item.map { barItems($0, single: "leftBarButtonItem", list: "leftBarButtonItems") } ?? [],
            rightItems: item.map { barItems($0, single: "rightBarButtonItem", list: "rightBarButtonItems") } ?? [])
    }

    private func barItems(_ item: Int, single: String, list: String) -> [SimulatedBars.BarItem] {
        var items = model.related(item, key: list)
        if items.isEmpty, let one = model.child(of: item, key: single) { items = [one] }
        return items.map(barItem)
    }

    private func toolbarItems(_ controller: Int) -> [SimulatedBars.BarItem] {
        model.related(controller, key: "toolbarItems").map(barItem)
    }

    /// A bar button item's label: its title, its system item's title, or its image.
    private func barItem(_ index: Int) -> SimulatedBars.BarItem {
        let props = document.objects[index].properties
        let image = props.string("image").flatMap { $0.isEmpty ? nil : $0 }
        if let title = props.string("title"), !title.isEmpty { return .init(title: title, image: image) }
        if let system = props.string("systemItem") {
            switch system {
            case "flexibleSpace", "fixedSpace": return .init(title: "", image: nil)
            case "add", "action", "compose", "search", "trash", "refresh", "reply", "bookmarks", "camera", "organize",
                "play", "pause", "stop", "rewind", "fastForward":
                return .init(title: "", systemItem: system)
            default: return .init(title: system.prefix(1).uppercased() + system.dropFirst(), image: nil)
            }
        }
        return .init(title: image == nil ? "Item" : "", image: image)
    }

    // MARK: Tab bar

    /// The tab bar of `tab` (a tab bar controller's id) with its children's items in order, the
    /// child `selecting` highlighted.
    private func tabBar(_ tab: String?, selecting child: String) -> SimulatedBars.BottomBar? {
        guard let tab else { return nil }
        let children = document.connections.filter {
            $0.kind == .segue && $0.source == tab && $0.properties.string("relationship") == "viewControllers"
        }.map(\.destination)
        let items = children.map { id -> SimulatedBars.BarItem in
            guard let index = model.index[id], let item = model.child(of: index, key: "tabBarItem") else {
                return .init(title: "Item", image: nil)
            }
            let props = document.objects[item].properties
            let image = props.string("image").flatMap { $0.isEmpty ? nil : $0 }
            if let title = props.string("title") { return .init(title: title, image: image) }
            if let system = props.string("systemItem") {
                return .init(
                    title: system.prefix(1).uppercased() + system.dropFirst(), image: image, systemItem: system)
            }
            return .init(title: "Item", image: image)
        }
        return .tabBar(items: items, selected: children.firstIndex(of: child) ?? 0)
    }
}

/// How a scene's view and its bars share the board. A view the document places below the
/// bars (a frame starting at the bars' height, as older documents write it) keeps that room
/// above it, and a bottom bar gets room below it; a view that fills the screen (frame at zero,
/// as current documents write it) runs under the bars, and a scrolling one (the view itself or a
/// scrolling subview at its top) insets its content below the top bars.
struct BarRoom {
    var top = 0.0
    var bottom = 0.0
    var contentInset = 0.0

    init() {}

    init(bars: SimulatedBars, view: NibObject) {
        let frame = view.properties.rect("frame") ?? NibRect(x: 0, y: 0, width: 0, height: 0)
        if frame.y >= 1, frame.y <= 200, frame.y.isFinite {
            top = frame.y
            bottom = bars.bottomHeight
        } else {
            contentInset = bars.topHeight
        }
    }

    /// Whether a view scrolls its content under the bars: a table, collection or scroll view.
    static func scrollsUnderBars(_ object: NibObject) -> Bool {
        scrollingClasses.contains(object.className)
    }

    static let scrollingClasses: Set<String> = ["UITableView", "UICollectionView", "UIScrollView"]
}
