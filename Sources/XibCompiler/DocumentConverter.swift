import NibModel

/// The front-end for the modern element grammar (`<document>`): records every object,
/// placeholder, connection and value into a ``ModelBuilder``, which checks ids and references and
/// finishes the ``NibDocument``.
///
/// ``DocumentStream`` drives it while libxml2 parses: the elements that hold the graph (the
/// document, its `<objects>` and scenes, every object and every relationship that holds objects)
/// are read as they open and close, through the `begin…`/`end…` functions; every other element is
/// read whole, from the streaming tree, once it ends (``convertBodyChild(_:of:)``,
/// ``relationshipItem(_:offset:of:)``, ``convertValue(_:)`` and the functions they call).
struct DocumentConverter {
    let tree: XMLTree
    let path: String
    var platform: NibPlatform = .iOS
    var model: ModelBuilder
    /// The root element's facts, once ``begin(_:)`` has read them.
    var info: DocumentInfo?
    /// Whether ``begin(_:)`` has read the platform, so element classes can be looked up.
    var knowsPlatform = false
    /// The fonts and colours read so far, shared between the objects that have equal ones.
    var values = ValueTable()

    /// What the vocabulary says of each name of the tree, by name id, worked out once per
    /// distinct name instead of once per attribute (extended as the tree meets new names).
    var nameTraits: [NameTraits] = []

    /// How many properties the last two objects or placeholders of each element name and attribute
    /// count ended with (``propertyCountsIndex(_:)``): the next one's list starts with room for the
    /// larger count, so that it rarely grows while its children are read (a growing list doubles
    /// its room) and rarely holds room it never uses. Two kinds of the same element that a document
    /// alternates (a label's cell with three attributes, a field's cell with eight) are counted
    /// apart, so neither holds the other's room.
    var propertyCounts: [PropertyCounts] = []

    /// The attribute counts ``propertyCounts`` tells apart for each name: 0 to 14, and 15 or more.
    static let attributeCountClasses = 16

    /// Where ``propertyCounts`` keeps the counts of elements named like `node` with as many attributes.
    func propertyCountsIndex(_ node: XMLTree.Node) -> Int {
        Int(node.nameID) * Self.attributeCountClasses
            + min(node.attributes.count, Self.attributeCountClasses - 1)
    }

    /// The property counts of the last two elements of one name.
    struct PropertyCounts {
        private var last: Int32 = 0
        private var previous: Int32 = 0

        /// The room the next element's list starts with.
        var expected: Int { Int(max(last, previous)) }

        mutating func record(_ count: Int) {
            previous = last
            last = Int32(clamping: count)
        }
    }

    /// The toolkit class each name of the tree stands for as an object element on the document's
    /// platform, by name id (filled in once the platform is known, then as names are met).
    var elementClasses: [(name: String, known: Bool)] = []

    /// The class an object element stands for (``ClassVocabulary``), looked up once per distinct name.
    func elementClass(_ node: XMLTree.Node) -> (name: String, known: Bool) {
        elementClasses[Int(node.nameID)]
    }

    /// What the converter's tables say of one name, as an attribute and as an element.
    struct NameTraits {
        /// As an attribute: the kind its value is recorded as, if the vocabulary knows it.
        var type: AttributeType?
        /// As an attribute: one the object itself takes (``reservedAttributes``), not a property.
        var isReserved: Bool
        /// As an attribute: a colour component (``colorComponentNames``).
        var isColorComponent: Bool
        /// As an element: the value form it is read as, if it is a known value element.
        var valueForm: ValueForm?
        /// As an element: always a value, whatever it holds (``valueElementNames``).
        var isValueElement: Bool
        /// As an element: a flag set (``flagElements``).
        var isFlagElement: Bool
        /// As an element: a structured value kept as written (``structuredElements``).
        var isStructured: Bool
        /// As an element: a relationship container that may be written empty (``relationshipNames``).
        var isRelationship: Bool
        /// As an element: a window, whose launch visibility every manifest states (``NibObject/isWindow(element:)``).
        var isWindow: Bool
        /// As an element in `<connections>`: the kind of connection it records, if it is one.
        var connectionKind: NibConnection.Kind?

