import NibModel
import NibRuntime

/// A window (NSWindow / NSPanel / UIWindow): title, content view, visible at launch.
open class NibWindow: NibStandardObject {
    /// The title in the window's title bar (the document's `title`), or nil.
    public var title: String?
    /// The recorded content rectangle (macOS `contentRect`) or frame (UIWindow).
    public var contentRect = NibRect(x: 0, y: 0, width: 0, height: 0)
    /// The content view (macOS), owned by the window.
    public private(set) var contentView: NibView?
    /// UIWindow: the window's own subviews.
    public private(set) var subviews: [NibView] = []
    /// Whether the document marks the window visible at launch (absent means yes).
    public let visibleAtLaunch: Bool
    /// Whether the window is on screen.
    public private(set) var isVisible = false
    /// Whether the window was made key when shown.
    public private(set) var isKeyWindow = false
    /// The window controller that owns the window (set by its `window` outlet).
    public internal(set) weak var windowController: NibWindowController?
    /// Every recorded property, in document order.
    public let properties: NibProperties

    public override init() {
        visibleAtLaunch = false
        properties = NibProperties()
        super.init()
    }

    public required init(coder: NibCoder) {
        properties = coder.properties
        title = coder.string("title")
        contentRect = coder.rect("contentRect") ?? coder.rect("frame") ?? contentRect
        visibleAtLaunch = coder.bool(NibObject.visibleAtLaunchKey) ?? NibObject.visibleAtLaunchByDefault
        super.init(coder: coder)
        if let view = coder.child(forKey: "contentView") as? NibView { setContentView(view) }
        for case let view as NibView in coder.children(forKey: "subviews") {
            view.hostWindow = self
            subviews.append(view)
        }
    }

    /// Replaces the content view.
    public func setContentView(_ view: NibView?) {
        contentView?.hostWindow = nil
        contentView = view
        view?.hostWindow = self
    }

    /// Shows the window and makes it key.
    public func makeKeyAndOrderFront() {
        isVisible = true
        isKeyWindow = true
    }

    /// Hides the window.
    public func orderOut() {
        isVisible = false
        isKeyWindow = false
    }

    /// Whether the window is miniaturized (`performMiniaturize:` / `miniaturize:`, `deminiaturize:`).
    public private(set) var isMiniaturized = false
    /// Whether the window is zoomed (`performZoom:` / `zoom:` toggle it).
    public private(set) var isZoomed = false
    /// Whether the window is full screen (`toggleFullScreen:`).
    public private(set) var isFullScreen = false

    /// The standard window actions a main menu's Window menu sends to First Responder, handled
    /// headlessly: close, miniaturize, zoom, full screen, order front and out.
    public static let standardActions: Set<String> = [
        "performClose:", "close:", "performMiniaturize:", "miniaturize:", "deminiaturize:", "performZoom:", "zoom:",
        "toggleFullScreen:", "makeKeyAndOrderFront:", "orderFront:", "orderOut:",
    ]

    open override func nibPerformAction(_ selector: String, sender: AnyObject?) -> Bool {
        switch selector {
        case "performClose:", "close:", "orderOut:": orderOut()
        case "performMiniaturize:", "miniaturize:": isMiniaturized = true
        case "deminiaturize:": isMiniaturized = false
        case "performZoom:", "zoom:": isZoomed.toggle()
        case "toggleFullScreen:": isFullScreen.toggle()
        case "makeKeyAndOrderFront:", "orderFront:": makeKeyAndOrderFront()
        default: return super.nibPerformAction(selector, sender: sender)
        }
        return true
    }

    /// The loader shows windows marked visible at launch after awakeFromNib.
    open override func nibShowAtLaunch() { makeKeyAndOrderFront() }

    /// Window → its controller → the application.
    open override var nextResponder: NibResponder? { windowController ?? fallbackNextResponder }

    open override func nibSetValue(_ value: NibValue, forKeyPath keyPath: String) throws(NibError) {
        if keyPath == "title" {
            title = NibValueDecoding.string(value)
        } else {
            try super.nibSetValue(value, forKeyPath: keyPath)
        }
    }
}
