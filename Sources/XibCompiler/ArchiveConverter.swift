import NibModel

/// The front-end for legacy keyed-archive xibs (`<archive type=… version="7.10">`, written by
/// Interface Builder 3 and Xcode 3–4): reads the element tree the SAX parser built and records the
/// same model as modern documents into a ``ModelBuilder``.
///
/// Objects are the archived objects that have an object record in `IBDocument.Objects`, with the
/// record's IB object id as their id; every other archived value becomes a typed property value.
/// Connections come from the connection records, turned to the modern direction. Phases:
/// check the root, index the archive ids, read the records, create placeholders and objects in
/// record-tree order, then connections, runtime attributes and class descriptions.
struct ArchiveConverter {
    let tree: XMLTree
    let path: String
    var model: ModelBuilder
    var platform: NibPlatform = .macOS

    /// Archive id (`id=` attribute) → the element that defines it.
    var definitions: [String: Int32] = [:]
    /// Object records in document order, and the index of each by the identity of its object.
    var records: [ArchiveRecord] = []
    var recordByObject: [String: Int] = [:]
    /// Flattened properties by IB object id, in document order.
    var flattened: [String: [(name: String, node: Int32)]] = [:]
    var flattenedOrder: [String] = []
    /// While an object's properties are read: its identity and the property being read, so that
    /// the records it holds learn the relationship key they fill.
    var reading: (owner: String, key: String)?
    /// Record identity → the relationship key under which its parent holds it.
    var relationshipKeys: [String: String] = [:]
    /// Record identities in the order their parent's properties mention them.
    var mentioned: [String: [String]] = [:]
    /// Values being read (for shared values that refer back to themselves) and a bound on the
    /// values produced, so a document of shared values cannot expand without limit.
    var inProgress: Set<Int32> = []
    var valueBudget: Int
    /// `IBDocument.Classes`, when it is in a shape the converter reads.
    var classDescriptions: [NibClassDescription] = []

    init(tree: XMLTree, path: String) {
        self.tree = tree
        self.path = path
        self.model = ModelBuilder(path: path)
        self.valueBudget = max(tree.nodes.count * 8, 1 << 16)
    }

    mutating func convert() throws(XibError) -> NibDocument {
        let root = tree.root
        let info = try readRoot(root)
        guard let data = tree.node(root).children.first(where: { tree.node($0).name == "data" }) else {
            throw .malformedArchive(location(root), message: "<archive> has no <data> element")
        }
        try indexDefinitions()
        guard let objects = child(data, key: "IBDocument.Objects") else {
            throw .malformedArchive(
                location(data), message: "no IBDocument.Objects (the object and connection records)")
        }
        try readFlattenedProperties(objects)
        try readObjectRecords(objects)
        try checkRecordTree()
        try convertRecordTree(rootObjects: child(data, key: "IBDocument.RootObjects"))
        try readConnectionRecords(objects)
        try keepMetadata(data, objects: objects)
        var document = try model.finish(info: info)
        document.classDescriptions = classDescriptions
        return document
    }

    // MARK: Root

    mutating func readRoot(_ root: Int32) throws(XibError) -> DocumentInfo {
        let node = tree.node(root)
        let type = node.attribute("type") ?? ""
        let version = node.attribute("version") ?? ""
        guard let targetRuntime = ArchiveFormat.targetRuntime(type: type), ArchiveFormat.versions.contains(version)
        else {
            throw .unsupportedArchive(location(root), type: type, version: version)
        }
        platform = NibPlatform(targetRuntime: targetRuntime)
        var toolsVersion: String?
        if let data = node.children.first(where: { tree.node($0).name == "data" }),
            let tools = child(data, key: "IBDocument.InterfaceBuilderVersion")
        {
            toolsVersion = scalarText(tools)
        }
        return DocumentInfo(type: type, version: version, toolsVersion: toolsVersion, targetRuntime: targetRuntime)
    }

    // MARK: Archive ids

