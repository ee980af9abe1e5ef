import Foundation
import NibMerge
import NibTestSupport
import Testing

/// `codegen git-setup` in a scratch repository, and a real `git merge` resolved through the driver it installs.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)), .serialized)
struct GitSetupTests {
    /// Runs `git` in `folder` with no user or system configuration.
    @discardableResult
    static func git(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
        try run("/usr/bin/env", ["git"] + arguments, in: folder)
    }

    /// Runs `codegen` in `folder`.
    static func codegen(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
        try run(MergeCommandTests.codegen, arguments, in: folder)
    }

    static func run(_ executable: String, _ arguments: [String], in folder: String) throws -> (
        status: Int32, output: String
    ) {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["HOME"] = folder
        let run = try ProcessRunner.run(executable, arguments, in: folder, environment: environment)
        return (run.status, run.output)
    }

    /// The first corpus case that `git merge-file` conflicts on and the driver merges cleanly.
    static func conflictingCase() -> (MergeCase, MergeResult)? {
        for item in MergeCase.all where item.gitConflicts && item.format == "modern" {
            if let result = try? NibMerger().merge(
                base: item.bytes("base"), ours: item.bytes("ours"), theirs: item.bytes("theirs"), path: "x"),
                result.isClean
            {
                return (item, result)
            }
        }
        return nil
    }

    @Test func aRealMergeGoesThroughTheDriver() throws {
        let (item, expected) = try #require(Self.conflictingCase())
        let folder = NSTemporaryDirectory() + "git-setup-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document = "Views/Main.\(item.ext)"
        func write(_ version: String) throws {
            try FileManager.default.createDirectory(atPath: folder + "/Views", withIntermediateDirectories: true)
            try Data(item.bytes(version)).write(to: URL(fileURLWithPath: "\(folder)/\(document)"))
        }
        func commit(_ message: String) throws {
            try Self.git(["add", "-A"], in: folder)
            #expect(try Self.git(["commit", "-q", "-m", message], in: folder).status == 0)
        }
        try Self.git(["init", "-q", "-b", "main"], in: folder)
        try Self.git(["config", "user.email", "dev@example.com"], in: folder)
        try Self.git(["config", "user.name", "Dev"], in: folder)

        let setup = try Self.codegen(["git-setup", "--codegen", MergeCommandTests.codegen], in: folder)
        #expect(setup.status == 0, "\(setup.output)")
        let attributes = try String(contentsOfFile: folder + "/.gitattributes", encoding: .utf8)
        #expect(attributes == "*.xib merge=nib diff=nib\n*.storyboard merge=nib diff=nib\n")
        let config = try Self.git(["config", "--local", "--list"], in: folder).output
        let again = try Self.codegen(["git-setup", "--codegen", MergeCommandTests.codegen], in: folder)
        #expect(again.status == 0)
        #expect(try String(contentsOfFile: folder + "/.gitattributes", encoding: .utf8) == attributes)
        #expect(try Self.git(["config", "--local", "--list"], in: folder).output == config)
        #expect(
            config.contains("merge.nib.driver=\(MergeCommandTests.codegen) merge --git --marker-size %L -- %O %A %B %P")
        )
        // The external diff form replaces the textconv, and back.
        #expect(try Self.codegen(["git-setup", "--external-diff", "--codegen", "codegen"], in: folder).status == 0)
        let external = try Self.git(["config", "--local", "--list"], in: folder).output
        #expect(external.contains("diff.nib.command=codegen diff --git --") && !external.contains("diff.nib.textconv"))
        #expect(try Self.codegen(["git-setup", "--codegen", MergeCommandTests.codegen], in: folder).status == 0)
        #expect(try Self.git(["config", "--local", "--list"], in: folder).output == config)

        try write("base")
        try commit("base")
        try Self.git(["checkout", "-q", "-b", "theirs"], in: folder)
        try write("theirs")
        try commit("theirs")
        try Self.git(["checkout", "-q", "main"], in: folder)
        try write("ours")
        try commit("ours")
        let merge = try Self.git(["merge", "--no-edit", "theirs"], in: folder)
        #expect(merge.status == 0, "\(item): \(merge.output)")
        let merged = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(document)"))
        #expect(Array(merged) == expected.bytes, "\(item)")

