import NibModel

extension AppKitEncoding {
    /// `NSSegmentStyle` by a segmented cell's `style`; `separated` also sets
    /// `NSSegmentStyleSeparated`.
    static let segmentStyles: [String: Int] = [
        "rounded": 1, "texturedRounded": 2, "roundRect": 3, "texturedSquare": 4, "capsule": 5, "smallSquare": 6,
        "separated": 9,
    ]
    /// `NSTrackingMode` by `trackingMode` (`selectOne` leaves no key).
    static let segmentTrackingModes: [String: Int?] = ["selectOne": nil, "selectAny": 1, "momentary": 2]
    /// `NSSegmentDistribution` by `segmentDistribution`.
    static let segmentDistributions: [String: Int] = [
        "fit": 0, "fill": 1, "fillEqually": 2, "fillProportionally": 3,
    ]
    /// `NSCellFlags` of a segmented cell.
    static let segmentedCellFlags = 0x0480_0000
    /// A segment's `NSSegmentItemImageScaling` when the document names none.
    static let defaultSegmentImageScaling = 0
    /// The content hugging and compression resistance priorities a segmented control has by itself.
    static let segmentedPriorities = (
        hugging: (horizontal: 250, vertical: 750), compression: (horizontal: 750, vertical: 750)
    )

    /// A `<segmentedControl>`: an `NSSegmentedControl` and its `NSSegmentedCell` (each an
    /// `NSClassSwapper` when it has a custom class), the segments as `NSSegmentItem`s.
    mutating func encodeSegmentedControl(_ control: NibObject, parent: Int, superview: Int?) -> Int? {
        guard case .object(let cellID)? = control.properties["cell"], let cell = lookups.object(cellID),
            cell.element == "segmentedCell", cell.customModule == nil
        else {
            refuse(
                .objectClass, control.customClass ?? control.className, at: control.position,
                detail: "(<segmentedControl>)")
            return nil
        }
        let index = addObject(swapping: control.customClass, for: "NSSegmentedControl")
        register(index, id: control.id, parent: parent)
        var handled = encodeViewCommon(control, index: index, superview: superview)
        handled.insert("cell")
        encodeLayoutPriorities(control, index: index, own: Self.segmentedPriorities, handled: &handled)
        graph.append("NSAllowsLogicalLayoutDirection", .bool(false), to: index)
        graph.append(ArchivedProperty.nsSubviews.key, graph.array([], className: "NSMutableArray"), to: index)
        refuseUnhandled(control, handled: handled)
        guard let facts = encodeSegmentedCell(cell, control: index) else { return index }
        graph.append(ArchivedProperty.nsCell.key, .object(facts.cell), to: index)
        encodeControlKeys(index, ControlKeys(facts.traits))
        return index
    }

    /// An object of `className`, or an `NSClassSwapper` standing for it when the document gives
    /// a custom class (`NSClassName` the custom class, `NSOriginalClassName` the class).
    mutating func addObject(swapping customClass: String?, for className: String) -> Int {
        guard let customClass else { return graph.addObject(className) }
        let index = graph.addObject("NSClassSwapper")
        graph.append("NSClassName", graph.string(customClass), to: index)
        graph.append("NSOriginalClassName", graph.string(className), to: index)
        return index
    }

    /// The hugging (`NSHuggingPriority`) and compression resistance (`NSAntiCompressionPriority`)
    /// keys of a control whose class has its own priorities for both (`own`), the document's
    /// attributes they account for added to `handled`.
    mutating func encodeLayoutPriorities(
        _ view: NibObject, index: Int,
        own: (hugging: (horizontal: Int, vertical: Int), compression: (horizontal: Int, vertical: Int)),
        handled: inout Set<String>
    ) {
        if let hugging = huggingPriority(view, defaults: (own.hugging.horizontal, own.hugging.vertical)) {
            handled.formUnion(["horizontalHuggingPriority", "verticalHuggingPriority"])
            if let hugging { graph.append("NSHuggingPriority", graph.string(hugging), to: index) }
        }
        if let resistance = compressionResistance(view, defaults: own.compression) {
            handled.formUnion(["horizontalCompressionResistancePriority", "verticalCompressionResistancePriority"])
            if let resistance { graph.append("NSAntiCompressionPriority", graph.string(resistance), to: index) }
        }
    }

    /// `NSAntiCompressionPriority`, as ``huggingPriority(_:defaults:)`` decides
    /// `NSHuggingPriority`, from the compression resistance priorities.
    func compressionResistance(_ view: NibObject, defaults: (horizontal: Int, vertical: Int)) -> String?? {
        func priority(_ name: String) -> Int? {
            if case .integer(let value)? = view.properties[name] { return value }
            return nil
        }
        let horizontal = priority("horizontalCompressionResistancePriority")
        let vertical = priority("verticalCompressionResistancePriority")
        guard horizontal != nil || vertical != nil else { return nil }
        let h = horizontal ?? defaults.horizontal
        let v = vertical ?? defaults.vertical
        return h == defaults.horizontal && v == defaults.vertical ? .some(nil) : .some("{\(h), \(v)}")
    }

    /// The segmented cell and the traits its control mirrors.
    struct SegmentedFacts {
        var cell: Int
        var traits: CellTraits
    }

