/// Writes `.strings` text the way `ibtool --export-strings-file` does: for each entry a blank
/// line, the comment, then `"KEY" = "VALUE";`.
public enum StringsFileWriter {
    /// The file's text (UTF-8 when written out).
    public static func text(_ table: StringsTable) -> String {
        var out = ""
        for entry in table.entries {
            out += "\n"
            if let comment = entry.comment { out += "/* \(comment.replacingCommentEnd()) */\n" }
            out += "\"\(escaped(entry.key))\" = \"\(escaped(entry.value))\";\n"
        }
        return out
    }

    /// A string's content in `.strings` quoting: quotes, backslashes and control characters escaped.
    /// Built as a string, appended to in place (a scalar view's `append(contentsOf:)` copied the
    /// whole text so far each time: a title of a million line breaks took seconds per export).
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

extension String {
    /// A comment's text with any `*/` broken so that it cannot end the comment early. Works on
    /// Unicode scalars, as the reader does: a `/` followed by a combining mark is one character but
    /// still ends a comment.
    func replacingCommentEnd() -> String {
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in unicodeScalars {
            if previous == "*" && scalar == "/" { out.append("\\") }
            out.append(scalar)
            previous = scalar
        }
        return String(out)
    }
}
