import NibModel

extension AppKitEncoding {
    /// The accessibility attributes encoded, by `<accessibility>` attribute: the attribute type
    /// Apple's nibs name (an `NSMutableString`).
    static let accessibilityAttributeTypes: [String: String] = ["description": "AXDescription"]

    /// Reads a view's `<accessibility>`: true (and the attributes kept for
    /// ``encodeAccessibilityConnectors()``) when every attribute of it is encoded.
    mutating func readAccessibility(_ view: NibObject, index: Int) -> Bool {
        guard case .element(let element)? = view.properties["accessibility"], element.children.isEmpty,
            element.text == nil, !element.attributes.isEmpty,
            element.attributes.allSatisfy({ Self.accessibilityAttributeTypes[$0.name] != nil })
        else { return false }
        for attribute in element.attributes {
            accessibilityAttributes.append((index, Self.accessibilityAttributeTypes[attribute.name]!, attribute.value))
        }
        return true
    }

    /// One `NSNibAXAttributeConnector` per accessibility attribute: `AXDestinationArchiveKey` the
    /// view, `AXAttributeTypeArchiveKey` the type, `AXAttributeValueArchiveKey` the value.
    /// They go in `NSAccessibilityConnectors`, with their own ids after every other id.
    mutating func encodeAccessibilityConnectors() {
        for (object, type, value) in accessibilityAttributes {
            let typeName = graph.addObject("NSMutableString")
            graph.append("NS.bytes", .data(Array(type.utf8)), to: typeName)
            let connector = graph.addObject("NSNibAXAttributeConnector")
            graph.append("AXDestinationArchiveKey", .object(object), to: connector)
            graph.append("AXAttributeTypeArchiveKey", .object(typeName), to: connector)
            graph.append("AXAttributeValueArchiveKey", graph.string(value), to: connector)
            accessibilityConnectors.append(connector)
        }
    }
}
