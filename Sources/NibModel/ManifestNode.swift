import CJSONC

extension ManifestReader {
    /// A borrowed json-c value and where it sits (its container and member name or index).
    ///
    /// The JSON path that error messages print (`$.objects[3].properties.frame`) is only worked
    /// out when an error is thrown, by finding the container in the tree, so reading a valid
    /// manifest builds no path strings at all.
    struct Node {
        let raw: OpaquePointer?
        let root: OpaquePointer?
        let container: OpaquePointer?
        let member: String?
        let index: Int

        init(root: OpaquePointer?) {
            raw = root
            self.root = root
            container = nil
            member = nil
            index = 0
        }

        init(_ raw: OpaquePointer?, root: OpaquePointer?, container: OpaquePointer?, member: String?, index: Int = 0) {
            self.raw = raw
            self.root = root
            self.container = container
            self.member = member
            self.index = index
        }

        /// The JSON path of this value, e.g. `$.objects[3].id`.
        var path: String {
            guard let container else { return "$" }
            let base = Node.path(of: container, in: root, at: "$") ?? "$"
            if let member { return "\(base).\(member)" }
            return "\(base)[\(index)]"
        }

        /// Depth-first search for a container's path; only used on the error path.
        static func path(of target: OpaquePointer, in node: OpaquePointer?, at path: String) -> String? {
            guard let node else { return nil }
            if node == target { return path }
            switch json_object_get_type(node) {
            case json_type_object:
                var iterator = json_object_iter_begin(node)
                var end = json_object_iter_end(node)
                while json_object_iter_equal(&iterator, &end) == 0 {
                    let name = String(cString: json_object_iter_peek_name(&iterator))
                    if let found = Node.path(of: target, in: json_object_iter_peek_value(&iterator), at: "\(path).\(name)") {
                        return found
                    }
                    json_object_iter_next(&iterator)
                }
            case json_type_array:
                for index in 0..<json_object_array_length(node) {
                    if let found = Node.path(of: target, in: json_object_array_get_idx(node, index), at: "\(path)[\(index)]") {
                        return found
                    }
                }
            default:
                break
            }
            return nil
        }

        var type: json_type { json_object_get_type(raw) }

        func member(_ name: String) -> Node? {
            guard type == json_type_object else { return nil }
            var value: OpaquePointer?
            guard json_object_object_get_ex(raw, name, &value) != 0 else { return nil }
            return Node(value, root: root, container: raw, member: name)
        }

        func required(_ name: String) throws(ManifestError) -> Node {
            guard type == json_type_object else { throw .invalidValue(path: path, expected: "an object") }
            guard let node = member(name) else { throw .missingMember(path: "\(path).\(name)") }
            return node
        }

        func optional(_ name: String) throws(ManifestError) -> Node? {
            guard type == json_type_object else { throw .invalidValue(path: path, expected: "an object") }
            guard let node = member(name), node.type != json_type_null else { return nil }
            return node
        }

        func string() throws(ManifestError) -> String {
            guard type == json_type_string, let text = json_object_get_string(raw) else {
                throw .invalidValue(path: path, expected: "a string")
            }
            let length = Int(json_object_get_string_len(raw))
            return text.withMemoryRebound(to: UInt8.self, capacity: length) {
                String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
            }
        }

        /// A string naming one case of `T` (a role, a kind, a colour space).
        func enumeration<T: RawRepresentable & CaseIterable>() throws(ManifestError) -> T where T.RawValue == String {
            guard let value = T(rawValue: try string()) else {
                throw .invalidValue(path: path, expected: "one of \(T.allCases.map(\.rawValue))")
            }
            return value
        }

        func int() throws(ManifestError) -> Int {
            guard type == json_type_int else { throw .invalidValue(path: path, expected: "an integer") }
            let value = json_object_get_int64(raw)
            // json-c saturates integers outside 64 bits; refuse them rather than read another number.
            if value == .max || value == .min, !integerTextIs(value) {
                throw .invalidValue(path: path, expected: "an integer within 64 bits")
            }
            return Int(value)
        }

        /// Whether the integer was written as `value` (json-c keeps the text it parsed).
        private func integerTextIs(_ value: Int64) -> Bool {
            guard let text = json_object_to_json_string_ext(raw, Int32(JSON_C_TO_STRING_PLAIN)) else { return false }
            return String(cString: text) == String(value)
        }

        /// A finite number: json-c also accepts `NaN` and `Infinity` and turns `1e400` into infinity,
        /// none of which a manifest can hold (the writer has no form for them).
        func double() throws(ManifestError) -> Double {
            guard type == json_type_int || type == json_type_double else {
                throw .invalidValue(path: path, expected: "a number")
            }
            if type == json_type_int { _ = try int() }
            let value = json_object_get_double(raw)
            guard value.isFinite else { throw .invalidValue(path: path, expected: "a finite number") }
            return value
        }

        func bool() throws(ManifestError) -> Bool {
            guard type == json_type_boolean else { throw .invalidValue(path: path, expected: "true or false") }
            return json_object_get_boolean(raw) != 0
        }

        func array<T>(_ transform: (Node) throws(ManifestError) -> T) throws(ManifestError) -> [T] {
            guard type == json_type_array else { throw .invalidValue(path: path, expected: "an array") }
            let count = json_object_array_length(raw)
            var result: [T] = []
            result.reserveCapacity(count)
            for index in 0..<count {
                result.append(try transform(Node(json_object_array_get_idx(raw, index), root: root, container: raw, member: nil, index: index)))
            }
            return result
        }

