import NibModel

/// What a scroll view prepares for the table it holds before the table is encoded: the header
/// view's clip view and the corner view (filled in by the scroll view), the width it lays the
/// table out to, and the header view the table encodes.
struct TableChrome {
    /// The document's `<tableHeaderView>`.
    var header: NibObject
    var headerClip: Int
    var corner: Int
    /// Whether the scroll view holds the corner view (`NSCornerView`, a subview).
    var cornerInScrollView: Bool
    /// The header view's frame in the document.
    var headerFrame: NibRect
    /// The clip view's frame as Apple lays it out.
    var clipFrame: NibRect
    var tableWidth: Double
    var widthRelation: AppKitEncoding.TableWidth.Relation
    /// The widths of the columns the layout resized, by column id.
    var columnWidths: [String: Double]
    /// The encoded `NSTableHeaderView`, once the table is encoded.
    var headerView: Int?
}

extension AppKitEncoding {
    /// How Apple's compiler sizes a table in its clip view: the columns need their widths plus one
    /// intercell width each (*S*) and ``TableWidth/room`` less one intercell width more. A table
    /// whose columns fit so in its clip view is as wide as the clip view, its columns as the
    /// document gives them; one whose columns cannot shrink (none resizes with the table, or
    /// those that do are at their minimum width) grows to exactly that need. Tables whose
    /// columns could shrink and do not fit are refused: Apple's compiler resizes their columns
    /// by a rule not learnt.
    enum TableWidth {
        /// The room beside the columns, intercell width included: 32 points.
        static let room = 32.0
        /// The width relation `NSTvFlags` records in bits 21–22.
        enum Relation: Int {
            /// The columns and their room leave the table some slack.
            case slack = 1
            /// The columns and their room fill the table exactly.
            case filled = 2
            /// The table is wider than its clip view.
            case wider = 3
        }
    }

    /// How a table is laid out: its width, the relation its `NSTvFlags` records, and the widths
    /// of the columns Apple's compiler resized, by column id.
    struct TableLayout {
        var width: Double
        var relation: TableWidth.Relation
        var columnWidths: [String: Double] = [:]
    }

    /// The width a table is laid out to in a clip view `clipWidth` wide, the relation its
    /// `NSTvFlags` records and the columns it resizes; nil, with an issue, where the rule is not
    /// learnt.
    ///
    /// Columns that do not fit with their room and can shrink (`test_single_col_noresize`,
    /// `test_table_mult_sel_no`, both of the uniform style) shrink by the room less one
    /// intercell width (29 points), shared evenly between the columns that resize with the table,
    /// the first ones taking a point more where it does not divide (15 and 14); the table then
    /// keeps its clip view's width. Other styles, and columns that would go below their minimum
    /// width or still not fit, are refused.
    mutating func layOutTable(_ table: NibObject, clipWidth: Double) -> TableLayout? {
        guard case .size(let spacing)? = table.properties["intercellSpacing"],
            case .objects(let ids)? = table.properties["tableColumns"]
        else {
            refuse(
                .attribute, "tableColumns", at: table.position,
                detail: "of <\(table.element)> (no columns or no intercell spacing)")
            return nil
        }
        // Spacings from 0 to the room and finite widths: the range the corpus shows (3, 2 and 17).
        guard spacing.width >= 0, spacing.width < TableWidth.room else {
            refuse(
                .attribute, "intercellSpacing", at: table.position,
                detail: "of <\(table.element)> (a spacing outside 0 to 32 points, whose layout is not learnt)")
            return nil
        }
        var columnSum = 0.0
        var shrinkable: [(id: String, width: Double, min: Double)] = []
        for id in ids {
            guard let column = lookups.object(id), let widths = Self.columnWidths(column),
                widths.width.isFinite, widths.min.isFinite, widths.width >= 0
            else {
                refuse(
                    .attribute, "tableColumns", at: table.position,
                    detail: "of <\(table.element)> (a column without finite widths)")
                return nil
            }
            columnSum += widths.width + spacing.width
            let resizesWithTable = (flagNames(column.properties["resizingMask"]) ?? []).contains("resizeWithTable")
            if resizesWithTable, widths.width > widths.min { shrinkable.append((id, widths.width, widths.min)) }
        }
        let room = TableWidth.room - spacing.width
        let need = columnSum + room
        if need <= clipWidth { return TableLayout(width: clipWidth, relation: need == clipWidth ? .filled : .slack) }
        if shrinkable.isEmpty { return TableLayout(width: need, relation: .wider) }
        func refuseColumns(_ why: String) -> TableLayout? {
            refuse(
                .attribute, "tableColumns", at: table.position,
                detail:
                    "of <\(table.element)> (columns that resize with the table need \(Self.number(need)) points "
                    + "in a \(Self.number(clipWidth))-point clip view: \(why))")
            return nil
        }
        var style = Self.defaultColumnAutoresizingStyle
        if case .string(let name)? = table.properties["columnAutoresizingStyle"] { style = name }
        guard style == Self.defaultColumnAutoresizingStyle, table.properties["viewBased"] == nil,
            room > 0, room < TableWidth.room, room == room.rounded()
        else { return refuseColumns("Apple's compiler resizes them by a rule not learnt for this style") }
        let share = Int(room) / shrinkable.count
        let extra = Int(room) % shrinkable.count
        var layout = TableLayout(width: clipWidth, relation: .slack)
        for (position, column) in shrinkable.enumerated() {
            let width = column.width - Double(share + (position < extra ? 1 : 0))
            guard width >= column.min else { return refuseColumns("shrinking them would pass a minimum width") }
            layout.columnWidths[column.id] = width
        }
        let shrunkNeed = need - room
        guard shrunkNeed <= clipWidth else { return refuseColumns("shrunk, they still do not fit") }
        layout.relation = shrunkNeed == clipWidth ? .filled : .slack
        return layout
    }

