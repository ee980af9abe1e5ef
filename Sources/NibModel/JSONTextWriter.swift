/// Writes JSON text in the exact layout manifests have always had: two-space indentation,
/// `"key": value`, one member or element per line, empty containers as `{` and `}` on two lines,
/// `/` left unescaped, control characters as `\u00xx` (lowercase hex) and `\b \f \n \r \t \" \\`
/// in their short forms.
///
/// Nothing is built and freed on the way: the caller opens and closes containers in order and
/// each value is appended where it belongs, so writing costs one pass over the output. The text
/// goes through one fixed-size chunk: to a file descriptor as each chunk fills (the whole text is
/// never held), or into one growing array when the caller wants the bytes.
struct JSONTextWriter: ~Copyable {
    /// The chunk being filled.
    private let chunk: UnsafeMutablePointer<UInt8>
    private var count = 0
    private static let chunkSize = 1 << 16
    /// Where full chunks go: a file descriptor, or `collected` when it is negative.
    private let descriptor: Int32
    private var collected: [UInt8] = []
    /// The first write error (`errno`), after which nothing more is written.
    private(set) var writeError: Int32 = 0
    /// For each open container, whether it has a member or element yet (innermost last).
    private var filled: UnsafeMutablePointer<Bool>
    private var depth = 0
    private var filledCapacity = 64

    /// A writer that collects the text in memory (``finish()`` returns it).
    init(capacity: Int = 4_096) {
        chunk = .allocate(capacity: Self.chunkSize)
        descriptor = -1
        filled = .allocate(capacity: filledCapacity)
        collected.reserveCapacity(capacity)
    }

    /// A writer that writes the text to an open file as it goes (``finishFile()`` ends it).
    init(descriptor: Int32) {
        chunk = .allocate(capacity: Self.chunkSize)
        self.descriptor = descriptor
        filled = .allocate(capacity: filledCapacity)
    }

    deinit {
        chunk.deallocate()
        filled.deallocate()
    }

    /// The finished text with its trailing newline.
    consuming func finish() -> [UInt8] {
        byte(0x0A)
        flush()
        return collected
    }

    /// Ends the text written to the file with its trailing newline; returns the first write error (0 if none).
    consuming func finishFile() -> Int32 {
        byte(0x0A)
        flush()
        return writeError
    }

    // MARK: Output

    private mutating func flush() {
        guard count > 0 else { return }
        send(UnsafeRawBufferPointer(start: chunk, count: count))
        count = 0
    }

    private mutating func send(_ bytes: UnsafeRawBufferPointer) {
        guard descriptor >= 0 else {
            collected.append(contentsOf: bytes.assumingMemoryBound(to: UInt8.self))
            return
        }
        if writeError == 0 { writeError = FileIO.writeAll(descriptor, bytes) }
    }

    @inline(__always)
    private mutating func byte(_ value: UInt8) {
        if count == Self.chunkSize { flush() }
        chunk[count] = value
        count += 1
    }

    @inline(__always)
    private mutating func bytes(_ start: UnsafePointer<UInt8>, _ length: Int) {
        if count + length > Self.chunkSize {
            flush()
            if length > Self.chunkSize {
                send(UnsafeRawBufferPointer(start: start, count: length))
                return
            }
        }
        (chunk + count).update(from: start, count: length)
        count += length
    }

    /// `length` bytes of `value` (fixed punctuation and indentation).
    @inline(__always)
    private mutating func repeated(_ value: UInt8, _ length: Int) {
        var remaining = length
        while remaining > 0 {
            if count == Self.chunkSize { flush() }
            let run = min(remaining, Self.chunkSize - count)
            (chunk + count).update(repeating: value, count: run)
            count += run
            remaining -= run
        }
    }

    // MARK: Containers

    mutating func beginObject() {
        byte(UInt8(ascii: "{"))
        push()
    }

    mutating func endObject() { close(UInt8(ascii: "}")) }

    mutating func beginArray() {
        byte(UInt8(ascii: "["))
        push()
    }

    mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func push() {
        if depth == filledCapacity {
            let larger = UnsafeMutablePointer<Bool>.allocate(capacity: filledCapacity * 2)
            larger.moveInitialize(from: filled, count: depth)
            filled.deallocate()
            filled = larger
            filledCapacity *= 2
        }
        filled[depth] = false
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        // json-c 0.16 breaks the line before every closing bracket, an empty container's too.
        depth -= 1
        byte(0x0A)
        repeated(0x20, 2 * depth)
        byte(bracket)
    }

    /// Starts the next element of the innermost (array) container.
    mutating func element() {
        separate()
    }

    /// Starts a member of the innermost (object) container: its key and `": "`. Like a C string,
    /// a key ends at its first NUL byte.
    mutating func key(_ name: String) {
        separate()
        byte(UInt8(ascii: "\""))
        var name = name
        name.withUTF8 { escape($0, endingAtNUL: true) }
        keyEnd()
    }

