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

        init(_ name: String) {
            type = AttributeVocabulary.kind(of: name)
            isReserved = DocumentConverter.reservedAttributes.contains(name)
            isColorComponent = DocumentConverter.colorComponentNames.contains(name)
            valueForm = ValueForm(element: name)
            isValueElement = DocumentConverter.valueElementNames.contains(name)
            isFlagElement = DocumentConverter.flagElements.contains(name)
            isStructured = DocumentConverter.structuredElements.contains(name)
            isRelationship = DocumentConverter.relationshipNames.contains(name)
        }
    }

    init(tree: XMLTree, path: String) {
        self.tree = tree
        self.path = path
        self.model = ModelBuilder(path: path)
        nameTraits = tree.storage.names.map(NameTraits.init)
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
                    && !Self.storyboardEditorElements.contains(child.name)
                {
                    coverage.record(.element, "document/\(child.name)", at: position(child))
                }
                model.metadata.append(genericElement(child))
            }
        }
        return try model.finish(info: info)
    }

    /// Root attributes the model holds in members of its own rather than in `attributes`.
    static let documentMembers: Set<String> = [
        "type", "version", "toolsVersion", "targetRuntime", "initialViewController",
    ]

    mutating func convertTopLevel(_ container: XMLTree.Node) throws(XibError) {
        var scene: NibScene?
        try convertObjects(container, scene: &scene)
    }

    /// The members of an `<objects>` element — a xib's top level, or one scene's (`scene` set):
    /// placeholders (File's Owner, First Responder, a scene's Exit, external objects) and
    /// top-level objects; an element without an id is kept as metadata. In a scene, the object
    /// marked `sceneMemberID="viewController"` is the controller; WatchKit storyboards mark no
    /// member, and there the scene's first object is its controller.
    mutating func convertObjects(_ container: XMLTree.Node, scene: inout NibScene?) throws(XibError) {
        var marksMembers = false
        for childIndex in container.children {
            let child = tree.node(childIndex)
            guard let id = child.attribute(.id) else {
                coverage.record(.element, "objects/\(child.name)", at: position(child))
                model.metadata.append(genericElement(child))
                continue
            }
            if let role = placeholderRole(child, id: id) {
                try convertPlaceholder(child, id: id, role: role)
                scene?.placeholders.append(id)
                continue
            }
            if scene != nil {
                if child.hasAttribute(.sceneMemberID) { marksMembers = true }
                if child.attribute(.sceneMemberID) == Self.controllerMemberID {
                    if let first = scene?.controller {
                        throw .duplicateSceneController(location(child), scene: scene?.id ?? "", first: first)
                    }
                    scene?.controller = id
                }
                scene?.objects.append(id)
            }
            model.topLevel.append(id)
            try convertObject(child, id: id, parent: nil, key: child.attribute(.key))
        }
        if var finished = scene, finished.controller == nil && !marksMembers {
            finished.controller = finished.objects.first
            scene = finished
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
        try model.addPlaceholder(
            NibPlaceholder(
                id: id, role: role, identifier: identifier, element: node.name,
                className: ClassVocabulary.placeholderClass(role: role, platform: platform),
                customClass: node.attribute(.customClass), customModule: node.attribute(.customModule),
                userLabel: node.attribute(.userLabel), properties: body.properties,
                runtimeAttributes: body.runtimeAttributes, position: position(node)))
    }

    /// An element without an id that still stands for an object: a known object element
    /// (`<view key="contentView">` in older documents) or one that holds objects of its own.
    func isAnonymousObject(_ node: XMLTree.Node) -> Bool {
        if traits(node).isValueElement { return false }
        if elementClass(node).known { return true }
        return containsObject(node)
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

    mutating func convertObject(
        _ node: XMLTree.Node, id: String, parent: String?, key: String?,
        anonymous: Bool = false
    ) throws(XibError) {
        let (className, known) = elementClass(node)
        if !known { coverage.record(.objectClass, node.name, at: position(node)) }
        let index = try model.addObject(
            NibObject(
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

    static let reservedAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "userLabel", "customModuleProvider",
    ]

    /// Records the attributes and children of an object or placeholder element.
    mutating func convertBody(
        _ node: XMLTree.Node, id: String, into body: inout ObjectBody,
        skipping: Set<String>
    ) throws(XibError) {
        body.properties.reserveCapacity(node.attributes.count + node.children.count)
        for attribute in node.attributes {
            if traits(attribute).isReserved {
                if attribute.name == "customModuleProvider" {
                    body.properties.set(attribute.name, .string(attribute.value))
                }
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
        if node.children.isEmpty ? traits(node).isRelationship : containsObject(node) {
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

    mutating func typedAttribute(_ attribute: XMLTree.Attribute, of node: XMLTree.Node) -> NibValue {
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
