import Foundation
import NibTestSupport
import Testing

@testable import NibMerge

/// What `codegen merge` and `codegen diff` report: the status and JSON of a failed write, values
/// long enough to be shortened, names with control characters, refusals worded per command, the
/// version that holds a malformed byte, and a fallback that cannot run.
struct MergeReportingTests {
    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// A document whose label `a` has `text`, in the conflicting files' folder.
    static func labelled(_ text: String, in folder: String, named name: String) throws -> String {
        let path = folder + "/" + name
        let document = MergeUnitTests.document(
            subviews: [MergeUnitTests.label("a", text: text), MergeUnitTests.label("b", text: "B")]
                .joined(separator: "\n"))
        try Data(document).write(to: URL(fileURLWithPath: path))
        return path
    }

    // MARK: Writing

    /// A result that cannot be written (the output is a folder) is status 2, and the JSON says it
    /// was not written.
    @Test func aFailedWriteIsStatusTwoAndNotWritten() throws {
        let files = try MergeCommandTests.conflictingFiles()
        defer { try? FileManager.default.removeItem(atPath: files.folder) }
        let folder = files.folder + "/isdir.xib"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (other, status) in [(files.base, "merged"), (files.theirs, "conflicts")] {
            let run = try MergeCommandTests.run(["merge", files.base, files.ours, other, "-o", folder, "--json"])
            #expect(run.status == 2, "\(status)")
            #expect(run.stderr.contains("cannot write"))
            let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            #expect(report?["written"] as? Bool == false)
        }
    }

    // MARK: Long values

    static let common = String(repeating: "x", count: 100)

    /// Texts that differ after the 77th character: the textconv listings differ (so `git diff`
    /// shows the change), and the diff line and the conflict show where they differ.
    @Test func longValuesThatDifferLateStillDiffer() throws {
        let files = try MergeCommandTests.conflictingFiles()
        defer { try? FileManager.default.removeItem(atPath: files.folder) }
        let old = try Self.labelled(Self.common + "old", in: files.folder, named: "old.xib")
        let new = try Self.labelled(Self.common + "new", in: files.folder, named: "new.xib")
        let listings = try [old, new].map { try MergeCommandTests.run(["diff", "--textconv", $0]) }
        #expect(listings[0].stdout != listings[1].stdout)
        #expect(listings[0].stdout.contains("text: \"\(Self.common)old\""))
        let diff = try MergeCommandTests.run(["diff", old, new])
        #expect(diff.status == 0)
        #expect(diff.stdout.contains("xxxold\" → \"...") && diff.stdout.contains("xxxnew\""))
        let merge = try MergeCommandTests.run(["merge", files.base, old, new, "-o", files.folder + "/m.xib"])
        #expect(merge.status == 1)
        #expect(merge.stderr.contains("xxxold\", theirs \"...") && merge.stderr.contains("xxxnew\""))
        // Short values print whole, as before.
        #expect(PrintableText.shortened("A", "B") == ("\"A\"", "\"B\""))
        let (one, other) = PrintableText.shortened(Self.common + "a\nb", Self.common + "a\\nb")
        #expect(one != other)
    }

    // MARK: Names

    /// A path with a line break and an escape character prints escaped: it forges no line.
    @Test func controlCharactersInNamesAreEscaped() throws {
        let files = try MergeCommandTests.conflictingFiles()
        defer { try? FileManager.default.removeItem(atPath: files.folder) }
        let forged = "Login.xib\nfake.xib:1:1: error: injected\u{1B}[2K"
        let run = try MergeCommandTests.run(["merge", "--git", files.base, files.ours, files.theirs, forged])
        #expect(run.status == 1)
        #expect(!run.stderr.contains("\u{1B}"))
        #expect(!run.stderr.contains("\nfake.xib"))
        #expect(run.stderr.hasPrefix(#"Login.xib\nfake.xib:1:1: error: injected\u{1B}[2K:11:17: error: conflict"#))
        // The diff's external form and its change lines too.
        let diff = try MergeCommandTests.run(["diff", "--git", forged, files.base, ".", ".", files.ours, ".", "."])
        #expect(diff.status == 0)
        #expect(!diff.stdout.contains("\u{1B}") && !diff.stdout.contains("\nfake.xib"))
        #expect(diff.stdout.hasPrefix(#"codegen diff Login.xib\nfake.xib:1:1: error: injected\u{1B}[2K Login.xib"#))
    }

