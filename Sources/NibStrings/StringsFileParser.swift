import NibModel

/// Reads the `.strings` format (`"KEY" = "VALUE";` entries, `/* */` and `//` comments, the
/// escapes of old-style property lists) from UTF-8 or byte-order-marked UTF-16 bytes.
///
/// Every error names the line and column where it was found; nothing is guessed past a
/// malformed entry.
public struct StringsFileParser {
    /// Valid UTF-8: the text is read where it lies, one scalar at a time, never copied whole.
    private let text: [UInt8]
    private var index: Int
    /// The scalar at `index` and the bytes it takes; nil at the end of the text.
    private var current: Unicode.Scalar?
    private var currentLength = 0
    private var tracker = PositionTracker()
    private var pendingComment: String?
    private var seenKeys: [String: SourcePosition] = [:]
    /// The unknown escapes (a file of nothing else, two bytes each, would otherwise hold a warning
    /// for every two bytes, 150 times its size in memory).
    private var unknownEscapes = WarningTally(.unknownEscape)
    /// The keys given again (a file of one line repeated would otherwise hold a warning a line).
    private var duplicateKeys = WarningTally(.duplicateKey)

    /// Parses a whole file's bytes. `file` names the file in errors and warnings.
    public static func parse(_ bytes: [UInt8], file: String = "") throws(StringsError) -> StringsTable {
        let decoded: TextDecoding.Text
        do { decoded = try TextDecoding.decode(bytes) } catch { throw error.located(in: file) }
        var parser = StringsFileParser(text: decoded.utf8, from: decoded.start)
        do {
            var table = try parser.table()
            table.warnings = table.warnings.map { $0.located(in: file) }
            return table
        } catch {
            throw error.located(in: file)
        }
    }

    /// Parses text already decoded.
    public static func parse(text: String, file: String = "") throws(StringsError) -> StringsTable {
        var parser = StringsFileParser(text: Array(text.utf8), from: 0)
        do { return try parser.table() } catch { throw error.located(in: file) }
    }

    private init(text: [UInt8], from start: Int) {
        self.text = text
        index = start
        load()
    }

    private var position: SourcePosition { tracker.position }

    /// The scalar after the current one.
    private var next: Unicode.Scalar? {
        let offset = index + currentLength
        return offset < text.count ? Unicode.Scalar.decoded(from: text, at: offset).scalar : nil
    }

    /// Reads the scalar at `index` into `current`.
    private mutating func load() {
        guard index < text.count else {
            current = nil
            currentLength = 0
            return
        }
        (current, currentLength) = Unicode.Scalar.decoded(from: text, at: index)
    }

    private mutating func advance() {
        if let scalar = current { tracker.advance(over: scalar) }
        index += currentLength
        load()
    }

    private mutating func table() throws(StringsError) -> StringsTable {
        var table = StringsTable()
        try skipTrivia()
        if current == "{" {
            // The braces of a full property list are allowed around the entries.
            advance()
            try entries(into: &table, closing: true)
        } else {
            try entries(into: &table, closing: false)
        }
        table.warnings =
            unknownEscapes.warnings { "\($0) more unknown escape sequences from here on, each read as its character" }
            + duplicateKeys.warnings { "\($0) more keys given again from here on, the last entry of each winning" }
        table.warnings.sort { $0.position < $1.position }
        return table
    }

    private mutating func entries(into table: inout StringsTable, closing: Bool) throws(StringsError) {
        while true {
            try skipTrivia()
            guard let scalar = current else {
                if closing { throw StringsError(position: position, message: "missing '}' at the end of the file") }
                return
            }
            if closing && scalar == "}" {
                advance()
                try skipTrivia()
                if current != nil {
                    throw StringsError(position: position, message: "unexpected text after the closing '}'")
                }
                return
            }
            let comment = pendingComment
            pendingComment = nil
            let keyPosition = position
            let key = try string(role: "key")
            try skipTrivia()
            let value: String
            if current == ";" {
                value = key  // `"KEY";` stands for `"KEY" = "KEY";`
            } else {
                guard current == "=" else { throw unexpected(expecting: "'=' after the key") }
                advance()
                try skipTrivia()
                value = try string(role: "value")
                try skipTrivia()
            }
            guard current == ";" else { throw unexpected(expecting: "';' after the value") }
            advance()
            if let first = seenKeys[key] {
                duplicateKeys.add(at: keyPosition) {
                    "key \"\(TranslationCheck.quoted(key))\" is already defined at line \(first.line); this entry wins"
                }
            }
            seenKeys[key] = keyPosition
            table.entries.append(StringsEntry(key: key, value: value, comment: comment, position: keyPosition))
        }
    }

    private func unexpected(expecting what: String) -> StringsError {
        guard let scalar = current else {
            return StringsError(position: position, message: "expected \(what), found the end of the file")
        }
        return StringsError(position: position, message: "expected \(what), found \(Self.describe(scalar))")
    }

