import Foundation
import NibTestSupport
import Testing

/// The git driver's fallback: a document `codegen merge --git` cannot merge by object (a legacy
/// archive, documents of different types, a broken side) is merged the way git merges it without
/// the driver, `git merge-file`, so installing the driver never leaves a file worse than git alone.
struct LineMergeFallbackTests {
    /// A scratch folder holding `files` (name → text); removed by the caller.
    static func folder(_ files: [String: [UInt8]]) throws -> String {
        let folder = NSTemporaryDirectory() + "line-merge-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/\(name)")) }
        return folder
    }

    static func bytes(_ path: String) -> [UInt8] { Array(FileManager.default.contents(atPath: path) ?? Data()) }

    /// What `git merge-file` makes of the three files, run by the test itself: the bytes and its exit status.
    static func gitMergeFile(ours: String, base: String, theirs: String, labels: [String] = ["ours", "base", "theirs"])
        throws -> (bytes: [UInt8], status: Int32)
    {
        let output = NSTemporaryDirectory() + "git-merge-file-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: output) }
        try FileManager.default.copyItem(atPath: ours, toPath: output)
        let run = try ProcessRunner.runCommand(
            ["git", "merge-file", "-q", "-L", labels[0], "-L", labels[1], "-L", labels[2], output, base, theirs])
        return (bytes(output), run.status)
    }

    /// A legacy archive document with one string per line, so that a line merge can merge or conflict.
    static func archive(_ strings: [String]) -> [UInt8] {
        let lines = strings.map { "\t\t<string key=\"NSTitle\">\($0)</string>" }
        return Array(
            ([
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                "<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\">", "\t<data>",
            ]
                + lines + ["\t</data>", "</archive>", ""]).joined(separator: "\n").utf8)
    }

    static let baseStrings = ["One", "Two", "Three", "Four", "Five", "Six"]

    @Test func aLegacyArchiveEditedOnDifferentLinesMergesCleanlyByLines() throws {
        var ours = Self.baseStrings
        ours[0] = "Uno"
        var theirs = Self.baseStrings
        theirs[5] = "Seis"
        let folder = try Self.folder([
            "base.xib": Self.archive(Self.baseStrings), "ours.xib": Self.archive(ours),
            "theirs.xib": Self.archive(theirs),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try MergeCommandTests.run(
            ["merge", "--git", folder + "/base.xib", folder + "/ours.xib", folder + "/theirs.xib", "Old.xib"])
        #expect(run.status == 0)
        #expect(
            run.stderr
                == "Old.xib: warning: not merged by object: legacy archive documents are not merged; merged by lines with git merge-file instead, as git merges without the driver\n"
        )
        var merged = Self.baseStrings
        merged[0] = "Uno"
        merged[5] = "Seis"
        #expect(Self.bytes(folder + "/ours.xib") == Self.archive(merged))
    }

    @Test func aConflictingLegacyArchiveGetsGitsMarkersAndExitsOne() throws {
        var ours = Self.baseStrings
        ours[2] = "Tres"
        var theirs = Self.baseStrings
        theirs[2] = "Trois"
        let folder = try Self.folder([
            "base.xib": Self.archive(Self.baseStrings), "ours.xib": Self.archive(ours),
            "theirs.xib": Self.archive(theirs),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = try Self.gitMergeFile(
            ours: folder + "/ours.xib", base: folder + "/base.xib", theirs: folder + "/theirs.xib",
            labels: ["HEAD", "merged common ancestors", "feature"])
        #expect(expected.status == 1)
        let run = try MergeCommandTests.run([
            "merge", "--git", folder + "/base.xib", folder + "/ours.xib", folder + "/theirs.xib", "Old.xib",
            "--ours-label", "HEAD", "--base-label", "merged common ancestors", "--theirs-label", "feature", "--json",
        ])
        #expect(run.status == 1)
        #expect(Self.bytes(folder + "/ours.xib") == expected.bytes)
        #expect(String(decoding: expected.bytes, as: UTF8.self).contains("<<<<<<< HEAD\n"))
        #expect(run.stdout.contains(#""merged":false,"written":true,"byLines":true,"lineConflicts":1"#))
    }

    @Test func theMarkerSizeIsGits() throws {
        let folder = try Self.folder([
            "base.xib": Self.archive(["A"]), "ours.xib": Self.archive(["B"]), "theirs.xib": Self.archive(["C"]),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try MergeCommandTests.run([
            "merge", "--git", folder + "/base.xib", folder + "/ours.xib", folder + "/theirs.xib", "--marker-size", "9",
        ])
        #expect(run.status == 1)
        let text = String(decoding: Self.bytes(folder + "/ours.xib"), as: UTF8.self)
        #expect(text.contains("\n<<<<<<<<< ours\n") && text.contains("\n>>>>>>>>> theirs\n"))
    }

    @Test func strictLeavesOursOnALineConflict() throws {
        let folder = try Self.folder([
            "base.xib": Self.archive(["A"]), "ours.xib": Self.archive(["B"]), "theirs.xib": Self.archive(["C"]),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try MergeCommandTests.run(
            ["merge", "--git", folder + "/base.xib", folder + "/ours.xib", folder + "/theirs.xib", "--strict"])
        #expect(run.status == 1)
        #expect(Self.bytes(folder + "/ours.xib") == Self.archive(["B"]))
    }

    /// A xib merged with a storyboard, and a side cut off mid-element: each is merged by lines.
    @Test func differentTypesAndABrokenSideFallBack() throws {
        let xib = MergeUnitTests.document(subviews: MergeUnitTests.two)
        let storyboard = Array(
            String(decoding: xib, as: UTF8.self).replacingOccurrences(
                of: "CocoaTouch.XIB", with: "CocoaTouch.Storyboard.XIB"
            ).utf8)
        var broken = xib
        broken.removeLast(30)
        for (theirs, reason) in [
            (storyboard, "documents of different types are not merged"), (broken, "not well-formed XML"),
        ] {
            let folder = try Self.folder(["base.xib": xib, "ours.xib": xib, "theirs.xib": theirs])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let expected = try Self.gitMergeFile(
                ours: folder + "/ours.xib", base: folder + "/base.xib", theirs: folder + "/theirs.xib")
            let run = try MergeCommandTests.run(
                ["merge", "--git", folder + "/base.xib", folder + "/ours.xib", folder + "/theirs.xib", "View.xib"])
            #expect(run.status == expected.status)
            #expect(run.stderr.contains(reason) && run.stderr.contains("merged by lines with git merge-file"))
            #expect(Self.bytes(folder + "/ours.xib") == expected.bytes)
        }
    }

    /// The plain form does not fall back: it names the problem and exits 2, writing nothing.
    @Test func thePlainFormStillRefuses() throws {
        let folder = try Self.folder([
            "base.xib": Self.archive(["A"]), "ours.xib": Self.archive(["B"]), "theirs.xib": Self.archive(["A"]),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try MergeCommandTests.run([
            "merge", folder + "/base.xib", folder + "/ours.xib", folder + "/theirs.xib", "-o", folder + "/out.xib",
        ])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: legacy archive documents are not merged"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.xib"))
    }

    /// Without git on the PATH the fallback cannot run: a clear error, status 2, ours untouched.
    @Test func gitMissingFromThePathIsAClearError() throws {
        let folder = try Self.folder([
            "base.xib": Self.archive(["A"]), "ours.xib": Self.archive(["B"]), "theirs.xib": Self.archive(["C"]),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder
        let run = try ProcessRunner.run(
            MergeCommandTests.codegen,
            ["merge", "--git", folder + "/base.xib", folder + "/ours.xib", folder + "/theirs.xib", "Old.xib"],
            environment: environment, deadline: .seconds(60))
        #expect(run.status == 2)
        #expect(run.stderr.contains("Old.xib: error: not merged by object: "))
        #expect(run.stderr.contains("nor by lines with git merge-file: git is not on the PATH"))
        #expect(Self.bytes(folder + "/ours.xib") == Self.archive(["B"]))
    }
}

/// The driver over the corpus's real merges, as git runs it: every case git merges cleanly comes
/// out equal to the committed resolution, and every legacy case is exactly git's own line merge.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)), .serialized)
struct DriverCorpusTests {
    /// Runs the driver on copies of one case's versions; returns its run and the file it wrote.
    static func drive(_ item: MergeCase) throws -> (run: MergeCommandTests.Run, bytes: [UInt8]) {
        let folder = try LineMergeFallbackTests.folder([
            "base": item.bytes("base"), "ours": item.bytes("ours"), "theirs": item.bytes("theirs"),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try MergeCommandTests.run([
            "merge", "--git", folder + "/base", folder + "/ours", folder + "/theirs", "Document.\(item.ext)",
        ])
        return (run, LineMergeFallbackTests.bytes(folder + "/ours"))
    }

    @Test func everyGitCleanCaseIsEqualThroughTheDriver() throws {
        let clean = MergeCase.all.filter { !$0.gitConflicts }
        var different: [String] = []
        for item in clean {
            let (run, bytes) = try Self.drive(item)
            let resolved = item.bytes("resolved")
            let equal =
                item.format == "modern"
                ? (try? SemanticEquality.canonical(bytes)) == (try? SemanticEquality.canonical(resolved))
                : bytes == resolved
            if run.status != 0 || !equal { different.append("\(item) (status \(run.status)) \(run.stderr)") }
        }
        print("merge corpus: git-clean cases equal through the driver: \(clean.count - different.count)/\(clean.count)")
        #expect(clean.count >= 80)
        #expect(clean.contains { $0.format == "legacy" })
        #expect(different.isEmpty, "\(different)")
    }

    @Test func legacyConflictingCasesAreGitsLineMerge() throws {
        let legacy = MergeCase.all.filter { $0.gitConflicts && $0.format == "legacy" }
        var different: [String] = []
        for item in legacy {
            let (run, bytes) = try Self.drive(item)
            let expected = try LineMergeFallbackTests.gitMergeFile(
                ours: item.path("ours"), base: item.path("base"), theirs: item.path("theirs"))
            if run.status != 1 || expected.status == 0 || bytes != expected.bytes
                || !run.stderr.contains("warning: not merged by object: legacy archive")
            {
                different.append("\(item) (status \(run.status), git \(expected.status))")
            }
        }
        print(
            "merge corpus: legacy conflicting cases identical to git merge-file: \(legacy.count - different.count)/\(legacy.count)"
        )
        #expect(legacy.count >= 10)
        #expect(different.isEmpty, "\(different)")
    }
}
