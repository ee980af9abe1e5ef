/// Finds where a member named by its JSON path (`$.objects[3].properties.frame`) is written in a
/// manifest's text, so that an error about it can name a line and column. Only used once a read
/// has failed, on text json-c has already accepted.
///
/// A path is matched against the member names the text really has (names may hold `.` or `[`),
/// the last of equal names winning as in json-c. When a member is missing, the answer is the
/// object that should hold it.
enum JSONPathLocator {
    /// The offset of the value at `path`, or of the deepest value on the way to it.
    static func offset(of path: String, in bytes: [UInt8]) -> Int {
        var scanner = Scanner(bytes: bytes)
        scanner.skipSpace()
        var rest = Substring(path)
        guard rest.hasPrefix("$") else { return scanner.offset }
        rest = rest.dropFirst()
        while !rest.isEmpty {
            let start = scanner.offset
            guard let next = scanner.descend(into: &rest) else { return start }
            scanner.offset = next
        }
        return scanner.offset
    }

    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
        }

        /// Moves from the value here into the member or element the front of `rest` names, and
        /// returns that value's offset; nil when the value has no such member.
        mutating func descend(into rest: inout Substring) -> Int? {
            if rest.hasPrefix("["), current == UInt8(ascii: "[") {
                guard let close = rest.firstIndex(of: "]"),
                    let index = Int(rest[rest.index(after: rest.startIndex)..<close])
                else { return nil }
                rest = rest[rest.index(after: close)...]
                return element(index)
            }
            guard rest.hasPrefix("."), current == UInt8(ascii: "{") else { return nil }
            return member(&rest)
        }

        /// The offset of element `index` of the array here.
        mutating func element(_ index: Int) -> Int? {
            offset += 1
            skipSpace()
            var position = 0
            while let byte = current, byte != UInt8(ascii: "]") {
                if position == index { return offset }
                let before = offset
                skipValue()
                skipSpace()
                if current == UInt8(ascii: ",") { offset += 1 }
                skipSpace()
                position += 1
                if offset == before { return nil }  // not JSON after all: stop rather than loop
            }
            return nil
        }

        /// The offset of the value of the member of the object here whose name begins `rest`
        /// (after its `.`), followed by the end of the path, `.` or `[`; `rest` loses the name.
        mutating func member(_ rest: inout Substring) -> Int? {
            let wanted = rest.dropFirst()
            var found: (value: Int, length: Int)?
            offset += 1
            skipSpace()
            while current == UInt8(ascii: "\"") {
                let before = offset
                let name = string()
                skipSpace()
                offset += 1  // the colon
                skipSpace()
                if wanted.hasPrefix(name) {
                    let after = wanted.dropFirst(name.count)
                    if after.isEmpty || after.hasPrefix(".") || after.hasPrefix("["),
                        name.count >= (found?.length ?? 0)
                    {
                        found = (offset, name.count)
                    }
                }
                skipValue()
                skipSpace()
                if current == UInt8(ascii: ",") { offset += 1 }
                skipSpace()
                if offset == before { break }
            }
            guard let found else { return nil }
            rest = wanted.dropFirst(found.length)
            return found.value
        }

        /// Reads the string here (escapes decoded) and moves past it.
        mutating func string() -> String {
            offset += 1
            // Appended to as a string: a scalar view's `append(contentsOf:)` copies all it holds.
            var text = ""
            var raw: [UInt8] = []
            func flush() {
                text += String(decoding: raw, as: UTF8.self)
                raw.removeAll(keepingCapacity: true)
            }
            while let byte = current, byte != UInt8(ascii: "\"") {
                offset += 1
                guard byte == UInt8(ascii: "\\"), let escaped = current else {
                    raw.append(byte)
                    continue
                }
                offset += 1
                flush()
                switch escaped {
                case UInt8(ascii: "n"): text.unicodeScalars.append("\n")
                case UInt8(ascii: "r"): text.unicodeScalars.append("\r")
                case UInt8(ascii: "t"): text.unicodeScalars.append("\t")
                case UInt8(ascii: "b"): text.unicodeScalars.append("\u{8}")
                case UInt8(ascii: "f"): text.unicodeScalars.append("\u{C}")
                case UInt8(ascii: "u"): text.unicodeScalars.append(unicodeEscape())
                default: text.unicodeScalars.append(Unicode.Scalar(escaped))
                }
            }
            flush()
            offset += 1
            return text
        }

        /// The scalar of a `\uXXXX` escape (with its low surrogate, when it is a high one).
        mutating func unicodeEscape() -> Unicode.Scalar {
            let high = hex4()
            if (0xD800..<0xDC00).contains(high), current == UInt8(ascii: "\\"), offset + 1 < bytes.count,
                bytes[offset + 1] == UInt8(ascii: "u")
            {
                offset += 2
                let low = hex4()
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low &- 0xDC00)) ?? "\u{FFFD}"
            }
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        }

        mutating func hex4() -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else { break }
                value = value << 4 | digit
                offset += 1
            }
            return value
        }

        /// Moves past the value here.
        mutating func skipValue() {
            var depth = 0
            repeat {
                guard let byte = current else { return }
                switch byte {
                case UInt8(ascii: "\""):
                    _ = string()
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                case UInt8(ascii: ","), UInt8(ascii: ":"), 0x20, 0x0A, 0x0D, 0x09:
                    if depth == 0 { return }
                default: break
                }
                offset += 1
            } while depth > 0 || !isEnd
        }

        /// Whether the scalar value just passed ended (a delimiter or the end follows).
        var isEnd: Bool {
            guard let byte = current else { return true }
            return byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte == 0x20
                || byte == 0x0A || byte == 0x0D || byte == 0x09
        }
    }
}
