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
            ours for them), 2 not merged (a legacy archive no side converted, an unreadable or malformed input). As a git \
            merge driver (see docs/merge.md): git config merge.nib.driver "codegen merge --git %O %A %B %P"
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
        } else {
            guard files.count == 3 else { throw ValidationError("give BASE OURS THEIRS (or use --git %O %A %B %P)") }
            guard output != nil else { throw ValidationError("give the output file with -o OUT") }
        }
    }

    func run() throws {
        let path = git && files.count == 4 ? files[3] : files[1]
        let destination = git ? files[1] : output ?? files[1]
        let result: MergeResult
        do {
            result = try NibMerger(options: MergeOptions(geometry: geometry)).merge(
                base: try input(files[0]), ours: try input(files[1], named: path), theirs: try input(files[2]),
                path: path)
        } catch let error as MergeError {
            Diagnostics.emit(error)
            throw ExitCode(2)
        }
        try checkConverts(result.bytes, path: path)
        for conflict in result.conflicts { Diagnostics.emit(conflict) }
        let writes = result.isClean || !strict
        if json { print(MergeReport.json(path: path, conflicts: result.conflicts, written: writes)) }
        if writes {
            let stage = OutputStage()
            do { try stage.stage(result.bytes, to: destination, onlyIfChanged: true) } catch {
                Diagnostics.emit(Diagnostic(file: error.path, message: "cannot write: \(error.reason)"))
                throw ExitCode(2)
            }
            try OutputCommit.finish(stage, failed: false)
        }
        if !result.isClean { throw ExitCode.failure }
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
    private func checkConverts(_ bytes: [UInt8], path: String) throws {
        let compiler = XibCompiler(options: XibCompiler.Options(convertsConcurrently: false))
        do { _ = try compiler.compile(bytes: bytes, path: path) } catch {
            if let ours = try? FileIO.read(files[1]), (try? compiler.compile(bytes: ours, path: path)) == nil { return }
            Diagnostics.emit(error)
            Diagnostics.emit(Diagnostic(file: path, message: "the merged document does not convert; not merged"))
            throw ExitCode(2)
        }
    }
}
