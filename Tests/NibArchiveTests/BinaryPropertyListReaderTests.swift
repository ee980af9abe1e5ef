import Foundation
import NibArchive
import NibTestSupport
import Testing

/// The binary property list reader: what the project's writer writes reads back, every corpus
/// compiled storyboard's `Info.plist` reads, and malformed lists give positioned errors.
struct BinaryPropertyListReaderTests {
    @Test func whatTheWriterWritesReadsBack() throws {
        let long = PropertyListValue.array((0..<300).map { .integer(Int64($0) * 1000 - 7) })
        let values: [PropertyListValue] = [
            .dictionary([]), .array([]), .string(""), .integer(0), .integer(-1), .integer(.max), .integer(.min),
            .integer(255), .integer(256), .integer(65_536), .integer(1 << 40), .string("ASCII text"),
            .string("Überschrift — 日本語 😀"), .string(String(repeating: "x", count: 70_000)),
            .dictionary([.init("b", .integer(2)), .init("a", .array([.string("one"), long]))]),
            .array((0..<20).map { .string("item \($0)") }),
        ]
        for value in values {
            let bytes = BinaryPropertyListWriter.bytes(of: value)
            #expect(try BinaryPropertyListReader.value(from: bytes) == value)
        }
    }

    /// Apple's `Info.plist` of every corpus compiled storyboard.
    static let corpusInfoFiles = TestCorpus.files(in: "nib-pairs/uikit", withExtension: "plist").filter {
        $0.hasSuffix(".storyboardc/Info.plist")
    }

    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func everyCorpusInfoPlistReads() throws {
        #expect(Self.corpusInfoFiles.count == 20)
        for path in Self.corpusInfoFiles {
            let bytes = try NibArchiveSamples.bytes(path)
            let value = try BinaryPropertyListReader.value(from: bytes)
            guard case .dictionary(let table)? = value[CompiledStoryboard.identifiersToNibNamesKey] else {
                Issue.record("\(path): no \(CompiledStoryboard.identifiersToNibNamesKey)")
                continue
            }
            let folder = (path as NSString).deletingLastPathComponent
            for entry in table {
                let nib = try #require(entry.value.stringValue, "\(path)")
                #expect(FileManager.default.fileExists(atPath: folder + "/" + nib + ".nib"), "\(path): \(nib)")
            }
            #expect(value[CompiledStoryboard.versionKey] == .integer(1), "\(path)")
            let entryPoint = try #require(value[CompiledStoryboard.entryPointKey]?.stringValue, "\(path)")
            #expect(table.contains { $0.key == entryPoint }, "\(path)")
            // The project's writer writes what was read; it reads back the same.
            #expect(try BinaryPropertyListReader.value(from: BinaryPropertyListWriter.bytes(of: value)) == value)
            // Every prefix is an error inside the file, never a crash.
            for length in 0..<bytes.count {
                do {
                    _ = try BinaryPropertyListReader.value(from: Array(bytes.prefix(length)))
                    Issue.record("\(path): \(length) bytes read")
                } catch {
                    #expect(error.offset >= 0 && error.offset <= length)
                }
            }
        }
    }

