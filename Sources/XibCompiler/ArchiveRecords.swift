import NibModel

/// One `IBObjectRecord`: an object the document's outline shows, with its IB object id.
struct ArchiveRecord {
    /// The IB object id (`objectID` in 7.x, `id` in 8.00), as a decimal string.
    var id: String
    /// The identity of the archived object (its archive id).
    var object: String
    /// The element that defines the object.
    var objectNode: Int32
    /// The identity of the parent record's object; nil for the root record.
    var parent: String?
    /// The outline name (`objectName`: "File's Owner", a user label).
    var name: String?
    /// The record element.
    var node: Int32

    /// The record of the document itself (id 0), whose children are the top-level objects.
    var isRoot: Bool { id == "0" }

    func isTopLevel(in converter: ArchiveConverter) -> Bool {
        guard let parent, let offset = converter.recordByObject[parent] else { return true }
        return converter.records[offset].isRoot
    }
}

extension ArchiveConverter {
    // MARK: Object records

    mutating func readObjectRecords(_ container: Int32) throws(XibError) {
        guard let set = child(container, key: "objectRecords").flatMap({ definition($0) }) else {
            throw .malformedArchive(location(container), message: "no objectRecords")
        }
        let list = child(set, key: "orderedObjects").flatMap { definition($0) } ?? set
        var byID: [String: Int32] = [:]
        for member in members(list) {
            guard let recordNode = definition(member) else { continue }
            let record = try readRecord(recordNode)
            if let first = byID[record.id] {
                throw .duplicateID(location(recordNode), id: record.id, first: position(first))
            }
            byID[record.id] = recordNode
            if let other = recordByObject[record.object] {
                throw .malformedArchive(
                    location(recordNode),
                    message:
                        "object records \"\(records[other].id)\" and \"\(record.id)\" describe the same object")
            }
            recordByObject[record.object] = records.count
            records.append(record)
        }
    }

    func readRecord(_ recordNode: Int32) throws(XibError) -> ArchiveRecord {
        guard let idNode = child(recordNode, key: "objectID") ?? child(recordNode, key: "id") else {
            throw .malformedArchive(location(recordNode), message: "an object record has no objectID")
        }
        let id = scalarText(idNode).trimmingSpaces
        guard !id.isEmpty else {
            throw .malformedArchive(location(idNode), message: "an object record has an empty objectID")
        }
        guard let objectValue = child(recordNode, key: "object"), let object = definition(objectValue) else {
            throw .malformedArchive(location(recordNode), message: "object record \"\(id)\" names no object")
        }
        let parent = child(recordNode, key: "parent").flatMap { definition($0) }.map { identity(ofDefinition: $0) }
        let name = try child(recordNode, key: "objectName").map { node throws(XibError) in try stringValue(node) }
        return ArchiveRecord(
            id: id, object: identity(ofDefinition: object), objectNode: object,
            parent: parent, name: name, node: recordNode)
    }

    /// Every record's parent is a record, and following parents ends at a record without one.
    func checkRecordTree() throws(XibError) {
        var state = [UInt8](repeating: 0, count: records.count)  // 0 unvisited, 1 on the path, 2 done
        for start in records.indices where state[start] == 0 {
            var path: [Int] = []
            var current: Int? = start
            while let offset = current, state[offset] != 2 {
                if state[offset] == 1 { throw .recordCycle(location(records[offset].node), id: records[offset].id) }
                state[offset] = 1
                path.append(offset)
                guard let parent = records[offset].parent else {
                    current = nil
                    break
                }
                guard let next = recordByObject[parent] else {
                    throw .malformedArchive(
                        location(records[offset].node),
                        message:
                            "the parent of object record \"\(records[offset].id)\" has no object record")
                }
                current = next
            }
            for offset in path { state[offset] = 2 }
        }
    }

    // MARK: Flattened properties

