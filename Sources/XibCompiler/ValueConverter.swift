import NibModel

extension DocumentConverter {
    /// Flag-set elements: every attribute but `key` is a YES/NO flag.
    static let flagElements: Set<String> = [
        "autoresizingMask", "windowStyleMask", "windowPositionMask", "modifierMask", "tableColumnResizingMask",
        "behavior", "extendedEdge", "windowCollectionBehavior", "tableViewGridLines", "dataDetectorType",
        "rectEdge", "edgeInsets", "directionalEdgeInsets", "textCheckingTypes", "accessibilityTraits",
        "connectionOptions", "swipeDirection",
    ]

    /// Structured values the converter knows and keeps element-shaped (attributes and children as written).
    static let structuredElements: Set<String> = [
        "textInputTraits", "tableHeaderCell", "sortDescriptor", "paragraphStyle", "textTab", "options",
        "simulatedStatusBarMetrics", "simulatedOrientationMetrics", "simulatedTabBarMetrics",
        "simulatedNavigationBarMetrics", "simulatedScreenMetrics", "freeformSimulatedSizeMetrics", "accessibility",
        "webPreferences", "segment", "image", "userDefinedRuntimeAttribute", "value", "source", "imageReference",
        "preferredConfiguration", "symbolConfiguration", "buttonConfiguration", "backgroundConfiguration",
        "constraint", "declaredKeys", "allowedInputSourceLocales", "objectValues", "customSpacing",
        "holdingPriorities", "visibilityPriorities", "tabStops", "fragment", "attributes", "mutableData", "data",
        "locale", "decimal", "date", "real", "integer", "point", "size", "rect", "string", "color", "font",
    ]

    /// The value elements read into a typed value, by element name.
    enum ValueForm {
        case string, integer, real, bool, `nil`, rect, point, size, inset, color, fontDescription, font, state
        case attributedString, array, dictionary

        init?(element name: String) {
            switch name {
            case "string", "mutableString": self = .string
            case "integer": self = .integer
            case "real": self = .real
            case "bool", "boolean": self = .bool
            case "nil": self = .nil
            case "rect": self = .rect
            case "point": self = .point
            case "size": self = .size
            case "inset": self = .inset
            case "color": self = .color
            case "fontDescription": self = .fontDescription
            case "font": self = .font
            case "state": self = .state
            case "attributedString": self = .attributedString
            case "array": self = .array
            case "dictionary": self = .dictionary
            default: return nil
            }
        }
    }

    /// A value element as its typed value: a known form, else a flag set, a keyless list or the
    /// element as written.
    mutating func convertValue(_ node: XMLTree.Node) -> NibValue {
        guard let form = traits(node).valueForm else { return convertOtherValue(node) }
        if let value = typedValue(node, form: form) { return value }
        // A known value element whose attributes did not parse: keep it exactly as written.
        coverage.record(.element, "\(node.name) (unparsed)", at: position(node))
        return .element(genericElement(node))
    }

    /// A value element's value, read once for all the childless fonts and colours written alike
    /// (see ``ValueTable``).
    mutating func convertSharedValue(_ node: XMLTree.Node) -> NibValue {
        guard ValueTable.takesPart(traits(node).valueForm), node.children.isEmpty, !node.hasText else {
            return convertValue(node)
        }
        if let known = values.lookUp(node) { return known }
        let value = convertValue(node)
        switch value {
        case .font, .color: values.store(value)
        default: break  // kept as written, with its coverage record: read again each time
        }
        return value
    }

