import NibModel

extension AppKitEncoding {
    /// `NSName` of a menu by `systemMenu`, as the corpus shows them.
    static let systemMenuNames: [String: String] = ["main": "_NSMainMenu", "apple": "_NSAppleMenu"]
    /// The action an item with a submenu sends the submenu.
    static let submenuAction = "submenuAction:"

    /// A top-level `<menu>` (the main menu, or another standalone menu): an `NSMenu` with its
    /// title, its `NSName` when it is a system menu, and its items, each item's submenu below it.
    /// Ids: the menu, then each item followed by its submenu and that submenu's items.
    mutating func encodeMenu(_ menu: NibObject, parent: Int) -> Int? {
        guard menu.customClass == nil else {
            refuse(.objectClass, menu.customClass!, at: menu.position, detail: "(<menu>)")
            return nil
        }
        let index = graph.addObject("NSMenu")
        register(index, id: menu.id, parent: parent)
        var handled: Set<String> = ["items"]
        if case .string(let title)? = menu.properties["title"] {
            graph.append("NSTitle", graph.string(title), to: index)
            handled.insert("title")
        }
        if case .string(let name)? = menu.properties["systemMenu"], let archived = Self.systemMenuNames[name] {
            graph.append("NSName", graph.string(archived), to: index)
            handled.insert("systemMenu")
        }
        refuseUnhandled(menu, handled: handled)
        var items: [NibArchiveValue.Kind] = []
        if case .objects(let ids)? = menu.properties["items"] {
            for id in ids {
                guard let item = lookups.object(id), item.element == "menuItem", item.customClass == nil else {
                    let object = lookups.object(id)
                    refuse(
                        .objectClass, object?.customClass ?? object?.className ?? id,
                        at: object?.position ?? menu.position, detail: "(<\(object?.element ?? "menuItem")>)")
                    continue
                }
                items.append(.object(encodeMenuItem(item, menu: index)))
            }
        }
        graph.append("NSMenuItems", graph.array(items, className: "NSMutableArray"), to: index)
        return index
    }

    /// One `NSMenuItem` of a menu: its title and key equivalent (with the Command key unless the
    /// document gives an empty modifier mask; other masks are not encoded yet), the shared state
    /// images, and its submenu (`NSSubmenu`, also the target of `submenuAction:`). A separator is
    /// a disabled item with an empty title and no modifier mask.
    mutating func encodeMenuItem(_ item: NibObject, menu: Int) -> Int {
        let index = graph.addObject("NSMenuItem")
        register(index, id: item.id, parent: menu)
        var handled: Set<String> = []
        func text(_ name: String) -> String {
            guard case .string(let value)? = item.properties[name] else { return "" }
            handled.insert(name)
            return value
        }
        let isSeparator = item.properties["isSeparatorItem"] == .bool(true)
        if isSeparator { handled.insert("isSeparatorItem") }
        graph.append("NSMenu", .object(menu), to: index)
        graph.append("NSTitle", graph.string(text("title")), to: index)
        graph.append("NSKeyEquiv", graph.string(text("keyEquivalent")), to: index)
        switch item.properties["keyEquivalentModifierMask"] {
        case nil:
            if !isSeparator {
                graph.append("NSKeyEquivModMask", .int32(Int32(Self.defaultKeyEquivalentModifiers)), to: index)
            }
        case .flags(let mask)? where mask.flags.isEmpty:
            handled.insert("keyEquivalentModifierMask")
        default:
            break
        }
        graph.append("NSMnemonicLoc", .int32(Int32(Self.noMnemonic)), to: index)
        graph.append("NSOnImage", menuStateImage(Self.menuStateImages.on), to: index)
        graph.append("NSMixedImage", menuStateImage(Self.menuStateImages.mixed), to: index)
        graph.append("NSAllowsKeyEquivalentLocalization", .bool(true), to: index)
        graph.append("NSAllowsKeyEquivalentMirroring", .bool(true), to: index)
        graph.append("NSHiddenInRepresentation", .bool(false), to: index)
        if isSeparator {
            graph.append("NSIsDisabled", .bool(true), to: index)
            graph.append("NSIsSeparator", .bool(true), to: index)
        }
        refuseUnhandled(item, handled: handled.union(["submenu"]))
        if case .object(let submenuID)? = item.properties["submenu"], let submenu = lookups.object(submenuID),
            let submenuIndex = encodeMenu(submenu, parent: index)
        {
            graph.append("NSSubmenu", .object(submenuIndex), to: index)
            graph.append("NSAction", graph.string(Self.submenuAction), to: index)
            graph.append("NSTarget", .object(submenuIndex), to: index)
        }
        return index
    }
}