    /// A key made of ASCII letters only (the manifest's fixed member names): no escaping needed.
    mutating func key(_ name: StaticString) {
        separate()
        byte(UInt8(ascii: "\""))
        raw(name)
        keyEnd()
    }

    private mutating func keyEnd() {
        byte(UInt8(ascii: "\""))
        byte(UInt8(ascii: ":"))
        byte(UInt8(ascii: " "))
    }

    /// Appends ASCII text as it is.
    private mutating func raw(_ text: StaticString) {
        bytes(text.utf8Start, text.utf8CodeUnitCount)
    }

    private mutating func separate() {
        let comma = filled[depth - 1]
        filled[depth - 1] = true
        let length = (comma ? 2 : 1) + 2 * depth
        guard count + length <= Self.chunkSize else {
            if comma { byte(UInt8(ascii: ",")) }
            byte(0x0A)
            repeated(0x20, 2 * depth)
            return
        }
        // The comma, line break and indentation written in one go while the chunk has room.
        var at = chunk + count
        if comma {
            at.pointee = UInt8(ascii: ",")
            at += 1
        }
        at.pointee = 0x0A
        (at + 1).update(repeating: 0x20, count: 2 * depth)
        count += length
    }

    // MARK: Values

    mutating func string(_ value: String) {
        byte(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { escape($0) }
        byte(UInt8(ascii: "\""))
    }

    /// A string known to need no escaping (a fixed tag).
    mutating func string(_ value: StaticString) {
        byte(UInt8(ascii: "\""))
        raw(value)
        byte(UInt8(ascii: "\""))
    }

    mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    mutating func null() {
        raw("null")
    }

    mutating func int(_ value: Int) {
        if value == 0 {
            byte(UInt8(ascii: "0"))
            return
        }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { digits in
            var index = 21
            while magnitude > 0 {
                index -= 1
                digits[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            if value < 0 {
                index -= 1
                digits[index] = UInt8(ascii: "-")
            }
            bytes(digits.baseAddress! + index, 21 - index)
        }
    }

    /// A double in its shortest round-tripping form, always with a fraction or exponent so that
    /// it reads back as a real; `null` when it is not finite (JSON has no form for it).
    mutating func real(_ value: Double) {
        guard value.isFinite else { return null() }
        var text = value.description
        text.withUTF8 { utf8 in
            bytes(utf8.baseAddress!, utf8.count)
            if !utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") })
            {
                byte(UInt8(ascii: "."))
                byte(UInt8(ascii: "0"))
            }
        }
    }

    /// A number written as an integer when it has no fraction (frames, sizes), else as a real.
    mutating func number(_ value: Double) {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return int(Int(value)) }
        real(value)
    }

    /// Appends `utf8` with the bytes JSON strings cannot hold as they are escaped. With
    /// `endingAtNUL`, the text ends at its first NUL byte, like a C string.
    private mutating func escape(_ utf8: UnsafeBufferPointer<UInt8>, endingAtNUL: Bool = false) {
        guard let base = utf8.baseAddress else { return }
        let count = utf8.count
        if count < 8 {
            // A short text (most names and ids): one test of its bytes, padded with spaces.
            var word: UInt64 = 0x2020_2020_2020_2020
            withUnsafeMutableBytes(of: &word) { $0.baseAddress!.copyMemory(from: base, byteCount: count) }
            if !Self.needsEscaping(word) { return bytes(base, count) }
        }
        var start = 0
        var index = 0
        while index < count {
            if index + 8 <= count && !Self.needsEscaping(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            {
                index += 8
                continue
            }
            let byte = base[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            if index > start { bytes(base + start, index - start) }
            if byte == 0 && endingAtNUL { return }
            start = index + 1
            index += 1
            escaped(byte)
        }
        if count > start { bytes(base + start, count - start) }
    }

    /// Whether any of the eight bytes of `word` is a control character, a quote or a backslash: the tests
    /// for a byte below a bound and for a zero byte, done on all eight at once. A true answer may
    /// come from any of the bytes; a false one is exact.
    @inline(__always)
    private static func needsEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let control = (word &- ones &* 0x20) & ~word
        let quote = (quotes &- ones) & ~quotes
        let backslash = (backslashes &- ones) & ~backslashes
        return (control | quote | backslash) & highBits != 0
    }

    /// The escape sequence of a byte that needs one.
    private mutating func escaped(_ byte: UInt8) {
        self.byte(UInt8(ascii: "\\"))
        switch byte {
        case 0x08: self.byte(UInt8(ascii: "b"))
        case 0x0A: self.byte(UInt8(ascii: "n"))
        case 0x0D: self.byte(UInt8(ascii: "r"))
        case 0x09: self.byte(UInt8(ascii: "t"))
        case 0x0C: self.byte(UInt8(ascii: "f"))
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): self.byte(byte)
        default:
            let hex: StaticString = "0123456789abcdef"
            raw("u00")
            self.byte(hex.utf8Start[Int(byte >> 4)])
            self.byte(hex.utf8Start[Int(byte & 0xF)])
        }
    }
}
