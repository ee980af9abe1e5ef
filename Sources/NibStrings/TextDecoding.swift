import NibModel

/// Decodes the bytes of a `.strings` file: UTF-16 (little or big endian) when it starts with a
/// byte-order mark, else UTF-8 (a UTF-8 byte-order mark is skipped). Invalid sequences are errors
/// positioned at the character where they occur, never replaced silently.
enum TextDecoding {
    static func decode(_ bytes: [UInt8]) throws(StringsError) -> [Unicode.Scalar] {
        if bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE {
            return try utf16(bytes, from: 2, bigEndian: false)
        }
        if bytes.count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF {
            return try utf16(bytes, from: 2, bigEndian: true)
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return try utf8(bytes, from: start)
    }

    static func utf8(_ bytes: [UInt8], from start: Int) throws(StringsError) -> [Unicode.Scalar] {
        var tracker = PositionTracker()
        return try scalars(
            UTF8.self, bytes[start...].makeIterator(), capacity: bytes.count - start, tracker: &tracker,
            error: "invalid UTF-8 byte sequence (a .strings file is UTF-8, or UTF-16 with a byte-order mark)")
    }

    static func utf16(_ bytes: [UInt8], from start: Int, bigEndian: Bool) throws(StringsError) -> [Unicode.Scalar] {
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var index = start
        while index + 1 < bytes.count {
            let high = UInt16(bytes[bigEndian ? index : index + 1])
            let low = UInt16(bytes[bigEndian ? index + 1 : index])
            units.append(high << 8 | low)
            index += 2
        }
        var tracker = PositionTracker()
        let decoded = try scalars(
            UTF16.self, units.makeIterator(), capacity: units.count, tracker: &tracker,
            error: "invalid UTF-16: an unpaired surrogate")
        if index < bytes.count {
            throw StringsError(
                position: tracker.position,
                message: "invalid UTF-16: the file ends in the middle of a character (odd byte count)")
        }
        return decoded
    }

    /// Decodes code units with `codec`, following positions in `tracker`; an invalid sequence is
    /// `error` at the character where it occurs.
    static func scalars<Codec: UnicodeCodec, Units: IteratorProtocol>(
        _ codec: Codec.Type, _ units: Units, capacity: Int, tracker: inout PositionTracker, error: String
    ) throws(StringsError) -> [Unicode.Scalar] where Units.Element == Codec.CodeUnit {
        var decoded: [Unicode.Scalar] = []
        decoded.reserveCapacity(capacity)
        var decoder = Codec()
        var iterator = units
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                decoded.append(scalar)
                tracker.advance(over: scalar)
            case .emptyInput:
                break loop
            case .error:
                throw StringsError(position: tracker.position, message: error)
            }
        }
        return decoded
    }
}

/// Follows line and column (1-based, columns counted in characters) over decoded text.
struct PositionTracker {
    private(set) var line = 1
    private(set) var column = 1
    var position: SourcePosition { SourcePosition(line: line, column: column) }

    mutating func advance(over scalar: Unicode.Scalar) {
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }
}
