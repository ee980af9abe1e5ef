import NibModel

extension AppKitEncoding {
    /// User-defined runtime attributes: one `NSIBUserDefinedRuntimeAttributesConnector` per
    /// object that has them (`NSObject` the object, `NSKeyPaths` and `NSValues` two `NSArray`s in
    /// document order), listed with the connectors. Booleans are `NSNumber`s (`NS.boolval`),
    /// strings `NSString`s; other types are refused, and so are runtime attributes in a document
    /// that also has connections (where Apple's nibs list them among those is not known yet).
    mutating func encodeRuntimeAttributes() {
        for (index, object) in runtimeAttributeObjects {
            guard document.connections.isEmpty else {
                refuse(
                    .attribute, "userDefinedRuntimeAttributes", at: object.position,
                    detail: "of <\(object.element)> (beside connections)")
                continue
            }
            var keyPaths: [NibArchiveValue.Kind] = []
            var values: [NibArchiveValue.Kind] = []
            for attribute in object.runtimeAttributes {
                guard let value = runtimeAttributeValue(attribute) else {
                    refuse(
                        .attribute, "userDefinedRuntimeAttributes", at: object.position,
                        detail: "of <\(object.element)> ('\(attribute.keyPath)' of type \(attribute.type))")
                    continue
                }
                keyPaths.append(graph.string(attribute.keyPath))
                values.append(value)
            }
            let connector = graph.addObject("NSIBUserDefinedRuntimeAttributesConnector")
            graph.append("NSObject", .object(index), to: connector)
            graph.append("NSKeyPaths", graph.array(keyPaths), to: connector)
            graph.append("NSValues", graph.array(values), to: connector)
            connectors.append(connector)
            identified.append(connector)
        }
    }

    /// A runtime attribute's value as Apple's nibs archive it, nil for a type not encoded yet.
    mutating func runtimeAttributeValue(_ attribute: NibRuntimeAttribute) -> NibArchiveValue.Kind? {
        switch (attribute.type, attribute.value) {
        case ("boolean", .bool(let flag)):
            let number = graph.addObject("NSNumber")
            graph.append("NS.boolval", .bool(flag), to: number)
            return .object(number)
        case ("string", .string(let text)):
            return graph.string(text)
        default:
            return nil
        }
    }
}
