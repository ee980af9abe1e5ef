import NibModel

extension AppKitEncoding {
    /// `NSKeyEquivModMask` of an item without a key equivalent of its own: the Command key.
    static let defaultKeyEquivalentModifiers = 0x10_0000
    /// `NSMnemonicLoc` of an item without a mnemonic.
    static let noMnemonic = 0x7FFF_FFFF
    /// The action a pop-up button's items send to its cell.
    static let popUpItemAction = "_popUpItemAction:"
    /// The state images every menu item archives: name and design size.
    static let menuStateImages = (on: ("NSMenuCheckmark", "{18, 16}"), mixed: ("NSMenuMixedState", "{18, 4}"))

    /// The encoded items of a menu: their document ids and graph indices, in order.
    struct MenuItems {
        var menu: Int
        var ids: [String] = []
        var indices: [Int] = []
    }

    /// The `NSMenu` of a pop-up button cell (`NSTitle`, `NSMenuItems`); each item targets the cell
    /// with `_popUpItemAction:`. A pull-down menu's first item is its title, hidden. Nil (with
    /// issues) when an item is not encoded.
    mutating func encodePopUpMenu(_ menu: NibObject, cell: Int, pullsDown: Bool) -> MenuItems? {
        guard menu.customClass == nil else {
            refuse(.objectClass, menu.customClass ?? menu.className, at: menu.position, detail: "(<menu>)")
            return nil
        }
        let index = graph.addObject("NSMenu")
        register(index, id: menu.id, parent: cell)
        var title = ""
        if case .string(let value)? = menu.properties[ArchivedProperty.nsTitle.property] { title = value }
        graph.append(ArchivedProperty.nsTitle.key, graph.string(title), to: index)
        refuseUnhandled(menu, handled: ["title", "items"])
        var items = MenuItems(menu: index)
        if case .objects(let ids)? = menu.properties["items"] {
            for (position, id) in ids.enumerated() {
                guard let item = lookups.object(id), item.element == "menuItem", item.customClass == nil else {
                    let object = lookups.object(id)
                    refuse(
                        .objectClass, object?.className ?? id, at: object?.position ?? menu.position,
                        detail: "(<\(object?.element ?? "menuItem")>)")
                    continue
                }
                let itemIndex = encodePopUpItem(item, menu: index, cell: cell, hidden: pullsDown && position == 0)
                items.ids.append(id)
                items.indices.append(itemIndex)
            }
        }
        graph.append(
            ArchivedProperty.nsMenuItems.key,
            graph.array(items.indices.map { .object($0) }, className: "NSMutableArray"), to: index)
        return items
    }

    /// One `NSMenuItem` of a pop-up menu: title, tag, state, hidden, a symbol of the system
    /// catalog as its image; no key equivalent, mnemonic or other image of its own.
    mutating func encodePopUpItem(_ item: NibObject, menu: Int, cell: Int, hidden: Bool) -> Int {
        let index = graph.addObject("NSMenuItem")
        register(index, id: item.id, parent: menu)
        var handled: Set<String> = ["title"]
        var title = ""
        if case .string(let value)? = item.properties[ArchivedProperty.nsTitle.property] { title = value }
        graph.append("NSMenu", .object(menu), to: index)
        graph.append(ArchivedProperty.nsTitle.key, graph.string(title), to: index)
        graph.append(ArchivedProperty.nsKeyEquiv.key, graph.string(""), to: index)
        graph.append("NSKeyEquivModMask", .int32(Int32(Self.defaultKeyEquivalentModifiers)), to: index)
        graph.append("NSMnemonicLoc", .int32(Int32(Self.noMnemonic)), to: index)
        graph.append("NSOnImage", menuStateImage(Self.menuStateImages.on), to: index)
        graph.append("NSMixedImage", menuStateImage(Self.menuStateImages.mixed), to: index)
        graph.append("NSAction", graph.string(Self.popUpItemAction), to: index)
        graph.append("NSTarget", .object(cell), to: index)
        graph.append("NSAllowsKeyEquivalentLocalization", .bool(true), to: index)
        graph.append("NSAllowsKeyEquivalentMirroring", .bool(true), to: index)
        graph.append("NSHiddenInRepresentation", .bool(false), to: index)
        if case .string("on")? = item.properties["state"] {
            graph.append("NSState", .int8(1), to: index)
            handled.insert("state")
        }
        if case .integer(let tag)? = item.properties[ArchivedProperty.nsTag.property] {
            if tag != 0 { graph.append(ArchivedProperty.nsTag.key, Self.integerWord(tag), to: index) }
            handled.insert(ArchivedProperty.nsTag.property)
        }
        if hidden || item.properties["hidden"] == .bool(true) {
            graph.append("NSIsHidden", .bool(true), to: index)
        }
        if item.properties["hidden"] != nil { handled.insert("hidden") }
        if case .string(let name)? = item.properties["image"], item.properties["catalog"] == .string("system") {
            graph.append("NSImage", encodeSystemSymbol(named: name), to: index)
            handled.formUnion(["image", "catalog"])
        }
        refuseUnhandled(item, handled: handled)
        return index
    }

    /// The `NSCustomResource` of a menu item's state image (no namespace), one per document.
    mutating func menuStateImage(_ image: (name: String, size: String)) -> NibArchiveValue.Kind {
        if let index = sharedObjects[image.name] { return .object(index) }
        let size = graph.addObject("NSValue")
        graph.append("NS.sizeval", graph.string(image.size), to: size)
        graph.append("NS.special", .int8(2), to: size)
        let index = graph.addObject("NSCustomResource")
        graph.append("NSClassName", graph.string("NSImage"), to: index)
        graph.append("NSResourceName", graph.string(image.name), to: index)
        graph.append("IBNamespaceID", .null, to: index)
        graph.append("IBDesignSize", .object(size), to: index)
        graph.append("IBDesignImageConfiguration", .null, to: index)
        sharedObjects[image.name] = index
        return .object(index)
    }
}
