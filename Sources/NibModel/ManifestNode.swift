import CJSONC

extension ManifestReader {
    /// A borrowed json-c value with the JSON path that leads to it, for error messages.
    struct Node {
        let raw: OpaquePointer?
        let path: String

        init(_ raw: OpaquePointer?, _ path: String) {
            self.raw = raw
            self.path = path
        }

        var type: json_type { json_object_get_type(raw) }

        func member(_ name: String) -> Node? {
            guard type == json_type_object else { return nil }
            var value: OpaquePointer?
            guard json_object_object_get_ex(raw, name, &value) != 0 else { return nil }
            return Node(value, "\(path).\(name)")
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
                result.append(try transform(Node(json_object_array_get_idx(raw, index), "\(path)[\(index)]")))
            }
            return result
        }

        /// The members of an object, in the order they were written.
        func members<T>(_ transform: (String, Node) throws(ManifestError) -> T) throws(ManifestError) -> [T] {
            guard type == json_type_object else { throw .invalidValue(path: path, expected: "an object") }
            var result: [T] = []
            var iterator = json_object_iter_begin(raw)
            var end = json_object_iter_end(raw)
            while json_object_iter_equal(&iterator, &end) == 0 {
                let name = String(cString: json_object_iter_peek_name(&iterator))
                let value = json_object_iter_peek_value(&iterator)
                result.append(try transform(name, Node(value, "\(path).\(name)")))
                json_object_iter_next(&iterator)
            }
            return result
        }

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

        func taggedValue() throws(ManifestError) -> NibValue {
            let tagNode = try required("type")
            let tag = try tagNode.string()
            switch tag {
            case "rect":
                return .rect(NibRect(x: try required("x").double(), y: try required("y").double(),
                                     width: try required("width").double(), height: try required("height").double()))
            case "point":
                return .point(NibPoint(x: try required("x").double(), y: try required("y").double()))
            case "size":
                return .size(NibSize(width: try required("width").double(), height: try required("height").double()))
            case "inset":
                return .inset(NibInset(edges: try required("edges").numbers()))
            case "color":
                let spaceNode = try required("space")
                guard let space = NibColor.Space(rawValue: try spaceNode.string()) else {
                    throw .invalidValue(path: spaceNode.path, expected: "one of \(NibColor.Space.allCases.map(\.rawValue))")
                }
                return .color(NibColor(
                    space: space,
                    colorSpace: try optional("colorSpace")?.string(),
                    customColorSpace: try optional("customColorSpace")?.string(),
                    components: try optional("components")?.numbers() ?? [],
                    name: try optional("name")?.string(),
                    catalog: try optional("catalog")?.string()))
            case "font":
                let formNode = try required("form")
                guard let form = NibFont.Form(rawValue: try formNode.string()) else {
                    throw .invalidValue(path: formNode.path, expected: "\"description\" or \"font\"")
                }
                return .font(NibFont(form: form, attributes: try required("attributes").attributes()))
            case "flags":
                return .flags(NibFlags(flags: try required("flags").members { (name, node) throws(ManifestError) in
                    NibFlag(name: name, isSet: try node.bool())
                }))
            case "state":
                return .state(try required("properties").properties())
            case "attributedString":
                return .attributedString(try required("fragments").array { node throws(ManifestError) in
                    NibFragment(content: try node.required("content").string(),
                                attributes: try node.optional("attributes")?.properties() ?? NibProperties())
                })
            case "dictionary":
                return .dictionary(try required("entries").properties())
            case "object":
                return .object(try required("id").string())
            case "objects":
                return .objects(try required("ids").array { node throws(ManifestError) in try node.string() })
            case "element":
                return .element(try ManifestReader.decodeElement(self))
            default:
                throw .invalidValue(path: tagNode.path, expected: "a known value type, not \"\(tag)\"")
            }
        }
    }
}
