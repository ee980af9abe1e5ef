import NibModel

/// Writes JSON text in the exact layout manifests have always had: two-space indentation,
/// `"key": value`, one member or element per line, empty containers as `{` and `}` on two lines,
/// `/` left unescaped, control characters as `\u00xx` (lowercase hex) and `\b \f \n \r \t \" \\`
/// in their short forms.
///
/// Nothing is built and freed on the way: the caller opens and closes containers in order and
/// each value is appended where it belongs, so writing costs one pass over the output. The text
/// goes through one buffer: given to an output sink each time it fills (the whole text is
/// never held), or grown when the caller wants the bytes.
///
/// Each token (a line break with its indentation, a key, a value, a bracket) first reserves the
/// most room it can take, making room if it would not fit, and then writes without further
/// checks, eight bytes at a time where it can. A reservation always counts ``slack`` bytes past
/// the token: whole-word stores may spill up to seven bytes beyond its end, which the next token
/// overwrites.
///
/// No function here releases an object the caller holds: the buffers are raw memory, and the few
/// functions that make a string of their own (and so release it) are declared
/// `@_effects(releasenone)`. Knowing that, the compiler lets ``ManifestWriter`` read the model's
/// strings and arrays in place; otherwise it retains and releases each one around every call that
/// might write the file. Whatever is added here must keep to that (raw memory, no `String` made
/// and dropped outside such a declared function, `copy` rather than `update(from:count:)`).
struct JSONTextWriter: ~Copyable {
    /// The buffer being filled, up to `end`.
    private var buffer: UnsafeMutablePointer<UInt8>
    private var end: UnsafeMutablePointer<UInt8>
    /// The buffer's end.
    private var limit: UnsafeMutablePointer<UInt8>
    /// The size of a file writer's buffer: each write to the file sends about this much.
    private static let fileBufferSize = 1 << 18
    /// The most one reservation asks for, so that every token fits in an emptied buffer.
    private static let largestReservation = 1 << 14
    /// Room after a token's last byte for a whole-word store that ends past it.
    private static let slack = 8
    /// The deepest indentation written in one reservation; deeper lines (documents nested more
    /// than 2,000 levels) are indented piece by piece.
    private static let largestIndent = 1 << 12
    /// The longest text escaped in one reservation (six output bytes per input byte at most);
    /// longer texts are escaped in pieces of this length.
    private static let longestPiece = (largestReservation - 2 * slack) / 6

    /// Where a full buffer goes; without one the buffer grows instead and holds the whole text.
    private let sink: OutputSink?
    /// The first write error (`errno`), after which nothing more is written.
    private(set) var writeError: Int32 = 0

    /// Whether the innermost open container has a member or element yet.
    private var filled = false
    /// The same for each enclosing container, outermost first (`depth` entries).
    private var enclosingFilled: UnsafeMutablePointer<Bool>
    private var enclosingCapacity = 64
    private var depth = 0

    /// A writer that collects the text in memory (``finish()`` returns it), in a buffer of
    /// `capacity` bytes to start with.
    init(capacity: Int = 4_096) {
        let size = max(capacity, 2 * Self.largestReservation)
        buffer = .allocate(capacity: size)
        end = buffer
        limit = buffer + size
        sink = nil
        enclosingFilled = .allocate(capacity: enclosingCapacity)
    }

    /// A writer that gives the text to `sink` as it goes (``finishFile()`` ends it).
    init(sink: OutputSink) {
        buffer = .allocate(capacity: Self.fileBufferSize)
        end = buffer
        limit = buffer + Self.fileBufferSize
        self.sink = sink
        enclosingFilled = .allocate(capacity: enclosingCapacity)
    }

    deinit {
        buffer.deallocate()
        enclosingFilled.deallocate()
    }

    /// The finished text with its trailing newline.
    consuming func finish() -> [UInt8] {
        byte(0x0A)
        return Array(UnsafeBufferPointer(start: buffer, count: end - buffer))
    }

    /// Ends the text written to the file with its trailing newline; returns the first write error (0 if none).
    consuming func finishFile() -> Int32 {
        byte(0x0A)
        send()
        return writeError
    }

    // MARK: Output

