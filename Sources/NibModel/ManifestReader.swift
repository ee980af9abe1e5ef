import CJSONC

/// Reads a JSON graph manifest back into a ``NibDocument``, with json-c.
///
/// The reader checks the format version, the JSON type of every member it uses and the
/// consistency of the graph (unique ids, references that resolve); any failure is a
/// ``ManifestError`` that says where.
public enum ManifestReader {
    /// The deepest nesting accepted. Real manifests stay far below it.
    public static let maximumDepth = 256

    public static func read(_ bytes: some Collection<UInt8>) throws(ManifestError) -> NibDocument {
        let root = try parse(bytes)
        defer { json_object_put(root) }
        return try decodeDocument(Node(root: root))
    }

    public static func read(string: String) throws(ManifestError) -> NibDocument {
        try read(Array(string.utf8))
    }

    /// Parses JSON text with json-c into a tree the caller must release with `json_object_put`.
    static func parse(_ bytes: some Collection<UInt8>) throws(ManifestError) -> OpaquePointer {
        let buffer = Array(bytes)
        guard buffer.count < Int(Int32.max) else {
            throw .syntax(message: "file too large", position: .start)
        }
        guard let tokener = json_tokener_new_ex(Int32(maximumDepth)) else {
            throw .syntax(message: "out of memory", position: .start)
        }
        defer { json_tokener_free(tokener) }
        json_tokener_set_flags(tokener, Int32(JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8))
        let result: OpaquePointer? = buffer.withUnsafeBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { chars in
                json_tokener_parse_ex(tokener, chars.baseAddress, Int32(chars.count))
            }
        }
        let error = json_tokener_get_error(tokener)
        let end = Int(json_tokener_get_parse_end(tokener))
        if let result, error == json_tokener_success {
            // Only white space may follow the value.
            if buffer[min(end, buffer.count)...].contains(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) {
                json_object_put(result)
                throw .syntax(message: "unexpected data after the top-level value", position: position(in: buffer, offset: end))
            }
            return result
        }
        if let result { json_object_put(result) }
        let at = position(in: buffer, offset: end)
        // json-c takes a NUL byte for the end of the text; name the real cause.
        if let nul = buffer.prefix(end + 1).firstIndex(of: 0) {
            throw .syntax(message: "a NUL byte is not allowed in JSON text", position: position(in: buffer, offset: nul))
        }
        if error == json_tokener_continue {
            throw .syntax(message: "unexpected end of input", position: at)
        }
        if error == json_tokener_error_depth {
            throw .tooDeep(limit: maximumDepth, position: at)
        }
        let message = json_tokener_error_desc(error).map { String(cString: $0) } ?? "parse error"
        throw .syntax(message: message, position: at)
    }

    static func position(in bytes: [UInt8], offset: Int) -> SourcePosition {
        var line = 1, column = 1
        for byte in bytes.prefix(offset) {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return SourcePosition(line: line, column: column)
    }

    // MARK: Document

    static func decodeDocument(_ root: Node) throws(ManifestError) -> NibDocument {
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
        try validate(document, root)
        return document
    }

    static func validate(_ document: NibDocument, _ root: Node) throws(ManifestError) {
        var ids = Set<String>()
        for (offset, placeholder) in document.placeholders.enumerated() where !ids.insert(placeholder.id).inserted {
            throw .inconsistentGraph(path: "\(root.path).placeholders[\(offset)].id", message: "duplicate id \"\(placeholder.id)\"")
        }
        for (offset, object) in document.objects.enumerated() where !ids.insert(object.id).inserted {
            throw .inconsistentGraph(path: "\(root.path).objects[\(offset)].id", message: "duplicate id \"\(object.id)\"")
        }
        for (offset, object) in document.objects.enumerated() {
            if let parent = object.parent, !ids.contains(parent) {
                throw .inconsistentGraph(path: "\(root.path).objects[\(offset)].parent", message: "no object has id \"\(parent)\"")
            }
        }
        for (offset, connection) in document.connections.enumerated() {
            for (member, id) in [("source", connection.source), ("destination", connection.destination)] where !ids.contains(id) {
                throw .inconsistentGraph(path: "\(root.path).connections[\(offset)].\(member)", message: "no object has id \"\(id)\"")
            }
        }
        for (offset, id) in document.topLevelObjects.enumerated() where !ids.contains(id) {
            throw .inconsistentGraph(path: "\(root.path).topLevelObjects[\(offset)]", message: "no object has id \"\(id)\"")
        }
        try validateScenes(document, root, ids: ids)
    }

    /// Every id a scene lists, and the initial controller, must name something in the graph.
    static func validateScenes(_ document: NibDocument, _ root: Node, ids: Set<String>) throws(ManifestError) {
        var sceneIDs = Set<String>()
        for (offset, scene) in document.scenes.enumerated() {
            let path = "\(root.path).scenes[\(offset)]"
            if !sceneIDs.insert(scene.id).inserted {
                throw .inconsistentGraph(path: "\(path).id", message: "duplicate scene id \"\(scene.id)\"")
            }
            if let controller = scene.controller, !ids.contains(controller) {
                throw .inconsistentGraph(path: "\(path).controller", message: "no object has id \"\(controller)\"")
            }
            for (member, list) in [("objects", scene.objects), ("placeholders", scene.placeholders)] {
                for (index, id) in list.enumerated() where !ids.contains(id) {
                    throw .inconsistentGraph(path: "\(path).\(member)[\(index)]", message: "no object has id \"\(id)\"")
                }
            }
        }
        if let initial = document.initialController, !ids.contains(initial) {
            throw .inconsistentGraph(path: "\(root.path).initialController", message: "no object has id \"\(initial)\"")
        }
    }

    static func decodeScene(_ node: Node) throws(ManifestError) -> NibScene {
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

    static func decodeIdentity(_ node: Node) throws(ManifestError) -> DocumentIdentity {
        DocumentIdentity(path: try node.required("path").string(), localization: try node.optional("localization")?.string())
    }

    static func decodeClassDescription(_ node: Node) throws(ManifestError) -> NibClassDescription {
        func types(_ member: String) throws(ManifestError) -> [String: String] {
            let pairs = try node.optional(member)?.attributes() ?? []
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

    static func decodeInfo(_ node: Node) throws(ManifestError) -> DocumentInfo {
        DocumentInfo(
            type: try node.required("type").string(),
            version: try node.required("version").string(),
            toolsVersion: try node.optional("toolsVersion")?.string(),
            targetRuntime: try node.required("targetRuntime").string(),
            attributes: try node.optional("attributes")?.attributes() ?? []
        )
    }

    static func decodePosition(_ node: Node) throws(ManifestError) -> SourcePosition {
        SourcePosition(line: try node.optional("line")?.int() ?? 1, column: try node.optional("column")?.int() ?? 1)
    }

    static func decodePlaceholder(_ node: Node) throws(ManifestError) -> NibPlaceholder {
        let role: NibPlaceholder.Role = try node.required("role").enumeration()
        return NibPlaceholder(
            id: try node.required("id").string(),
            role: role,
            identifier: try node.optional("identifier")?.string(),
            element: try node.required("element").string(),
            className: try node.required("class").string(),
            customClass: try node.optional("customClass")?.string(),
            customModule: try node.optional("customModule")?.string(),
            userLabel: try node.optional("userLabel")?.string(),
            properties: try node.optional("properties")?.properties() ?? NibProperties(),
            runtimeAttributes: try node.optional("runtimeAttributes")?.array(decodeRuntimeAttribute) ?? [],
            position: try decodePosition(node)
        )
    }

    /// Objects are most of a manifest, so they are read in one pass over their members
    /// rather than by a lookup per member.
    static func decodeObject(_ node: Node) throws(ManifestError) -> NibObject {
        var object = NibObject(id: "", element: "", className: "")
        var found = (id: false, element: false, className: false)
        try node.forEachMember { (name, member) throws(ManifestError) in
            if member.isNull { return }
            switch name {
            case "id": object.id = try member.string(); found.id = true
            case "element": object.element = try member.string(); found.element = true
            case "class": object.className = try member.string(); found.className = true
            case "customClass": object.customClass = try member.string()
            case "customModule": object.customModule = try member.string()
            case "userLabel": object.userLabel = try member.string()
            case "parent": object.parent = try member.string()
            case "key": object.key = try member.string()
            case "properties": object.properties = try member.properties()
            case "runtimeAttributes": object.runtimeAttributes = try member.array(decodeRuntimeAttribute)
            case "anonymous": object.isAnonymous = try member.bool()
            case "line": object.position.line = try member.int()
            case "column": object.position.column = try member.int()
            default: break
            }
        }
        if !found.id { throw .missingMember(path: "\(node.path).id") }
        if !found.element { throw .missingMember(path: "\(node.path).element") }
        if !found.className { throw .missingMember(path: "\(node.path).class") }
        return object
    }

    static func decodeRuntimeAttribute(_ node: Node) throws(ManifestError) -> NibRuntimeAttribute {
        NibRuntimeAttribute(
            keyPath: try node.required("keyPath").string(),
            type: try node.required("type").string(),
            value: try node.optional("value")?.value() ?? .nil
        )
    }

    static func decodeConnection(_ node: Node) throws(ManifestError) -> NibConnection {
        let kind: NibConnection.Kind = try node.required("kind").enumeration()
        return NibConnection(
            id: try node.required("id").string(),
            kind: kind,
            source: try node.required("source").string(),
            destination: try node.required("destination").string(),
            name: try node.required("name").string(),
            properties: try node.optional("properties")?.properties() ?? NibProperties(),
            position: try decodePosition(node)
        )
    }

    static func decodeResource(_ node: Node) throws(ManifestError) -> NibResource {
        let kind: NibResource.Kind = try node.required("kind").enumeration()
        return NibResource(
            kind: kind,
            name: try node.required("name").string(),
            properties: try node.optional("properties")?.properties() ?? NibProperties(),
            position: try decodePosition(node)
        )
    }

    static func decodeElement(_ node: Node) throws(ManifestError) -> NibElement {
        NibElement(
            name: try node.required("name").string(),
            attributes: try node.optional("attributes")?.attributes() ?? [],
            text: try node.optional("text")?.string(),
            children: try node.optional("children")?.array(decodeElement) ?? []
        )
    }
}
