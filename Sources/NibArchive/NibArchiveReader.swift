/// Decodes NIBArchive bytes into a ``NibArchiveFile``, checking everything it reads.
///
/// The phases follow the file: the header, then the key and class-name tables (which the other
/// two name by index), then the values, then the objects. Every count is bounded by the bytes
/// left after its table's start before anything is allocated, every index is checked, and
/// every malformed input is a ``NibArchiveError`` with the byte offset of the problem.
public enum NibArchiveReader {
    /// The ten bytes every NIBArchive starts with.
    public static let magic: [UInt8] = Array("NIBArchive".utf8)
    /// Magic, two version words and four (count, offset) pairs.
    public static let headerSize = 50
    /// The byte of the header's object count (after the magic and the two versions).
    static let objectCountField = 18

    /// The archive in `bytes`.
    public static func read(_ bytes: [UInt8]) throws(NibArchiveError) -> NibArchiveFile {
        var header = try readHeader(bytes)
        let keys = try readKeys(bytes, &header.tables[NibArchiveTable.keys.rawValue])
        let classes = try readClassNames(bytes, &header.tables[NibArchiveTable.classNames.rawValue])
        let objectCount = header.tables[NibArchiveTable.objects.rawValue].count
        let values = try readValues(
            bytes, &header.tables[NibArchiveTable.values.rawValue], keys: keys, objectCount: objectCount)
        let objects = try readObjects(
            bytes, &header.tables[NibArchiveTable.objects.rawValue], classes: classes, values: values)
        return NibArchiveFile(
            formatVersion: header.formatVersion, coderVersion: header.coderVersion, tables: header.tables,
            objects: objects, values: values, keys: keys, classes: classes)
    }

    struct Header {
        var formatVersion: UInt32
        var coderVersion: UInt32
        var tables: [NibArchiveFile.TableLocation]
    }

    /// Magic, versions and the four table locations, each count bounded by the bytes after its
    /// table's start; an archive needs at least its root object.
    static func readHeader(_ bytes: [UInt8]) throws(NibArchiveError) -> Header {
        guard bytes.count >= headerSize else {
            // A short file that does not even start like a NIBArchive is not one at all.
            guard magic.starts(with: bytes.prefix(magic.count)) else { throw NibArchiveError(.wrongMagic, at: 0) }
            throw NibArchiveError(.truncatedHeader(size: bytes.count), at: bytes.count)
        }
        guard bytes.starts(with: magic) else { throw NibArchiveError(.wrongMagic, at: 0) }
        var cursor = ByteCursor(bytes, at: magic.count)
        let formatVersion = cursor.headerWord()
        guard formatVersion == 1 else {
            throw NibArchiveError(.unsupportedFormatVersion(formatVersion), at: magic.count)
        }
        let coderVersion = cursor.headerWord()
        var tables: [NibArchiveFile.TableLocation] = []
        for table in NibArchiveTable.allCases {
            let fieldOffset = cursor.offset
            let count = cursor.headerWord()
            let offset = cursor.headerWord()
            tables.append(try checkedLocation(table, count: count, offset: offset, at: fieldOffset, size: bytes.count))
        }
        guard tables[NibArchiveTable.objects.rawValue].count > 0 else {
            throw NibArchiveError(.noRootObject, at: objectCountField)
        }
        return Header(formatVersion: formatVersion, coderVersion: coderVersion, tables: tables)
    }

    /// A table's location, refused when it starts outside the tables' part of the file or
    /// claims more entries than the rest of the file can hold.
    static func checkedLocation(
        _ table: NibArchiveTable, count: UInt32, offset: UInt32, at fieldOffset: Int, size: Int
    ) throws(NibArchiveError) -> NibArchiveFile.TableLocation {
        if count == 0 { return NibArchiveFile.TableLocation(count: 0, offset: Int(offset)) }
        guard Int(offset) >= headerSize, Int(offset) < size else {
            throw NibArchiveError(.tableOffsetOutOfRange(table, offset: offset, size: size), at: fieldOffset + 4)
        }
        let room = size - Int(offset)
        guard Int(count) <= room / table.smallestEntry else {
            throw NibArchiveError(.countTooLarge(table, count: count, room: room), at: fieldOffset)
        }
        return NibArchiveFile.TableLocation(count: Int(count), offset: Int(offset))
    }

    /// The key table: a varint length and UTF-8 bytes each.
    static func readKeys(_ bytes: [UInt8], _ location: inout NibArchiveFile.TableLocation) throws(NibArchiveError)
        -> [String]
    {
        var cursor = ByteCursor(bytes, at: location.offset)
        var keys: [String] = []
        keys.reserveCapacity(location.count)
        for index in 0..<location.count {
            let length = try cursor.varint()
            let start = cursor.offset
            let text = try cursor.take(length, in: (.keys, index))
            guard let key = String(validating: text, as: UTF8.self) else {
                throw NibArchiveError(.invalidText(.keys, index: index), at: start)
            }
            keys.append(key)
        }
        location.length = cursor.offset - location.offset
        return keys
    }

