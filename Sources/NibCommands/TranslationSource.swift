import ArgumentParser
import NibModel
import NibStrings

/// A translation file of one Base document, as the commands read it.
package typealias TranslationSource = TranslationFiles.File

extension TranslationFiles.File {
    package static func discover(beside document: String) -> [TranslationFiles.File] {
        TranslationFiles.discover(beside: document)
    }

    /// A file named on the command line: `.xcstrings` is a catalog; `LANG.lproj/NAME.strings`
    /// takes its language from the folder unless `language` is given.
    /// A language must be a language name (``LanguageName``) wherever it comes from: a folder,
    /// an option, a catalog.
    package static func named(_ path: String, language: String?) throws -> TranslationFiles.File {
        if path.hasSuffix(".xcstrings") { return .catalog(path: path) }
        if path.hasSuffix(".xliff") || path.hasSuffix(".xlf") {
            throw ValidationError(
                "\(path): XLIFF is not read as translations; give the .strings file or the .xcstrings catalog")
        }
        guard let language = language ?? TranslationFiles.language(of: path) else {
            throw ValidationError("\(path): cannot tell the language (not in a LANG.lproj folder); give --language")
        }
        try validate(language: language, what: "the language of \(path)")
        return .table(path: path, language: language)
    }

    /// Refuses a language that is not a language name (``LanguageName``), naming `what` gave it.
    package static func validate(language: String, what: String) throws {
        if let problem = LanguageName.problem(language) {
            throw ValidationError(LanguageName.message(what: what, value: language, problem: problem))
        }
    }

    /// The largest translation file the commands read (``TranslationFiles/maximumSize``).
    package static let maximumSize = TranslationFiles.maximumSize

    /// The file's translations by language (a catalog's source language excluded) and, for a
    /// catalog, the catalog itself (also when it translates nothing yet).
    package func read() throws -> (languages: [(language: String, table: StringsTable)], catalog: StringCatalog?) {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, limit: Self.maximumSize) } catch {
            throw StringsError(file: path, position: .start, message: FileError.unreadableMessage(error.reason))
        }
        switch self {
        case .table(_, let language):
            return ([(language, try StringsFileParser.parse(bytes, file: path))], nil)
        case .catalog:
            let catalog = try StringCatalog(bytes: bytes, file: path)
            let languages = catalog.languages.filter { $0 != catalog.sourceLanguage }
            return (languages.map { ($0, catalog.table(for: $0)) }, catalog)
        }
    }

    /// The translations by language (a catalog's source language excluded); reading errors are
    /// thrown as positioned ``StringsError``s.
    package func load() throws -> [(language: String, table: StringsTable, catalog: StringCatalog?)] {
        let (languages, catalog) = try read()
        return languages.map { ($0.language, $0.table, catalog) }
    }
}
