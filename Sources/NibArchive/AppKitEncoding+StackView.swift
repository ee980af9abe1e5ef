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
        var arranged: [String] = []
        if case .objects(let ids)? = properties["subviews"] { arranged = ids }
        guard stack.customClass == nil || (instantiatesDirectly && !arranged.isEmpty),
            let orientationName = text("orientation"),
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
        let index = addObject(swapping: stack.customClass, for: "NSStackView")
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
        if !arranged.isEmpty {
            for (name, value) in [
                ("visibilityPriorities", Self.stackDefaultVisibility), ("customSpacing", Self.noCustomSpacing),
            ]
            where Self.allArranged(properties[name], count: arranged.count, equal: value) {
                handled.insert(name)
            }
            handled.insert("subviews")
        }
        refuseUnhandled(stack, handled: handled)
        if !arranged.isEmpty {
            if distribution == Self.stackDistributions["equalSpacing"] {
                graph.append("NSStackViewHasEqualSpacing", .bool(true), to: index)
            }
            encodeArrangedViews(stack, index: index)
            stackDecodingConnectors.append((index, stack.position))
        }
        return index
    }

    /// The label of the connector Apple's nibs add for each stack view holding views.
    static let stackDecodingLabel =
        "Encoding NSStackView requires being decoded before other connections with an early decoding order priority of 999990."

    /// The `NSNibConnector` of each stack view holding views (`NSSource` the stack view,
    /// `NSLabel` ``stackDecodingLabel``, in no id table), first among the connectors
    /// (`transmission_MainMenu` lists its two before its 152 others). Apple lists several of
    /// them in an order that is neither the document's, nor the encoding's, nor their ids'
    /// (`test19_layouts`): a document with more than one is refused.
    mutating func encodeStackDecodingConnectors() {
        guard let first = stackDecodingConnectors.first else { return }
        guard stackDecodingConnectors.count == 1 else {
            refuse(
                .objectClass, "NSStackView", at: first.position,
                detail: "(\(stackDecodingConnectors.count) stack views holding views: "
                    + "the order of their decoding connectors is not learnt)")
            return
        }
        let index = graph.addObject("NSNibConnector")
        graph.append("NSSource", .object(first.index), to: index)
        graph.append("NSLabel", graph.string(Self.stackDecodingLabel), to: index)
        connectors.insert(index, at: 0)
    }

    /// The visibility priority of an arranged view that always shows (`NSStackView.VisibilityPriority.mustHold`).
    static let stackDefaultVisibility = 1000.0
    /// The custom spacing after an arranged view that has none (`NSStackView.useDefaultSpacing`,
    /// the largest float).
    static let noCustomSpacing = Double(Float.greatestFiniteMagnitude)

    /// Whether `value` is an array of `count` numbers, all `equal`.
    static func allArranged(_ value: NibValue?, count: Int, equal: Double) -> Bool {
        guard case .array(let values)? = value, values.count == count else { return false }
        return values.allSatisfy { element in
            switch element {
            case .integer(let number): return Double(number) == equal
            case .real(let number): return number == equal
            default: return false
            }
        }
    }

    /// The arranged views of a stack view with a flat view hierarchy: its subviews
    /// (`NSSubviews`), also listed by an `NSStackViewContainer` (`NSStackViewBeginningContainer`,
    /// in no id table: `NSStackViewContainerNonDroppedViews`, the stack view, no visibility
    /// priorities or custom spacing, a zero size).
    mutating func encodeArrangedViews(_ stack: NibObject, index: Int) {
        encodeSubviews(stack, index: index)
        guard let subviews = graph.objects[index].values.last(where: { $0.key == ArchivedProperty.nsSubviews.key }),
            case .object(let array) = subviews.kind
        else { return }
        let views = graph.objects[array].values.filter { $0.key == "UINibEncoderEmptyKey" }.map(\.kind)
        let container = graph.addObject("NSStackViewContainer")
        let values: [(String, NibArchiveValue.Kind)] = [
            ("IBNSClipsToBounds", .int8(0)), ("IBNSLayoutMarginsGuide", .null), ("IBNSSafeAreaLayoutGuide", .null),
            ("NSDoNotTranslateAutoresizingMask", .bool(true)), ("NSFrameSize", graph.string("{0, 0}")),
            ("NSNextResponder", .null), ("NSNibTouchBar", .null),
            ("NSStackViewContainerNonDroppedViews", graph.array(views, className: "NSMutableArray")),
            ("NSStackViewContainerStackView", .object(index)),
            ("NSStackViewContainerViewToCustomAfterSpaceMap", .null),
            ("NSStackViewContainerVisibilityPriorities", .null),
            ("NSViewWantsBestResolutionOpenGLSurface", .bool(true)), ("NSvFlags", .int16(Int16(Self.viewFlagsBase))),
        ]
        for (key, value) in values { graph.append(key, value, to: container) }
        graph.append("NSStackViewBeginningContainer", .object(container), to: index)
    }

    /// The stack views of a document that hold views, and the views they hold.
    static func viewsInStacks(in document: NibDocument) -> Set<String> {
        var views: Set<String> = []
        for object in document.objects where object.element == "stackView" {
            guard case .objects(let ids)? = object.properties["subviews"], !ids.isEmpty else { continue }
            views.insert(object.id)
            views.formUnion(ids)
        }
        return views
    }
}
