import NibModel

extension AppKitEncoding {
    /// The room a legacy scroller shown whatever the content takes from a scroll view's clip
    /// view, by control size. Apple's compiler lays the clip view out with these widths whatever
    /// the document's scroller frames say: 17 for a regular scroller (`sv16b`, `test13_clip_flags`,
    /// `test20_framecalc` on both axes, `test11_text_view_back`, `test_date_formatter`,
    /// `test_table_header_first_col`, `test_table_uniform_header`) and 13 for a small one
    /// (`outline_cellview`, `reusable_views_order`, `test_outline_small_sv`). Mini scrollers
    /// appear in no pair.
    static let shownScrollerThickness: [String: Double] = ["regular": 17, "small": 13]

    /// Lays a scroll view's clip view out again the way Apple's compiler does when a scroller is
    /// shown whatever the content: the clip view fills the scroll view inside its border (the
    /// clip view's own origin) less the thickness of each shown scroller, and its document view
    /// shrinks or grows with it. Records the new frames in `frameOverrides`; refuses what no
    /// pair shows (line and groove borders, mini scrollers, a document view that does not
    /// resize with the clip view or whose subviews would move, tables, which Apple sizes by
    /// their columns).
    mutating func layOutShownScrollers(_ view: NibObject, clip: NibObject, horizontal: NibObject, vertical: NibObject) {
        func refuseLayout(_ why: String) {
            refuse(
                .attribute, "autohidesScrollers", at: view.position,
                detail: "of <scrollView> (scrollers always shown: \(why))")
        }
        // Inside a tab view item the document's clip view is kept (`tabview_scrollview_chain`).
        guard view.properties["autohidesScrollers"] != .bool(true), tabViewDepth == 0 else { return }
        let shown = [
            (view.properties["hasHorizontalScroller"], horizontal), (view.properties["hasVerticalScroller"], vertical),
        ].map { has, scroller in has != .bool(false) && scroller.properties["hidden"] != .bool(true) }
        guard shown.contains(true) else { return }
        if case .string(let border)? = view.properties["borderType"], border != "none" {
            return refuseLayout("the clip view's layout inside a '\(border)' border is not learnt")
        }
        var thickness: [Double] = [0, 0]
        for (axis, scroller) in [horizontal, vertical].enumerated() where shown[axis] {
            var size = "regular"
            if case .string(let name)? = scroller.properties["controlSize"] { size = name }
            guard let width = Self.shownScrollerThickness[size] else {
                return refuseLayout("the room a '\(size)' scroller takes is not learnt")
            }
            thickness[axis] = width
        }
        guard let outer = rect(view.properties["frame"]), let inner = rect(clip.properties["frame"]),
            let document = documentView(of: clip), let documentFrame = rect(document.properties["frame"])
        else { return refuseLayout("a clip view or document view without a frame") }
        let laidOut = NibRect(
            x: inner.x, y: inner.y, width: outer.width - 2 * inner.x - thickness[1],
            height: outer.height - 2 * inner.y - thickness[0])
        let change = (width: laidOut.width - inner.width, height: laidOut.height - inner.height)
        guard change != (0, 0) else { return }
        // A table is laid out by its columns and header (``prepareTableChrome``): only the clip
        // view is laid out here.
        if tableLineScroll(document) != nil {
            frameOverrides[clip.id] = laidOut
            return
        }
        let mask = Set(flagNames(document.properties["autoresizingMask"]) ?? [])
        guard change.width == 0 || mask.contains("widthSizable"), change.height == 0 || mask.contains("heightSizable")
        else { return refuseLayout("its document view does not resize with the clip view") }
        guard subviewsStayPut(document) else {
            return refuseLayout("its document view's subviews would move, a layout not learnt")
        }
        frameOverrides[clip.id] = laidOut
        var resized = documentFrame
        resized.width += change.width
        resized.height += change.height
        frameOverrides[document.id] = resized
    }

    /// Whether a view's subviews keep their frames when it changes size: each one's autoresizing
    /// mask at most pins it to the left and bottom (only `flexibleMaxX`/`flexibleMaxY`).
    func subviewsStayPut(_ view: NibObject) -> Bool {
        guard case .objects(let ids)? = view.properties["subviews"] else { return true }
        return ids.allSatisfy { id in
            guard let subview = lookups.object(id) else { return false }
            let mask = Set(flagNames(subview.properties["autoresizingMask"]) ?? [])
            return mask.isSubset(of: ["flexibleMaxX", "flexibleMaxY"])
        }
    }
}
