import NibModel
import NibRuntime

/// A menu (NSMenu): title and items in order.
open class NibMenu: NibStandardObject {
    /// The menu's title (a submenu's is usually its item's title), or nil.
    public var title: String?
    /// The menu's items, in order.
    public private(set) var items: [NibMenuItem] = []
    /// The item this menu is the submenu of.
    public internal(set) weak var supermenuItem: NibMenuItem?

    public override init() { super.init() }

    public required init(coder: NibCoder) {
        title = coder.string("title")
        super.init(coder: coder)
        for case let item as NibMenuItem in coder.children(forKey: "items") { addItem(item) }
    }

    /// Appends `item` to the menu and makes the menu its ``NibMenuItem/menu``.
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
    /// The title the item shows, or nil (separators).
    public var title: String?
    /// The key that chooses the item with ``keyEquivalentModifiers`` (`q`, `,`, …); empty or nil when none.
    public var keyEquivalent: String?
    /// The modifier flags that are set (`command`, `option`, `shift`, `control`); AppKit's default is command.
    public var keyEquivalentModifiers: [String] = ["command"]
    /// Whether the item can be chosen; a disabled item sends no action and matches no key equivalent.
    public var isEnabled = true
    /// Whether the item is a separator line (the document's `isSeparatorItem`).
    public var isSeparator = false
    /// The integer the document tags the item with (0 when it has none).
    public var tag = 0
    /// The menu the item opens, if it has one.
    public private(set) var submenu: NibMenu?
    /// The menu the item belongs to; not retained.
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