    /// The clip view's inset in its scroll view by `NSBorderType`: a bezel's 1 point a side
    /// (whatever the document's clip view origin: `test_single_col_noresize` has it at y 0),
    /// none for no border.
    static let tableClipInsets: [Int: Double] = [0: 0, 2: 1]

    /// The corner view's size when the scroll view does not show it beside a scroller.
    static let tableCornerSize = NibSize(width: 17, height: 28)

    /// Prepares the table a scroll view with a `headerView` holds: lays the clip view and the
    /// table out (``layOutTable(_:clipWidth:)``), and adds the header clip view and the corner
    /// view (``addCornerView(_:clipFrame:headerFrame:outer:horizontal:vertical:scrollView:)``; out
    /// of the scroll view in `table_5col_reverseseq` and `test_6col`, in it in `sv_hs_visible` and
    /// `test_table_header`). Returns nil, with an issue, for what is not learnt.
    mutating func prepareTableChrome(
        _ view: NibObject, clip: NibObject, horizontal: NibObject, vertical: NibObject, scrollView: Int
    ) -> TableChrome? {
        func refuseHeader(_ why: String) -> TableChrome? {
            refuse(.attribute, "headerView", at: view.position, detail: "of <scrollView> (\(why))")
            return nil
        }
        if let document = documentView(of: clip), Self.tableClasses[document.element] == nil {
            return refuseHeader("the header view of an <\(document.element)>")
        }
        guard case .object(let headerID)? = view.properties["headerView"], let header = lookups.object(headerID),
            header.element == "tableHeaderView", header.customClass == nil,
            let table = documentView(of: clip), Self.tableClasses[table.element] != nil,
            table.properties["headerView"] == .string(headerID) || table.properties["headerView"] == .object(headerID),
            let headerFrame = rect(header.properties["frame"]), let outer = rect(view.properties["frame"]),
            clip.properties["frame"] != nil, var tableFrame = rect(table.properties["frame"])
        else { return refuseHeader("a header view that is not its table's, or without frames") }
        // Without a scroller shown whatever the content, the clip view fills the scroll view
        // inside its border (`table_5col_reverseseq`: 177 → 200 points tall, the header's
        // height, which the document took off; `test_single_col_noresize`: y 0 → 1).
        var border = ScrollViewFlags.defaultBorder
        if case .string(let name)? = view.properties["borderType"] { border = ScrollViewFlags.borderTypes[name] ?? -1 }
        guard let inset = Self.tableClipInsets[border] else {
            return refuseHeader("a table's clip view inside a line or groove border, not learnt")
        }
        let clipFrame =
            frameOverrides[clip.id]
            ?? NibRect(x: inset, y: inset, width: outer.width - 2 * inset, height: outer.height - 2 * inset)
        frameOverrides[clip.id] = clipFrame
        guard let layout = layOutTable(table, clipWidth: clipFrame.width) else { return nil }
        let columnWidths = layout.columnWidths
        // The table fills the clip view below the header: as tall as the clip view less the
        // header's height, in every pair.
        tableFrame.width = layout.width
        tableFrame.height = clipFrame.height - headerFrame.height
        frameOverrides[table.id] = tableFrame

        let hasHorizontal = view.properties["hasHorizontalScroller"] != .bool(false)
        if hasHorizontal, layout.relation == .wider, view.properties["autohidesScrollers"] == .bool(true) {
            // The scroller shows over the clip view's bottom edge (`test_6col`, a small one 15
            // points thick); other sizes are not learnt.
            guard case .string("small")? = horizontal.properties["controlSize"] else {
                return refuseHeader("a table wider than its clip view shows a horizontal scroller that is not small")
            }
            frameOverrides[horizontal.id] = NibRect(
                x: clipFrame.x, y: clipFrame.y + clipFrame.height - Self.shownSmallScrollerThickness,
                width: clipFrame.width, height: Self.shownSmallScrollerThickness)
        }
        guard
            let corner = addCornerView(
                view, clipFrame: clipFrame, headerFrame: headerFrame, outer: outer,
                horizontal: horizontal, vertical: vertical, scrollView: scrollView)
        else { return refuseHeader("a corner view beside two scrollers, not learnt") }
        return TableChrome(
            header: header, headerClip: graph.addObject("NSClipView"), corner: corner.index,
            cornerInScrollView: corner.inScrollView,
            headerFrame: headerFrame, clipFrame: clipFrame, tableWidth: layout.width, widthRelation: layout.relation,
            columnWidths: columnWidths)
    }