    /// `flattenedProperties`: `ID.Name` keys with a value each, in any of the dictionary forms.
    mutating func readFlattenedProperties(_ container: Int32) throws(XibError) {
        guard let dictionary = child(container, key: "flattenedProperties").flatMap({ definition($0) }) else { return }
        for (key, valueNode) in try dictionaryEntries(dictionary) {
            guard let dot = key.firstIndex(of: ".") else { continue }
            let id = String(key[..<dot])
            if flattened[id] == nil { flattenedOrder.append(id) }
            flattened[id, default: []].append((String(key[key.index(after: dot)...]), valueNode))
        }
    }

    /// Applies the flattened properties the model knows: visible at launch, tool tips and
    /// user-defined runtime attributes. The custom class is read where the object is created;
    /// the rest (editor state) stays in the document's metadata.
    mutating func applyFlattened(
        _ record: ArchiveRecord, to properties: inout NibProperties,
        runtimeAttributes: inout [NibRuntimeAttribute]
    ) throws(XibError) {
        for (name, valueNode) in flattened[record.id] ?? [] {
            switch name {
            case "NSWindowTemplate.visibleAtLaunch":
                properties.set(NibObject.visibleAtLaunchKey, try value(valueNode))
            case "IBAttributePlaceholdersKey":
                guard let dictionary = definition(valueNode) else { continue }
                for (_, attributeNode) in try dictionaryEntries(dictionary) {
                    guard let attribute = definition(attributeNode) else { continue }
                    switch archivedClass(attribute) {
                    case "IBToolTipAttribute":
                        if let tip = child(attribute, key: "toolTip") { properties.set("toolTip", try value(tip)) }
                    case "IBUserDefinedRuntimeAttributesPlaceholder":
                        runtimeAttributes += try readRuntimeAttributes(attribute)
                    default:
                        model.coverage.record(
                            .element, "IBAttributePlaceholdersKey/\(archivedClass(attribute))",
                            at: position(attribute))
                    }
                }
            default:
                continue
            }
        }
    }

    static let interpretedFlattenedNames: Set<String> = [
        "CustomClassName", "NSWindowTemplate.visibleAtLaunch", "IBAttributePlaceholdersKey",
    ]

    mutating func readRuntimeAttributes(_ placeholder: Int32) throws(XibError) -> [NibRuntimeAttribute] {
        guard let list = child(placeholder, key: "userDefinedRuntimeAttributes").flatMap({ definition($0) }) else {
            return []
        }
        var result: [NibRuntimeAttribute] = []
        for member in members(list) {
            guard let attribute = definition(member),
                let keyPathNode = child(attribute, key: "keyPath")
            else { continue }
            let keyPath = try stringValue(keyPathNode)
            let typeIdentifier =
                try child(attribute, key: "typeIdentifier").map { node throws(XibError) in try stringValue(node) } ?? ""
            let type = typeIdentifier.split(separator: ".").last.map(String.init) ?? "string"
            var value = NibValue.nil
            if let valueNode = child(attribute, key: "value") { value = try self.value(valueNode) }
            result.append(NibRuntimeAttribute(keyPath: keyPath, type: type, value: value))
        }
        return result
    }

    // MARK: Connections

