import NibArchive
import NibTestSupport
import Testing

/// Malformed archives: each gives its own positioned error, and nothing crashes or hangs.
struct HostileNibArchiveTests {
    let sample = NibArchiveSamples.built.bytes

    /// The sample's table locations, as the reader finds them.
    var tables: [NibArchiveFile.TableLocation] { (try? NibArchiveReader.read(sample))?.tables ?? [] }

    func expectError(_ bytes: [UInt8], _ reason: NibArchiveError.Reason, at offset: Int) {
        #expect(throws: NibArchiveError(reason, at: offset)) { try NibArchiveReader.read(bytes) }
    }

    /// `bytes` with the header's u32 at `field` set to `value`.
    func settingWord(_ bytes: [UInt8], at field: Int, to value: UInt32) -> [UInt8] {
        var copy = bytes
        copy.replaceSubrange(field..<field + 4, with: ArchiveEncoder.word(value))
        return copy
    }

    /// The header field of a table's count (its offset is 4 bytes further).
    func countField(_ table: NibArchiveTable) -> Int { 18 + 8 * table.rawValue }

    @Test func theSampleReadsBack() throws {
        let archive = try NibArchiveReader.read(sample)
        #expect(archive.objects.map(\.className) == ["NSObject", "NSString", "UIColor"])
        #expect(archive.fallbackClassNames(of: archive.classes[2]) == ["NSColor"])
        #expect(archive.objects[2].values.map(\.kind).last == .object(0))
        #expect(archive.objects[0].values.map(\.kind).contains(.int16(300)))
    }

    @Test func headerProblems() {
        expectError([], .truncatedHeader(size: 0), at: 0)
        expectError(Array(sample.prefix(5)), .truncatedHeader(size: 5), at: 5)
        expectError(Array(sample.prefix(49)), .truncatedHeader(size: 49), at: 49)
        expectError(Array("XIBArchive".utf8), .wrongMagic, at: 0)
        var wrong = sample
        wrong[0] = UInt8(ascii: "n")
        expectError(wrong, .wrongMagic, at: 0)
        expectError(settingWord(sample, at: 10, to: 2), .unsupportedFormatVersion(2), at: 10)
    }

    @Test func truncationAtEveryTableBoundary() {
        for table in NibArchiveTable.allCases {
            let start = tables[table.rawValue].offset
            expectError(
                Array(sample.prefix(start)),
                .tableOffsetOutOfRange(table, offset: UInt32(start), size: start), at: countField(table) + 4)
        }
        // One byte short: the last class name loses its NUL.
        expectError(
            Array(sample.dropLast()), .truncatedEntry(.classNames, index: 3), at: sample.count - 1 - "NSColor".count)
    }

    @Test func everyTruncationIsAnErrorInsideTheFile() {
        for length in 0..<sample.count {
            do {
                _ = try NibArchiveReader.read(Array(sample.prefix(length)))
                Issue.record("a prefix of \(length) bytes decoded")
            } catch {
                #expect(error.offset >= 0 && error.offset <= length)
            }
        }
    }

    @Test func offsetsAndCountsOutOfRange() {
        let keys = countField(.keys)
        expectError(
            settingWord(sample, at: keys + 4, to: 0xFFFF_FF00),
            .tableOffsetOutOfRange(.keys, offset: 0xFFFF_FF00, size: sample.count), at: keys + 4)
        expectError(
            settingWord(sample, at: keys + 4, to: 12), .tableOffsetOutOfRange(.keys, offset: 12, size: sample.count),
            at: keys + 4)
        // A huge count is refused before anything is allocated.
        let objects = countField(.objects)
        let room = sample.count - tables[0].offset
        expectError(
            settingWord(sample, at: objects, to: 0xFFFF_FFFF),
            .countTooLarge(.objects, count: 0xFFFF_FFFF, room: room), at: objects)
        expectError(
            settingWord(sample, at: countField(.values), to: UInt32(sample.count)),
            .countTooLarge(.values, count: UInt32(sample.count), room: sample.count - tables[2].offset),
            at: countField(.values))
        // No objects at all: no root.
        expectError(settingWord(sample, at: objects, to: 0), .noRootObject, at: objects)
    }

    @Test func varintsThatNeverEndOrOverflow() {
        // The last class name's length loses its end, and the file ends right after it.
        let lastClass = sample.count - 2 - "NSColor".count - 1
        var unending = Array(sample.prefix(lastClass + 1))
        unending[lastClass] = 0x01
        expectError(unending, .unterminatedVarint, at: lastClass)
        let keyStart = tables[1].offset
        var long = sample
        long.replaceSubrange(keyStart..<keyStart + 6, with: [0, 0, 0, 0, 0, 0x80])
        expectError(long, .varintOverflow, at: keyStart)
        var large = sample
        large.replaceSubrange(keyStart..<keyStart + 5, with: [0x7F, 0x7F, 0x7F, 0x7F, 0xFF])
        expectError(large, .varintOverflow, at: keyStart)
    }

