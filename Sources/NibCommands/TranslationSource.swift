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
    package static func named(_ path: String, language: String?) throws -> TranslationFiles.File {
        if path.hasSuffix(".xcstrings") { return .catalog(path: path) }
        guard let language = language ?? TranslationFiles.language(of: path) else {
            throw ValidationError("\(path): cannot tell the language (not in a LANG.lproj folder); give --language")
        }
        return .table(path: path, language: language)
    }

    /// The translations by language (a catalog's source language excluded); reading errors are
    /// thrown as positioned ``StringsError``s.
    package func load() throws -> [(language: String, table: StringsTable, catalog: StringCatalog?)] {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, limit: 64 << 20) } catch {
            throw StringsError(file: path, position: .start, message: "cannot read the file: \(error.reason)")
        }
        switch self {
        case .table(_, let language):
            return [(language, try StringsFileParser.parse(bytes, file: path), nil)]
        case .catalog:
            let catalog = try StringCatalog(bytes: bytes, file: path)
            return catalog.languages.filter { $0 != catalog.sourceLanguage }.map {
                ($0, catalog.table(for: $0), catalog)
            }
        }
    }
}
