import ArgumentParser
import NibCodeGen

/// `codegen scaffold IN.xib|IN.storyboard|IN.nib.json… -o DIR`: writes the app-side classes a project starts
/// from — one `Class.swift` per custom class, owner classes with every action stub.
struct ScaffoldCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Write starting app-side classes (CLASS.swift) for the custom classes the documents use.",
        discussion: "Existing files are never overwritten unless --force is given: they are the app's code."
    )

    @Argument(help: "The .xib or .storyboard files or .nib.json manifests.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The directory for the class files.")
    var output: String

    @Option(name: .long, help: "A directory of Mustache templates replacing the built-in ones of the same name.")
    var templates: String?

    @Option(name: .long, help: "The access level of the classes: public or internal.")
    var access: GeneratorOptions.Access?

    @Option(name: .long, help: "A nib.json configuration file (access, templates, types, bases), as for generate.")
    var config: String?

    @Flag(name: .long, help: "Overwrite existing files.")
    var force = false

    func run() throws {
        let files: [GeneratedFile]
        let configuration = try NibConfig.load(config)
        do {
            let generator = try configuration.generator(access: access, templates: templates)
            files = try generator.scaffold(try GeneratorInputs.load(inputs))
        } catch let error as CodeGenError {
            Diagnostics.emit(error)
            throw ExitCode.failure
        }
        try GeneratorInputs.write(files, to: output, overwrite: force)
    }
}
