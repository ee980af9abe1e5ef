import Foundation
import NibTestSupport
import Testing

/// `codegen git-setup` where the repository, its `.gitattributes` or the path of `codegen` is
/// hostile: nothing outside the repository is read or written, and no file name runs as a command.
/// The documents are written here, so the suite needs no corpus.
@Suite(.serialized)
struct GitSetupSafetyTests {
    /// A new scratch folder, removed by the caller.
    static func scratch() throws -> String {
        let folder = NSTemporaryDirectory() + "git-setup-safety-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A xib of two views, the first `first` points wide and the second `second`.
    static func document(first: Int, second: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <view contentMode="scaleToFill" id="a">
                    <rect key="frame" x="0.0" y="0.0" width="\(first)" height="10"/>
                </view>
                <view contentMode="scaleToFill" id="b">
                    <rect key="frame" x="0.0" y="0.0" width="\(second)" height="10"/>
                </view>
            </objects>
        </document>

        """
    }

    /// A `.gitattributes` that links to a file outside the repository (a clone keeps such a
    /// link) is refused: it was read through, and the file it named was copied into the
    /// repository with the driver lines after it.
    @Test func aLinkedGitattributesIsRefusedAndItsTargetIsNotCopied() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let secret = folder + "/secret"
        try "TOP SECRET\n".write(toFile: secret, atomically: true, encoding: .utf8)
        let repository = folder + "/repo"
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        try GitSetupTests.git(["init", "-q"], in: repository)
        try FileManager.default.createSymbolicLink(atPath: repository + "/.gitattributes", withDestinationPath: secret)
        let run = try GitSetupTests.codegen(["git-setup", "--codegen", "codegen"], in: repository)
        #expect(run.status == 2)
        #expect(run.output.contains(".gitattributes: error: a symbolic link"))
        #expect(!run.output.contains("TOP SECRET"))
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: repository + "/.gitattributes")
        #expect(link == secret)
        #expect(try String(contentsOfFile: secret, encoding: .utf8) == "TOP SECRET\n")
    }

    /// A repository whose folder name ends with a space is set up there: git's line end was
    /// trimmed with the space, and `.gitattributes` went into (or was created as) the sibling
    /// folder without it.
    @Test func aRepositoryNamedWithATrailingSpaceIsSetUpInItself() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let repository = folder + "/repo "
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        try GitSetupTests.git(["init", "-q"], in: repository)
        let run = try GitSetupTests.codegen(["git-setup", "--codegen", "codegen"], in: repository)
        #expect(run.status == 0, "\(run.output)")
        #expect(FileManager.default.fileExists(atPath: repository + "/.gitattributes"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/repo"))
    }

    /// A key set twice by hand is replaced, and nothing is half set up: git refused to set it,
    /// after the attributes had been written.
    @Test func aDriverSetTwiceIsReplaced() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try GitSetupTests.git(["init", "-q"], in: folder)
        try GitSetupTests.git(["config", "--add", "merge.nib.driver", "old1"], in: folder)
        try GitSetupTests.git(["config", "--add", "merge.nib.driver", "old2"], in: folder)
        let run = try GitSetupTests.codegen(["git-setup", "--codegen", "codegen"], in: folder)
        #expect(run.status == 0, "\(run.output)")
        let drivers = try GitSetupTests.git(["config", "--get-all", "merge.nib.driver"], in: folder).output
        #expect(drivers.hasPrefix("codegen merge --git --marker-size %L"), "\(drivers)")
        #expect(drivers.split(separator: "\n").count == 1, "\(drivers)")
    }

    /// `codegen` in a folder whose name holds `%P` (and a space, so the path is quoted): git
    /// replaces `%P` inside the driver's own path with the document's name in quotes of its own,
    /// so a document named `$(touch PWNED).xib` ran `touch`. The `%` is written `%%`, and the
    /// merge goes through the right executable.
    @Test func aPercentInTheExecutablesPathIsNotAPlaceholder() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tools = folder + "/t%P x"
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: tools + "/codegen", withDestinationPath: MergeCommandTests.codegen)
        let repository = folder + "/repo"
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        let git = { (arguments: [String]) throws -> Int32 in try GitSetupTests.git(arguments, in: repository).status }
        _ = try git(["init", "-q", "-b", "main"])
        _ = try git(["config", "user.email", "dev@example.com"])
        _ = try git(["config", "user.name", "Dev"])
        // Given as the command, quoted as a user would quote it (the executable's own path is
        // found with its links resolved, which would leave the folder out).
        let setup = try GitSetupTests.codegen(["git-setup", "--codegen", "'\(tools)/codegen'"], in: repository)
        #expect(setup.status == 0, "\(setup.output)")
        let driver = try GitSetupTests.git(["config", "--get", "merge.nib.driver"], in: repository).output
        #expect(driver.hasPrefix("'\(folder)/t%%P x/codegen' merge"), "\(driver)")
        let name = "$(touch PWNED).xib"
        let path = repository + "/" + name
        func commit(first: Int, second: Int, _ message: String) throws {
            try Self.document(first: first, second: second).write(toFile: path, atomically: true, encoding: .utf8)
            _ = try git(["add", "-A"])
            #expect(try git(["commit", "-q", "-m", message]) == 0)
        }
        try commit(first: 10, second: 10, "base")
        _ = try git(["checkout", "-q", "-b", "theirs"])
        try commit(first: 10, second: 30, "theirs")
        _ = try git(["checkout", "-q", "main"])
        try commit(first: 20, second: 10, "ours")
        let merge = try GitSetupTests.git(["merge", "-q", "--no-edit", "theirs"], in: repository)
        #expect(merge.status == 0, "\(merge.output)")
        #expect(!FileManager.default.fileExists(atPath: repository + "/PWNED"))
        let merged = try String(contentsOfFile: path, encoding: .utf8)
        #expect(merged.contains("width=\"20\"") && merged.contains("width=\"30\""))
    }
}
