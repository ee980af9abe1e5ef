import NibModel

extension AppKitEncoding {
    /// `NSDividerStyle` by `dividerStyle` (AppKit's `NSSplitView.DividerStyle`).
    static let dividerStyles: [String: Int] = ["thick": 1, "thin": 2, "paneSplitter": 3]

    /// The holding priority a split view's panes have unless the document says otherwise; it is
    /// not archived.
    static let defaultHoldingPriority = 250.0

    /// A `<splitView>`: an `NSSplitView` (`NSIsVertical`, `NSDividerStyle`, `NSAutosaveName`
    /// when the document gives them), its panes below it, each with `NSViewClipsToBoundsKeyName`.
    /// Holding priorities other than the default are not encoded yet.
    mutating func encodeSplitView(_ view: NibObject, parent: Int, superview: Int?) -> Int? {
        guard view.customClass == nil else {
            refuse(.objectClass, view.customClass!, at: view.position, detail: "(<splitView>)")
            return nil
        }
        let index = graph.addObject("NSSplitView")
        register(index, id: view.id, parent: parent)
        var handled = encodeViewCommon(view, index: index, superview: superview)
        if case .bool(let vertical)? = view.properties["vertical"] {
            graph.append("NSIsVertical", .bool(vertical), to: index)
            handled.insert("vertical")
        }
        if case .string(let style)? = view.properties["dividerStyle"], let value = Self.dividerStyles[style] {
            graph.append("NSDividerStyle", NibArchiveGraph.narrowest(value), to: index)
            handled.insert("dividerStyle")
        }
        if case .string(let name)? = view.properties["autosaveName"] {
            graph.append("NSAutosaveName", graph.string(name), to: index)
            handled.insert("autosaveName")
        }
        if case .array(let priorities)? = view.properties["holdingPriorities"],
            priorities.allSatisfy({ $0 == .real(Self.defaultHoldingPriority) })
        {
            handled.insert("holdingPriorities")
        }
        refuseUnhandled(view, handled: handled)
        if !panesTile(view) {
            refuse(.attribute, "subviews", at: view.position, detail: "of <splitView> (panes Apple lays out again)")
        }
        let paneCount = identified.count
        encodeSubviews(view, index: index)
        markPanes(of: index, from: paneCount)
        return index
    }

    /// Whether the panes already lie where AppKit puts them, as far as the corpus shows it: a
    /// vertical split view with thin (1 point) dividers, its panes side by side from its left edge,
    /// each as tall as it. Other split views have their panes laid out again by Apple's compiler,
    /// which is not encoded yet.
    func panesTile(_ view: NibObject) -> Bool {
        guard case .bool(true)? = view.properties["vertical"], case .string("thin")? = view.properties["dividerStyle"],
            let frame = rect(view.properties["frame"]), case .objects(let ids)? = view.properties["subviews"]
        else { return false }
        var x = 0.0
        for id in ids {
            guard let pane = lookups.object(id).flatMap({ rect($0.properties["frame"]) }), pane.x == x, pane.y == 0,
                pane.height == frame.height
            else { return false }
            x += pane.width + 1
        }
        return x - 1 == frame.width
    }

    /// Gives the split view's direct subviews, encoded since `start` in the id table,
    /// `NSViewClipsToBoundsKeyName = true`.
    mutating func markPanes(of splitView: Int, from start: Int) {
        for pane in identified[start...]
        where graph.objects[pane].values.contains(where: {
            $0.key == "NSSuperview" && $0.kind == .object(splitView)
        }) {
            graph.append("NSViewClipsToBoundsKeyName", .bool(true), to: pane)
        }
    }
}
