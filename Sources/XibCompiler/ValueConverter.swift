#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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

    mutating func convertValue(_ node: XMLTree.Node) -> NibValue {
        switch node.name {
        case "string", "mutableString":
            return .string(stringContent(node))
        case "integer":
            return number(node, integer: true)
        case "real":
            return number(node, integer: false)
        case "bool", "boolean":
            return node.attribute(.value).map { Self.typed($0, as: .bool) } ?? .nil
        case "nil":
            return .nil
        case "rect":
            if let x = double(node, .x), let y = double(node, .y), let w = double(node, .width), let h = double(node, .height) {
                return .rect(NibRect(x: x, y: y, width: w, height: h))
            }
        case "point":
            if let x = double(node, .x), let y = double(node, .y) { return .point(NibPoint(x: x, y: y)) }
        case "size":
            if let w = double(node, .width), let h = double(node, .height) { return .size(NibSize(width: w, height: h)) }
        case "inset":
            if let edges = namedNumbers(node, excluding: ["key"]) { return .inset(NibInset(edges: edges)) }
        case "color":
            if let color = color(node) { return .color(color) }
        case "fontDescription", "font":
            return .font(NibFont(form: node.name == "font" ? .font : .description,
                                 attributes: attributes(node, excluding: ["key"])))
        case "state":
            return .state(keyedProperties(node))
        case "attributedString":
            return .attributedString(node.children.map { fragment(tree.node($0)) })
        case "array":
            return .array(node.children.map { convertValue(tree.node($0)) })
        case "dictionary":
            return .dictionary(keyedChildren(node))
        default:
            if Self.flagElements.contains(node.name) || isFlagSet(node) {
                return .flags(NibFlags(flags: node.attributes.filter { $0.name != "key" }.map {
                    NibFlag(name: $0.name, isSet: $0.value == "YES")
                }))
            }
            if !node.children.isEmpty && node.attributes.allSatisfy({ $0.name == "key" })
                && node.children.allSatisfy({ tree.node($0).attribute(.key) == nil }) {
                // A keyless list (`declaredKeys`, `customSpacing`, …): its values in order.
                if !Self.structuredElements.contains(node.name) {
                    coverage.record(.element, node.name, at: position(node))
                }
                return .array(node.children.map { convertValue(tree.node($0)) })
            }
            if !Self.structuredElements.contains(node.name) {
                coverage.record(.element, node.name, at: position(node))
            }
            return .element(genericElement(node))
        }
        // A known value element whose attributes did not parse: keep it exactly as written.
        coverage.record(.element, "\(node.name) (unparsed)", at: position(node))
        return .element(genericElement(node))
    }

    /// An element whose attributes (besides `key`) are all YES/NO flags and that has no children.
    func isFlagSet(_ node: XMLTree.Node) -> Bool {
        let flags = node.attributes.filter { $0.name != "key" }
        return node.children.isEmpty && node.text == nil && !flags.isEmpty
            && flags.allSatisfy { $0.value == "YES" || $0.value == "NO" }
    }

    /// A string element's content: its text (base64-decoded where marked), or its `value` attribute.
    func stringContent(_ node: XMLTree.Node) -> String {
        let text = node.text ?? node.attribute(.value) ?? ""
        if node.attribute(.base64UTF8) == "YES" || node.attribute(.type) == "base64-UTF8" {
            var compact = text.filter { !$0.isWhitespace }
            // Interface Builder drops the `=` padding; the decoder needs it.
            compact += String(repeating: "=", count: (4 - compact.count % 4) % 4)
            if let data = Data(base64Encoded: compact, options: [.ignoreUnknownCharacters]) {
                return String(decoding: data, as: UTF8.self)
            }
        }
        return text
    }

    func number(_ node: XMLTree.Node, integer: Bool) -> NibValue {
        guard let text = node.attribute(.value) ?? node.text else { return .nil }
        return Self.typed(text, as: integer ? .integer : .real)
    }

    func double(_ node: XMLTree.Node, _ name: XMLTree.Name) -> Double? {
        node.attribute(name).flatMap(Self.finiteDouble)
    }

    func namedNumbers(_ node: XMLTree.Node, excluding: Set<String>) -> [NibNamedNumber]? {
        var numbers: [NibNamedNumber] = []
        for attribute in node.attributes where !excluding.contains(attribute.name) {
            guard let value = Self.finiteDouble(attribute.value) else { return nil }
            numbers.append(NibNamedNumber(name: attribute.name, value: value))
        }
        return numbers
    }

    func attributes(_ node: XMLTree.Node, excluding: Set<String>) -> [NibAttribute] {
        node.attributes.filter { !excluding.contains($0.name) }.map { NibAttribute(name: $0.name, value: $0.value) }
    }

    static let colorComponentNames: Set<String> = ["red", "green", "blue", "alpha", "white", "cyan", "magenta", "yellow", "black"]

    /// A colour in any of its written forms.
    func color(_ node: XMLTree.Node) -> NibColor? {
        let colorSpace = node.attribute(.colorSpace)
        let customColorSpace = node.attribute(.customColorSpace)
        var components: [NibNamedNumber] = []
        for attribute in node.attributes where Self.colorComponentNames.contains(attribute.name) {
            guard let value = Self.finiteDouble(attribute.value) else { return nil }
            components.append(NibNamedNumber(name: attribute.name, value: value))
        }
        if let system = node.attribute(.systemColor) ?? node.attribute(.cocoaTouchSystemColor) {
            // Both written: `cocoaTouchSystemColor` is the colour for iOS versions before the semantic one.
            let fallback = node.attribute(.systemColor) == nil ? nil : node.attribute(.cocoaTouchSystemColor)
            return NibColor(space: .system, colorSpace: colorSpace, customColorSpace: customColorSpace,
                            components: components, name: system, fallbackName: fallback)
        }
        if let name = node.attribute(.name) {
            if let catalog = node.attribute(.catalog) {
                return NibColor(space: .catalog, colorSpace: colorSpace, components: components, name: name, catalog: catalog)
            }
            return NibColor(space: .named, colorSpace: colorSpace, components: components, name: name)
        }
        if colorSpace == "pattern" || node.attribute(.patternImage) != nil {
            return NibColor(space: .pattern, colorSpace: colorSpace, name: node.attribute(.patternImage))
        }
        let space: NibColor.Space
        if components.contains(where: { $0.name == "red" }) { space = .rgb }
        else if components.contains(where: { $0.name == "white" }) { space = .white }
        else if components.contains(where: { $0.name == "cyan" }) { space = .cmyk }
        else { return nil }
        return NibColor(space: space, colorSpace: colorSpace, customColorSpace: customColorSpace, components: components)
    }

    /// Attributes typed by the vocabulary, then keyed children as values (a control state).
    mutating func keyedProperties(_ node: XMLTree.Node) -> NibProperties {
        var properties = NibProperties()
        for attribute in node.attributes where attribute.name != "key" {
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
        NibElement(name: node.name, attributes: node.attributes.map { NibAttribute(name: $0.name, value: $0.value) },
                   text: node.text, children: node.children.map { genericElement(tree.node($0)) })
    }
}
