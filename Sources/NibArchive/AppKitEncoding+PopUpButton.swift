import NibModel

extension AppKitEncoding {
    /// Per pop-up button `type`: `NSButtonFlags2` (the type's id) and `NSAuxButtonType`.
    static let popUpTypes: [String: (flags2: Int, aux: Int)] = [
        "push": (0x1, 0), "recessed": (0x2d, 1), "roundTextured": (0x23, 7),
    ]
    /// `NSArrowPosition` by `arrowPosition` (no key for `noArrow`).
    static let arrowPositions: [String: Int?] = ["arrowAtCenter": 1, "arrowAtBottom": 2, "noArrow": nil]
    /// `NSPreferredEdge` by `preferredEdge` (an `NSRectEdge`).
    static let preferredEdges: [String: Int] = ["minX": 0, "minY": 1, "maxX": 2, "maxY": 3]
    /// The line break modes of a pop-up cell whose `NSCellFlags` are known
    /// (``popUpCellFlags``).
    static let popUpLineBreakModes: Set<String> = ["clipping", "truncatingTail"]
    /// `NSCellFlags` of a pop-up button cell in its off state.
    static let popUpCellFlags = 0x0440_0040
    /// `NSfFlags` roles of the metafonts a pop-up cell shows its items in (13 points): Apple's
    /// nibs record them as the menu-item role, whichever the document names.
    static let popUpMetaFontRoles: [String: Int] = ["system": 0x16, "message": 0x16, "menu": 0x16]
    /// The content hugging priorities of a pop-up button: those it has by itself, and those an
    /// Interface Builder document means when it records none.
    static let popUpHugging = (own: (horizontal: 250, vertical: 750), unstated: 250)

    /// A `<popUpButton>`: an `NSPopUpButton`, its `NSPopUpButtonCell` (an `NSClassSwapper` when the
    /// cell has a custom class) and the cell's menu of items.
    mutating func encodePopUpButton(_ button: NibObject, parent: Int, superview: Int?) -> Int? {
        guard button.customClass == nil, case .object(let cellID)? = button.properties["cell"],
            let cell = lookups.object(cellID), cell.element == "popUpButtonCell", cell.customModule == nil
        else {
            refuse(.objectClass, button.customClass ?? button.className, at: button.position, detail: "(<popUpButton>)")
            return nil
        }
        let index = graph.addObject("NSPopUpButton")
        register(index, id: button.id, parent: parent)
        var handled = encodeViewCommon(button, index: index, superview: superview)
        handled.formUnion(["cell", "horizontalHuggingPriority", "verticalHuggingPriority"])
        if let hugging = popUpHuggingPriority(button) {
            graph.append("NSHuggingPriority", graph.string(hugging), to: index)
        }
        graph.append("IBNSShadowedSymbolConfiguration", .null, to: index)
        graph.append("NSAllowsLogicalLayoutDirection", .bool(false), to: index)
        refuseUnhandled(button, handled: handled)
        guard let control = encodePopUpCell(cell, control: index) else { return index }
        graph.append(ArchivedProperty.nsCell.key, .object(control.cell), to: index)
        encodeControlKeys(index, ControlKeys(control.traits))
        return index
    }

    /// `NSHuggingPriority` of a pop-up button: none when its priorities are the class's own.
    func popUpHuggingPriority(_ button: NibObject) -> String? {
        func priority(_ name: String) -> Int {
            if case .integer(let value)? = button.properties[name] { return value }
            return Self.popUpHugging.unstated
        }
        let horizontal = priority("horizontalHuggingPriority")
        let vertical = priority("verticalHuggingPriority")
        let own = Self.popUpHugging.own
        return horizontal == own.horizontal && vertical == own.vertical ? nil : "{\(horizontal), \(vertical)}"
    }

    /// The pop-up cell and the traits its control mirrors.
    struct PopUpControl {
        var cell: Int
        var traits: CellTraits
    }

