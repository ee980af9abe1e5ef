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

    /// What a `<textField>` and a `<searchField>` archive differently: their classes, their
    /// cell's element, and whether Writing Tools are allowed.
    struct TextFieldKind {
        var controlClass: String
        var cellElement: String
        var cellClass: String
        var allowsWritingTools: Bool
        var isSearchField: Bool { controlClass == "NSSearchField" }
    }
    /// The kinds of text field by element.
    static let textFieldKinds: [String: TextFieldKind] = [
        "textField": TextFieldKind(
            controlClass: "NSTextField", cellElement: "textFieldCell", cellClass: "NSTextFieldCell",
            allowsWritingTools: true),
        "searchField": TextFieldKind(
            controlClass: "NSSearchField", cellElement: "searchFieldCell", cellClass: "NSSearchFieldCell",
            allowsWritingTools: false),
    ]

    /// A `<textField>` (an `NSTextField` and its `NSTextFieldCell`, an `NSClassSwapper` for a
    /// custom cell class) or a `<searchField>` (an `NSSearchField` and its `NSSearchFieldCell`).
    mutating func encodeTextField(_ field: NibObject, parent: Int, superview: Int?) -> Int? {
        guard let kind = Self.textFieldKinds[field.element], field.customClass == nil,
            case .object(let cellID)? = field.properties["cell"], let documentCell = lookups.object(cellID),
            documentCell.element == kind.cellElement, documentCell.customModule == nil
        else {
            refuse(
                .objectClass, field.customClass ?? field.className, at: field.position, detail: "(<\(field.element)>)")
            return nil
        }
        let index = graph.addObject(kind.controlClass)
        register(index, id: field.id, parent: parent)
        var handled = encodeViewCommon(field, index: index, superview: superview)
        handled.insert("cell")
        let cell = cellTakingEnabled(of: field, documentCell, handled: &handled)
        encodeLayoutPriorities(field, index: index, own: Self.textFieldPriorities, handled: &handled)
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
        // A search field without text completion; other search fields are not known yet.
        if kind.isSearchField, field.properties["textCompletion"] == .bool(false) { handled.insert("textCompletion") }
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NS.resolvesNaturalAlignmentWithBaseWritingDirection", .bool(false)),
            ("NSAllowsLogicalLayoutDirection", .bool(false)), ("NSAllowsWritingTools", .bool(kind.allowsWritingTools)),
            ("NSTextFieldAlignmentRectInsetsVersion", .int8(2)),
            ("NSTextFieldAllowsWritingToolsAffordance", .bool(false)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
        refuseUnhandled(field, handled: handled)
        guard let picker, let encoded = encodeTextFieldCell(cell, kind: kind, control: index, characterPicker: picker)
        else {
            if picker == nil {
                let reason =
                    field.properties["allowsCharacterPickerTouchBarItem"] == nil
                    ? "its default in toolsVersion \(document.info.toolsVersion ?? "none"): the pairs show it off up to 9059 and from 15505, on in 11762, and no other version"
                    : "a value other than YES: no pair shows one"
                refuse(
                    .attribute, "allowsCharacterPickerTouchBarItem", at: field.position,
                    detail: "of <\(field.element)> (\(reason))")
            }
            return index
        }
        graph.append(ArchivedProperty.nsCell.key, .object(encoded.cell), to: index)
        var keys = ControlKeys(encoded.traits)
        keys.usesSingleLineMode = encoded.singleLineMode
        encodeControlKeys(index, keys)
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
            guard let version = toolsBuild else { return nil }
            if version <= 9059 || version >= 15505 { return false }
            return version == 11762 ? true : nil
        default: return nil
        }
    }

    /// The text field cell and its keys; returns it with the traits its control mirrors and
    /// whether it is in single line mode. Its parent in the object tables is the control, or
    /// `parent` (a table column's data cell: the column).
    mutating func encodeTextFieldCell(
        _ cell: NibObject, kind: TextFieldKind, control: Int, characterPicker: Bool, parent: Int? = nil
    ) -> (cell: Int, traits: CellTraits, singleLineMode: Bool)? {
        let properties = cell.properties
        var traits = cellTraits(
            cell, reading: [.state, .alignment, .lineBreakMode, .controlSize, .enabled],
            naturalAlignmentBits: Self.naturalAlignmentBits,
            lineBreakModes: Set(Self.textFieldLineBreakModes.keys))
        var handled = traits.handled.union(["title", "font", "textColor", "backgroundColor"])
        let index = addObject(swapping: cell.customClass, for: kind.cellClass)
        register(index, id: cell.id, parent: parent ?? control)
        var cellFlags = Self.textCellFlags | traits.cellFlags
        for (name, bits) in Self.textFieldCellBits where properties[name] == .bool(true) {
            cellFlags |= bits
            handled.insert(name)
        }
        if case .string(let mode)? = properties["lineBreakMode"], Self.textFieldLineBreakModes[mode] == true {
            cellFlags |= Self.textCellSingleLineBit
        }
        if properties["borderStyle"] == .string("bezel") {
            cellFlags |= AppKitCellFlags.bezeledCellBit
            handled.insert("borderStyle")
        }
        if properties["sendsActionOnEndEditing"] == .bool(true) {
            traits.cellFlags2 |= Self.sendsActionOnEndEditingBit
            handled.insert("sendsActionOnEndEditing")
        }
        var formatter: NibObject?
        if case .object(let id)? = properties["formatter"] { formatter = lookups.object(id) }
        if let contents = formattedContents(properties["title"], formatter: formatter, cell: cell, handled: &handled) {
            graph.append("NSContents", contents, to: index)
        }
        graph.append("NSCellFlags", Self.flagsWord(cellFlags), to: index)
        graph.append("NSControlView", .object(control), to: index)
        if let font = encodeFont(properties["font"], of: cell) { graph.append("NSSupport", font, to: index) }
        if properties["drawsBackground"] == .bool(true) {
            graph.append("NSDrawsBackground", .bool(true), to: index)
            handled.insert("drawsBackground")
        }
        if let formatter, let formatterIndex = encodeFormatter(formatter, parent: index) {
            graph.append("NSFormatter", .object(formatterIndex), to: index)
        }
        if characterPicker { graph.append("NSCharacterPickerEnabled", .bool(true), to: index) }
        let textColor = ArchivedProperty.nsTextColor
        switch textColorRenaming(cell) {
        case .unknown:
            refuse(
                .attribute, "textColor", at: cell.position,
                detail: "of an editable <textFieldCell> (catalog 'textColor' in toolsVersion "
                    + "\(document.info.toolsVersion ?? "none"): which colour ibtool archives is not learnt)")
        case .renamed(let value):
            if let color = encodeColor(value, key: textColor.property, of: cell) {
                graph.append(textColor.key, color, to: index)
            }
        case .kept:
            if let color = encodeColor(properties[textColor.property], key: textColor.property, of: cell) {
                graph.append(textColor.key, color, to: index)
            }
        }
        let background = ArchivedProperty.nsBackgroundColor
        if let color = encodeColor(properties[background.property], key: background.property, of: cell) {
            graph.append(background.key, color, to: index)
        }
        var singleLineMode = false
        if kind.isSearchField {
            singleLineMode = properties["usesSingleLineMode"] == .bool(true)
            if singleLineMode { handled.insert("usesSingleLineMode") }
            if properties["bezelStyle"] == .string("round") { handled.insert("bezelStyle") }
            encodeSearchFieldCellKeys(index, control: control)
        }
        refuseUnhandled(cell, handled: handled)
        if singleLineMode { traits.cellFlags2 |= Self.singleLineModeBit }
        graph.append("NSCellFlags2", Self.flagsWord(traits.cellFlags2), to: index)
        return (index, traits, singleLineMode)
    }

    /// `NSCellFlags2` bit of a cell in single line mode.
    static let singleLineModeBit = 0x40
    /// `NSSearchFieldFlags` of a search field cell (four bytes, as Apple's nibs have them).
    static let searchFieldFlags: [UInt8] = [6, 0, 0, 0]

    /// The keys of a search field cell beyond a text field cell's, as the corpus shows them for a
    /// round search field without text completion: its recents limit, its flags, the round
    /// bezel, and its search and cancel button cells (targeting the cell).
    mutating func encodeSearchFieldCellKeys(_ index: Int, control: Int) {
        let search = searchFieldButtonCell(action: "_searchFieldSearch:", cell: index, control: control)
        graph.append("NSContents", graph.string("search"), to: search)
        graph.append("NSCellFlags", .int8(0), to: search)
        let cancel = searchFieldButtonCell(action: "_searchFieldCancel:", cell: index, control: control)
        graph.append("NSCellFlags", Self.flagsWord(Self.cellStateOnBit), to: cancel)
        let description = graph.array(
            [
                graph.string("AXDescription"), graph.string("cancel"),
                graph.string("NSAccessibilityEncodedAttributesValueType"), graph.number(1),
            ], className: "NSMutableDictionary")
        graph.append(
            "NSAccessibilityOverriddenAttributes", graph.array([description], className: "NSMutableArray"), to: cancel)
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSTextBezelStyle", .int8(1)), ("NSMaximumRecents", .int16(255)),
            ("NSSearchFieldFlags", .data(Self.searchFieldFlags)), ("NSSearchButtonCell", .object(search)),
            ("NSCancelButtonCell", .object(cancel)), ("NSAutomaticTextCompletionDisabled", .bool(true)),
            ("NSAutomaticTextCompletionStored", .bool(true)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
    }

    /// One of a search field's button cells: its action on the search field cell, no bezel,
    /// `NSAuxButtonType = 5`.
    mutating func searchFieldButtonCell(action: String, cell: Int, control: Int) -> Int {
        let index = graph.addObject("NSButtonCell")
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSAction", graph.string(action)), ("NSTarget", .object(cell)), ("NSControlView", .object(control)),
            ("NSAuxButtonType", .int8(5)), ("NSBezelStyle", .int8(0)), ("NSButtonFlags", .int32(0x0840_4000)),
            ("NSButtonFlags2", .int8(0)), ("NSCellFlags2", .int8(0)), ("NSKeyEquivalent", graph.string("")),
            ("NSPeriodicDelay", .int16(400)), ("NSPeriodicInterval", .int8(75)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
        return index
    }

    /// What Apple's compiler does with a cell's `textColor`.
    enum TextColorRenaming {
        /// Archived as the document gives it.
        case kept
        /// Archived as this other colour.
        case renamed(NibValue)
        /// Not known: refused.
        case unknown
    }

    /// The toolsVersions whose editable cells have their catalog `textColor` archived as
    /// `controlTextColor` (`textfield_textcolor`); from 17701 on it is kept
    /// (`textfield_textcolor_v20037`), and a selectable label keeps it whatever the version.
    static let controlTextColorVersions = 11762...11762
    /// The first toolsVersion known to keep an editable cell's catalog `textColor`.
    static let keptTextColorVersion = 17701

    /// Whether Apple's compiler archives a cell's catalog `textColor` under another name: an
    /// editable cell of a document from ``controlTextColorVersions`` has it archived as
    /// `controlTextColor`; other versions before ``keptTextColorVersion`` are not learnt.
    func textColorRenaming(_ cell: NibObject) -> TextColorRenaming {
        guard case .color(var color)? = cell.properties["textColor"], color.space == .catalog,
            color.name == "textColor", cell.properties["editable"] == .bool(true)
        else { return .kept }
        guard let version = toolsBuild else { return .unknown }
        if version >= Self.keptTextColorVersion { return .kept }
        guard Self.controlTextColorVersions.contains(version) else { return .unknown }
        color.name = "controlTextColor"
        return .renamed(.color(color))
    }
}