    /// The table's `_NSCornerView`: beside a vertical scroller shown whatever the content, from
    /// the clip view's right edge to the scroll view's and as tall as the header; with scrollers
    /// that hide, 17 × 28 and hidden in the scroll view, or out of it (no superview, not hidden)
    /// where the scroll view has a hidden horizontal scroller. Nil beside two shown scrollers
    /// (not learnt).
    mutating func addCornerView(
        _ view: NibObject, clipFrame: NibRect, headerFrame: NibRect, outer: NibRect, horizontal: NibObject,
        vertical: NibObject, scrollView: Int
    ) -> (index: Int, inScrollView: Bool)? {
        let verticalShown =
            view.properties["autohidesScrollers"] != .bool(true)
            && view.properties["hasVerticalScroller"] != .bool(false)
            && vertical.properties["hidden"] != .bool(true)
        let hasHorizontal = view.properties["hasHorizontalScroller"] != .bool(false)
        var inScrollView = true
        var frame = NibRect(x: 0, y: 0, width: Self.tableCornerSize.width, height: Self.tableCornerSize.height)
        var flags = Self.viewFlagsBase
        if verticalShown {
            guard !hasHorizontal else { return nil }
            let x = clipFrame.x + clipFrame.width
            frame = NibRect(x: x, y: clipFrame.y, width: outer.width - x, height: headerFrame.height)
        } else if hasHorizontal, horizontal.properties["hidden"] == .bool(true) {
            inScrollView = false
        } else {
            flags |= Self.viewHiddenBit
        }
        let corner = graph.addObject("_NSCornerView")
        if frame.x == 0, frame.y == 0 {
            graph.append(
                "NSFrameSize", graph.string(Self.sizeText(NibSize(width: frame.width, height: frame.height))),
                to: corner)
        } else {
            graph.append("NSFrame", graph.string(Self.rectText(frame)), to: corner)
        }
        graph.append("NSvFlags", Self.flagsWord(flags), to: corner)
        graph.append("NSNextResponder", inScrollView ? .object(scrollView) : .null, to: corner)
        if inScrollView { graph.append("NSSuperview", .object(scrollView), to: corner) }
        appendPlainViewKeys(to: corner)
        return (corner, inScrollView)
    }

