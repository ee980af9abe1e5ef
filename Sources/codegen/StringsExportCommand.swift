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
            -o NAME.xliff writes XLIFF 1.2; -o NAME.xcstrings creates or updates a String Catalog, \
            keeping its translations and marking keys the document no longer has as stale.
            """
    )

    @Argument(help: "A .xib, .storyboard or .nib.json document (usually Base.lproj/NAME.xib).")
    var input: String

    @Option(name: .shortAndLong, help: "The output file: .strings, .xliff or .xcstrings.")
    var output: String?

    @Option(name: .long, help: "The document's own language (XLIFF source-language, a new catalog's sourceLanguage).")
    var sourceLanguage = "en"

    @Option(name: .long, help: "The XLIFF target language.")
    var language: String?

    @Option(name: .long, help: "A .strings or .xcstrings file whose translations become the XLIFF <target>s.")
    var translations: String?

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
        var targets: [String: String] = [:]
        var targetLanguage = language
        if let translations {
            let source = try TranslationSource.named(translations, language: language)
            let loaded: [(language: String, table: StringsTable, catalog: StringCatalog?)]
            do { loaded = try source.load() } catch let error as StringsError {
                Diagnostics.emit(error)
                throw ExitCode.failure
            }
            let chosen = targetLanguage.flatMap { wanted in loaded.first { $0.language == wanted } } ?? loaded.first
            targets = chosen?.table.translations ?? [:]
            targetLanguage = targetLanguage ?? chosen?.language
        }
        let file = XLIFFWriter.File(
            original: input, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage,
            entries: table.entries, translations: targets)
        return XLIFFWriter.text([file])
    }

    /// The catalog at `path` (a new one when there is none) updated with `table`.
    private func catalog(updating path: String, with table: StringsTable) throws -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: sourceLanguage)
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
        catalog.update(with: table)
        return catalog
    }
}
