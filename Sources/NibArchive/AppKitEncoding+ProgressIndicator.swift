import NibModel

extension AppKitEncoding {
    /// `NSpiFlags` bits: the threaded animation every indicator of Apple's nibs has, and those
    /// of the document's attributes.
    enum ProgressIndicatorFlag {
        static let threadedAnimation = 0x4004
        static let bezeled = 0x1
        static let indeterminate = 0x2
        static let spinning = 0x1000
    }

    /// The content hugging priorities a progress indicator has by itself, by style, as far as the
    /// corpus shows them.
    static let progressIndicatorHuggingDefaults: [String: (horizontal: Int?, vertical: Int?)] = [
        "bar": (nil, 750), "spinning": (nil, nil),
    ]

    /// A `<progressIndicator>`: an `NSProgressIndicator`, layer-hosting, with `NSpiFlags`, its
    /// limits (`NSMinValue` unless 0, `NSMaxValue`) and `NSProgressIndicatorDoubleValue` unless 0.
    mutating func encodeProgressIndicator(_ view: NibObject, parent: Int, superview: Int?) -> Int? {
        let properties = view.properties
        guard view.customClass == nil, case .bool(false)? = properties["bezeled"],
            case .string(let style)? = properties["style"], let hugging = Self.progressIndicatorHuggingDefaults[style]
        else {
            refuse(.objectClass, view.customClass ?? view.className, at: view.position, detail: "(<progressIndicator>)")
            return nil
        }
        let index = graph.addObject("NSProgressIndicator")
        register(index, id: view.id, parent: parent)
        var handled = encodeViewCommon(view, index: index, superview: superview)
        handled.formUnion(["bezeled", "style"])
        var flags = ProgressIndicatorFlag.threadedAnimation
        if style == "spinning" { flags |= ProgressIndicatorFlag.spinning }
        if case .bool(let indeterminate)? = properties["indeterminate"] {
            if indeterminate { flags |= ProgressIndicatorFlag.indeterminate }
            handled.insert("indeterminate")
        }
        graph.append("NSpiFlags", Self.flagsWord(flags), to: index)
        graph.append("NSViewIsLayerTreeHost", .bool(true), to: index)
        func number(_ name: String) -> Double? {
            switch properties[name] {
            case .real(let value)?: return value
            case .integer(let value)?: return Double(value)
            default: return nil
            }
        }
        if let minimum = number("minValue") {
            if minimum != 0 { graph.append("NSMinValue", .double(minimum), to: index) }
            handled.insert("minValue")
        }
        if let maximum = number("maxValue") {
            graph.append("NSMaxValue", .double(maximum), to: index)
            handled.insert("maxValue")
        }
        if let value = number("doubleValue") {
            if value != 0 { graph.append("NSProgressIndicatorDoubleValue", .double(value), to: index) }
            handled.insert("doubleValue")
        }
        if let priority = huggingPriority(view, defaults: hugging) {
            handled.formUnion(["horizontalHuggingPriority", "verticalHuggingPriority"])
            if let priority { graph.append("NSHuggingPriority", graph.string(priority), to: index) }
        }
        refuseUnhandled(view, handled: handled)
        return index
    }
}
