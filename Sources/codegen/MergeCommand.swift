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
            types, an unreadable or malformed input). With --git, a document that cannot be merged by \
            object is merged by lines with git merge-file instead, as git would without the driver \
            (a warning says why; exit 0 clean, 1 with conflict markers). As a git merge driver (see \
            docs/merge.md): git config merge.nib.driver "codegen merge --git %O %A %B %P --marker-size %L"
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
        let path = git && files.count == 4 ? files[3] : files[1]
        let destination = git ? files[1] : output ?? files[1]
        let result: MergeResult
        do { result = try objectMerge(path: path) } catch let refusal as ObjectMergeRefusal {
            guard git else {
                for reason in refusal.reasons { Diagnostics.emit(reason) }
                throw ExitCode(2)
            }
            return try lineMerge(because: refusal, path: path)
        }
        for conflict in result.conflicts { Diagnostics.emit(conflict) }
        let writes = result.isClean || !strict
        if json { print(MergeReport.json(path: path, conflicts: result.conflicts, written: writes)) }
        if writes { try write(result.bytes, to: destination) }
        if !result.isClean { throw ExitCode.failure }
    }

    /// Why the documents were not merged by object: the errors that say so.
    private struct ObjectMergeRefusal: Error {
        var reasons: [Diagnostic]
    }

    /// The merge by object, its result checked to convert; refused inputs throw an ``ObjectMergeRefusal``.
    private func objectMerge(path: String) throws -> MergeResult {
        let (base, ours, theirs) = (try input(files[0]), try input(files[1], named: path), try input(files[2]))
        let result: MergeResult
        do {
            result = try NibMerger(options: MergeOptions(geometry: geometry)).merge(
                base: base, ours: ours, theirs: theirs, path: path)
        } catch {
            throw ObjectMergeRefusal(reasons: [error.diagnostic])
        }
        try checkConverts(result.bytes, ours: ours.bytes, path: path)
        return result
    }

    /// The git driver's fallback for documents it cannot merge by object: git's own line merge, as
    /// git would have merged them without the driver, markers and all; the exit status follows
    /// git's (0 clean, 1 conflicts).
    private func lineMerge(because refusal: ObjectMergeRefusal, path: String) throws {
        if let reason = refusal.reasons.last {
            var warning = reason.with(severity: .warning)
            warning.message =
                "not merged by object: \(Self.reasonText(reason.message)); merged by lines with git merge-file instead, as git merges without the driver"
            warning.notes += refusal.reasons.dropLast().map { $0.with(severity: .note) }
            Diagnostics.emit(warning)
        }
        let merge = LineMerge(
            oursLabel: oursLabel, baseLabel: baseLabel, theirsLabel: theirsLabel, markerSize: markerSize)
        let result: LineMerge.Result
        do { result = try merge.merge(ours: files[1], base: files[0], theirs: files[2]) } catch {
            Diagnostics.emit(error)
            throw ExitCode(2)
        }
        let clean = result.conflicts == 0
        if json {
            print(
                MergeReport.json(
                    path: path, conflicts: [], written: clean || !strict, lineMergeConflicts: result.conflicts))
        }
        if clean || !strict { try write(result.bytes, to: files[1]) }
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
    private func write(_ bytes: [UInt8], to destination: String) throws {
        let stage = OutputStage()
        do { try stage.stage(bytes, to: destination, onlyIfChanged: true) } catch {
            Diagnostics.emit(Diagnostic(file: error.path, message: "cannot write: \(error.reason)"))
            throw ExitCode(2)
        }
        try OutputCommit.finish(stage, failed: false)
    }

    /// The file at `path`, read whole and named `name` in messages; a file that cannot be read ends
    /// the command with status 2.
    private func input(_ path: String, named name: String? = nil) throws -> NibMerger.Input {
        do { return NibMerger.Input(bytes: try FileIO.read(path), file: name ?? path) } catch {
            Diagnostics.emit(error)
            throw ExitCode(2)
        }
    }

    /// The merged document must convert, unless ours does not either (then the fault is not the merge's).
    private func checkConverts(_ bytes: [UInt8], ours: [UInt8], path: String) throws {
        let compiler = XibCompiler(options: XibCompiler.Options(convertsConcurrently: false))
        do { _ = try compiler.compile(bytes: bytes, path: path) } catch {
            if (try? compiler.compile(bytes: ours, path: path)) == nil { return }
            let reason = Diagnostic(file: path, message: "the merged document does not convert; not merged")
            throw ObjectMergeRefusal(reasons: [error.diagnostic, reason])
        }
    }
}