    /// The segmented cell and its segments; nil (with issues) when it is not encoded.
    mutating func encodeSegmentedCell(_ cell: NibObject, control: Int) -> SegmentedFacts? {
        let properties = cell.properties
        func text(_ name: String) -> String? {
            if case .string(let value)? = properties[name] { return value }
            return nil
        }
        guard text("borderStyle") == "border", let styleName = text("style"),
            let style = Self.segmentStyles[styleName]
        else {
            refuse(.attribute, "style", at: cell.position, detail: "of <segmentedCell>")
            return nil
        }
        var handled: Set<String> = ["borderStyle", "style", "font", "segments"]
        let index = addObject(swapping: cell.customClass, for: "NSSegmentedCell")
        register(index, id: cell.id, parent: control)
        let traits = cellTraits(cell, reading: [.alignment, .controlSize])
        handled.formUnion(traits.handled)
        let facts = SegmentedFacts(cell: index, traits: traits)
        var distribution = 0
        if let name = text("segmentDistribution"), let value = Self.segmentDistributions[name] {
            distribution = value
            handled.insert("segmentDistribution")
        }
        var tracking: Int?
        if let name = text("trackingMode"), let value = Self.segmentTrackingModes[name] {
            tracking = value
            handled.insert("trackingMode")
        }
        graph.append("NSCellFlags", Self.flagsWord(Self.segmentedCellFlags), to: index)
        graph.append("NSCellFlags2", Self.flagsWord(traits.cellFlags2), to: index)
        graph.append("NSControlView", .object(control), to: index)
        if let font = encodeFont(properties["font"], of: cell) { graph.append("NSSupport", font, to: index) }
        var items: [NibArchiveValue.Kind] = []
        var selected = -1
        if case .array(let segments)? = properties["segments"] {
            for (position, segment) in segments.enumerated() {
                guard let item = encodeSegment(segment, number: position + 1, of: cell) else { continue }
                items.append(.object(item.index))
                if item.selected { selected = position }
            }
        }
        graph.append("NSSegmentImages", graph.array(items, className: "NSMutableArray"), to: index)
        graph.append("NSSelectedSegment", Self.integerWord(selected), to: index)
        graph.append("NSSegmentStyle", NibArchiveGraph.narrowest(style), to: index)
        if styleName == "separated" { graph.append("NSSegmentStyleSeparated", .int8(1), to: index) }
        graph.append("NSSegmentDistribution", NibArchiveGraph.narrowest(distribution), to: index)
        if let tracking { graph.append("NSTrackingMode", NibArchiveGraph.narrowest(tracking), to: index) }
        refuseUnhandled(cell, handled: handled)
        return facts
    }

    /// One `<segment>` as an `NSSegmentItem`: label (`""` without one, none when it is
    /// `<nil key="label"/>`), image, image scaling, width, tag, selection. Any other attribute
    /// or child is an issue, naming the segment by its `number` (1 for the first): a segment has no
    /// position of its own, so its issues are placed at the cell.
    mutating func encodeSegment(_ segment: NibValue, number: Int, of cell: NibObject) -> (index: Int, selected: Bool)? {
        guard case .element(let element) = segment, element.name == "segment" else {
            refuse(.attribute, "segments", at: cell.position, detail: "of <segmentedCell> (not a segment)")
            return nil
        }
        var attributes: [String: String] = [:]
        for attribute in element.attributes { attributes[attribute.name] = attribute.value }
        let nilLabel = element.children.contains {
            $0.name == "nil" && $0.attributes == [NibAttribute(name: "key", value: "label")]
        }
        let index = graph.addObject("NSSegmentItem")
        if let label = attributes.removeValue(forKey: "label") {
            graph.append("NSSegmentItemLabel", graph.string(label), to: index)
        } else if !nilLabel {
            graph.append("NSSegmentItemLabel", graph.string(""), to: index)
        }
        if let name = attributes.removeValue(forKey: "image"),
            let image = encodeImage(named: name, of: cell)
        {
            graph.append("NSSegmentItemImage", image, to: index)
        }
        var scaling = Self.defaultSegmentImageScaling
        if let name = attributes["imageScaling"], let value = Self.imageScalings[name] {
            scaling = value
            attributes["imageScaling"] = nil
        }
        graph.append("NSSegmentItemImageScaling", NibArchiveGraph.narrowest(scaling), to: index)
        if let text = attributes["width"], let width = Double(text) {
            graph.append("NSSegmentItemWidth", .double(width), to: index)
            attributes["width"] = nil
        }
        if let text = attributes["tag"], let tag = Int(text) {
            if tag != 0 { graph.append("NSSegmentItemTag", Self.integerWord(tag), to: index) }
            attributes["tag"] = nil
        }
        let selected = attributes["selected"] == "YES"
        if selected { graph.append("NSSegmentItemSelected", .bool(true), to: index) }
        if attributes["selected"] == "YES" || attributes["selected"] == "NO" { attributes["selected"] = nil }
        let otherChildren = element.children.count - (nilLabel ? 1 : 0)
        for name in attributes.keys.sorted() {
            refuse(.attribute, name, at: cell.position, detail: "of <segment> \(number) of the <segmentedCell>")
        }
        if otherChildren > 0 {
            refuse(
                .attribute, "segment", at: cell.position, detail: "of <segmentedCell> (children of segment \(number))")
        }
        return (index, selected)
    }
}