    /// Maps every archive id to its element (a second definition is a duplicate id) and checks
    /// that every `<reference ref=…>` names one.
    mutating func indexDefinitions() throws(XibError) {
        var references: [Int32] = []
        var stack: [Int32] = [tree.root]
        while let index = stack.popLast() {
            let node = tree.node(index)
            if node.name == "reference" {
                if node.attribute("ref") != nil { references.append(index) }
            } else if let id = node.attribute("id") {
                if let first = definitions[id] {
                    throw .duplicateID(location(index), id: id, first: position(first))
                }
                definitions[id] = index
            }
            stack.append(contentsOf: node.children.reversed())
        }
        for index in references {
            let ref = tree.node(index).attribute("ref") ?? ""
            if definitions[ref] == nil {
                throw .danglingReference(location(index), id: ref, role: "archive reference")
            }
        }
    }

    // MARK: Objects

    /// Creates placeholders and objects depth-first over the record tree: top-level records in
    /// the order of `IBDocument.RootObjects`, then each object's children in the order its own
    /// properties hold them (subviews, items, …), then any other children in record order.
    mutating func convertRecordTree(rootObjects: Int32?) throws(XibError) {
        var childrenOf: [String: [Int]] = [:]
        var topLevel: [Int] = []
        for (offset, record) in records.enumerated() where !record.isRoot {
            if let parent = record.parent, let parentRecord = recordByObject[parent], !records[parentRecord].isRoot {
                childrenOf[parent, default: []].append(offset)
            } else {
                topLevel.append(offset)
            }
        }
        var ordered: [Int] = []
        var seen = Set<Int>()
        if let rootObjects {
            for member in members(rootObjects) {
                guard let definition = definition(member),
                    let offset = recordByObject[identity(ofDefinition: definition)],
                    topLevel.contains(offset), seen.insert(offset).inserted
                else { continue }
                ordered.append(offset)
            }
        }
        ordered += topLevel.filter { !seen.contains($0) }

        var stack = ordered.reversed().map { $0 }
        while let offset = stack.popLast() {
            let record = records[offset]
            try convertRecordObject(record)
            let children = childrenOf[record.object] ?? []
            var order: [Int] = []
            var placed = Set<Int>()
            for identity in mentioned[record.object] ?? [] {
                if let child = recordByObject[identity], children.contains(child), placed.insert(child).inserted {
                    order.append(child)
                }
            }
            order += children.filter { !placed.contains($0) }
            stack += order.reversed()
        }
    }

    mutating func convertRecordObject(_ record: ArchiveRecord) throws(XibError) {
        let objectClass = archivedClass(record.objectNode)
        let custom = try flattened[record.id]?.first { $0.name == "CustomClassName" }
            .map { entry throws(XibError) in try stringValue(entry.node) }
        if let role = try placeholderRole(record, objectClass: objectClass) {
            try convertPlaceholder(record, role: role, objectClass: objectClass, customClass: custom)
            return
        }
        var names: [String: String] = [:]
        for key in ArchiveClassMap.namingKeys {
            if let node = child(record.objectNode, key: key) { names[key] = try stringValue(node) }
        }
        let mapped = ArchiveClassMap.map(objectClass, platform: platform, names: names)
        if !mapped.known { model.coverage.record(.objectClass, objectClass, at: position(record.objectNode)) }
        let parentID = record.parent.flatMap { recordByObject[$0] }.map { records[$0] }.flatMap {
            $0.isRoot ? nil : $0.id
        }
        if parentID == nil { model.topLevel.append(record.id) }
        let index = try model.addObject(
            NibObject(
                id: record.id, element: mapped.element, className: mapped.className,
                customClass: custom ?? mapped.customClass, userLabel: record.name, parent: parentID,
                key: parentID == nil ? nil : relationshipKeys[record.object], position: position(record.objectNode)))
        var properties = try objectProperties(record, consumed: mapped.consumedKeys, objectClass: objectClass)
        var runtimeAttributes: [NibRuntimeAttribute] = []
        try applyFlattened(record, to: &properties, runtimeAttributes: &runtimeAttributes)
        model.objects[index].runtimeAttributes = runtimeAttributes
        NibObject.recordVisibleAtLaunch(element: mapped.element, in: &properties)
        model.objects[index].properties = properties
    }

