import NibModel

/// Character data as XML writes it: decoding entities and character references, and escaping the
/// way Interface Builder does (`&`, `<`, `>`, `"` as entities, a line break in an attribute value as `&#10;`).
enum MarkupText {
    /// The text of escaped bytes.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.withUnsafeBufferPointer { decode($0) }
    }

    /// The text of escaped bytes: the five predefined entities and character references.
    static func decode(_ slice: UnsafeBufferPointer<UInt8>) -> String {
        guard slice.contains(UInt8(ascii: "&")) else { return String(decoding: slice, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(slice.count)
        var index = 0
        while index < slice.count {
            guard slice[index] == UInt8(ascii: "&"),
                let semicolon = slice[index...].prefix(12).firstIndex(of: UInt8(ascii: ";"))
            else {
                output.append(slice[index])
                index += 1
                continue
            }
            let entity = String(decoding: UnsafeBufferPointer(rebasing: slice[(index + 1)..<semicolon]), as: UTF8.self)
            if let scalar = character(entity) {
                output.append(contentsOf: String(Character(scalar)).utf8)
                index = semicolon + 1
            } else {
                output.append(slice[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `value` escaped for an attribute written in double quotes, as Interface Builder writes it.
    static func escapeAttribute(_ value: String) -> String { attributeEscaper.escape(value) }

    private static let attributeEscaper = XMLEscaper(
        quote: true, whitespace: .characterReference, unrepresentable: .keep)

    private static func character(_ entity: String) -> Unicode.Scalar? {
        switch entity {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard entity.hasPrefix("#") else { return nil }
            let digits = entity.dropFirst()
            let number = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return number.flatMap(Unicode.Scalar.init)
        }
    }
}
