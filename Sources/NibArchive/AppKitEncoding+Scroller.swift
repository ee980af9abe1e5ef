import NibModel

extension AppKitEncoding {
    /// `NSsFlags` bits of a scroller: horizontal, and a small control size (its `NSControlSize`
    /// stays regular).
    enum ScrollerFlags {
        static let horizontal = 0x1
        static let small = 0x100
    }
    /// The action a scroller sends its scroll view.
    static let scrollerAction = "_doScroller:"

    /// A scroll view's `<scroller>`: an `NSScroller` targeting the scroll view with
    /// `_doScroller:`, layer-backed where ``scrollersHostLayerTree(in:)`` says so, its value as
    /// `NSCurValue`, its direction and size as `NSsFlags`. Its control keys are those of a plain
    /// control but for a left text alignment and a left-to-right writing direction, and it has no
    /// `NSEnabled`.
    mutating func encodeScroller(_ scroller: NibObject, scrollView: Int, in scrollViewObject: NibObject) -> Int? {
        guard scroller.element == "scroller", scroller.customClass == nil else {
            refuse(
                .objectClass, scroller.customClass ?? scroller.className, at: scroller.position,
                detail: "(<\(scroller.element)>)")
            return nil
        }
        let index = graph.addObject("NSScroller")
        register(index, id: scroller.id, parent: scrollView)
        var handled = encodeViewCommon(scroller, index: index, superview: scrollView)
        if scroller.properties["wantsLayer"] == nil, scrollersHostLayerTree(in: scrollViewObject) {
            graph.append("NSViewIsLayerTreeHost", .bool(true), to: index)
        }
        if let priority = huggingPriority(scroller, defaults: (nil, 750)), priority == nil {
            handled.formUnion(["horizontalHuggingPriority", "verticalHuggingPriority"])
        }
        var flags = 0
        if case .bool(let horizontal)? = scroller.properties["horizontal"] {
            if horizontal { flags |= ScrollerFlags.horizontal }
            handled.insert("horizontal")
        }
        switch scroller.properties["controlSize"] {
        case .string("small")?:
            flags |= ScrollerFlags.small
            handled.insert("controlSize")
        case .string("regular")?: handled.insert("controlSize")
        default: break
        }
        if flags != 0 { graph.append("NSsFlags", Self.flagsWord(flags), to: index) }
        switch scroller.properties["doubleValue"] {
        case .real(let value)?:
            graph.append("NSCurValue", .double(value), to: index)
            handled.insert("doubleValue")
        case .integer(let value)?:
            graph.append("NSCurValue", .double(Double(value)), to: index)
            handled.insert("doubleValue")
        default: break
        }
        let action = graph.string(Self.scrollerAction)
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSAction", action), ("NSControlAction", action), ("NSTarget", .object(scrollView)),
            ("NSControlTarget", .object(scrollView)), ("NSAllowsLogicalLayoutDirection", .bool(false)),
            ("NSControlContinuous", .bool(false)), ("NSControlLineBreakMode", .int8(0)),
            ("NSControlRefusesFirstResponder", .bool(false)), ("NSControlSendActionMask", .int8(4)),
            ("NSControlSize", .int8(0)), ("NSControlTextAlignment", .int8(0)),
            ("NSControlUsesSingleLineMode", .bool(false)), ("NSControlWritingDirection", .int8(0)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
        refuseUnhandled(scroller, handled: handled)
        return index
    }

    /// Whether a scroller whose document says nothing of `wantsLayer` is archived as a layer-tree
    /// host (`NSViewIsLayerTreeHost`). In every pair of the corpus it is, outside Auto Layout
    /// documents and in them for a scroll view placed by a fixed frame that translates its mask
    /// (`clipview_customview_drawsbg`, `tabview_scrollview_chain`); it is not for a scroll view
    /// without a fixed frame (`test13_clip_flags`, `test_table_mult_sel_no`) or that does not
    /// translate its mask (`test11_text_view_back`, three scroll views).
    func scrollersHostLayerTree(in scrollView: NibObject) -> Bool {
        guard usesAutoLayout else { return true }
        return scrollView.properties["fixedFrame"] == .bool(true)
            && scrollView.properties["translatesAutoresizingMaskIntoConstraints"] != .bool(false)
    }
}
