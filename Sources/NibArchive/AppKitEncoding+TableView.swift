import NibModel

extension AppKitEncoding {
    /// `NSTvFlags` bits of a table view, by what sets them. Every table of the corpus carries
    /// ``TableViewFlags/base``; the width relation sits in bits 21–22 (see ``TableWidth``).
    enum TableViewFlags {
        static let base = 0x0200_0000
        static let columnReordering = 0x8000_0000
        static let columnResizing = 0x4000_0000
        static let emptySelection = 0x1000_0000
        static let multipleSelection = 0x0800_0000
        static let autosaveColumns = 0x0100_0000
        static let alternatingRowBackgroundColors = 0x0080_0000
        static let uniformColumnAutoresizing = 0x8000
        static let widthShift = 21
    }

    /// `NSColumnAutoresizingStyle` by `columnAutoresizingStyle`; a document that names none has
    /// the uniform style.
    static let columnAutoresizingStyles: [String: Int] = [
        "none": 0, "uniform": 1, "sequential": 2, "reverseSequential": 3, "lastColumnOnly": 4,
        "firstColumnOnly": 5,
    ]
    static let defaultColumnAutoresizingStyle = "uniform"
    /// A table's row height when its document gives none.
    static let defaultRowHeight = 17.0
    /// The content hugging priorities a table view has by itself, and those Apple archives for a
    /// document that states none (`test_6col`).
    static let tableViewHugging = (own: (horizontal: 250, vertical: 750), unstated: "{250, 250}")
    /// `NSResizingMask` bits of a table column by `resizingMask` flag.
    static let columnResizingBits: [String: Int] = ["resizeWithTable": 1, "userResizable": 2]
    /// `NSCellFlags` of a bordered table header cell, beside the text cell and single line bits.
    static let headerCellBorderBit = 0x80_0000
    /// The font Apple archives for every table header cell the corpus shows (none names one): the
    /// system font at 11 points in the subheadline text style.
    static let headerCellFont = (
        name: ".AppleSystemUIFont", size: 11.0, role: 0x10,
        style: (usage: "UICTFontTextStyleSubhead", sizeCategory: 3, options: Int64(0x8000_8404))
    )

    /// A `<tableView>` (cell-based, with a header view): an `NSTableView` (or an
    /// `NSClassSwapper` standing for it when the document gives a custom class), its columns (each an
    /// `NSTableColumn` with its header and data cells), its header view and corner view, which
    /// the scroll view holding it prepared (``TableChrome``), at the width the scroll view laid
    /// it out to (``layOutTable(_:clipWidth:)``).
    mutating func encodeTableView(_ table: NibObject, parent: Int, superview: Int?) -> Int? {
        guard let className = Self.tableClasses[table.element], table.customModule == nil,
            let chrome = tableChrome[table.id], table.properties["viewBased"] == nil
        else {
            var why = "(<\(table.element)>)"
            if Self.tableClasses[table.element] != nil {
                if table.customModule != nil {
                    why = "(<\(table.element)> of a custom module)"
                } else if table.properties["viewBased"] != nil {
                    refuseViewBasedTable(table)
                    return nil
                } else {
                    why =
                        table.properties["headerView"] == nil
                        ? "(<\(table.element)> without a header view: Apple's compiler leaves 9 points beside the columns in four such tables, 32 less the intercell width in two, by a rule not learnt)"
                        : "(<\(table.element)> that its scroll view did not lay out)"
                }
            }
            refuse(.objectClass, table.customClass ?? table.className, at: table.position, detail: why)
            return nil
        }
        // A custom class is a class swapper whatever the document's instantiation method
        // (`test_outline_small_sv` creates custom objects directly, `transmission_MainMenu` not).
        let index = addObject(swapping: table.customClass, for: className)
        register(index, id: table.id, parent: parent)
        var handled = encodeViewCommon(table, index: index, superview: superview)
        encodeTableAutoresizing(table, index: index)
        handled.formUnion(["headerView", "tableColumns", "intercellSpacing", "backgroundColor", "gridColor"])
        handled.formUnion(encodeTableViewKeys(table, index: index, widthRelation: chrome.widthRelation))
        if table.element == "outlineView" { handled.formUnion(encodeOutlineViewKeys(table, index: index)) }
        let header = encodeTableHeaderView(chrome, table: index)
        graph.append("NSHeaderView", .object(header), to: index)
        graph.append("NSCornerView", .object(chrome.corner), to: index)
        tableChrome[table.id]?.headerView = header
        refuseUnhandled(table, handled: handled)
        var columns: [NibArchiveValue.Kind] = []
        if case .objects(let ids)? = table.properties["tableColumns"] {
            for id in ids {
                guard let column = lookups.object(id),
                    let columnIndex = encodeTableColumn(column, table: index, laidOutWidth: chrome.columnWidths[id])
                else { continue }
                columns.append(.object(columnIndex))
            }
        }
        graph.append(ArchivedProperty.nsTableColumns.key, graph.array(columns, className: "NSMutableArray"), to: index)
        return index
    }