    /// A property list of `objects` (each one object's bytes), the top object `top`.
    static func plist(
        _ objects: [[UInt8]], top: UInt64 = 0, offsetSize: UInt8 = 1, referenceSize: UInt8 = 1,
        count: UInt64? = nil, tableOffset: UInt64? = nil
    ) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(UInt64(offset), size: Int(offsetSize)) }
        bytes += [0, 0, 0, 0, 0, 0, offsetSize, referenceSize]
        bytes += bigEndian(count ?? UInt64(objects.count), size: 8)
        bytes += bigEndian(top, size: 8)
        bytes += bigEndian(tableOffset ?? UInt64(table), size: 8)
        return bytes
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    func expectError(_ bytes: [UInt8], _ reason: BinaryPropertyListError.Reason, at offset: Int) {
        #expect(throws: BinaryPropertyListError(reason, at: offset)) { try BinaryPropertyListReader.value(from: bytes) }
    }

    @Test func everyTypeReads() throws {
        let value = try BinaryPropertyListReader.value(
            from: Self.plist([
                [0xA9, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0x08], [0x09], [0x23] + Self.bigEndian(2.5.bitPattern, size: 8),
                [0x22] + Self.bigEndian(UInt64(Float(0.5).bitPattern), size: 4), [0x43, 1, 2, 3],
                [0x33] + Self.bigEndian(10.0.bitPattern, size: 8), [0x81, 1, 2], [0x62, 0, 0x41, 0x30, 0x42],
                [0x14] + Array(repeating: 0xFF, count: 16),
            ]))
        #expect(
            value
                == .array([
                    .boolean(false), .boolean(true), .real(2.5), .real(0.5), .data([1, 2, 3]), .date(10), .uid(258),
                    .string("A\u{3042}"), .integer(-1),
                ]))
    }

    @Test func trailerProblems() {
        expectError([], .truncatedTrailer(size: 0), at: 0)
        expectError(Array(Self.plist([[0x08]]).dropFirst()), .wrongMagic, at: 0)
        let valid = Self.plist([[0x08]])
        expectError(Array(valid.prefix(39)), .truncatedTrailer(size: 39), at: 39)
        expectError(Self.plist([[0x08]], offsetSize: 0), .invalidIntegerSize(field: "offset", size: 0), at: 15)
        expectError(Self.plist([[0x08]], referenceSize: 9), .invalidIntegerSize(field: "reference", size: 9), at: 17)
        expectError(Self.plist([[0x08]], count: 1 << 62), .countTooLarge(count: 1 << 62, room: 1), at: 18)
        expectError(Self.plist([[0x08]], count: 0), .countTooLarge(count: 0, room: 1), at: 18)
        expectError(Self.plist([[0x08]], tableOffset: 1 << 40), .offsetTableOutOfRange(offset: 1 << 40), at: 34)
        expectError(Self.plist([[0x08]], tableOffset: 3), .offsetTableOutOfRange(offset: 3), at: 34)
        expectError(Self.plist([[0x08]], top: 1), .topObjectOutOfRange(1, objectCount: 1), at: 26)
    }

    @Test func objectProblems() {
        // An offset past the object data.
        var bad = Self.plist([[0x08]])
        bad[9] = 200
        expectError(bad, .objectOffsetOutOfRange(object: 0, offset: 200), at: 9)
        expectError(Self.plist([[0xA1, 5]]), .referenceOutOfRange(object: 0, reference: 5, objectCount: 1), at: 9)
        expectError(Self.plist([[0xA1, 0]]), .referenceCycle(object: 0), at: 8)
        expectError(Self.plist([[0xA1, 1], [0xA1, 0]]), .referenceCycle(object: 0), at: 8)
        expectError(Self.plist([[0x75]]), .unknownMarker(0x75, object: 0), at: 8)
        expectError(Self.plist([[0x0F]]), .unknownMarker(0x0F, object: 0), at: 8)
        expectError(Self.plist([[0x55, 0x41]]), .truncatedObject(object: 0), at: 9)
        expectError(Self.plist([[0x65, 0, 0x41]]), .truncatedObject(object: 0), at: 9)
        expectError(Self.plist([[0x13, 0, 0]]), .truncatedObject(object: 0), at: 9)
        expectError(Self.plist([[0xA3, 0]]), .truncatedObject(object: 0), at: 9)
        // A count that is not an integer, or claims more than the file holds.
        expectError(Self.plist([[0x5F, 0x08]]), .invalidCount(object: 0), at: 9)
        expectError(
            Self.plist([[0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]]), .invalidCount(object: 0), at: 9)
        expectError(Self.plist([[0xAF, 0x12, 0xFF, 0xFF, 0xFF, 0xF0]]), .invalidCount(object: 0), at: 9)
        expectError(
            Self.plist([[0x14] + [1] + Array(repeating: 0, count: 15)]), .unsupportedNumber(object: 0), at: 8)
        expectError(Self.plist([[0x21, 0, 0]]), .unsupportedNumber(object: 0), at: 8)
        expectError(Self.plist([[0xD1, 1, 1], [0x10, 1]]), .nonStringKey(object: 0), at: 8)
    }

    @Test func deepNestingIsAnError() {
        let depth = BinaryPropertyListReader.maximumDepth + 2
        var objects: [[UInt8]] = (0..<depth).map { [0xA1] + Self.bigEndian(UInt64($0 + 1), size: 2) }
        objects.append([0x08])
        do {
            _ = try BinaryPropertyListReader.value(from: Self.plist(objects, offsetSize: 2, referenceSize: 2))
            Issue.record("read")
        } catch {
            #expect(error.reason == .nestingTooDeep(object: BinaryPropertyListReader.maximumDepth + 1))
        }
    }

    /// Shared references are read once: a chain of arrays each listing the next twice reads in
    /// linear time while what it holds stays within ``BinaryPropertyListReader/maximumExpandedValues``
    /// (19 arrays: 2^20 - 1 values); a longer chain, whose value would double with each array, is
    /// refused at the first array past the bound.
    @Test func sharedReferencesReadOnceAndExpandBoundedly() throws {
        func chain(_ arrays: Int) -> [UInt8] {
            var objects: [[UInt8]] = (0..<arrays).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
            objects.append([0x09])
            return Self.plist(objects)
        }
        guard case .array(let items) = try BinaryPropertyListReader.value(from: chain(19)) else {
            Issue.record("not an array")
            return
        }
        #expect(items.count == 2)
        // Object k holds 2^(61 - k) - 1 values: object 40 is the first past 2^20.
        expectError(chain(60), .expandsTooFar(object: 40), at: 8 + 40 * 3)
    }

    /// Every single-byte change of a written list reads or gives an error inside the file.
    @Test func everyByteChangeIsReadOrRefused() {
        let bytes = BinaryPropertyListWriter.bytes(
            of: .dictionary([.init("k", .array([.string("v"), .integer(300), .string("ü")]))]))
        for offset in bytes.indices {
            for replacement: UInt8 in [0x00, 0x0F, 0x1F, 0x5F, 0x6F, 0xAF, 0xDF, 0xFF, bytes[offset] ^ 1] {
                var changed = bytes
                changed[offset] = replacement
                do { _ = try BinaryPropertyListReader.value(from: changed) } catch {
                    #expect(error.offset >= 0 && error.offset <= changed.count)
                }
            }
        }
    }
}
