import ArgumentParser
import NibCommands
import NibMerge
import NibModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `codegen diff OLD NEW`: what changed between two versions of a document, by object; also git's
/// external diff (`--git`, the seven arguments git passes) and `textconv` (`--textconv FILE`).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "List what changed between two versions of a .xib or .storyboard, by object.",
        discussion: """
            One line per change: added, removed and moved objects, and each changed property as \
            `property: old → new`, with the object's class, label, id and position. Exit status 0 \
            whether or not the documents differ, 2 when one cannot be read or is not a modern \
            Interface Builder document. For git (see docs/merge.md): \
            git config diff.nib.command "codegen diff --git --", or \
            git config diff.nib.textconv "codegen diff --textconv --" (git appends the paths; the -- \
            keeps a document named like an option, -h.xib, a path).
            """
    )

    @Argument(
        help:
            "OLD NEW; with --git, the arguments git gives an external diff (PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE); with --textconv, one FILE."
    )
    var files: [String]

    @Flag(name: .long, help: "Print the changes as one JSON object.")
    var json = false

    @Flag(name: .long, help: "Print a short Markdown summary, for a pull-request comment.")
    var compact = false

    @Option(name: .long, help: "With --compact: how many objects to list at most.")
    var limit = 20

    @Flag(name: .long, help: "Git's external diff form: PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE.")
    var git = false

    @Flag(name: .long, help: "Git's textconv form: print FILE as a listing of its objects and their properties.")
    var textconv = false

    func validate() throws {
        guard !(git && textconv) else { throw ValidationError("--git and --textconv do not go together") }
        guard !(json && compact) else { throw ValidationError("--json and --compact do not go together") }
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
        if textconv {
            guard files.count == 1 else { throw ValidationError("--textconv takes one FILE") }
        } else if git {
            guard files.count == 7 || files.count == 9 else {
                throw ValidationError("--git takes the 7 (or 9, for a rename) arguments git gives an external diff")
            }
        } else {
            guard files.count == 2 else { throw ValidationError("give OLD NEW") }
        }
    }

    func run() throws {
        if textconv { return try printListing(files[0]) }
        let (oldPath, newPath, oldName, newName) =
            git
            ? (files[1], files[4], files[0], files.count == 9 ? files[7] : files[0])
            : (files[0], files[1], files[0], files[1])
        let (oldShown, newShown) = (PrintableText.name(oldName), PrintableText.name(newName))
        let diff: NibDiff
        do {
            diff = try NibDiff(old: try input(oldPath, named: oldName), new: try input(newPath, named: newName))
        } catch let error as MergeError {
            var diagnostic = Self.diagnostic(error)
            diagnostic.file = diagnostic.file.map(PrintableText.name)
            Diagnostics.emit(diagnostic)
            throw ExitCode(2)
        }
        if json {
            print(NibDiffFormat.json(diff.changes, old: oldName, new: newName))
        } else if compact {
            print(NibDiffFormat.compact(diff.changes, path: newShown, limit: limit))
        } else {
            if git { print("codegen diff \(oldShown) \(newShown)") }
            for change in diff.changes { print(NibDiffFormat.line(change)) }
        }
    }

    /// `--textconv`: the listing, or the file as it is when it is not a modern document (so git
    /// still shows a line diff of a legacy archive).
    private func printListing(_ path: String) throws {
        let bytes = try read(path)
        do {
            let listing = try NibDiffFormat.listing(NibMerger.Input(bytes: bytes, file: path))
            Self.writeStandardOutput(Array(listing.utf8))
        } catch {
            Self.writeStandardOutput(bytes)
        }
    }

    private static func writeStandardOutput(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// The document at `path`, or nil for an empty file (git's `/dev/null` for an added or deleted document).
    private func input(_ path: String, named name: String) throws -> NibMerger.Input? {
        guard path != "/dev/null" else { return nil }
        let bytes = try read(path)
        return bytes.isEmpty ? nil : NibMerger.Input(bytes: bytes, file: name)
    }

    private func read(_ path: String) throws -> [UInt8] {
        do { return try FileIO.read(path) } catch {
            var diagnostic = error.unreadableInput
            diagnostic.file = diagnostic.file.map(PrintableText.name)
            Diagnostics.emit(diagnostic)
            throw ExitCode(2)
        }
    }

    /// A refusal worded for a diff rather than a merge: what is not compared, and why.
    static func diagnostic(_ error: MergeError) -> Diagnostic {
        switch error {
        case .legacyArchive(let file):
            return Diagnostic(
                file: file,
                message:
                    "legacy archive documents are not compared by object; compare them as text (git diff --no-ext-diff)"
            )
        case .duplicateID(let location, let id):
            return Diagnostic(
                at: location,
                message:
                    "id \(PrintableText.quoted(id)) is used by more than one element, so objects cannot be matched; not compared"
            )
        case .notAnInterfaceBuilderDocument(let location, let root):
            return Diagnostic(
                at: location,
                message:
                    "root element <\(PrintableText.name(root))> is not an Interface Builder <document>; not compared")
        case .malformed, .documentTypesDiffer, .invalidResult:
            return error.diagnostic
        }
    }
}