    /// The class-name table: a varint length, a varint count of extra u32s, those u32s, then
    /// the name with its closing NUL (counted in the length).
    static func readClassNames(_ bytes: [UInt8], _ location: inout NibArchiveFile.TableLocation)
        throws(NibArchiveError) -> [NibArchiveClass]
    {
        var cursor = ByteCursor(bytes, at: location.offset)
        var entries: [(name: String, extras: [(value: UInt32, offset: Int)])] = []
        entries.reserveCapacity(location.count)
        for index in 0..<location.count {
            let length = try cursor.varint()
            let extraCount = try cursor.varint()
            guard extraCount <= cursor.remaining / 4 else {
                throw NibArchiveError(.truncatedEntry(.classNames, index: index), at: cursor.offset)
            }
            var extras: [(value: UInt32, offset: Int)] = []
            for _ in 0..<extraCount {
                let at = cursor.offset
                extras.append((UInt32(try cursor.littleEndian(width: 4, in: (.classNames, index))), at))
            }
            let start = cursor.offset
            let text = try cursor.take(length, in: (.classNames, index))
            guard text.last == 0 else { throw NibArchiveError(.unterminatedClassName(index: index), at: start) }
            guard let name = String(validating: text.dropLast(), as: UTF8.self) else {
                throw NibArchiveError(.invalidText(.classNames, index: index), at: start)
            }
            entries.append((name, extras))
        }
        location.length = cursor.offset - location.offset
        return try entries.map { entry throws(NibArchiveError) in
            var fallbacks: [Int] = []
            for extra in entry.extras {
                guard Int(extra.value) < entries.count else {
                    throw NibArchiveError(
                        .classIndexOutOfRange(Int(extra.value), object: nil, classCount: entries.count),
                        at: extra.offset)
                }
                fallbacks.append(Int(extra.value))
            }
            return NibArchiveClass(name: entry.name, fallbackClassIndices: fallbacks)
        }
    }

    /// The value table: a varint key index, a type byte and the type's payload each. Object
    /// references are checked against `objectCount`.
    static func readValues(
        _ bytes: [UInt8], _ location: inout NibArchiveFile.TableLocation, keys: [String], objectCount: Int
    ) throws(NibArchiveError) -> [NibArchiveValue] {
        var cursor = ByteCursor(bytes, at: location.offset)
        var values: [NibArchiveValue] = []
        values.reserveCapacity(location.count)
        for index in 0..<location.count {
            let keyOffset = cursor.offset
            let keyIndex = try cursor.varint()
            guard keyIndex < keys.count else {
                throw NibArchiveError(.keyIndexOutOfRange(keyIndex, value: index, keyCount: keys.count), at: keyOffset)
            }
            let kind = try readPayload(&cursor, value: index, objectCount: objectCount)
            values.append(NibArchiveValue(keyIndex: keyIndex, key: keys[keyIndex], kind: kind))
        }
        location.length = cursor.offset - location.offset
        return values
    }

    /// One value's type byte and payload.
    static func readPayload(_ cursor: inout ByteCursor, value index: Int, objectCount: Int) throws(NibArchiveError)
        -> NibArchiveValue.Kind
    {
        let entry = (NibArchiveTable.values, index)
        let typeOffset = cursor.offset
        let type = try cursor.byte(in: entry)
        switch type {
        case 0: return .int8(Int8(bitPattern: try cursor.byte(in: entry)))
        case 1: return .int16(Int16(truncatingIfNeeded: try cursor.littleEndian(width: 2, in: entry)))
        case 2: return .int32(Int32(truncatingIfNeeded: try cursor.littleEndian(width: 4, in: entry)))
        case 3: return .int64(Int64(bitPattern: try cursor.littleEndian(width: 8, in: entry)))
        case 4: return .bool(false)
        case 5: return .bool(true)
        case 6: return .float32(Float(bitPattern: UInt32(try cursor.littleEndian(width: 4, in: entry))))
        case 7: return .double(Double(bitPattern: try cursor.littleEndian(width: 8, in: entry)))
        case 8:
            let length = try cursor.varint()
            return .data(Array(try cursor.take(length, in: entry)))
        case 9: return .null
        case 10:
            let referenceOffset = cursor.offset
            let reference = UInt32(try cursor.littleEndian(width: 4, in: entry))
            guard Int(reference) < objectCount else {
                throw NibArchiveError(
                    .referenceOutOfRange(reference, value: index, objectCount: objectCount), at: referenceOffset)
            }
            return .object(Int(reference))
        default:
            throw NibArchiveError(.unknownValueType(type, value: index), at: typeOffset)
        }
    }

    /// The object table: varint class index, first value index and value count each. The ranges
    /// together list at most the value table's values, so nothing that reads the objects' values
    /// (a listing, the model) does more work than the file's size allows.
    static func readObjects(
        _ bytes: [UInt8], _ location: inout NibArchiveFile.TableLocation, classes: [NibArchiveClass],
        values: [NibArchiveValue]
    ) throws(NibArchiveError) -> [NibArchiveObject] {
        var cursor = ByteCursor(bytes, at: location.offset)
        var objects: [NibArchiveObject] = []
        objects.reserveCapacity(location.count)
        var listed = 0  // values listed by the objects so far: each value belongs to one object
        for index in 0..<location.count {
            let entryOffset = cursor.offset
            let classIndex = try cursor.varint()
            let first = try cursor.varint()
            let count = try cursor.varint()
            guard classIndex < classes.count else {
                throw NibArchiveError(
                    .classIndexOutOfRange(classIndex, object: index, classCount: classes.count), at: entryOffset)
            }
            guard first <= values.count, count <= values.count - first else {
                throw NibArchiveError(
                    .valueRangeOutOfRange(object: index, first: first, count: count, valueCount: values.count),
                    at: entryOffset)
            }
            listed += count
            guard listed <= values.count else {
                throw NibArchiveError(
                    .valuesListedTwice(object: index, listed: listed, valueCount: values.count), at: entryOffset)
            }
            objects.append(
                NibArchiveObject(
                    classIndex: classIndex, className: classes[classIndex].name, values: values[first..<first + count]))
        }
        location.length = cursor.offset - location.offset
        return objects
    }
}
