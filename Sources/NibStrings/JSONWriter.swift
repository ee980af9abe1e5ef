/// Writes JSON the way Xcode writes String Catalogs: two-space indentation, `"key" : value`,
/// object keys sorted (ignoring case, digit runs compared as numbers), no final line break.
public enum JSONWriter {
    public static func text(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        return out
    }

    private static func write(_ value: JSONValue, indent: String, into out: inout String) {
        switch value {
        case .string(let text): out += quoted(text)
        case .number(let text): out += text
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else {
                out += "[\n\n\(indent)]"
                return
            }
            out += "[\n"
            for (offset, item) in items.enumerated() {
                out += indent + "  "
                write(item, indent: indent + "  ", into: &out)
                out += offset == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{\n\n\(indent)}"
                return
            }
            out += "{\n"
            let sorted = members.sorted { KeyOrder.precedes($0.key, $1.key) }
            for (offset, member) in sorted.enumerated() {
                out += indent + "  " + quoted(member.key) + " : "
                write(member.value, indent: indent + "  ", into: &out)
                out += offset == sorted.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    static func quoted(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        out.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".unicodeScalars)
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
        }
        out.append("\"")
        return String(out)
    }
}

/// The key order of Xcode's catalogs: case-insensitive, runs of digits compared by value, and
/// byte order to break the remaining ties so the order is total.
enum KeyOrder {
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.unicodeScalars)
        let right = Array(rhs.unicodeScalars)
        var i = 0
        var j = 0
        while i < left.count && j < right.count {
            if isDigit(left[i]) && isDigit(right[j]) {
                let (a, nextI) = digitRun(left, from: i)
                let (b, nextJ) = digitRun(right, from: j)
                if a != b { return a.count != b.count ? a.count < b.count : a < b }
                i = nextI
                j = nextJ
                continue
            }
            let a = folded(left[i])
            let b = folded(right[j])
            if a != b { return a < b }
            i += 1
            j += 1
        }
        if (left.count - i) != (right.count - j) { return (left.count - i) < (right.count - j) }
        return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }

    /// The digits of a run without leading zeros (compared by length, then text).
    private static func digitRun(_ scalars: [Unicode.Scalar], from start: Int) -> (String, Int) {
        var end = start
        while end < scalars.count && isDigit(scalars[end]) { end += 1 }
        var digits = String(String.UnicodeScalarView(scalars[start..<end]))
        while digits.count > 1 && digits.hasPrefix("0") { digits.removeFirst() }
        return (digits, end)
    }

    private static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
        (scalar.value >= 65 && scalar.value <= 90) ? scalar.value + 32 : scalar.value
    }
}
