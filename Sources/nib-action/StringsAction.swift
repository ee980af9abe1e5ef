import ArgumentParser
import NibCommands
import NibModel

/// `nib-action strings localize`: the only strings command an action runs.
struct StringsAction: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Apply the translations of a Base-internationalized document.",
        subcommands: [LocalizeAction.self]
    )
}

/// `nib-action strings localize Base.lproj/NAME.xib --language LANG --translations FILE --manifest OUT`:
/// `codegen strings localize` without the Swift output (`--swift`) and the configuration file.
struct LocalizeAction: ParsableCommand {
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

    @Option(name: .long, help: "The JSON manifest to write (NAME.nib.json).")
    var manifest: String

    @Option(name: .long, help: "The Base document's path to record in the manifest's identity (default: as given).")
    var documentPath: String?

    @Flag(name: .long, help: "Make unreadable translations and stale keys errors.")
    var strict = false

    func run() throws {
        try LocalizedManifest.validate(language: language, documentPath: documentPath)
        var (variant, failed) = try LocalizedManifest.build(
            input: input, language: language, translations: translations, documentPath: documentPath,
            strict: strict)
        let outputs = OutputStage()
        outputs.protect(inputs: [input, translations])
        if !failed { failed = !ManifestConversion.stage(variant, to: manifest, in: outputs) }
        try OutputCommit.finish(outputs, failed: failed)
    }
}
