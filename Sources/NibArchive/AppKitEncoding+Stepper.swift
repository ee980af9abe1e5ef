import NibModel

extension AppKitEncoding {
    /// `NSCellFlags` of a stepper cell: continuous (0x80000), acting on mouse down (0x40000), not
    /// on mouse up (0x20).
    static let stepperCellFlags = 0xC0020
    /// `NSControlSendActionMask` of a stepper: mouse down and periodic events.
    static let stepperSendActionMask = 0x10002

    /// A `<stepper>`: an `NSStepper` and its `NSStepperCell`. The cell holds the value range
    /// (`NSMaxValue`, `NSIncrement = 1`, `NSAutorepeat`, `NSValueWraps` when set); the control's
    /// own `NSStepper…` keys are archived at their zero values, as Apple's nibs have them. Values
    /// other than a zero minimum and value, and non-default increments, are not encoded yet.
    mutating func encodeStepper(_ stepper: NibObject, parent: Int, superview: Int?) -> Int? {
        guard stepper.customClass == nil, case .object(let cellID)? = stepper.properties["cell"],
            let cell = lookups.object(cellID), cell.element == "stepperCell", cell.customClass == nil
        else {
            refuse(.objectClass, stepper.customClass ?? stepper.className, at: stepper.position, detail: "(<stepper>)")
            return nil
        }
        let index = graph.addObject("NSStepper")
        register(index, id: stepper.id, parent: parent)
        var handled = encodeViewCommon(stepper, index: index, superview: superview)
        handled.insert("cell")
        if let priority = huggingPriority(stepper, defaults: (750, 750)) {
            handled.formUnion(["horizontalHuggingPriority", "verticalHuggingPriority"])
            if let priority { graph.append("NSHuggingPriority", graph.string(priority), to: index) }
        }
        graph.append("NSAllowsLogicalLayoutDirection", .bool(false), to: index)
        for key in ["NSStepperIncrement", "NSStepperMaxValue", "NSStepperMinValue"] {
            graph.append(key, .double(0), to: index)
        }
        graph.append("NSStepperAutorepeat", .bool(false), to: index)
        graph.append("NSStepperWraps", .bool(false), to: index)
        refuseUnhandled(stepper, handled: handled)

        let cellIndex = graph.addObject("NSStepperCell")
        register(cellIndex, id: cell.id, parent: index)
        let traits = encodeStepperCell(cell, into: cellIndex, control: index)
        graph.append(ArchivedProperty.nsCell.key, .object(cellIndex), to: index)
        var keys = ControlKeys(traits)
        keys.continuous = true
        keys.sendActionMask = Self.flagsWord(Self.stepperSendActionMask)
        encodeControlKeys(index, keys)
        return index
    }

    /// The stepper cell's keys; returns the traits its control mirrors.
    mutating func encodeStepperCell(_ cell: NibObject, into index: Int, control: Int) -> CellTraits {
        let properties = cell.properties
        let traits = cellTraits(cell, reading: [.alignment], naturalAlignmentBits: Self.naturalAlignmentBits)
        var handled = traits.handled
        for name in ["minValue", "doubleValue"] where properties[name] == .real(0) || properties[name] == .integer(0) {
            handled.insert(name)
        }
        var maximum = 0.0
        switch properties["maxValue"] {
        case .real(let value)?:
            maximum = value
            handled.insert("maxValue")
        case .integer(let value)?:
            maximum = Double(value)
            handled.insert("maxValue")
        default:
            refuse(.attribute, "maxValue", at: cell.position, detail: "of <stepperCell> (absent)")
        }
        graph.append("NSCellFlags", Self.flagsWord(Self.stepperCellFlags), to: index)
        graph.append("NSCellFlags2", Self.flagsWord(traits.cellFlags2), to: index)
        graph.append("NSControlView", .object(control), to: index)
        graph.append("NSIncrement", .double(1), to: index)
        graph.append("NSMaxValue", .double(maximum), to: index)
        graph.append("NSAutorepeat", .bool(true), to: index)
        if case .bool(let wraps)? = properties["valueWraps"] {
            if wraps { graph.append("NSValueWraps", .bool(true), to: index) }
            handled.insert("valueWraps")
        }
        refuseUnhandled(cell, handled: handled)
        return traits
    }
}
