import Foundation
import NibTestSupport
import Testing

/// `codegen merge` as git runs it: exit statuses, where the result goes, what is printed.
struct MergeCommandTests {
    /// The built `codegen` executable, beside the test bundle.
    static var codegen: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("codegen").path
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String]) throws -> Run {
        let run = try ProcessRunner.run(codegen, arguments)
        return Run(status: run.status, stdout: run.stdout, stderr: run.stderr)
    }

    /// A scratch folder holding base, ours and theirs of a concurrent edit of one label's text.
    static func conflictingFiles() throws -> (folder: String, base: String, ours: String, theirs: String) {
        let folder = NSTemporaryDirectory() + "merge-command-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let versions = [("base", "A"), ("ours", "Ours"), ("theirs", "Theirs")]
        for (name, text) in versions {
            let document = MergeUnitTests.document(
                subviews: [MergeUnitTests.label("a", text: text), MergeUnitTests.label("b", text: "B")]
                    .joined(separator: "\n"))
            try Data(document).write(to: URL(fileURLWithPath: "\(folder)/\(name).xib"))
        }
        return (folder, "\(folder)/base.xib", "\(folder)/ours.xib", "\(folder)/theirs.xib")
    }

    @Test func theGitFormWritesOverOursAndExitsOneOnAConflict() throws {
        let files = try Self.conflictingFiles()
        defer { try? FileManager.default.removeItem(atPath: files.folder) }
        let before = try Data(contentsOf: URL(fileURLWithPath: files.ours))
        let run = try Self.run(["merge", "--git", files.base, files.ours, files.theirs, "Views/Login.xib"])
        #expect(run.status == 1)
        #expect(
            run.stderr
                == #"Views/Login.xib:11:17: error: conflict: <label> id="a" attribute "text": ours "Ours", theirs "Theirs""#
                + "\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: files.ours)) == before)
    }

    @Test func strictWritesNothingOnAConflictAndJSONReportsIt() throws {
        let files = try Self.conflictingFiles()
        defer { try? FileManager.default.removeItem(atPath: files.folder) }
        let output = files.folder + "/merged.xib"
        let run = try Self.run(["merge", files.base, files.ours, files.theirs, "-o", output, "--strict", "--json"])
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(report?["merged"] as? Bool == false)
        #expect(report?["written"] as? Bool == false)
        #expect((report?["conflicts"] as? [[String: Any]])?.first?["attribute"] as? String == "text")
    }

    /// A version that cannot be read is reported as every command reports an unreadable input
    /// (`FILE:1:1: error: cannot read the file: …`), with git's status 2 and nothing written; so
    /// is a document `codegen diff` cannot read.
    @Test func anUnreadableVersionIsReportedAsEveryCommandReportsIt() throws {
        let files = try Self.conflictingFiles()
        defer { try? FileManager.default.removeItem(atPath: files.folder) }
        let missing = files.folder + "/missing.xib"
        let output = files.folder + "/merged.xib"
        let merge = try Self.run(["merge", missing, files.ours, files.theirs, "-o", output])
        #expect(merge.status == 2)
        #expect(merge.stderr == "\(missing):1:1: error: cannot read the file: No such file or directory\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        let diff = try Self.run(["diff", files.base, missing])
        #expect(diff.status == 2)
        #expect(diff.stderr == "\(missing):1:1: error: cannot read the file: No such file or directory\n")
        let convert = try Self.run(["convert", missing, "-o", files.folder + "/out"])
        #expect(convert.stderr == merge.stderr)
    }

    @Test func aCleanMergeExitsZero() throws {
        let files = try Self.conflictingFiles()
        defer { try? FileManager.default.removeItem(atPath: files.folder) }
        let output = files.folder + "/merged.xib"
        let run = try Self.run(["merge", files.base, files.base, files.theirs, "-o", output])
        #expect(run.status == 0)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: output)) == Data(contentsOf: URL(fileURLWithPath: files.theirs)))
    }

    /// The git form merges a legacy archive by lines (see ``LineMergeFallbackTests``) and says why.
    @Test func aLegacyArchiveIsMergedByLinesInTheGitForm() throws {
        let folder = NSTemporaryDirectory() + "merge-command-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let archive = #"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"/>"#
        try archive.write(toFile: folder + "/a.xib", atomically: true, encoding: .utf8)
        let run = try Self.run(["merge", "--git", folder + "/a.xib", folder + "/a.xib", folder + "/a.xib", "Old.xib"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("Old.xib: warning: not merged by object: legacy archive documents are not merged"))
        #expect(try String(contentsOfFile: folder + "/a.xib", encoding: .utf8) == archive)
    }
}
