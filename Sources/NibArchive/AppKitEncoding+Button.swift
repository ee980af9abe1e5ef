import NibModel

extension AppKitEncoding {
    /// `NSBezelStyle` by `bezelStyle`.
    static var bezelStyles: [String: Int] { AppKitCellFlags.bezelStyles }

    /// Per button `type`: its `NSButtonFlags` bits, its `NSButtonFlags2` bits and its
    /// `NSAuxButtonType` (square types take theirs from their behaviour).
    static let buttonTypes: [String: (flags: Int, flags2: Int, aux: Int?)] = [
        "push": (0, 0x1, 7), "check": (0x100, 0x2, 3), "radio": (0x100, 0, 4), "square": (0, 0x6, nil),
        "squareTextured": (0, 0x20, nil), "roundTextured": (0, 0x23, 7), "smallSquare": (0, 0x22, 7),
        "help": (0, 0x21, 7), "roundRect": (0, 0x24, 7), "recessed": (0, 0x2d, 1), "bevel": (0, 0x2, 7),
    ]

    /// `NSButtonFlags` bits by `<behavior>` flag.
    static let behaviorBits: [String: Int] = [
        "pushIn": 0x8000_0000, "changeContents": 0x4000_0000, "changeBackground": 0x2000_0000,
        "changeGray": 0x1000_0000, "lightByContents": 0x0800_0000, "lightByBackground": 0x0400_0000,
        "lightByGray": 0x0200_0000, "doesNotDimImage": 0x1000,
    ]

    /// `NSButtonFlags` bits by `imagePosition`.
    static let imagePositionBits: [String: Int] = [
        "only": 0x40_0000, "overlaps": 0x48_0000, "left": 0x38_0000, "right": 0x28_0000, "below": 0x18_0000,
        "above": 0x08_0000,
    ]

    /// `NSButtonFlags` bits by `borderStyle`.
    static var buttonBorderBits: [String: Int] { AppKitCellFlags.buttonBorderBits }

    /// A `<button>`: an `NSButton` and its `NSButtonCell`.
    mutating func encodeButton(_ button: NibObject, parent: Int, superview: Int?) -> Int? {
        guard case .object(let cellID)? = button.properties["cell"], let documentCell = lookups.object(cellID),
            documentCell.element == "buttonCell", documentCell.customClass == nil, button.customClass == nil
        else {
            refuse(.objectClass, button.customClass ?? button.className, at: button.position, detail: "(<button>)")
            return nil
        }
        let index = graph.addObject("NSButton")
        register(index, id: button.id, parent: parent)
        var handled = encodeViewCommon(button, index: index, superview: superview)
        handled.insert("cell")
        let cell = cellTakingEnabled(of: button, documentCell, handled: &handled)
        let type: String
        if case .string(let name)? = cell.properties["type"] { type = name } else { type = "push" }
        if let defaults = Self.buttonHuggingDefaults[type], let hugging = huggingPriority(button, defaults: defaults) {
            handled.formUnion(["horizontalHuggingPriority", "verticalHuggingPriority"])
            if let hugging { graph.append("NSHuggingPriority", graph.string(hugging), to: index) }
        }
        var imageHugsTitle = 0
        if case .bool(true)? = button.properties["imageHugsTitle"] {
            imageHugsTitle = 0x20
            handled.insert("imageHugsTitle")
        }
        graph.append("IBNSShadowedSymbolConfiguration", .null, to: index)
        graph.append("NSAllowsLogicalLayoutDirection", .bool(false), to: index)
        refuseTag(of: button, handled: &handled)
        refuseUnhandled(button, handled: handled)
        guard let cellIndex = encodeButtonCell(cell, type: type, extraFlags: imageHugsTitle, control: index) else {
            return index
        }
        graph.append(ArchivedProperty.nsCell.key, .object(cellIndex), to: index)
        return index
    }

    /// The content hugging priorities a button type has by itself, as far as the corpus shows
    /// them (nil: not known).
    static let buttonHuggingDefaults: [String: (horizontal: Int?, vertical: Int?)] = [
        "push": (nil, 750), "roundTextured": (nil, 750), "help": (750, 750), "check": (250, 250),
    ]

