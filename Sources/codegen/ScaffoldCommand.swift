import ArgumentParser
import NibCodeGen
import NibCommands

/// `codegen scaffold IN.xib|IN.storyboard|IN.nib.json|IN.nib|IN.storyboardc… -o DIR`: writes the app-side classes a project starts
/// from — one `Class.swift` per custom class, owner classes with every action stub.
struct ScaffoldCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Write starting app-side classes (CLASS.swift) for the custom classes the documents use.",
        discussion: "Existing files are never overwritten unless --force is given: they are the app's code."
    )

    @OptionGroup var arguments: GeneratorArguments

    @Flag(name: .long, help: "Overwrite existing files.")
    var force = false

    func run() throws {
        let files: [GeneratedFile]
        do {
            let generator = try arguments.generator()
            for warning in generator.templateWarnings { Diagnostics.emit(warning) }
            files = try generator.scaffold(try InputLoader.generatorInputs(at: arguments.inputs))
        } catch let error as CodeGenError {
            Diagnostics.emit(error)
            throw ExitCode.failure
        }
        try GeneratedFileWriter.write(files, to: arguments.output, overwrite: force)
    }
}
