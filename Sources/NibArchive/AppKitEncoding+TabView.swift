import NibModel

extension AppKitEncoding {
    /// The font a tab view without one of its own archives, and a box's title font: the
    /// 11-point system font with the small-system role (`nkv_overlap`, `test_box_colors`).
    static let tabViewFont = (name: ".AppleSystemUIFont", size: 11.0, flags: Int16(0xC1C))
    /// The catalog colour every tab view item archives.
    static let tabViewItemColor = "controlColor"
    /// The kinds of view a tab's key view loop is known to run through (`nkv_overlap`,
    /// `tabview_scrollview_chain`). Split, stack and tab views are not learnt.
    static let keyLoopViewKinds: Set<String> = [
        "view", "customView", "button", "popUpButton", "scrollView", "clipView", "scroller",
    ]
    /// `NSTvFlags` by a tab view's `type` (AppKit's `NSTabView.TabType`), for the types the
    /// corpus shows: top tabs with a bezel border (the default) and no tabs nor border
    /// (`tabview_scrollview_chain`).
    static let tabViewTypes: [String: Int] = ["topTabsBezelBorder": 0, "noTabsNoBorder": 6]

    /// A `<tabView>` with one `<tabViewItem>`: an `NSTabView` (`NSTvFlags` its type, drawing
    /// its background unless the document says not, truncating labels, its font or the small
    /// system font), holding its item (`NSTabViewItem`: label, identifier, the catalog
    /// `controlColor`) and the item's view as its only subview, and the key view loop Apple's
    /// compiler computes through that view (`NSNextKeyView`, in the order of `keyLoopOrder(_:)`).
    /// Tab views of other types, with several items or no item view are refused.
    mutating func encodeTabView(_ view: NibObject, parent: Int, superview: Int?) -> Int? {
        guard view.customClass == nil, case .objects(let itemIDs)? = view.properties["tabViewItems"],
            itemIDs.count == 1, let item = lookups.object(itemIDs[0]), item.element == "tabViewItem",
            item.customClass == nil, case .object(let contentID)? = item.properties["view"],
            let content = lookups.object(contentID)
        else {
            refuse(
                .objectClass, view.customClass ?? view.className, at: view.position,
                detail: "(<tabView> without exactly one item holding a view)")
            return nil
        }
        let index = graph.addObject("NSTabView")
        register(index, id: view.id, parent: parent)
        var handled = encodeViewCommon(view, index: index, superview: superview)
        handled.insert("tabViewItems")
        var flags = 0
        if case .string(let type)? = view.properties["type"], let value = Self.tabViewTypes[type] {
            flags = value
            handled.insert("type")
        }
        // The one item is the one selected: naming it initial changes nothing.
        if view.properties["initialItem"] == .string(item.id) { handled.insert("initialItem") }
        let drawsBackground = view.properties["drawsBackground"] != .bool(false)
        if view.properties["drawsBackground"] != nil { handled.insert("drawsBackground") }
        var font: NibArchiveValue.Kind
        if view.properties["font"] != nil {
            handled.insert("font")
            font = encodeFont(view.properties["font"], of: view) ?? .null
        } else {
            let index = graph.addObject("NSFont")
            graph.append("NSName", graph.string(Self.tabViewFont.name), to: index)
            graph.append("NSSize", .double(Self.tabViewFont.size), to: index)
            graph.append("NSfFlags", .int16(Self.tabViewFont.flags), to: index)
            font = .object(index)
        }
        refuseUnhandled(view, handled: handled)
        var values: [(String, NibArchiveValue.Kind)] = [
            ("NSAllowTruncatedLabels", .bool(true)), ("NSFont", font), ("NSTvFlags", NibArchiveGraph.narrowest(flags)),
        ]
        // Not drawing its background: no key.
        if drawsBackground { values.append(("NSDrawsBackground", .bool(true))) }
        for (key, value) in values { graph.append(key, value, to: index) }

        let itemIndex = graph.addObject("NSTabViewItem")
        register(itemIndex, id: item.id, parent: index)
        let gray = Self.systemCatalogGrays[Self.tabViewItemColor]!
        graph.append("NSColor", encodeCatalogColor(name: Self.tabViewItemColor, gray: gray), to: itemIndex)
        var itemHandled: Set<String> = ["view"]
        for (name, key) in [("identifier", "NSIdentifier"), ("label", "NSLabel")] {
            guard case .string(let text)? = item.properties[name] else { continue }
            graph.append(key, graph.string(text), to: itemIndex)
            itemHandled.insert(name)
        }
        refuseUnhandled(item, handled: itemHandled)
        graph.append("NSTabView", .object(index), to: itemIndex)
        graph.append("NSSelectedTabViewItem", .object(itemIndex), to: index)
        graph.append(
            ArchivedProperty.nsTabViewItems.key, graph.array([.object(itemIndex)], className: "NSMutableArray"),
            to: index)

        tabViewDepth += 1
        let contentIndex = encodeObject(content, parent: itemIndex, superview: index)
        tabViewDepth -= 1
        guard let contentIndex else { return index }
        graph.append(ArchivedProperty.nsView.key, .object(contentIndex), to: itemIndex)
        graph.append(
            ArchivedProperty.nsSubviews.key, graph.array([.object(contentIndex)], className: "NSMutableArray"),
            to: index)
        linkKeyViewLoop(from: view, index: index, through: content)
        return index
    }

