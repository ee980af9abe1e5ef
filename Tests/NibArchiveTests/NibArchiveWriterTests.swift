import NibArchive
import NibTestSupport
import Testing

/// The writer lays out any graph deterministically in Apple's table layout, and what it writes
/// reads back as the same graph.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct NibArchiveWriterTests {
    @Test func everyCorpusNibSurvivesRewriting() throws {
        for path in NibArchiveSamples.corpusNibs {
            let archive = try NibArchiveFile.read(contentsOf: path)
            let bytes = NibArchiveWriter.bytes(of: NibArchiveGraph(archive))
            let rewritten = try NibArchiveReader.read(bytes)
            #expect(NibArchiveComparison(archive, rewritten).differences().isEmpty, "\(path)")
            #expect(NibArchiveWriter.bytes(of: NibArchiveGraph(rewritten)) == bytes, "\(path): not deterministic")
            #expect(rewritten.coderVersion == archive.coderVersion)
        }
    }

    @Test func objectsAreInWalkOrderAndTablesInFirstUse() throws {
        var graph = NibArchiveGraph()
        let root = graph.addObject("NSObject")
        let unreachable = graph.addObject("Unused")
        graph.append("a", graph.string("x"), to: root)
        graph.append("b", .int8(3), to: root)
        graph.append("c", graph.array([.int16(1)]), to: root)
        _ = unreachable
        let archive = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        #expect(archive.objects.map(\.className) == ["NSObject", "NSString", "NSArray"])
        #expect(archive.keys == ["a", "b", "c", "NS.bytes", "NSInlinedValue", "UINibEncoderEmptyKey"])
        #expect(archive.classes.map(\.name) == ["NSObject", "NSString", "NSArray"])
        #expect(archive.tables[0].offset == 50)
    }
}
