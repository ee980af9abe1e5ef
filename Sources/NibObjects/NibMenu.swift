import NibModel
import NibRuntime

/// A menu (NSMenu): title and items in order.
open class NibMenu: NibStandardObject {
    public var title: String?
    public private(set) var items: [NibMenuItem] = []
    /// The item this menu is the submenu of.
    public internal(set) weak var supermenuItem: NibMenuItem?

    public override init() { super.init() }

    public required init(coder: NibCoder) {
        title = coder.string("title")
        super.init(coder: coder)
        for case let item as NibMenuItem in coder.children(forKey: "items") { addItem(item) }
    }

    public func addItem(_ item: NibMenuItem) {
        items.append(item)
        item.menu = self
    }

    /// The first item with the title, at any depth.
    public func item(withTitle title: String) -> NibMenuItem? {
        for item in items {
            if item.title == title { return item }
            if let found = item.submenu?.item(withTitle: title) { return found }
        }
        return nil
    }

    /// The item whose key equivalent and modifiers match, at any depth.
    public func item(forKeyEquivalent key: String, modifiers: Set<String> = ["command"]) -> NibMenuItem? {
        for item in items {
            if item.isEnabled, item.keyEquivalent == key, Set(item.keyEquivalentModifiers) == modifiers { return item }
            if let found = item.submenu?.item(forKeyEquivalent: key, modifiers: modifiers) { return found }
        }
        return nil
    }

    /// Menu → the item it hangs from → … → the application.
    open override var nextResponder: NibResponder? { supermenuItem ?? fallbackNextResponder }
}

/// A menu item (NSMenuItem): title, key equivalent, action, submenu.
open class NibMenuItem: NibStandardObject {
    public var title: String?
    public var keyEquivalent: String?
    /// The modifier flags that are set (`command`, `option`, `shift`, `control`); AppKit's default is command.
    public var keyEquivalentModifiers: [String] = ["command"]
    public var isEnabled = true
    public var isSeparator = false
    public var tag = 0
    public private(set) var submenu: NibMenu?
    public internal(set) weak var menu: NibMenu?
    /// The item's action, if connected.
    public private(set) var action: NibAction?

    public override init() { super.init() }

    public required init(coder: NibCoder) {
        title = coder.string("title")
        keyEquivalent = coder.string("keyEquivalent")
        if case .flags(let flags)? = coder["keyEquivalentModifierMask"] { keyEquivalentModifiers = flags.setFlags }
        isEnabled = coder.bool("enabled") ?? true
        isSeparator = coder.bool("isSeparatorItem") ?? false
        tag = coder.int("tag") ?? 0
        super.init(coder: coder)
        if let menu = coder.child(forKey: "submenu") as? NibMenu {
            submenu = menu
            menu.supermenuItem = self
        }
    }

    open override func nibConnectAction(_ action: NibAction) throws(NibError) { self.action = action }

    /// Chooses the item: sends its action to its target or up the responder chain. Returns the handler.
    @discardableResult
    public func performAction() -> AnyObject? {
        guard isEnabled, let action else { return nil }
        return NibEvent.deliver(NibEvent(type: nil)) { action.send(from: self) }
    }

    /// Item → its menu.
    open override var nextResponder: NibResponder? { menu ?? fallbackNextResponder }
}
