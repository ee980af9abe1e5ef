import NibModel

extension AppKitEncoding {
    /// How one entry of a number formatter's `NS.attributes` dictionary is read from the
    /// document: its kind and the value a document that leaves the attribute out means, per
    /// `numberStyle` (nil: never left out in the corpus, so a document without it is refused).
    struct NumberFormatterAttribute {
        enum Kind {
            /// An `NSNumber` with `NS.boolval`.
            case bool
            /// An `NSNumber` with `NS.intval`.
            case integer
            /// An `NSString`; a `<nil key=…>` in the document leaves the entry out.
            case symbol
        }

        var kind: Kind
        /// The value of a document without the attribute, by `numberStyle`.
        var defaults: [String: NibValue]

        init(_ kind: Kind, _ defaults: [String: NibValue]) {
            self.kind = kind
            self.defaults = defaults
        }

        /// The same default for every style encoded.
        init(_ kind: Kind, always value: NibValue) {
            self.init(kind, ["none": value, "decimal": value])
        }
    }

    /// The `numberStyle`s encoded, with the `numberStyle` entry they archive (none for `none`).
    static let numberFormatterStyles: [String: Int?] = ["none": nil, "decimal": 1]

    /// The `formatterBehavior`s encoded: both are `NSNumberFormatterBehavior10_4` (1040) in
    /// Apple's nibs.
    static let numberFormatterBehaviors: [String: Int] = ["default10_4": 1040, "custom10_4": 1040]

    /// The document attributes archived in `NS.attributes` as they are, by name. Defaults are
    /// those the pairs show for a document that leaves the attribute out (`numfmt_decimal`,
    /// `numfmt_dedup`); the infinity symbols are those of the one pair that does not set them to
    /// nil.
    static let numberFormatterAttributes: [String: NumberFormatterAttribute] = [
        "allowsFloats": .init(.bool, always: .bool(true)),
        "alwaysShowsDecimalSeparator": .init(.bool, always: .bool(false)),
        "formatWidth": .init(.integer, ["none": .integer(0)]),
        "generatesDecimalNumbers": .init(.bool, always: .bool(false)),
        "groupingSize": .init(.integer, ["decimal": .integer(3)]),
        "lenient": .init(.bool, always: .bool(false)),
        "maximumFractionDigits": .init(.integer, ["none": .integer(0)]),
        "maximumIntegerDigits": .init(.integer, [:]),
        "minimumFractionDigits": .init(.integer, always: .integer(0)),
        "minimumIntegerDigits": .init(.integer, [:]),
        "negativeInfinitySymbol": .init(.symbol, always: .string("-∞")),
        "nilSymbol": .init(.symbol, always: .string("")),
        "positiveInfinitySymbol": .init(.symbol, always: .string("+∞")),
        "secondaryGroupingSize": .init(.integer, always: .integer(0)),
        "usesGroupingSeparator": .init(.bool, ["decimal": .bool(true)]),
    ]

    /// `NS.attributes` entries every formatter of the corpus has whatever its document says:
    /// padding before the prefix (0) and rounding half to even (4).
    static let numberFormatterFixedEntries: [(String, Int)] = [("paddingPosition", 0), ("roundingMode", 4)]

    /// The number of integer digits from which ICU leaves the maximum out of a pattern.
    static let unboundedIntegerDigits = 100

    /// The values a number formatter's document gives, resolved against its style's defaults.
    struct NumberFormatterValues {
        var style: String
        var entries: [String: NibValue] = [:]
        var minimum: NibValue?
        var maximum: NibValue?

        func integer(_ name: String) -> Int {
            if case .integer(let value)? = entries[name] { return value }
            return 0
        }

        func bool(_ name: String) -> Bool { entries[name] == .bool(true) }
    }

