import NibModel

extension AppKitEncoding {
    /// `NSMatrixFlags` of a matrix whose document sets none of its modes: radio mode
    /// (0x40000000), selection by rect (0x4000000) and cells sized to fit (0x800000), as both
    /// matrices of `test_matrix_flags` have them.
    static let matrixFlags = 0x4480_0000
    /// The `NSMatrixFlags` bit of a matrix that allows an empty selection (AppKit's default;
    /// clear for `allowsEmptySelection="NO"`).
    static let matrixEmptySelectionBit = 0x1000_0000
    /// The `NSActionCell` a matrix archives as its own `NSCell`: its flag words as Apple's nibs
    /// have them in `test_matrix_flags` (their meaning is not learnt).
    static let matrixActionCellFlags = (flags: 0x20, flags2: 0x2000)
    /// The `NSControl` keys of a matrix, which its cells do not decide.
    static let matrixControlKeys: [(String, NibArchiveValue.Kind)] = [
        ("NSControlContinuous", .bool(false)), ("NSControlLineBreakMode", .int8(0)),
        ("NSControlRefusesFirstResponder", .bool(false)), ("NSControlSendActionMask", .int8(0)),
        ("NSControlSize", .int8(0)), ("NSControlTextAlignment", .int8(0)),
        ("NSControlUsesSingleLineMode", .bool(false)), ("NSControlWritingDirection", .int8(0)),
        ("NSEnabled", .bool(true)),
    ]

    /// A `<matrix>` of button cells in one column: an `NSMatrix` (the view keys, its own
    /// `NSActionCell`, `NSCellIsDiscardable`, the rows and columns, `NSCells` in order, the cell
    /// size and spacing, `NSMatrixFlags`, `NSCellClass = NSActionCell`, the prototype cell, no
    /// selected row or column — -1 even beside a cell whose state is on —, and its background
    /// colour as both `NSBackgroundColor` and `NSCellBackgroundColor`). Its cells are button
    /// cells without a control view. Other modes, several columns and other kinds of cell are
    /// refused.
    mutating func encodeMatrix(_ matrix: NibObject, parent: Int, superview: Int?) -> Int? {
        let properties = matrix.properties
        guard matrix.customClass == nil, case .array(let columns)? = properties["cells"], columns.count == 1,
            case .objects(let ids)? = columns.first, !ids.isEmpty,
            case .object(let prototypeID)? = properties["prototype"], let prototype = lookups.object(prototypeID),
            case .size(let cellSize)? = properties["cellSize"],
            case .size(let spacing)? = properties["intercellSpacing"]
        else {
            refuse(
                .objectClass, matrix.customClass ?? matrix.className, at: matrix.position,
                detail: "(<matrix> other than one column of button cells with a prototype: not learnt)")
            return nil
        }
        let cells = ids.compactMap { lookups.object($0) }
        let allCells = [prototype] + cells
        guard cells.count == ids.count,
            allCells.allSatisfy({ $0.element == "buttonCell" && $0.customClass == nil })
        else {
            refuse(
                .objectClass, matrix.className, at: matrix.position,
                detail: "(<matrix> of cells other than button cells: not learnt)")
            return nil
        }
        let index = graph.addObject("NSMatrix")
        register(index, id: matrix.id, parent: parent)
        var handled = encodeViewCommon(matrix, index: index, superview: superview)
        handled.formUnion(["cells", "prototype", "cellSize", "intercellSpacing"])
        if let hugging = huggingPriority(matrix, defaults: (250, 750)) {
            handled.formUnion(["horizontalHuggingPriority", "verticalHuggingPriority"])
            if let hugging { graph.append("NSHuggingPriority", graph.string(hugging), to: index) }
        }
        var flags = Self.matrixFlags | Self.matrixEmptySelectionBit
        if case .bool(let allows)? = properties["allowsEmptySelection"] {
            if !allows { flags &= ~Self.matrixEmptySelectionBit }
            handled.insert("allowsEmptySelection")
        }
        var background: NibArchiveValue.Kind = .null
        if properties["backgroundColor"] != nil {
            handled.insert("backgroundColor")
            background = encodeColor(properties["backgroundColor"], key: "backgroundColor", of: matrix) ?? .null
        }
        refuseUnhandled(matrix, handled: handled)

        let actionCell = graph.addObject("NSActionCell")
        graph.append("NSCellFlags", Self.flagsWord(Self.matrixActionCellFlags.flags), to: actionCell)
        graph.append("NSCellFlags2", Self.flagsWord(Self.matrixActionCellFlags.flags2), to: actionCell)
        graph.append(ArchivedProperty.nsCell.key, .object(actionCell), to: index)
        graph.append("NSCellIsDiscardable", .bool(true), to: index)
        graph.append("NSAllowsLogicalLayoutDirection", .bool(false), to: index)
        for (key, value) in Self.matrixControlKeys { graph.append(key, value, to: index) }
        // The prototype first, then the cells: the order of Apple's id tables.
        var encodedCells: [NibArchiveValue.Kind] = []
        for cell in allCells {
            let type: String
            if case .string(let name)? = cell.properties["type"] { type = name } else { type = "push" }
            guard let cellIndex = encodeButtonCell(cell, type: type, extraFlags: 0, control: index, inMatrix: true)
            else { continue }
            encodedCells.append(.object(cellIndex))
        }
        guard encodedCells.count == allCells.count else { return index }
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSNumRows", NibArchiveGraph.narrowest(cells.count)), ("NSNumCols", NibArchiveGraph.narrowest(1)),
            ("NSCells", graph.array(Array(encodedCells.dropFirst()), className: "NSMutableArray")),
            ("NSCellSize", graph.string(Self.sizeText(cellSize))),
            ("NSIntercellSpacing", graph.string(Self.sizeText(spacing))),
            ("NSMatrixFlags", .int32(Int32(truncatingIfNeeded: flags))),
            ("NSCellClass", graph.string("NSActionCell")), ("NSProtoCell", encodedCells[0]),
            ("NSSelectedRow", .int64(-1)), ("NSSelectedCol", .int64(-1)),
            (ArchivedProperty.nsBackgroundColor.key, background), ("NSCellBackgroundColor", background),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
        return index
    }
}
