/// Text made safe for XML 1.0: the one place the package spells which characters are markup,
/// their entities, and which scalars an XML document cannot hold. The SVG writer, the XLIFF
/// writer, the merge writer and the property lists of `codegen ibtool` escape through it, each
/// with the choices its format asks for.
package struct XMLEscaper: Sendable, Hashable {
    /// What becomes of a tab, line feed or carriage return.
    package enum Whitespace: Sendable, Hashable {
        /// Written as is.
        case keep
        /// Written as a character reference (`&#9;`, `&#10;`, `&#13;`), as Interface Builder
        /// writes them in attribute values so that a reader does not normalise them to spaces.
        case characterReference
        /// Left out.
        case drop
    }

    /// What becomes of a scalar XML 1.0 cannot hold: a C0 control other than tab, line feed and
    /// carriage return, U+FFFE or U+FFFF.
    package enum Unrepresentable: Sendable, Hashable {
        /// Left out.
        case drop
        /// Replaced by U+FFFD, the replacement character.
        case replace
        /// Written as is (the text came from an XML document, so it holds none).
        case keep
    }

    /// Whether `"` becomes `&quot;` (needed inside a double-quoted attribute value).
    package var quote: Bool
    /// Whether `'` becomes `&apos;`.
    package var apostrophe: Bool
    /// What becomes of a tab, line feed or carriage return.
    package var whitespace: Whitespace
    /// What becomes of a scalar XML 1.0 cannot hold.
    package var unrepresentable: Unrepresentable

    /// `&`, `<` and `>` always become entities; the rest is the caller's choice.
    package init(quote: Bool, apostrophe: Bool = false, whitespace: Whitespace, unrepresentable: Unrepresentable) {
        self.quote = quote
        self.apostrophe = apostrophe
        self.whitespace = whitespace
        self.unrepresentable = unrepresentable
    }

    /// `text` escaped by these rules.
    package func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quote: result += "&quot;"
            case "'" where apostrophe: result += "&apos;"
            case "\t", "\n", "\r": append(whitespace: scalar, to: &result)
            case _ where Self.isUnrepresentable(scalar): append(unrepresentable: scalar, to: &result)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether XML 1.0 cannot hold `scalar` at all (tab, line feed and carriage return it can).
    package static func isUnrepresentable(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
            || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    private func append(whitespace scalar: Unicode.Scalar, to result: inout String) {
        switch whitespace {
        case .keep: result.unicodeScalars.append(scalar)
        case .characterReference: result += "&#\(scalar.value);"
        case .drop: break
        }
    }

    private func append(unrepresentable scalar: Unicode.Scalar, to result: inout String) {
        switch unrepresentable {
        case .drop: break
        case .replace: result += "\u{FFFD}"
        case .keep: result.unicodeScalars.append(scalar)
        }
    }
}