    /// A `<numberFormatter>` (a text field cell's `formatter`) as an `NSNumberFormatter`:
    /// `NS.attributes` (an `NSMutableDictionary` of its attributes, keys in ascending order),
    /// `NS.allowsfloats`, `NS.hasthousands` (grouping), `NS.localized = true`, the `en` symbols
    /// (`NS.decimal` `.`, `NS.thousand` `,`, `NS.nan` an attributed `NaN`, `NS.nil` an attributed
    /// empty string, nil `NS.zero`), `NS.positiveformat`/`NS.negativeformat` the ICU pattern,
    /// `NS.min`/`NS.max` (the document's numbers, else a not-a-number `NSDecimalNumber`), and
    /// `NS.rounding` (an `NSDecimalNumberHandler` rounding the banker's way). Styles other than
    /// `none` and `decimal`, and patterns the pairs do not show, are refused.
    mutating func encodeNumberFormatter(_ formatter: NibObject, parent: Int) -> Int? {
        guard let values = readNumberFormatter(formatter), let pattern = Self.numberPattern(values) else {
            return nil
        }
        let index = graph.addObject("NSNumberFormatter")
        register(index, id: formatter.id, parent: parent)
        var elements: [(String, NibArchiveValue.Kind)] = []
        for (name, value) in values.entries {
            switch value {
            case .bool(let flag): elements.append((name, boolNumber(flag)))
            case .integer(let number): elements.append((name, sharedNumber(.integer(number))))
            case .string(let text): elements.append((name, graph.string(text)))
            default: continue
            }
        }
        let minimum = values.minimum.map { sharedNumber($0) }
        let maximum = values.maximum.map { sharedNumber($0) }
        if let minimum { elements.append(("minimum", minimum)) }
        if let maximum { elements.append(("maximum", maximum)) }
        let behavior = formatter.properties["formatterBehavior"].flatMap { value -> Int? in
            if case .string(let name) = value { return Self.numberFormatterBehaviors[name] }
            return nil
        }
        elements.append(("formatterBehavior", sharedNumber(.integer(behavior ?? 0))))
        if case let style?? = Self.numberFormatterStyles[values.style] {
            elements.append(("numberStyle", sharedNumber(.integer(style))))
        }
        for (name, value) in Self.numberFormatterFixedEntries { elements.append((name, sharedNumber(.integer(value)))) }
        elements.sort { $0.0 < $1.0 }
        let dictionary = graph.array(elements.flatMap { [graph.string($0.0), $0.1] }, className: "NSMutableDictionary")
        let notANumber = minimum == nil || maximum == nil ? notANumberDecimal() : nil
        let nan = graph.addObject("NSAttributedString")
        graph.append("NSString", graph.string("NaN"), to: nan)
        graph.append("NSAttributes", graph.array([], className: "NSDictionary"), to: nan)
        let nilText = graph.addObject("NSAttributedString")
        graph.append("NSString", graph.string(""), to: nilText)
        let rounding = graph.addObject("NSDecimalNumberHandler")
        for key in ["NS.raise.dividebyzero", "NS.raise.overflow", "NS.raise.underflow"] {
            graph.append(key, .bool(true), to: rounding)
        }
        graph.append("NS.roundingmode", .int8(3), to: rounding)
        let keys: [(String, NibArchiveValue.Kind)] = [
            ("NS.allowsfloats", .bool(values.bool("allowsFloats"))), ("NS.attributes", dictionary),
            ("NS.decimal", graph.string(".")), ("NS.hasthousands", .bool(values.bool("usesGroupingSeparator"))),
            ("NS.localized", .bool(true)), ("NS.max", maximum ?? .object(notANumber!)),
            ("NS.min", minimum ?? .object(notANumber!)), ("NS.nan", .object(nan)), ("NS.negativeattrs", .null),
            ("NS.negativeformat", graph.string(pattern)), ("NS.nil", .object(nilText)),
            ("NS.positiveattrs", .null), ("NS.positiveformat", graph.string(pattern)),
            ("NS.rounding", .object(rounding)), ("NS.thousand", graph.string(",")), ("NS.zero", .null),
        ]
        for (key, value) in keys { graph.append(key, value, to: index) }
        return index
    }