    /// Where the next `length` bytes go (at most ``largestReservation``), after making room for
    /// them if they would not fit. Nothing counts as written until ``commit(_:)``.
    @inline(__always)
    private mutating func reserve(_ length: Int) -> UnsafeMutablePointer<UInt8> {
        if limit - end < length { makeRoom(length) }
        return end
    }

    /// Makes room for `length` more bytes: sends the buffer to the file, or grows it (doubling)
    /// when the text is kept in memory.
    ///
    /// Releasing no object (the buffers are raw memory, the text goes to an ``OutputSink``, which releases none of the caller's objects), it is
    /// declared so: the compiler then knows that nothing the writer does can free the model being
    /// written, and reads its strings and arrays in place instead of retaining and releasing each
    /// one around every call that might reach here.
    @_effects(releasenone)
    @inline(never)
    private mutating func makeRoom(_ length: Int) {
        guard sink == nil else { return send() }
        let used = end - buffer
        var size = limit - buffer
        while size - used < length { size *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        larger.moveInitialize(from: buffer, count: used)
        buffer.deallocate()
        buffer = larger
        end = larger + used
        limit = larger + size
    }

    /// Gives the buffer's text to the sink and empties the buffer.
    private mutating func send() {
        guard end > buffer, let sink else { return }
        if writeError == 0 {
            writeError = sink.write(UnsafeRawBufferPointer(start: buffer, count: end - buffer))
        }
        end = buffer
    }

    /// Marks the bytes up to `end` (inside the last reservation) as written.
    @inline(__always)
    private mutating func commit(_ written: UnsafeMutablePointer<UInt8>) {
        end = written
    }

    private mutating func byte(_ value: UInt8) {
        let at = reserve(1)
        at.pointee = value
        commit(at + 1)
    }

    /// `length` spaces, in as many reservations as they need.
    private mutating func spaces(_ length: Int) {
        var remaining = length
        while remaining > 0 {
            let run = min(remaining, Self.largestReservation)
            let at = reserve(run)
            at.initialize(repeating: 0x20, count: run)
            commit(at + run)
            remaining -= run
        }
    }

    // MARK: Containers

    mutating func beginObject() { open(UInt8(ascii: "{")) }

    mutating func endObject() { close(UInt8(ascii: "}")) }

    mutating func beginArray() { open(UInt8(ascii: "[")) }

    mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ bracket: UInt8) {
        byte(bracket)
        if depth == enclosingCapacity { growEnclosing() }
        enclosingFilled[depth] = filled
        filled = false
        depth += 1
    }

    /// Doubles the room for enclosing containers. Raw memory only, so declared to release nothing
    /// (see ``makeRoom(_:)``).
    @_effects(releasenone)
    @inline(never)
    private mutating func growEnclosing() {
        let larger = UnsafeMutablePointer<Bool>.allocate(capacity: enclosingCapacity * 2)
        larger.moveInitialize(from: enclosingFilled, count: depth)
        enclosingFilled.deallocate()
        enclosingFilled = larger
        enclosingCapacity *= 2
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        filled = enclosingFilled[depth]
        // json-c 0.16 breaks the line before every closing bracket, an empty container's too.
        let at = newLine(comma: false, room: 1 + Self.slack)
        at.pointee = bracket
        commit(at + 1)
    }

    /// Starts the next element of the innermost (array) container.
    mutating func element() {
        commit(separate(room: Self.slack))
    }

    /// Ends the previous member or element with a comma (unless this is the first) and starts a
    /// new line at the current depth; returns where the line goes on, with `room` bytes reserved there.
    @inline(__always)
    private mutating func separate(room: Int) -> UnsafeMutablePointer<UInt8> {
        let comma = filled
        filled = true
        return newLine(comma: comma, room: room)
    }

    /// A comma when `comma`, a line break and the current depth's indentation, uncommitted; returns
    /// where the line goes on, with `room` bytes reserved there.
    @inline(__always)
    private mutating func newLine(comma: Bool, room: Int) -> UnsafeMutablePointer<UInt8> {
        let indent = 2 * depth
        guard indent <= Self.largestIndent else { return deepNewLine(comma: comma, room: room) }
        var at = reserve(2 + indent + Self.slack + room)
        at.pointee = UInt8(ascii: ",")
        if comma { at += 1 }
        at.pointee = 0x0A
        at += 1
        var filledTo = 0
        repeat {
            Self.store(Self.eightSpaces, at + filledTo)
            filledTo += 8
        } while filledTo < indent
        return at + indent
    }

