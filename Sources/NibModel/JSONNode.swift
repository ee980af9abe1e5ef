import CJSONC

/// A thin owner of a json-c object tree used while writing a manifest.
/// Building goes through json-c so escaping and number formatting are the library's, not ours.
struct JSONBuilder: ~Copyable {
    let root: OpaquePointer

    init(root: OpaquePointer) { self.root = root }

    deinit { json_object_put(root) }

    /// Serialises the tree: two-space indentation, no escaped slashes, one trailing newline.
    func serialized() -> [UInt8] {
        var length = 0
        let flags = JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE
            | JSON_C_TO_STRING_PRETTY_TAB * 0
        guard let text = json_object_to_json_string_length(root, Int32(flags), &length) else { return [] }
        var bytes = [UInt8](UnsafeRawBufferPointer(start: text, count: length))
        bytes.append(0x0A)
        return bytes
    }
}

enum JSON {
    static func object() -> OpaquePointer { json_object_new_object() }
    static func array() -> OpaquePointer { json_object_new_array() }

    static func string(_ value: String) -> OpaquePointer {
        var value = value
        return value.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { json_object_new_string_len($0.baseAddress, Int32($0.count)) }
        }
    }

    static func bool(_ value: Bool) -> OpaquePointer { json_object_new_boolean(value ? 1 : 0) }
    static func int(_ value: Int) -> OpaquePointer { json_object_new_int64(Int64(value)) }

    /// A double written in its shortest round-tripping form, always with a fraction or exponent
    /// so that it reads back as a real and not an integer.
    static func real(_ value: Double) -> OpaquePointer? {
        guard value.isFinite else { return nil }
        var text = "\(value)"
        if !text.contains(".") && !text.contains("e") && !text.contains("E") { text += ".0" }
        return json_object_new_double_s(value, text)
    }

    /// A number that is written as an integer when it has no fraction (frames, sizes).
    static func number(_ value: Double) -> OpaquePointer? {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return int(Int(value)) }
        return real(value)
    }

    /// Adds a member. Every caller adds each key once per object (property lists, attributes and
    /// fixed member names are unique), so json-c can skip its lookup for an existing key.
    static func set(_ object: OpaquePointer, _ key: String, _ value: OpaquePointer?) {
        json_object_object_add_ex(object, key, value, UInt32(JSON_C_OBJECT_ADD_KEY_IS_NEW))
    }

    static func append(_ array: OpaquePointer, _ value: OpaquePointer?) {
        json_object_array_add(array, value)
    }
}
