/// Reads a binary property list (`bplist00`, what `Info.plist` of a compiled storyboard is):
/// the 8-byte header, the objects, the offset table (each object's byte offset, big-endian, of
/// the trailer's offset size) and the 32-byte trailer (offset size, reference size, object
/// count, top object, offset table's offset). Every object starts with a marker byte: its type
/// in the high nibble, a count or size in the low one (15: an integer object follows with the
/// count). Containers refer to other objects by index, in references of the trailer's size.
///
/// Every count, offset and reference is checked against the bytes before it is followed; an
/// object that contains itself, containers nested too deep, or a truncated trailer is a
/// ``BinaryPropertyListError`` at the byte where it was found, never a crash or a hang. An object
/// referred to several times is read once, and the value it makes is bounded: a container holds at
/// most ``maximumExpandedValues`` values, each object counted as often as it is referred to.
public struct BinaryPropertyListReader {
    /// How deep containers may nest.
    public static let maximumDepth = 512
    /// The most values one container may hold, counting every object as often as it is referred
    /// to (a compiled storyboard's `Info.plist` holds tens).
    public static let maximumExpandedValues = 1 << 20

    private let bytes: [UInt8]
    private let offsets: [Int]
    private let referenceSize: Int
    /// Where the object data ends (the offset table's start).
    private let dataEnd: Int
    private var decoded: [Int: PropertyListValue] = [:]
    /// How many values each decoded container holds, itself and every value below it counted.
    private var expandedSizes: [Int: Int] = [:]
    private var open: Set<Int> = []

