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
        let format = root.member("format")
        guard let format, format.type == json_type_string else {
            throw .unsupportedFormat(found: nil)
        }
        guard try format.string() == NibDocument.currentFormat else {
            throw .unsupportedFormat(found: try format.string())
        }
        let document = NibDocument(
            sourceFile: try root.required("source").string(),
            info: try decodeInfo(root.required("document")),
            placeholders: try root.required("placeholders").array(decodePlaceholder),
            objects: try root.required("objects").array(decodeObject),
            connections: try root.required("connections").array(decodeConnection),
            topLevelObjects: try root.required("topLevelObjects").array { node throws(ManifestError) in
                try node.string()
            },
            resources: try root.optional("resources")?.array(decodeResource) ?? [],
            metadata: try root.optional("metadata")?.array(decodeElement) ?? [],
            scenes: try root.optional("scenes")?.array(decodeScene) ?? [],
            initialController: try root.optional("initialController")?.string(),
            identity: try root.optional("identity").map(decodeIdentity),
            classDescriptions: try root.optional("classDescriptions")?.array(decodeClassDescription) ?? []
        )
        let index = try GraphCheck.validate(document)
        return (document, index)
    }

    func decodeScene(_ node: Node) throws(ManifestError) -> NibScene {
        var members = try Members(node)
        let id = try members.required("id").string()
        let controller = try members.optional("controller")?.string()
        let objects = try members.required("objects").array { item throws(ManifestError) in try item.string() }
        let placeholders = try members.required("placeholders").array { item throws(ManifestError) in try item.string()
        }
        var canvasLocation: NibPoint?
        if let location = members.optional("canvasLocation") {
            var point = try Members(location)
            canvasLocation = NibPoint(x: try point.required("x").double(), y: try point.required("y").double())
        }
        return NibScene(
            id: id, controller: controller, objects: objects, placeholders: placeholders,
            canvasLocation: canvasLocation, position: try decodePosition(&members))
    }

    /// The identity names files (`generate` names its outputs by it), so its path must be a
    /// package path and its localization a name (``ResourceName``).
    func decodeIdentity(_ node: Node) throws(ManifestError) -> DocumentIdentity {
        var members = try Members(node)
        let path = try members.required("path").string()
        if let problem = ResourceName.problem(packagePath: path) {
            throw .invalidValue(
                path: "$.identity.path",
                expected: "the document's path in its package; "
                    + ResourceName.message(what: "path", value: path, problem: problem, isPath: true))
        }
        let localization = try members.optional("localization")?.string()
        if let localization, let problem = ResourceName.problem(name: localization) {
            throw .invalidValue(
                path: "$.identity.localization",
                expected: "a localization name; "
                    + ResourceName.message(what: "localization", value: localization, problem: problem))
        }
        return DocumentIdentity(path: path, localization: localization)
    }

    func decodeClassDescription(_ node: Node) throws(ManifestError) -> NibClassDescription {
        var members = try Members(node)
        func types(_ member: StaticString) throws(ManifestError) -> [String: String] {
            let pairs = try members.optional(member).map(attributes) ?? []
            return Dictionary(pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        let name = try members.required("name").string()
        let superclass = try members.optional("superclass")?.string()
        let outlets = try types("outlets")
        let actions = try types("actions")
        var source: NibClassDescription.Source?
        if let sourceNode = members.optional("source") {
            var sourceMembers = try Members(sourceNode)
            source = NibClassDescription.Source(
                kind: try sourceMembers.required("kind").string(),
                path: try sourceMembers.required("path").string())
        }
        return NibClassDescription(
            name: name, superclass: superclass, outlets: outlets, actions: actions, source: source)
    }

    func decodeInfo(_ node: Node) throws(ManifestError) -> DocumentInfo {
        var members = try Members(node)
        return DocumentInfo(
            type: try members.required("type").string(),
            version: try members.required("version").string(),
            toolsVersion: try members.optional("toolsVersion")?.string(),
            targetRuntime: try members.required("targetRuntime").string(),
            attributes: try members.optional("attributes").map(attributes) ?? []
        )
    }

    /// `line` and `column`, which the writer puts last.
    func decodePosition(_ members: inout Members) throws(ManifestError) -> SourcePosition {
        SourcePosition(
            line: try members.optional("line")?.int() ?? 1, column: try members.optional("column")?.int() ?? 1)
    }

    func decodePlaceholder(_ node: Node) throws(ManifestError) -> NibPlaceholder {
        var members = try Members(node)
        return NibPlaceholder(
            id: try members.required("id").string(),
            role: try members.required("role").enumeration(),
            identifier: try members.optional("identifier")?.string(),
            element: try interned(members.required("element")),
            className: try interned(members.required("class")),
            customClass: try members.optional("customClass").map(interned),
            customModule: try members.optional("customModule").map(interned),
            userLabel: try members.optional("userLabel")?.string(),
            properties: try members.optional("properties").map(properties) ?? NibProperties(),
            runtimeAttributes: try members.optional("runtimeAttributes")?.array(decodeRuntimeAttribute) ?? [],
            position: try decodePosition(&members)
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
            if member.isNull { return }
            switch name.first {
            case UInt8(ascii: "i") where name.is("id"):
                id = try member.string()
            case UInt8(ascii: "e") where name.is("element"):
                element = try interned(member)
            case UInt8(ascii: "c"):
                if name.is("class") {
                    className = try interned(member)
                } else if name.is("column") {
                    position.column = try member.int()
                } else if name.is("customClass") {
                    customClass = try interned(member)
                } else if name.is("customModule") {
                    customModule = try interned(member)
                }
            case UInt8(ascii: "p"):
                if name.is("properties") {
                    properties = try self.properties(member)
                } else if name.is("parent") {
                    parent = try member.string()
                }
            case UInt8(ascii: "k") where name.is("key"):
                key = try interned(member)
            case UInt8(ascii: "l") where name.is("line"):
                position.line = try member.int()
            case UInt8(ascii: "u") where name.is("userLabel"):
                userLabel = try member.string()
            case UInt8(ascii: "r") where name.is("runtimeAttributes"):
                runtimeAttributes = try member.array(decodeRuntimeAttribute)
            case UInt8(ascii: "a") where name.is("anonymous"):
                isAnonymous = try member.bool()
            default:
                break
            }
        }
        guard let id else { throw .missingMember(path: "\(node.path).id") }
        guard let element else { throw .missingMember(path: "\(node.path).element") }
        guard let className else { throw .missingMember(path: "\(node.path).class") }
        return NibObject(
            id: id, element: element, className: className, customClass: customClass,
            customModule: customModule, userLabel: userLabel, parent: parent, key: key,
            properties: properties, runtimeAttributes: runtimeAttributes,
            isAnonymous: isAnonymous, position: position)
    }

    func decodeRuntimeAttribute(_ node: Node) throws(ManifestError) -> NibRuntimeAttribute {
        var members = try Members(node)
        return NibRuntimeAttribute(
            keyPath: try members.required("keyPath").string(),
            type: try interned(members.required("type")),
            value: try members.optional("value").map(value) ?? .nil
        )
    }

    func decodeConnection(_ node: Node) throws(ManifestError) -> NibConnection {
        var members = try Members(node)
        return NibConnection(
            id: try members.required("id").string(),
            kind: try members.required("kind").enumeration(),
            source: try members.required("source").string(),
            destination: try members.required("destination").string(),
            name: try interned(members.required("name")),
            properties: try members.optional("properties").map(properties) ?? NibProperties(),
            position: try decodePosition(&members)
        )
    }

    func decodeResource(_ node: Node) throws(ManifestError) -> NibResource {
        var members = try Members(node)
        return NibResource(
            kind: try members.required("kind").enumeration(),
            name: try members.required("name").string(),
            properties: try members.optional("properties").map(properties) ?? NibProperties(),
            position: try decodePosition(&members)
        )
    }

    func decodeElement(_ node: Node) throws(ManifestError) -> NibElement {
        var members = try Members(node)
        return NibElement(
            name: try interned(members.required("name")),
            attributes: try members.optional("attributes").map(attributes) ?? [],
            text: try members.optional("text")?.string(),
            children: try members.optional("children")?.array(decodeElement) ?? []
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
        let tagNode = try members.required("type")
        let tag = try tagNode.stringBytes()
        switch tag.count {
        case 4 where Self.equal(tag, "rect"): return .rect(try rect(&members))
        case 5 where Self.equal(tag, "point"): return .point(try point(&members))
        case 4 where Self.equal(tag, "size"): return .size(try size(&members))
        case 5 where Self.equal(tag, "inset"): return .inset(NibInset(edges: try numbers(members.required("edges"))))
        case 5 where Self.equal(tag, "color"): return .color(try color(node))
        case 4 where Self.equal(tag, "font"): return .font(try font(&members))
        case 5 where Self.equal(tag, "flags"): return .flags(try flags(members.required("flags")))
        case 5 where Self.equal(tag, "state"): return .state(try properties(members.required("properties")))
        case 16 where Self.equal(tag, "attributedString"):
            return .attributedString(try members.required("fragments").array(fragment))
        case 10 where Self.equal(tag, "dictionary"): return .dictionary(try properties(members.required("entries")))
        case 6 where Self.equal(tag, "object"): return .object(try members.required("id").string())
        case 7 where Self.equal(tag, "objects"):
            return .objects(try members.required("ids").array { id throws(ManifestError) in try id.string() })
        case 7 where Self.equal(tag, "element"): return .element(try decodeElement(node))
        default:
            throw .invalidValue(
                path: tagNode.path, expected: "a known value type, not \"\(String(decoding: tag, as: UTF8.self))\"")
        }
    }

    func rect(_ members: inout Members) throws(ManifestError) -> NibRect {
        NibRect(
            x: try members.required("x").double(), y: try members.required("y").double(),
            width: try members.required("width").double(), height: try members.required("height").double())
    }

    func point(_ members: inout Members) throws(ManifestError) -> NibPoint {
        NibPoint(x: try members.required("x").double(), y: try members.required("y").double())
    }

    func size(_ members: inout Members) throws(ManifestError) -> NibSize {
        NibSize(width: try members.required("width").double(), height: try members.required("height").double())
    }

    /// A colour has seven members the writer leaves out when empty, so it is read in one pass
    /// over the members it has rather than by looking for each one.
    func color(_ node: Node) throws(ManifestError) -> NibColor {
        var space: NibColor.Space?
        var color = NibColor(space: .rgb)
        try node.forEachMember { (name, member) throws(ManifestError) in
            if member.isNull { return }
            switch name.first {
            case UInt8(ascii: "s") where name.is("space"): space = try member.enumeration()
            case UInt8(ascii: "c"):
                if name.is("colorSpace") {
                    color.colorSpace = try member.string()
                } else if name.is("customColorSpace") {
                    color.customColorSpace = try member.string()
                } else if name.is("components") {
                    color.components = try numbers(member)
                } else if name.is("catalog") {
                    color.catalog = try member.string()
                }
            case UInt8(ascii: "n") where name.is("name"): color.name = try member.string()
            case UInt8(ascii: "f") where name.is("fallbackName"): color.fallbackName = try member.string()
            default: break
            }
        }
        guard let space else {
            if let present = node.member("space") { throw .invalidValue(path: present.path, expected: "a string") }
            throw .missingMember(path: "\(node.path).space")
        }
        color.space = space
        return color
    }

    func font(_ members: inout Members) throws(ManifestError) -> NibFont {
        let formNode = try members.required("form")
        guard let form = NibFont.Form(rawValue: try formNode.string()) else {
            throw .invalidValue(path: formNode.path, expected: "\"description\" or \"font\"")
        }
        return NibFont(form: form, attributes: try attributes(members.required("attributes")))
    }

    func flags(_ node: Node) throws(ManifestError) -> NibFlags {
        NibFlags(
            flags: try members(node) { (name, flag) throws(ManifestError) in NibFlag(name: name, isSet: try flag.bool())
            })
    }

    func fragment(_ node: Node) throws(ManifestError) -> NibFragment {
        var members = try Members(node)
        return NibFragment(
            content: try members.required("content").string(),
            attributes: try members.optional("attributes").map(properties) ?? NibProperties())
    }

    /// Whether UTF-8 bytes spell `literal`.
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        guard bytes.count == literal.utf8CodeUnitCount else { return false }
        let text = literal.utf8Start
        for offset in 0..<bytes.count where bytes[offset] != text[offset] { return false }
        return true
    }
}
