import Foundation
import NibModel
import Testing

/// An output staged over an existing file is compared with it chunk by chunk: nothing is written
/// while they agree, and the temporary file appears only at the first difference.
@Suite struct OutputSinkTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("output-sink-\(UUID().uuidString)")
        .path
    var destination: String { scratch + "/Out.json" }
    /// The existing file: 700,000 bytes, no two neighbouring 4 KiB blocks alike.
    let old: [UInt8] = (0..<700_000).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
    /// Chunk sizes as a streaming writer gives them: one larger than the comparison buffer,
    /// then small and uneven ones.
    let chunkSizes = [300_000, 1, 99_999, 262_144]

    /// What one staging showed: whether a temporary file existed after each chunk was given.
    struct Run {
        var temporaryAfterChunk: [Bool] = []
        var committed: [String] = []
    }

    func hiddenFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? []).filter { $0.hasPrefix(".") }
    }

    func modificationDate() throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: destination)[.modificationDate] as? Date
    }

    /// Writes the existing file, then stages `output` over it in `chunkSizes` pieces (the last
    /// piece takes the rest) and commits.
    func stage(_ output: [UInt8], failingAfter failure: Int? = nil) throws -> Run {
        try FileIO.createDirectory(scratch)
        try FileIO.writeAtomically(old, to: destination)
        var run = Run()
        let stage = OutputStage()
        try stage.stage(to: destination) { sink in
            var offset = 0
            for (index, size) in chunkSizes.enumerated() where offset < output.count {
                if index == failure { return EIO }
                let end = index == chunkSizes.count - 1 ? output.count : min(output.count, offset + size)
                let status = output[offset..<end].withUnsafeBytes { sink.write($0) }
                guard status == 0 else { return status }
                run.temporaryAfterChunk.append(!hiddenFiles().isEmpty)
                offset = end
            }
            return 0
        }
        run.committed = try stage.commit()
        return run
    }

    func changed(at offset: Int) -> [UInt8] {
        var bytes = old
        bytes[offset] ^= 0xFF
        return bytes
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: scratch) }

    @Test func anIdenticalOutputCreatesNoTemporaryFile() throws {
        defer { cleanUp() }
        let run = try stage(old)
        #expect(run.temporaryAfterChunk == [false, false, false, false])
        #expect(run.committed.isEmpty)
        #expect(hiddenFiles().isEmpty)
        #expect(try FileIO.read(destination) == old)
    }

    @Test func anUnchangedFileKeepsItsModificationTime() throws {
        defer { cleanUp() }
        try FileIO.createDirectory(scratch)
        try FileIO.writeAtomically(old, to: destination)
        let before = try modificationDate()
        Thread.sleep(forTimeInterval: 0.02)
        let stage = OutputStage()
        try stage.stage(old, to: destination)
        #expect(hiddenFiles().isEmpty)
        #expect(try stage.commit().isEmpty)
        #expect(try modificationDate() == before)
    }

    @Test func aDifferenceInTheFirstChunkStartsTheFileThere() throws {
        defer { cleanUp() }
        let output = changed(at: 10)
        let run = try stage(output)
        #expect(run.temporaryAfterChunk == [true, true, true, true])
        #expect(run.committed == [destination])
        #expect(try FileIO.read(destination) == output)
        #expect(hiddenFiles().isEmpty)
    }

    @Test func aDifferenceInTheMiddleCopiesTheEqualPrefix() throws {
        defer { cleanUp() }
        let output = changed(at: 350_000)
        let run = try stage(output)
        #expect(run.temporaryAfterChunk == [false, false, true, true])
        #expect(try FileIO.read(destination) == output)
    }

    @Test func aDifferenceInTheLastByteIsFound() throws {
        defer { cleanUp() }
        let output = changed(at: old.count - 1)
        let run = try stage(output)
        #expect(run.temporaryAfterChunk == [false, false, false, true])
        #expect(try FileIO.read(destination) == output)
    }

    @Test func aLongerOutputIsWrittenWhole() throws {
        defer { cleanUp() }
        let output = old + Array("more".utf8)
        let run = try stage(output)
        #expect(run.temporaryAfterChunk == [false, false, false, true])
        #expect(try FileIO.read(destination) == output)
    }

    @Test func aShorterOutputIsWrittenAtTheEnd() throws {
        defer { cleanUp() }
        let output = Array(old.dropLast(5))
        let run = try stage(output)
        // Every chunk agrees with the existing file's start; only the end shows the difference.
        #expect(run.temporaryAfterChunk == [false, false, false, false])
        #expect(run.committed == [destination])
        #expect(try FileIO.read(destination) == output)
        #expect(hiddenFiles().isEmpty)
    }

    @Test func aFailureWhileComparingOrWritingLeavesTheOldFileAndNoTemporaryFile() throws {
        defer { cleanUp() }
        for (output, failure) in [(old, 2), (changed(at: 10), 2), (changed(at: 350_000), 3)] {
            #expect(throws: FileError.self) { try stage(output, failingAfter: failure) }
            #expect(try FileIO.read(destination) == old)
            #expect(hiddenFiles().isEmpty)
        }
    }

    @Test func withoutOnlyIfChangedAnIdenticalOutputIsWritten() throws {
        defer { cleanUp() }
        try FileIO.createDirectory(scratch)
        try FileIO.writeAtomically(old, to: destination)
        let stage = OutputStage()
        try stage.stage(old, to: destination, onlyIfChanged: false)
        #expect(hiddenFiles().count == 1)
        #expect(try stage.commit() == [destination])
        #expect(try FileIO.read(destination) == old)
    }

    @Test func aNewFileIsWrittenAsItComes() throws {
        defer { cleanUp() }
        let stage = OutputStage()
        try stage.stage(to: scratch + "/New.json") { sink in
            let status = old.withUnsafeBytes { sink.write($0) }
            #expect(hiddenFiles().count == 1)
            return status
        }
        #expect(try stage.commit() == [scratch + "/New.json"])
        #expect(try FileIO.read(scratch + "/New.json") == old)
    }

    /// Two outputs of one file, however the paths are spelled, and an output that another output
    /// removes, are refused when staged; the first staging stands and nothing is written.
    @Test func oneFileIsOneOutput() throws {
        defer { cleanUp() }
        let stage = OutputStage()
        try stage.stage([1], to: scratch + "/Folder/A.nib")
        #expect(throws: FileError.self) { try stage.stage([2], to: scratch + "/Folder/./A.nib") }
        #expect(throws: FileError.self) { try stage.stage([2], to: scratch + "//Folder/../Folder/A.nib") }
        #expect(throws: FileError.self) { try stage.stageRemoval(named: "A.nib", in: scratch + "/Folder") }
        try stage.stageRemoval(named: "Old.nib", in: scratch + "/Folder")
        do {
            try stage.stage([3], to: scratch + "/Folder/Old.nib")
            Issue.record("an output that another output removes was staged")
        } catch {
            #expect(error.reason.hasSuffix("which another output removes: give each output a file of its own"))
        }
        stage.discard()
        #expect(!FileManager.default.fileExists(atPath: scratch + "/Folder"))
    }

    /// A temporary file's name fits a file name whatever the destination's: `.NAME.tmp-XXXXXX`
    /// with NAME cut between Unicode scalars to keep the whole within 255 bytes.
    @Test func temporaryNamesFitAFileName() throws {
        defer { cleanUp() }
        #expect(OutputSink.temporaryName(for: "A.nib") == ".A.nib.tmp-XXXXXX")
        let longest = String(repeating: "é", count: 125) + "x.nib"
        #expect(longest.utf8.count == 255)
        let template = OutputSink.temporaryName(for: longest)
        #expect(template.utf8.count <= 255 && template.hasSuffix("é.tmp-XXXXXX"))
        try FileIO.createDirectory(scratch)
        try FileIO.writeAtomically([1, 2], to: scratch + "/" + longest)
        #expect(try FileIO.read(scratch + "/" + longest) == [1, 2])
    }

    /// A name that starts with a combining mark makes `/` and the mark one `Character`: the
    /// folder and the name are still split at the `/` (the file landed in a folder named like
    /// the whole path, or failed; its temporary file could be made outside the output folder).
    @Test func aNameStartingWithACombiningMarkIsWrittenInItsFolder() throws {
        defer { cleanUp() }
        let name = "\u{345}x.swift"
        let path = scratch + "/Out/" + name
        #expect(FileIO.baseName(path) == name)
        #expect(PathComponents.splitAtLastSlash(Substring(path))?.folder == scratch + "/Out")
        let stage = OutputStage()
        try stage.stage([1, 2, 3], to: path)
        #expect(try stage.commit() == [path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch + "/Out") == [name])
        #expect(try FileIO.read(path) == [1, 2, 3])
    }

    /// A file that replaces another keeps the other's permissions: every output was 0644, so a
    /// private (0600) file was made readable by everyone when rewritten.
    @Test func aReplacedFileKeepsItsPermissions() throws {
        defer { cleanUp() }
        try FileIO.createDirectory(scratch)
        try Data("old".utf8).write(to: URL(fileURLWithPath: destination))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: destination)
        let stage = OutputStage()
        try stage.stage(Array("new".utf8), to: destination)
        #expect(try stage.commit() == [destination])
        let attributes = try FileManager.default.attributesOfItem(atPath: destination)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try FileIO.read(destination) == Array("new".utf8))
    }
}
