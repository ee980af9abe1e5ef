import NibArchive
import NibTestSupport
import Testing

/// Writing a ``PropertyListValue``: every kind in the binary form reads back the same (and in the
/// bytes CoreFoundation chooses), every corpus `Info.plist` survives reading, writing and reading
/// again, and the XML form of a value holding every kind is the text `plutil -convert xml1` writes.
struct PropertyListWritingTests {
    /// `value` written in the binary form and read back.
    static func roundTrip(_ value: PropertyListValue) throws -> PropertyListValue {
        try BinaryPropertyListReader.value(from: BinaryPropertyListWriter.bytes(of: value))
    }

    /// The bytes of the only object of a list holding one value that holds no other.
    static func objectBytes(of value: PropertyListValue) -> [UInt8] {
        let bytes = BinaryPropertyListWriter.bytes(of: value)
        let tableOffset = bytes.suffix(8).reduce(0) { $0 << 8 | Int($1) }
        return Array(bytes[8..<tableOffset])
    }

    /// The trailer's offset size and reference size.
    static func sizes(of bytes: [UInt8]) -> [UInt8] { [bytes[bytes.count - 26], bytes[bytes.count - 25]] }

    static let edgeIntegers: [Int64] = [
        .min, -(1 << 32), -65_536, -256, -1, 0, 1, 14, 15, 255, 256, 65_535, 65_536, 1 << 32, .max,
    ]

    static func string(count: Int) -> String { String((0..<count).map { Character(String($0 % 10)) }) }

    @Test func everyKindReadsBack() throws {
        var values: [PropertyListValue] = Self.edgeIntegers.map { .integer($0) }
        let reals: [Double] = [0.1, -0.0, 0, 1e300, -1e-300, .infinity, -.infinity, .leastNonzeroMagnitude, .pi]
        values += reals.map { .real($0) }
        values += [.boolean(true), .boolean(false)]
        values += [0, 1, 14, 15, 100, 70_000].map { (count: Int) -> PropertyListValue in
            .data((0..<count).map { UInt8(truncatingIfNeeded: $0) })
        }
        let dates: [Double] = [-978_307_200, -0.5, 0, 0.25, 730_902_896, 1e12, .infinity]
        values += dates.map { .date($0) }
        let uids: [UInt64] = [0, 1, 255, 256, 65_535, 65_536, 1 << 32, .max]
        values += uids.map { .uid($0) }
        let strings = [
            "", "a", Self.string(count: 14), Self.string(count: 15), Self.string(count: 256), "Überschrift", "日本語のテキスト",
            "😀 astral 𝄞", String(repeating: "é", count: 300),
        ]
        values += strings.map { .string($0) }
        for count in [0, 1, 14, 15, 256, 300] {
            values.append(.array((0..<count).map { .integer(Int64($0)) }))
            values.append(.dictionary((0..<count).map { .init("key \($0)", .string("value \($0)")) }))
        }
        values.append(.array(values))
        values.append(.dictionary(values.enumerated().map { .init("\($0.offset)", $0.element) }))
        for value in values {
            #expect(try Self.roundTrip(value) == value)
        }
    }

    /// A NaN, which equals nothing, is written with its bits and read back with the same bits.
    @Test func nanKeepsItsBits() throws {
        for bits: UInt64 in [Double.nan.bitPattern, Double.signalingNaN.bitPattern, 0xFFF8_0000_0000_0001] {
            guard case .real(let real) = try Self.roundTrip(.real(Double(bitPattern: bits))) else {
                Issue.record("not a real")
                continue
            }
            #expect(real.bitPattern == bits)
            guard case .date(let date) = try Self.roundTrip(.date(Double(bitPattern: bits))) else {
                Issue.record("not a date")
                continue
            }
            #expect(date.bitPattern == bits)
        }
    }

