import NibModel

/// Compares one language's translations with a Base document: keys whose object or property no
/// longer exists (stale), keys the document has that the language lacks (missing), and format
/// problems (a key given twice, printf-style placeholders that differ from the Base text).
public struct TranslationCheck: Sendable {
    /// One finding, positioned in the translation file or (for a missing key) in the document.
    public struct Finding: DiagnosticConvertible, Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable { case stale, unknownObject, missing, format }
        public var kind: Kind
        public var location: SourceLocation
        public var message: String

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
    public static func check(
        document: NibDocument, documentFile: String, language: String, table: StringsTable, tableFile: String,
        report: (Finding) -> Void
    ) {
        let strings = DocumentStrings.extract(from: document)
        let byKey = Dictionary(strings.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let objectIDs = Set(document.objects.map(\.id))
        for warning in table.warnings {
            report(
                Finding(
                    kind: .format, location: SourceLocation(file: tableFile, position: warning.position),
                    message: warning.message))
        }
        var translated = Set<String>()
        for entry in table.entries {
            let location = SourceLocation(file: tableFile, position: entry.position)
            guard let string = byKey[entry.key] else {
                report(stale(entry.key, at: location, objectIDs: objectIDs, documentFile: documentFile))
                continue
            }
            translated.insert(entry.key)
            let base = FormatSpecifiers.of(string.value)
            let translation = FormatSpecifiers.of(entry.value)
            if base != translation {
                report(
                    Finding(
                        kind: .format, location: location,
                        message:
                            "\(language) translation of \"\(entry.key)\" has format specifiers \(FormatSpecifiers.describe(translation)), the Base text has \(FormatSpecifiers.describe(base))"
                    ))
            }
        }
        for string in strings where !translated.contains(string.key) {
            report(
                Finding(
                    kind: .missing, location: SourceLocation(file: documentFile, position: string.position),
                    message:
                        "\"\(string.key)\" (\(string.className) \(string.property) \"\(StringsFileWriter.escaped(string.value))\") has no \(language) translation in \(FileIO.baseName(tableFile))"
                ))
        }
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
                message: "stale key \"\(key)\": no object \(objectID) in \(FileIO.baseName(documentFile))")
        }
        return Finding(
            kind: .stale, location: location,
            message:
                "stale key \"\(key)\": object \(objectID) has no localizable property \"\(key.dropFirst(objectID.count + 1))\" in \(FileIO.baseName(documentFile))"
        )
    }

    /// `abc-12-xyz.headerCell.title` → `abc-12-xyz` (ids never contain a dot).
    static func objectID(of key: String) -> String { String(key.prefix { $0 != "." }) }
}

/// The printf-style conversions of a text (`%@`, `%d`, `%1$@`, `%%` excluded), in order.
enum FormatSpecifiers {
    static func of(_ text: String) -> [String] {
        var result: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            var end = index + 1
            var spec = "%"
            while end < scalars.count {
                let scalar = scalars[end]
                spec.unicodeScalars.append(scalar)
                end += 1
                if "@dDiuUxXoOfFeEgGcCsSpaAl%".unicodeScalars.contains(scalar) && scalar != "l" { break }
                if !"0123456789$.-+ #'hlqLzjt*".unicodeScalars.contains(scalar) {
                    spec = ""
                    break
                }
            }
            if spec.count > 1 && spec != "%%" { result.append(spec) }
            index = end
        }
        // Positional specifiers may appear in any order in a translation.
        return result.allSatisfy({ $0.contains("$") }) ? result.sorted() : result
    }

    static func describe(_ specifiers: [String]) -> String {
        specifiers.isEmpty ? "none" : specifiers.joined(separator: " ")
    }
}
