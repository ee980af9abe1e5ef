import NibModel

extension DocumentConverter {
    /// Records the connections held by a source object's `<connections>` element.
    mutating func convertConnections(_ container: XMLTree.Node, source: String) throws(XibError) {
        for childIndex in container.children {
            let node = tree.node(childIndex)
            guard let kind = traits(node).connectionKind else {
                coverage.record(.element, "connections/\(node.name)", at: position(node))
                model.metadata.append(genericElement(node))
                continue
            }
            guard let id = node.attribute(.id) else {
                throw .missingAttribute(location(node), element: node.name, attribute: "id")
            }
            let destinationAttribute: XMLTree.Name =
                kind == .action && !node.hasAttribute(.destination) ? .target : .destination
            guard let destination = node.attribute(destinationAttribute) else {
                throw .missingAttribute(location(node), element: node.name, attribute: destinationAttribute.text)
            }
            let nameAttribute: XMLTree.Name
            switch kind {
            case .outlet, .outletCollection: nameAttribute = .property
            case .action: nameAttribute = .selector
            case .binding: nameAttribute = .name
            case .segue: nameAttribute = .kind
            }
            guard let name = node.attribute(nameAttribute) else {
                throw .missingAttribute(location(node), element: node.name, attribute: nameAttribute.text)
            }
            var properties = NibProperties()
            for attribute in node.attributes
            where !attribute.isNamed(.id) && !attribute.isNamed(destinationAttribute)
                && !attribute.isNamed(nameAttribute)
            {
                // An element's attribute names are distinct: each is new to the list.
                properties.append(newName: attribute.name, .string(attribute.value))
            }
            for childIndex in node.children {
                let child = tree.node(childIndex)
                properties.set(child.attribute(.key) ?? child.name, convertValue(child))
            }
            try model.addConnection(
                NibConnection(
                    id: id, kind: kind, source: source, destination: destination,
                    name: name, properties: properties, position: position(node)))
        }
    }

    /// `<userDefinedRuntimeAttribute type=… keyPath=… value=…>`, its value in the attribute or a child.
    mutating func convertRuntimeAttributes(_ container: XMLTree.Node) -> [NibRuntimeAttribute] {
        var result: [NibRuntimeAttribute] = []
        for childIndex in container.children {
            let node = tree.node(childIndex)
            guard node.name == "userDefinedRuntimeAttribute", let keyPath = node.attribute(.keyPath) else {
                coverage.record(.element, "userDefinedRuntimeAttributes/\(node.name)", at: position(node))
                continue
            }
            let type = node.attribute(.type) ?? "string"
            var value: NibValue = .nil
            if let text = node.attribute(.value) {
                value = type == "boolean" ? Self.typed(text, as: .bool) : .string(text)
            } else if let childIndex = node.children.first {
                value = convertValue(tree.node(childIndex))
            }
            result.append(NibRuntimeAttribute(keyPath: keyPath, type: type, value: value))
        }
        return result
    }

    mutating func convertResources(_ container: XMLTree.Node) {
        for childIndex in container.children {
            let node = tree.node(childIndex)
            let kind: NibResource.Kind
            switch node.name {
            case "image": kind = .image
            case "sound": kind = .sound
            case "namedColor": kind = .namedColor
            case "systemColor": kind = .systemColor
            default:
                kind = .other
                coverage.record(.element, "resources/\(node.name)", at: position(node))
            }
            var properties = NibProperties()
            for attribute in node.attributes where attribute.name != "name" {
                let value: NibValue =
                    ["width", "height"].contains(attribute.name)
                    ? Self.typed(attribute.value, as: .real) : .string(attribute.value)
                properties.set(attribute.name, value)
            }
            for childIndex in node.children {
                let child = tree.node(childIndex)
                properties.set(child.attribute(.key) ?? child.name, convertValue(child))
            }
            if kind == .other { properties.set("element", .string(node.name)) }
            model.resources.append(
                NibResource(
                    kind: kind, name: node.attribute(.name) ?? "", properties: properties,
                    position: position(node)))
        }
    }
}
