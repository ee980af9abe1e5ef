import Foundation
import NibModel
import NibTestSupport
import Testing

@_spi(NibConfiguration) @testable import NibStrings

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

    /// One way a recorded entry differs from our export of its Base document.
    enum DifferenceKind: String, Sendable {
        /// The recorded key is not in our export.
        case key
        /// The recorded comment is not our comment.
        case comment
        /// A development-language value differs from the Base text.
        case value
    }

    /// Where a recorded entry differs from our export: document, key and what differs.
    struct Difference: Hashable, Sendable, Comparable {
        var document: String, key: String, kind: DifferenceKind

        static func < (a: Self, b: Self) -> Bool {
            (a.document, a.key, a.kind.rawValue) < (b.document, b.key, b.kind.rawValue)
        }
    }

    /// A difference the corpus is known to hold, the translation folders it is in, and why it is
    /// not a difference between ibtool's export and ours.
    struct KnownDifference: Sendable {
        var difference: Difference, folders: [String], reason: String
    }

    /// Sparkle's `SUUpdatePermissionPrompt` was exported when its objects had decimal ids; the
    /// document was later given modern ids and the keys of three files renamed by hand, but not
    /// their comments, which still name the old ids (class and text are ours).
    static let renamedKeysWithOldComments = [
        ("OhZ-1K-DmA.title", "176"), ("cCJ-V0-aTi.title", "177"), ("gmh-T4-BO0.title", "178"),
        ("gz7-LM-gNf.title", "180"),
    ]

    /// Every difference between the corpus's recorded entries and our export of their Base
    /// documents. Nothing else may differ: a new difference fails the test, and so does a listed
    /// one that is gone.
    static let knownDifferences: [KnownDifference] =
        renamedKeysWithOldComments.map { key, oldID in
            KnownDifference(
                difference: Difference(document: "SUUpdatePermissionPrompt.xib", key: key, kind: .comment),
                folders: ["en.lproj", "he.lproj", "ko.lproj"],
                reason: "the comment names the object's old decimal id \(oldID); the key was renamed, the comment not")
        } + [
            KnownDifference(
                difference: Difference(document: "SUUpdatePermissionPrompt.xib", key: "179.title", kind: .key),
                folders: ["en.lproj", "he.lproj"],
                reason:
                    "a stale entry: object 179 (\"DO NOT LOCALIZE\") is no longer in the document; two files kept it"
            )
        ]

    /// The corpus's recorded entries of a Base document (every `.strings` file and catalog Xcode
    /// exported for it), each with whether its value is in the development language.
    static func recordedEntries(of path: String) throws -> [(file: String, entry: StringsEntry, isBase: Bool)] {
        var recorded: [(file: String, entry: StringsEntry, isBase: Bool)] = []
        for file in TranslationFiles.discover(beside: path) {
            let bytes = try FileIO.read(file.path)
            switch file {
            case .table(let tablePath, let language):
                // Sparkle's `en.lproj` is the development language: its values are the Base texts.
                for entry in try StringsFileParser.parse(bytes, file: tablePath).entries {
                    recorded.append((tablePath, entry, language == "en"))
                }
            case .catalog(let catalogPath):
                let catalog = try StringCatalog(bytes: bytes, file: catalogPath)
                for key in catalog.keys {
                    let comment = catalog.root["strings"]?[key]?["comment"]?.stringValue
                    recorded.append((catalogPath, StringsEntry(key: key, value: "", comment: comment), false))
                }
            }
        }
        return recorded
    }

    /// The folder a translation file is in (`ko.lproj`, `mul.lproj`).
    static func folder(of file: String) -> String {
        FileIO.baseName(String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]))
    }

    /// Compares every recorded key, comment and development-language value of the corpus (each
    /// `.strings` file and String Catalog beside a `Base.lproj` document) with our export; what
    /// differs must be a listed, explained ``knownDifferences`` entry.
    @Test func everyRecordedCommentKeyAndValueIsOurs() throws {
        var found: [Difference: (folders: Set<String>, detail: String)] = [:]
        var comments = 0
        var equalComments = 0
        var keys = 0
        var values = 0
        func note(_ difference: Difference, _ file: String, _ detail: String) {
            found[difference, default: ([], detail)].folders.insert(Self.folder(of: file))
        }
        for path in StringsTestPaths.baseDocuments() {
            let name = FileIO.baseName(path)
            let exported = Dictionary(
                DocumentStrings.extract(from: try StringsTestPaths.compile(path)).map { ($0.key, $0) },
                uniquingKeysWith: { first, _ in first })
            for (file, entry, isBase) in try Self.recordedEntries(of: path) {
                keys += 1
                guard let ours = exported[entry.key] else {
                    note(Difference(document: name, key: entry.key, kind: .key), file, "not in our export")
                    continue
                }
                if let comment = entry.comment {
                    comments += 1
                    if comment == ours.comment {
                        equalComments += 1
                    } else {
                        note(
                            Difference(document: name, key: entry.key, kind: .comment), file,
                            "recorded \(comment)\n  ours     \(ours.comment)")
                    }
                }
                if isBase {
                    values += 1
                    if entry.value != ours.value {
                        note(
                            Difference(document: name, key: entry.key, kind: .value), file,
                            "recorded \"\(entry.value)\", Base text \"\(ours.value)\"")
                    }
                }
            }
        }
        let known = Dictionary(
            Self.knownDifferences.map { ($0.difference, $0) }, uniquingKeysWith: { first, _ in first })
        for (difference, (folders, detail)) in found.sorted(by: { $0.key < $1.key }) {
            guard let listed = known[difference] else {
                Issue.record(
                    "unexplained \(difference.kind) difference, \(difference.document) \(difference.key) in \(folders.sorted()): \(detail)"
                )
                continue
            }
            #expect(folders.sorted() == listed.folders, "\(difference.document) \(difference.key)")
            print(
                "known: \(difference.document) \(difference.key) (\(difference.kind), \(listed.folders.joined(separator: ", "))): \(listed.reason)"
            )
        }
        for difference in known.keys.sorted() where found[difference] == nil {
            Issue.record(
                "listed difference no longer found: \(difference.document) \(difference.key) \(difference.kind)")
        }
        print(
            "corpus .strings and catalogs: \(keys) recorded keys, \(equalComments)/\(comments) comments identical to ours, \(values) development-language values compared"
        )
        #expect(comments >= 500 && keys >= comments && values > 0)
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
