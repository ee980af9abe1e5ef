import ArgumentParser
import NibCodeGen
import NibModel

/// `codegen generate IN.xib|IN.storyboard|IN.nib.json… -o DIR [--templates DIR] [--access public|internal]`:
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

    @Argument(help: "The .xib or .storyboard files or .nib.json manifests.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The directory for the generated files.")
    var output: String

    @Option(name: .long, help: "A directory of Mustache templates replacing the built-in ones of the same name.")
    var templates: String?

    @Option(name: .long, help: "The access level of generated declarations: public or internal.")
    var access: GeneratorOptions.Access?

    @Option(name: .long, help: "A nib.json configuration file (access, templates, types); options given here win.")
    var config: String?

    @Flag(name: .long, help: ArgumentHelp(
        "Give each accessor load(languages:), reading the manifest compiled into the target.",
        discussion: "The manifests are NAME+Manifest.swift files written by `codegen convert --swift`."))
    var embedManifests = false

    @Option(name: .long, help: ArgumentHelp(
        "Another document of the same target: analysed with the inputs (shared classes, conflicts) but not written.",
        discussion: "Lets a build plugin run one command per document and still merge classes across documents."))
    var context: [String] = []

    func run() throws {
        let generator: NibCodeGenerator
        let files: [GeneratedFile]
        let configuration = try NibConfig.load(config)
        do {
            generator = try configuration.generator(access: access, templates: templates, embedsManifests: embedManifests)
            let primary = try GeneratorInputs.load(inputs)
            let wanted = Set(primary.map(\.outputFileName))
            let others = try GeneratorInputs.load(context.filter { path in !inputs.contains(path) })
                .filter { other in !primary.contains { $0.path == other.path } }
            files = try generator.generate(primary + others).filter { wanted.contains($0.name) }
            let written = Set(primary.map(\.path))
            for note in try generator.analyze(primary + others).notes where written.contains(note.location.file) {
                Diagnostics.emit(note)
            }
        } catch let error as CodeGenError {
            Diagnostics.emit(error)
            throw ExitCode.failure
        }
        try GeneratorInputs.write(files, to: output, overwrite: true)
    }
}

extension GeneratorOptions.Access: ExpressibleByArgument {}

/// Loading inputs and writing outputs for `generate` and `scaffold`.
enum GeneratorInputs {
    static func load(_ paths: [String]) throws -> [GeneratorInput] {
        var inputs: [GeneratorInput] = []
        var failed = false
        for path in paths {
            do { inputs.append(try InputLoader.generatorInput(at: path)) } catch {
                Diagnostics.emit(error)
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
        return inputs
    }

    /// Writes each file into `directory`, only when its contents change (so builds see no change
    /// for identical output). Without `overwrite`, existing files are left alone and reported.
    static func write(_ files: [GeneratedFile], to directory: String, overwrite: Bool) throws {
        do { try FileIO.createDirectory(directory) } catch {
            Diagnostics.emit(Diagnostic(file: directory, message: "cannot create the output directory: \(error.reason)"))
            throw ExitCode.failure
        }
        var failed = false
        for file in files {
            let path = directory.hasSuffix("/") ? directory + file.name : directory + "/" + file.name
            if !overwrite && FileIO.exists(path) {
                Diagnostics.emit(Diagnostic(.note, file: path, message: "exists; left as it is"))
                continue
            }
            do { try FileIO.writeAtomically(Array(file.contents.utf8), to: path, onlyIfChanged: true) } catch {
                Diagnostics.emit(Diagnostic(file: path, message: "cannot write: \(error.reason)"))
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
    }
}