    /// The formatter's attributes resolved against its style, or nil (with issues) when one is
    /// not encoded.
    mutating func readNumberFormatter(_ formatter: NibObject) -> NumberFormatterValues? {
        var style = "none"
        if case .string(let name)? = formatter.properties["numberStyle"] { style = name }
        guard Self.numberFormatterStyles[style] != nil else {
            refuse(.attribute, "numberStyle", at: formatter.position, detail: "'\(style)' of <numberFormatter>")
            return nil
        }
        var values = NumberFormatterValues(style: style)
        var complete = true
        for entry in formatter.properties {
            switch entry.name {
            case "numberStyle":
                continue
            case "formatterBehavior":
                if case .string(let name) = entry.value, Self.numberFormatterBehaviors[name] != nil { continue }
            case "minimum", "maximum":
                if case .integer = entry.value {} else if case .real = entry.value {} else { break }
                if entry.name == "minimum" { values.minimum = entry.value } else { values.maximum = entry.value }
                continue
            default:
                guard let attribute = Self.numberFormatterAttributes[entry.name] else { break }
                switch (attribute.kind, entry.value) {
                case (.bool, .bool), (.integer, .integer), (.symbol, .string):
                    values.entries[entry.name] = entry.value
                    continue
                case (.symbol, .nil):
                    values.entries[entry.name] = .nil
                    continue
                default:
                    break
                }
            }
            refuse(.attribute, entry.name, at: formatter.position, detail: "of <numberFormatter>")
            complete = false
        }
        if formatter.properties["formatterBehavior"] == nil {
            refuse(.attribute, "formatterBehavior", at: formatter.position, detail: "(left out) of <numberFormatter>")
            complete = false
        }
        for (name, attribute) in Self.numberFormatterAttributes.sorted(by: { $0.key < $1.key })
        where values.entries[name] == nil {
            guard let value = attribute.defaults[style] else {
                refuse(
                    .attribute, name, at: formatter.position,
                    detail: "(left out, its '\(style)' default is not learnt) of <numberFormatter>")
                complete = false
                continue
            }
            values.entries[name] = value
        }
        values.entries = values.entries.filter { $0.value != .nil }
        if complete, Self.numberPattern(values) == nil {
            refuse(
                .attribute, "numberStyle", at: formatter.position,
                detail: "'\(style)' of <numberFormatter> (a pattern of these digits and grouping is not learnt)")
            complete = false
        }
        return complete ? values : nil
    }

    /// The ICU pattern Apple's nibs archive for a formatter: `#` and `0` integer digits (as many
    /// `0` as the minimum, `#` up to the maximum when it is below ICU's 100, else up to one
    /// group more than the minimum), grouped by `,` every `groupingSize` digits, then `.` and the
    /// fraction digits (`0` up to the minimum, `#` up to the maximum). Nil for what no pair
    /// shows: grouping with a bounded maximum, no grouping with an unbounded one, a secondary
    /// grouping size, a decimal separator always shown, a fixed width.
    static func numberPattern(_ values: NumberFormatterValues) -> String? {
        let minimumInteger = values.integer("minimumIntegerDigits")
        let maximumInteger = values.integer("maximumIntegerDigits")
        let minimumFraction = values.integer("minimumFractionDigits")
        let maximumFraction = values.integer("maximumFractionDigits")
        let grouping = values.bool("usesGroupingSeparator")
        let groupingSize = values.integer("groupingSize")
        guard minimumInteger >= 0, maximumInteger >= minimumInteger, minimumFraction >= 0,
            maximumFraction >= minimumFraction, maximumFraction < unboundedIntegerDigits,
            values.integer("secondaryGroupingSize") == 0, !values.bool("alwaysShowsDecimalSeparator"),
            values.integer("formatWidth") <= 0
        else { return nil }
        var integer: String
        if grouping {
            guard groupingSize > 0, groupingSize < unboundedIntegerDigits, minimumInteger < unboundedIntegerDigits,
                maximumInteger >= unboundedIntegerDigits
            else { return nil }
            let width = max(groupingSize + 1, minimumInteger)
            var digits = Array(
                String(repeating: "#", count: width - minimumInteger) + String(repeating: "0", count: minimumInteger))
            var grouped: [Character] = []
            for (offset, digit) in digits.reversed().enumerated() {
                if offset > 0, offset % groupingSize == 0 { grouped.append(",") }
                grouped.append(digit)
            }
            digits = grouped.reversed()
            integer = String(digits)
        } else {
            guard maximumInteger < unboundedIntegerDigits, maximumInteger > 0 else { return nil }
            integer =
                String(repeating: "#", count: maximumInteger - minimumInteger)
                + String(repeating: "0", count: minimumInteger)
        }
        if maximumFraction > 0 {
            integer +=
                "." + String(repeating: "0", count: minimumFraction)
                + String(repeating: "#", count: maximumFraction - minimumFraction)
        }
        return integer
    }

    /// An `NSNumber` with `NS.boolval`.
    mutating func boolNumber(_ flag: Bool) -> NibArchiveValue.Kind {
        let object = graph.addObject("NSNumber")
        graph.append("NS.boolval", .bool(flag), to: object)
        return .object(object)
    }

    /// An `NSNumber` Apple's archiver shares with any equal number archived before it (its
    /// archive keeps one object per value: `numfmt_dedup`'s `minimumIntegerDigits` 1 is the
    /// other formatter's `minimum` 1.0), marked for ``shareEqualNumbers()``.
    mutating func sharedNumber(_ value: NibValue) -> NibArchiveValue.Kind {
        let object = graph.addObject("NSNumber")
        switch value {
        case .real(let number): graph.append("NS.dblval", .double(number), to: object)
        case .integer(let number):
            // Negative numbers are 64-bit in Apple's nibs (`formatWidth` -1), as elsewhere.
            graph.append(
                "NS.intval", number < 0 ? .int64(Int64(number)) : NibArchiveGraph.narrowest(number), to: object)
        default: break
        }
        sharedNumbers.insert(object)
        return .object(object)
    }

