import NibModel

extension AppKitEncoding {
    /// `NSName` of a menu by `systemMenu`, as the corpus shows them.
    static let systemMenuNames: [String: String] = [
        "main": "_NSMainMenu", "apple": "_NSAppleMenu", "services": "_NSServicesMenu", "font": "_NSFontMenu",
        "recentDocuments": "_NSRecentDocumentsMenu", "help": "_NSHelpMenu", "window": "_NSWindowsMenu",
    ]
    /// `NSKeyEquivModMask` bits by modifier (AppKit's event modifier flags).
    static let keyEquivalentModifiers: [String: Int] = [
        "shift": 0x2_0000, "control": 0x4_0000, "option": 0x8_0000, "command": 0x10_0000,
    ]
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
        if case .string(let title)? = menu.properties[ArchivedProperty.nsTitle.property] {
            graph.append(ArchivedProperty.nsTitle.key, graph.string(title), to: index)
            handled.insert(ArchivedProperty.nsTitle.property)
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
        graph.append(ArchivedProperty.nsMenuItems.key, graph.array(items, className: "NSMutableArray"), to: index)
        return index
    }

    /// One `NSMenuItem` of a menu: its title and key equivalent (with the Command key unless the
    /// document gives a modifier mask: shift 0x20000, control 0x40000, option 0x80000, command
    /// 0x100000, no `NSKeyEquivModMask` for an empty one), the shared state
    /// images, and its submenu (`NSSubmenu`, also the target of `submenuAction:`). A separator is
    /// a disabled item with an empty title and no modifier mask; `enabled="NO"` is
    /// `NSIsDisabled`, a tag other than 0 `NSTag`.
    mutating func encodeMenuItem(_ item: NibObject, menu: Int) -> Int {
        let index = graph.addObject("NSMenuItem")
        register(index, id: item.id, parent: menu)
        var handled: Set<String> = []
        func text(_ name: String) -> String {
            guard case .string(let value)? = item.properties[name] else { return "" }
            handled.insert(name)
            return value
        }
        let separator = ArchivedProperty.nsIsSeparator
        let isSeparator = item.properties[separator.property] == .bool(separator.value)
        if isSeparator { handled.insert(separator.property) }
        graph.append("NSMenu", .object(menu), to: index)
        for (key, property) in [ArchivedProperty.nsTitle, ArchivedProperty.nsKeyEquiv] {
            graph.append(key, graph.string(text(property)), to: index)
        }
        switch item.properties["keyEquivalentModifierMask"] {
        case nil:
            if !isSeparator {
                graph.append("NSKeyEquivModMask", .int32(Int32(Self.defaultKeyEquivalentModifiers)), to: index)
            }
        case .flags(let mask)?:
            let bits = mask.setFlags.compactMap { Self.keyEquivalentModifiers[$0] }
            if bits.count == mask.setFlags.count {
                if !bits.isEmpty { graph.append("NSKeyEquivModMask", .int32(Int32(bits.reduce(0, |))), to: index) }
                handled.insert("keyEquivalentModifierMask")
            }
        default:
            break
        }
        graph.append("NSMnemonicLoc", .int32(Int32(Self.noMnemonic)), to: index)
        graph.append("NSOnImage", menuStateImage(Self.menuStateImages.on), to: index)
        graph.append("NSMixedImage", menuStateImage(Self.menuStateImages.mixed), to: index)
        graph.append("NSAllowsKeyEquivalentLocalization", .bool(true), to: index)
        graph.append("NSAllowsKeyEquivalentMirroring", .bool(true), to: index)
        graph.append("NSHiddenInRepresentation", .bool(false), to: index)
        let disabled = ArchivedProperty.nsIsDisabled
        if case .bool(let enabled)? = item.properties[disabled.property] {
            if enabled == disabled.value, !isSeparator { graph.append(disabled.key, .bool(true), to: index) }
            handled.insert(disabled.property)
        }
        if isSeparator {
            graph.append("NSIsDisabled", .bool(true), to: index)
            graph.append(separator.key, .bool(true), to: index)
        }
        if case .integer(let tag)? = item.properties[ArchivedProperty.nsTag.property] {
            if tag != 0 { graph.append(ArchivedProperty.nsTag.key, Self.integerWord(tag), to: index) }
            handled.insert(ArchivedProperty.nsTag.property)
        }
        var submenuHandled: Set<String> = []
        if case .object(let submenuID)? = item.properties["submenu"], lookups.object(submenuID)?.element == "menu" {
            submenuHandled.insert("submenu")
        }
        refuseUnhandled(item, handled: handled.union(submenuHandled))
        if case .object(let submenuID)? = item.properties["submenu"], let submenu = lookups.object(submenuID),
            submenu.element == "menu", let submenuIndex = encodeMenu(submenu, parent: index)
        {
            graph.append(ArchivedProperty.nsSubmenu.key, .object(submenuIndex), to: index)
            graph.append("NSAction", graph.string(Self.submenuAction), to: index)
            graph.append("NSTarget", .object(submenuIndex), to: index)
        }
        return index
    }
}
