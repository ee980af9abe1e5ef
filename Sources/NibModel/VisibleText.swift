/// Text from a document or a manifest, made safe to print on a terminal: every control character
/// (an escape sequence could retitle the window or move the cursor) is written as Swift writes it
/// in a literal, `\n`, `\t`, `\r`, `\0` or `\u{1B}`, the spelling `debugDescription` gives the
/// converter's quoted values. Everything else is kept as is.
package enum VisibleText {
    /// `text` with its control characters escaped.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            case _ where isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A C0 or C1 control character, or DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
