/// Writes the binary form (`binary1`, `bplist00`) of a ``PropertyListValue``, the form
/// ``BinaryPropertyListReader`` reads: every value one object, in depth-first order (a
/// dictionary's keys, then its values), no sharing, so the bytes depend only on the value.
///
/// Each kind is written as Apple's CoreFoundation writes it: integers in 1, 2, 4 or 8 big-endian
/// bytes (the fewest that hold a non-negative number; negative numbers take 8), reals in 8 bytes
/// (marker `0x23`; a NaN keeps its bit pattern), booleans as `0x08` / `0x09`, dates as 8-byte
/// reals of seconds since 2001-01-01 (`0x33`), data as `0x4N`, strings as ASCII (`0x5N`) when
/// every character is ASCII and UTF-16BE (`0x6N`) otherwise, `UID`s in 1, 2, 4 or 8 bytes
/// (`0x8N`). A count of 15 or more follows its marker as an integer object. The offset and
/// reference sizes are the fewest bytes that hold the offset table's start and the object count.
public struct BinaryPropertyListWriter {
    private enum Object {
        case dictionary(keys: [Int], values: [Int])
        case array([Int])
        case value(PropertyListValue)
    }

    private var objects: [Object] = []

    /// The `bplist00` bytes of `value`.
    public static func bytes(of value: PropertyListValue) -> [UInt8] {
        var writer = BinaryPropertyListWriter()
        _ = writer.flatten(value)
        return writer.encoded()
    }

    /// Appends `value` and what it holds; returns its object number.
    private mutating func flatten(_ value: PropertyListValue) -> Int {
        let index = objects.count
        objects.append(.array([]))
        switch value {
        case .dictionary(let entries):
            let keys = entries.map { flatten(.string($0.key)) }
            let values = entries.map { flatten($0.value) }
            objects[index] = .dictionary(keys: keys, values: values)
        case .array(let items):
            objects[index] = .array(items.map { flatten($0) })
        default:
            objects[index] = .value(value)
        }
        return index
    }

    private func encoded() -> [UInt8] {
        let referenceSize = Self.byteCount(forUnsigned: UInt64(objects.count))
        var bytes = BinaryPropertyListFormat.magic
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(bytes.count)
            append(object, referenceSize: referenceSize, to: &bytes)
        }
        let tableOffset = bytes.count
        let offsetSize = Self.byteCount(forUnsigned: UInt64(tableOffset))
        for offset in offsets { bytes += Self.bigEndian(UInt64(offset), size: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        bytes += Self.bigEndian(UInt64(objects.count), size: 8)
        bytes += Self.bigEndian(0, size: 8)
        bytes += Self.bigEndian(UInt64(tableOffset), size: 8)
        return bytes
    }

    private func append(_ object: Object, referenceSize: Int, to bytes: inout [UInt8]) {
        switch object {
        case .dictionary(let keys, let values):
            bytes += Self.marker(0xD, count: keys.count)
            for reference in keys + values { bytes += Self.bigEndian(UInt64(reference), size: referenceSize) }
        case .array(let items):
            bytes += Self.marker(0xA, count: items.count)
            for reference in items { bytes += Self.bigEndian(UInt64(reference), size: referenceSize) }
        case .value(let value):
            Self.append(scalar: value, to: &bytes)
        }
    }

    /// A value that holds no other: its marker and body.
    private static func append(scalar value: PropertyListValue, to bytes: inout [UInt8]) {
        switch value {
        case .dictionary, .array:
            preconditionFailure("containers are flattened into objects first")
        case .string(let text) where text.utf8.allSatisfy({ $0 < 0x80 }):
            bytes += marker(0x5, count: text.utf8.count)
            bytes += Array(text.utf8)
        case .string(let text):
            let units = Array(text.utf16)
            bytes += marker(0x6, count: units.count)
            for unit in units { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        case .integer(let number):
            bytes += integer(number)
        case .real(let number):
            bytes += [0x23] + bigEndian(number.bitPattern, size: 8)
        case .boolean(let flag):
            bytes.append(flag ? 0x09 : 0x08)
        case .data(let body):
            bytes += marker(0x4, count: body.count)
            bytes += body
        case .date(let seconds):
            bytes += [0x33] + bigEndian(seconds.bitPattern, size: 8)
        case .uid(let number):
            let size = byteCount(forUnsigned: number)
            bytes += [0x80 | UInt8(size - 1)] + bigEndian(number, size: size)
        }
    }

    /// A type nibble and a count: the count in the low nibble below 15, else an integer after it.
    private static func marker(_ type: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [type << 4 | UInt8(count)] : [type << 4 | 0xF] + integer(Int64(count))
    }

    /// An integer object: 1, 2, 4 or 8 big-endian bytes; negative numbers take 8.
    private static func integer(_ number: Int64) -> [UInt8] {
        let size = number < 0 ? 8 : byteCount(forUnsigned: UInt64(number))
        let exponent: UInt8 = size == 1 ? 0 : size == 2 ? 1 : size == 4 ? 2 : 3
        return [0x10 | exponent] + bigEndian(UInt64(bitPattern: number), size: size)
    }

    private static func byteCount(forUnsigned value: UInt64) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }

    private static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
