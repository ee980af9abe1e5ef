import ArgumentParser
import NibCodeGen
import NibCommands
import NibManifest
import NibModel
import NibStrings

/// `codegen strings localize Base.lproj/NAME.xib --language LANG --translations FILE --swift OUT`:
/// the localized manifest of one language, built from the Base document and its translations
/// (what the build plugin runs for each `.strings` language and each language of a catalog).
/// Unreadable translations are handled as ``LocalizedManifest`` describes.
struct StringsLocalizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "localize",
        abstract: "Write a language's manifest from a Base document and its .strings or .xcstrings translations."
    )

    @Argument(help: "The Base document (DIR/Base.lproj/NAME.xib or .storyboard).")
    var input: String

    @Option(name: .long, help: "The language to build (ja, pt-BR, zh-Hans).")
    var language: String

    @Option(name: .long, help: "The .strings file of the language, or the .xcstrings catalog holding it.")
    var translations: String

    @Option(name: .long, help: "The embedded manifest to write (NAME.LANG+Manifest.swift).")
    var swift: String?

    @Option(name: .long, help: "The JSON manifest to write (NAME.nib.json).")
    var manifest: String?

    @Option(name: .long, help: "The access level of the embedded manifest: public or internal.")
    var access: GeneratorOptions.Access?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The Base document's path to record in the manifest's identity (default: as given).",
            discussion: "Relative to the package; the identity's localization is --language."))
    var documentPath: String?

    @Option(name: .long, help: DocumentPathArgument.nameHelp)
    var name: String?

    @Option(name: .long, help: "A nib.json configuration file (access, strict, templates).")
    var config: String?

    @Flag(name: .long, help: "Make unreadable translations and stale keys errors.")
    var strict = false

    func run() throws {
        guard swift != nil || manifest != nil else { throw ValidationError("give --swift or --manifest") }
        try LocalizedManifest.validate(language: language, documentPath: documentPath, name: name)
        let configuration = try NibConfig.load(config)
        var (variant, failed) = try LocalizedManifest.build(
            input: input, language: language, translations: translations, documentPath: documentPath,
            strict: strict || configuration.strict)
        let outputs = OutputStage()
        outputs.protect(inputs: [input, translations] + (config.map { [$0] } ?? []))
        if let swift, !failed {
            failed =
                !EmbeddedManifestWriter.stage(
                    GeneratorInput(path: input, document: variant, nameInTarget: name), to: swift, in: outputs,
                    configuration: configuration, access: access) || failed
        }
        if let manifest, !failed {
            failed = !ManifestConversion.stage(variant, to: manifest, in: outputs)
        }
        try OutputCommit.finish(outputs, failed: failed)
    }
}