    /// The pop-up button cell, its menu and items; nil (with issues) when it is not encoded.
    mutating func encodePopUpCell(_ cell: NibObject, control: Int) -> PopUpControl? {
        let properties = cell.properties
        func text(_ name: String) -> String? {
            if case .string(let value)? = properties[name] { return value }
            return nil
        }
        let type = text("type") ?? "push"
        guard let typeFacts = Self.popUpTypes[type], case .object(let menuID)? = properties["menu"],
            let menu = lookups.object(menuID), menu.element == "menu"
        else {
            refuse(.attribute, "type", at: cell.position, detail: "'\(type)' of <popUpButtonCell>")
            return nil
        }
        var handled: Set<String> = ["type", "title", "font", "menu", "selectedItem", "pullsDown"]
        let index: Int
        if let custom = cell.customClass {
            index = graph.addObject("NSClassSwapper")
            graph.append("NSClassName", graph.string(custom), to: index)
            graph.append("NSOriginalClassName", graph.string("NSPopUpButtonCell"), to: index)
        } else {
            index = graph.addObject("NSPopUpButtonCell")
        }
        register(index, id: cell.id, parent: control)
        let traits = cellTraits(
            cell, reading: [.state, .alignment, .lineBreakMode, .controlSize, .enabled],
            lineBreakModes: Self.popUpLineBreakModes)
        handled.formUnion(traits.handled)
        let result = PopUpControl(cell: index, traits: traits)

        var buttonFlags = 0
        if case .integer(let inset)? = properties["inset"], let bits = Self.insetBits(inset) {
            buttonFlags |= bits
            handled.insert("inset")
        }
        if text("borderStyle") == "borderAndBezel" {
            buttonFlags |= Self.buttonBorderBits["border"]!
            handled.insert("borderStyle")
        }
        if let position = text("imagePosition"), let bits = Self.imagePositionBits[position] {
            buttonFlags |= bits
            handled.insert("imagePosition")
        }
        var buttonFlags2 = typeFacts.flags2
        if text("imageScaling") == "proportionallyDown" {
            buttonFlags2 |= 0x80
            handled.insert("imageScaling")
        }
        let behavior = flagNames(properties["behavior"]) ?? []
        let behaviorBits = behavior.compactMap { Self.behaviorBits[$0] }
        if behaviorBits.count == behavior.count { handled.insert("behavior") }
        buttonFlags |= behaviorBits.reduce(0, |)
        var bezel = 0
        if let style = text("bezelStyle"), let value = Self.bezelStyles[style] {
            bezel = value
            handled.insert("bezelStyle")
        }
        var arrow: Int? = 2
        if let name = text("arrowPosition"), let value = Self.arrowPositions[name] {
            arrow = value
            handled.insert("arrowPosition")
        }
        var edge = 1
        if let name = text("preferredEdge"), let value = Self.preferredEdges[name] {
            edge = value
            handled.insert("preferredEdge")
        }
        let pullsDown = properties["pullsDown"] == .bool(true)
        // The cell's tag is its selected item's (a pull-down's title item): no key of its own.
        if case .integer(let tag)? = properties["tag"] {
            var selectedID = text("selectedItem")
            if pullsDown, case .objects(let ids)? = menu.properties["items"] { selectedID = ids.first }
            if let selectedID, lookups.object(selectedID)?.properties["tag"] == .integer(tag) { handled.insert("tag") }
        }

        graph.append("NSContents", graph.string(text("title") ?? ""), to: index)
        graph.append("NSAlternateContents", graph.string(""), to: index)
        graph.append("NSKeyEquivalent", graph.string(""), to: index)
        graph.append("NSPeriodicDelay", .int16(400), to: index)
        graph.append("NSPeriodicInterval", .int8(75), to: index)
        graph.append("NSBezelStyle", NibArchiveGraph.narrowest(bezel), to: index)
        graph.append("NSAuxButtonType", NibArchiveGraph.narrowest(typeFacts.aux), to: index)
        graph.append("NSButtonFlags", Self.flagsWord(buttonFlags), to: index)
        graph.append("NSButtonFlags2", Self.flagsWord(buttonFlags2), to: index)
        graph.append("NSCellFlags", Self.flagsWord(Self.popUpCellFlags | traits.cellFlags), to: index)
        graph.append("NSCellFlags2", Self.flagsWord(traits.cellFlags2), to: index)
        graph.append("NSControlView", .object(control), to: index)
        if let font = encodeFont(properties["font"], of: cell, roles: Self.popUpMetaFontRoles) {
            graph.append("NSSupport", font, to: index)
        }
        graph.append("NSAltersState", .bool(true), to: index)
        if let arrow { graph.append("NSArrowPosition", NibArchiveGraph.narrowest(arrow), to: index) }
        graph.append("NSPreferredEdge", NibArchiveGraph.narrowest(edge), to: index)
        graph.append("NSUsesItemFromMenu", .bool(true), to: index)
        graph.append("NSMenuItemRespectAlignment", .bool(true), to: index)
        if pullsDown { graph.append("NSPullDown", .bool(true), to: index) }
        refuseUnhandled(cell, handled: handled)

        guard let items = encodePopUpMenu(menu, cell: index, pullsDown: pullsDown) else { return result }
        graph.append(ArchivedProperty.nsMenu.key, .object(items.menu), to: index)
        let selected =
            pullsDown ? items.ids.indices.first : text("selectedItem").flatMap { items.ids.firstIndex(of: $0) }
        // A pop-up's selected index, unless it is the first item (the default, no key).
        if !pullsDown, selected != 0 {
            graph.append("NSSelectedIndex", Self.integerWord(selected ?? -1), to: index)
        }
        graph.append("NSMenuItem", selected.map { .object(items.indices[$0]) } ?? .null, to: index)
        return result
    }

    /// An `NSInteger` as Apple's nibs store it: the narrowest width when not negative, else eight
    /// bytes.
    static func integerWord(_ value: Int) -> NibArchiveValue.Kind {
        value < 0 ? .int64(Int64(value)) : NibArchiveGraph.narrowest(value)
    }
}