    /// ``newLine(comma:room:)`` for a line indented deeper than one reservation holds.
    private mutating func deepNewLine(comma: Bool, room: Int) -> UnsafeMutablePointer<UInt8> {
        if comma { byte(UInt8(ascii: ",")) }
        byte(0x0A)
        spaces(2 * depth)
        return reserve(room)
    }

    // MARK: Keys

    /// Starts a member of the innermost (object) container: its key and `": "`. Like a C string,
    /// a key ends at its first NUL byte.
    mutating func key(_ name: String) {
        commit(separate(room: Self.slack))
        quoted(name, endingAtNUL: true, closing: Self.keyClosing)
    }

    /// A key made of ASCII letters only (the manifest's fixed member names): no escaping needed,
    /// so the line break, quotes, name and colon are written in one reservation.
    @inline(__always)
    mutating func key(_ name: StaticString) {
        let length = name.utf8CodeUnitCount
        let at = separate(room: length + 4 + Self.slack)
        at.pointee = UInt8(ascii: "\"")
        Self.copy(name.utf8Start, to: at + 1, count: length)
        Self.store(Self.keyClosing.bytes, at + 1 + length)
        commit(at + 1 + length + Self.keyClosing.length)
    }

    // MARK: Values

    mutating func string(_ value: String) {
        quoted(value, endingAtNUL: false, closing: Self.quoteClosing)
    }

    /// A string known to need no escaping (a fixed tag).
    @inline(__always)
    mutating func string(_ value: StaticString) {
        let length = value.utf8CodeUnitCount
        let at = reserve(length + 2 + Self.slack)
        at.pointee = UInt8(ascii: "\"")
        Self.copy(value.utf8Start, to: at + 1, count: length)
        (at + 1 + length).pointee = UInt8(ascii: "\"")
        commit(at + length + 2)
    }

    /// A fixed tag named by an enumeration's raw value (`owner`, `outlet`, `rgb`). The raw value is
    /// made for the call and released after it, the only release here, so the function is declared
    /// to release none (see ``makeRoom(_:)``).
    @_effects(releasenone)
    @inline(never)
    mutating func string<Tag: RawRepresentable>(tag: Tag) where Tag.RawValue == String {
        string(tag.rawValue)
    }

    mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    mutating func null() {
        raw("null")
    }

    /// Appends short ASCII text as it is.
    @inline(__always)
    private mutating func raw(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        let at = reserve(length + Self.slack)
        Self.copy(text.utf8Start, to: at, count: length)
        commit(at + length)
    }

    mutating func int(_ value: Int) {
        let at = reserve(20 + Self.slack)
        commit(Self.decimal(value, to: at))
    }

    /// A double in its shortest round-tripping form, always with a fraction or exponent so that
    /// it reads back as a real; `null` when it is not finite (JSON has no form for it).
    mutating func real(_ value: Double) {
        guard value.isFinite else { return null() }
        let at = reserve(Self.longestShortDecimal + Self.slack)
        if let written = Self.shortDecimal(value, to: at) { return commit(written) }
        describedReal(value)
    }

    /// ``real(_:)`` for any finite double: Swift's own shortest form, with `.0` added when it has
    /// neither a fraction nor an exponent. The only object it releases is the text it makes, so it
    /// is declared to release none (see ``makeRoom(_:)``).
    @_effects(releasenone)
    @inline(never)
    private mutating func describedReal(_ value: Double) {
        var text = value.description
        text.withUTF8 { utf8 in
            let at = reserve(utf8.count + 2 + Self.slack)
            Self.copy(utf8.baseAddress!, to: at, count: utf8.count)
            var written = at + utf8.count
            if !utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") })
            {
                written[0] = UInt8(ascii: ".")
                written[1] = UInt8(ascii: "0")
                written += 2
            }
            commit(written)
        }
    }

    /// The most decimals ``shortDecimal(_:to:)`` looks for.
    private static let shortDecimalPlaces = 6
    /// The longest text ``shortDecimal(_:to:)`` writes: a sign, 15 digits, a point and the decimals.
    private static let longestShortDecimal = 17 + shortDecimalPlaces

