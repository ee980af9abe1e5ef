import NibModel

/// The front-end for the modern element grammar (`<document>`): reads the element tree and
/// records every object, placeholder, connection and value into a ``ModelBuilder``, which checks
/// ids and references and finishes the ``NibDocument``.
struct DocumentConverter {
    let tree: XMLTree
    let path: String
    var platform: NibPlatform = .iOS
    var model: ModelBuilder

    /// What the vocabulary says of each name of the tree, by name id, worked out once per
    /// distinct name instead of once per attribute.
    let nameTraits: [NameTraits]

    /// The toolkit class each name of the tree stands for as an object element on the document's
    /// platform, by name id (filled in once the platform is known).
    var elementClasses: [(name: String, known: Bool)] = []

    /// The class an object element stands for (``ClassVocabulary``), looked up once per distinct name.
    func elementClass(_ node: XMLTree.Node) -> (name: String, known: Bool) {
        elementClasses[Int(node.nameID)]
    }

    struct NameTraits {
        var type: AttributeType?
        var isReserved: Bool
    }

    init(tree: XMLTree, path: String) {
        self.tree = tree
        self.path = path
        self.model = ModelBuilder(path: path)
        nameTraits = tree.storage.names.map {
            NameTraits(type: AttributeVocabulary.all[$0], isReserved: Self.reservedAttributes.contains($0))
        }
    }

    /// The vocabulary's facts about an attribute's name.
    func traits(_ attribute: NibAttributeRef) -> NameTraits {
        if attribute.nameID >= 0 { return nameTraits[Int(attribute.nameID)] }
        return NameTraits(type: AttributeVocabulary.all[attribute.name], isReserved: Self.reservedAttributes.contains(attribute.name))
    }

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

    mutating func convert() throws(XibError) -> NibDocument {
        let root = tree.node(tree.root)
        guard root.name == "document" else {
            throw .notAnInterfaceBuilderDocument(location(root), root: root.name)
        }
        let type = root.attribute(.type) ?? ""
        guard let targetRuntime = root.attribute("targetRuntime") else {
            throw .missingAttribute(location(root), element: "document", attribute: "targetRuntime")
        }
        platform = NibPlatform(targetRuntime: targetRuntime)
        elementClasses = tree.storage.names.map { ClassVocabulary.className(element: $0, platform: platform) }
        let info = DocumentInfo(
            type: type,
            version: root.attribute("version") ?? "",
            toolsVersion: root.attribute("toolsVersion"),
            targetRuntime: targetRuntime,
            attributes: root.attributes.filter { !Self.documentMembers.contains($0.name) }
                .map { NibAttribute(name: $0.name, value: $0.value) }
        )
        model.initialController = root.attribute("initialViewController")
        model.initialControllerPosition = position(root)
        for childIndex in root.children {
            let child = tree.node(childIndex)
            switch child.name {
            case "objects":
                try convertTopLevel(child)
            case "resources":
                convertResources(child)
            case "scenes":
                try convertScenes(child)
            default:
                if !["device", "dependencies", "classes", "customFonts"].contains(child.name)
                    && !Self.storyboardEditorElements.contains(child.name) {
                    coverage.record(.element, "document/\(child.name)", at: position(child))
                }
                model.metadata.append(genericElement(child))
            }
        }
        return try model.finish(info: info)
    }

    /// Root attributes the model holds in members of its own rather than in `attributes`.
    static let documentMembers: Set<String> = ["type", "version", "toolsVersion", "targetRuntime", "initialViewController"]

