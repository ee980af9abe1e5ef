import ArgumentParser
import Foundation
import NibCommands
import NibModel
import NibStrings

/// `codegen strings export DOC [-o OUT]`: what `ibtool --export-strings-file` writes, or XLIFF,
/// or a String Catalog updated the way Xcode updates it.
struct StringsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a document's localizable strings (.strings, .xliff or .xcstrings).",
        discussion: """
            Without -o the .strings text goes to standard output. -o NAME.strings writes it as UTF-8; \
            -o NAME.xliff writes XLIFF 1.2 for --language, its <target>s taken from that language's \
            translations (--translations); -o NAME.xcstrings creates or updates a String Catalog, \
            keeping its translations and marking keys the document no longer has as stale. \
            --language and --translations are for XLIFF only: a .strings export holds the Base texts, \
            and a catalog keeps its own translations.
            """
    )

    @Argument(help: "A .xib, .storyboard or .nib.json document (usually Base.lproj/NAME.xib).")
    var input: String

    @Option(name: .shortAndLong, help: "The output file: .strings, .xliff or .xcstrings.")
    var output: String?

    @Option(
        name: .long,
        help: "The document's own language (XLIFF source-language, a new catalog's sourceLanguage; default: en).")
    var sourceLanguage: String?

    @Option(name: .long, help: "The XLIFF target language (required with a catalog of several languages).")
    var language: String?

    @Option(
        name: .long,
        help: "A .strings or .xcstrings file whose --language translations become the XLIFF <target>s.")
    var translations: String?

    /// The options only XLIFF uses, refused for other outputs rather than ignored.
    func validate() throws {
        for (option, value) in [("--source-language", sourceLanguage), ("--language", language)] {
            if let value { try TranslationSource.validate(language: value, what: option) }
        }
        let kind = output.map { FileIO.baseName($0) } ?? "standard output"
        if output?.hasSuffix(".xliff") != true {
            let given = [("--language", language), ("--translations", translations)].filter { $0.1 != nil }.map(\.0)
            if !given.isEmpty {
                let holds =
                    output?.hasSuffix(".xcstrings") == true
                    ? "a String Catalog keeps its own translations" : "a .strings export holds the Base texts only"
                throw ValidationError(
                    "\(given.joined(separator: " and ")) \(given.count == 1 ? "applies" : "apply") to an .xliff output only (\(kind): \(holds))"
                )
            }
        }
        if sourceLanguage != nil && (output == nil || output?.hasSuffix(".strings") == true) {
            throw ValidationError(
                "--source-language applies to .xliff and .xcstrings outputs only (\(kind): a .strings export names no language)"
            )
        }
    }

    func run() throws {
        let document: NibDocument
        do { document = try InputLoader.document(at: input) } catch {
            Diagnostics.emit(error)
            throw ExitCode.failure
        }
        let table = DocumentStrings.export(document)
        guard let output else {
            print(StringsFileWriter.text(table), terminator: "")
            return
        }
        let outputs = OutputStage()
        outputs.protect(inputs: [input] + (translations.map { [$0] } ?? []))
        do {
            if output.hasSuffix(".xliff") {
                try outputs.stage(Array(try xliff(table).utf8), to: output)
            } else if output.hasSuffix(".xcstrings") {
                // Written in chunks as it is produced: a large catalog is never held whole as text.
                let catalog = try catalog(updating: output, with: table)
                try outputs.stage(to: output) { sink in
                    var status: Int32 = 0
                    catalog.write { chunk in
                        if status == 0 { status = chunk.withUnsafeBytes { sink.write($0) } }
                    }
                    return status
                }
            } else if output.hasSuffix(".strings") {
                try outputs.stage(Array(StringsFileWriter.text(table).utf8), to: output)
            } else {
                throw ValidationError("\(output): the output must end in .strings, .xliff or .xcstrings")
            }
        } catch let error as FileError {
            Diagnostics.emit(Diagnostic(file: output, message: "cannot write: \(error.reason)"))
            throw ExitCode.failure
        }
        try OutputCommit.finish(outputs, failed: false)
    }

    private func xliff(_ table: StringsTable) throws -> String {
        let (targetLanguage, targets) = try self.targets()
        let file = XLIFFWriter.File(
            original: input, sourceLanguage: sourceLanguage ?? "en", targetLanguage: targetLanguage,
            entries: table.entries, translations: targets)
        return XLIFFWriter.text([file])
    }

    /// The XLIFF's target language and its translations: only ever those of `--language` (a
    /// file of one language gives its own when `--language` is not given; a catalog of several
    /// needs `--language`).
    private func targets() throws -> (language: String?, translations: [String: String]) {
        guard let translations else { return (language, [:]) }
        let source = try TranslationSource.named(translations, language: language)
        let read: (languages: [(language: String, table: StringsTable)], catalog: StringCatalog?)
        do { read = try source.read() } catch let error as StringsError {
            Diagnostics.emit(error)
            throw ExitCode.failure
        }
        for warning in read.catalog?.warnings ?? [] { Diagnostics.emit(warning.diagnostic.with(severity: .warning)) }
        let loaded = read.languages
        guard let wanted = language ?? (loaded.count == 1 ? loaded[0].language : nil) else {
            if loaded.isEmpty {
                Diagnostics.emit(
                    Diagnostic(
                        .warning, file: translations, position: .start,
                        message: "no translations in this catalog; the XLIFF has no <target>s"))
                return (nil, [:])
            }
            throw ValidationError(
                "\(translations) holds \(loaded.count) languages (\(loaded.map(\.language).joined(separator: ", "))); give --language"
            )
        }
        guard let chosen = loaded.first(where: { $0.language == wanted }) else {
            Diagnostics.emit(
                Diagnostic(
                    .warning, file: translations, position: .start,
                    message: "no \(wanted) translations in this catalog; the XLIFF has no <target>s"))
            return (wanted, [:])
        }
        return (wanted, chosen.table.translations)
    }

    /// The catalog at `path` (a new one when there is none) updated with `table`.
    private func catalog(updating path: String, with table: StringsTable) throws -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: sourceLanguage ?? "en")
        if FileIO.exists(path) {
            do {
                catalog = try StringCatalog(bytes: try FileIO.read(path, limit: 64 << 20), file: path)
            } catch let error as StringsError {
                Diagnostics.emit(error)
                throw ExitCode.failure
            } catch let error as FileError {
                Diagnostics.emit(error)
                throw ExitCode.failure
            }
        }
        for warning in catalog.warnings { Diagnostics.emit(warning.diagnostic.with(severity: .warning)) }
        if let sourceLanguage, sourceLanguage != catalog.sourceLanguage {
            throw ValidationError(
                "\(path) is a catalog of source language \(catalog.sourceLanguage), not \(sourceLanguage): --source-language names a new catalog's language"
            )
        }
        catalog.update(with: table)
        return catalog
    }
}
