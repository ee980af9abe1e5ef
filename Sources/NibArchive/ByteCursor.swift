/// A position in the archive's bytes that reads the format's primitives and throws a positioned
/// ``NibArchiveError`` instead of reading past the end.
struct ByteCursor {
    let bytes: [UInt8]
    private(set) var offset: Int

    init(_ bytes: [UInt8], at offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    /// The bytes from the cursor to the end.
    var remaining: Int { bytes.count - offset }

    /// One byte; `entry` names what is being read for the truncation error.
    mutating func byte(in entry: (NibArchiveTable, Int)) throws(NibArchiveError) -> UInt8 {
        guard remaining >= 1 else { throw NibArchiveError(.truncatedEntry(entry.0, index: entry.1), at: offset) }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A little-endian unsigned integer of `width` bytes (at most 8).
    mutating func littleEndian(width: Int, in entry: (NibArchiveTable, Int)) throws(NibArchiveError) -> UInt64 {
        guard remaining >= width else { throw NibArchiveError(.truncatedEntry(entry.0, index: entry.1), at: offset) }
        var result: UInt64 = 0
        for index in 0..<width {
            result |= UInt64(bytes[offset + index]) << (8 * index)
        }
        offset += width
        return result
    }

    /// A header field: a little-endian u32 (the caller checked the header's length).
    mutating func headerWord() -> UInt32 {
        var result: UInt32 = 0
        for index in 0..<4 {
            result |= UInt32(bytes[offset + index]) << (8 * index)
        }
        offset += 4
        return result
    }

    /// A varint: 7 bits a byte, lowest bits first, the high bit set on the last byte. At most
    /// five bytes and at most 2³² − 1.
    mutating func varint() throws(NibArchiveError) -> Int {
        let start = offset
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count else { throw NibArchiveError(.unterminatedVarint, at: start) }
            guard shift < 35 else { throw NibArchiveError(.varintOverflow, at: start) }
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            shift += 7
            if byte & 0x80 != 0 { break }
        }
        guard result <= UInt64(UInt32.max) else { throw NibArchiveError(.varintOverflow, at: start) }
        return Int(result)
    }

    /// `count` bytes, checked to be there.
    mutating func take(_ count: Int, in entry: (NibArchiveTable, Int)) throws(NibArchiveError) -> ArraySlice<UInt8> {
        guard count <= remaining else { throw NibArchiveError(.truncatedEntry(entry.0, index: entry.1), at: offset) }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }
}