    /// Writes `value` the way Swift describes it when that form is a plain decimal of at most
    /// ``shortDecimalPlaces`` decimals between 0.001 and 10^15 in magnitude (`0.25`, `-12.5`, `8.0`),
    /// which most document values are; returns nil, having written nothing that counts, for any other.
    ///
    /// Swift describes a double by the fewest digits that read back as it. The first number of
    /// decimals `k` for which `m / 10^k` (`m` the magnitude times 10^k, rounded) reads back as the
    /// value gives those digits: fewer decimals never read back (they were tried first), and below
    /// 2^50 the steps of 10^-k are wider than four units in the last place, so no other `m` of `k`
    /// decimals reads back too. `m / 10^k` reads back as the value exactly when the division of the
    /// two doubles (both exact) gives it, as both round the same quotient to the nearest double.
    /// And when such an `m` exists, the computed product is within a quarter of it (below 2^50 the
    /// product's error and the distance of `m / 10^k` from the value are each under an eighth), so
    /// adding a half and truncating finds it.
    @inline(__always)
    private static func shortDecimal(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<
        UInt8
    >? {
        let magnitude = value.magnitude
        guard magnitude >= 1e-3 && magnitude < 1e15 else { return nil }
        var scale = 1.0
        var unit: UInt = 1
        for places in 0...shortDecimalPlaces {
            let product = magnitude * scale
            guard product < 0x1p50 else { return nil }
            let scaled = UInt(product + 0.5)
            if Double(scaled) / scale == magnitude {
                return decimal(scaled, places: places, unit: unit, negative: value < 0, to: out)
            }
            scale *= 10
            unit *= 10
        }
        return nil
    }

    /// Writes `scaled / unit` (`unit` = 10^`places`) with `places` decimals, or with `.0` when there
    /// are none; returns the end.
    @inline(__always)
    private static func decimal(
        _ scaled: UInt, places: Int, unit: UInt, negative: Bool, to out: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        var at = out
        if negative {
            at.pointee = UInt8(ascii: "-")
            at += 1
        }
        at = digits(scaled / unit, to: at)
        at.pointee = UInt8(ascii: ".")
        guard places > 0 else {
            at[1] = UInt8(ascii: "0")
            return at + 2
        }
        var fraction = scaled % unit
        let written = at + 1 + places
        var digit = written
        while digit > at + 1 {
            digit -= 1
            digit.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
            fraction /= 10
        }
        return written
    }

    /// A number written as an integer when it has no fraction (frames, sizes), else as a real.
    mutating func number(_ value: Double) {
        if abs(value) < 1e15, let integer = Int(exactly: value) { return int(integer) }
        real(value)
    }

    // MARK: Text

    /// The bytes that end a quoted text: little-endian, `length` of them counted (the word is
    /// stored whole).
    private struct Closing {
        var bytes: UInt64
        var length: Int
    }

    /// `"` after a string value.
    private static let quoteClosing = Closing(bytes: 0x22, length: 1)
    /// `": ` after a key.
    private static let keyClosing = Closing(bytes: 0x20_3A_22, length: 3)

    /// Appends `text` in quotes, escaped, followed by `closing`.
    @inline(__always)
    private mutating func quoted(_ text: String, endingAtNUL: Bool, closing: Closing) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable {
            quoted($0, endingAtNUL: endingAtNUL, closing: closing)
        }
        if done == nil { quotedCopy(text, endingAtNUL: endingAtNUL, closing: closing) }
    }

    /// ``quoted(_:endingAtNUL:closing:)`` for a string whose bytes are not stored contiguously (one
    /// bridged from another runtime), through a contiguous copy. The copy is the only object it
    /// frees and every other count it changes it restores, so it is declared to release none
    /// (see ``makeRoom(_:)``).
    @_effects(releasenone)
    @inline(never)
    private mutating func quotedCopy(_ text: String, endingAtNUL: Bool, closing: Closing) {
        var text = text
        text.withUTF8 { quoted($0, endingAtNUL: endingAtNUL, closing: closing) }
    }