        /// The members of an object, in the order they were written.
        func members<T>(_ transform: (String, Node) throws(ManifestError) -> T) throws(ManifestError) -> [T] {
            guard type == json_type_object else { throw .invalidValue(path: path, expected: "an object") }
            var result: [T] = []
            result.reserveCapacity(Int(json_object_object_length(raw)))
            try forEachMember { (name, node) throws(ManifestError) in result.append(try transform(name, node)) }
            return result
        }

        /// Visits the members of an object in order: one pass, no lookups by name.
        func forEachMember(_ body: (String, Node) throws(ManifestError) -> Void) throws(ManifestError) {
            guard type == json_type_object else { throw .invalidValue(path: path, expected: "an object") }
            var iterator = json_object_iter_begin(raw)
            var end = json_object_iter_end(raw)
            while json_object_iter_equal(&iterator, &end) == 0 {
                let name = String(cString: json_object_iter_peek_name(&iterator))
                let value = json_object_iter_peek_value(&iterator)
                try body(name, Node(value, root: root, container: raw, member: name))
                json_object_iter_next(&iterator)
            }
        }

        var isNull: Bool { type == json_type_null }

        func attributes() throws(ManifestError) -> [NibAttribute] {
            try members { (name, node) throws(ManifestError) in NibAttribute(name: name, value: try node.string()) }
        }

        func numbers() throws(ManifestError) -> [NibNamedNumber] {
            try members { (name, node) throws(ManifestError) in NibNamedNumber(name: name, value: try node.double()) }
        }

        func properties() throws(ManifestError) -> NibProperties {
            NibProperties(try members { (name, node) throws(ManifestError) in
                NibProperties.Entry(name: name, value: try node.value())
            })
        }

        func value() throws(ManifestError) -> NibValue {
            switch type {
            case json_type_null: return .nil
            case json_type_boolean: return .bool(try bool())
            case json_type_int: return .integer(try int())
            case json_type_double: return .real(try double())
            case json_type_string: return .string(try string())
            case json_type_array: return .array(try array { node throws(ManifestError) in try node.value() })
            case json_type_object: return try taggedValue()
            default: throw .invalidValue(path: path, expected: "a JSON value")
            }
        }

        /// A structured value (`{"type": "rect", …}`), read in one pass over its members.
        func taggedValue() throws(ManifestError) -> NibValue {
            var tagNode: Node?
            var members: [(name: String, node: Node)] = []
            members.reserveCapacity(6)
            try forEachMember { (name, node) throws(ManifestError) in
                if name == "type" { tagNode = node } else { members.append((name, node)) }
            }
            guard let tagNode else { throw .missingMember(path: "\(path).type") }
            func member(_ name: String) throws(ManifestError) -> Node {
                for entry in members where entry.name == name { return entry.node }
                throw .missingMember(path: "\(path).\(name)")
            }
            func optionalString(_ name: String) throws(ManifestError) -> String? {
                for entry in members where entry.name == name && !entry.node.isNull { return try entry.node.string() }
                return nil
            }
            let tag = try tagNode.string()
            switch tag {
            case "rect":
                return .rect(NibRect(x: try member("x").double(), y: try member("y").double(),
                                     width: try member("width").double(), height: try member("height").double()))
            case "point":
                return .point(NibPoint(x: try member("x").double(), y: try member("y").double()))
            case "size":
                return .size(NibSize(width: try member("width").double(), height: try member("height").double()))
            case "inset":
                return .inset(NibInset(edges: try member("edges").numbers()))
            case "color":
                let space: NibColor.Space = try member("space").enumeration()
                let components = members.first { $0.name == "components" && !$0.node.isNull }
                return .color(NibColor(
                    space: space,
                    colorSpace: try optionalString("colorSpace"),
                    customColorSpace: try optionalString("customColorSpace"),
                    components: try components?.node.numbers() ?? [],
                    name: try optionalString("name"),
                    catalog: try optionalString("catalog"),
                    fallbackName: try optionalString("fallbackName")))
            case "font":
                let formNode = try member("form")
                guard let form = NibFont.Form(rawValue: try formNode.string()) else {
                    throw .invalidValue(path: formNode.path, expected: "\"description\" or \"font\"")
                }
                return .font(NibFont(form: form, attributes: try member("attributes").attributes()))
            case "flags":
                return .flags(NibFlags(flags: try member("flags").members { (name, node) throws(ManifestError) in
                    NibFlag(name: name, isSet: try node.bool())
                }))
            case "state":
                return .state(try member("properties").properties())
            case "attributedString":
                return .attributedString(try member("fragments").array { node throws(ManifestError) in
                    NibFragment(content: try node.required("content").string(),
                                attributes: try node.optional("attributes")?.properties() ?? NibProperties())
                })
            case "dictionary":
                return .dictionary(try member("entries").properties())
            case "object":
                return .object(try member("id").string())
            case "objects":
                return .objects(try member("ids").array { node throws(ManifestError) in try node.string() })
            case "element":
                return .element(try ManifestReader.decodeElement(self))
            default:
                throw .invalidValue(path: tagNode.path, expected: "a known value type, not \"\(tag)\"")
            }
        }
    }
}
