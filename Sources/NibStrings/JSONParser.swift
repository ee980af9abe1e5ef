// The build plugins compile this file too (their copies are symbolic links to it), beside the
// NibModel files it needs; there is no NibModel module to import then.
#if canImport(NibModel)
    import NibModel
#endif

/// A strict JSON reader (RFC 8259) over UTF-8 bytes that reports `line:column` for every error
/// and limits nesting, so hostile input cannot exhaust the stack. `codegen` reads `nib.json` with it
/// too, as SPI.
@_spi(NibConfiguration) public struct JSONParser {
    /// The deepest nesting accepted; a String Catalog needs six levels.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// The one JSON value `bytes` holds (a UTF-8 byte order mark is skipped), or the first error
    /// at its line and column.
    @_spi(NibConfiguration) public static func parse(_ bytes: [UInt8]) throws(StringsError) -> JSONValue {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var parser = JSONParser(bytes: bytes, index: start, lineStart: start)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        if parser.index < bytes.count { throw parser.failure("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8], index: Int, lineStart: Int) {
        self.bytes = bytes
        self.index = index
        self.lineStart = lineStart
    }

    /// Where column counting last stopped on the current line (an offset and its column), so that
    /// positions on a very long line cost the distance since the last one, not the line's length.
    private var columnMark = (offset: 0, column: 1)

    /// The position of the current byte; the column counts characters, not bytes.
    private mutating func here() -> SourcePosition {
        if columnMark.offset < lineStart || columnMark.offset > index { columnMark = (lineStart, 1) }
        var column = columnMark.column
        var cursor = columnMark.offset
        while cursor < index && cursor < bytes.count {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        columnMark = (index, column)
        return SourcePosition(line: line, column: column)
    }

    private mutating func failure(_ message: String, at position: SourcePosition? = nil) -> StringsError {
        StringsError(position: position ?? here(), message: "invalid JSON: " + message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private func found() -> String {
        guard let byte = current else { return "the end of the file" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func value(depth: Int) throws(StringsError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        guard let byte = current else { throw failure("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("expected a value, found \(found())")
        }
    }

    private mutating func literal(_ word: String) throws(StringsError) {
        let start = here()
        for expected in word.utf8 {
            guard current == expected else { throw failure("expected '\(word)'", at: start) }
            index += 1
        }
    }

    private mutating func object(depth: Int) throws(StringsError) -> JSONValue {
        let start = here()
        index += 1
        var members: [JSONMember] = []
        skipSpace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else {
                if current == nil {
                    throw failure("the object opened at line \(start.line), column \(start.column) is not closed")
                }
                throw failure("expected a quoted key, found \(found())")
            }
            let keyPosition = here()
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the key, found \(found())") }
            index += 1
            skipSpace()
            let member = try value(depth: depth + 1)
            members.append(JSONMember(key: key, value: member, position: keyPosition))
            skipSpace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if current == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            if current == nil {
                throw failure("the object opened at line \(start.line), column \(start.column) is not closed")
            }
            throw failure("expected ',' or '}' in the object, found \(found())")
        }
    }

    private mutating func array(depth: Int) throws(StringsError) -> JSONValue {
        let start = here()
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if current == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            if current == nil {
                throw failure("the array opened at line \(start.line), column \(start.column) is not closed")
            }
            throw failure("expected ',' or ']' in the array, found \(found())")
        }
    }

    private mutating func number() throws(StringsError) -> String {
        let start = index
        let startPosition = here()
        if current == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while let byte = parser.current, byte >= 0x30 && byte <= 0x39 {
                parser.index += 1
                count += 1
            }
            return count
        }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw failure("invalid number", at: startPosition)
        }
        if current == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw failure("invalid number: no digits after '.'", at: startPosition) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw failure("invalid number: no digits in the exponent", at: startPosition) }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func string() throws(StringsError) -> String {
        let start = here()
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw failure("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw failure("the string is not valid UTF-8", at: start)
                }
                return text
            case UInt8(ascii: "\\"):
                let escapePosition = here()
                index += 1
                guard let escaped = current else { throw failure("unterminated string", at: start) }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""): utf8.append(0x22)
                case UInt8(ascii: "\\"): utf8.append(0x5C)
                case UInt8(ascii: "/"): utf8.append(0x2F)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var value = try hex4(at: escapePosition)
                    if (0xD800...0xDBFF).contains(value) {
                        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                            bytes[index + 1] == UInt8(ascii: "u")
                        else {
                            throw failure("unpaired surrogate in \\u escape", at: escapePosition)
                        }
                        index += 2
                        let low = try hex4(at: escapePosition)
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw failure("unpaired surrogate in \\u escape", at: escapePosition)
                        }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(value) {
                        throw failure("unpaired surrogate in \\u escape", at: escapePosition)
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        throw failure("invalid \\u escape", at: escapePosition)
                    }
                    utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw failure("invalid escape sequence in a string", at: escapePosition)
                }
            default:
                if byte < 0x20 { throw failure("control character in a string (write it as an escape)") }
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func hex4(at escapePosition: SourcePosition) throws(StringsError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = HexDigit.value(Unicode.Scalar(byte)) else {
                throw failure("invalid \\u escape: expected four hexadecimal digits", at: escapePosition)
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
