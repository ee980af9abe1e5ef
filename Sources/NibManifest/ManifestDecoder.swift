import CJSONC
import NibModel

/// Turns json-c's tree of a manifest into a ``NibDocument`` in one walk, member names compared
/// as bytes and repeated names interned (``NameTable``); then checks the graph.
///
/// One decoder reads one manifest. Every failure is a ``ManifestError`` naming the JSON path.
final class ManifestDecoder {
    typealias Node = ManifestReader.Node
    typealias Members = ManifestReader.MemberCursor

    /// Shared strings for names; only touched between reads of members, never across a call
    /// that reads another value, so no two accesses overlap.
    @exclusivity(unchecked) private var names = NameTable()

    // MARK: Document

    func decodeDocument(_ root: Node) throws(ManifestError) -> (document: NibDocument, objectIndex: [String: Int]) {
        guard root.type == json_type_object else { throw .invalidValue(path: root.path, expected: "an object") }
        let format = root.member(ManifestMembers.Root.format)
        guard let format, format.type == json_type_string else {
            throw .unsupportedFormat(found: nil)
        }
        guard try format.string() == NibDocument.currentFormat else {
            throw .unsupportedFormat(found: try format.string())
        }
        let document = NibDocument(
            sourceFile: try root.required(ManifestMembers.Root.source).string(),
            info: try decodeInfo(root.required(ManifestMembers.Root.document)),
            placeholders: try root.required(ManifestMembers.Root.placeholders).array(decodePlaceholder),
            objects: try root.required(ManifestMembers.Root.objects).array(decodeObject),
            connections: try root.required(ManifestMembers.Root.connections).array(decodeConnection),
            topLevelObjects: try root.required(ManifestMembers.Root.topLevelObjects).array {
                node throws(ManifestError) in
                try node.string()
            },
            resources: try root.optional(ManifestMembers.Root.resources)?.array(decodeResource) ?? [],
            metadata: try root.optional(ManifestMembers.Root.metadata)?.array(decodeElement) ?? [],
            scenes: try root.optional(ManifestMembers.Root.scenes)?.array(decodeScene) ?? [],
            initialController: try root.optional(ManifestMembers.Root.initialController)?.string(),
            identity: try root.optional(ManifestMembers.Root.identity).map(decodeIdentity),
            classDescriptions: try root.optional(ManifestMembers.Root.classDescriptions)?.array(decodeClassDescription)
                ?? []
        )
        let index = try GraphCheck.validate(document)
        return (document, index)
    }

    func decodeScene(_ node: Node) throws(ManifestError) -> NibScene {
        var members = try Members(node)
        let id = try members.required(ManifestMembers.Scene.id).string()
        let controller = try members.optional(ManifestMembers.Scene.controller)?.string()
        let objects = try members.required(ManifestMembers.Scene.objects).array { item throws(ManifestError) in
            try item.string()
        }
        let placeholders = try members.required(ManifestMembers.Scene.placeholders).array {
            item throws(ManifestError) in try item.string()
        }
        var canvasLocation: NibPoint?
        if let location = members.optional(ManifestMembers.Scene.canvasLocation) {
            var point = try Members(location)
            canvasLocation = NibPoint(
                x: try point.required(ManifestMembers.CanvasLocation.x).double(),
                y: try point.required(ManifestMembers.CanvasLocation.y).double())
        }
        return NibScene(
            id: id, controller: controller, objects: objects, placeholders: placeholders,
            canvasLocation: canvasLocation, position: try decodePosition(&members, of: ManifestMembers.Scene.self))
    }