    @Test func indicesOutOfRange() {
        let valueStart = tables[2].offset
        // Value 0 is `root = @2`: key varint, type byte, u32.
        var key = sample
        key[valueStart] = 0xFF
        expectError(key, .keyIndexOutOfRange(127, value: 0, keyCount: 7), at: valueStart)
        var reference = sample
        reference.replaceSubrange(valueStart + 2..<valueStart + 6, with: ArchiveEncoder.word(3))
        expectError(reference, .referenceOutOfRange(3, value: 0, objectCount: 3), at: valueStart + 2)
        var type = sample
        type[valueStart + 1] = 11
        expectError(type, .unknownValueType(11, value: 0), at: valueStart + 1)
        let objectStart = tables[0].offset
        var classIndex = sample
        classIndex[objectStart] = 0x84
        expectError(classIndex, .classIndexOutOfRange(4, object: 0, classCount: 4), at: objectStart)
        var count = sample
        count[objectStart + 2] = 0xFF
        expectError(
            count, .valueRangeOutOfRange(object: 0, first: 0, count: 127, valueCount: 14), at: objectStart)
    }

    /// Value ranges that share values: object 0 claims the whole value table, so object 1's
    /// values are listed twice. Each extra object listing every value again would multiply a
    /// listing's length (a 22 kB file listed 2.4 MB before the reader refused this).
    @Test func valuesListedByTwoObjects() throws {
        let objectStart = tables[0].offset
        let archive = try NibArchiveReader.read(sample)
        #expect(archive.objects.map(\.values.count).reduce(0, +) == 14)
        var shared = sample
        #expect(shared[objectStart + 1] == 0x80)  // object 0's first value, 0 (the high bit ends a varint)
        shared[objectStart + 2] = 0x80 | 14  // object 0 now lists all 14 values
        let secondCount = archive.objects[1].values.count
        expectError(
            shared, .valuesListedTwice(object: 1, listed: 14 + secondCount, valueCount: 14), at: objectStart + 3)
    }

    @Test func classNameProblems() {
        let classStart = tables[3].offset
        // Class 2 (UIColor) falls back to class 3; make that 9.
        var fallback = sample
        let uiColor = classStart + 2 * (2 + "NSObject".count + 1)
        let extra = uiColor + 2
        #expect(Array(fallback[extra..<extra + 4]) == ArchiveEncoder.word(3))
        fallback.replaceSubrange(extra..<extra + 4, with: ArchiveEncoder.word(9))
        expectError(fallback, .classIndexOutOfRange(9, object: nil, classCount: 4), at: extra)
        var unterminated = sample
        unterminated[unterminated.count - 1] = UInt8(ascii: "x")
        expectError(unterminated, .unterminatedClassName(index: 3), at: sample.count - 1 - "NSColor".count)
        var key = sample
        key[tables[1].offset + 1] = 0xFF
        expectError(key, .invalidText(.keys, index: 0), at: tables[1].offset + 1)
        // A data value claiming four billion bytes: its 1-byte length and 5 bytes become a
        // 5-byte length and 1 byte.
        var encoder = NibArchiveSamples.built
        encoder.objects[2].values = [(5, .data([1, 2, 3, 4, 5]))]
        var huge = encoder.bytes
        let length = (try? NibArchiveReader.read(huge))!.tables[2].end - 6
        huge.replaceSubrange(length..<length + 5, with: ArchiveEncoder.varint(0xFFFF_FFF0))
        expectError(huge, .truncatedEntry(.values, index: 9), at: length + 5)
    }

    @Test func randomCorruptionNeverCrashes() {
        var generator = SplitMix(seed: 0x6E69_6241)
        for _ in 0..<3000 {
            var bytes = sample
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next())
            }
            do {
                let archive = try NibArchiveReader.read(bytes)
                _ = NibArchiveDump(archive, order: .walk).text
            } catch {
                #expect(error.offset >= 0 && error.offset <= bytes.count)
            }
        }
    }

    @Test func corpusNibTruncatedAnywhere() throws {
        guard TestCorpus.isAvailable else { return }
        let bytes = try NibArchiveSamples.bytes(NibArchiveSamples.pairs + "/blocklist.nib")
        let tables = try NibArchiveReader.read(bytes).tables
        for table in NibArchiveTable.allCases {
            let start = tables[table.rawValue].offset
            #expect(throws: NibArchiveError.self) { try NibArchiveReader.read(Array(bytes.prefix(start))) }
            #expect(throws: NibArchiveError.self) { try NibArchiveReader.read(Array(bytes.prefix(start + 1))) }
        }
        for length in stride(from: 0, to: bytes.count, by: 7) {
            #expect(throws: NibArchiveError.self) { try NibArchiveReader.read(Array(bytes.prefix(length))) }
        }
    }
}

/// A small deterministic generator (SplitMix64), so the corruption test is the same every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
