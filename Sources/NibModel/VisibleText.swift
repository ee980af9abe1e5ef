/// Text from a document or a manifest, made safe to print on a terminal: every control character
/// (an escape sequence could retitle the window or move the cursor) and every bidirectional
/// formatting character (it can reorder what a line shows) is written as Swift writes it in a
/// literal, `\n`, `\t`, `\r`, `\0` or `\u{1B}`, the spelling `debugDescription` gives the
/// converter's quoted values. Everything else is kept as is. The one rule the tools print names
/// and values by (`codegen inspect`, `validate`, `merge`, `diff`).
package enum VisibleText {
    /// `text` with its control and bidirectional formatting characters escaped.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// `scalar` as Swift writes it in a literal: `\n`, `\t`, `\r`, `\0`, else `\u{HEX}`.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\0": return "\\0"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// A C0 or C1 control character, DEL, or a bidirectional formatting character (marks,
    /// embeddings, overrides, isolates).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