    /// The keys every view Apple's compiler adds by itself carries (no guides, no touch bar).
    mutating func appendPlainViewKeys(to index: Int) {
        let values: [(String, NibArchiveValue.Kind)] = [
            ("IBNSClipsToBounds", .int8(0)), ("IBNSLayoutMarginsGuide", .null), ("IBNSSafeAreaLayoutGuide", .null),
            ("NSNibTouchBar", .null), ("NSViewWantsBestResolutionOpenGLSurface", .bool(true)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
    }

    /// Fills in the header clip view once the table has encoded its header view: it sits where
    /// the clip view starts, as wide as it and as tall as the header. The header view is
    /// identified now, after the scroll view's scrollers, its parent the scroll view.
    mutating func finishTableChrome(_ chrome: TableChrome, scrollView: Int) {
        guard let header = chrome.headerView else { return }
        let clip = chrome.headerClip
        let frame = NibRect(
            x: chrome.clipFrame.x, y: chrome.clipFrame.y, width: chrome.clipFrame.width,
            height: chrome.headerFrame.height)
        if frame.x == 0, frame.y == 0 {
            graph.append(
                "NSFrameSize", graph.string(Self.sizeText(NibSize(width: frame.width, height: frame.height))), to: clip)
        } else {
            graph.append("NSFrame", graph.string(Self.rectText(frame)), to: clip)
        }
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSvFlags", Self.flagsWord(Self.viewFlagsBase)), ("NSNextResponder", .object(scrollView)),
            ("NSSuperview", .object(scrollView)), ("NSAutomaticallyAdjustsContentInsets", .bool(true)),
            (ArchivedProperty.nsDocView.key, .object(header)), ("NSNextKeyView", .object(header)),
            (ArchivedProperty.nsSubviews.key, graph.array([.object(header)], className: "NSMutableArray")),
        ]
        for (key, value) in values { graph.append(key, value, to: clip) }
        appendPlainViewKeys(to: clip)
        register(header, id: chrome.header.id, parent: scrollView)
    }

    /// What the laid-out table changes in its scroll view: a table wider than its clip view sets
    /// ``ScrollViewFlags/documentWider`` and enables the horizontal scroller; a horizontal
    /// scroller that hides by itself is hidden when the table fits (`sv_hs_visible`) and shown,
    /// its knob proportion `NSPercent` the clip view's width over the table's, when it does not
    /// (`test_6col`: 298 / 318).
    mutating func adjustScrollers(_ view: NibObject, _ chrome: TableChrome, scrollView: Int, horizontal: Int) {
        let autohides = view.properties["autohidesScrollers"] == .bool(true)
        if chrome.widthRelation == .wider {
            updateFlags("NSsFlags", of: scrollView) { $0 | ScrollViewFlags.documentWider }
            graph.append("NSEnabled", .bool(true), to: horizontal)
            if autohides {
                updateFlags("NSvFlags", of: horizontal) { $0 & ~Self.viewHiddenBit }
                graph.append("NSPercent", .double(chrome.clipFrame.width / chrome.tableWidth), to: horizontal)
            }
        } else if autohides {
            updateFlags("NSvFlags", of: horizontal) { $0 | Self.viewHiddenBit }
        }
    }

    /// The thickness of a small horizontal scroller a table shows over its clip view.
    static let shownSmallScrollerThickness = 15.0

    /// Replaces the flags word under `key` of object `index` by `change` of it.
    mutating func updateFlags(_ key: String, of index: Int, _ change: (Int) -> Int) {
        guard let value = graph.objects[index].values.first(where: { $0.key == key }) else { return }
        let old: Int
        switch value.kind {
        case .int8(let number): old = Int(number)
        case .int16(let number): old = Int(number)
        case .int32(let number): old = Int(number)
        case .int64(let number): old = Int(number)
        default: return
        }
        replaceValue(key, with: Self.flagsWord(change(Int(UInt32(truncatingIfNeeded: old)))), of: index)
    }

    /// A clip view holding a table with a header: its bounds start the header's height above it.
    func tableClipBounds(_ clip: NibObject) -> NibRect? {
        guard let table = documentView(of: clip), let chrome = tableChrome[table.id] else { return nil }
        return NibRect(
            x: 0, y: -chrome.headerFrame.height, width: chrome.clipFrame.width, height: chrome.clipFrame.height)
    }
}
