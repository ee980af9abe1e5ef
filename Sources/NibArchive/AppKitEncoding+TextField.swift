import NibModel

extension AppKitEncoding {
    /// `NSCellFlags` bits by text field cell flag attribute.
    static let textFieldCellBits: [String: Int] = [
        "editable": 0x1000_0000, "selectable": 0x20_0001, "scrollable": 0x10_0000,
    ]
    /// `NSCellFlags` bit of a text field cell that does not wrap (clipping or truncating lines).
    static let textCellSingleLineBit = 0x40
    /// The line break modes of a text field cell whose flags the corpus shows, and whether each
    /// sets ``textCellSingleLineBit``.
    static let textFieldLineBreakModes: [String: Bool] = [
        "wordWrapping": false, "charWrapping": false, "clipping": true, "truncatingTail": true,
    ]
    /// `NSCellFlags2` bit of a cell that sends its action when editing ends.
    static let sendsActionOnEndEditingBit = 0x40_0000
    /// The content hugging and compression resistance priorities a text field has by itself.
    static let textFieldPriorities = (
        hugging: (horizontal: 250, vertical: 750), compression: (horizontal: 750, vertical: 750)
    )

    /// A `<textField>`: an `NSTextField` and its `NSTextFieldCell` (an `NSClassSwapper` for a
    /// custom cell class).
    mutating func encodeTextField(_ field: NibObject, parent: Int, superview: Int?) -> Int? {
        guard field.customClass == nil, case .object(let cellID)? = field.properties["cell"],
            let cell = objectsByID[cellID], cell.element == "textFieldCell", cell.customModule == nil
        else {
            refuse(.objectClass, field.customClass ?? field.className, at: field.position, detail: "(<textField>)")
            return nil
        }
        let index = graph.addObject("NSTextField")
        register(index, id: field.id, parent: parent)
        var handled = encodeViewCommon(field, index: index, superview: superview)
        handled.insert("cell")
        let own = Self.textFieldPriorities
        if let hugging = huggingPriority(field, defaults: (own.hugging.horizontal, own.hugging.vertical)) {
            handled.formUnion(["horizontalHuggingPriority", "verticalHuggingPriority"])
            if let hugging { graph.append("NSHuggingPriority", graph.string(hugging), to: index) }
        }
        if let resistance = compressionResistance(field, defaults: own.compression) {
            handled.formUnion(["horizontalCompressionResistancePriority", "verticalCompressionResistancePriority"])
            if let resistance { graph.append("NSAntiCompressionPriority", graph.string(resistance), to: index) }
        }
        switch field.properties["preferredMaxLayoutWidth"] {
        case .real(let width)?:
            if width != 0 { graph.append("NSPreferredMaxLayoutWidth", .double(width), to: index) }
            handled.insert("preferredMaxLayoutWidth")
        case .integer(let width)?:
            if width != 0 { graph.append("NSPreferredMaxLayoutWidth", .double(Double(width)), to: index) }
            handled.insert("preferredMaxLayoutWidth")
        default:
            break
        }
        let picker = characterPicker(field)
        if picker != nil { handled.insert("allowsCharacterPickerTouchBarItem") }
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NS.resolvesNaturalAlignmentWithBaseWritingDirection", .bool(false)),
            ("NSAllowsLogicalLayoutDirection", .bool(false)), ("NSAllowsWritingTools", .bool(true)),
            ("NSTextFieldAlignmentRectInsetsVersion", .int8(2)),
            ("NSTextFieldAllowsWritingToolsAffordance", .bool(false)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
        refuseUnhandled(field, handled: handled)
        guard let picker, let encoded = encodeTextFieldCell(cell, control: index, characterPicker: picker) else {
            if picker == nil {
                refuse(
                    .attribute, "allowsCharacterPickerTouchBarItem", at: field.position,
                    detail: "of <textField> (its default in toolsVersion \(document.info.toolsVersion ?? "none"))")
            }
            return index
        }
        graph.append("NSCell", .object(encoded.cell), to: index)
        encodeControlKeys(index, ControlKeys(encoded.traits))
        return index
    }

    /// Whether a text field's cell has the character picker (`NSCharacterPickerEnabled`): as
    /// the document says, or, where it says nothing, the default of the Interface Builder
    /// version that wrote it, as far as the corpus shows it (none up to toolsVersion 9059, on in
    /// 11762, none from 15505). Nil when that default is not known.
    func characterPicker(_ field: NibObject) -> Bool? {
        switch field.properties["allowsCharacterPickerTouchBarItem"] {
        case .bool(true)?: return true
        case nil:
            guard let version = document.info.toolsVersion.flatMap({ Int($0) }) else { return nil }
            if version <= 9059 || version >= 15505 { return false }
            return version == 11762 ? true : nil
        default: return nil
        }
    }

    /// The text field cell and its keys; returns it with the traits its control mirrors.
    mutating func encodeTextFieldCell(_ cell: NibObject, control: Int, characterPicker: Bool)
        -> (cell: Int, traits: CellTraits)?
    {
        let properties = cell.properties
        var traits = cellTraits(
            cell, reading: [.state, .alignment, .lineBreakMode, .controlSize],
            naturalAlignmentBits: Self.naturalAlignmentBits,
            lineBreakModes: Set(Self.textFieldLineBreakModes.keys))
        var handled = traits.handled.union(["title", "font", "textColor", "backgroundColor"])
        let index = addObject(swapping: cell.customClass, for: "NSTextFieldCell")
        register(index, id: cell.id, parent: control)
        var cellFlags = Self.textCellFlags | traits.cellFlags
        for (name, bits) in Self.textFieldCellBits where properties[name] == .bool(true) {
            cellFlags |= bits
            handled.insert(name)
        }
        if case .string(let mode)? = properties["lineBreakMode"], Self.textFieldLineBreakModes[mode] == true {
            cellFlags |= Self.textCellSingleLineBit
        }
        if properties["borderStyle"] == .string("bezel") {
            cellFlags |= 0x40_0000
            handled.insert("borderStyle")
        }
        if properties["sendsActionOnEndEditing"] == .bool(true) {
            traits.cellFlags2 |= Self.sendsActionOnEndEditingBit
            handled.insert("sendsActionOnEndEditing")
        }
        var title = ""
        if case .string(let text)? = properties["title"] { title = text }
        graph.append("NSContents", graph.string(title), to: index)
        graph.append("NSCellFlags", Self.flagsWord(cellFlags), to: index)
        graph.append("NSCellFlags2", Self.flagsWord(traits.cellFlags2), to: index)
        graph.append("NSControlView", .object(control), to: index)
        if let font = encodeFont(properties["font"], of: cell) { graph.append("NSSupport", font, to: index) }
        if properties["drawsBackground"] == .bool(true) {
            graph.append("NSDrawsBackground", .bool(true), to: index)
            handled.insert("drawsBackground")
        }
        if characterPicker { graph.append("NSCharacterPickerEnabled", .bool(true), to: index) }
        if renamesTextColor(cell) {
            refuse(
                .attribute, "textColor", at: cell.position,
                detail: "of an editable <textFieldCell> (catalog 'textColor' in toolsVersion "
                    + "\(document.info.toolsVersion ?? "none"): ibtool may archive another colour)")
        } else if let color = encodeColor(properties["textColor"], key: "textColor", of: cell) {
            graph.append("NSTextColor", color, to: index)
        }
        if let color = encodeColor(properties["backgroundColor"], key: "backgroundColor", of: cell) {
            graph.append("NSBackgroundColor", color, to: index)
        }
        refuseUnhandled(cell, handled: handled)
        return (index, traits)
    }

    /// Whether Apple's compiler may archive a cell's catalog `textColor` under another name:
    /// an editable cell of a document written before toolsVersion 17701 has its `textColor`
    /// archived as `controlTextColor` in the corpus, by a rule not learnt yet.
    func renamesTextColor(_ cell: NibObject) -> Bool {
        guard case .color(let color)? = cell.properties["textColor"], color.space == .catalog,
            color.name == "textColor", cell.properties["editable"] == .bool(true)
        else { return false }
        guard let version = document.info.toolsVersion.flatMap({ Int($0) }) else { return true }
        return version < 17701
    }
}
