import ArgumentParser
import Foundation
import NibCommands
import NibModel

/// `codegen git-setup`: installs `codegen merge` as the merge driver and `codegen diff` as the diff
/// driver of `.xib` and `.storyboard` files in the git repository it is run in.
struct GitSetupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "git-setup",
        abstract: "Install codegen as git's merge and diff driver for .xib and .storyboard files in this repository.",
        discussion: """
            Adds `*.xib merge=nib diff=nib` and `*.storyboard merge=nib diff=nib` to the \
            repository's .gitattributes (when missing) and sets merge.nib.name, merge.nib.driver \
            and diff.nib.textconv (or diff.nib.command with --external-diff) in its git config. \
            Running it again changes nothing. --print only prints what it would do.
            """
    )

    @Flag(name: .long, help: "Only print the .gitattributes lines and git config commands.")
    var print = false

    @Flag(
        name: .long, help: "Install `codegen diff --git` as an external diff (diff.nib.command) instead of a textconv.")
    var externalDiff = false

    @Option(
        name: .long,
        help: "The codegen command git runs (default: codegen when it is on the PATH, else this executable's path).")
    var codegen: String?

    /// The patterns the drivers are installed for.
    static let patterns = ["*.xib", "*.storyboard"]

    /// The `.gitattributes` lines.
    static var attributeLines: [String] { patterns.map { "\($0) merge=nib diff=nib" } }

    /// The git configuration entries, in the order they are set. `passesLabels`: the git hands its
    /// conflict labels to drivers (see ``passesLabels(version:)``), so the driver's line merge
    /// fallback labels its markers as git does.
    ///
    /// Every command ends its options with `--` before the paths git passes: a document named
    /// `-h.xib` or `--help.storyboard` was read as an option, so the merge driver printed its help
    /// and exited 0, and git kept ours as a clean merge, dropping theirs' changes.
    func configEntries(command: String, passesLabels: Bool) -> [(key: String, value: String)] {
        let labels = passesLabels ? " --ours-label %X --base-label %S --theirs-label %Y" : ""
        return [
            ("merge.nib.name", "Interface Builder documents by object (codegen merge)"),
            (
                "merge.nib.driver",
                "\(Self.mergeDriverText(command)) merge --git --marker-size %L" + labels + " -- %O %A %B %P"
            ),
            externalDiff
                ? ("diff.nib.command", "\(command) diff --git --")
                : ("diff.nib.textconv", "\(command) diff --textconv --"),
        ]
    }

    func run() throws {
        let command = codegen ?? Self.defaultCommand()
        let version = (try? git(["version"], quiet: true)) ?? ""
        let entries = configEntries(command: command, passesLabels: Self.passesLabels(version: version))
        if print {
            Swift.print("# .gitattributes")
            for line in Self.attributeLines { Swift.print(line) }
            Swift.print("# git config")
            for (key, value) in entries { Swift.print("git config \(key) \(Self.shellQuoted(value))") }
            return
        }
        let root = Self.path(printedBy: try git(["rev-parse", "--show-toplevel"]))
        try refuseLinkedAttributes(in: root)
        // The configuration first: a configuration that names drivers no attribute uses yet changes
        // nothing, while attributes naming a driver that failed to install would merge with git's.
        // `--replace-all`: a key set twice (by hand) is replaced, where plain `git config` refuses it.
        for (key, value) in entries { _ = try git(["config", "--replace-all", key, value]) }
        // The nib diff driver is one of the two forms: the other one, if an earlier run set it, goes.
        let otherForm = externalDiff ? "diff.nib.textconv" : "diff.nib.command"
        if (try? git(["config", "--get-all", otherForm], quiet: true)) != nil {
            _ = try git(["config", "--unset-all", otherForm])
        }
        try addAttributes(in: root)
        Swift.print("codegen git-setup: \(root)/.gitattributes and the repository's git config are set up")
    }

    /// The path git printed on a line of its own: only the line end goes, so a repository whose
    /// folder name ends in a space is that folder, not a sibling without the space.
    static func path(printedBy output: String) -> String {
        var bytes = Substring(output).utf8[...]
        if bytes.last == UInt8(ascii: "\n") { bytes = bytes.dropLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `command` as it is written into `merge.nib.driver`. git replaces `%O`, `%A`, `%B`, `%L`,
    /// `%P` (and `%S`, `%X`, `%Y`) anywhere in a merge driver, the command's own path included, and
    /// puts `%P` in quotes of its own, which close the quotes around the path: in a folder named
    /// `t%P x`, a document named `$(…).xib` ran as a command. git reads `%%` as one `%`.
    static func mergeDriverText(_ command: String) -> String {
        command.replacingOccurrences(of: "%", with: "%%")
    }

    /// Refuses a `.gitattributes` that is a symbolic link: git does not read attributes through
    /// one, and reading it here would copy the file it points to into the repository.
    private func refuseLinkedAttributes(in root: String) throws {
        let path = root + "/.gitattributes"
        guard FileIO.isSymbolicLink(path) else { return }
        Diagnostics.emit(
            Diagnostic(
                file: path,
                message:
                    "a symbolic link, which git does not read attributes through and git-setup does not follow: replace it with a file"
            ))
        throw ExitCode(2)
    }

    /// Appends the lines `.gitattributes` lacks, through the output stage.
    private func addAttributes(in root: String) throws {
        let path = root + "/.gitattributes"
        var text = ""
        if FileManager.default.fileExists(atPath: path) {
            do { text = String(decoding: try FileIO.read(path, followingLinks: false), as: UTF8.self) } catch {
                Diagnostics.emit(error)
                throw ExitCode(2)
            }
        }
        // Lines are split at each line feed byte, so a file with CRLF line ends reads as lines too
        // (a `Character` holds "\r\n" whole), and new lines end as the file's first line does.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let present = Set(
            lines.map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) })
        let missing = Self.attributeLines.filter { !present.contains($0) }
        guard !missing.isEmpty else { return }
        let lineEnd = lines.count > 1 && lines[0].last == UInt8(ascii: "\r") ? "\r\n" : "\n"
        if !text.isEmpty, text.utf8.last != UInt8(ascii: "\n") { text += lineEnd }
        text += missing.joined(separator: lineEnd) + lineEnd
        let stage = OutputStage()
        do { try stage.stage(Array(text.utf8), to: path) } catch {
            Diagnostics.emit(Diagnostic(file: error.path, message: "cannot write: \(error.reason)"))
            throw ExitCode(2)
        }
        try OutputCommit.finish(stage, failed: false)
    }

    /// Runs git in the current directory and returns its standard output; a failure ends the
    /// command with status 2 and git's message (no message when `quiet`).
    private func git(_ arguments: [String], quiet: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do { try process.run() } catch {
            Diagnostics.emit(Diagnostic(file: "git", message: "cannot run git: \(error.localizedDescription)"))
            throw ExitCode(2)
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            if quiet { throw ExitCode(2) }
            let reason = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            Diagnostics.emit(
                Diagnostic(file: "git", message: "git \(arguments.joined(separator: " ")) failed: \(reason)"))
            throw ExitCode(2)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether the git that printed `version` (`git version 2.44.0`, `git version 2.39.5 (Apple
    /// Git-154)`) passes its conflict labels to merge drivers as `%S`, `%X` and `%Y`: git 2.44 and
    /// later. Older gits leave those placeholders as they are.
    static func passesLabels(version: String) -> Bool {
        guard let number = version.split(separator: " ").dropFirst(2).first else { return false }
        let parts = number.split(separator: ".").prefix(2).map { Int($0) }
        guard parts.count == 2, let major = parts[0], let minor = parts[1] else { return false }
        return (major, minor) >= (2, 44)
    }

    /// `codegen` when the PATH has it, else the path of the running executable.
    static func defaultCommand() -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/codegen")
        {
            return "codegen"
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        return FileManager.default.isExecutableFile(atPath: executable)
            ? shellQuoted(executable) : CommandLine.arguments.first.map(shellQuoted) ?? "codegen"
    }

    /// `value` as one word for the shell git runs drivers with.
    static func shellQuoted(_ value: String) -> String {
        let plain = value.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "/._-%+=:,@".unicodeScalars.contains($0)
        }
        return plain ? value : "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
