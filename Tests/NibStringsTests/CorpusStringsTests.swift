import Foundation
import NibModel
import NibStrings
import NibTestSupport
import Testing

/// The real `.strings` files and String Catalogs of the corpus against our export of their Base
/// documents: every key whose object still exists is exported under the same key, and where the
/// comment Xcode recorded still describes the document, our comment is the same text.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CorpusStringsTests {
    /// A comment as ibtool writes it, split into its parts.
    struct ParsedComment: Equatable {
        var className: String, property: String, value: String, objectID: String

        /// `Class = "C"; P = "V"; ObjectID = "O";` (V in .strings escaping, as written).
        init?(_ text: String) {
            guard text.hasPrefix("Class = \""), text.hasSuffix("\";") else { return nil }
            guard
                let classEnd = text.range(of: "\"; ", range: text.index(text.startIndex, offsetBy: 9)..<text.endIndex),
                let objectRange = text.range(of: "; ObjectID = \"", options: .backwards)
            else { return nil }
            className = String(text[text.index(text.startIndex, offsetBy: 9)..<classEnd.lowerBound])
            let middle = text[classEnd.upperBound..<objectRange.lowerBound]
            guard let equals = middle.range(of: " = \""), middle.hasSuffix("\"") else { return nil }
            property = String(middle[..<equals.lowerBound])
            value = String(middle[equals.upperBound..<middle.index(before: middle.endIndex)])
            objectID = String(text[objectRange.upperBound..<text.index(text.endIndex, offsetBy: -2)])
        }
    }

    struct Tally { var files = 0, keys = 0, checkedComments = 0 }

    @Test func everyBaseDocumentIsFound() {
        // The corpus holds Sparkle's and NetNewsWire's Base.lproj documents; an empty walk would pass vacuously.
        #expect(StringsTestPaths.baseDocuments().count >= 8)
    }

    @Test(arguments: StringsTestPaths.baseDocuments())
    func realTranslationsMatchOurExport(document path: String) throws {
        let document = try StringsTestPaths.compile(path)
        let exported = Dictionary(
            DocumentStrings.extract(from: document).map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let objectIDs = Set(document.objects.map(\.id))
        var tally = Tally()
        for file in TranslationFiles.discover(beside: path) {
            tally.files += 1
            let bytes = try FileIO.read(file.path)
            var entries: [StringsEntry] = []
            switch file {
            case .table:
                entries = try StringsFileParser.parse(bytes, file: file.path).entries
            case .catalog:
                let catalog = try StringCatalog(bytes: bytes, file: file.path)
                #expect(catalog.warnings.isEmpty, "\(catalog.warnings)")
                entries = catalog.keys.map { key in
                    StringsEntry(key: key, value: "", comment: catalog.root["strings"]?[key]?["comment"]?.stringValue)
                }
            }
            for entry in entries {
                let objectID = String(entry.key.prefix { $0 != "." })
                guard objectIDs.contains(objectID) else { continue }
                tally.keys += 1
                guard let ours = exported[entry.key] else {
                    Issue.record("\(file.path): key \(entry.key) is not in our export of \(path)")
                    continue
                }
                guard let comment = entry.comment, let theirs = ParsedComment(comment) else { continue }
                // Compare when the recorded comment still describes this object and its current text.
                if theirs.objectID == objectID && theirs.property == ours.property
                    && theirs.value == StringsFileWriter.escaped(ours.value)
                {
                    tally.checkedComments += 1
                    #expect(comment == ours.comment, "\(file.path): \(entry.key)")
                }
            }
        }
        print(
            "\(FileIO.baseName(path)): \(tally.files) translation files, \(tally.keys) keys found in the export, \(tally.checkedComments) comments identical"
        )
    }

    @Test func catalogsRewriteByteIdentical() throws {
        // Reading a catalog Xcode wrote and writing it back gives Xcode's bytes: same key order,
        // same layout, so updating a catalog changes only what changed.
        var count = 0
        for path in StringsTestPaths.baseDocuments() {
            for case .catalog(let catalogPath) in TranslationFiles.discover(beside: path) {
                let bytes = try FileIO.read(catalogPath)
                let catalog = try StringCatalog(bytes: bytes, file: catalogPath)
                #expect(catalog.text == String(decoding: bytes, as: UTF8.self), "\(catalogPath)")
                count += 1
            }
        }
        #expect(count >= 5)
    }

    @Test func updatingACatalogWithItsOwnDocumentKeepsEveryTranslation() throws {
        for path in StringsTestPaths.baseDocuments() {
            let document = try StringsTestPaths.compile(path)
            for case .catalog(let catalogPath) in TranslationFiles.discover(beside: path) {
                var catalog = try StringCatalog(bytes: try FileIO.read(catalogPath), file: catalogPath)
                let before = Dictionary(
                    uniqueKeysWithValues: catalog.languages.map { ($0, catalog.table(for: $0).translations) })
                catalog.update(with: DocumentStrings.export(document))
                for (language, translations) in before where language != catalog.sourceLanguage {
                    #expect(catalog.table(for: language).translations == translations, "\(catalogPath) \(language)")
                }
                let exported = Set(DocumentStrings.extract(from: document).map(\.key))
                for key in catalog.keys {
                    #expect(
                        catalog.extractionState(of: key) == (exported.contains(key) ? "extracted_with_value" : "stale"),
                        "\(key)")
                }
            }
        }
    }
}