        init(_ name: String) {
            type = AttributeVocabulary.kind(of: name)
            isReserved = DocumentConverter.reservedAttributes.contains(name)
            isColorComponent = DocumentConverter.colorComponentNames.contains(name)
            valueForm = ValueForm(element: name)
            isValueElement = DocumentConverter.valueElementNames.contains(name)
            isFlagElement = DocumentConverter.flagElements.contains(name)
            isStructured = DocumentConverter.structuredElements.contains(name)
            isRelationship = DocumentConverter.relationshipNames.contains(name)
            isWindow = NibObject.isWindow(element: name)
            connectionKind = NibConnection.Kind(rawValue: name)
        }
    }

    init(tree: XMLTree, path: String) {
        self.tree = tree
        self.path = path
        self.model = ModelBuilder(path: path)
    }

    /// Brings the per-name tables up to every name the tree has met so far.
    mutating func learnNames() {
        let count = tree.storage.nameCount
        guard nameTraits.count < count || (knowsPlatform && elementClasses.count < count) else { return }
        let names = tree.storage.names
        nameTraits += names[nameTraits.count...].map(NameTraits.init)
        propertyCounts += repeatElement(
            PropertyCounts(), count: nameTraits.count * Self.attributeCountClasses - propertyCounts.count)
        if knowsPlatform {
            elementClasses += names[elementClasses.count...].map {
                ClassVocabulary.className(element: $0, platform: platform)
            }
        }
    }

    /// The tables' facts about an attribute's name.
    func traits(_ attribute: XMLTree.Attribute) -> NameTraits { nameTraits[Int(attribute.nameID)] }

    /// The tables' facts about an element's name.
    func traits(_ node: XMLTree.Node) -> NameTraits { nameTraits[Int(node.nameID)] }

    var coverage: Coverage {
        get { model.coverage }
        _modify { yield &model.coverage }
    }

    func location(_ node: XMLTree.Node) -> SourceLocation {
        SourceLocation(file: path, line: Int(node.line), column: Int(node.column))
    }

    func position(_ node: XMLTree.Node) -> SourcePosition {
        SourcePosition(line: Int(node.line), column: Int(node.column))
    }

    // MARK: Document

    /// Reads the root element (`<document>`): the document's facts and platform.
    mutating func begin(_ root: XMLTree.Node) throws(XibError) {
        let type = root.attribute(.type) ?? ""
        guard let targetRuntime = root.attribute("targetRuntime") else {
            throw .missingAttribute(location(root), element: "document", attribute: "targetRuntime")
        }
        platform = NibPlatform(targetRuntime: targetRuntime)
        knowsPlatform = true
        info = DocumentInfo(
            type: type,
            version: root.attribute("version") ?? "",
            toolsVersion: root.attribute("toolsVersion"),
            targetRuntime: targetRuntime,
            attributes: root.attributes.filter { !Self.documentMembers.contains($0.name) }
                .map { NibAttribute(name: $0.name, value: $0.value) }
        )
        learnNames()
        model.initialController = root.attribute("initialViewController")
        model.initialControllerPosition = position(root)
    }

    /// A child of the root element other than `<objects>` and `<scenes>` (which are read as they
    /// stream): the resources, or metadata kept as written.
    mutating func convertDocumentChild(_ child: XMLTree.Node) {
        if child.name == "resources" {
            convertResources(child)
            return
        }
        if !["device", "dependencies", "classes", "customFonts"].contains(child.name)
            && !Self.storyboardEditorElements.contains(child.name)
        {
            coverage.record(.element, "document/\(child.name)", at: position(child))
        }
        model.metadata.append(genericElement(child))
    }

    /// Checks and finishes the graph once every element has been read.
    func finish() throws(XibError) -> NibDocument {
        guard let info else { preconditionFailure("the root element was not read") }
        return try model.finish(info: info)
    }

    /// Root attributes the model holds in members of its own rather than in `attributes`.
    static let documentMembers: Set<String> = [
        "type", "version", "toolsVersion", "targetRuntime", "initialViewController",
    ]

    /// What an `<objects>` element — a xib's top level, or one scene's — has recorded so far.
    struct TopLevel {
        /// The scene the element belongs to, nil for a xib's.
        var scene: NibScene?
        /// Whether a member carries a `sceneMemberID`.
        var marksMembers = false
    }

    /// A member of an `<objects>` element that has no id: kept as metadata.
    mutating func convertTopLevelElement(_ child: XMLTree.Node) {
        coverage.record(.element, "objects/\(child.name)", at: position(child))
        model.metadata.append(genericElement(child))
    }

