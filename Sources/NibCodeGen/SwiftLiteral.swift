/// Escapes text from an Interface Builder document for Swift source.
package enum SwiftLiteral {
    /// A Swift string literal, quotes included, that evaluates to `text` exactly.
    ///
    /// Quotes, backslashes (so `\(` can never start an interpolation), control characters and
    /// line breaks are escaped; non-ASCII characters are written as `\u{…}` so the generated file
    /// is plain ASCII and immune to editor normalisation.
    package static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            case " "..."~": result.unicodeScalars.append(scalar)
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result + "\""
    }

    /// The body and delimiter of a raw multi-line string literal (`#"""` … `"""#`) that evaluates
    /// to `text`: the fewest `#`s such that the text neither ends the literal (`"""#`) nor starts
    /// an escape (`\#`), and the text verbatim but for what Swift source may not hold — control
    /// characters other than tab and line feed, and DEL (JSON may: `"keyEquivalent": "\u{7F}"`) —
    /// which become `\#u{7F}` escapes.
    ///
    /// The `#`s are counted in the text's bytes, as the compiler reads them, in one pass: checking
    /// each count in turn with `contains` took time quadratic in a run of `#`s (a 20 kB label of
    /// `\###…` took seconds), and compared characters, so a `#` followed by a combining mark
    /// (`\#\u{301}`) was not seen and the literal did not compile.
    package static func rawMultiline(_ text: String) -> (delimiter: String, body: String) {
        var longest = 0
        // The `#`s since a backslash or a third quote in a row, or -1 when not in such a run.
        var run = -1
        var quotes = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "#"):
                if run >= 0 {
                    run += 1
                    longest = max(longest, run)
                }
                quotes = 0
            case UInt8(ascii: "\\"):
                run = 0
                quotes = 0
            case UInt8(ascii: "\""):
                quotes += 1
                run = quotes >= 3 ? 0 : -1
            default:
                run = -1
                quotes = 0
            }
        }
        guard longest < maximumDelimiter else { return ("", escapedMultiline(text)) }
        let delimiter = String(repeating: "#", count: longest + 1)
        var body = ""
        body.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0x7F {
                body += "\\\(delimiter)u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
        return (delimiter, body)
    }

    /// The most `#`s the compiler takes around a raw string literal.
    static let maximumDelimiter = 255

    /// The body of a multi-line string literal without `#`s (`"""` … `"""`) that evaluates to
    /// `text`, for a text whose raw literal would need more `#`s than the compiler takes: every
    /// backslash and quote escaped, and what Swift source may not hold as `\u{…}`.
    static func escapedMultiline(_ text: String) -> String {
        var body = ""
        body.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": body += "\\\\"
            case "\"": body += "\\\""
            case "\r": body += "\\r"
            case _ where (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0x7F:
                body += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: body.unicodeScalars.append(scalar)
            }
        }
        return body
    }

    /// Text safe inside a `///` or `//` comment: one line, no comment terminators, printable.
    package static func comment(_ text: String) -> String {
        var result = ""
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            // `*/` and `/*` would close or open block comments around doc comments in some
            // templates. The compiler reads scalars, not characters (`/` and a combining mark
            // after it are one character but still end a comment), so they are split by scalar.
            if (previous == "*" && scalar == "/") || (previous == "/" && scalar == "*") { result += " " }
            switch scalar {
            case "\n", "\r", "\t": result += " "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "?"
            default: result.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return result
    }
}