    /// A value element of a known form, or nil when its attributes do not parse as that form.
    mutating func typedValue(_ node: XMLTree.Node, form: ValueForm) -> NibValue? {
        switch form {
        case .string:
            return .string(stringContent(node))
        case .integer:
            return number(node, integer: true)
        case .real:
            return number(node, integer: false)
        case .bool:
            return node.attribute(.value).map { Self.typed($0, as: .bool) } ?? .nil
        case .nil:
            return .nil
        case .rect:
            guard let x = double(node, .x), let y = double(node, .y), let w = double(node, .width),
                let h = double(node, .height)
            else { return nil }
            return .rect(NibRect(x: x, y: y, width: w, height: h))
        case .point:
            guard let x = double(node, .x), let y = double(node, .y) else { return nil }
            return .point(NibPoint(x: x, y: y))
        case .size:
            guard let w = double(node, .width), let h = double(node, .height) else { return nil }
            return .size(NibSize(width: w, height: h))
        case .inset:
            return namedNumbers(node).map { .inset(NibInset(edges: $0)) }
        case .color:
            return color(node).map { .color($0) }
        case .fontDescription, .font:
            return .font(NibFont(form: form == .font ? .font : .description, attributes: attributesButKey(node)))
        case .state:
            return .state(keyedProperties(node))
        case .attributedString:
            return .attributedString(node.children.map { fragment(tree.node($0)) })
        case .array:
            return .array(node.children.map { convertValue(tree.node($0)) })
        case .dictionary:
            return .dictionary(keyedChildren(node))
        }
    }

    /// An element of no known value form: a flag set, a keyless list of values, or the element as written.
    mutating func convertOtherValue(_ node: XMLTree.Node) -> NibValue {
        let traits = traits(node)
        if traits.isFlagElement || isFlagSet(node) {
            return .flags(
                NibFlags(
                    flags: node.attributes.filter { !$0.isNamed(.key) }.map {
                        NibFlag(name: $0.name, isSet: $0.withValueBytes(Self.isYes))
                    }))
        }
        if !node.children.isEmpty && node.attributes.allSatisfy({ $0.isNamed(.key) })
            && node.children.allSatisfy({ !tree.node($0).hasAttribute(.key) })
        {
            // A keyless list (`declaredKeys`, `customSpacing`, …): its values in order.
            if !traits.isStructured { coverage.record(.element, node.name, at: position(node)) }
            return .array(node.children.map { convertValue(tree.node($0)) })
        }
        if !traits.isStructured { coverage.record(.element, node.name, at: position(node)) }
        return .element(genericElement(node))
    }

    /// An element whose attributes (besides `key`) are all YES/NO flags and that has no children.
    func isFlagSet(_ node: XMLTree.Node) -> Bool {
        guard node.children.isEmpty, !node.hasText else { return false }
        var flags = 0
        for attribute in node.attributes where !attribute.isNamed(.key) {
            guard attribute.withValueBytes({ Self.isYes($0) || Self.isNo($0) }) else { return false }
            flags += 1
        }
        return flags > 0
    }

