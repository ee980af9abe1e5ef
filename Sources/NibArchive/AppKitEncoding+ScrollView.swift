import NibModel

extension AppKitEncoding {
    /// `NSsFlags` bits of a scroll view: those every scroll view of the corpus carries, then by
    /// attribute.
    enum ScrollViewFlags {
        static let base = 0x2_0800
        /// Predominant axis scrolling, on unless `usesPredominantAxisScrolling="NO"`: the six
        /// scroll views of the corpus without the attribute have it (`test11_text_view_back`,
        /// `tabview_scrollview_chain`, `test_table_header_first_col`, `test_table_uniform_header`).
        static let predominantAxisScrolling = 0x1_0000
        static let autohidesScrollers = 0x200
        static let hasHorizontalScroller = 0x20
        static let hasVerticalScroller = 0x10
        /// `NSBorderType` by `borderType`, in the two lowest bits; a document that names none
        /// has a bezel.
        static let borderTypes: [String: Int] = ["none": 0, "line": 1, "bezel": 2, "groove": 3]
        static let defaultBorder = 2
        /// A document view wider than the clip view (every table laid out wider than its clip
        /// view: `test_6col`, `test_table_header_first_col`, `test_table_uniform_header`, `test24`).
        static let documentWider = 0x80
    }
    /// The line and page scroll amount a scroll view has by itself: with all four at it, Apple's
    /// nibs keep no `NSScrollAmts`.
    static let defaultScrollAmount = 10.0

