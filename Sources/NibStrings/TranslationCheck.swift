import NibModel

/// Compares one language's translations with a Base document: keys whose object or property no
/// longer exists (stale), keys the document has that the language lacks (missing), and format
/// problems (a key given twice, printf-style placeholders that differ from the Base text).
public struct TranslationCheck: Sendable {
    /// One finding, positioned in the translation file or (for a missing key) in the document.
    public struct Finding: DiagnosticConvertible, Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable {
            case stale, unknownObject, missing, format
            /// A key given twice in the translation file (the last wins).
            case duplicateKey
            /// A `.strings` escape the reader does not know (read as the character).
            case badEscape
            /// A catalog translation given only as variations (plural, device), which a
            /// localized document cannot hold: the Base text is used.
            case variations
            /// A catalog translation marked `needs_review`: the Base text changed since.
            case needsReview
        }
        public var kind: Kind
        public var location: SourceLocation
        public var message: String
        /// How many places the finding stands for (``StringsError/occurrences``): more than one
        /// only for the warning summing up a file's unknown escapes past those listed.
        public var occurrences = 1

        /// The finding at its place, as an error (`FILE:LINE:COLUMN: error: …`); a check that only
        /// warns prints it ``Diagnostic/with(severity:)`` `.warning`.
        public var diagnostic: Diagnostic { Diagnostic(at: location, message: message) }
    }

    public var findings: [Finding] = []

    /// Checks `table` (the translations of `language`, read from `tableFile`) against the strings
    /// of the document at `documentFile`.
    public init(document: NibDocument, documentFile: String, language: String, table: StringsTable, tableFile: String) {
        var findings: [Finding] = []
        Self.check(
            document: document, documentFile: documentFile, language: language, table: table, tableFile: tableFile
        ) { findings.append($0) }
        self.findings = findings
    }

    /// Checks as ``init(document:documentFile:language:table:tableFile:)`` does, handing each
    /// finding to `report` in the same order instead of keeping them: a table of millions of
    /// stale keys costs no memory beyond the table.
    ///
    /// With the `catalog` the table was taken from, its keys marked `"shouldTranslate": false` are
    /// never missing, its `manual` keys (which Xcode leaves alone) never stale, a key the
    /// language translates only as variations is reported as ``Finding/Kind/variations``, and a
    /// translation marked `needs_review` as ``Finding/Kind/needsReview``.
    public static func check(
        document: NibDocument, documentFile: String, language: String, table: StringsTable, tableFile: String,
        catalog: StringCatalog? = nil, report: (Finding) -> Void
    ) {
        let strings = DocumentStrings.extract(from: document)
        let byKey = Dictionary(strings.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let objectIDs = Set(document.objects.map(\.id))
        for warning in table.warnings {
            report(
                Finding(
                    kind: warning.isDuplicateKey ? .duplicateKey : .badEscape,
                    location: SourceLocation(file: tableFile, position: warning.position),
                    message: warning.message, occurrences: warning.occurrences))
        }
        var translated = catalog?.keysNotToTranslate ?? []
        for entry in catalog?.variationKeys(for: language) ?? [] where byKey[entry.key] != nil {
            translated.insert(entry.key)
            report(
                Finding(
                    kind: .variations, location: SourceLocation(file: tableFile, position: entry.position),
                    message:
                        "\(language) translation of \"\(quoted(entry.key))\" is given only as variations (plural or device): not applied (variations); \(language) shows the Base text"
                ))
        }
        let entries = table.winningEntries
        let review = Set(catalog?.keysNeedingReview(for: language) ?? [])
        for entry in entries where review.contains(entry.key) && byKey[entry.key] != nil {
            report(
                Finding(
                    kind: .needsReview, location: SourceLocation(file: tableFile, position: entry.position),
                    message:
                        "\(language) translation of \"\(quoted(entry.key))\" needs review: the Base text changed since it was translated"
                ))
        }
        let extractionStates = catalog?.extractionStates ?? [:]
        for entry in entries {
            let location = SourceLocation(file: tableFile, position: entry.position)
            guard let string = byKey[entry.key] else {
                if extractionStates[entry.key] != "manual" {
                    report(stale(entry.key, at: location, objectIDs: objectIDs, documentFile: documentFile))
                }
                continue
            }
            translated.insert(entry.key)
            if !FormatSpecifiers.agree(string.value, entry.value) {
                report(
                    Finding(
                        kind: .format, location: location,
                        message:
                            "\(language) translation of \"\(quoted(entry.key))\" has format specifiers \(FormatSpecifiers.written(entry.value)), the Base text has \(FormatSpecifiers.written(string.value))"
                    ))
            }
        }
        for string in strings where !translated.contains(string.key) {
            report(
                Finding(
                    kind: .missing, location: SourceLocation(file: documentFile, position: string.position),
                    message:
                        "\"\(string.key)\" (\(string.className) \(string.property) \"\(quoted(string.value))\") has no \(language) translation in \(FileIO.baseName(tableFile))"
                ))
        }
    }

    /// A Base text as a message quotes it: escaped, and shortened to its first 60 and last 20
    /// characters with the length between, so a long text stays one readable line and two texts
    /// that differ only in the middle stay distinguishable by the length.
    static func quoted(_ text: String) -> String {
        let count = text.count
        guard count > 100 else { return StringsFileWriter.escaped(text) }
        let head = StringsFileWriter.escaped(String(text.prefix(60)))
        let tail = StringsFileWriter.escaped(String(text.suffix(20)))
        return "\(head)… [\(count) characters] …\(tail)"
    }

    /// The finding for a key the document has no text for: its object lacks the property, or
    /// there is no such object.
    static func stale(_ key: String, at location: SourceLocation, objectIDs: Set<String>, documentFile: String)
        -> Finding
    {
        let objectID = objectID(of: key)
        guard objectIDs.contains(objectID) else {
            return Finding(
                kind: .unknownObject, location: location,
                message:
                    "stale key \"\(quoted(key))\": no object \(quoted(objectID)) in \(FileIO.baseName(documentFile))")
        }
        return Finding(
            kind: .stale, location: location,
            message:
                "stale key \"\(quoted(key))\": object \(quoted(objectID)) has no localizable property \"\(quoted(String(key.dropFirst(objectID.count + 1))))\" in \(FileIO.baseName(documentFile))"
        )
    }

    /// `abc-12-xyz.headerCell.title` → `abc-12-xyz` (ids never contain a dot).
    static func objectID(of key: String) -> String { String(key.prefix { $0 != "." }) }
}