    /// Appends the UTF-8 `text` in quotes, escaped, followed by `closing`: in one reservation when
    /// its escaped form fits in one, else piece by piece.
    @inline(__always)
    private mutating func quoted(_ text: UnsafeBufferPointer<UInt8>, endingAtNUL: Bool, closing: Closing) {
        guard text.count <= Self.longestPiece else {
            return quotedInPieces(text, endingAtNUL: endingAtNUL, closing: closing)
        }
        let at = reserve(6 * text.count + 1 + Self.slack)
        at.pointee = UInt8(ascii: "\"")
        let textEnd = Self.escape(text, to: at + 1, endingAtNUL: endingAtNUL).end
        Self.store(closing.bytes, textEnd)
        commit(textEnd + closing.length)
    }

    /// ``quoted(_:endingAtNUL:closing:)`` for a text longer than ``longestPiece``.
    private mutating func quotedInPieces(_ text: UnsafeBufferPointer<UInt8>, endingAtNUL: Bool, closing: Closing) {
        byte(UInt8(ascii: "\""))
        var offset = 0
        while offset < text.count {
            let pieceEnd = min(text.count, offset + Self.longestPiece)
            let piece = UnsafeBufferPointer(rebasing: text[offset..<pieceEnd])
            let (written, stopped) = Self.escape(
                piece, to: reserve(6 * piece.count + Self.slack), endingAtNUL: endingAtNUL)
            commit(written)
            if stopped { break }
            offset = pieceEnd
        }
        let at = reserve(Self.slack)
        Self.store(closing.bytes, at)
        commit(at + closing.length)
    }

    /// Writes `text` to `out` with the bytes JSON strings cannot hold escaped; returns where it
    /// ended and whether a NUL byte stopped it (only with `endingAtNUL`: the text then ends there,
    /// like a C string). `out` has room for six bytes per byte of `text` and ``slack`` more.
    @inline(__always)
    private static func escape(
        _ text: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>, endingAtNUL: Bool
    ) -> (end: UnsafeMutablePointer<UInt8>, stopped: Bool) {
        let length = text.count
        guard length > 0, let base = text.baseAddress else { return (out, false) }
        if length < 8 {
            // A short text (most names and ids): one test of its bytes, padded with spaces.
            let word = shortWord(base, length)
            if !needsEscaping(word) {
                store(word, out)
                return (out + length, false)
            }
        } else if length <= 16 {
            // Up to sixteen bytes: the first eight and the last eight (overlapping when fewer).
            let first = loadWord(base)
            let last = loadWord(base + length - 8)
            if !needsEscaping(first) && !needsEscaping(last) {
                store(first, out)
                store(last, out + length - 8)
                return (out + length, false)
            }
        }
        return escapeWords(base, length, to: out, endingAtNUL: endingAtNUL)
    }

    /// ``escape(_:to:endingAtNUL:)`` for any length: eight bytes copied at a time while none of
    /// them needs escaping, a word with one that does taken byte by byte.
    private static func escapeWords(
        _ base: UnsafePointer<UInt8>, _ length: Int, to out: UnsafeMutablePointer<UInt8>, endingAtNUL: Bool
    ) -> (end: UnsafeMutablePointer<UInt8>, stopped: Bool) {
        var out = out
        var index = 0
        while index + 8 <= length {
            let word = loadWord(base + index)
            if !needsEscaping(word) {
                store(word, out)
                index += 8
                out += 8
                continue
            }
            for _ in 0..<8 {
                if escapeByte(base[index], &out, endingAtNUL: endingAtNUL) { return (out, true) }
                index += 1
            }
        }
        guard index < length else { return (out, false) }
        if length >= 8 {
            // The last eight bytes, overlapping some already written: when they need no escaping, the
            // overlap was copied as it is, so storing the word again rewrites those bytes unchanged.
            let word = loadWord(base + length - 8)
            if !needsEscaping(word) {
                let overlap = index - (length - 8)
                store(word, out - overlap)
                return (out + (length - index), false)
            }
        }
        while index < length {
            if escapeByte(base[index], &out, endingAtNUL: endingAtNUL) { return (out, true) }
            index += 1
        }
        return (out, false)
    }

