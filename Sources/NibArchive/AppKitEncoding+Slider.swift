import NibModel

extension AppKitEncoding {
    /// `NSTickMarkPosition` by `tickMarkPosition` (below and above a horizontal slider).
    static let tickMarkPositions: [String: Int] = ["below": 0, "above": 1]
    /// The content hugging priorities of a slider: its own, and those a document that states
    /// none means.
    static let sliderHugging = (own: (horizontal: 250, vertical: 750), unstated: 250)
    /// `NSCellFlags` bits of a continuous slider cell: it acts on mouse down (0x40000) and on
    /// mouse dragged (0x100); the continuous bit itself (0x80000) stays clear.
    static let continuousSliderCellFlags = 0x4_0100
    /// `NSControlSendActionMask` of a continuous slider: left mouse up, down and dragged.
    static let continuousSliderSendActionMask = 0x46

    /// A `<slider>`: an `NSSlider` (view keys, an empty `NSSubviews`) and its `NSSliderCell` with
    /// its value range, tick marks, identifier, continuity and font (`NSSupport`; a cell given
    /// a font is a text cell, `NSCellFlags` 0x4000000). Only horizontal linear sliders are
    /// encoded.
    mutating func encodeSlider(_ slider: NibObject, parent: Int, superview: Int?) -> Int? {
        guard slider.customClass == nil, case .object(let cellID)? = slider.properties["cell"],
            let cell = lookups.object(cellID), cell.element == "sliderCell", cell.customClass == nil,
            cell.properties["sliderType"] == .string("linear")
        else {
            refuse(.objectClass, slider.customClass ?? slider.className, at: slider.position, detail: "(<slider>)")
            return nil
        }
        let index = graph.addObject("NSSlider")
        register(index, id: slider.id, parent: parent)
        var handled = encodeViewCommon(slider, index: index, superview: superview)
        handled.formUnion(["cell", "horizontalHuggingPriority", "verticalHuggingPriority"])
        func priority(_ name: String) -> Int {
            if case .integer(let value)? = slider.properties[name] { return value }
            return Self.sliderHugging.unstated
        }
        let hugging = (priority("horizontalHuggingPriority"), priority("verticalHuggingPriority"))
        if hugging != Self.sliderHugging.own {
            graph.append("NSHuggingPriority", graph.string("{\(hugging.0), \(hugging.1)}"), to: index)
        }
        graph.append("NSAllowsLogicalLayoutDirection", .bool(false), to: index)
        graph.append(ArchivedProperty.nsSubviews.key, graph.array([], className: "NSMutableArray"), to: index)
        refuseUnhandled(slider, handled: handled)
        let cellIndex = graph.addObject("NSSliderCell")
        register(cellIndex, id: cell.id, parent: index)
        let traits = encodeSliderCell(cell, into: cellIndex, control: index)
        graph.append(ArchivedProperty.nsCell.key, .object(cellIndex), to: index)
        var keys = ControlKeys(traits)
        if cell.properties["continuous"] == .bool(true) {
            keys.continuous = true
            keys.sendActionMask = Self.flagsWord(Self.continuousSliderSendActionMask)
        }
        encodeControlKeys(index, keys)
        return index
    }

    /// The slider cell's keys; returns the traits its control mirrors.
    mutating func encodeSliderCell(_ cell: NibObject, into index: Int, control: Int) -> CellTraits {
        let properties = cell.properties
        func number(_ name: String) -> Double? {
            switch properties[name] {
            case .real(let value)?: return value
            case .integer(let value)?: return Double(value)
            default: return nil
            }
        }
        var traits = cellTraits(cell, reading: [.state, .alignment])
        var handled = traits.handled.union(["sliderType"])
        if properties["continuous"] == .bool(true) {
            traits.cellFlags |= Self.continuousSliderCellFlags
            handled.insert("continuous")
        }
        var font: NibArchiveValue.Kind?
        if properties["font"] != nil {
            font = encodeFont(properties["font"], of: cell)
            traits.cellFlags |= Self.textCellFlags
            handled.insert("font")
        }
        var tickMarks = 0
        if case .string(let name)? = properties["tickMarkPosition"], let value = Self.tickMarkPositions[name] {
            tickMarks = value
            handled.insert("tickMarkPosition")
        }
        graph.append("NSCellFlags", Self.flagsWord(traits.cellFlags), to: index)
        graph.append("NSCellFlags2", Self.flagsWord(traits.cellFlags2), to: index)
        if let font { graph.append("NSSupport", font, to: index) }
        graph.append("NSControlView", .object(control), to: index)
        if case .string(let identifier)? = properties["identifier"] {
            graph.append("NSCellIdentifier", graph.string(identifier), to: index)
            handled.insert("identifier")
        }
        for (key, name) in [("NSMinValue", "minValue"), ("NSMaxValue", "maxValue"), ("NSValue", "doubleValue")] {
            graph.append(key, .double(number(name) ?? 0), to: index)
            if number(name) != nil { handled.insert(name) }
        }
        graph.append("NSAltIncValue", .double(0), to: index)
        graph.append("NSNumberOfTickMarks", .int8(0), to: index)
        graph.append("NSTickMarkPosition", NibArchiveGraph.narrowest(tickMarks), to: index)
        graph.append("NSAllowsTickMarkValuesOnly", .bool(false), to: index)
        graph.append("NSVertical", .bool(false), to: index)
        refuseUnhandled(cell, handled: handled)
        return traits
    }
}