    /// Cocoa marks File's Owner, First Responder and Application by the reserved record ids -2,
    /// -1 and -3; Cocoa Touch writes `IBProxyObject`s named by `IBProxiedObjectIdentifier`.
    func placeholderRole(_ record: ArchiveRecord, objectClass: String) throws(XibError) -> NibPlaceholder.Role? {
        if objectClass == "IBProxyObject" {
            let identifier = try proxiedIdentifier(record)
            switch identifier {
            case "IBFilesOwner": return .owner
            case "IBFirstResponder": return .firstResponder
            default: return .external
            }
        }
        guard platform.isAppKit, objectClass == "NSCustomObject", record.isTopLevel(in: self) else { return nil }
        switch record.id {
        case "-2": return .owner
        case "-1": return .firstResponder
        case "-3": return .application
        default: return nil
        }
    }

    func proxiedIdentifier(_ record: ArchiveRecord) throws(XibError) -> String? {
        try child(record.objectNode, key: "IBProxiedObjectIdentifier").map { node throws(XibError) in
            try stringValue(node)
        }
    }

    mutating func convertPlaceholder(
        _ record: ArchiveRecord, role: NibPlaceholder.Role, objectClass: String,
        customClass: String?
    ) throws(XibError) {
        let identifier = objectClass == "IBProxyObject" ? try proxiedIdentifier(record) : nil
        if role == .external && (identifier ?? "").isEmpty {
            throw .missingAttribute(
                location(record.objectNode), element: objectClass, attribute: "IBProxiedObjectIdentifier")
        }
        let named = try child(record.objectNode, key: "NSClassName").map { node throws(XibError) in
            try stringValue(node)
        }
        var properties = try objectProperties(
            record, consumed: ["NSClassName", "IBProxiedObjectIdentifier"],
            objectClass: objectClass)
        var runtimeAttributes: [NibRuntimeAttribute] = []
        try applyFlattened(record, to: &properties, runtimeAttributes: &runtimeAttributes)
        try model.addPlaceholder(
            NibPlaceholder(
                id: record.id, role: role, identifier: identifier,
                element: platform.isAppKit ? "customObject" : "placeholder",
                className: ClassVocabulary.placeholderClass(role: role, platform: platform),
                customClass: customClass ?? named, userLabel: record.name, properties: properties,
                runtimeAttributes: runtimeAttributes, position: position(record.objectNode)))
    }

    /// The object's keyed values, mapped to the modern names and kinds where the model knows them.
    mutating func objectProperties(
        _ record: ArchiveRecord, consumed: Set<String>,
        objectClass: String
    ) throws(XibError) -> NibProperties {
        var properties = NibProperties()
        for (key, valueNode) in keyedChildren(record.objectNode) {
            if consumed.contains(key) || ArchivePropertyMap.derivedKeys.contains(key) { continue }
            reading = (record.object, key)
            try recordProperty(key, valueNode, objectClass: objectClass, into: &properties)
        }
        reading = nil
        return properties
    }

    /// Notes, while a property is read, that it holds the record `identity`: the first property of
    /// the record's parent that holds it names the relationship it fills.
    mutating func noteMention(of identity: String, mappedKey: String? = nil) {
        guard let reading, let offset = recordByObject[identity], records[offset].parent == reading.owner else {
            return
        }
        if relationshipKeys[identity] == nil {
            relationshipKeys[identity] = mappedKey ?? ArchivePropertyMap.modernName(reading.key) ?? reading.key
            mentioned[reading.owner, default: []].append(identity)
        }
    }
}
