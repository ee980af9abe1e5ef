import NibModel

/// Decodes the bytes of a `.strings` file: UTF-16 (little or big endian) when it starts with a
/// byte-order mark, else UTF-8 (a UTF-8 byte-order mark is skipped). Invalid sequences are errors
/// positioned at the character where they occur, never replaced silently.
///
/// The result is valid UTF-8: a UTF-8 file is checked and returned as it is (no copy), a UTF-16
/// file is converted, so the text costs one byte per byte of UTF-8 however long the file is.
enum TextDecoding {
    /// Valid UTF-8 text and the offset in it where the text starts (after a byte-order mark).
    struct Text {
        var utf8: [UInt8]
        var start: Int
    }

    static func decode(_ bytes: [UInt8]) throws(StringsError) -> Text {
        if bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE {
            return Text(utf8: try utf16(bytes, from: 2, bigEndian: false), start: 0)
        }
        if bytes.count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF {
            return Text(utf8: try utf16(bytes, from: 2, bigEndian: true), start: 0)
        }
        if bytes.count >= 2 && (bytes[0] == 0) != (bytes[1] == 0) {
            // Text begins with a character, never NUL: one NUL of the first two bytes is UTF-16.
            let order = bytes[1] == 0 ? "little-endian" : "big-endian"
            throw StringsError(
                position: .start,
                message:
                    "the file looks like UTF-16 (\(order)) without a byte-order mark; save it as UTF-8, or as UTF-16 with a byte-order mark"
            )
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        try validateUTF8(bytes, from: start)
        return Text(utf8: bytes, start: start)
    }

    /// Checks that `bytes` from `start` are UTF-8.
    static func validateUTF8(_ bytes: [UInt8], from start: Int) throws(StringsError) {
        var tracker = PositionTracker()
        try transcode(
            UTF8.self, bytes[start...].makeIterator(), tracker: &tracker,
            error: "invalid UTF-8 byte sequence (a .strings file is UTF-8, or UTF-16 with a byte-order mark)"
        ) { _ in }
    }

    /// The UTF-8 form of UTF-16 `bytes` from `start`.
    static func utf16(_ bytes: [UInt8], from start: Int, bigEndian: Bool) throws(StringsError) -> [UInt8] {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.count - start)
        var tracker = PositionTracker()
        let units = UTF16Units(bytes: bytes, index: start, bigEndian: bigEndian)
        try transcode(UTF16.self, units, tracker: &tracker, error: "invalid UTF-16: an unpaired surrogate") {
            scalar in UTF8.encode(scalar) { utf8.append($0) }
        }
        if (bytes.count - start) % 2 != 0 {
            throw StringsError(
                position: tracker.position,
                message: "invalid UTF-16: the file ends in the middle of a character (odd byte count)")
        }
        return utf8
    }

    /// Decodes code units with `codec`, handing every scalar to `body` and following positions in
    /// `tracker`; an invalid sequence is `error` at the character where it occurs.
    static func transcode<Codec: UnicodeCodec, Units: IteratorProtocol>(
        _ codec: Codec.Type, _ units: Units, tracker: inout PositionTracker, error: String,
        _ body: (Unicode.Scalar) -> Void
    ) throws(StringsError) where Units.Element == Codec.CodeUnit {
        var decoder = Codec()
        var iterator = units
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                body(scalar)
                tracker.advance(over: scalar)
            case .emptyInput:
                return
            case .error:
                throw StringsError(position: tracker.position, message: error)
            }
        }
    }
}

/// The UTF-16 code units of bytes in either byte order (a trailing odd byte is left out).
struct UTF16Units: IteratorProtocol {
    let bytes: [UInt8]
    var index: Int
    let bigEndian: Bool

    mutating func next() -> UInt16? {
        guard index + 1 < bytes.count else { return nil }
        let high = UInt16(bytes[bigEndian ? index : index + 1])
        let low = UInt16(bytes[bigEndian ? index + 1 : index])
        index += 2
        return high << 8 | low
    }
}

/// Follows line and column (1-based, columns counted in characters) over decoded text. A line
/// ends at LF, CR LF or a lone CR (classic Mac OS line endings), as ``LineBreaks`` counts them.
struct PositionTracker {
    private(set) var line = 1
    private(set) var column = 1
    private var afterCR = false
    var position: SourcePosition { SourcePosition(line: line, column: column) }

    mutating func advance(over scalar: Unicode.Scalar) {
        switch LineBreaks.step(scalar, afterCR: &afterCR) {
        case .newLine:
            line += 1
            column = 1
        case .sameLine: column += 1
        case .none: break
        }
    }

    /// Moves over valid UTF-8 `bytes` as over the scalars they spell: a lead byte is one scalar,
    /// continuation bytes move nothing.
    mutating func advance(overUTF8 bytes: ArraySlice<UInt8>) {
        for byte in bytes where byte & 0xC0 != 0x80 {
            // Any scalar other than CR and LF moves one column; U+0080 stands for them all.
            advance(over: byte < 0x80 ? Unicode.Scalar(byte) : "\u{80}")
        }
    }
}

/// The one rule for where lines end in a `.strings` file: LF, CR LF (one break) or a lone CR.
enum LineBreaks {
    enum Step { case newLine, sameLine, none }

    /// What `scalar` does to the position: starts a new line (LF, CR), moves one column, or
    /// nothing (the LF of CR LF, already counted at the CR).
    static func step(_ scalar: Unicode.Scalar, afterCR: inout Bool) -> Step {
        defer { afterCR = scalar == "\r" }
        if scalar == "\n" { return afterCR ? .none : .newLine }
        return scalar == "\r" ? .newLine : .sameLine
    }
}

extension Unicode.Scalar {
    /// The scalar whose UTF-8 form starts at `offset` of valid UTF-8 `bytes`, and its length.
    static func decoded(from bytes: [UInt8], at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[offset]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0x7F >> length)
        for next in offset + 1..<offset + length { value = value << 6 | UInt32(bytes[next] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