    /// A not-a-number `NSDecimalNumber` (`NSDecimalNumberPlaceholder`: no mantissa, negative).
    mutating func notANumberDecimal() -> Int {
        let object = graph.addObject("NSDecimalNumberPlaceholder")
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NS.compact", .bool(false)), ("NS.exponent", .int8(0)), ("NS.length", .int8(0)),
            ("NS.mantissa", .data([UInt8](repeating: 0, count: 16))), ("NS.mantissa.bo", .int8(1)),
            ("NS.negative", .bool(true)),
        ]
        for (key, value) in values { graph.append(key, value, to: object) }
        return object
    }

    /// The numeric value of an `NSNumber` object with one `NS.intval` or `NS.dblval`.
    func numberValue(_ index: Int) -> Double? {
        let object = graph.objects[index]
        guard object.className == "NSNumber", object.values.count == 1 else { return nil }
        switch (object.values[0].key, object.values[0].kind) {
        case ("NS.dblval", .double(let value)): return value
        case ("NS.intval", .int8(let value)): return Double(value)
        case ("NS.intval", .int16(let value)): return Double(value)
        case ("NS.intval", .int32(let value)): return Double(value)
        case ("NS.intval", .int64(let value)): return Double(value)
        default: return nil
        }
    }

    /// Replaces each number made by ``sharedNumber(_:)`` by the first equal number the archive
    /// reaches before it, in the order Apple's archiver encodes objects (depth first from the
    /// root, the order the writer lays them out in).
    mutating func shareEqualNumbers() {
        guard !sharedNumbers.isEmpty else { return }
        var first: [Double: Int] = [:]
        var replacement: [Int: Int] = [:]
        for index in NibArchiveWriter.walkOrder(graph) {
            guard let value = numberValue(index) else { continue }
            if let earlier = first[value] {
                if sharedNumbers.contains(index) { replacement[index] = earlier }
            } else {
                first[value] = index
            }
        }
        guard !replacement.isEmpty else { return }
        for object in graph.objects.indices {
            for value in graph.objects[object].values.indices {
                if case .object(let target) = graph.objects[object].values[value].kind, let shared = replacement[target]
                {
                    graph.objects[object].values[value].kind = .object(shared)
                }
            }
        }
    }
}

extension AppKitEncoding {
    /// A text cell's `NSContents`: its title as a string, or, with a number formatter, the
    /// number the title spells (`400` → an `NSNumber`, none without a title), with a date
    /// formatter the date it parses to (``dateContents(_:formatter:cell:)``). Titles that are
    /// not whole numbers, and other formatters, are refused (with `handled` left without
    /// `formatter`).
    mutating func formattedContents(
        _ title: NibValue?, formatter: NibObject?, cell: NibObject, handled: inout Set<String>
    ) -> NibArchiveValue.Kind? {
        var text: String?
        if case .string(let value)? = title { text = value }
        guard let formatter else { return graph.string(text ?? "") }
        if formatter.element == "dateFormatter", formatter.customClass == nil {
            handled.insert("formatter")
            return dateContents(text, formatter: formatter, cell: cell)
        }
        guard formatter.element == "numberFormatter", formatter.customClass == nil else {
            refuse(
                .objectClass, formatter.customClass ?? formatter.className, at: formatter.position,
                detail: "(<\(formatter.element)> of a text cell: only number and date formatters are encoded)")
            return nil
        }
        handled.insert("formatter")
        guard let text else { return nil }
        guard let number = Int(text) else {
            refuse(
                .attribute, "title", at: cell.position,
                detail: "'\(text)' (not a whole number) of a formatted <\(cell.element)>")
            return nil
        }
        return graph.number(number)
    }

    /// A text cell's formatter: number and date formatters are encoded
    /// (``formattedContents(_:formatter:cell:handled:)`` refuses the others).
    mutating func encodeFormatter(_ formatter: NibObject, parent: Int) -> Int? {
        guard formatter.customClass == nil else { return nil }
        if formatter.element == "dateFormatter" { return encodeDateFormatter(formatter, parent: parent) }
        guard formatter.element == "numberFormatter" else { return nil }
        return encodeNumberFormatter(formatter, parent: parent)
    }
}
