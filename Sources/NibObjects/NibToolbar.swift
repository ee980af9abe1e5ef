import NibModel
import NibRuntime

/// A window toolbar (NSToolbar): its items, a delegate, an identifier. Not a view.
open class NibToolbar: NibStandardObject {
    /// The toolbar's identifier (AppKit saves its configuration under it), or nil.
    public let identifier: String?
    /// The items the toolbar shows by default, in order.
    public private(set) var items: [NibToolbarItem] = []
    /// The delegate; not retained.
    public weak var delegate: AnyObject?

    public override init() {
        identifier = nil
        super.init()
    }

    public required init(coder: NibCoder) {
        identifier = coder.string("identifier")
        super.init(coder: coder)
        let defaults = coder.children(forKey: "defaultToolbarItems")
        let source = defaults.isEmpty ? coder.children(forKey: "allowedToolbarItems") : defaults
        items = source.compactMap { $0 as? NibToolbarItem }
    }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        if name == "delegate" { delegate = value } else { try super.nibSetOutlet(name, to: value) }
    }
}

/// A toolbar item (NSToolbarItem): label, identifier, an optional view, an action.
open class NibToolbarItem: NibStandardObject {
    /// The item's identifier (`NSToolbarFlexibleSpaceItem` and the like for standard items).
    public let identifier: String?
    /// The label shown under the item, or nil.
    public var label: String?
    /// The item's action, if connected.
    public private(set) var action: NibAction?
    /// The view the item shows, if any.
    public private(set) var view: NibView?

    public override init() {
        identifier = nil
        super.init()
    }

    public required init(coder: NibCoder) {
        identifier = coder.string("identifier")
        label = coder.string("label")
        super.init(coder: coder)
        view = coder.child(forKey: "view") as? NibView
    }

    open override func nibConnectAction(_ action: NibAction) throws(NibError) { self.action = action }

    /// Clicks the item: sends its action to its target or up the responder chain.
    @discardableResult
    public func performAction() -> AnyObject? {
        guard let action else { return nil }
        return NibEvent.deliver(NibEvent(type: nil)) { action.send(from: self) }
    }
}
