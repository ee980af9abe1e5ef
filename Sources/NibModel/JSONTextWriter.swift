/// Writes JSON text straight into one growing byte buffer, in the exact layout manifests have
/// always had: two-space indentation, `"key": value`, one member or element per line, empty
/// containers as `{` and `}` on two lines, `/` left unescaped, control characters as `\u00xx` (lowercase
/// hex) and `\b \f \n \r \t \" \\` in their short forms.
///
/// Nothing is built and freed on the way: the caller opens and closes containers in order and
/// each value is appended where it belongs, so writing costs one pass over the output.
struct JSONTextWriter {
    private(set) var bytes: [UInt8] = []
    /// For each open container, whether it has a member or element yet.
    private var filled: [Bool] = []

    init(capacity: Int = 4_096) {
        bytes.reserveCapacity(capacity)
        filled.reserveCapacity(32)
    }

    /// The finished text with its trailing newline.
    consuming func finish() -> [UInt8] {
        bytes.append(0x0A)
        return bytes
    }

    // MARK: Containers

    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        filled.append(false)
    }

    mutating func endObject() { close(UInt8(ascii: "}")) }

    mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        filled.append(false)
    }

    mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func close(_ bracket: UInt8) {
        // json-c 0.16 breaks the line before every closing bracket, an empty container's too.
        filled.removeLast()
        bytes.append(0x0A)
        indent(filled.count)
        bytes.append(bracket)
    }

    /// Starts the next element of the innermost (array) container.
    mutating func element() {
        separate()
    }

    /// Starts a member of the innermost (object) container: its key and `": "`. Like a C string,
    /// a key ends at its first NUL byte.
    mutating func key(_ name: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var name = name
        name.withUTF8 { utf8 in
            let end = utf8.firstIndex(of: 0) ?? utf8.endIndex
            escape(UnsafeBufferPointer(rebasing: utf8[..<end]))
        }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// A key made of ASCII letters only (the manifest's fixed member names): no escaping needed.
    mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// Appends ASCII text as it is.
    private mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func separate() {
        if filled[filled.count - 1] { bytes.append(UInt8(ascii: ",")) } else { filled[filled.count - 1] = true }
        bytes.append(0x0A)
        indent(filled.count)
    }

    private mutating func indent(_ level: Int) {
        for _ in 0..<level {
            bytes.append(0x20)
            bytes.append(0x20)
        }
    }

    // MARK: Values

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { escape($0) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A string known to need no escaping (a fixed tag).
    mutating func string(_ value: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        raw(value)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    mutating func null() {
        raw("null")
    }

    mutating func int(_ value: Int) {
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            while magnitude > 0 {
                digits[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
        }
    }

    /// A double in its shortest round-tripping form, always with a fraction or exponent so that
    /// it reads back as a real; `null` when it is not finite (JSON has no form for it).
    mutating func real(_ value: Double) {
        guard value.isFinite else { return null() }
        var text = value.description
        text.withUTF8 { utf8 in
            bytes.append(contentsOf: utf8)
            if !utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
                bytes.append(UInt8(ascii: "."))
                bytes.append(UInt8(ascii: "0"))
            }
        }
    }

    /// A number written as an integer when it has no fraction (frames, sizes), else as a real.
    mutating func number(_ value: Double) {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return int(Int(value)) }
        real(value)
    }

    private mutating func escape(_ utf8: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            if index > start { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index])) }
            start = index + 1
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
            default:
                let hex: StaticString = "0123456789abcdef"
                raw("u00")
                bytes.append(hex.utf8Start[Int(byte >> 4)])
                bytes.append(hex.utf8Start[Int(byte & 0xF)])
            }
        }
        if utf8.count > start { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...])) }
    }
}
