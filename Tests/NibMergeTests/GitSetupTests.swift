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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["HOME"] = folder
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
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
            config.contains("merge.nib.driver=\(MergeCommandTests.codegen) merge --git %O %A %B %P --marker-size %L"))
        // The external diff form replaces the textconv, and back.
        #expect(try Self.codegen(["git-setup", "--external-diff", "--codegen", "codegen"], in: folder).status == 0)
        let external = try Self.git(["config", "--local", "--list"], in: folder).output
        #expect(external.contains("diff.nib.command=codegen diff --git") && !external.contains("diff.nib.textconv"))
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

    @Test func printChangesNothing() throws {
        let folder = NSTemporaryDirectory() + "git-setup-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.git(["init", "-q"], in: folder)
        let run = try Self.codegen(["git-setup", "--print", "--codegen", "codegen"], in: folder)
        #expect(run.status == 0)
        #expect(run.output.contains("*.storyboard merge=nib diff=nib"))
        #expect(run.output.contains("git config merge.nib.driver 'codegen merge --git %O %A %B %P --marker-size %L'"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/.gitattributes"))
    }
}
