import CJSONC
import NibModel

extension ManifestReader {
    /// A borrowed json-c value and where it sits (its container and member name or index).
    ///
    /// The JSON path that error messages print (`$.objects[3].properties.frame`) is only worked
    /// out when an error is thrown, by finding the container in the tree, so reading a valid
    /// manifest builds no path strings at all; a member's name is kept as json-c's own bytes.
    struct Node {
        let raw: OpaquePointer?
        let root: OpaquePointer?
        let container: OpaquePointer?
        let member: MemberName?
        let index: Int

        init(root: OpaquePointer?) {
            raw = root
            self.root = root
            container = nil
            member = nil
            index = 0
        }

        init(
            _ raw: OpaquePointer?, root: OpaquePointer?, container: OpaquePointer?, member: MemberName?, index: Int = 0
        ) {
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
            if let member { return "\(base).\(member.string)" }
            return "\(base)[\(index)]"
        }

        /// Depth-first search for a container's path; only used on the error path.
        static func path(of target: OpaquePointer, in node: OpaquePointer?, at path: String) -> String? {
            guard let node else { return nil }
            if node == target { return path }
            switch json_object_get_type(node) {
            case json_type_object:
                var entry = lh_table_head(json_object_get_object(node))
                while let current = entry {
                    let name = MemberName(entry: current).string
                    if let found = Node.path(of: target, in: OpaquePointer(lh_entry_v(current)), at: "\(path).\(name)")
                    {
                        return found
                    }
                    entry = lh_entry_next(current)
                }
            case json_type_array:
                for index in 0..<json_object_array_length(node) {
                    if let found = Node.path(
                        of: target, in: json_object_array_get_idx(node, index), at: "\(path)[\(index)]")
                    {
                        return found
                    }
                }
            default:
                break
            }
            return nil
        }

        var type: json_type { json_object_get_type(raw) }
        var isNull: Bool { type == json_type_null }

        /// The member called `name`, found by walking the object's members (objects that are
        /// looked up by name have a handful of members; a walk beats hashing the name).
        func member(_ name: StaticString) -> Node? {
            guard type == json_type_object else { return nil }
            var entry = lh_table_head(json_object_get_object(raw))
            while let current = entry {
                let key = MemberName(entry: current)
                if key.is(name) {
                    return Node(OpaquePointer(lh_entry_v(current)), root: root, container: raw, member: key)
                }
                entry = lh_entry_next(current)
            }
            return nil
        }

        /// The member `member` of this object, if it has one.
        @inline(__always)
        func member(_ member: some ManifestObjectKind) -> Node? { self.member(member.name) }

        @inline(__always)
        func required(_ member: some ManifestObjectKind) throws(ManifestError) -> Node { try required(member.name) }

        @inline(__always)
        func optional(_ member: some ManifestObjectKind) throws(ManifestError) -> Node? { try optional(member.name) }

        func required(_ name: StaticString) throws(ManifestError) -> Node {
            guard type == json_type_object else { throw .invalidValue(path: path, expected: "an object") }
            guard let node = member(name) else { throw .missingMember(path: "\(path).\(name)") }
            return node
        }

        func optional(_ name: StaticString) throws(ManifestError) -> Node? {
            guard type == json_type_object else { throw .invalidValue(path: path, expected: "an object") }
            guard let node = member(name), !node.isNull else { return nil }
            return node
        }

        /// The string's UTF-8 bytes as json-c holds them (valid: the tokenizer checks UTF-8).
        func stringBytes() throws(ManifestError) -> UnsafeBufferPointer<UInt8> {
            guard type == json_type_string, let text = json_object_get_string(raw) else {
                throw .invalidValue(path: path, expected: "a string")
            }
            let length = Int(json_object_get_string_len(raw))
            return UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: length)
        }

        func string() throws(ManifestError) -> String {
            String(decoding: try stringBytes(), as: UTF8.self)
        }

        /// A string from a small vocabulary (element and class names, relationship keys): one
        /// shared copy per distinct value.
        func string(interningIn names: inout NameTable) throws(ManifestError) -> String {
            names.string(for: try stringBytes())
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
            return try checkedInt()
        }

