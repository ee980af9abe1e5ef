/// Writes JSON the way Xcode writes String Catalogs: two-space indentation, `"key" : value`,
/// object keys sorted (ignoring case, digit runs compared as numbers), no final line break.
///
/// The text is written as UTF-8 bytes, whole or in chunks; objects already in key order (as
/// Xcode leaves them) are written without sorting, and others are sorted by index, so a large
/// catalog costs no copy of its members.
enum JSONWriter {
    static func text(_ value: JSONValue) -> String { String(decoding: utf8(value), as: UTF8.self) }

    /// The text as UTF-8 bytes.
    static func utf8(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        write(value, depth: 0, into: &out) { _ in }
        return out
    }

    /// Hands the text to `sink` in chunks of about `chunkSize` bytes, so that a large catalog is
    /// never held whole as text.
    static func write(_ value: JSONValue, chunkSize: Int = 1 << 16, to sink: ([UInt8]) -> Void) {
        var out: [UInt8] = []
        out.reserveCapacity(2 * chunkSize)
        write(value, depth: 0, into: &out) { out in
            guard out.count >= chunkSize else { return }
            sink(out)
            out.removeAll(keepingCapacity: true)
        }
        if !out.isEmpty { sink(out) }
    }

    /// Writes `value` into `out`, calling `flush` after every member and array item.
    private static func write(
        _ value: JSONValue, depth: Int, into out: inout [UInt8], flush: (inout [UInt8]) -> Void
    ) {
        switch value {
        case .string(let text): quote(text, into: &out)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            writeItems(items, depth: depth, into: &out, flush: flush) { item, out in
                write(item, depth: depth + 1, into: &out, flush: flush)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            writeItems(keyOrder(of: members), depth: depth, into: &out, flush: flush) { index, out in
                quote(members[index].key, into: &out)
                out.append(contentsOf: " : ".utf8)
                write(members[index].value, depth: depth + 1, into: &out, flush: flush)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// The lines of an array or object between its brackets: one item a line, indented one
    /// level deeper, separated by commas; an empty line when there is none.
    private static func writeItems<Item>(
        _ items: [Item], depth: Int, into out: inout [UInt8], flush: (inout [UInt8]) -> Void,
        _ writeItem: (Item, inout [UInt8]) -> Void
    ) {
        out.append(0x0A)
        for (offset, item) in items.enumerated() {
            indent(depth + 1, into: &out)
            writeItem(item, &out)
            if offset < items.count - 1 { out.append(UInt8(ascii: ",")) }
            out.append(0x0A)
            flush(&out)
        }
        if items.isEmpty { out.append(0x0A) }
        indent(depth, into: &out)
    }

    private static func indent(_ depth: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// The indices of `members` in ``KeyOrder`` (members of equal keys in their order): checked
    /// in one pass when they already are in it, and sorted as indices, never as members, when not.
    static func keyOrder(of members: [JSONMember]) -> [Int] {
        let ordered = zip(members, members.dropFirst()).allSatisfy { !KeyOrder.precedes($1.key, $0.key) }
        if ordered { return Array(members.indices) }
        return members.indices.sorted { KeyOrder.precedes(members[$0].key, members[$1].key) }
    }

    static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        quote(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `text` in quotes, with `"`, `\`, line breaks, tabs and other control characters escaped.
    static func quote(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
            case 0x0A: out.append(contentsOf: #"\n"#.utf8)
            case 0x0D: out.append(contentsOf: #"\r"#.utf8)
            case 0x09: out.append(contentsOf: #"\t"#.utf8)
            case ..<0x20:
                out.append(contentsOf: #"\u00"#.utf8)
                out.append(hexDigit(byte >> 4))
                out.append(hexDigit(byte & 0x0F))
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A lower-case hexadecimal digit.
    private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x57 + value }
}

/// The key order of Xcode's catalogs: case-insensitive, runs of digits compared by value, and
/// byte order to break the remaining ties so the order is total.
///
/// Compared on the UTF-8 bytes, which orders as the scalars do: digits and the folded capitals
/// are ASCII, and UTF-8 keeps scalar order byte by byte.
enum KeyOrder {
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in rhs.withUTF8 { right in precedes(left, right) } }
    }

    static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        var j = 0
        while i < left.count && j < right.count {
            if isDigit(left[i]) && isDigit(right[j]) {
                let a = digitRun(left, from: i)
                let b = digitRun(right, from: j)
                if let order = compareNumbers(left, a, right, b) { return order }
                i = a.upperBound
                j = b.upperBound
                continue
            }
            let a = folded(left[i])
            let b = folded(right[j])
            if a != b { return a < b }
            i += 1
            j += 1
        }
        // The one that ran out first precedes; when both did, byte order decides.
        if (left.count - i) != (right.count - j) { return (left.count - i) < (right.count - j) }
        return left.lexicographicallyPrecedes(right)
    }

    /// Whether the number `a` of `left` precedes the number `b` of `right`; nil when they are equal.
    private static func compareNumbers(
        _ left: UnsafeBufferPointer<UInt8>, _ a: Range<Int>, _ right: UnsafeBufferPointer<UInt8>, _ b: Range<Int>
    ) -> Bool? {
        if a.count != b.count { return a.count < b.count }
        for (x, y) in zip(left[a], right[b]) where x != y { return x < y }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    /// The digits of the run at `start` without leading zeros (one zero is kept).
    private static func digitRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int> {
        var end = start
        while end < bytes.count && isDigit(bytes[end]) { end += 1 }
        var first = start
        while end - first > 1 && bytes[first] == 48 { first += 1 }
        return first..<end
    }

    private static func folded(_ byte: UInt8) -> UInt8 { (byte >= 65 && byte <= 90) ? byte + 32 : byte }
}