    /// The start of a member of an `<objects>` element that has an id: a placeholder (File's
    /// Owner, First Responder, a scene's Exit, an external object) or a top-level object. In a
    /// scene, the object marked `sceneMemberID="viewController"` is the controller.
    mutating func beginTopLevel(_ child: XMLTree.Node, id: String, in topLevel: inout TopLevel) throws(XibError)
        -> OpenMember
    {
        if let role = placeholderRole(child, id: id) {
            return try beginPlaceholder(child, id: id, role: role)
        }
        if topLevel.scene != nil {
            if child.hasAttribute(.sceneMemberID) { topLevel.marksMembers = true }
            if child.attribute(.sceneMemberID) == Self.controllerMemberID {
                if let first = topLevel.scene?.controller {
                    throw .duplicateSceneController(location(child), scene: topLevel.scene?.id ?? "", first: first)
                }
                topLevel.scene?.controller = id
            }
            topLevel.scene?.objects.append(id)
        }
        model.topLevel.append(id)
        return try beginObject(child, id: id, parent: nil, key: child.attribute(.key))
    }

    /// The end of a placeholder or top-level object: a scene lists its placeholders.
    mutating func endTopLevel(_ member: OpenMember, node: XMLTree.Node, in topLevel: inout TopLevel) throws(XibError) {
        try endMember(member, node: node)
        if case .placeholder = member.kind { topLevel.scene?.placeholders.append(member.id) }
    }

    /// The end of an `<objects>` element: WatchKit storyboards mark no member, and there the
    /// scene's first object is its controller.
    func endTopLevel(_ topLevel: TopLevel) -> NibScene? {
        guard var scene = topLevel.scene else { return nil }
        if scene.controller == nil && !topLevel.marksMembers { scene.controller = scene.objects.first }
        return scene
    }

    /// iOS writes placeholders as `<placeholder placeholderIdentifier=…>`; macOS writes them as
    /// `<customObject>` with the reserved ids -2 (File's Owner), -1 (First Responder), -3 (Application).
    /// A storyboard scene's Exit is `<exit>`, and a macOS scene's First Responder a `<customObject>`
    /// with `sceneMemberID="firstResponder"`.
    func placeholderRole(_ node: XMLTree.Node, id: String) -> NibPlaceholder.Role? {
        if node.name == "exit" { return .exit }
        if node.name == "customObject" && node.attribute(.sceneMemberID) == "firstResponder" { return .firstResponder }
        if node.name == "placeholder" {
            switch node.attribute(.placeholderIdentifier) {
            case "IBFilesOwner": return .owner
            case "IBFirstResponder": return .firstResponder
            default: return .external
            }
        }
        if platform.isAppKit && node.name == "customObject" {
            switch id {
            case "-2": return .owner
            case "-1": return .firstResponder
            case "-3": return .application
            default: return nil
            }
        }
        return nil
    }

    /// An object or placeholder whose element is open: what its end needs.
    struct OpenMember {
        enum Kind {
            /// An object, at this index of the model's objects.
            case object(index: Int)
            /// A placeholder, recorded once it ends, with what its start tag said.
            case placeholder(NibPlaceholder.Role, identifier: String?, reserved: ReservedAttributes)
        }

        var kind: Kind
        var id: String
        var body = ObjectBody()
    }

    mutating func beginPlaceholder(_ node: XMLTree.Node, id: String, role: NibPlaceholder.Role) throws(XibError)
        -> OpenMember
    {
        let identifier = node.attribute(.placeholderIdentifier)
        if role == .external && (identifier ?? "").isEmpty {
            throw .missingAttribute(location(node), element: node.name, attribute: "placeholderIdentifier")
        }
        var body = ObjectBody()
        let reserved = convertAttributes(node, into: &body, skipping: ["placeholderIdentifier"])
        return OpenMember(kind: .placeholder(role, identifier: identifier, reserved: reserved), id: id, body: body)
    }

    /// The start of an object: it takes its place in the model (parents before children) and its
    /// attributes become properties; its children follow.
    mutating func beginObject(
        _ node: XMLTree.Node, id: String, parent: String?, key: String?, anonymous: Bool = false
    ) throws(XibError) -> OpenMember {
        let (className, known) = elementClass(node)
        if !known { coverage.record(.objectClass, node.name, at: position(node)) }
        var body = ObjectBody()
        let reserved = convertAttributes(node, into: &body, skipping: [])
        let index = try model.addObject(
            id: id, element: node.name, className: className, customClass: reserved.customClass,
            customModule: reserved.customModule, userLabel: reserved.userLabel,
            parent: parent, key: key, isAnonymous: anonymous, position: position(node))
        return OpenMember(kind: .object(index: index), id: id, body: body)
    }

