/// The spellings the dump uses for text and bytes.
enum DumpText {
    /// `text` in double quotes, with `"` and `\` escaped, and newlines, tabs, carriage returns
    /// and other control characters written as escapes.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// How many bytes of a key or class name print before the rest is summarised.
    static let nameLimit = 512

    /// A key or class name as the listing shows it: control characters escaped (so a name
    /// never breaks a line), and past ``nameLimit`` bytes cut with its full size noted, so a
    /// huge name repeated by many values cannot make the listing quadratic in the file.
    static func name(_ text: String) -> String {
        var result = ""
        var bytes = 0
        for scalar in text.unicodeScalars {
            if bytes >= nameLimit {
                return result + "…[\(text.utf8.count) bytes]"
            }
            bytes += UTF8.width(scalar)
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\\" {
                result += scalar == "\\" ? "\\\\" : "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// After a data value's size: nothing for empty data, the quoted text when every byte is
    /// printable ASCII (a closing NUL allowed), else the bytes in hex, the first `hexLimit`
    /// then `…` and an FNV-1a checksum of all of them.
    static func dataSummary(_ bytes: [UInt8], hexLimit: Int) -> String {
        guard !bytes.isEmpty else { return "" }
        let body = bytes.last == 0 ? bytes.dropLast() : bytes[...]
        if !body.isEmpty, body.allSatisfy({ (0x20...0x7E).contains($0) }) {
            return " " + quoted(String(decoding: bytes, as: UTF8.self))
        }
        let shown = bytes.prefix(hexLimit).map(hex).joined()
        guard bytes.count > hexLimit else { return " " + shown }
        return " \(shown)… fnv1a \(String(fnv1a(bytes), radix: 16))"
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// The 64-bit FNV-1a hash of `bytes`.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