    /// The markers and widths CoreFoundation writes.
    @Test func objectsAreWrittenAsCoreFoundationWritesThem() {
        let integers: [(Int64, [UInt8])] = [
            (0, [0x10, 0x00]), (255, [0x10, 0xFF]), (256, [0x11, 0x01, 0x00]), (65_535, [0x11, 0xFF, 0xFF]),
            (65_536, [0x12, 0x00, 0x01, 0x00, 0x00]), (1 << 32, [0x13, 0, 0, 0, 1, 0, 0, 0, 0]),
            (-1, [0x13] + Array(repeating: 0xFF, count: 8)), (.min, [0x13, 0x80, 0, 0, 0, 0, 0, 0, 0]),
            (.max, [0x13, 0x7F] + Array(repeating: 0xFF, count: 7)),
        ]
        for (number, bytes) in integers { #expect(Self.objectBytes(of: .integer(number)) == bytes, "\(number)") }
        let uids: [(UInt64, [UInt8])] = [
            (0, [0x80, 0]), (255, [0x80, 0xFF]), (256, [0x81, 1, 0]), (65_536, [0x83, 0, 1, 0, 0]),
            (1 << 32, [0x87, 0, 0, 0, 1, 0, 0, 0, 0]),
        ]
        for (number, bytes) in uids { #expect(Self.objectBytes(of: .uid(number)) == bytes, "\(number)") }
        #expect(Self.objectBytes(of: .real(1)) == [0x23, 0x3F, 0xF0, 0, 0, 0, 0, 0, 0])
        #expect(Self.objectBytes(of: .date(-1)) == [0x33, 0xBF, 0xF0, 0, 0, 0, 0, 0, 0])
        #expect(Self.objectBytes(of: .boolean(false)) == [0x08])
        #expect(Self.objectBytes(of: .boolean(true)) == [0x09])
        #expect(Self.objectBytes(of: .data([1, 2])) == [0x42, 1, 2])
        #expect(
            Self.objectBytes(of: .data(Array(repeating: 7, count: 15))) == [0x4F, 0x10, 15]
                + Array(repeating: 7, count: 15))
        #expect(Self.objectBytes(of: .string("ab")) == [0x52, 0x61, 0x62])
        #expect(Self.objectBytes(of: .string("é😀")) == [0x63, 0x00, 0xE9, 0xD8, 0x3D, 0xDE, 0x00])
        #expect(Self.objectBytes(of: .string(Self.string(count: 256))).prefix(4) == [0x5F, 0x11, 0x01, 0x00])
    }

    /// References grow with the object count, offsets with the length of the object data.
    @Test func sizesGrowWithTheFile() {
        #expect(Self.sizes(of: BinaryPropertyListWriter.bytes(of: .array([]))) == [1, 1])
        let many = PropertyListValue.array((0..<300).map { _ in .boolean(true) })
        #expect(Self.sizes(of: BinaryPropertyListWriter.bytes(of: many)) == [2, 2])
        let long = PropertyListValue.data(Array(repeating: 0, count: 70_000))
        #expect(Self.sizes(of: BinaryPropertyListWriter.bytes(of: long)) == [4, 1])
        #expect(PropertyListValue.array([]).binaryPropertyList == BinaryPropertyListWriter.bytes(of: .array([])))
    }

    /// Apple's `Info.plist` of every corpus compiled storyboard, read, written and read again.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func everyCorpusInfoPlistReadsBackAfterWriting() throws {
        let paths = BinaryPropertyListReaderTests.corpusInfoFiles
        #expect(paths.count == 20)
        for path in paths {
            let value = try BinaryPropertyListReader.value(from: try NibArchiveSamples.bytes(path))
            let written = BinaryPropertyListWriter.bytes(of: value)
            #expect(try BinaryPropertyListReader.value(from: written) == value, "\(path)")
            #expect(try XMLPropertyListWriter.text(of: value).contains("<key>UIStoryboardVersion</key>"), "\(path)")
        }
    }