    /// The end of an object or placeholder, once every child has been read: an object's body is
    /// stored, a placeholder is recorded.
    mutating func endMember(_ member: consuming OpenMember, node: XMLTree.Node) throws(XibError) {
        let countsIndex = propertyCountsIndex(node)
        if countsIndex < propertyCounts.count { propertyCounts[countsIndex].record(member.body.properties.count) }
        switch member.kind {
        case .object(let index):
            if traits(node).isWindow {
                NibObject.recordVisibleAtLaunch(element: node.name, in: &member.body.properties)
            }
            // Swapped, not assigned: the member is dropped next, so its lists move without a copy.
            swap(&model.objects[index].properties, &member.body.properties)
            swap(&model.objects[index].runtimeAttributes, &member.body.runtimeAttributes)
            swap(&model.objects[index].base64Properties, &member.body.base64Properties)
        case .placeholder(let role, let identifier, let reserved):
            try model.addPlaceholder(
                NibPlaceholder(
                    id: member.id, role: role, identifier: identifier, element: node.name,
                    className: ClassVocabulary.placeholderClass(role: role, platform: platform),
                    customClass: reserved.customClass, customModule: reserved.customModule,
                    userLabel: reserved.userLabel, properties: member.body.properties,
                    runtimeAttributes: member.body.runtimeAttributes, position: position(node)))
        }
    }

    /// An element without an id that still stands for an object: a known object element
    /// (`<view key="contentView">` in older documents) or one that holds objects of its own.
    /// `holdsObject` as for ``classify(bodyChild:holdsObject:)``.
    func isAnonymousObject(_ node: XMLTree.Node, holdsObject: Bool? = nil) -> Bool {
        if traits(node).isValueElement { return false }
        if elementClass(node).known { return true }
        return holdsObject ?? containsObject(node)
    }

    func containsObject(_ node: XMLTree.Node) -> Bool {
        for childIndex in node.children {
            let child = tree.node(childIndex)
            if !child.isNamed(.connections) && (child.hasAttribute(.id) || containsObject(child)) { return true }
        }
        return false
    }

    /// Element names that are always values, whatever they hold.
    static let valueElementNames: Set<String> = [
        "string", "mutableString", "integer", "real", "bool", "boolean", "nil", "rect", "point", "size", "inset",
        "color", "font", "fontDescription", "state", "attributedString", "array", "dictionary", "image",
    ]

    /// An object read whole, with everything it holds.
    mutating func convertObject(
        _ node: XMLTree.Node, id: String, parent: String?, key: String?,
        anonymous: Bool = false
    ) throws(XibError) {
        var member = try beginObject(node, id: id, parent: parent, key: key, anonymous: anonymous)
        for childIndex in node.children { try convertBodyChild(tree.node(childIndex), of: &member) }
        try endMember(consume member, node: node)
    }

    struct ObjectBody {
        var properties = NibProperties()
        var runtimeAttributes: [NibRuntimeAttribute] = []
        /// The properties whose string is written in base64 (``NibObject/base64Properties``).
        var base64Properties: [String] = []
    }