    /// Writes one byte of text, escaped if it needs to be; returns true when it is a NUL that ends
    /// the text (`endingAtNUL`), which is then not written.
    @inline(__always)
    private static func escapeByte(
        _ byte: UInt8, _ out: inout UnsafeMutablePointer<UInt8>, endingAtNUL: Bool
    ) -> Bool {
        if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
            out.pointee = byte
            out += 1
            return false
        }
        if byte == 0 && endingAtNUL { return true }
        out = escapeSequence(byte, to: out)
        return false
    }

    /// Writes the escape sequence of a byte that needs one; returns its end.
    private static func escapeSequence(_ byte: UInt8, to out: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<
        UInt8
    > {
        out[0] = UInt8(ascii: "\\")
        let short: UInt8? =
            switch byte {
            case 0x08: UInt8(ascii: "b")
            case 0x0A: UInt8(ascii: "n")
            case 0x0D: UInt8(ascii: "r")
            case 0x09: UInt8(ascii: "t")
            case 0x0C: UInt8(ascii: "f")
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
            default: nil
            }
        if let short {
            out[1] = short
            return out + 2
        }
        let hex: StaticString = "0123456789abcdef"
        out[1] = UInt8(ascii: "u")
        out[2] = UInt8(ascii: "0")
        out[3] = UInt8(ascii: "0")
        out[4] = hex.utf8Start[Int(byte >> 4)]
        out[5] = hex.utf8Start[Int(byte & 0xF)]
        return out + 6
    }

    // MARK: Words

    /// Copies `count` bytes to `target`, which has room for ``slack`` more: up to sixteen in one
    /// or two word stores (which may write past the end), more with `memcpy`. (Plain bytes: unlike
    /// `update(from:count:)`, the copy is known to release nothing; see ``makeRoom(_:)``.)
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        if count < 8 {
            if count > 0 { store(shortWord(source, count), target) }
        } else if count <= 16 {
            store(loadWord(source), target)
            store(loadWord(source + count - 8), target + count - 8)
        } else {
            UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: count)
        }
    }

    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

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

    /// The eight bytes at `pointer` as a word, the first in the lowest bits.
    @inline(__always)
    private static func loadWord(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// The `length` bytes (1 to 7) at `pointer` as a word, the first in the lowest bits and spaces
    /// after them, read with loads that stay inside the text (two that may overlap, or three bytes).
    @inline(__always)
    private static func shortWord(_ pointer: UnsafePointer<UInt8>, _ length: Int) -> UInt64 {
        let text: UInt64
        if length >= 4 {
            let first = UInt32(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self))
            let last = UInt32(littleEndian: UnsafeRawPointer(pointer + length - 4).loadUnaligned(as: UInt32.self))
            text = UInt64(first) | UInt64(last) &<< (8 * (length - 4))
        } else {
            let middle = length >> 1
            text =
                UInt64(pointer[0]) | UInt64(pointer[middle]) &<< (8 * middle)
                | UInt64(pointer[length - 1]) &<< (8 * (length - 1))
        }
        return text | eightSpaces &<< (8 * length)
    }

    /// Stores the eight bytes of `word` at `pointer`, the lowest bits first.
    @inline(__always)
    private static func store(_ word: UInt64, _ pointer: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(pointer).storeBytes(of: word.littleEndian, as: UInt64.self)
    }

    // MARK: Numbers

    /// Writes `value` in decimal at `out` (room for 20 bytes and ``slack``); returns the end.
    @inline(__always)
    private static func decimal(_ value: Int, to out: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var start = out
        if value < 0 {
            start.pointee = UInt8(ascii: "-")
            start += 1
        }
        return digits(value.magnitude, to: start)
    }

    /// Writes the decimal digits of `magnitude` at `out`, last digit first from the end; returns the end.
    @inline(__always)
    private static func digits(_ magnitude: UInt, to out: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let end = out + digitCount(magnitude)
        var at = end
        var rest = magnitude
        while rest >= 10 {
            let quotient = rest / 10
            at -= 1
            at.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest &- quotient &* 10)
            rest = quotient
        }
        (at - 1).pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        return end
    }

    /// How many decimal digits `magnitude` has (1 for zero).
    @inline(__always)
    private static func digitCount(_ magnitude: UInt) -> Int {
        var digits = 1
        var bound: UInt = 10
        // Int.min's magnitude, the largest, is below 10^19: the bound never overflows.
        while magnitude >= bound && digits < 19 {
            digits += 1
            bound &*= 10
        }
        return digits
    }
}
