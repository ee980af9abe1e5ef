import ArgumentParser
import NibCodeGen
import NibCommands
import NibModel

/// `codegen generate IN.xib|IN.storyboard|IN.nib.json|IN.nib|IN.storyboardc… -o DIR [--templates DIR] [--access public|internal]`:
/// writes one `Name+Nib.swift` per input.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate typed Swift owner classes and nib accessors (NAME+Nib.swift per input).",
        discussion: """
            Every input of one run is analysed together: a class used by several documents gets one \
            base class with the merged outlets and actions, declared in the first file that uses it.
            """
    )

    @OptionGroup var arguments: GeneratorArguments

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Give each accessor load(languages:), reading the manifest compiled into the target.",
            discussion: "The manifests are NAME+Manifest.swift files written by `codegen convert --swift`."))
    var embedManifests = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Another document of the same target: analysed with the inputs (shared classes, conflicts) but not written.",
            discussion: "Lets a build plugin run one command per document and still merge classes across documents."))
    var context: [String] = []

    func run() throws {
        let files: [GeneratedFile]
        let inputs = arguments.inputs
        do {
            let generator = try arguments.generator(embedsManifests: embedManifests)
            for warning in generator.templateWarnings { Diagnostics.emit(warning) }
            // Named among every document of the target, so a file name two folders share gets
            // each its folder-qualified name (TargetDocumentNames) before outputs are chosen.
            let loaded = GeneratorInput.inTarget(
                try InputLoader.generatorInputs(at: inputs)
                    + InputLoader.generatorInputs(at: context.filter { path in !inputs.contains(path) }))
            let primary = Array(loaded.prefix(inputs.count))
            let wanted = Set(primary.map(\.names))
            let others = loaded.dropFirst(inputs.count).filter { !wanted.contains($0.names) }
            let fileNames = Set(primary.map(\.outputFileName))
            let generation = try generator.generation(primary + others) { fileNames.contains($0.outputFileName) }
            files = generation.files
            let written = Set(primary.map(\.path))
            for note in generation.notes where written.contains(note.location.file) {
                Diagnostics.emit(note)
            }
        } catch let error as CodeGenError {
            Diagnostics.emit(error)
            throw ExitCode.failure
        }
        try GeneratedFileWriter.write(files, to: arguments.output, overwrite: true)
    }
}

extension GeneratorOptions.Access: ExpressibleByArgument {}

/// Writes generated files (`generate`, `scaffold`).
enum GeneratedFileWriter {
    /// Writes each file into `directory`, only when its contents change (so builds see no change
    /// for identical output), all or none. Without `overwrite`, existing files are left alone and
    /// reported. A file's name comes from its document, so it must be a name (``ResourceName``).
    /// The files' warnings are printed first, each once (a template's tag warns for every file).
    static func write(_ files: [GeneratedFile], to directory: String, overwrite: Bool) throws {
        var warned: Set<Diagnostic> = []
        for file in files {
            for warning in file.warnings where warned.insert(warning).inserted { Diagnostics.emit(warning) }
        }
        let outputs = OutputStage()
        var failed = false
        for file in files {
            let path: String
            do { path = try OutputStage.path(named: file.name, in: directory) } catch {
                Diagnostics.emit(Diagnostic(file: directory, message: "cannot write: \(error.reason)"))
                failed = true
                continue
            }
            if !overwrite && FileIO.exists(path) {
                Diagnostics.emit(Diagnostic(.note, file: path, message: "exists; left as it is"))
                continue
            }
            do { try outputs.stage(Array(file.contents.utf8), to: path) } catch {
                Diagnostics.emit(Diagnostic(file: path, message: "cannot write: \(error.reason)"))
                failed = true
            }
        }
        try OutputCommit.finish(outputs, failed: failed)
    }
}