    /// The top object of the binary property list `bytes`.
    public static func value(from bytes: [UInt8]) throws(BinaryPropertyListError) -> PropertyListValue {
        let headerSize = 8
        let trailerSize = 32
        guard bytes.count >= headerSize + trailerSize else {
            throw BinaryPropertyListError(.truncatedTrailer(size: bytes.count), at: bytes.count)
        }
        guard bytes.prefix(headerSize).elementsEqual(BinaryPropertyListFormat.magic) else {
            throw BinaryPropertyListError(.wrongMagic, at: 0)
        }
        let trailer = bytes.count - trailerSize
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        for (field, size, at) in [("offset", offsetSize, trailer + 6), ("reference", referenceSize, trailer + 7)]
        where !(1...8).contains(size) {
            throw BinaryPropertyListError(.invalidIntegerSize(field: field, size: size), at: at)
        }
        let count = bigEndian(bytes, at: trailer + 8, size: 8)
        let top = bigEndian(bytes, at: trailer + 16, size: 8)
        let tableOffset = bigEndian(bytes, at: trailer + 24, size: 8)
        guard tableOffset >= UInt64(headerSize), tableOffset <= UInt64(trailer) else {
            throw BinaryPropertyListError(.offsetTableOutOfRange(offset: tableOffset), at: trailer + 24)
        }
        let dataEnd = Int(tableOffset)
        // Every object takes at least one byte of object data and one entry of the table.
        let room = dataEnd - headerSize
        guard count >= 1, count <= UInt64(room), count * UInt64(offsetSize) <= UInt64(trailer - dataEnd) else {
            throw BinaryPropertyListError(.countTooLarge(count: count, room: room), at: trailer + 8)
        }
        guard top < count else {
            throw BinaryPropertyListError(.topObjectOutOfRange(top, objectCount: Int(count)), at: trailer + 16)
        }
        var offsets: [Int] = []
        offsets.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let at = dataEnd + index * offsetSize
            let offset = bigEndian(bytes, at: at, size: offsetSize)
            guard offset >= UInt64(headerSize), offset < UInt64(dataEnd) else {
                throw BinaryPropertyListError(.objectOffsetOutOfRange(object: index, offset: offset), at: at)
            }
            offsets.append(Int(offset))
        }
        var reader = BinaryPropertyListReader(
            bytes: bytes, offsets: offsets, referenceSize: referenceSize, dataEnd: dataEnd)
        return try reader.object(Int(top), depth: 0)
    }

    private init(bytes: [UInt8], offsets: [Int], referenceSize: Int, dataEnd: Int) {
        self.bytes = bytes
        self.offsets = offsets
        self.referenceSize = referenceSize
        self.dataEnd = dataEnd
    }

    /// `size` bytes at `offset` as a big-endian unsigned integer (the caller checked they exist).
    private static func bigEndian(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
        return value
    }

    /// Checks that `size` bytes from `offset` lie in the object data.
    private func require(_ size: Int, at offset: Int, object: Int) throws(BinaryPropertyListError) {
        guard size >= 0, size <= dataEnd - offset else {
            throw BinaryPropertyListError(.truncatedObject(object: object), at: offset)
        }
    }

    /// Object `index`, read once.
    private mutating func object(_ index: Int, depth: Int) throws(BinaryPropertyListError) -> PropertyListValue {
        if let value = decoded[index] { return value }
        let start = offsets[index]
        guard !open.contains(index) else { throw BinaryPropertyListError(.referenceCycle(object: index), at: start) }
        guard depth <= Self.maximumDepth else {
            throw BinaryPropertyListError(.nestingTooDeep(object: index), at: start)
        }
        open.insert(index)
        defer { open.remove(index) }
        let value = try read(index, at: start, depth: depth)
        decoded[index] = value
        return value
    }

    private mutating func read(_ index: Int, at start: Int, depth: Int) throws(BinaryPropertyListError)
        -> PropertyListValue
    {
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .boolean(false)
            case 0x09: return .boolean(true)
            default: throw BinaryPropertyListError(.unknownMarker(marker, object: index), at: start)
            }
        case 0x1:
            return .integer(try integer(sizeExponent: low, at: start + 1, object: index))
        case 0x2:
            let size = 1 << min(low, 4)
            try require(size, at: start + 1, object: index)
            let raw = Self.bigEndian(bytes, at: start + 1, size: size)
            switch low {
            case 2: return .real(Double(Float(bitPattern: UInt32(raw))))
            case 3: return .real(Double(bitPattern: raw))
            default: throw BinaryPropertyListError(.unsupportedNumber(object: index), at: start)
            }
        case 0x3 where marker == 0x33:
            try require(8, at: start + 1, object: index)
            return .date(Double(bitPattern: Self.bigEndian(bytes, at: start + 1, size: 8)))
        case 0x4, 0x5:
            let (count, body) = try count(low, after: start, object: index)
            try require(count, at: body, object: index)
            let slice = Array(bytes[body..<body + count])
            return marker >> 4 == 0x4 ? .data(slice) : .string(String(decoding: slice, as: UTF8.self))
        case 0x6:
            let (count, body) = try count(low, after: start, object: index)
            guard count <= (dataEnd - body) / 2 else {
                throw BinaryPropertyListError(.truncatedObject(object: index), at: body)
            }
            let units = (0..<count).map { UInt16(bytes[body + 2 * $0]) << 8 | UInt16(bytes[body + 2 * $0 + 1]) }
            return .string(String(decoding: units, as: UTF16.self))
        case 0x8:
            try require(low + 1, at: start + 1, object: index)
            return .uid(Self.bigEndian(bytes, at: start + 1, size: low + 1))
        case 0xA, 0xC:
            let references = try references(low, after: start, object: index, lists: 1)
            var items: [PropertyListValue] = []
            items.reserveCapacity(references.count)
            for reference in references { items.append(try object(reference, depth: depth + 1)) }
            try recordExpandedSize(of: index, holding: references, at: start)
            return .array(items)
        case 0xD:
            let references = try references(low, after: start, object: index, lists: 2)
            let half = references.count / 2
            var entries: [PropertyListValue.Entry] = []
            entries.reserveCapacity(half)
            for position in 0..<half {
                guard case .string(let key) = try object(references[position], depth: depth + 1) else {
                    throw BinaryPropertyListError(.nonStringKey(object: index), at: start)
                }
                entries.append(.init(key, try object(references[half + position], depth: depth + 1)))
            }
            try recordExpandedSize(of: index, holding: references, at: start)
            return .dictionary(entries)
        default:
            throw BinaryPropertyListError(.unknownMarker(marker, object: index), at: start)
        }
    }

    /// Records how many values container `index` holds, given the objects it refers to (already
    /// decoded); more than ``maximumExpandedValues`` is an error at its marker.
    private mutating func recordExpandedSize(of index: Int, holding references: [Int], at start: Int)
        throws(BinaryPropertyListError)
    {
        var size = 1
        for reference in references {
            size += expandedSizes[reference] ?? 1
            guard size <= Self.maximumExpandedValues else {
                throw BinaryPropertyListError(.expandsTooFar(object: index), at: start)
            }
        }
        expandedSizes[index] = size
    }

    /// An integer of 2^`sizeExponent` bytes at `offset`: 1, 2 and 4 bytes unsigned, 8 signed,
    /// 16 when it fits in 64 bits.
    private func integer(sizeExponent: Int, at offset: Int, object: Int) throws(BinaryPropertyListError) -> Int64 {
        guard sizeExponent <= 4 else {
            throw BinaryPropertyListError(.unsupportedNumber(object: object), at: offset - 1)
        }
        let size = 1 << sizeExponent
        try require(size, at: offset, object: object)
        if size == 16 {
            let high = Self.bigEndian(bytes, at: offset, size: 8)
            let low = Self.bigEndian(bytes, at: offset + 8, size: 8)
            let negative = Int64(bitPattern: low) < 0
            guard high == (negative ? UInt64.max : 0) else {
                throw BinaryPropertyListError(.unsupportedNumber(object: object), at: offset - 1)
            }
            return Int64(bitPattern: low)
        }
        return Int64(bitPattern: Self.bigEndian(bytes, at: offset, size: size))
    }

    /// The count in a marker's low nibble (or, for 15, in the integer object after it) and where
    /// the object's body starts.
    private func count(_ low: Int, after start: Int, object: Int) throws(BinaryPropertyListError) -> (Int, Int) {
        guard low == 0xF else { return (low, start + 1) }
        try require(1, at: start + 1, object: object)
        let marker = bytes[start + 1]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
            throw BinaryPropertyListError(.invalidCount(object: object), at: start + 1)
        }
        let value = try integer(sizeExponent: Int(marker & 0x0F), at: start + 2, object: object)
        let body = start + 2 + (1 << Int(marker & 0x0F))
        guard value >= 0, value <= Int64(dataEnd - body) else {
            throw BinaryPropertyListError(.invalidCount(object: object), at: start + 1)
        }
        return (Int(value), body)
    }

    /// The `lists` × count references of a container, each checked to name an object.
    private func references(_ low: Int, after start: Int, object: Int, lists: Int) throws(BinaryPropertyListError)
        -> [Int]
    {
        let (count, body) = try count(low, after: start, object: object)
        let total = count * lists
        guard total <= (dataEnd - body) / referenceSize else {
            throw BinaryPropertyListError(.truncatedObject(object: object), at: body)
        }
        var references: [Int] = []
        references.reserveCapacity(total)
        for position in 0..<total {
            let at = body + position * referenceSize
            let reference = Self.bigEndian(bytes, at: at, size: referenceSize)
            guard reference < UInt64(offsets.count) else {
                throw BinaryPropertyListError(
                    .referenceOutOfRange(object: object, reference: reference, objectCount: offsets.count), at: at)
            }
            references.append(Int(reference))
        }
        return references
    }
}