    /// The autoresizing mask of every table in Apple's nibs: width- and height-sizable, so that
    /// it follows its clip view. All 22 tables of the corpus (19 pairs) have it; one document
    /// gives an empty mask (`test_table_mult_sel_no`) and its nib has it all the same. Other
    /// masks are not shown by the corpus and are refused.
    static let tableAutoresizing: Set<String> = ["widthSizable", "heightSizable"]

    /// Archives ``tableAutoresizing`` in place of the document's mask when that is empty (an
    /// empty mask adds no bits to `NSvFlags`, so they are added here), and refuses a table whose
    /// document names some other mask or none at all.
    mutating func encodeTableAutoresizing(_ table: NibObject, index: Int) {
        let names = flagNames(table.properties["autoresizingMask"])
        if names.map(Set.init) == Self.tableAutoresizing { return }
        guard names?.isEmpty == true, let flags = viewFlags(of: index) else {
            refuse(
                .attribute, "autoresizingMask", at: table.position,
                detail: "of <\(table.element)> (a mask other than an empty one or width and height sizable)")
            return
        }
        let bits = Self.tableAutoresizing.compactMap { Self.autoresizingBits[$0] }.reduce(0, |)
        replaceValue("NSvFlags", with: Self.flagsWord(flags | bits), of: index)
    }

    /// The `NSvFlags` word archived for object `index`, as its 32 bits.
    func viewFlags(of index: Int) -> Int? {
        guard let value = graph.objects[index].values.first(where: { $0.key == "NSvFlags" }) else { return nil }
        switch value.kind {
        case .int8(let word): return Int(word)
        case .int16(let word): return Int(word)
        case .int32(let word): return Int(word)
        case .int64(let word): return Int(UInt32(truncatingIfNeeded: word))
        default: return nil
        }
    }

    /// The classes of the table elements encoded.
    static let tableClasses = ["tableView": "NSTableView", "outlineView": "NSOutlineView"]
    /// An outline view's indentation per level when its document gives none.
    static let defaultIndentationPerLevel = 16.0

