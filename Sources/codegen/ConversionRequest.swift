import ArgumentParser
import NibCodeGen
import NibCommands
import NibModel

/// What one `codegen convert` run is asked to do, whichever way its command line was read: the
/// argument parser's ``ConvertCommand`` or the plain form ``CommandDispatch/plainConversion(_:)``
/// recognises. Every field is given at each place that makes one, so an option added to the
/// command cannot be left out of the plain form unnoticed.
struct ConversionRequest {
    var inputs: [String]
    var output: String?
    var manifest: String?
    var swift: String?
    var access: GeneratorOptions.Access?
    var documentPath: String?
    var name: String?
    var config: String?
    var strict: Bool
    var storyboards: [String]
    /// The `compileNibs` selection the build plugin planned the build with (checked against
    /// `config`'s), or nil.
    var plannedCompileNibs: String?

    /// Converts each input: its manifest staged (and its embedded manifest with `--swift`), all of
    /// them committed at the end, unless one failed (reported).
    func run() throws {
        if swift != nil && inputs.count != 1 {
            throw ValidationError("--swift takes exactly one input")
        }
        try ManifestConversion.validate(
            inputs: inputs, output: output, manifest: manifest, documentPath: documentPath, name: name)
        let configuration = try NibConfig.load(config)
        if let plannedCompileNibs, let config {
            try configuration.checkCompileNibsPlan(plannedCompileNibs, config: config)
        }
        let strict = strict || configuration.strict
        let writesJSON = swift == nil || output != nil || manifest != nil
        ConversionHeap.prepare(forInputs: inputs)
        let outputs = OutputStage()
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
            if let swift {
                failed =
                    !EmbeddedManifestWriter.stage(
                        GeneratorInput(
                            path: ManifestConversion.generatorPath(ofInput: input), document: document,
                            nameInTarget: name), to: swift, in: outputs,
                        configuration: configuration, access: access) || failed
            }
            guard writesJSON else { continue }
            let destination = manifest ?? ManifestConversion.manifestPath(for: input, directory: output, name: name)
            failed = !ManifestConversion.stage(document, to: destination, in: outputs) || failed
            if input == inputs.last { ManifestConversion.keepUntilExit(document) }
        }
        try OutputCommit.finish(outputs, failed: failed)
    }
}