    /// Chains the tab view, its item's view and every view below it in key view loop order
    /// through `NSNextKeyView`, the last view leading back to the tab view. Refuses a loop
    /// through views of kinds not learnt, or whose order the rule does not decide.
    mutating func linkKeyViewLoop(from tabView: NibObject, index: Int, through content: NibObject) {
        guard let order = keyLoopOrder(content) else {
            refuse(
                .attribute, "tabViewItems", at: tabView.position,
                detail: "of <tabView> (a key view loop through views whose order or kind is not learnt)")
            return
        }
        let indices = order.compactMap { encoded[$0.id] }
        guard indices.count == order.count else { return }
        let hidden = Set(order.filter { $0.properties["hidden"] == .bool(true) }.compactMap { encoded[$0.id] })
        var previous = index
        for next in indices + [index] {
            // A hidden view is a step of the loop but leads nowhere (the hidden scrollers of
            // `tabview_scrollview_chain`).
            setNextKeyView(of: previous, hidden.contains(previous) ? .null : .object(next))
            previous = next
        }
    }

    /// Sets `NSNextKeyView` of an encoded view, in place of the one its own encoder gave it
    /// (a scroll view's clip view, a clip view's document view).
    mutating func setNextKeyView(of view: Int, _ next: NibArchiveValue.Kind) {
        graph.objects[view].values.removeAll { $0.key == "NSNextKeyView" }
        graph.append("NSNextKeyView", next, to: view)
    }

    /// The views below and including `view` in the order Apple's compiler links them: a view,
    /// then its subviews one after the other, each followed by what it holds. Siblings are
    /// ordered as AppKit orders a window's key view loop: two views whose vertical extents
    /// overlap by their left edges, others top first (`nkv_overlap`: A and B overlap, B and C
    /// overlap, A and C do not, which orders A, C, B). Nil when a view is of a kind not learnt,
    /// without a frame, or when that comparison does not order the siblings one way only.
    func keyLoopOrder(_ view: NibObject) -> [NibObject]? {
        guard Self.keyLoopViewKinds.contains(view.element), view.customClass == nil else { return nil }
        var subviews: [(object: NibObject, frame: NibRect)] = []
        var ids: [String] = []
        if case .objects(let list)? = view.properties["subviews"] { ids = list }
        // A scroll view's subviews: its clip view and scrollers (a header view's place in the
        // loop is not learnt).
        if view.element == "scrollView" {
            guard view.properties["headerView"] == nil else { return nil }
            for key in ["contentView", "horizontalScroller", "verticalScroller"] {
                if case .object(let id)? = view.properties[key] { ids.append(id) }
            }
        }
        for id in ids {
            guard let subview = lookups.object(id), let frame = rect(subview.properties["frame"]) else { return nil }
            subviews.append((subview, frame))
        }
        // A scroll view is flipped: its subviews' top is their lowest y.
        let frames = subviews.map { entry in
            var frame = entry.frame
            if view.element == "scrollView" { frame.y = -(frame.y + frame.height) }
            return frame
        }
        guard let sorted = Self.keyLoopSorted(frames) else { return nil }
        var order = [view]
        for position in sorted {
            guard let below = keyLoopOrder(subviews[position].object) else { return nil }
            order += below
        }
        return order
    }

    /// The positions of sibling frames in key view loop order, or nil when the comparison does
    /// not order every pair one way and consistently (ties, or a cycle of three).
    static func keyLoopSorted(_ frames: [NibRect]) -> [Int]? {
        func precedes(_ a: NibRect, _ b: NibRect) -> Bool? {
            let overlap = a.y < b.y + b.height && b.y < a.y + a.height
            if overlap { return a.x == b.x ? nil : a.x < b.x }
            return a.y + a.height > b.y + b.height
        }
        var order = Array(frames.indices)
        var failed = false
        order.sort { first, second in
            guard let before = precedes(frames[first], frames[second]) else {
                failed = true
                return first < second
            }
            return before
        }
        guard !failed else { return nil }
        for (offset, first) in order.enumerated() {
            for second in order[(offset + 1)...] where precedes(frames[first], frames[second]) != true { return nil }
        }
        return order
    }
}
