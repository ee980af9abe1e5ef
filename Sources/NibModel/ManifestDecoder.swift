import CJSONC

/// Turns json-c's tree of a manifest into a ``NibDocument`` in one walk, member names compared
/// as bytes and repeated names interned (``NameTable``); then checks the graph.
///
/// One decoder reads one manifest. Every failure is a ``ManifestError`` naming the JSON path.
final class ManifestDecoder {
    typealias Node = ManifestReader.Node

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
            topLevelObjects: try root.required("topLevelObjects").array { node throws(ManifestError) in try node.string() },
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
        var canvasLocation: NibPoint?
        if let location = try node.optional("canvasLocation") {
            canvasLocation = NibPoint(x: try location.required("x").double(), y: try location.required("y").double())
        }
        return NibScene(
            id: try node.required("id").string(),
            controller: try node.optional("controller")?.string(),
            objects: try node.required("objects").array { item throws(ManifestError) in try item.string() },
            placeholders: try node.required("placeholders").array { item throws(ManifestError) in try item.string() },
            canvasLocation: canvasLocation,
            position: try decodePosition(node)
        )
    }

    func decodeIdentity(_ node: Node) throws(ManifestError) -> DocumentIdentity {
        DocumentIdentity(path: try node.required("path").string(), localization: try node.optional("localization")?.string())
    }

    func decodeClassDescription(_ node: Node) throws(ManifestError) -> NibClassDescription {
        func types(_ member: StaticString) throws(ManifestError) -> [String: String] {
            let pairs = try node.optional(member).map(attributes) ?? []
            return Dictionary(pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        var source: NibClassDescription.Source?
        if let sourceNode = try node.optional("source") {
            source = NibClassDescription.Source(kind: try sourceNode.required("kind").string(),
                                                path: try sourceNode.required("path").string())
        }
        return NibClassDescription(name: try node.required("name").string(),
                                   superclass: try node.optional("superclass")?.string(),
                                   outlets: try types("outlets"), actions: try types("actions"), source: source)
    }

    func decodeInfo(_ node: Node) throws(ManifestError) -> DocumentInfo {
        DocumentInfo(
            type: try node.required("type").string(),
            version: try node.required("version").string(),
            toolsVersion: try node.optional("toolsVersion")?.string(),
            targetRuntime: try node.required("targetRuntime").string(),
            attributes: try node.optional("attributes").map(attributes) ?? []
        )
    }

    func decodePosition(_ node: Node) throws(ManifestError) -> SourcePosition {
        SourcePosition(line: try node.optional("line")?.int() ?? 1, column: try node.optional("column")?.int() ?? 1)
    }

    func decodePlaceholder(_ node: Node) throws(ManifestError) -> NibPlaceholder {
        let role: NibPlaceholder.Role = try node.required("role").enumeration()
        return NibPlaceholder(
            id: try node.required("id").string(),
            role: role,
            identifier: try node.optional("identifier")?.string(),
            element: try interned(node.required("element")),
            className: try interned(node.required("class")),
            customClass: try node.optional("customClass").map(interned),
            customModule: try node.optional("customModule").map(interned),
            userLabel: try node.optional("userLabel")?.string(),
            properties: try node.optional("properties").map(properties) ?? NibProperties(),
            runtimeAttributes: try node.optional("runtimeAttributes")?.array(decodeRuntimeAttribute) ?? [],
            position: try decodePosition(node)
        )
    }

    /// Objects are most of a manifest, so they are read in one pass over their members, each
    /// name told apart by its bytes.
    func decodeObject(_ node: Node) throws(ManifestError) -> NibObject {
        var object = NibObject(id: "", element: "", className: "")
        var found = (id: false, element: false, className: false)
        try node.forEachMember { (name, member) throws(ManifestError) in
            if member.isNull { return }
            switch name.first {
            case UInt8(ascii: "i") where name.is("id"):
                object.id = try member.string(); found.id = true
            case UInt8(ascii: "e") where name.is("element"):
                object.element = try interned(member); found.element = true
            case UInt8(ascii: "c"):
                if name.is("class") { object.className = try interned(member); found.className = true }
                else if name.is("column") { object.position.column = try member.int() }
                else if name.is("customClass") { object.customClass = try interned(member) }
                else if name.is("customModule") { object.customModule = try interned(member) }
            case UInt8(ascii: "p"):
                if name.is("properties") { object.properties = try properties(member) }
                else if name.is("parent") { object.parent = try member.string() }
            case UInt8(ascii: "k") where name.is("key"):
                object.key = try interned(member)
            case UInt8(ascii: "l") where name.is("line"):
                object.position.line = try member.int()
            case UInt8(ascii: "u") where name.is("userLabel"):
                object.userLabel = try member.string()
            case UInt8(ascii: "r") where name.is("runtimeAttributes"):
                object.runtimeAttributes = try member.array(decodeRuntimeAttribute)
            case UInt8(ascii: "a") where name.is("anonymous"):
                object.isAnonymous = try member.bool()
            default:
                break
            }
        }
        if !found.id { throw .missingMember(path: "\(node.path).id") }
        if !found.element { throw .missingMember(path: "\(node.path).element") }
        if !found.className { throw .missingMember(path: "\(node.path).class") }
        return object
    }

    func decodeRuntimeAttribute(_ node: Node) throws(ManifestError) -> NibRuntimeAttribute {
        NibRuntimeAttribute(
            keyPath: try node.required("keyPath").string(),
            type: try interned(node.required("type")),
            value: try node.optional("value").map(value) ?? .nil
        )
    }

    func decodeConnection(_ node: Node) throws(ManifestError) -> NibConnection {
        let kind: NibConnection.Kind = try node.required("kind").enumeration()
        return NibConnection(
            id: try node.required("id").string(),
            kind: kind,
            source: try node.required("source").string(),
            destination: try node.required("destination").string(),
            name: try interned(node.required("name")),
            properties: try node.optional("properties").map(properties) ?? NibProperties(),
            position: try decodePosition(node)
        )
    }

    func decodeResource(_ node: Node) throws(ManifestError) -> NibResource {
        let kind: NibResource.Kind = try node.required("kind").enumeration()
        return NibResource(
            kind: kind,
            name: try node.required("name").string(),
            properties: try node.optional("properties").map(properties) ?? NibProperties(),
            position: try decodePosition(node)
        )
    }

    func decodeElement(_ node: Node) throws(ManifestError) -> NibElement {
        NibElement(
            name: try interned(node.required("name")),
            attributes: try node.optional("attributes").map(attributes) ?? [],
            text: try node.optional("text")?.string(),
            children: try node.optional("children")?.array(decodeElement) ?? []
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
        try members(node) { (name, member) throws(ManifestError) in NibAttribute(name: name, value: try member.string()) }
    }

    func numbers(_ node: Node) throws(ManifestError) -> [NibNamedNumber] {
        try members(node) { (name, member) throws(ManifestError) in NibNamedNumber(name: name, value: try member.double()) }
    }

    func properties(_ node: Node) throws(ManifestError) -> NibProperties {
        NibProperties(try members(node) { (name, member) throws(ManifestError) in
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

    /// A structured value (`{"type": "rect", …}`): its tag, then each member it needs, found by
    /// walking the handful of members it has.
    func taggedValue(_ node: Node) throws(ManifestError) -> NibValue {
        guard let tagNode = node.member("type") else { throw .missingMember(path: "\(node.path).type") }
        let tag = try tagNode.stringBytes()
        func member(_ name: StaticString) throws(ManifestError) -> Node {
            guard let found = node.member(name) else { throw .missingMember(path: "\(node.path).\(name)") }
            return found
        }
        func optionalString(_ name: StaticString) throws(ManifestError) -> String? {
            guard let found = node.member(name), !found.isNull else { return nil }
            return try found.string()
        }
        switch tag.count {
        case 4 where Self.equal(tag, "rect"):
            return .rect(NibRect(x: try member("x").double(), y: try member("y").double(),
                                 width: try member("width").double(), height: try member("height").double()))
        case 5 where Self.equal(tag, "point"):
            return .point(NibPoint(x: try member("x").double(), y: try member("y").double()))
        case 4 where Self.equal(tag, "size"):
            return .size(NibSize(width: try member("width").double(), height: try member("height").double()))
        case 5 where Self.equal(tag, "inset"):
            return .inset(NibInset(edges: try numbers(member("edges"))))
        case 5 where Self.equal(tag, "color"):
            let space: NibColor.Space = try member("space").enumeration()
            let components = node.member("components").flatMap { $0.isNull ? nil : $0 }
            return .color(NibColor(
                space: space,
                colorSpace: try optionalString("colorSpace"),
                customColorSpace: try optionalString("customColorSpace"),
                components: try components.map(numbers) ?? [],
                name: try optionalString("name"),
                catalog: try optionalString("catalog"),
                fallbackName: try optionalString("fallbackName")))
        case 4 where Self.equal(tag, "font"):
            let formNode = try member("form")
            guard let form = NibFont.Form(rawValue: try formNode.string()) else {
                throw .invalidValue(path: formNode.path, expected: "\"description\" or \"font\"")
            }
            return .font(NibFont(form: form, attributes: try attributes(member("attributes"))))
        case 5 where Self.equal(tag, "flags"):
            return .flags(NibFlags(flags: try members(member("flags")) { (name, flag) throws(ManifestError) in
                NibFlag(name: name, isSet: try flag.bool())
            }))
        case 5 where Self.equal(tag, "state"):
            return .state(try properties(member("properties")))
        case 16 where Self.equal(tag, "attributedString"):
            return .attributedString(try member("fragments").array { fragment throws(ManifestError) in
                NibFragment(content: try fragment.required("content").string(),
                            attributes: try fragment.optional("attributes").map(properties) ?? NibProperties())
            })
        case 10 where Self.equal(tag, "dictionary"):
            return .dictionary(try properties(member("entries")))
        case 6 where Self.equal(tag, "object"):
            return .object(try member("id").string())
        case 7 where Self.equal(tag, "objects"):
            return .objects(try member("ids").array { id throws(ManifestError) in try id.string() })
        case 7 where Self.equal(tag, "element"):
            return .element(try decodeElement(node))
        default:
            throw .invalidValue(path: tagNode.path, expected: "a known value type, not \"\(String(decoding: tag, as: UTF8.self))\"")
        }
    }

    /// Whether UTF-8 bytes spell `literal`.
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        guard bytes.count == literal.utf8CodeUnitCount else { return false }
        let text = literal.utf8Start
        for offset in 0..<bytes.count where bytes[offset] != text[offset] { return false }
        return true
    }
}