    /// The keys an outline view archives beside a table's: its indentation per level (a
    /// float), whether it resizes its outline column and autosaves expanded items, and the
    /// strong references to items every outline of the corpus keeps. The outline column must be
    /// the first column: Apple's nibs name no other (`outline_2col_default`,
    /// `outline_2col_firstcolonly_noreorder`). Returns the attributes it consumed.
    mutating func encodeOutlineViewKeys(_ outline: NibObject, index: Int) -> Set<String> {
        var handled: Set<String> = []
        var indentation = Self.defaultIndentationPerLevel
        switch outline.properties["indentationPerLevel"] {
        case .real(let value)?:
            indentation = value
            handled.insert("indentationPerLevel")
        case .integer(let value)?:
            indentation = Double(value)
            handled.insert("indentationPerLevel")
        default: break
        }
        if case .objects(let ids)? = outline.properties["tableColumns"], let first = ids.first,
            outline.properties["outlineTableColumn"] == .string(first)
                || outline.properties["outlineTableColumn"] == .object(first)
        {
            handled.insert("outlineTableColumn")
        }
        var resizesOutlineColumn = false
        if case .bool(let value)? = outline.properties["autoresizesOutlineColumn"] {
            resizesOutlineColumn = value
            handled.insert("autoresizesOutlineColumn")
        }
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSOutlineViewIndentationPerLevelKey", .float32(Float(indentation))),
            ("NSOutlineViewAutoresizesOutlineColumnKey", .bool(resizesOutlineColumn)),
            ("NSOutineViewStronglyReferencesItems", .bool(true)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
        // The converter keeps this attribute as text.
        let autosaves = [NibValue.bool(true), .string("YES")]
        if let value = outline.properties["autosaveExpandedItems"], autosaves.contains(value) {
            graph.append("NSOutlineViewAutosaveExpandedItemsKey", .bool(true), to: index)
            handled.insert("autosaveExpandedItems")
        }
        return handled
    }

    /// The table's own keys: its attributes, the control keys a table has, its colours and
    /// spacing, and `NSTvFlags`. Returns the attributes it consumed.
    mutating func encodeTableViewKeys(_ table: NibObject, index: Int, widthRelation: TableWidth.Relation)
        -> Set<String>
    {
        var handled: Set<String> = []
        func flag(_ name: String, default value: Bool) -> Bool {
            guard case .bool(let set)? = table.properties[name] else { return value }
            handled.insert(name)
            return set
        }
        var flags = TableViewFlags.base | (widthRelation.rawValue << TableViewFlags.widthShift)
        let flagAttributes: [(String, Bool, Int)] = [
            ("columnReordering", true, TableViewFlags.columnReordering),
            ("columnResizing", true, TableViewFlags.columnResizing),
            ("emptySelection", true, TableViewFlags.emptySelection),
            ("multipleSelection", true, TableViewFlags.multipleSelection),
            ("autosaveColumns", true, TableViewFlags.autosaveColumns),
            ("alternatingRowBackgroundColors", false, TableViewFlags.alternatingRowBackgroundColors),
        ]
        for (name, value, bit) in flagAttributes where flag(name, default: value) { flags |= bit }
        var styleName = Self.defaultColumnAutoresizingStyle
        if case .string(let name)? = table.properties["columnAutoresizingStyle"],
            Self.columnAutoresizingStyles[name] != nil
        {
            styleName = name
            handled.insert("columnAutoresizingStyle")
        }
        if styleName == Self.defaultColumnAutoresizingStyle { flags |= TableViewFlags.uniformColumnAutoresizing }
        graph.append("NSTvFlags", Self.flagsWord(flags), to: index)
        graph.append(
            "NSColumnAutoresizingStyle", NibArchiveGraph.narrowest(Self.columnAutoresizingStyles[styleName]!),
            to: index)
        graph.append("NSAllowsTypeSelect", .bool(flag("typeSelect", default: true)), to: index)
        if flag("allowsExpansionToolTips", default: false) {
            graph.append("NSControlAllowsExpansionToolTips", .bool(true), to: index)
        }
        if case .string(let name)? = table.properties["autosaveName"] {
            graph.append("NSAutosaveName", graph.string(name), to: index)
            handled.insert("autosaveName")
        }
        switch huggingPriority(table, defaults: Self.tableViewHugging.own) {
        case .some(let priority?):
            graph.append("NSHuggingPriority", graph.string(priority), to: index)
            handled.formUnion(["horizontalHuggingPriority", "verticalHuggingPriority"])
        case .some(nil):
            handled.formUnion(["horizontalHuggingPriority", "verticalHuggingPriority"])
        case nil:
            graph.append("NSHuggingPriority", graph.string(Self.tableViewHugging.unstated), to: index)
        }
        var rowHeight = Self.defaultRowHeight
        switch table.properties["rowHeight"] {
        case .real(let value)?: rowHeight = value
        case .integer(let value)?: rowHeight = Double(value)
        default: break
        }
        if table.properties["rowHeight"] != nil { handled.insert("rowHeight") }
        let spacing: NibSize
        if case .size(let size)? = table.properties["intercellSpacing"] {
            spacing = size
        } else {
            spacing = NibSize(width: 0, height: 0)
        }
        var values: [(String, NibArchiveValue.Kind)] = [
            ("NSAllowsLogicalLayoutDirection", .bool(false)), ("NSControlContinuous", .bool(false)),
            ("NSControlLineBreakMode", .int8(0)), ("NSControlRefusesFirstResponder", .bool(false)),
            ("NSControlSendActionMask", .int8(0)), ("NSControlSize", .int8(0)), ("NSControlTextAlignment", .int8(0)),
            ("NSControlUsesSingleLineMode", .bool(false)), ("NSControlWritingDirection", .int8(0)),
            ("NSEnabled", .bool(true)), ("NSDataSource", .null), ("NSDelegate", .null),
            ("NSDraggingSourceMaskForLocal", .int64(-1)), ("NSDraggingSourceMaskForNonLocal", .int8(0)),
            ("NSIntercellSpacingHeight", .double(spacing.height)), ("NSIntercellSpacingWidth", .double(spacing.width)),
            ("NSRowHeight", .double(rowHeight)), ("NSTableViewDraggingDestinationStyle", .int8(0)),
            ("NSTableViewGroupRowStyle", .int8(1)),
        ]
        // Colours the document leaves out are not archived (`test_single_col_noresize`).
        for (key, name) in [ArchivedProperty.nsBackgroundColor, ArchivedProperty.nsGridColor]
        where table.properties[name] != nil {
            if let color = encodeColor(table.properties[name], key: name, of: table) { values.append((key, color)) }
        }
        for (key, value) in values { graph.append(key, value, to: index) }
        return handled
    }

    /// The `NSTableHeaderView` the scroll view placed in its header clip view, as wide as the
    /// table: not identified here (the scroll view registers it after its scrollers).
    mutating func encodeTableHeaderView(_ chrome: TableChrome, table: Int) -> Int {
        let index = graph.addObject("NSTableHeaderView")
        var frame = chrome.headerFrame
        frame.width = chrome.tableWidth
        frameOverrides[chrome.header.id] = frame
        var handled = encodeViewCommon(chrome.header, index: index, superview: chrome.headerClip)
        replaceValue("NSvFlags", with: Self.flagsWord(Self.viewFlagsBase), of: index)
        graph.append("NSTableView", .object(table), to: index)
        handled.insert("autoresizingMask")
        refuseUnhandled(chrome.header, handled: handled)
        return index
    }

    /// A `<tableColumn>`: an `NSTableColumn` with its widths, resizing mask, identifier, header
    /// cell and data cell (a text field cell whose control is the table).
    /// `laidOutWidth` is the width the table's layout gave it, if it changed it.
    mutating func encodeTableColumn(_ column: NibObject, table: Int, laidOutWidth: Double?) -> Int? {
        guard column.element == "tableColumn", column.customClass == nil,
            case .object(let headerID)? = column.properties["headerCell"], let header = lookups.object(headerID),
            case .object(let dataID)? = column.properties["dataCell"], let data = lookups.object(dataID),
            data.element == "textFieldCell", let widths = Self.columnWidths(column)
        else {
            refuse(
                .objectClass, column.customClass ?? column.className, at: column.position,
                detail: "(<\(column.element)> without widths, a header cell and a text field data cell)")
            return nil
        }
        let index = graph.addObject("NSTableColumn")
        register(index, id: column.id, parent: table)
        var handled: Set<String> = ["headerCell", "dataCell", "width", "minWidth", "maxWidth"]
        graph.append("NSWidth", .double(laidOutWidth ?? widths.width), to: index)
        graph.append("NSMinWidth", .double(widths.min), to: index)
        graph.append("NSMaxWidth", .double(widths.max), to: index)
        graph.append("NSTableView", .object(table), to: index)
        if case .string(let identifier)? = column.properties["identifier"] {
            graph.append("NSIdentifier", graph.string(identifier), to: index)
            handled.insert("identifier")
        }
        if column.properties["editable"] != .bool(false) { graph.append("NSIsEditable", .bool(true), to: index) }
        if column.properties["editable"] != nil { handled.insert("editable") }
        let mask = flagNames(column.properties["resizingMask"]) ?? []
        let bits = mask.compactMap { Self.columnResizingBits[$0] }
        if bits.count == mask.count { handled.insert("resizingMask") }
        let resizing = bits.reduce(0, |)
        // Any resizing at all, with the table or by the user (`test_single_col_noresize`: with
        // the table only).
        if resizing != 0 {
            graph.append("NSIsResizeable", .bool(true), to: index)
            graph.append("NSResizingMask", NibArchiveGraph.narrowest(resizing), to: index)
        }
        refuseUnhandled(column, handled: handled)
        if let headerCell = encodeTableHeaderCell(header) {
            graph.append("NSHeaderCell", .object(headerCell), to: index)
        }
        let kind = Self.textFieldKinds["textField"]!
        if let dataCell = encodeTextFieldCell(data, kind: kind, control: table, characterPicker: false, parent: index) {
            graph.append(ArchivedProperty.nsDataCell.key, .object(dataCell.cell), to: index)
        }
        return index
    }

    /// A column's width, minimum and maximum width, as the document gives them.
    static func columnWidths(_ column: NibObject) -> (width: Double, min: Double, max: Double)? {
        func number(_ name: String) -> Double? {
            switch column.properties[name] {
            case .real(let value)?: return value
            case .integer(let value)?: return Double(value)
            default: return nil
            }
        }
        guard let width = number("width"), let min = number("minWidth"), let max = number("maxWidth") else {
            return nil
        }
        return (width, min, max)
    }

    /// A `<tableHeaderCell>` with a border: an `NSTableHeaderCell` with its title, alignment and
    /// line break mode, colours and the header font; in no id table.
    mutating func encodeTableHeaderCell(_ cell: NibObject) -> Int? {
        guard cell.element == "tableHeaderCell", cell.customClass == nil,
            cell.properties["borderStyle"] == .string("border")
        else {
            refuse(
                .objectClass, cell.customClass ?? cell.className, at: cell.position,
                detail: "(<\(cell.element)> without a border)")
            return nil
        }
        let traits = cellTraits(
            cell, reading: [.alignment, .lineBreakMode], lineBreakModes: Set(Self.textFieldLineBreakModes.keys))
        var handled = traits.handled.union(["borderStyle", "title", "textColor", "backgroundColor"])
        let index = graph.addObject("NSTableHeaderCell")
        var cellFlags = Self.textCellFlags | Self.headerCellBorderBit
        if case .string(let mode)? = cell.properties["lineBreakMode"], Self.textFieldLineBreakModes[mode] == true {
            cellFlags |= Self.textCellSingleLineBit
        }
        var title = ""
        if case .string(let text)? = cell.properties["title"] { title = text }
        graph.append("NSContents", graph.string(title), to: index)
        graph.append("NSCellFlags", Self.flagsWord(cellFlags), to: index)
        graph.append("NSCellFlags2", Self.flagsWord(traits.cellFlags2), to: index)
        graph.append("NSSupport", headerCellFont(), to: index)
        for (key, name) in [ArchivedProperty.nsTextColor, ArchivedProperty.nsBackgroundColor] {
            if let color = encodeColor(cell.properties[name], key: name, of: cell) {
                graph.append(key, color, to: index)
            }
        }
        // The small system font is the header font (`test_table_mult_sel_no`); others are refused.
        if case .font(let font)? = cell.properties["font"], font.form == .font,
            font.attributes.map({ "\($0.name)=\($0.value)" }) == ["metaFont=smallSystem"]
        {
            handled.insert("font")
        }
        refuseUnhandled(cell, handled: handled)
        return index
    }

    /// The header cells' font, archived once and shared by every header cell.
    mutating func headerCellFont() -> NibArchiveValue.Kind {
        if let shared = sharedObjects["tableHeaderCellFont"] { return .object(shared) }
        let font = Self.headerCellFont
        let index = graph.addObject("NSFont")
        graph.append("NSName", graph.string(font.name), to: index)
        graph.append("NSSize", .double(font.size), to: index)
        graph.append("NSfFlags", NibArchiveGraph.narrowest(Self.fontFlags(role: font.role)), to: index)
        graph.append("NSHasWidth", .bool(false), to: index)
        graph.append("NSTextStyleDescriptor", textStyleDescriptor(font.style, size: font.size), to: index)
        sharedObjects["tableHeaderCellFont"] = index
        return .object(index)
    }
}