    /// The identity names files (`generate` names its outputs by it), so its path must be a
    /// package path and its localization a name (``ResourceName``).
    func decodeIdentity(_ node: Node) throws(ManifestError) -> DocumentIdentity {
        var members = try Members(node)
        let pathNode = try members.required(ManifestMembers.Identity.path)
        let path = try pathNode.string()
        if let problem = ResourceName.problem(packagePath: path) {
            throw .invalidValue(
                path: pathNode.path,
                expected: "the document's path in its package; "
                    + ResourceName.message(what: "path", value: path, problem: problem, isPath: true))
        }
        let localizationNode = members.optional(ManifestMembers.Identity.localization)
        let localization = try localizationNode?.string()
        if let localizationNode, let localization, let problem = ResourceName.problem(name: localization) {
            throw .invalidValue(
                path: localizationNode.path,
                expected: "a localization name; "
                    + ResourceName.message(what: "localization", value: localization, problem: problem))
        }
        return DocumentIdentity(path: path, localization: localization)
    }

    func decodeClassDescription(_ node: Node) throws(ManifestError) -> NibClassDescription {
        var members = try Members(node)
        func types(_ member: ManifestMembers.ClassDescription) throws(ManifestError) -> [String: String] {
            let pairs = try members.optional(member).map(attributes) ?? []
            return Dictionary(pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        let name = try members.required(ManifestMembers.ClassDescription.name).string()
        let superclass = try members.optional(ManifestMembers.ClassDescription.superclass)?.string()
        let outlets = try types(.outlets)
        let actions = try types(.actions)
        var source: NibClassDescription.Source?
        if let sourceNode = members.optional(ManifestMembers.ClassDescription.source) {
            var sourceMembers = try Members(sourceNode)
            source = NibClassDescription.Source(
                kind: try sourceMembers.required(ManifestMembers.ClassSource.kind).string(),
                path: try sourceMembers.required(ManifestMembers.ClassSource.path).string())
        }
        return NibClassDescription(
            name: name, superclass: superclass, outlets: outlets, actions: actions, source: source)
    }

    func decodeInfo(_ node: Node) throws(ManifestError) -> DocumentInfo {
        var members = try Members(node)
        return DocumentInfo(
            type: try members.required(ManifestMembers.Info.type).string(),
            version: try members.required(ManifestMembers.Info.version).string(),
            toolsVersion: try members.optional(ManifestMembers.Info.toolsVersion)?.string(),
            targetRuntime: try members.required(ManifestMembers.Info.targetRuntime).string(),
            attributes: try members.optional(ManifestMembers.Info.attributes).map(attributes) ?? []
        )
    }

    /// `line` and `column`, which the writer puts last.
    func decodePosition<Kind: ManifestPositionedKind>(_ members: inout Members, of kind: Kind.Type)
        throws(ManifestError) -> SourcePosition
    {
        SourcePosition(
            line: try members.optional(Kind.line)?.int() ?? 1, column: try members.optional(Kind.column)?.int() ?? 1)
    }

    func decodePlaceholder(_ node: Node) throws(ManifestError) -> NibPlaceholder {
        var members = try Members(node)
        return NibPlaceholder(
            id: try members.required(ManifestMembers.Placeholder.id).string(),
            role: try members.required(ManifestMembers.Placeholder.role).enumeration(),
            identifier: try members.optional(ManifestMembers.Placeholder.identifier)?.string(),
            element: try interned(members.required(ManifestMembers.Placeholder.element)),
            className: try interned(members.required(ManifestMembers.Placeholder.class)),
            customClass: try members.optional(ManifestMembers.Placeholder.customClass).map(interned),
            customModule: try members.optional(ManifestMembers.Placeholder.customModule).map(interned),
            userLabel: try members.optional(ManifestMembers.Placeholder.userLabel)?.string(),
            properties: try members.optional(ManifestMembers.Placeholder.properties).map(properties) ?? NibProperties(),
            runtimeAttributes: try members.optional(ManifestMembers.Placeholder.runtimeAttributes)?.array(
                decodeRuntimeAttribute) ?? [],
            position: try decodePosition(&members, of: ManifestMembers.Placeholder.self)
        )
    }

    /// Objects are most of a manifest, so they are read in one pass over their members, each
    /// name told apart by its bytes, into locals; the object is built once at the end (building
    /// it first and filling it in copied every field twice).
    func decodeObject(_ node: Node) throws(ManifestError) -> NibObject {
        var id: String?
        var element: String?
        var className: String?
        var customClass: String?
        var customModule: String?
        var userLabel: String?
        var parent: String?
        var key: String?
        var properties = NibProperties()
        var runtimeAttributes: [NibRuntimeAttribute] = []
        var isAnonymous = false
        var position = SourcePosition.start
        try node.forEachMember { (name, member) throws(ManifestError) in
            guard !member.isNull else { return }
            // Each case tests the first byte, then the name: as fast as a switch written over
            // the bytes, and each name taken from the table (a constant once inlined).
            typealias Member = ManifestMembers.Object
            switch name.first {
            case Member.id.first where name.is(Member.id.name): id = try member.string()
            case Member.element.first where name.is(Member.element.name): element = try interned(member)
            case Member.class.first where name.is(Member.class.name): className = try interned(member)
            case Member.column.first where name.is(Member.column.name): position.column = try member.int()
            case Member.customClass.first where name.is(Member.customClass.name): customClass = try interned(member)
            case Member.customModule.first where name.is(Member.customModule.name):
                customModule = try interned(member)
            case Member.properties.first where name.is(Member.properties.name):
                properties = try self.properties(member)
            case Member.parent.first where name.is(Member.parent.name): parent = try member.string()
            case Member.key.first where name.is(Member.key.name): key = try interned(member)
            case Member.line.first where name.is(Member.line.name): position.line = try member.int()
            case Member.userLabel.first where name.is(Member.userLabel.name): userLabel = try member.string()
            case Member.runtimeAttributes.first where name.is(Member.runtimeAttributes.name):
                runtimeAttributes = try member.array(decodeRuntimeAttribute)
            case Member.anonymous.first where name.is(Member.anonymous.name): isAnonymous = try member.bool()
            default: break
            }
        }
        guard let id else { throw .missingMember(path: "\(node.path).\(ManifestMembers.Object.id.name)") }
        guard let element else { throw .missingMember(path: "\(node.path).\(ManifestMembers.Object.element.name)") }
        guard let className else { throw .missingMember(path: "\(node.path).\(ManifestMembers.Object.class.name)") }
        return NibObject(
            id: id, element: element, className: className, customClass: customClass,
            customModule: customModule, userLabel: userLabel, parent: parent, key: key,
            properties: properties, runtimeAttributes: runtimeAttributes,
            isAnonymous: isAnonymous, position: position)
    }

    func decodeRuntimeAttribute(_ node: Node) throws(ManifestError) -> NibRuntimeAttribute {
        var members = try Members(node)
        return NibRuntimeAttribute(
            keyPath: try members.required(ManifestMembers.RuntimeAttribute.keyPath).string(),
            type: try interned(members.required(ManifestMembers.RuntimeAttribute.type)),
            value: try members.optional(ManifestMembers.RuntimeAttribute.value).map(value) ?? .nil
        )
    }

    func decodeConnection(_ node: Node) throws(ManifestError) -> NibConnection {
        var members = try Members(node)
        return NibConnection(
            id: try members.required(ManifestMembers.Connection.id).string(),
            kind: try members.required(ManifestMembers.Connection.kind).enumeration(),
            source: try members.required(ManifestMembers.Connection.source).string(),
            destination: try members.required(ManifestMembers.Connection.destination).string(),
            name: try interned(members.required(ManifestMembers.Connection.name)),
            properties: try members.optional(ManifestMembers.Connection.properties).map(properties) ?? NibProperties(),
            position: try decodePosition(&members, of: ManifestMembers.Connection.self)
        )
    }

    func decodeResource(_ node: Node) throws(ManifestError) -> NibResource {
        var members = try Members(node)
        return NibResource(
            kind: try members.required(ManifestMembers.Resource.kind).enumeration(),
            name: try members.required(ManifestMembers.Resource.name).string(),
            properties: try members.optional(ManifestMembers.Resource.properties).map(properties) ?? NibProperties(),
            position: try decodePosition(&members, of: ManifestMembers.Resource.self)
        )
    }

    func decodeElement(_ node: Node) throws(ManifestError) -> NibElement {
        var members = try Members(node)
        return NibElement(
            name: try interned(members.required(ManifestMembers.Element.name)),
            attributes: try members.optional(ManifestMembers.Element.attributes).map(attributes) ?? [],
            text: try members.optional(ManifestMembers.Element.text)?.string(),
            children: try members.optional(ManifestMembers.Element.children)?.array(decodeElement) ?? []
        )
    }

    // MARK: Values

    func interned(_ node: Node) throws(ManifestError) -> String {
        try node.string(interningIn: &names)
    }

    /// The members of an object, in the order they were written, names interned.
    func members<T>(_ node: Node, _ transform: (String, Node) throws(ManifestError) -> T) throws(ManifestError) -> [T] {
        var result: [T] = []
        result.reserveCapacity(node.memberCount)
        try node.forEachMember { (name, member) throws(ManifestError) in
            let key = names.string(for: name)
            result.append(try transform(key, member))
        }
        return result
    }

    func attributes(_ node: Node) throws(ManifestError) -> [NibAttribute] {
        try members(node) { (name, member) throws(ManifestError) in NibAttribute(name: name, value: try member.string())
        }
    }

    func numbers(_ node: Node) throws(ManifestError) -> [NibNamedNumber] {
        try members(node) { (name, member) throws(ManifestError) in
            NibNamedNumber(name: name, value: try member.double())
        }
    }

    func properties(_ node: Node) throws(ManifestError) -> NibProperties {
        NibProperties(
            try members(node) { (name, member) throws(ManifestError) in
                NibProperties.Entry(name: name, value: try value(member))
            })
    }

    func value(_ node: Node) throws(ManifestError) -> NibValue {
        switch node.type {
        case json_type_null: return .nil
        case json_type_boolean: return .bool(try node.bool())
        case json_type_int: return .integer(try node.int())
        case json_type_double: return .real(try node.double())
        case json_type_string: return .string(try node.string())
        case json_type_array: return .array(try node.array(value))
        case json_type_object: return try taggedValue(node)
        default: throw .invalidValue(path: node.path, expected: "a JSON value")
        }
    }

    /// A structured value (`{"type": "rect", …}`): its tag, then the members that tag needs, each
    /// read by its own phase below.
    func taggedValue(_ node: Node) throws(ManifestError) -> NibValue {
        var members = try Members(node)
        typealias Kinds = ManifestMembers
        let tagNode = try members.required(ManifestMembers.tagMember.text)
        let tag = try tagNode.stringBytes()
        switch tag {
        case Kinds.Rect.self: return .rect(try rect(&members))
        case Kinds.Point.self: return .point(try point(&members))
        case Kinds.Size.self: return .size(try size(&members))
        case Kinds.Inset.self: return .inset(NibInset(edges: try numbers(members.required(Kinds.Inset.edges))))
        case Kinds.Color.self: return .color(try color(node))
        case Kinds.Font.self: return .font(try font(&members))
        case Kinds.Flags.self: return .flags(try flags(members.required(Kinds.Flags.flags)))
        case Kinds.State.self: return .state(try properties(members.required(Kinds.State.properties)))
        case Kinds.AttributedString.self:
            return .attributedString(try members.required(Kinds.AttributedString.fragments).array(fragment))
        case Kinds.DictionaryValue.self:
            return .dictionary(try properties(members.required(Kinds.DictionaryValue.entries)))
        case Kinds.ObjectReference.self: return .object(try members.required(Kinds.ObjectReference.id).string())
        case Kinds.ObjectList.self:
            return .objects(
                try members.required(Kinds.ObjectList.ids).array { id throws(ManifestError) in try id.string() })
        case Kinds.Element.self: return .element(try decodeElement(node))
        default:
            throw .invalidValue(
                path: tagNode.path, expected: "a known value type, not \"\(String(decoding: tag, as: UTF8.self))\"")
        }
    }

    func rect(_ members: inout Members) throws(ManifestError) -> NibRect {
        NibRect(
            x: try members.required(ManifestMembers.Rect.x).double(),
            y: try members.required(ManifestMembers.Rect.y).double(),
            width: try members.required(ManifestMembers.Rect.width).double(),
            height: try members.required(ManifestMembers.Rect.height).double())
    }

    func point(_ members: inout Members) throws(ManifestError) -> NibPoint {
        NibPoint(
            x: try members.required(ManifestMembers.Point.x).double(),
            y: try members.required(ManifestMembers.Point.y).double())
    }

    func size(_ members: inout Members) throws(ManifestError) -> NibSize {
        NibSize(
            width: try members.required(ManifestMembers.Size.width).double(),
            height: try members.required(ManifestMembers.Size.height).double())
    }

    /// A colour has seven members the writer leaves out when empty, so it is read in one pass
    /// over the members it has rather than by looking for each one.
    func color(_ node: Node) throws(ManifestError) -> NibColor {
        var space: NibColor.Space?
        var color = NibColor(space: .rgb)
        try node.forEachMember { (name, member) throws(ManifestError) in
            guard !member.isNull else { return }
            typealias Member = ManifestMembers.Color
            switch name.first {
            case Member.space.first where name.is(Member.space.name): space = try member.enumeration()
            case Member.colorSpace.first where name.is(Member.colorSpace.name): color.colorSpace = try member.string()
            case Member.customColorSpace.first where name.is(Member.customColorSpace.name):
                color.customColorSpace = try member.string()
            case Member.components.first where name.is(Member.components.name):
                color.components = try numbers(member)
            case Member.name.first where name.is(Member.name.name): color.name = try member.string()
            case Member.catalog.first where name.is(Member.catalog.name): color.catalog = try member.string()
            case Member.fallbackName.first where name.is(Member.fallbackName.name):
                color.fallbackName = try member.string()
            default: break
            }
        }
        guard let space else {
            if let present = node.member(ManifestMembers.Color.space) {
                throw .invalidValue(path: present.path, expected: "a string")
            }
            throw .missingMember(path: "\(node.path).\(ManifestMembers.Color.space.name)")
        }
        color.space = space
        return color
    }

    func font(_ members: inout Members) throws(ManifestError) -> NibFont {
        let formNode = try members.required(ManifestMembers.Font.form)
        guard let form = NibFont.Form(rawValue: try formNode.string()) else {
            throw .invalidValue(path: formNode.path, expected: "\"description\" or \"font\"")
        }
        return NibFont(form: form, attributes: try attributes(members.required(ManifestMembers.Font.attributes)))
    }

    func flags(_ node: Node) throws(ManifestError) -> NibFlags {
        NibFlags(
            flags: try members(node) { (name, flag) throws(ManifestError) in NibFlag(name: name, isSet: try flag.bool())
            })
    }

    func fragment(_ node: Node) throws(ManifestError) -> NibFragment {
        var members = try Members(node)
        return NibFragment(
            content: try members.required(ManifestMembers.Fragment.content).string(),
            attributes: try members.optional(ManifestMembers.Fragment.attributes).map(properties) ?? NibProperties())
    }

    /// Whether UTF-8 bytes spell `literal`.
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        guard bytes.count == literal.utf8CodeUnitCount else { return false }
        let text = literal.utf8Start
        for offset in 0..<bytes.count where bytes[offset] != text[offset] { return false }
        return true
    }
}

/// A value's `type` tag matches the kind that has it: `case ManifestMembers.Rect.self` in a
/// switch over the tag's bytes.
@inline(__always)
func ~= <Kind: ManifestTaggedKind>(kind: Kind.Type, tag: UnsafeBufferPointer<UInt8>) -> Bool {
    ManifestDecoder.equal(tag, Kind.valueTag.text)
}