    static let reservedAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "userLabel", "customModuleProvider",
    ]

    /// The attributes an object keeps in members of its own rather than as properties.
    struct ReservedAttributes {
        var customClass: String?
        var customModule: String?
        var userLabel: String?
    }

    /// Records the attributes of an object or placeholder element as properties, in one pass that
    /// also picks out the ones the object keeps in members of its own.
    mutating func convertAttributes(_ node: XMLTree.Node, into body: inout ObjectBody, skipping: Set<String>)
        -> ReservedAttributes
    {
        var reserved = ReservedAttributes()
        body.properties.reserveCapacity(max(node.attributes.count, expectedPropertyCount(node)))
        for attribute in node.attributes {
            if traits(attribute).isReserved {
                if attribute.isNamed(.customClass) {
                    reserved.customClass = attribute.value
                } else if attribute.isNamed(.customModule) {
                    reserved.customModule = attribute.value
                } else if attribute.isNamed(.userLabel) {
                    reserved.userLabel = attribute.value
                } else if attribute.name == "customModuleProvider" {
                    body.properties.append(newName: attribute.name, .string(attribute.value))
                }
                continue
            }
            if !skipping.isEmpty && skipping.contains(attribute.name) { continue }
            body.properties.append(newName: attribute.name, typedAttribute(attribute, of: node))
        }
        return reserved
    }

    /// The room for the properties of an element like `node` (the same name and attribute count):
    /// the larger count of the last two such elements (0 for the first).
    func expectedPropertyCount(_ node: XMLTree.Node) -> Int {
        let countsIndex = propertyCountsIndex(node)
        return countsIndex < propertyCounts.count ? propertyCounts[countsIndex].expected : 0
    }

    /// What the element grammar makes of a child of an object or placeholder element.
    enum BodyChild {
        case connections
        /// A child object, and the key it fills, if any.
        case object(id: String, key: String?)
        /// An object written without an id, filling `key`.
        case anonymousObject(key: String)
        /// A container of objects, filling `key` (its own key, or its element name).
        case relationship(key: String)
        case runtimeAttributes
        /// A value, under `key` (its own key, or its element name).
        case value(key: String)
    }

    /// What a child of an object or placeholder element is. `holdsObject`: whether it holds an
    /// object, when the caller already knows (``DocumentStream`` does, once one opens inside it,
    /// before the element is finished); else its children are looked at.
    func classify(bodyChild child: XMLTree.Node, holdsObject: Bool? = nil) -> BodyChild {
        if child.isNamed(.connections) { return .connections }
        if let id = child.attribute(.id) { return .object(id: id, key: child.attribute(.key)) }
        if let key = child.attribute(.key) {
            if isAnonymousObject(child, holdsObject: holdsObject) { return .anonymousObject(key: key) }
            // A keyed value that holds objects (an `<array key=…>` of cells) is a relationship.
            return holdsObject ?? containsObject(child) ? .relationship(key: key) : .value(key: key)
        }
        if child.name == "userDefinedRuntimeAttributes" { return .runtimeAttributes }
        // A keyless container (`subviews`, `items`, …) that holds objects, or one written empty;
        // else a keyless value (`declaredKeys`, `customSpacing`, `accessibility`, …).
        let holds = holdsObject ?? (child.children.isEmpty ? traits(child).isRelationship : containsObject(child))
        return holds ? .relationship(key: child.name) : .value(key: child.name)
    }

    /// Records one child of an object or placeholder element, read whole.
    mutating func convertBodyChild(_ child: XMLTree.Node, of member: inout OpenMember) throws(XibError) {
        let id = member.id
        switch classify(bodyChild: child) {
        case .connections:
            try convertConnections(child, source: id)
        case .object(let childID, let key):
            try convertObject(child, id: childID, parent: id, key: key)
            if let key { member.body.properties.set(key, .object(childID)) }
        case .anonymousObject(let key):
            let childID = anonymousID(owner: id, key: key)
            try convertObject(child, id: childID, parent: id, key: key, anonymous: true)
            member.body.properties.set(key, .object(childID))
        case .relationship(let key):
            member.body.properties.set(key, try relationship(child, owner: id, key: key))
        case .runtimeAttributes:
            member.body.runtimeAttributes += convertRuntimeAttributes(child)
        case .value(let key):
            member.body.properties.set(key, convertSharedValue(child))
            if isWrittenInBase64(child), !member.body.base64Properties.contains(key) {
                member.body.base64Properties.append(key)
            }
        }
    }

    /// The id of an object written without one, from its owner and the key it fills (and its
    /// place in a relationship).
    func anonymousID(owner: String, key: String, offset: Int? = nil) -> String {
        guard let offset else { return "\(owner):\(key)" }
        return "\(owner):\(key)[\(offset)]"
    }

    /// The objects of a relationship container while it is read: `.objects` when every child is
    /// an object, else an array that keeps nested groupings (a matrix's `<cells><column>…`) and
    /// values in place.
    struct OpenRelationship {
        /// The object that holds the relationship, and the key it fills.
        let owner: String
        let key: String
        /// The container's element name, for coverage.
        let container: String
        /// The ids of its objects, while every child so far is an object.
        var members: [String] = []
        /// Every child's value, once one is not an object.
        var items: [NibValue]?

        var value: NibValue { items.map { .array($0) } ?? .objects(members) }

        mutating func add(object id: String) {
            if items == nil {
                members.append(id)
            } else {
                items?.append(.object(id))
            }
        }

        mutating func add(_ value: NibValue) {
            if items == nil {
                items = members.map { .object($0) }
                members = []
            }
            items?.append(value)
        }
    }

    /// A relationship container read whole.
    mutating func relationship(_ node: XMLTree.Node, owner: String, key: String) throws(XibError) -> NibValue {
        var relationship = OpenRelationship(owner: owner, key: key, container: node.name)
        for (offset, childIndex) in node.children.enumerated() {
            try relationshipItem(tree.node(childIndex), offset: offset, of: &relationship)
        }
        return relationship.value
    }

    /// What the element grammar makes of a child of a relationship container.
    enum RelationshipItem {
        case object(id: String)
        /// A known object element written without an id: an object of its own.
        case anonymousObject
        /// A nested grouping that holds objects (a matrix's `<column>`).
        case grouping
        case value
    }

    /// What a child of a relationship container is (`holdsObject` as for
    /// ``classify(bodyChild:holdsObject:)``).
    func classify(relationshipItem child: XMLTree.Node, holdsObject: Bool? = nil) -> RelationshipItem {
        if let id = child.attribute(.id) { return .object(id: id) }
        if isAnonymousObject(child, holdsObject: holdsObject) && !child.isNamed(.connections)
            && elementClass(child).known
        {
            return .anonymousObject
        }
        return holdsObject ?? containsObject(child) ? .grouping : .value
    }

    /// Records one child of a relationship container, read whole.
    mutating func relationshipItem(_ child: XMLTree.Node, offset: Int, of relationship: inout OpenRelationship)
        throws(XibError)
    {
        let (owner, key) = (relationship.owner, relationship.key)
        switch classify(relationshipItem: child) {
        case .object(let childID):
            try convertObject(child, id: childID, parent: owner, key: key)
            relationship.add(object: childID)
        case .anonymousObject:
            let childID = anonymousID(owner: owner, key: key, offset: offset)
            try convertObject(child, id: childID, parent: owner, key: key, anonymous: true)
            relationship.add(object: childID)
        case .grouping:
            relationship.add(try self.relationship(child, owner: owner, key: key))
        case .value:
            coverage.record(.element, "\(relationship.container)/\(child.name)", at: position(child))
            relationship.add(convertValue(child))
        }
    }

    /// Relationship containers that may be written empty.
    static let relationshipNames: Set<String> = [
        "subviews", "items", "constraints", "cells", "tableColumns", "prototypeCellViews", "tabViewItems",
        "toolbarItems", "viewControllers", "gestureRecognizers", "segments", "rows", "columns", "gridCells",
        "userGuides", "allowedToolbarItems", "defaultToolbarItems", "arrangedSubviews", "animations",
        "prototypes", "variation", "layoutGuides", "sections",
    ]

    // MARK: Attributes

    mutating func typedAttribute(_ attribute: XMLTree.Attribute, of node: XMLTree.Node) -> NibValue {
        guard let type = traits(attribute).type else {
            coverage.record(.attribute, "\(node.name)@\(attribute.name)", at: position(node))
            return .string(attribute.value)
        }
        return attribute.withValueBytes { Self.typed($0, as: type) }
    }

    /// `text` recorded as `type`: as a string when it does not parse as one.
    static func typed(_ text: String, as type: AttributeType) -> NibValue {
        var text = text
        return text.withUTF8 { typed($0, as: type) }
    }

    /// The text `bytes` spell, recorded as `type`; the string is made only when it is the value.
    static func typed(_ bytes: UnsafeBufferPointer<UInt8>, as type: AttributeType) -> NibValue {
        switch type {
        case .string:
            break
        case .bool:
            if isYes(bytes) { return .bool(true) }
            if isNo(bytes) { return .bool(false) }
        case .integer:
            if let int = NumberText.integer(bytes) { return .integer(int) }
            if let real = NumberText.finiteDouble(bytes) { return .real(real) }
        case .real:
            if let real = NumberText.finiteDouble(bytes) { return .real(real) }
        }
        return .string(String(decoding: bytes, as: UTF8.self))
    }

    static func finiteDouble(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { NumberText.finiteDouble($0) }
    }
}
