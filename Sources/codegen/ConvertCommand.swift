import ArgumentParser
import NibCodeGen
import NibCommands
import NibManifest
import NibModel
import XibCompiler

/// `codegen convert IN.xib|IN.storyboard|IN.nib… [-o DIR | --manifest FILE] [--swift FILE] [--document-path PATH]`:
/// writes each input's manifest, `NAME.nib.json` (beside the input, or in `-o DIR`, or to
/// `--manifest FILE`), and with `--swift` the manifest embedded in Swift — then no JSON unless
/// `-o` or `--manifest` asks for it too.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract:
            "Compile .xib and .storyboard files (or read compiled .nib files) into JSON nib manifests (NAME.nib.json)."
    )

    @Argument(help: "The .xib and .storyboard files to compile, or compiled .nib files (or folders) to read.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The directory for the manifests (default: beside each input).")
    var output: String?

    @Option(name: .long, help: "The manifest's file path, for a single input (overrides -o).")
    var manifest: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Also write the manifest embedded in Swift source to this file, for a single input (NAME+Manifest.swift).",
            discussion: "Without -o or --manifest, no JSON file is written then."))
    var swift: String?

    @Option(name: .long, help: "The access level of the embedded manifest (--swift): public or internal.")
    var access: GeneratorOptions.Access?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The document's path to record in the manifest (its identity), for a single input.",
            discussion: """
                Relative to the package (Sources/App/fr.lproj/Main.xib); its NAME.lproj folder gives the localization. \
                `generate` names its outputs and diagnostics by it, wherever the manifest is written.
                """))
    var documentPath: String?

    @Option(name: .long, help: DocumentPathArgument.nameHelp)
    var name: String?

    @Option(name: .long, help: "A nib.json configuration file (access, strict, templates).")
    var config: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "For the build plugin: the compileNibs selection it planned the build with (none, all or a list).",
            discussion:
                "With --config, a nib.json whose compileNibs says otherwise is an error: SwiftPM plans a build again only when the target's files change.",
            visibility: .hidden))
    var plannedCompileNibs: String?

    @Flag(name: .long, help: "Warn about every element and attribute kept only generically.")
    var strict = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A folder holding storyboards that storyboard references may name (repeatable).",
            discussion: "With it, a referenced storyboard found neither there nor beside the input is an error."))
    var storyboards: [String] = []

    func run() throws {
        try ConversionRequest(
            inputs: inputs, output: output, manifest: manifest, swift: swift, access: access,
            documentPath: documentPath, name: name, config: config, strict: strict, storyboards: storyboards,
            plannedCompileNibs: plannedCompileNibs
        ).run()
    }
}

/// Writes the manifest embedded in Swift for `convert --swift` and `strings localize --swift`:
/// the generator's `EmbeddedManifest` template, as `generate --embed-manifests` renders it.
enum EmbeddedManifestWriter {
    /// Whether the file was staged in `outputs`; a failure has been reported.
    static func stage(
        _ input: GeneratorInput, to path: String, in outputs: OutputStage, configuration: NibConfig,
        access: GeneratorOptions.Access?
    ) -> Bool {
        do {
            let file = try configuration.generator(access: access, templates: nil).embeddedManifest(for: input)
            for warning in file.warnings { Diagnostics.emit(warning) }
            try outputs.stage(Array(file.contents.utf8), to: path)
            return true
        } catch let error as CodeGenError {
            Diagnostics.emit(error)
        } catch let error as FileError {
            Diagnostics.emit(Diagnostic(file: path, message: "cannot write the embedded manifest: \(error.reason)"))
        } catch {
            Diagnostics.emit(Diagnostic(file: path, message: String(describing: error)))
        }
        return false
    }
}
