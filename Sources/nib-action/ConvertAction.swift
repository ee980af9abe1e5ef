import ArgumentParser
import NibCommands
import NibModel

/// `nib-action convert IN… [-o DIR | --manifest FILE] [--document-path PATH] [--name NAME]`: `codegen convert`
/// without the Swift outputs (`--swift`) and the configuration file.
struct ConvertAction: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Compile .xib and .storyboard files into JSON nib manifests (NAME.nib.json)."
    )

    @Argument(help: "The .xib and .storyboard files to compile.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The directory for the manifests (default: beside each input).")
    var output: String?

    @Option(name: .long, help: "The manifest's file path, for a single input (overrides -o).")
    var manifest: String?

    @Option(name: .long, help: "The document's path to record in the manifest (its identity), for a single input.")
    var documentPath: String?

    @Option(
        name: .long,
        help: "The document's name in its target, for a single input: the manifest's NAME (default: its file name).")
    var name: String?

    @Flag(name: .long, help: "Warn about every element and attribute kept only generically.")
    var strict = false

    @Option(name: .long, help: "A folder holding storyboards that storyboard references may name (repeatable).")
    var storyboards: [String] = []

    func run() throws {
        try ManifestConversion.validate(
            inputs: inputs, output: output, manifest: manifest, documentPath: documentPath, name: name)
        let outputs = OutputStage()
        // `--manifest in.xib` would replace the document with its manifest.
        outputs.protect(inputs: inputs)
        var failed = false
        for input in inputs {
            guard
                let document = ManifestConversion.document(
                    of: input, documentPath: documentPath, strict: strict, storyboards: storyboards)
            else {
                failed = true
                continue
            }
            let destination = manifest ?? ManifestConversion.manifestPath(for: input, directory: output, name: name)
            failed = !ManifestConversion.stage(document, to: destination, in: outputs) || failed
            if input == inputs.last { ManifestConversion.keepUntilExit(document) }
        }
        try OutputCommit.finish(outputs, failed: failed)
    }
}