    static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar.value < 0x20 || scalar.value == 0x7F {
            return "control character U+\(String(scalar.value, radix: 16, uppercase: true))"
        }
        return "'\(Character(scalar))'"
    }

    /// Whitespace and comments; the last comment seen becomes the next entry's comment.
    private mutating func skipTrivia() throws(StringsError) {
        while let scalar = current {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/" && next == "*" {
                let start = position
                advance()
                advance()
                guard let end = offset(of: [0x2A, 0x2F]) else {
                    throw StringsError(position: start, message: "unterminated comment: '/*' has no matching '*/'")
                }
                let body = take(upTo: end)
                advance()
                advance()
                pendingComment = body.trimmingSpaces()
            } else if scalar == "/" && next == "/" {
                advance()
                advance()
                pendingComment = take(upTo: offset(of: [0x0A]) ?? text.count).trimmingSpaces()
            } else {
                return
            }
        }
    }

    /// A quoted string with escapes, or an unquoted word of the characters property lists allow.
    private mutating func string(role: String) throws(StringsError) -> String {
        guard let first = current else {
            throw StringsError(position: position, message: "expected a \(role), found the end of the file")
        }
        if first == "\"" { return try quoted(role: role) }
        var word = String.UnicodeScalarView()
        while let scalar = current, Self.isWordCharacter(scalar) {
            word.append(scalar)
            advance()
        }
        guard !word.isEmpty else { throw unexpected(expecting: "a quoted \(role)") }
        return String(word)
    }

    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": return true
        default: return false
        }
    }

    private mutating func quoted(role: String) throws(StringsError) -> String {
        let start = position
        advance()
        var result = ""
        while true {
            result += take(upTo: text[index...].firstIndex { $0 == 0x22 || $0 == 0x5C } ?? text.count)
            guard let scalar = current else {
                throw StringsError(position: start, message: "unterminated \(role): the string has no closing '\"'")
            }
            if scalar == "\"" {
                advance()
                return result
            }
            let escapePosition = position
            advance()
            result.unicodeScalars.append(try escape(at: escapePosition))
        }
    }

    /// Where `bytes` next occur from the current one on; nil when they do not.
    private func offset(of bytes: [UInt8]) -> Int? {
        var cursor = index
        while cursor + bytes.count <= text.count {
            if text[cursor] == bytes[0] && text[cursor..<cursor + bytes.count].elementsEqual(bytes) { return cursor }
            cursor += 1
        }
        return nil
    }

    /// The text from the current scalar up to the byte offset `end` (a scalar boundary), moved over
    /// in one step: lines and columns are counted as ``advance()`` counts them.
    private mutating func take(upTo end: Int) -> String {
        let run = text[index..<end]
        tracker.advance(overUTF8: run)
        index = end
        load()
        return String(decoding: run, as: UTF8.self)
    }

    private mutating func escape(at escapePosition: SourcePosition) throws(StringsError) -> Unicode.Scalar {
        guard let scalar = current else {
            throw StringsError(position: escapePosition, message: "unterminated escape sequence at the end of the file")
        }
        switch scalar {
        case "n":
            advance()
            return "\n"
        case "t":
            advance()
            return "\t"
        case "r":
            advance()
            return "\r"
        case "a":
            advance()
            return "\u{07}"
        case "b":
            advance()
            return "\u{08}"
        case "f":
            advance()
            return "\u{0C}"
        case "v":
            advance()
            return "\u{0B}"
        case "\"", "\\", "'", "\n":
            advance()
            return scalar
        case "U", "u":
            advance()
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = current, let number = HexDigit.value(digit) else {
                    throw StringsError(
                        position: escapePosition, message: "invalid \\U escape: expected four hexadecimal digits")
                }
                value = value * 16 + number
                advance()
            }
            if (0xD800...0xDBFF).contains(value), current == "\\", next == "U" || next == "u" {
                // A surrogate pair written as two escapes.
                let save = (index, tracker)
                advance()
                advance()
                var low: UInt32 = 0
                var digits = 0
                while digits < 4, let digit = current, let number = HexDigit.value(digit) {
                    low = low * 16 + number
                    advance()
                    digits += 1
                }
                if digits == 4, (0xDC00...0xDFFF).contains(low),
                    let combined = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))
                {
                    return combined
                }
                (index, tracker) = save
                load()
            }
            guard let result = Unicode.Scalar(value) else {
                throw StringsError(
                    position: escapePosition,
                    message: "invalid \\U escape: U+\(String(value, radix: 16, uppercase: true)) is not a character")
            }
            return result
        case "0"..."7":
            var value: UInt32 = 0
            var digits = 0
            while digits < 3, let digit = current, ("0"..."7").contains(digit) {
                value = value * 8 + (digit.value - 48)
                advance()
                digits += 1
            }
            // Octal escapes name bytes of the NeXTSTEP encoding; the ASCII half is the same.
            guard let result = Unicode.Scalar(value) else {
                throw StringsError(position: escapePosition, message: "invalid octal escape")
            }
            return result
        default:
            // Foundation keeps the character of an unknown escape; so does this reader, with a warning.
            unknownEscapes.add(at: escapePosition) {
                "unknown escape sequence '\\\(Character(scalar))'; read as '\(Character(scalar))'"
            }
            advance()
            return scalar
        }
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> String {
        let scalars = Array(unicodeScalars)
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[first...last])
        return String(view)
    }
}