    /// The `NSButtonCell` of a button, and the control keys it decides. A cell of a matrix
    /// (`inMatrix`) archives no `NSControlView` and decides no control keys.
    mutating func encodeButtonCell(
        _ cell: NibObject, type: String, extraFlags: Int, control: Int, inMatrix: Bool = false
    ) -> Int? {
        let properties = cell.properties
        func text(_ name: String) -> String? {
            if case .string(let value)? = properties[name] { return value }
            return nil
        }
        var handled: Set<String> = ["type", "title", "font"]
        guard let typeFacts = Self.buttonTypes[type] else {
            refuse(.attribute, "type", at: cell.position, detail: "'\(type)' of <buttonCell>")
            return nil
        }
        let index = graph.addObject("NSButtonCell")
        register(index, id: cell.id, parent: control)

        var buttonFlags = typeFacts.flags | extraFlags
        var buttonFlags2 = typeFacts.flags2
        // Control size: the bits of `controlSizes`, as the small check boxes of two pairs show
        // (`NSCellFlags2` 0x20000 beside the alignment's).
        let traits = cellTraits(
            cell, reading: [.state, .alignment, .controlSize, .enabled], naturalAlignmentBits: Self.naturalAlignmentBits
        )
        handled.formUnion(traits.handled)
        let keyEquivalent = encodableKeyEquivalent(cell, handled: &handled)
        if case .integer(let inset)? = properties["inset"], let bits = Self.insetBits(inset) {
            buttonFlags |= bits
            handled.insert("inset")
        }
        if let border = text("borderStyle"), let bits = Self.buttonBorderBits[border] {
            buttonFlags |= bits
            handled.insert("borderStyle")
        }
        if let position = text("imagePosition"), let bits = Self.imagePositionBits[position] {
            buttonFlags |= bits
            handled.insert("imagePosition")
        }
        if text("imageScaling") == "proportionallyDown" {
            buttonFlags2 |= 0x80
            handled.insert("imageScaling")
        }
        let behavior = flagNames(properties["behavior"]) ?? []
        let behaviorBits = behavior.compactMap { Self.behaviorBits[$0] }
        if behaviorBits.count == behavior.count { handled.insert("behavior") }
        buttonFlags |= behaviorBits.reduce(0, |)
        var auxType = typeFacts.aux ?? 0
        if typeFacts.aux == nil {
            let set = Set(behavior)
            if set.contains("pushIn") {
                auxType = type == "square" ? 7 : 2
            } else if set.contains("lightByContents") {
                auxType = 5
            }
        }
        var bezel = 0
        if let style = text("bezelStyle"), let value = Self.bezelStyles[style] {
            bezel = value
            handled.insert("bezelStyle")
        }

        graph.append("NSContents", graph.string(text("title") ?? ""), to: index)
        graph.append("NSAlternateContents", graph.string(""), to: index)
        if type == "check" || type == "radio" {
            let source = graph.addObject("NSButtonImageSource")
            graph.append("NSImageName", graph.string(type == "check" ? "NSSwitch" : "NSRadioButton"), to: source)
            graph.append("NSAlternateImage", .object(source), to: index)
        }
        if let image = text(ArchivedProperty.nsNormalImage.property) {
            handled.insert(ArchivedProperty.nsNormalImage.property)
            if let resource = encodeImage(named: image, of: cell) {
                graph.append(ArchivedProperty.nsNormalImage.key, resource, to: index)
            }
        }
        graph.append("NSKeyEquivalent", graph.string(keyEquivalent), to: index)
        graph.append("NSPeriodicDelay", .int16(400), to: index)
        graph.append("NSPeriodicInterval", .int8(75), to: index)
        graph.append("NSBezelStyle", NibArchiveGraph.narrowest(bezel), to: index)
        graph.append("NSAuxButtonType", NibArchiveGraph.narrowest(auxType), to: index)
        graph.append("NSButtonFlags", Self.flagsWord(buttonFlags), to: index)
        graph.append("NSButtonFlags2", Self.flagsWord(buttonFlags2), to: index)
        graph.append("NSCellFlags", Self.flagsWord(Self.textCellFlags | traits.cellFlags), to: index)
        graph.append("NSCellFlags2", Self.flagsWord(traits.cellFlags2), to: index)
        if !inMatrix { graph.append("NSControlView", .object(control), to: index) }
        if let font = encodeFont(properties["font"], of: cell) { graph.append("NSSupport", font, to: index) }
        refuseTag(of: cell, handled: &handled)
        refuseUnhandled(cell, handled: handled)

        if !inMatrix { encodeControlKeys(control, ControlKeys(traits)) }
        return index
    }

    /// `NSButtonFlags` bits of a cell's `inset` (0–3), nil for any other.
    static func insetBits(_ inset: Int) -> Int? { (0...3).contains(inset) ? inset * 0x2000 : nil }

    /// Refuses a button's or button cell's `tag` with its reason: no pair holds one, so whether
    /// `NSButton` or its `NSButtonCell` archives it (as `NSTag`, in which width) is not learnt.
    mutating func refuseTag(of object: NibObject, handled: inout Set<String>) {
        guard object.properties["tag"] != nil else { return }
        refuse(
            .attribute, "tag", at: object.position,
            detail: "of <\(object.element)> (no pair holds a button's tag: which object archives it is not learnt)")
        handled.insert("tag")
    }
}