    /// A `<scrollView>`: an `NSScrollView`, its clip view (`NSContentView`, holding the document
    /// view), its scrollers, and the pan gesture recogniser AppKit gives every scroll view. The
    /// ids follow the scroll view in the order clip view (and all below it), horizontal scroller,
    /// vertical scroller.
    mutating func encodeScrollView(_ view: NibObject, parent: Int, superview: Int?) -> Int? {
        guard view.customClass == nil, case .object(let clipID)? = view.properties["contentView"],
            let clip = lookups.object(clipID), clip.element == "clipView",
            case .object(let horizontalID)? = view.properties["horizontalScroller"],
            let horizontal = lookups.object(horizontalID),
            case .object(let verticalID)? = view.properties["verticalScroller"],
            let vertical = lookups.object(verticalID)
        else {
            refuse(.objectClass, view.customClass ?? view.className, at: view.position, detail: "(<scrollView>)")
            return nil
        }
        let index = graph.addObject("NSScrollView")
        register(index, id: view.id, parent: parent)
        var handled = encodeViewCommon(view, index: index, superview: superview)
        handled.formUnion(["contentView", "horizontalScroller", "verticalScroller"])
        handled.formUnion(encodeScrollViewFlags(view, index: index))
        handled.formUnion(encodeScrollAmounts(view, documentView: documentView(of: clip), index: index))
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSMagnification", .double(1)), ("NSMaxMagnification", .double(4)),
            ("NSMinMagnification", .double(0.25)), ("NSGestureRecognizers", panGestureRecognizers(scrollView: index)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
        // A frame fixed in the editor, the view placed by its autoresizing mask: nothing of it
        // is archived.
        if view.properties["fixedFrame"] == .bool(true),
            view.properties["translatesAutoresizingMaskIntoConstraints"] == nil
        {
            handled.insert("fixedFrame")
        }
        if view.properties["headerView"] != nil { handled.insert("headerView") }
        refuseUnhandled(view, handled: handled)
        layOutShownScrollers(view, clip: clip, horizontal: horizontal, vertical: vertical)
        var chrome: TableChrome?
        if view.properties["headerView"] != nil {
            chrome = prepareTableChrome(view, clip: clip, horizontal: horizontal, vertical: vertical, scrollView: index)
            if let chrome, let table = documentView(of: clip) { tableChrome[table.id] = chrome }
        }

        guard let clipIndex = encodeObject(clip, parent: index, superview: index) else { return index }
        graph.append(ArchivedProperty.nsContentView.key, .object(clipIndex), to: index)
        graph.append("NSNextKeyView", .object(clipIndex), to: index)
        var subviews: [NibArchiveValue.Kind] = [.object(clipIndex)]
        let laidOutChrome = documentView(of: clip).flatMap { tableChrome[$0.id] }
        if let laidOutChrome {
            graph.append("NSHeaderClipView", .object(laidOutChrome.headerClip), to: index)
            subviews.append(.object(laidOutChrome.headerClip))
            if laidOutChrome.cornerInScrollView {
                graph.append("NSCornerView", .object(laidOutChrome.corner), to: index)
            }
        }
        var scrollers: [Int] = []
        for (key, scroller) in [("NSHScroller", horizontal), ("NSVScroller", vertical)] {
            // The corner view sits between the scrollers.
            if key == "NSVScroller", let laidOutChrome, laidOutChrome.cornerInScrollView {
                subviews.append(.object(laidOutChrome.corner))
            }
            guard let scrollerIndex = encodeScroller(scroller, scrollView: index, in: view) else { continue }
            graph.append(key, .object(scrollerIndex), to: index)
            subviews.append(.object(scrollerIndex))
            scrollers.append(scrollerIndex)
        }
        if let laidOutChrome {
            finishTableChrome(laidOutChrome, scrollView: index)
            if scrollers.count == 2 {
                adjustScrollers(view, laidOutChrome, scrollView: index, horizontal: scrollers[0])
            }
        }
        graph.append(ArchivedProperty.nsSubviews.key, graph.array(subviews, className: "NSMutableArray"), to: index)
        return index
    }

    /// The clip view's document view: its only subview.
    func documentView(of clip: NibObject) -> NibObject? {
        guard case .objects(let ids)? = clip.properties["subviews"], ids.count == 1 else { return nil }
        return lookups.object(ids[0])
    }

    /// `NSsFlags`: the border, whether scrollers hide by themselves and which scrollers the
    /// scroll view has. Returns the attributes it consumed; predominant axis scrolling is only
    /// known turned off.
    mutating func encodeScrollViewFlags(_ view: NibObject, index: Int) -> Set<String> {
        var handled: Set<String> = []
        var flags = ScrollViewFlags.base
        func flag(_ name: String, default value: Bool) -> Bool {
            guard case .bool(let set)? = view.properties[name] else { return value }
            handled.insert(name)
            return set
        }
        if flag("autohidesScrollers", default: false) { flags |= ScrollViewFlags.autohidesScrollers }
        if flag("hasHorizontalScroller", default: true) { flags |= ScrollViewFlags.hasHorizontalScroller }
        if flag("hasVerticalScroller", default: true) { flags |= ScrollViewFlags.hasVerticalScroller }
        if case .string(let name)? = view.properties["borderType"] {
            if let border = ScrollViewFlags.borderTypes[name] {
                flags |= border
                handled.insert("borderType")
            }
        } else {
            flags |= ScrollViewFlags.defaultBorder
        }
        if case .bool(let predominant)? = view.properties["usesPredominantAxisScrolling"] {
            if predominant { flags |= ScrollViewFlags.predominantAxisScrolling }
            handled.insert("usesPredominantAxisScrolling")
        } else {
            flags |= ScrollViewFlags.predominantAxisScrolling
        }
        graph.append("NSsFlags", Self.flagsWord(flags), to: index)
        return handled
    }

    /// `NSScrollAmts`: four big-endian floats, the page then the line amounts (horizontal and
    /// vertical alike in every pair: amounts that differ between the axes are refused), absent
    /// when all four are the default. A table's line amount is its row height and vertical
    /// spacing, which Apple's compiler writes whatever the document says: a document that says
    /// otherwise, or leaves them out for another view, is refused. Returns what it consumed.
    mutating func encodeScrollAmounts(_ view: NibObject, documentView: NibObject?, index: Int) -> Set<String> {
        func amount(_ name: String) -> Double? {
            switch view.properties[name] {
            case .real(let value)?: return value
            case .integer(let value)?: return Double(value)
            default: return nil
            }
        }
        let names = ["horizontalPageScroll", "verticalPageScroll", "horizontalLineScroll", "verticalLineScroll"]
        let given = names.map(amount)
        let tableLine = documentView.flatMap(tableLineScroll)
        var page = given[0]
        var line = given[2]
        if let tableLine {
            guard line == nil || line == tableLine else { return [] }
            line = tableLine
            if given[0] == nil, given[1] == nil { page = Self.defaultScrollAmount }
        }
        guard let page, let line, given[1] ?? page == page, given[3] ?? line == line else {
            refuse(
                .attribute, "verticalLineScroll", at: view.position,
                detail: "of <scrollView> (scroll amounts left out, different per axis, or not the table's)")
            return Set(names)
        }
        if page != Self.defaultScrollAmount || line != Self.defaultScrollAmount {
            var bytes: [UInt8] = []
            for value in [page, page, line, line] {
                let bits = Float(value).bitPattern
                bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: bits >> $0) }
            }
            graph.append("NSScrollAmts", .data(bytes), to: index)
        }
        return Set(names.filter { view.properties[$0] != nil })
    }

    /// The line scroll amount of a table or outline view: its row height (17 by default) and its
    /// vertical intercell spacing. Nil for other views.
    func tableLineScroll(_ view: NibObject) -> Double? {
        guard view.element == "tableView" || view.element == "outlineView" else { return nil }
        var rowHeight = 17.0
        switch view.properties["rowHeight"] {
        case .real(let value)?: rowHeight = value
        case .integer(let value)?: rowHeight = Double(value)
        case nil: break
        default: return nil
        }
        guard case .size(let spacing)? = view.properties["intercellSpacing"] else { return nil }
        return rowHeight + spacing.height
    }

    /// The `NSArray` of the one `NSPanGestureRecognizer` AppKit gives a scroll view (panning
    /// through `_panWithGestureRecognizer:`, target and delegate the scroll view).
    mutating func panGestureRecognizers(scrollView: Int) -> NibArchiveValue.Kind {
        let recognizer = graph.addObject("NSPanGestureRecognizer")
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSGestureRecognizer.action", graph.string("_panWithGestureRecognizer:")),
            ("NSGestureRecognizer.allowedTouchTypes", .int8(1)),
            ("NSGestureRecognizer.delegate", .object(scrollView)), ("NSGestureRecognizer.target", .object(scrollView)),
            ("NSPanGestureRecognizer.buttonMask", .int8(0)),
            ("NSPanGestureRecognizer.numberOfTouchesRequired", .int8(1)),
        ]
        for (key, value) in values { graph.append(key, value, to: recognizer) }
        return graph.array([.object(recognizer)])
    }
}
