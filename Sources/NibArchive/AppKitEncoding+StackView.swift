import NibModel

extension AppKitEncoding {
    /// `NSStackViewOrientation` by `orientation` (an `NSUserInterfaceLayoutOrientation`).
    static let stackOrientations: [String: Int] = ["horizontal": 0, "vertical": 1]
    /// `NSStackViewdistribution` by `distribution` (an `NSStackView.Distribution`; gravity areas,
    /// -1, are not encoded yet).
    static let stackDistributions: [String: Int] = [
        "fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4,
    ]
    /// `NSStackViewSecondaryAlignment` by `alignment`: where the arranged views line up across
    /// the stack.
    static let stackSecondaryAlignments: [String: Int] = [
        "leading": 1, "top": 1, "firstBaseline": 2, "centerX": 3, "centerY": 3, "trailing": 4, "bottom": 4,
        "baseline": 5,
    ]
    /// A stack view's spacing and clipping resistance when the document gives none.
    static let stackDefaults = (spacing: Float(8), clippingResistance: Float(1000))

    /// A `<stackView>` without arranged views: an `NSStackView` with its orientation, alignment
    /// (`NSStackViewAlignment` the `NSLayoutAttribute`, and the secondary alignment), distribution,
    /// hugging priorities (float32 as the document gives them), spacing, clipping resistance,
    /// zero edge insets and a flat view hierarchy. Stack views holding views, custom spacing,
    /// visibility priorities or edge insets are not encoded yet.
    mutating func encodeStackView(_ stack: NibObject, parent: Int, superview: Int?) -> Int? {
        let properties = stack.properties
        func text(_ name: String) -> String? {
            if case .string(let value)? = properties[name] { return value }
            return nil
        }
        func float(_ name: String) -> Float? {
            switch properties[name] {
            case .real(let value)?: return Float(value)
            case .integer(let value)?: return Float(value)
            default: return nil
            }
        }
        let empty: Bool
        if case .objects(let ids)? = properties["subviews"] { empty = ids.isEmpty } else { empty = true }
        guard stack.customClass == nil, empty, let orientationName = text("orientation"),
            let orientation = Self.stackOrientations[orientationName], let alignmentName = text("alignment"),
            let alignment = Self.layoutAttributes[alignmentName],
            let secondary = Self.stackSecondaryAlignments[alignmentName],
            let distribution = text("distribution").flatMap({ Self.stackDistributions[$0] }),
            let horizontalHugging = float("horizontalStackHuggingPriority"),
            let verticalHugging = float("verticalStackHuggingPriority"),
            properties["detachesHiddenViews"] == .bool(true)
        else {
            refuse(.objectClass, stack.customClass ?? stack.className, at: stack.position, detail: "(<stackView>)")
            return nil
        }
        let index = graph.addObject("NSStackView")
        register(index, id: stack.id, parent: parent)
        var handled = encodeViewCommon(stack, index: index, superview: superview)
        handled.formUnion([
            "orientation", "alignment", "distribution", "horizontalStackHuggingPriority",
            "verticalStackHuggingPriority", "detachesHiddenViews",
        ])
        var spacing = Self.stackDefaults.spacing
        if let value = float("spacing") {
            spacing = value
            handled.insert("spacing")
        }
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSStackViewOrientation", NibArchiveGraph.narrowest(orientation)),
            ("NSStackViewAlignment", NibArchiveGraph.narrowest(alignment)),
            ("NSStackViewSecondaryAlignment", NibArchiveGraph.narrowest(secondary)),
            ("NSStackViewdistribution", NibArchiveGraph.narrowest(distribution)),
            ("NSStackViewDetachesHiddenViews", .bool(true)), ("NSStackViewHasFlatViewHierarchy", .bool(true)),
            ("NSStackViewSpacing", .float32(spacing)),
            ("NSStackViewHorizontalHugging", .float32(horizontalHugging)),
            ("NSStackViewVerticalHugging", .float32(verticalHugging)),
            ("NSStackViewHorizontalClippingResistance", .float32(Self.stackDefaults.clippingResistance)),
            ("NSStackViewVerticalClippingResistance", .float32(Self.stackDefaults.clippingResistance)),
            ("NSStackViewEdgeInsets.top", .float32(0)), ("NSStackViewEdgeInsets.left", .float32(0)),
            ("NSStackViewEdgeInsets.bottom", .float32(0)), ("NSStackViewEdgeInsets.right", .float32(0)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
        refuseUnhandled(stack, handled: handled)
        return index
    }
}
