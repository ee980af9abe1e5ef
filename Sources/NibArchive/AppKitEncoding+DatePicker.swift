import NibModel

extension AppKitEncoding {
    /// `NSDatePickerElements` by the set of `datePickerElements` flags, for the combinations
    /// AppKit names (`NSDatePicker.ElementFlags`: hour and minute 0x0c, with seconds 0x0e, time
    /// zone 0x10, year and month 0xc0, with the day 0xe0, era 0x100); a picker's elements are the
    /// union of such groups.
    static let datePickerElementGroups: [(flags: Set<String>, value: Int)] = [
        (["hour", "minute", "second"], 0x0e), (["hour", "minute"], 0x0c), (["timeZone"], 0x10),
        (["year", "month", "day"], 0xe0), (["year", "month"], 0xc0), (["era"], 0x100),
    ]
    /// `NSCellFlags` bit of a bezeled date picker cell.
    static let bezelCellBit = 0x40_0000

    /// A `<datePicker>`: an `NSDatePicker` (`presentsCalendarOverlay = false`) and its
    /// `NSDatePickerCell`, as the corpus shows a bezeled text-field-and-stepper picker: its date
    /// (`NSContents`, an `NSDate`), elements, font and colours. Other styles, modes, ranges and
    /// attributes are not encoded yet.
    mutating func encodeDatePicker(_ picker: NibObject, parent: Int, superview: Int?) -> Int? {
        guard picker.customClass == nil, case .object(let cellID)? = picker.properties["cell"],
            let cell = lookups.object(cellID), cell.element == "datePickerCell", cell.customClass == nil
        else {
            refuse(
                .objectClass, picker.customClass ?? picker.className, at: picker.position, detail: "(<datePicker>)")
            return nil
        }
        let index = graph.addObject("NSDatePicker")
        register(index, id: picker.id, parent: parent)
        var handled = encodeViewCommon(picker, index: index, superview: superview)
        handled.insert("cell")
        if let priority = huggingPriority(picker, defaults: (nil, 750)), priority == nil {
            handled.formUnion(["horizontalHuggingPriority", "verticalHuggingPriority"])
        }
        graph.append("NSAllowsLogicalLayoutDirection", .bool(false), to: index)
        graph.append("presentsCalendarOverlay", .bool(false), to: index)
        refuseUnhandled(picker, handled: handled)
        let cellIndex = graph.addObject("NSDatePickerCell")
        register(cellIndex, id: cell.id, parent: index)
        let traits = encodeDatePickerCell(cell, into: cellIndex, control: index)
        graph.append(ArchivedProperty.nsCell.key, .object(cellIndex), to: index)
        encodeControlKeys(index, ControlKeys(traits))
        return index
    }

    /// The date picker cell's keys; returns the traits its control mirrors.
    mutating func encodeDatePickerCell(_ cell: NibObject, into index: Int, control: Int) -> CellTraits {
        let properties = cell.properties
        let traits = cellTraits(cell, reading: [.alignment])
        var handled = traits.handled.union(["font", "backgroundColor", "textColor"])
        var cellFlags = Self.textCellFlags
        if properties["borderStyle"] == .string("bezel") {
            cellFlags |= Self.bezelCellBit
            handled.insert("borderStyle")
        }
        graph.append("NSCellFlags", Self.flagsWord(cellFlags), to: index)
        graph.append("NSCellFlags2", Self.flagsWord(traits.cellFlags2), to: index)
        graph.append("NSControlView", .object(control), to: index)
        if let font = encodeFont(properties["font"], of: cell) { graph.append("NSSupport", font, to: index) }
        if case .element(let date)? = properties["date"], date.children.isEmpty,
            date.attributes.allSatisfy({ ["key", "timeIntervalSinceReferenceDate"].contains($0.name) }),
            let text = date.attributes.first(where: { $0.name == "timeIntervalSinceReferenceDate" })?.value,
            let interval = Double(text), interval.isFinite
        {
            let object = graph.addObject("NSDate")
            graph.append("NS.time", .double(interval), to: object)
            graph.append("NSContents", .object(object), to: index)
            handled.insert("date")
        }
        if case .flags(let elements)? = properties["datePickerElements"],
            let value = Self.datePickerElements(Set(elements.setFlags)),
            elements.flags.allSatisfy(\.isSet)
        {
            graph.append("NSDatePickerElements", NibArchiveGraph.narrowest(value), to: index)
            handled.insert("datePickerElements")
        }
        for (key, name) in [ArchivedProperty.nsBackgroundColor, ArchivedProperty.nsTextColor] {
            if let color = encodeColor(properties[name], key: name, of: cell) { graph.append(key, color, to: index) }
        }
        graph.append("NSTimeInterval", .double(0), to: index)
        graph.append("NSDatePickerUseCurrentDateDuringDecoding", .bool(false), to: index)
        refuseUnhandled(cell, handled: handled)
        return traits
    }

    /// The `NSDatePickerElements` value of a set of element flags: nil unless it is a union of
    /// the groups AppKit names.
    static func datePickerElements(_ flags: Set<String>) -> Int? {
        var rest = flags
        var value = 0
        for group in datePickerElementGroups where group.flags.isSubset(of: rest) {
            value |= group.value
            rest.subtract(group.flags)
        }
        return rest.isEmpty && value != 0 ? value : nil
    }
}
