import NibModel

extension AppKitEncoding {
    /// The pasteboard type a colour well accepts in drags (`NSDragTypes`).
    static let colorPasteboardType = "NSColor pasteboard type"

    /// A `<colorWell>`: an `NSColorWell`, a control without a cell: the view keys and an empty
    /// `NSSubviews`, `NSColor` its colour, `NSIsBordered = true`, `NSDragTypes` (an
    /// `NSMutableSet` of the colour pasteboard type) and the control keys with a left text
    /// alignment and a left-to-right writing direction, as a bordered colour well of the corpus
    /// has them. Other styles and attributes are not encoded yet.
    mutating func encodeColorWell(_ well: NibObject, parent: Int, superview: Int?) -> Int? {
        guard well.customClass == nil else {
            refuse(.objectClass, well.customClass!, at: well.position, detail: "(<colorWell>)")
            return nil
        }
        let index = graph.addObject("NSColorWell")
        register(index, id: well.id, parent: parent)
        var handled = encodeViewCommon(well, index: index, superview: superview)
        if let color = encodeColor(well.properties["color"], key: "color", of: well) {
            graph.append("NSColor", color, to: index)
        }
        handled.insert("color")
        refuseUnhandled(well, handled: handled)
        let values: [(String, NibArchiveValue.Kind)] = [
            (ArchivedProperty.nsSubviews.key, graph.array([], className: "NSMutableArray")),
            ("NSIsBordered", .bool(true)),
            ("NSDragTypes", graph.array([graph.string(Self.colorPasteboardType)], className: "NSMutableSet")),
            ("NSAllowsLogicalLayoutDirection", .bool(false)), ("NSControlContinuous", .bool(false)),
            ("NSControlLineBreakMode", .int8(0)), ("NSControlRefusesFirstResponder", .bool(false)),
            ("NSControlSendActionMask", .int8(4)), ("NSControlSize", .int8(0)), ("NSControlTextAlignment", .int8(0)),
            ("NSControlUsesSingleLineMode", .bool(false)), ("NSControlWritingDirection", .int8(0)),
            ("NSEnabled", .bool(true)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
        return index
    }
}
