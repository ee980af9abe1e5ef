import Foundation
import NibTestSupport
import Testing

@testable import NibArchive

/// The listing: its spelling of every value type, determinism, and `--sorted` order that does
/// not depend on the order of objects in the file.
struct NibArchiveDumpTests {
    @Test func everyValueTypeIsSpelledWithItsWidth() throws {
        let archive = try NibArchiveReader.read(NibArchiveSamples.built.bytes)
        let expected = """
            NIBArchive format 1, coder 10, 3 objects, 14 values
            #0 NSObject
                root = @2
                width = int8 -3
                width = int16 300
                width = int32 70000
                width = int64 1099511627776
                flag = true
                flag = false
                nothing = nil
            #1 NSString
                NS.bytes = "tab\\there \\"quoted\\""
            #2 UIColor (fallback NSColor)
                width = float32 0.5
                width = double -2.25
                frame = (data 4 bytes) 000102ff
                UINibEncoderEmptyKey = @1
                UINibEncoderEmptyKey = @0

            """
        #expect(NibArchiveDump(archive).text == expected)
    }

    @Test func sortedOrderWalksFromTheRootThroughTheCycle() throws {
        let archive = try NibArchiveReader.read(NibArchiveSamples.built.bytes)
        let lines = NibArchiveDump(archive, order: .walk).text.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("#") } == ["#0 NSObject", "#1 UIColor (fallback NSColor)", "#2 NSString"])
        #expect(lines[1...4] == ["#0 NSObject", "    flag = true", "    flag = false", "    nothing = nil"])
        #expect(lines.contains("    UINibEncoderEmptyKey = @2"))
        #expect(lines.contains("    UINibEncoderEmptyKey = @0"))
    }

    @Test func sortedListingIgnoresObjectOrder() throws {
        let encoder = NibArchiveSamples.built
        let original = try NibArchiveReader.read(encoder.bytes)
        let reordered = try NibArchiveReader.read(encoder.reordered([0, 2, 1]).bytes)
        #expect(NibArchiveDump(original).text != NibArchiveDump(reordered).text)
        #expect(NibArchiveDump(original, order: .walk).text == NibArchiveDump(reordered, order: .walk).text)
    }

    @Test func longDataIsSummarisedWithAChecksum() throws {
        var encoder = NibArchiveSamples.built
        encoder.objects[2].values = [(5, .data((0..<100).map(UInt8.init)))]
        let text = NibArchiveDump(try NibArchiveReader.read(encoder.bytes)).text
        let line = try #require(text.split(separator: "\n").first { $0.contains("frame") })
        #expect(line.hasPrefix("    frame = (data 100 bytes) 000102"))
        #expect(line.contains("3f… fnv1a "))
    }

    @Test func namesNeverBreakLinesAndHugeOnesAreCut() throws {
        var encoder = NibArchiveSamples.built
        encoder.keys[3] = "two\nlines"
        encoder.keys[4] = String(repeating: "k", count: 2000)
        let lines = NibArchiveDump(try NibArchiveReader.read(encoder.bytes)).text.split(separator: "\n")
        #expect(lines.contains("    two\\u{a}lines = int8 -3"))
        #expect(lines.contains("    " + String(repeating: "k", count: 512) + "…[2000 bytes] = true"))
    }

    @Test func dataHoldingAnArchiveListsItIndented() throws {
        var outer = NibArchiveSamples.built
        let inner = NibArchiveSamples.built.bytes
        outer.objects[2].values = [(5, .data(inner))]
        let text = NibArchiveDump(try NibArchiveReader.read(outer.bytes)).text
        let innerLines = NibArchiveDump(try NibArchiveReader.read(inner)).text.split(separator: "\n")
        let expected = ["    frame = (data \(inner.count) bytes) NIBArchive"] + innerLines.map { "        " + $0 }
        let lines = text.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: expected[0]))
        #expect(Array(lines[start...].prefix(expected.count)) == expected)
        #expect(lines.count == start + expected.count)
    }

    @Test func archivesNestedTooDeepPrintAsData() throws {
        var bytes = NibArchiveSamples.built.bytes
        for _ in 0..<(NibArchiveComparison.maximumNesting + 1) {
            var encoder = NibArchiveSamples.built
            encoder.objects[2].values = [(5, .data(bytes))]
            bytes = encoder.bytes
        }
        let lines = NibArchiveDump(try NibArchiveReader.read(bytes)).text.split(separator: "\n")
        let listed = lines.filter { $0.hasSuffix(" NIBArchive") }
        #expect(listed.count == NibArchiveComparison.maximumNesting)
        let deepest = try #require(lines.first { $0.contains("frame = (data") && !$0.hasSuffix(" NIBArchive") })
        #expect(deepest.contains("… fnv1a "))
        // A damaged archive inside prints as data too.
        var damaged = NibArchiveSamples.built
        damaged.objects[2].values = [(5, .data(Array(NibArchiveSamples.built.bytes.prefix(60))))]
        let damagedText = NibArchiveDump(try NibArchiveReader.read(damaged.bytes)).text
        #expect(damagedText.contains("    frame = (data 60 bytes) 4e4942417263686976"))
    }

    /// Apple's view-based outline nib holds its prototype cell view as a nib inside the nib: the
    /// listing shows the cell view's own objects, under the `NSNib`'s data.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func prototypeCellNibIsListed() throws {
        let archive = try NibArchiveFile.read(contentsOf: NibArchiveSamples.pairs + "/outline_cellview.nib")
        let lines = NibArchiveDump(archive, order: .walk).text.split(separator: "\n").map(String.init)
        let data = try #require(
            lines.firstIndex { $0.hasPrefix("    NS.bytes = (data ") && $0.hasSuffix(" NIBArchive") })
        #expect(lines[data + 1].hasPrefix("        NIBArchive format 1, coder 10, "))
        #expect(lines[data + 2] == "        #0 NSObject")
        let nested = lines[(data + 1)...].prefix { $0.hasPrefix("        ") }
        #expect(nested.contains { $0.hasPrefix("        #") && $0.hasSuffix(" NSTableCellView") })
        #expect(nested.contains { $0.hasPrefix("            NSReuseIdentifierKey = @") })
        #expect(nested.contains("            NS.bytes = \"Name\""))
    }

    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func corpusListingsAreDeterministicAndOrderFree() throws {
        let nibs = NibArchiveSamples.corpusNibs
        let chosen = [nibs.first { !NibArchiveSamples.isUIKit($0) }, nibs.first(where: NibArchiveSamples.isUIKit)]
        for path in chosen.compactMap({ $0 }) {
            let archive = try NibArchiveFile.read(contentsOf: path)
            let sorted = NibArchiveDump(archive, order: .walk).text
            #expect(NibArchiveDump(archive).text == NibArchiveDump(try NibArchiveFile.read(contentsOf: path)).text)
            #expect(sorted == NibArchiveDump(try NibArchiveFile.read(contentsOf: path), order: .walk).text)
            // The same graph with its objects reversed (the root kept first) lists the same.
            let encoder = ArchiveEncoder(archive)
            let order = [0] + Array(archive.objects.indices.dropFirst().reversed())
            let reversed = try NibArchiveReader.read(encoder.reordered(order).bytes)
            #expect(NibArchiveDump(reversed, order: .walk).text == sorted, "\(path)")
            // Encoding what was read gives the same archive again.
            #expect(try NibArchiveReader.read(encoder.bytes).objects == archive.objects, "\(path)")
        }
    }

    @Test func commandLineListsAndRefuses() throws {
        let codegen = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("codegen")
        guard FileManager.default.isExecutableFile(atPath: codegen.path) else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibarchive-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("Good.nib")
        try Data(NibArchiveSamples.built.bytes).write(to: good)
        let bad = folder.appendingPathComponent("Bad.nib")
        try Data(NibArchiveSamples.built.bytes.prefix(60)).write(to: bad)

        let listed = try run(codegen, ["dump", good.path, "--sorted"])
        #expect(listed.status == 0)
        #expect(listed.output.hasPrefix("NIBArchive format 1, coder 10, 3 objects"))
        let refused = try run(codegen, ["dump", bad.path])
        #expect(refused.status == 1)
        #expect(refused.error.hasPrefix(bad.path + ":1:"))
        #expect(refused.error.contains("error: "))
    }

    func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let run = try ProcessRunner.run(executable.path, arguments)
        return (run.status, run.stdout, run.stderr)
    }
}