    // MARK: Refusals

    /// A diff refuses a document with a repeated id as a diff, not as a merge.
    @Test func aDiffRefusesInItsOwnWords() throws {
        let files = try MergeCommandTests.conflictingFiles()
        defer { try? FileManager.default.removeItem(atPath: files.folder) }
        let duplicate = files.folder + "/dup.xib"
        try Self.write(try Self.text(files.base).replacingOccurrences(of: #"id="b""#, with: #"id="a""#), to: duplicate)
        let run = try MergeCommandTests.run(["diff", files.base, duplicate])
        #expect(run.status == 2)
        #expect(run.stderr.contains(#"id "a" is used by more than one element"#))
        #expect(run.stderr.contains("not compared"))
        #expect(!run.stderr.contains("merged"))
    }

    /// A NUL byte or a DTD in theirs: theirs is refused as not well-formed, at its own position.
    @Test func aMalformedSideIsNamedAtItsOwnPosition() throws {
        let files = try MergeCommandTests.conflictingFiles()
        defer { try? FileManager.default.removeItem(atPath: files.folder) }
        let base = try Self.text(files.base)
        let nul = files.folder + "/nul.xib"
        try Self.write(base.replacingOccurrences(of: #"text="B""#, with: "text=\"B\u{0}\""), to: nul)
        let line = base.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(#"text="B""#) }.map { $0 + 1 }
        let dtd = files.folder + "/dtd.xib"
        try Self.write(
            base.replacingOccurrences(
                of: "<document ", with: "<!DOCTYPE document [<!ENTITY e \"x\">]>\n<document "
            ).replacingOccurrences(of: #"text="B""#, with: #"text="&e;""#), to: dtd)
        for (theirs, place) in [(nul, "\(nul):\(line ?? 0):"), (dtd, "\(dtd):2:1:")] {
            let run = try MergeCommandTests.run([
                "merge", files.base, files.ours, theirs, "-o", files.folder + "/m.xib",
            ])
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix(place), "\(run.stderr)")
            #expect(run.stderr.contains("error: not well-formed XML"))
            #expect(!run.stderr.contains(files.ours))
        }
        // The git form names the document by %P and says which version holds the problem.
        let run = try MergeCommandTests.run(["merge", "--git", files.base, files.ours, dtd, "Views/Login.xib"])
        #expect(run.status == 1 || run.status == 0)
        #expect(run.stderr.hasPrefix("Views/Login.xib:2:1: warning: not merged by object: not well-formed XML"))
        #expect(run.stderr.contains("note: the problem is in their version of the document"))
        #expect(!run.stderr.contains(dtd))
    }

    /// Without git on the PATH the driver cannot fall back: one error says both, status 2.
    @Test func noGitMeansOneErrorAndStatusTwo() throws {
        let folder = NSTemporaryDirectory() + "merge-reporting-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let archive = #"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"/>"#
        try Self.write(archive, to: folder + "/a.xib")
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder
        let run = try ProcessRunner.run(
            MergeCommandTests.codegen,
            ["merge", "--git", folder + "/a.xib", folder + "/a.xib", folder + "/a.xib", "Old.xib"],
            environment: environment, deadline: .seconds(60))
        #expect(run.status == 2)
        #expect(!run.stderr.contains("warning"))
        #expect(!run.stderr.contains("merged by lines"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(
            run.stderr.hasPrefix(
                "Old.xib: error: not merged by object: legacy archive documents are not merged; nor by lines with git merge-file: git is not on the PATH"
            ))
        #expect(run.stderr.contains("git is not on the PATH"))
    }
}