    /// Whether `bytes` spell `YES`.
    static func isYes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == 3 && bytes[0] == UInt8(ascii: "Y") && bytes[1] == UInt8(ascii: "E")
            && bytes[2] == UInt8(ascii: "S")
    }

    /// Whether `bytes` spell `NO`.
    static func isNo(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == 2 && bytes[0] == UInt8(ascii: "N") && bytes[1] == UInt8(ascii: "O")
    }

    /// Whether a string element's text is marked as base64 (`base64-UTF8="YES"`, or
    /// `type="base64-UTF8"` in archives).
    func isWrittenInBase64(_ node: XMLTree.Node) -> Bool {
        node.attribute(.base64UTF8) == "YES" || node.attribute(.type) == "base64-UTF8"
    }

    /// A string element's content: its text (base64-decoded where marked), or its `value` attribute.
    func stringContent(_ node: XMLTree.Node) -> String {
        let text = node.text ?? node.attribute(.value) ?? ""
        if isWrittenInBase64(node), let bytes = Base64.decode(text) {
            return String(decoding: bytes, as: UTF8.self)
        }
        return text
    }

    func number(_ node: XMLTree.Node, integer: Bool) -> NibValue {
        guard let text = node.attribute(.value) ?? node.text else { return .nil }
        return Self.typed(text, as: integer ? .integer : .real)
    }

    func double(_ node: XMLTree.Node, _ name: XMLTree.Name) -> Double? {
        node.withAttributeBytes(name) { bytes in bytes.flatMap { NumberText.finiteDouble($0) } }
    }

    /// Every attribute but `key` as a number, or nil if one is not a finite number.
    func namedNumbers(_ node: XMLTree.Node) -> [NibNamedNumber]? {
        var numbers: [NibNamedNumber] = []
        for attribute in node.attributes where !attribute.isNamed(.key) {
            guard let value = attribute.withValueBytes({ NumberText.finiteDouble($0) }) else { return nil }
            numbers.append(NibNamedNumber(name: attribute.name, value: value))
        }
        return numbers
    }

    /// Every attribute but `key`, as written.
    func attributesButKey(_ node: XMLTree.Node) -> [NibAttribute] {
        node.attributes.filter { !$0.isNamed(.key) }.map { NibAttribute(name: $0.name, value: $0.value) }
    }

    static let colorComponentNames: Set<String> = [
        "red", "green", "blue", "alpha", "white", "cyan", "magenta", "yellow", "black",
    ]

    /// A colour in any of its written forms.
    func color(_ node: XMLTree.Node) -> NibColor? {
        let colorSpace = node.attribute(.colorSpace)
        let customColorSpace = node.attribute(.customColorSpace)
        var components: [NibNamedNumber] = []
        for attribute in node.attributes where traits(attribute).isColorComponent {
            guard let value = attribute.withValueBytes({ NumberText.finiteDouble($0) }) else { return nil }
            components.append(NibNamedNumber(name: attribute.name, value: value))
        }
        if let system = node.attribute(.systemColor) ?? node.attribute(.cocoaTouchSystemColor) {
            // Both written: `cocoaTouchSystemColor` is the colour for iOS versions before the semantic one.
            let fallback = node.attribute(.systemColor) == nil ? nil : node.attribute(.cocoaTouchSystemColor)
            return NibColor(
                space: .system, colorSpace: colorSpace, customColorSpace: customColorSpace,
                components: components, name: system, fallbackName: fallback)
        }
        if let name = node.attribute(.name) {
            if let catalog = node.attribute(.catalog) {
                return NibColor(
                    space: .catalog, colorSpace: colorSpace, components: components, name: name, catalog: catalog)
            }
            return NibColor(space: .named, colorSpace: colorSpace, components: components, name: name)
        }
        if colorSpace == "pattern" || node.attribute(.patternImage) != nil {
            return NibColor(space: .pattern, colorSpace: colorSpace, name: node.attribute(.patternImage))
        }
        let space: NibColor.Space
        if components.contains(where: { $0.name == "red" }) {
            space = .rgb
        } else if components.contains(where: { $0.name == "white" }) {
            space = .white
        } else if components.contains(where: { $0.name == "cyan" }) {
            space = .cmyk
        } else {
            return nil
        }
        return NibColor(
            space: space, colorSpace: colorSpace, customColorSpace: customColorSpace, components: components)
    }

    /// Attributes typed by the vocabulary, then keyed children as values (a control state).
    mutating func keyedProperties(_ node: XMLTree.Node) -> NibProperties {
        var properties = NibProperties()
        for attribute in node.attributes where !attribute.isNamed(.key) {
            properties.set(attribute.name, typedAttribute(attribute, of: node))
        }
        for childIndex in node.children {
            let child = tree.node(childIndex)
            properties.set(child.attribute(.key) ?? child.name, convertValue(child))
        }
        return properties
    }

    mutating func keyedChildren(_ node: XMLTree.Node) -> NibProperties {
        var properties = NibProperties()
        for childIndex in node.children {
            let child = tree.node(childIndex)
            properties.set(child.attribute(.key) ?? child.name, convertValue(child))
        }
        return properties
    }

    mutating func fragment(_ node: XMLTree.Node) -> NibFragment {
        var content = node.attribute(.content) ?? ""
        var attributes = NibProperties()
        for childIndex in node.children {
            let child = tree.node(childIndex)
            if child.attribute(.key) == "content" {
                content = stringContent(child)
            } else if child.name == "attributes" {
                attributes = keyedChildren(child)
            } else {
                attributes.set(child.attribute(.key) ?? child.name, convertValue(child))
            }
        }
        return NibFragment(content: content, attributes: attributes)
    }

    /// An element exactly as written.
    func genericElement(_ node: XMLTree.Node) -> NibElement {
        NibElement(
            name: node.name, attributes: node.attributes.map { NibAttribute(name: $0.name, value: $0.value) },
            text: node.text, children: node.children.map { genericElement(tree.node($0)) })
    }
}