        /// The integer of an int node; json-c saturates integers outside 64 bits, so those are
        /// refused rather than read as another number.
        private func checkedInt() throws(ManifestError) -> Int {
            let value = json_object_get_int64(raw)
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
            let type = self.type
            if type == json_type_int { return Double(try checkedInt()) }
            guard type == json_type_double else { throw .invalidValue(path: path, expected: "a number") }
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
                result.append(
                    try transform(
                        Node(
                            json_object_array_get_idx(raw, index), root: root, container: raw, member: nil, index: index
                        )))
            }
            return result
        }

        /// The number of members of an object node.
        var memberCount: Int { Int(json_object_get_object(raw)?.pointee.count ?? 0) }

        /// Visits the members of an object in order, straight from json-c's table: one pass,
        /// no lookups, no `String` per name.
        func forEachMember(_ body: (MemberName, Node) throws(ManifestError) -> Void) throws(ManifestError) {
            guard type == json_type_object else { throw .invalidValue(path: path, expected: "an object") }
            var entry = lh_table_head(json_object_get_object(raw))
            while let current = entry {
                let name = MemberName(entry: current)
                try body(name, Node(OpaquePointer(lh_entry_v(current)), root: root, container: raw, member: name))
                entry = lh_entry_next(current)
            }
        }

        /// The members of an object, in the order they were written, names interned.
        func members<T>(_ names: inout NameTable, _ transform: (String, Node) throws(ManifestError) -> T)
            throws(ManifestError) -> [T]
        {
            guard type == json_type_object else { throw .invalidValue(path: path, expected: "an object") }
            var result: [T] = []
            result.reserveCapacity(memberCount)
            try forEachMember { (name, node) throws(ManifestError) in
                result.append(try transform(names.string(for: name), node))
            }
            return result
        }
    }

    /// Finds the members of one object by name, each search starting just after the member the
    /// previous one found. The writer puts members in a fixed order and readers ask for them in
    /// that order, so a lookup is usually one step instead of a walk from the first member; any
    /// other order still finds every member (the search wraps around once).
    struct MemberCursor {
        let node: Node
        private let head: UnsafeMutablePointer<lh_entry>?
        private var next: UnsafeMutablePointer<lh_entry>?

        /// A cursor over `node`, which must be an object.
        init(_ node: Node) throws(ManifestError) {
            guard node.type == json_type_object else { throw .invalidValue(path: node.path, expected: "an object") }
            self.node = node
            head = lh_table_head(json_object_get_object(node.raw))
            next = head
        }

        /// The member called `name`, if the object has it.
        mutating func member(_ name: StaticString) -> Node? {
            guard let start = next ?? head else { return nil }
            var entry = start
            repeat {
                let key = MemberName(entry: entry)
                let following = lh_entry_next(entry)
                if key.is(name) {
                    next = following
                    return Node(OpaquePointer(lh_entry_v(entry)), root: node.root, container: node.raw, member: key)
                }
                guard let after = following ?? head else { break }
                entry = after
            } while entry != start
            return nil
        }

        /// The member `member`, which the manifest must hold.
        @inline(__always)
        mutating func required(_ member: some ManifestObjectKind) throws(ManifestError) -> Node {
            try required(member.name)
        }

        /// The member `member` unless it is missing or `null`.
        @inline(__always)
        mutating func optional(_ member: some ManifestObjectKind) -> Node? { optional(member.name) }

        mutating func required(_ name: StaticString) throws(ManifestError) -> Node {
            guard let found = member(name) else { throw .missingMember(path: "\(node.path).\(name)") }
            return found
        }

        /// The member called `name` unless it is missing or `null`.
        mutating func optional(_ name: StaticString) -> Node? {
            guard let found = member(name), !found.isNull else { return nil }
            return found
        }
    }

    /// A member name as json-c stores it: NUL-terminated UTF-8, compared without making a `String`.
    struct MemberName {
        let bytes: UnsafePointer<UInt8>

        init(entry: UnsafeMutablePointer<lh_entry>) {
            bytes = UnsafeRawPointer(lh_entry_k(entry)!).assumingMemoryBound(to: UInt8.self)
        }

        /// Whether the name is exactly `literal`.
        @inline(__always)
        func `is`(_ literal: StaticString) -> Bool {
            let text = literal.utf8Start
            let count = literal.utf8CodeUnitCount
            // A shorter name stops at its NUL, which no literal byte matches.
            for offset in 0..<count where bytes[offset] != text[offset] { return false }
            return bytes[count] == 0
        }

        var first: UInt8 { bytes[0] }

        var string: String { String(cString: bytes) }
    }
}
