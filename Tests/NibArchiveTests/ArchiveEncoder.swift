import NibArchive

/// A small encoder for the tests: lays out an archive the way Apple's files do (header, then
/// objects, keys, values and class names, each table right after the previous one), so tests
/// can build hostile or reordered archives. Not the package's writer.
struct ArchiveEncoder {
    struct Object {
        var classIndex: Int
        var values: [(keyIndex: Int, kind: NibArchiveValue.Kind)]
    }

    var coderVersion: UInt32 = 10
    var objects: [Object] = []
    var keys: [String] = []
    var classes: [(name: String, fallbacks: [UInt32])] = []

    init() {}

    /// The archive's own content, ready to encode again.
    init(_ archive: NibArchiveFile) {
        coderVersion = archive.coderVersion
        keys = archive.keys
        classes = archive.classes.map { ($0.name, $0.fallbackClassIndices.map(UInt32.init)) }
        objects = archive.objects.map { object in
            Object(classIndex: object.classIndex, values: object.values.map { ($0.keyIndex, $0.kind) })
        }
    }

    /// The same graph with the objects in another order: `order[i]` is the old index of the new
    /// object `i`; references follow their objects.
    func reordered(_ order: [Int]) -> ArchiveEncoder {
        var newIndex = [Int](repeating: 0, count: order.count)
        for (position, old) in order.enumerated() { newIndex[old] = position }
        var copy = self
        copy.objects = order.map { old in
            var object = objects[old]
            object.values = object.values.map { value in
                if case .object(let target) = value.kind { return (value.keyIndex, .object(newIndex[target])) }
                return value
            }
            return object
        }
        return copy
    }

    var bytes: [UInt8] {
        var objectTable: [UInt8] = []
        var valueTable: [UInt8] = []
        var valueCount = 0
        for object in objects {
            objectTable += Self.varint(object.classIndex) + Self.varint(valueCount) + Self.varint(object.values.count)
            for value in object.values {
                valueTable += Self.varint(value.keyIndex) + Self.payload(value.kind)
            }
            valueCount += object.values.count
        }
        var keyTable: [UInt8] = []
        for key in keys { keyTable += Self.varint(key.utf8.count) + Array(key.utf8) }
        var classTable: [UInt8] = []
        for entry in classes {
            classTable += Self.varint(entry.name.utf8.count + 1) + Self.varint(entry.fallbacks.count)
            for fallback in entry.fallbacks { classTable += Self.word(fallback) }
            classTable += Array(entry.name.utf8) + [0]
        }
        var output = Array("NIBArchive".utf8) + Self.word(1) + Self.word(coderVersion)
        var offset = 50
        for (count, table) in [
            (objects.count, objectTable), (keys.count, keyTable), (valueCount, valueTable), (classes.count, classTable),
        ] {
            output += Self.word(UInt32(count)) + Self.word(UInt32(offset))
            offset += table.count
        }
        return output + objectTable + keyTable + valueTable + classTable
    }

    static func varint(_ value: Int) -> [UInt8] {
        var rest = value
        var result: [UInt8] = []
        while rest >= 0x80 {
            result.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        return result + [UInt8(rest) | 0x80]
    }

    static func word(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    static func little<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        (0..<(T.bitWidth / 8)).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    static func payload(_ kind: NibArchiveValue.Kind) -> [UInt8] {
        let type = kind.typeByte
        switch kind {
        case .int8(let value): return [type, UInt8(bitPattern: value)]
        case .int16(let value): return [type] + little(value)
        case .int32(let value): return [type] + little(value)
        case .int64(let value): return [type] + little(value)
        case .bool, .null: return [type]
        case .float32(let value): return [type] + little(value.bitPattern)
        case .double(let value): return [type] + little(value.bitPattern)
        case .data(let bytes): return [type] + varint(bytes.count) + bytes
        case .object(let index): return [type] + word(UInt32(index))
        }
    }
}
