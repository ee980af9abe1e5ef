import NibModel

extension AppKitEncoding {
    /// `NSToolbarDisplayMode` by `displayMode`.
    static let toolbarDisplayModes: [String: Int] = ["default": 0, "iconAndLabel": 1, "iconOnly": 2, "labelOnly": 3]
    /// `NSToolbarSizeMode` by `sizeMode`.
    static let toolbarSizeModes: [String: Int] = ["default": 0, "regular": 1, "small": 2]
    /// The views a toolbar item may show (as the corpus shows them).
    static let toolbarItemViews: Set<String> = ["button", "searchField"]
    /// The standard items a toolbar names by identifier alone, each archived as its own class
    /// with the palette label and sizes AppKit gives it (as the corpus shows them).
    static let standardToolbarItems: [String: (paletteLabel: String, minSize: String, maxSize: String)] = [
        "NSToolbarFlexibleSpaceItem": ("Flexible Space", "{8, 24}", "{20000, 24}"),
        "NSToolbarSpaceItem": ("Space", "{8, 24}", "{8, 24}"),
    ]

    /// A window's `<toolbar>`: an `NSToolbar` (the window template's `NSViewClass`) with its
    /// allowed, default and identified items. Only toolbars whose items are standard spaces or
    /// show a button or a search field are encoded.
    mutating func encodeToolbar(_ toolbar: NibObject, window: Int) -> Int? {
        let properties = toolbar.properties
        guard toolbar.customClass == nil, case .string(let identifier)? = properties["implicitIdentifier"] else {
            refuse(.objectClass, toolbar.customClass ?? toolbar.className, at: toolbar.position, detail: "(<toolbar>)")
            return nil
        }
        let index = graph.addObject("NSToolbar")
        register(index, id: toolbar.id, parent: window)
        var handled: Set<String> = ["implicitIdentifier", "allowedToolbarItems", "defaultToolbarItems"]
        var displayMode = 0
        if case .string(let name)? = properties["displayMode"], let mode = Self.toolbarDisplayModes[name] {
            displayMode = mode
            handled.insert("displayMode")
        }
        var sizeMode = 0
        if case .string(let name)? = properties["sizeMode"], let mode = Self.toolbarSizeModes[name] {
            sizeMode = mode
            handled.insert("sizeMode")
        }
        var allowed: [(id: String, index: Int, identifier: String)] = []
        var allowedIDs: [String] = []
        if case .objects(let ids)? = properties["allowedToolbarItems"] {
            allowedIDs = ids
            for id in ids {
                guard let item = lookups.object(id), let encoded = encodeToolbarItem(item, toolbar: index) else {
                    continue
                }
                allowed.append((id, encoded.index, encoded.identifier))
            }
        }
        var defaults: [NibArchiveValue.Kind] = []
        if case .array(let references)? = properties["defaultToolbarItems"] {
            for case .element(let reference) in references {
                let id = reference.attributes.first { $0.name == "reference" }?.value
                // An allowed item that is not encoded has its issue already.
                if let id, allowedIDs.contains(id), !allowed.contains(where: { $0.id == id }) { continue }
                guard reference.name == "toolbarItem", let item = allowed.first(where: { $0.id == id }) else {
                    refuse(
                        .attribute, "defaultToolbarItems", at: toolbar.position,
                        detail: "of <toolbar> (an item that is not an allowed one)")
                    continue
                }
                defaults.append(.object(item.index))
            }
        } else if properties["defaultToolbarItems"] != nil {
            handled.remove("defaultToolbarItems")
        }
        var identified: [NibArchiveValue.Kind] = []
        for item in allowed { identified += [graph.string(item.identifier), .object(item.index)] }
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSToolbarIdentifier", graph.string(identifier)), ("NSToolbarDelegate", .null),
            ("NSToolbarDisplayMode", NibArchiveGraph.narrowest(displayMode)),
            ("NSToolbarSizeMode", NibArchiveGraph.narrowest(sizeMode)),
            ("NSToolbarAllowsUserCustomization", .bool(true)), ("NSToolbarAutosavesConfiguration", .bool(true)),
            ("NSToolbarPrefersToBeShown", .bool(true)), ("NSToolbarCenteredItemIdentifier", .null),
            ("NSToolbarIBAllowedItems", graph.array(allowed.map { .object($0.index) })),
            ("NSToolbarIBDefaultItems", graph.array(defaults)),
            ("NSToolbarIBIdentifiedItems", graph.array(identified, className: "NSMutableDictionary")),
            ("NSToolbarIBSelectableItems", graph.array([], className: "NSMutableArray")),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
        refuseUnhandled(toolbar, handled: handled)
        return index
    }