        // The diff driver: git diff shows the listing by object, not the XML.
        let diff = try Self.git(["diff", "HEAD~1", "--", document], in: folder)
        #expect(diff.status == 0)
        #expect(!diff.output.contains("<document"))
    }

    /// A document named like an option (`-h.xib`, `--help.storyboard`) is a path to the drivers
    /// `git-setup` installs: the merge driver used to print its help and exit 0, so git took ours
    /// as the clean result and theirs' change was lost, and the diff drivers printed their help.
    @Test(arguments: ["-h.xib", "--help.xib", "--version.xib"])
    func aDocumentNamedLikeAnOptionIsMergedAndDiffedAsADocument(name: String) throws {
        let folder = NSTemporaryDirectory() + "git-setup-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func write(title: String, width: Int) throws {
            let document = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" \
                targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                    <objects>
                        <customObject id="-2" userLabel="File's Owner"/>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <customView id="c1">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <subviews>
                                <textField id="t1">
                                    <rect key="frame" x="1" y="1" width="\(width)" height="20"/>
                                    <textFieldCell key="cell" title="\(title)" id="tc1"/>
                                </textField>
                            </subviews>
                        </customView>
                    </objects>
                </document>

                """
            try Data(document.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
            try Self.git(["add", "-A"], in: folder)
            #expect(try Self.git(["commit", "-q", "-m", "\(title) \(width)"], in: folder).status == 0)
        }
        try Self.git(["init", "-q", "-b", "main"], in: folder)
        try Self.git(["config", "user.email", "dev@example.com"], in: folder)
        try Self.git(["config", "user.name", "Dev"], in: folder)
        #expect(try Self.codegen(["git-setup", "--codegen", MergeCommandTests.codegen], in: folder).status == 0)
        try write(title: "Base", width: 50)
        try Self.git(["checkout", "-q", "-b", "theirs"], in: folder)
        try write(title: "Theirs", width: 50)
        try Self.git(["checkout", "-q", "main"], in: folder)
        try write(title: "Base", width: 60)
        let merge = try Self.git(["merge", "--no-edit", "theirs"], in: folder)
        #expect(merge.status == 0, "\(merge.output)")
        let merged = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        #expect(merged.contains("title=\"Theirs\"") && merged.contains("width=\"60\""), "\(merged)")

        let diff = try Self.git(["diff", "HEAD~1", "--", "./" + name], in: folder)
        #expect(diff.status == 0)
        #expect(!diff.output.contains("OVERVIEW") && diff.output.contains("Theirs"), "\(diff.output)")
        #expect(
            try Self.codegen(["git-setup", "--external-diff", "--codegen", MergeCommandTests.codegen], in: folder)
                .status == 0)
        let external = try Self.git(["diff", "HEAD~1", "--", "./" + name], in: folder)
        #expect(!external.output.contains("OVERVIEW") && external.output.contains("Theirs"), "\(external.output)")
    }

    @Test func printChangesNothing() throws {
        let folder = NSTemporaryDirectory() + "git-setup-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.git(["init", "-q"], in: folder)
        let run = try Self.codegen(["git-setup", "--print", "--codegen", "codegen"], in: folder)
        #expect(run.status == 0)
        #expect(run.output.contains("*.storyboard merge=nib diff=nib"))
        #expect(
            run.output.contains("git config merge.nib.driver 'codegen merge --git --marker-size %L -- %O %A %B %P'"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/.gitattributes"))
    }

    /// A `.gitattributes` with CRLF line ends: its lines are recognised (a run appended a blank
    /// line and LF copies of lines it already had), and lines it lacks are added with CRLF.
    @Test func aGitattributesFileWithCRLFLineEndsIsReadByLine() throws {
        let folder = NSTemporaryDirectory() + "git-setup-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.git(["init", "-q"], in: folder)
        let path = folder + "/.gitattributes"
        let complete = "*.png binary\r\n*.xib merge=nib diff=nib\r\n*.storyboard merge=nib diff=nib\r\n"
        try complete.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try Self.codegen(["git-setup", "--codegen", "codegen"], in: folder).status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == complete)
        try "*.png binary\r\n*.xib merge=nib diff=nib\r\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try Self.codegen(["git-setup", "--codegen", "codegen"], in: folder).status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == complete)
    }

    /// A `git` first on the PATH that reports `version` and hands every other command to the real git.
    static func fakeGit(version: String, in folder: String) throws -> String {
        let real = try #require(
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/git" }
                .first(where: FileManager.default.isExecutableFile))
        let script = "#!/bin/sh\nif [ \"$1\" = version ]; then echo '\(version)'; exit 0; fi\nexec '\(real)' \"$@\"\n"
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        try script.write(toFile: folder + "/bin/git", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/bin/git")
        return folder + "/bin"
    }

    /// A git that passes its conflict labels to drivers (2.44 and later) gets them passed on to the
    /// line merge fallback; an older one does not (it would hand over `%X` as it is).
    @Test(arguments: [("git version 2.44.0", true), ("git version 2.39.5 (Apple Git-154)", false)])
    func labelsAreInstalledForAGitThatPassesThem(version: String, passes: Bool) throws {
        let folder = NSTemporaryDirectory() + "git-setup-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = try Self.fakeGit(version: version, in: folder) + ":" + (environment["PATH"] ?? "")
        let run = try ProcessRunner.run(
            MergeCommandTests.codegen, ["git-setup", "--print", "--codegen", "codegen"], in: folder,
            environment: environment, deadline: .seconds(60))
        #expect(run.status == 0)
        let driver = "git config merge.nib.driver 'codegen merge --git --marker-size %L"
        let labels = passes ? " --ours-label %X --base-label %S --theirs-label %Y" : ""
        #expect(run.stdout.contains(driver + labels + " -- %O %A %B %P'"))
    }

    /// A real `git merge` of a legacy archive document with the driver installed gives what git
    /// gives without it: the same clean merge, and the same conflict markers once the driver has
    /// git's labels (git 2.44 and later pass them as `%X` and `%Y`; here they are given by hand).
    @Test func aLegacyArchiveMergesAsWithoutTheDriver() throws {
        var ours = LineMergeFallbackTests.baseStrings
        ours[0] = "Uno"
        var theirs = LineMergeFallbackTests.baseStrings
        theirs[5] = "Seis"
        var conflicting = LineMergeFallbackTests.baseStrings
        conflicting[0] = "Eins"
        for (theirsStrings, clean) in [(theirs, true), (conflicting, false)] {
            var results: [[UInt8]] = []
            for withDriver in [true, false] {
                let folder = NSTemporaryDirectory() + "git-setup-\(UUID().uuidString)"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(atPath: folder) }
                func commit(_ strings: [String], _ message: String) throws {
                    try Data(LineMergeFallbackTests.archive(strings)).write(
                        to: URL(fileURLWithPath: folder + "/Old.xib"))
                    try Self.git(["add", "-A"], in: folder)
                    #expect(try Self.git(["commit", "-q", "-m", message], in: folder).status == 0)
                }
                try Self.git(["init", "-q", "-b", "main"], in: folder)
                try Self.git(["config", "user.email", "dev@example.com"], in: folder)
                try Self.git(["config", "user.name", "Dev"], in: folder)
                if withDriver {
                    #expect(
                        try Self.codegen(["git-setup", "--codegen", MergeCommandTests.codegen], in: folder).status == 0)
                    try Self.git(
                        [
                            "config", "merge.nib.driver",
                            "\(MergeCommandTests.codegen) merge --git --marker-size %L --ours-label HEAD --theirs-label feature -- %O %A %B %P",
                        ], in: folder)
                }
                try commit(LineMergeFallbackTests.baseStrings, "base")
                try Self.git(["checkout", "-q", "-b", "feature"], in: folder)
                try commit(theirsStrings, "theirs")
                try Self.git(["checkout", "-q", "main"], in: folder)
                try commit(ours, "ours")
                let merge = try Self.git(["merge", "--no-edit", "feature"], in: folder)
                #expect((merge.status == 0) == clean, "\(merge.output)")
                if withDriver { #expect(merge.output.contains("warning: not merged by object: legacy archive")) }
                results.append(LineMergeFallbackTests.bytes(folder + "/Old.xib"))
            }
            #expect(results[0] == results[1])
            #expect(String(decoding: results[0], as: UTF8.self).contains("<<<<<<< HEAD\n") == !clean)
        }
    }
}
