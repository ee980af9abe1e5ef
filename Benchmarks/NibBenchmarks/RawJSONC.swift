import CJSONC

/// The floor for manifest loading: json-c's tokenizer over the same bytes, building its own tree
/// and freeing it, with the same depth limit and UTF-8 validation the reader uses.
enum RawJSONC {
    static func parse(_ bytes: [UInt8]) -> Bool {
        guard let tokener = json_tokener_new_ex(256) else { return false }
        defer { json_tokener_free(tokener) }
        json_tokener_set_flags(tokener, Int32(JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8))
        let object: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { json_tokener_parse_ex(tokener, $0.baseAddress, Int32($0.count)) }
        }
        guard let object else { return false }
        json_object_put(object)
        return true
    }
}
