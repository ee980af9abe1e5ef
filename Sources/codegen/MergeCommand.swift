import ArgumentParser
import NibCommands
import NibMerge
import NibModel
import XibCompiler

extension GeometryPolicy: ExpressibleByArgument {}

/// `codegen merge BASE OURS THEIRS -o OUT` and the git merge driver form `codegen merge --git %O %A %B %P`.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Three-way merge of .xib and .storyboard documents by object, usable as a git merge driver.",
        discussion: """
            Exit status: 0 merged cleanly, 1 merged with conflicts (each reported; the result keeps \
            ours for them), 2 not merged (a legacy archive no side converted, documents of different \
            types, an unreadable or malformed input) or the result cannot be written, 64 a usage \
            error. -o creates missing folders; -o - is a file named -. With --git, a document that cannot be merged by \
            object is merged by lines with git merge-file instead, as git would without the driver \
            (a warning says why; exit 0 clean, 1 with conflict markers). As a git merge driver (see \
            docs/merge.md): git config merge.nib.driver "codegen merge --git --marker-size %L -- %O %A \
            %B %P" (the -- keeps a document named like an option, -h.xib, a path).
            """
    )

    @Argument(help: "BASE OURS THEIRS; with --git, git's %O %A %B and optionally %P.")
    var files: [String]

    @Option(name: .shortAndLong, help: "Where to write the merged document (not with --git).")
    var output: String?

    @Flag(name: .long, help: "Git merge driver form: write the result over OURS (%A); %P names the document.")
    var git = false

    @Flag(name: .long, help: "Write nothing when there is a conflict.")
    var strict = false

    @Option(
        name: .long,
        help:
            "How concurrent geometry edits are settled: theirs (the default), ours or conflict."
    )
    var geometry: GeometryPolicy = MergeOptions.driver.geometry

    @Flag(name: .long, help: "Print a JSON report of the merge on standard output.")
    var json = false

    func validate() throws {
        if git {
            guard (3...4).contains(files.count) else { throw ValidationError("--git takes %O %A %B and optionally %P") }
            guard output == nil else { throw ValidationError("--git writes over %A; -o is not used with it") }
            guard markerSize > 0 else { throw ValidationError("--marker-size must be at least 1") }
        } else {
            guard files.count == 3 else { throw ValidationError("give BASE OURS THEIRS (or use --git %O %A %B %P)") }
            guard output != nil else { throw ValidationError("give the output file with -o OUT") }
        }
    }

    @Option(
        name: .long, help: "With --git: the length of git's conflict markers (git's %L), for the line merge fallback.")
    var markerSize = 7

    @Option(
        name: .long,
        help: "With --git: the label of ours' conflict markers (git 2.44 and later: %X), for the line merge fallback.")
    var oursLabel = "ours"

    @Option(
        name: .long,
        help: "With --git: the label of base's conflict markers (git 2.44 and later: %S), for the line merge fallback.")
    var baseLabel = "base"

    @Option(
        name: .long,
        help: "With --git: the label of theirs' conflict markers (git 2.44 and later: %Y), for the line merge fallback."
    )
    var theirsLabel = "theirs"

    func run() throws {
        let destination = git ? files[1] : output ?? files[1]
        let result: MergeResult
        do { result = try objectMerge(path: PrintableText.name(path)) } catch let refusal as ObjectMergeRefusal {
            let reasons = refusal.reasons.map(attributed)
            guard git else {
                for reason in reasons { Diagnostics.emit(reason) }
                throw ExitCode(2)
            }
            return try lineMerge(because: reasons, path: path)
        }
        for conflict in result.conflicts { Diagnostics.emit(conflict) }
        for warning in result.undoneRewrites { Diagnostics.emit(warning) }
        let writes = result.isClean || !strict
        let written = writes && write(result.bytes, to: destination)
        if json { print(MergeReport.json(path: path, conflicts: result.conflicts, written: written)) }
        if writes && !written { throw ExitCode(2) }
        if !result.isClean { throw ExitCode.failure }
    }

    /// Why the documents were not merged by object: the errors that say so.
    private struct ObjectMergeRefusal: Error {
        var reasons: [Diagnostic]
    }

    /// The names the three versions carry in messages: their paths, with control characters
    /// escaped (ours: the document's path, %P in the git form). In the git form with %P a message
    /// about base or theirs is named by %P too (``attributed(_:)``).
    private var names: (base: String, ours: String, theirs: String) {
        (PrintableText.name(files[0]), PrintableText.name(path), PrintableText.name(files[2]))
    }

    /// The path that names the document: git's %P, else ours.
    private var path: String { git && files.count == 4 ? files[3] : files[1] }

    /// The merge by object, its result checked to convert; refused inputs throw an ``ObjectMergeRefusal``.
    private func objectMerge(path: String) throws -> MergeResult {
        let (base, ours, theirs) = (
            try input(files[0], named: names.base), try input(files[1], named: names.ours),
            try input(files[2], named: names.theirs)
        )
        let result: MergeResult
        do {
            result = try NibMerger(options: MergeOptions(geometry: geometry)).merge(
                base: base, ours: ours, theirs: theirs, path: path)
        } catch {
            throw ObjectMergeRefusal(reasons: [error.diagnostic])
        }
        try checkConverts(result.bytes, versions: (base, ours, theirs), path: path)
        return result
    }

    /// A refusal about base or theirs in the git form with %P: named by %P (not git's temporary
    /// file), with a note saying which version holds the problem.
    private func attributed(_ reason: Diagnostic) -> Diagnostic {
        guard git, files.count == 4, let file = reason.file else { return reason }
        let version: String
        switch file {
        case names.base: version = "the base version"
        case names.theirs: version = "their version"
        default: return reason
        }
        var copy = reason
        copy.file = names.ours
        copy.notes.append(
            Diagnostic(.note, file: names.ours, message: "the problem is in \(version) of the document"))
        return copy
    }

    /// The git driver's fallback for documents it cannot merge by object: git's own line merge, as
    /// git would have merged them without the driver, markers and all; the exit status follows
    /// git's (0 clean, 1 conflicts). When the line merge cannot run either (no git on the PATH),
    /// one error says both, with status 2.
    private func lineMerge(because reasons: [Diagnostic], path: String) throws {
        let merge = LineMerge(
            oursLabel: oursLabel, baseLabel: baseLabel, theirsLabel: theirsLabel, markerSize: markerSize)
        let result: LineMerge.Result
        do { result = try merge.merge(ours: files[1], base: files[0], theirs: files[2]) } catch {
            var failure = reasons.last ?? Diagnostic(file: PrintableText.name(path), message: "")
            failure.message =
                "not merged by object: \(Self.reasonText(failure.message)); nor by lines with git merge-file: \(error.reason)"
            failure.notes = reasons.last?.notes ?? []
            failure.notes.insert(contentsOf: reasons.dropLast().map { $0.with(severity: .note) }, at: 0)
            Diagnostics.emit(failure)
            throw ExitCode(2)
        }
        if let reason = reasons.last {
            var warning = reason.with(severity: .warning)
            warning.message =
                "not merged by object: \(Self.reasonText(reason.message)); merged by lines with git merge-file instead, as git merges without the driver"
            warning.notes.insert(contentsOf: reasons.dropLast().map { $0.with(severity: .note) }, at: 0)
            Diagnostics.emit(warning)
        }
        let clean = result.conflicts == 0
        let writes = clean || !strict
        let written = writes && write(result.bytes, to: files[1])
        if json {
            print(MergeReport.json(path: path, conflicts: [], written: written, lineMergeConflicts: result.conflicts))
        }
        if writes && !written { throw ExitCode(2) }
        if !clean { throw ExitCode.failure }
    }

    /// A refusal's message as the reason in the fallback's warning (without its own advice).
    static func reasonText(_ message: String) -> String {
        for ending in [
            "; not merged",
            "; resolve the conflict by hand or open the document in Interface Builder to save it in the modern format",
        ]
        where message.hasSuffix(ending) {
            return String(message.dropLast(ending.count))
        }
        return message
    }

    /// Writes the result through the output stage (left as it is when the bytes are unchanged).
    /// A file that cannot be written is reported, and false returned.
    private func write(_ bytes: [UInt8], to destination: String) -> Bool {
        let stage = OutputStage()
        do {
            try stage.stage(bytes, to: destination, onlyIfChanged: true)
            try stage.commit()
        } catch {
            stage.discard()
            Diagnostics.emit(Diagnostic(file: PrintableText.name(error.path), message: "cannot write: \(error.reason)"))
            return false
        }
        return true
    }

    /// The file at `path`, read whole and named `name` in messages; a file that cannot be read ends
    /// the command with status 2.
    private func input(_ path: String, named name: String) throws -> NibMerger.Input {
        do { return NibMerger.Input(bytes: try FileIO.read(path), file: name) } catch {
            var diagnostic = error.unreadableInput
            diagnostic.file = diagnostic.file.map(PrintableText.name)
            Diagnostics.emit(diagnostic)
            throw ExitCode(2)
        }
    }

    /// The merged document must convert, unless ours does not either (then the fault is not the
    /// merge's). When base or theirs does not convert, that version is refused with its own error
    /// at its own position (a byte or declaration the merge's reading lets through).
    private func checkConverts(
        _ bytes: [UInt8], versions: (base: NibMerger.Input, ours: NibMerger.Input, theirs: NibMerger.Input),
        path: String
    ) throws {
        let compiler = XibCompiler(options: XibCompiler.Options(convertsConcurrently: false))
        do { _ = try compiler.compile(bytes: bytes, path: path) } catch {
            if (try? compiler.compile(bytes: versions.ours.bytes, path: path)) == nil { return }
            for version in [versions.theirs, versions.base] {
                do { _ = try compiler.compile(bytes: version.bytes, path: version.file) } catch {
                    throw ObjectMergeRefusal(reasons: [error.diagnostic.located(in: version.file)])
                }
            }
            let reason = Diagnostic(file: path, message: "the merged document does not convert; not merged")
            throw ObjectMergeRefusal(reasons: [error.diagnostic, reason])
        }
    }
}