    /// One toolbar item: a standard space (its own class, a separator as its menu form) or an
    /// `NSToolbarItem` showing a button or a search field. Returns its index and identifier.
    mutating func encodeToolbarItem(_ item: NibObject, toolbar: Int) -> (index: Int, identifier: String)? {
        let properties = item.properties
        func text(_ name: String) -> String? {
            if case .string(let value)? = properties[name] { return value }
            return nil
        }
        guard item.element == "toolbarItem", item.customClass == nil, let implicit = text("implicitItemIdentifier")
        else {
            refuse(.objectClass, item.customClass ?? item.className, at: item.position, detail: "(<\(item.element)>)")
            return nil
        }
        if let standard = Self.standardToolbarItems[implicit] {
            let index = graph.addObject(implicit)
            register(index, id: item.id, parent: toolbar)
            appendToolbarItemKeys(
                index, identifier: implicit, label: "", paletteLabel: standard.paletteLabel,
                sizes: (standard.minSize, standard.maxSize), view: nil)
            graph.append("NSToolbarItemMenuFormRepresentation", .object(separatorMenuItem()), to: index)
            refuseUnhandled(item, handled: ["implicitItemIdentifier"])
            return (index, implicit)
        }
        guard case .object(let viewID)? = properties["view"], let view = lookups.object(viewID),
            Self.toolbarItemViews.contains(view.element),
            let minimum = size(properties["minSize"]), let maximum = size(properties["maxSize"])
        else {
            refuse(
                .objectClass, item.className, at: item.position,
                detail: "(<toolbarItem> without a button or search field as its view, or without sizes)")
            return nil
        }
        let index = graph.addObject("NSToolbarItem")
        register(index, id: item.id, parent: toolbar)
        let identifier = text("explicitItemIdentifier") ?? implicit
        // A button's item is titled with the button's title; a search field's has an empty title.
        var title = ""
        if view.element == "button", case .object(let cellID)? = view.properties["cell"],
            case .string(let value)? = lookups.object(cellID)?.properties["title"]
        {
            title = value
        }
        let button = encodeObject(view, parent: index, superview: nil)
        appendToolbarItemKeys(
            index, identifier: identifier, label: text("label") ?? "", paletteLabel: text("paletteLabel") ?? "",
            sizes: (Self.sizeText(minimum), Self.sizeText(maximum)),
            view: (button, title, bordered: view.element == "button"))
        refuseUnhandled(
            item,
            handled: [
                "implicitItemIdentifier", "explicitItemIdentifier", "label", "paletteLabel", "minSize", "maxSize",
                "view",
            ])
        return (index, identifier)
    }

    /// The keys every toolbar item archives. A standard item has no view, tag -1 and no tool tip;
    /// an item showing a view has tag 0 and an empty tool tip, and is bordered and titled with
    /// the button's title when its view is a button.
    mutating func appendToolbarItemKeys(
        _ index: Int, identifier: String, label: String, paletteLabel: String, sizes: (min: String, max: String),
        view: (index: Int?, title: String, bordered: Bool)?
    ) {
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSToolbarItemIdentifier", graph.string(identifier)), ("NSToolbarItemLabel", graph.string(label)),
            ("NSToolbarItemPaletteLabel", graph.string(paletteLabel)),
            ("NSToolbarItemTitle", graph.string(view?.title ?? "")),
            ("NSToolbarItemToolTip", view == nil ? .null : graph.string("")),
            ("NSToolbarItemView", view?.index.map { .object($0) } ?? .null),
            ("NSToolbarItemMinSize", graph.string(sizes.min)), ("NSToolbarItemMaxSize", graph.string(sizes.max)),
            ("NSToolbarItemBordered", .bool(view?.bordered ?? false)),
            ("NSToolbarItemTag", view == nil ? .int64(-1) : .int8(0)),
            ("NSToolbarIsUserRemovable", .bool(true)), ("NSToolbarItemAction", .null),
            ("NSToolbarItemTarget", .null), ("NSToolbarItemAutovalidates", .bool(true)),
            ("NSToolbarItemEnabled", .bool(true)), ("NSToolbarItemIgnoreMinMaxSizes", .bool(false)),
            ("NSToolbarItemImage", .null), ("NSToolbarItemNavigational", .bool(false)),
            ("NSToolbarItemStyle", .int8(0)), ("NSToolbarItemVisibilityPriority", .int8(0)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
    }

    /// A disabled separator `NSMenuItem`, a standard toolbar item's menu form.
    mutating func separatorMenuItem() -> Int {
        let index = graph.addObject("NSMenuItem")
        let values: [(String, NibArchiveValue.Kind)] = [
            (ArchivedProperty.nsTitle.key, graph.string("")), (ArchivedProperty.nsKeyEquiv.key, graph.string("")),
            ("NSKeyEquivModMask", .int32(Int32(Self.defaultKeyEquivalentModifiers))),
            ("NSMnemonicLoc", .int32(Int32(Self.noMnemonic))),
            ("NSOnImage", menuStateImage(Self.menuStateImages.on)),
            ("NSMixedImage", menuStateImage(Self.menuStateImages.mixed)), ("NSIsDisabled", .bool(true)),
            (ArchivedProperty.nsIsSeparator.key, .bool(true)), ("NSAllowsKeyEquivalentLocalization", .bool(true)),
            ("NSAllowsKeyEquivalentMirroring", .bool(true)), ("NSHiddenInRepresentation", .bool(false)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
        return index
    }
}
