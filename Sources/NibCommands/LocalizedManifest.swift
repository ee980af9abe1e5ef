import ArgumentParser
import NibModel
import NibStrings

/// `strings localize`'s document of one language, the same in `codegen` and `nib-action`: the
/// Base document with the language's translations applied, named by its identity in that
/// language.
///
/// A translation file that cannot be read is reported at its position and the language gets the
/// Base texts, so one bad file never stops the build of the others (`strict` makes it an error).
package enum LocalizedManifest {
    /// Refuses a `--document-path` the manifest reader would refuse, a `--name` that is no name
    /// and a language that is not a language name (``LanguageName``).
    package static func validate(language: String, documentPath: String?, name: String? = nil) throws {
        try DocumentPathArgument.validate(documentPath)
        try DocumentPathArgument.validate(name: name)
        try TranslationSource.validate(language: language, what: "--language")
    }

    /// The localized document and whether it must not be written (`strict` and a problem was
    /// reported). Throws `ExitCode.failure` when the Base document cannot be read (reported).
    package static func build(
        input: String, language: String, translations: String, documentPath: String?, strict: Bool
    ) throws -> (document: NibDocument, failed: Bool) {
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
            let read = try source.read()
            // What `strings check` reports about the file, warned about here too: the build is
            // where a problem is seen first.
            for warning in read.catalog?.warnings ?? [] {
                Diagnostics.emit(warning.diagnostic.with(severity: severity))
                problems += 1
            }
            for entry in read.catalog?.variationKeys(for: language) ?? [] {
                Diagnostics.emit(
                    Diagnostic(
                        severity, file: translations, position: entry.position,
                        message:
                            "\(language) translation of \"\(entry.key)\" is given only as variations (plural or device): not applied (variations); \(language) shows the Base text"
                    ))
                problems += 1
            }
            if let loaded = read.languages.first(where: { $0.language == language }) {
                table = loaded.table
                for warning in table.warnings {
                    Diagnostics.emit(warning.diagnostic.with(severity: severity))
                    problems += 1
                }
            } else if read.catalog?.variationKeys(for: language).isEmpty == false {
                table = StringsTable()
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
        // A key given more than once is one key, warned of at the entry that wins.
        for entry in table.winningEntries where !used.contains(entry.key) {
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
        return (variant, strict && problems > 0)
    }
}