    /// The text `plutil -convert xml1` writes for a value holding every kind (keys in the order
    /// given): base64 lines of 76 characters less 8 per tab of indentation, reals without `.0`,
    /// a `UID` as a `CF$UID` dictionary, dates to the second in UTC.
    @Test func xmlOfEveryKind() throws {
        let value = PropertyListValue.dictionary([
            .init("array", .array([.integer(-1), .integer(.max), .integer(.min)])),
            .init("data", .data((0..<100).map { UInt8($0) })),
            .init("date", .date(730_902_896.75)),
            .init("empty", .dictionary([])),
            .init("emptyArray", .array([])),
            .init("emptyData", .data([])),
            .init("false", .boolean(false)),
            .init("nested", .array([.dictionary([.init("bytes", .data((0..<60).map { UInt8($0) }))])])),
            .init("reals", .array([.real(0.1), .real(2), .real(-0.0), .real(1e300), .real(1.5e-7)])),
            .init("odd reals", .array([.real(.infinity), .real(-.infinity), .real(.nan)])),
            .init("string", .string("a < b & c > d — Ü 😀")),
            .init("true", .boolean(true)),
            .init("uid", .uid(42)),
        ])
        let lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#,
            "<dict>",
            "\t<key>array</key>",
            "\t<array>",
            "\t\t<integer>-1</integer>",
            "\t\t<integer>9223372036854775807</integer>",
            "\t\t<integer>-9223372036854775808</integer>",
            "\t</array>",
            "\t<key>data</key>",
            "\t<data>",
            "\tAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEy",
            "\tMzQ1Njc4OTo7PD0+P0BBQkNERUZHSElKS0xNTk9QUVJTVFVWV1hZWltcXV5fYGFiYw==",
            "\t</data>",
            "\t<key>date</key>",
            "\t<date>2024-02-29T12:34:56Z</date>",
            "\t<key>empty</key>",
            "\t<dict/>",
            "\t<key>emptyArray</key>",
            "\t<array/>",
            "\t<key>emptyData</key>",
            "\t<data>",
            "\t</data>",
            "\t<key>false</key>",
            "\t<false/>",
            "\t<key>nested</key>",
            "\t<array>",
            "\t\t<dict>",
            "\t\t\t<key>bytes</key>",
            "\t\t\t<data>",
            "\t\t\tAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUm",
            "\t\t\tJygpKissLS4vMDEyMzQ1Njc4OTo7",
            "\t\t\t</data>",
            "\t\t</dict>",
            "\t</array>",
            "\t<key>reals</key>",
            "\t<array>",
            "\t\t<real>0.1</real>",
            "\t\t<real>2</real>",
            "\t\t<real>-0</real>",
            "\t\t<real>1e+300</real>",
            "\t\t<real>1.5e-07</real>",
            "\t</array>",
            "\t<key>odd reals</key>",
            "\t<array>",
            "\t\t<real>+infinity</real>",
            "\t\t<real>-infinity</real>",
            "\t\t<real>nan</real>",
            "\t</array>",
            "\t<key>string</key>",
            "\t<string>a &lt; b &amp; c &gt; d — Ü 😀</string>",
            "\t<key>true</key>",
            "\t<true/>",
            "\t<key>uid</key>",
            "\t<dict>",
            "\t\t<key>CF$UID</key>",
            "\t\t<integer>42</integer>",
            "\t</dict>",
            "</dict>",
            "</plist>",
        ]
        let expected = lines.map { $0 + "\n" }.joined()
        #expect(try XMLPropertyListWriter.text(of: value) == expected)
        #expect(try value.xmlPropertyList() == expected)
    }

    /// Base64 lines are never indented more than 8 tabs deep, which leaves 12 characters a line.
    @Test func deepDataKeepsTwelveCharactersALine() throws {
        var value = PropertyListValue.data(Array(repeating: 0xFF, count: 12))
        for _ in 0..<10 { value = .array([value]) }
        let text = try XMLPropertyListWriter.text(of: value)
        let indent = String(repeating: "\t", count: 8)
        let deep = String(repeating: "\t", count: 10)
        #expect(text.contains(deep + "<data>\n" + indent + "////////////\n" + indent + "////\n" + deep + "</data>\n"))
    }

    /// Dates in UTC, rounded down to the second, across 2001, leap days and the four-digit years.
    @Test func datesAsISO8601() throws {
        let cases: [(Double, String)] = [
            (0, "2001-01-01T00:00:00Z"), (0.999, "2001-01-01T00:00:00Z"), (-0.5, "2000-12-31T23:59:59Z"),
            (-978_307_200, "1970-01-01T00:00:00Z"), (-3_182_198_400, "1900-03-01T00:00:00Z"),
            (730_902_896, "2024-02-29T12:34:56Z"), (-63_113_904_000, "0001-01-01T00:00:00Z"),
            (252_423_993_599, "9999-12-31T23:59:59Z"),
        ]
        for (seconds, text) in cases {
            #expect(try XMLPropertyListWriter.text(of: .date(seconds)).contains("<date>\(text)</date>"), "\(seconds)")
        }
    }

    /// A date the XML form cannot show is an error naming where it is.
    @Test func datesOutsideFourDigitYearsAreRefused() {
        for seconds in [-63_113_904_001, 252_423_993_600, 1e300, -.infinity, .nan] {
            let value = PropertyListValue.dictionary([.init("list", .array([.string("x"), .date(seconds)]))])
            do {
                _ = try XMLPropertyListWriter.text(of: value)
                Issue.record("\(seconds) written")
            } catch {
                #expect(error.path == ["list", "1"])
                #expect(error.message.hasPrefix("the value at 'list' / '1' is a date"))
            }
        }
    }
}
