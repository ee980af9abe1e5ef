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
            if let frames = panesLaidOut(view) {
                for (id, frame) in frames { frameOverrides[id] = frame }
            } else {
                refuse(
                    .attribute, "subviews", at: view.position,
                    detail: "of <splitView> (panes Apple lays out again, of a divider style or layout not learnt)")
            }
        }
        let paneCount = identified.count
        encodeSubviews(view, index: index)
        markPanes(of: index, from: paneCount)
        return index
    }

    /// The thickness of a split view's dividers by `dividerStyle`, as far as the corpus shows
    /// it: thin 1 (`test_splitview_props`), thick 9, the style of a split view whose document
    /// names none (`test35_splitview_responder`).
    static let dividerThickness: [String: Double] = ["thin": 1, "thick": 9]

    /// The frames Apple's compiler gives a split view's panes when they do not tile it: along
    /// the split (widths of a vertical split view, heights of a horizontal one) each pane keeps
    /// its share of the space left by the dividers, in proportion to its length in the document,
    /// rounded half up, the last pane taking what remains; across it each pane fills the split
    /// view. Panes follow each other from the top or left edge (a split view is flipped).
    /// `test35_splitview_responder`: a horizontal split view 400 high with thick dividers, its
    /// two panes 400 high in the document, has them 196 and 195 high (196 + 9 + 195). Nil for a
    /// divider style whose thickness is not known or panes without frames.
    func panesLaidOut(_ view: NibObject) -> [(String, NibRect)]? {
        var style = "thick"
        if case .string(let name)? = view.properties["dividerStyle"] { style = name }
        let vertical = view.properties["vertical"] == .bool(true)
        guard let thickness = Self.dividerThickness[style], let frame = rect(view.properties["frame"]),
            case .objects(let ids)? = view.properties["subviews"], !ids.isEmpty
        else { return nil }
        var lengths: [Double] = []
        for id in ids {
            guard let pane = lookups.object(id).flatMap({ rect($0.properties["frame"]) }) else { return nil }
            lengths.append(vertical ? pane.width : pane.height)
        }
        let total = vertical ? frame.width : frame.height
        let available = total - thickness * Double(ids.count - 1)
        let documentSum = lengths.reduce(0, +)
        guard available >= 0, documentSum > 0 else { return nil }
        var frames: [(String, NibRect)] = []
        var offset = 0.0
        for (position, id) in ids.enumerated() {
            let isLast = position == ids.count - 1
            let length =
                isLast
                ? total - offset : (lengths[position] * available / documentSum).rounded(.toNearestOrAwayFromZero)
            frames.append(
                (
                    id,
                    vertical
                        ? NibRect(x: offset, y: 0, width: length, height: frame.height)
                        : NibRect(x: 0, y: offset, width: frame.width, height: length)
                ))
            offset += length + thickness
        }
        return frames
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
