import NibArchive
import NibTestSupport
import Testing

/// The comparator decides "the same graph as an app sees it": file order does not matter,
/// values, widths and element order do.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct NibArchiveComparisonTests {
    static func archive(_ encoder: ArchiveEncoder) throws -> NibArchiveFile {
        try NibArchiveReader.read(encoder.bytes)
    }

    static var appKitNibs: [String] { NibArchiveSamples.corpusNibs.filter { !NibArchiveSamples.isUIKit($0) } }

    @Test func everyCorpusNibEqualsItself() throws {
        for path in NibArchiveSamples.corpusNibs {
            let archive = try NibArchiveFile.read(contentsOf: path)
            #expect(NibArchiveComparison(archive, archive).differences().isEmpty, "\(path)")
        }
    }

    @Test func objectsShuffledStillEqual() throws {
        for path in Self.appKitNibs {
            let archive = try NibArchiveFile.read(contentsOf: path)
            let encoder = ArchiveEncoder(archive)
            // The root stays first; the rest in reverse order.
            let order = [0] + Array((1..<archive.objects.count).reversed())
            let shuffled = try Self.archive(encoder.reordered(order))
            #expect(NibArchiveComparison(archive, shuffled).isEqual, "\(path)")
        }
    }

    @Test func aChangedWidthIsADifference() throws {
        let path = try #require(Self.appKitNibs.first { $0.hasSuffix("/minimal.nib") })
        let archive = try NibArchiveFile.read(contentsOf: path)
        var encoder = ArchiveEncoder(archive)
        let rootValue = try #require(encoder.objects[0].values.firstIndex { $0.kind == .int8(1) })
        encoder.objects[0].values[rootValue].kind = .int16(1)
        let differences = NibArchiveComparison(archive, try Self.archive(encoder)).differences()
        #expect(differences.map(\.description) == ["#0.IB.systemFontUpdateVersion: int8 1 vs int16 1"])
    }

    @Test func aChangedStringIsADifferenceAtItsPath() throws {
        let path = try #require(Self.appKitNibs.first { $0.hasSuffix("/minimal.nib") })
        let archive = try NibArchiveFile.read(contentsOf: path)
        var encoder = ArchiveEncoder(archive)
        let string = try #require(
            encoder.objects.firstIndex { object in
                object.values.contains { $0.kind == .data(Array("NSApplication".utf8)) }
            })
        encoder.objects[string].values[0].kind = .data(Array("NSObject".utf8))
        let differences = NibArchiveComparison(archive, try Self.archive(encoder)).differences()
        #expect(differences.count == 1)
        #expect(differences.first?.path.hasSuffix(".NSClassName.NS.bytes") == true)
        #expect(differences.first?.right == "\"NSObject\"")
    }

    /// A storyboard's upstream placeholder name is made up afresh by each build: another one is
    /// no difference, while any other change of that string is.
    @Test func upstreamPlaceholderNamesAreTheSameToAnApp() throws {
        let path = try #require(
            TestCorpus.files(in: "nib-pairs/uikit/SwiftGen__SwiftGen/4/compiled.storyboardc", withExtension: "nib")
                .first { $0.hasSuffix("/CreateAccount.nib") })
        let archive = try NibArchiveFile.read(contentsOf: path)
        let string = try #require(
            archive.objects.firstIndex { object in
                object.values.contains { value in
                    if case .data(let bytes) = value.kind {
                        return bytes.starts(with: Array("UpstreamPlaceholder-".utf8))
                    }
                    return false
                }
            })
        for (name, isSame) in [("UpstreamPlaceholder-abc-de-fgh", true), ("Upstream-abc-de-fgh", false)] {
            var encoder = ArchiveEncoder(archive)
            encoder.objects[string].values[0].kind = .data(Array(name.utf8))
            let differences = NibArchiveComparison(archive, try Self.archive(encoder)).differences()
            #expect(differences.isEmpty == isSame, "\(name): \(differences)")
        }
    }

    @Test func elementOrderMatters() throws {
        let path = try #require(Self.appKitNibs.first { $0.hasSuffix("/windows.nib") })
        let archive = try NibArchiveFile.read(contentsOf: path)
        var encoder = ArchiveEncoder(archive)
        // NSOidsValues: numbers 1, 2, 3… under UINibEncoderEmptyKey, in order.
        let oids = try #require(
            archive.objects.firstIndex { object in
                object.className == "NSArray" && object.values.filter { $0.key == "UINibEncoderEmptyKey" }.count >= 2
                    && object.values.allSatisfy { value in
                        guard case .object(let target) = value.kind else { return value.key == "NSInlinedValue" }
                        return archive.objects[target].className == "NSNumber"
                    }
            })
        let elements = archive.objects[oids].values.indices.filter {
            archive.objects[oids].values[$0].key == "UINibEncoderEmptyKey"
        }.map { $0 - archive.objects[oids].firstValueIndex }
        encoder.objects[oids].values.swapAt(elements[0], elements[1])
        let differences = NibArchiveComparison(archive, try Self.archive(encoder)).differences()
        #expect(differences.first?.path.contains("NSOidsValues.UINibEncoderEmptyKey") == true)
    }

    /// A table view's prototype cell is a nib archived as data inside the view's nib: it is
    /// compared as an archive (file order free, values not), its differences at paths inside
    /// braces after the data's path.
    @Test func nestedArchivesAreComparedAsArchives() throws {
        let path = try #require(
            TestCorpus.files(in: "nib-pairs/uikit/SwiftGen__SwiftGen/4/compiled.storyboardc", withExtension: "nib")
                .first { $0.hasSuffix("/rJ7-m2-Mn7-view-wtR-sc-VB5.nib") })
        let archive = try NibArchiveFile.read(contentsOf: path)
        let holder = try #require(
            archive.objects.firstIndex { object in
                guard case .data(let bytes)? = object.value(forKey: "NS.bytes") else { return false }
                return bytes.starts(with: NibArchiveReader.magic)
            })
        guard case .data(let cellBytes)? = archive.objects[holder].value(forKey: "NS.bytes") else { return }
        let cell = try NibArchiveReader.read(cellBytes)
        let valuePosition = try #require(archive.objects[holder].values.firstIndex { $0.key == "NS.bytes" })
        let position = valuePosition - archive.objects[holder].firstValueIndex

        func replacingCell(with bytes: [UInt8]) throws -> NibArchiveFile {
            var encoder = ArchiveEncoder(archive)
            encoder.objects[holder].values[position].kind = .data(bytes)
            return try Self.archive(encoder)
        }

        let reversed = ArchiveEncoder(cell).reordered([0] + Array((1..<cell.objects.count).reversed())).bytes
        #expect(reversed != cellBytes)
        #expect(NibArchiveComparison(archive, try replacingCell(with: reversed)).differences().isEmpty)

        var widened = ArchiveEncoder(cell)
        let (object, value) = try #require(
            widened.objects.indices.lazy.compactMap { object in
                widened.objects[object].values.firstIndex {
                    if case .int8 = $0.kind { return true } else { return false }
                }.map { (object, $0) }
            }.first)
        guard case .int8(let number) = widened.objects[object].values[value].kind else { return }
        widened.objects[object].values[value].kind = .int16(Int16(number))
        let differences = NibArchiveComparison(archive, try replacingCell(with: widened.bytes)).differences()
        #expect(differences.count == 1)
        #expect(differences.first?.path.contains(".NS.bytes{#0.") == true, "\(differences)")
        #expect(differences.first?.right == "int16 \(number)")

        let truncated = Array(cellBytes.prefix(NibArchiveReader.headerSize + 4))
        let unreadable = NibArchiveComparison(archive, try replacingCell(with: truncated)).differences()
        #expect(unreadable.first?.path.hasSuffix(".NS.bytes (archive)") == true, "\(unreadable)")
    }
}