    /// `connectionRecords`, turned to the modern direction: an outlet's source holds the outlet,
    /// an action's source is the control that sends it.
    mutating func readConnectionRecords(_ container: Int32) throws(XibError) {
        guard let list = child(container, key: "connectionRecords").flatMap({ definition($0) }) else { return }
        for member in members(list) {
            guard let recordNode = definition(member) else { continue }
            guard let connectionValue = child(recordNode, key: "connection"),
                let connection = definition(connectionValue)
            else {
                throw .malformedArchive(location(recordNode), message: "a connection record holds no connection")
            }
            guard let idNode = child(recordNode, key: "connectionID") ?? child(recordNode, key: "id") else {
                throw .malformedArchive(location(recordNode), message: "a connection record has no connectionID")
            }
            let id = scalarText(idNode).trimmingSpaces
            let connectionClass = archivedClass(connection)
            let label = try child(connection, key: "label").map { node throws(XibError) in try stringValue(node) } ?? ""
            let archivedSource = try endpoint(connection, key: "source")
            let archivedDestination = try endpoint(connection, key: "destination")
            var properties = NibProperties()
            let kind: NibConnection.Kind
            var source = archivedSource
            var destination = archivedDestination
            var name = label
            switch connectionClass {
            case "IBOutletConnection", "IBCocoaTouchOutletConnection":
                kind = .outlet
            case "IBActionConnection":
                // Cocoa stores the target as `source` and the sending control as `destination`.
                kind = .action
                (source, destination) = (archivedDestination, archivedSource)
            case "IBCocoaTouchEventConnection":
                kind = .action
                if let event = child(connection, key: "IBEventType") {
                    properties.set("eventType", .string(ArchivePropertyMap.eventName(scalarText(event))))
                }
            case "IBBindingConnection":
                kind = .binding
                let connector = child(connection, key: "connector").flatMap { definition($0) }
                name =
                    try connector.flatMap { child($0, key: "NSBinding") }.map { node throws(XibError) in
                        try stringValue(node)
                    }
                    ?? String(label.prefix { $0 != ":" })
                if let connector {
                    if let keyPath = child(connector, key: "NSKeyPath") {
                        properties.set("keyPath", .string(try stringValue(keyPath)))
                    }
                    if let options = child(connector, key: "NSOptions") {
                        properties.set("options", try value(options))
                    }
                }
            default:
                model.coverage.record(.element, "connectionRecords/\(connectionClass)", at: position(connection))
                model.metadata.append(genericElement(recordNode))
                continue
            }
            try model.addConnection(
                NibConnection(
                    id: id, kind: kind, source: source, destination: destination,
                    name: name, properties: properties, position: position(recordNode)))
        }
    }

    /// The IB id of a connection end; the archived object must have an object record.
    func endpoint(_ connection: Int32, key: String) throws(XibError) -> String {
        guard let valueNode = child(connection, key: key), let target = definition(valueNode) else {
            throw .malformedArchive(location(connection), message: "a connection has no \(key)")
        }
        guard let offset = recordByObject[identity(ofDefinition: target)], !records[offset].isRoot else {
            throw .connectionWithoutRecord(location(valueNode), role: key)
        }
        return records[offset].id
    }

    // MARK: Metadata

    /// Document-level values that describe the editing environment (versions, plugins, editor
    /// state of the flattened properties) are kept as written, like a modern document's metadata.
    mutating func keepMetadata(_ data: Int32, objects: Int32) throws(XibError) {
        for (key, node) in keyedChildren(data) where !["IBDocument.RootObjects", "IBDocument.Objects"].contains(key) {
            if key == "IBDocument.Classes" {
                if let descriptions = try readClassDescriptions(node) {
                    classDescriptions = descriptions
                    continue
                }
                model.coverage.record(.element, "IBDocument.Classes", at: position(node))
            }
            model.metadata.append(genericElement(node))
        }
        var editorState: [NibElement] = []
        for id in flattenedOrder {
            for (name, node) in flattened[id] ?? [] where !Self.interpretedFlattenedNames.contains(name) {
                editorState.append(
                    NibElement(
                        name: "property",
                        attributes: [
                            NibAttribute(name: "object", value: id),
                            NibAttribute(name: "name", value: name),
                        ],
                        children: [genericElement(node)]))
            }
        }
        if !editorState.isEmpty {
            model.metadata.append(NibElement(name: "flattenedProperties", children: editorState))
        }
    }

    /// An element exactly as written.
    func genericElement(_ index: Int32) -> NibElement {
        let node = tree.node(index)
        return NibElement(
            name: node.name, attributes: node.attributes.map { NibAttribute(name: $0.name, value: $0.value) },
            text: node.text, children: node.children.map { genericElement($0) })
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