    mutating func convertTopLevel(_ container: XMLTree.Node) throws(XibError) {
        for childIndex in container.children {
            let child = tree.node(childIndex)
            guard let id = child.attribute(.id) else {
                coverage.record(.element, "objects/\(child.name)", at: position(child))
                model.metadata.append(genericElement(child))
                continue
            }
            if let role = placeholderRole(child, id: id) {
                try convertPlaceholder(child, id: id, role: role)
            } else {
                model.topLevel.append(id)
                try convertObject(child, id: id, parent: nil, key: child.attribute(.key))
            }
        }
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

    mutating func convertPlaceholder(_ node: XMLTree.Node, id: String, role: NibPlaceholder.Role) throws(XibError) {
        let identifier = node.attribute(.placeholderIdentifier)
        if role == .external && (identifier ?? "").isEmpty {
            throw .missingAttribute(location(node), element: node.name, attribute: "placeholderIdentifier")
        }
        var body = ObjectBody()
        try convertBody(node, id: id, into: &body, skipping: ["placeholderIdentifier"])
        try model.addPlaceholder(NibPlaceholder(
            id: id, role: role, identifier: identifier, element: node.name,
            className: ClassVocabulary.placeholderClass(role: role, platform: platform),
            customClass: node.attribute(.customClass), customModule: node.attribute(.customModule),
            userLabel: node.attribute(.userLabel), properties: body.properties,
            runtimeAttributes: body.runtimeAttributes, position: position(node)))
    }

    /// An element without an id that still stands for an object: a known object element
    /// (`<view key="contentView">` in older documents) or one that holds objects of its own.
    func isAnonymousObject(_ node: XMLTree.Node) -> Bool {
        if Self.valueElementNames.contains(node.name) { return false }
        if elementClass(node).known { return true }
        return containsObject(node)
    }

    func containsObject(_ node: XMLTree.Node) -> Bool {
        for childIndex in node.children {
            let child = tree.node(childIndex)
            if !child.isNamed(.connections) && (child.attribute(.id) != nil || containsObject(child)) { return true }
        }
        return false
    }

    /// Element names that are always values, whatever they hold.
    static let valueElementNames: Set<String> = [
        "string", "mutableString", "integer", "real", "bool", "boolean", "nil", "rect", "point", "size", "inset",
        "color", "font", "fontDescription", "state", "attributedString", "array", "dictionary", "image",
    ]

    mutating func convertObject(_ node: XMLTree.Node, id: String, parent: String?, key: String?,
                                anonymous: Bool = false) throws(XibError) {
        let (className, known) = elementClass(node)
        if !known { coverage.record(.objectClass, node.name, at: position(node)) }
        let index = try model.addObject(NibObject(
            id: id, element: node.name, className: className, customClass: node.attribute(.customClass),
            customModule: node.attribute(.customModule), userLabel: node.attribute(.userLabel),
            parent: parent, key: key, isAnonymous: anonymous, position: position(node)))
        var body = ObjectBody()
        try convertBody(node, id: id, into: &body, skipping: [])
        NibObject.recordVisibleAtLaunch(element: node.name, in: &body.properties)
        model.objects[index].properties = body.properties
        model.objects[index].runtimeAttributes = body.runtimeAttributes
    }

    struct ObjectBody {
        var properties = NibProperties()
        var runtimeAttributes: [NibRuntimeAttribute] = []
    }

    static let reservedAttributes: Set<String> = ["id", "key", "customClass", "customModule", "userLabel", "customModuleProvider"]

    /// Records the attributes and children of an object or placeholder element.
    mutating func convertBody(_ node: XMLTree.Node, id: String, into body: inout ObjectBody,
                              skipping: Set<String>) throws(XibError) {
        for attribute in node.attributes {
            if traits(attribute).isReserved {
                if attribute.name == "customModuleProvider" { body.properties.set(attribute.name, .string(attribute.value)) }
                continue
            }
            if !skipping.isEmpty && skipping.contains(attribute.name) { continue }
            body.properties.set(attribute.name, typedAttribute(attribute, of: node))
        }
        for childIndex in node.children {
            let child = tree.node(childIndex)
            if child.isNamed(.connections) {
                try convertConnections(child, source: id)
            } else if let childID = child.attribute(.id) {
                let key = child.attribute(.key)
                try convertObject(child, id: childID, parent: id, key: key)
                if let key { body.properties.set(key, .object(childID)) }
            } else if let key = child.attribute(.key) {
                if isAnonymousObject(child) {
                    let childID = "\(id):\(key)"
                    try convertObject(child, id: childID, parent: id, key: key, anonymous: true)
                    body.properties.set(key, .object(childID))
                } else if containsObject(child) {
                    // A keyed value that holds objects (an `<array key=…>` of cells): a relationship.
                    body.properties.set(key, try relationship(child, owner: id, key: key))
                } else {
                    body.properties.set(key, convertValue(child))
                }
            } else if child.name == "userDefinedRuntimeAttributes" {
                body.runtimeAttributes += convertRuntimeAttributes(child)
            } else {
                try convertContainer(child, owner: id, into: &body)
            }
        }
    }

    /// A child with neither id nor key: an ordered relationship (`subviews`, `items`, …) when it
    /// holds objects, else a keyless value (`declaredKeys`, `customSpacing`, `accessibility`, …).
    mutating func convertContainer(_ node: XMLTree.Node, owner: String, into body: inout ObjectBody) throws(XibError) {
        if node.children.isEmpty ? Self.relationshipNames.contains(node.name) : containsObject(node) {
            body.properties.set(node.name, try relationship(node, owner: owner, key: node.name))
        } else {
            body.properties.set(node.name, convertValue(node))
        }
    }

    /// The objects of a relationship container, in order: `.objects` when every child is an object,
    /// else an array that keeps nested groupings (a matrix's `<cells><column>…`) and values in place.
    mutating func relationship(_ node: XMLTree.Node, owner: String, key: String) throws(XibError) -> NibValue {
        var members: [String] = []
        var items: [NibValue] = []
        var onlyObjects = true
        for (offset, child) in node.children.map({ tree.node($0) }).enumerated() {
            if let childID = child.attribute(.id) {
                try convertObject(child, id: childID, parent: owner, key: key)
                members.append(childID)
                items.append(.object(childID))
            } else if isAnonymousObject(child) && !child.isNamed(.connections) && elementClass(child).known {
                let childID = "\(owner):\(key)[\(offset)]"
                try convertObject(child, id: childID, parent: owner, key: key, anonymous: true)
                members.append(childID)
                items.append(.object(childID))
            } else if containsObject(child) {
                onlyObjects = false
                items.append(try relationship(child, owner: owner, key: key))
            } else {
                onlyObjects = false
                coverage.record(.element, "\(node.name)/\(child.name)", at: position(child))
                items.append(convertValue(child))
            }
        }
        return onlyObjects ? .objects(members) : .array(items)
    }

    /// Relationship containers that may be written empty.
    static let relationshipNames: Set<String> = [
        "subviews", "items", "constraints", "cells", "tableColumns", "prototypeCellViews", "tabViewItems",
        "toolbarItems", "viewControllers", "gestureRecognizers", "segments", "rows", "columns", "gridCells",
        "userGuides", "allowedToolbarItems", "defaultToolbarItems", "arrangedSubviews", "animations",
        "prototypes", "variation", "layoutGuides", "sections",
    ]

    // MARK: Attributes

    mutating func typedAttribute(_ attribute: NibAttributeRef, of node: XMLTree.Node) -> NibValue {
        guard let type = traits(attribute).type else {
            coverage.record(.attribute, "\(node.name)@\(attribute.name)", at: position(node))
            return .string(attribute.value)
        }
        return Self.typed(attribute.value, as: type)
    }

    static func typed(_ text: String, as type: AttributeType) -> NibValue {
        switch type {
        case .string:
            return .string(text)
        case .bool:
            if text == "YES" { return .bool(true) }
            if text == "NO" { return .bool(false) }
            return .string(text)
        case .integer:
            if let int = Int(text) { return .integer(int) }
            if let real = finiteDouble(text) { return .real(real) }
            return .string(text)
        case .real:
            if let real = finiteDouble(text) { return .real(real) }
            return .string(text)
        }
    }

    static func finiteDouble(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
