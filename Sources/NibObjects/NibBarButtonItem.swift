import NibModel
import NibRuntime

/// A bar button item (UIBarButtonItem, also UITabBarItem's sibling in navigation and tool bars):
/// title, style, enabled, one action.
open class NibBarButtonItem: NibStandardObject {
    /// The title the item shows (the document's `title`); nil for a system item or an item without one.
    public var title: String?
    /// The system item (`done`, `cancel`, `flexibleSpace`, …) when the document uses one.
    public var systemItem: String?
    /// Whether the item responds to taps; a disabled item's ``performAction()`` sends nothing.
    public var isEnabled = true
    /// The integer the document tags the item with (0 when it has none), for app code to tell items apart.
    public var tag = 0
    /// The item's action, if connected.
    public private(set) var action: NibAction?
    /// A custom view shown instead of a button.
    public private(set) var customView: NibView?

    public override init() { super.init() }

    public required init(coder: NibCoder) {
        title = coder.string("title")
        systemItem = coder.string("systemItem")
        isEnabled = coder.bool("enabled") ?? true
        tag = coder.int("tag") ?? 0
        super.init(coder: coder)
        customView = coder.child(forKey: "customView") as? NibView
    }

    open override func nibConnectAction(_ action: NibAction) throws(NibError) { self.action = action }

    /// Taps the item: sends its action. Returns the handler.
    @discardableResult
    public func performAction() -> AnyObject? {
        guard isEnabled, let action else { return nil }
        return NibEvent.deliver(NibEvent(type: nil)) { action.send(from: self) }
    }
}
