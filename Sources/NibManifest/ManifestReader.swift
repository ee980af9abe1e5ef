import CJSONC
import NibModel

/// Reads a JSON graph manifest back into a ``NibDocument``, with json-c.
///
/// The reader checks the format version, the JSON type of every member it uses, the
/// consistency of the graph (unique ids, references that resolve) and a storyboard's structure,
/// by the converter's rules (``StoryboardStructure``); any failure is a ``ManifestError`` that
/// says where.
public enum ManifestReader {
    /// The deepest nesting accepted. Real manifests stay far below it.
    public static let maximumDepth = 256

    public static func read(_ bytes: some Collection<UInt8>) throws(ManifestError) -> NibDocument {
        try readIndexed(bytes).document
    }

    /// Reads a manifest and also returns the index from object id to position in
    /// ``NibDocument/objects`` that checking the graph builds anyway, so that a loader need not
    /// build it a second time.
    package static func readIndexed(_ bytes: some Collection<UInt8>) throws(ManifestError) -> (
        document: NibDocument, objectIndex: [String: Int]
    ) {
        let buffer = Array(bytes)
        let root = try parse(buffer)
        defer { json_object_put(root) }
        do {
            return try ManifestDecoder().decodeDocument(Node(root: root))
        } catch {
            throw error.located(in: buffer)
        }
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
            if buffer[min(end, buffer.count)...].contains(where: {
                !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09)
            }) {
                json_object_put(result)
                throw .syntax(
                    message: "unexpected data after the top-level value", position: position(in: buffer, offset: end))
            }
            return result
        }
        if let result { json_object_put(result) }
        let at = position(in: buffer, offset: end)
        // json-c takes a NUL byte for the end of the text; name the real cause.
        if let nul = buffer.prefix(end + 1).firstIndex(of: 0) {
            throw .syntax(
                message: "a NUL byte is not allowed in JSON text", position: position(in: buffer, offset: nul))
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
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourcePosition(line: line, column: column)
    }
}
