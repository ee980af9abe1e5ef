import ArgumentParser
import NibCodeGen
import NibManifest
import NibModel
import NibStrings

/// `codegen strings localize Base.lproj/NAME.xib --language LANG --translations FILE --swift OUT`:
/// the localized manifest of one language, built from the Base document and its translations
/// (what the build plugin runs for each `.strings` language and each language of a catalog).
///
/// A translation file that cannot be read is reported at its position and the language gets the
/// Base texts, so one bad file never stops the build of the others (`--strict` makes it an error).
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
        try DocumentPathArgument.validate(documentPath)
        try DocumentPathArgument.validate(name: name)
        if let problem = ResourceName.problem(name: language) {
            throw ValidationError(ResourceName.message(what: "--language", value: language, problem: problem))
        }
        let configuration = try NibConfig.load(config)
        let strict = strict || configuration.strict
        let severity: Diagnostic.Severity = strict ? .error : .warning
        let document: NibDocument
        do { document = try InputLoader.document(at: input) } catch {
            Diagnostics.emit(error)
            throw ExitCode.failure
        }
        var translated: [String: String] = [:]
        var table = StringsTable()
        var problems = 0
        do {
            let source = try TranslationSource.named(translations, language: language)
            let loaded = try source.load().first { $0.language == language }
            if let loaded {
                table = loaded.table
            } else {
                Diagnostics.emit(
                    Diagnostic(
                        severity, file: translations, position: .start,
                        message: "no \(language) translations in this catalog; \(language) uses the Base texts"))
                problems += 1
            }
            translated = table.translations
        } catch let error as StringsError {
            var diagnostic = error.diagnostic.with(severity: severity)
            diagnostic.message += " (\(language) uses the Base texts)"
            Diagnostics.emit(diagnostic)
            problems += 1
        }
        let (localized, used) = DocumentStrings.apply(translated, to: document)
        for entry in table.entries where !used.contains(entry.key) {
            Diagnostics.emit(
                Diagnostic(
                    severity, file: translations, position: entry.position,
                    message: "key \"\(entry.key)\" names no localizable text of \(FileIO.baseName(input)); ignored"))
            problems += 1
        }
        var variant = localized
        variant.identity = DocumentIdentity(
            path: documentPath ?? document.identity?.path ?? DocumentPathArgument.recordable(input),
            localization: language)
        // Strict: a problem is an error, and an error writes nothing.
        var failed = strict && problems > 0
        let outputs = OutputStage()
        if let swift, !failed {
            failed =
                !EmbeddedManifestWriter.stage(
                    GeneratorInput(path: input, document: variant, nameInTarget: name), to: swift, in: outputs,
                    configuration: configuration, access: access) || failed
        }
        if let manifest, !failed {
            do { try ManifestWriter.stage(variant, toFile: manifest, in: outputs) } catch {
                Diagnostics.emit(Diagnostic(file: manifest, message: "cannot write the manifest: \(error.reason)"))
                failed = true
            }
        }
        try OutputCommit.finish(outputs, failed: failed)
    }
}
