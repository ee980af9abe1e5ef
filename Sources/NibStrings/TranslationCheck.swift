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
        let strings = DocumentStrings.extract(from: document)
        let byKey = Dictionary(strings.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let objectIDs = Set(document.objects.map(\.id))
        for warning in table.warnings {
            findings.append(
                Finding(
                    kind: .format, location: SourceLocation(file: tableFile, position: warning.position),
                    message: warning.message))
        }
        var present = Set<String>()
        for entry in table.entries {
            present.insert(entry.key)
            let location = SourceLocation(file: tableFile, position: entry.position)
            guard let string = byKey[entry.key] else {
                let objectID = Self.objectID(of: entry.key)
                if objectIDs.contains(objectID) {
                    findings.append(
                        Finding(
                            kind: .stale, location: location,
                            message:
                                "stale key \"\(entry.key)\": object \(objectID) has no localizable property \"\(entry.key.dropFirst(objectID.count + 1))\" in \(FileIO.baseName(documentFile))"
                        ))
                } else {
                    findings.append(
                        Finding(
                            kind: .unknownObject, location: location,
                            message:
                                "stale key \"\(entry.key)\": no object \(objectID) in \(FileIO.baseName(documentFile))")
                    )
                }
                continue
            }
            let base = FormatSpecifiers.of(string.value)
            let translated = FormatSpecifiers.of(entry.value)
            if base != translated {
                findings.append(
                    Finding(
                        kind: .format, location: location,
                        message:
                            "\(language) translation of \"\(entry.key)\" has format specifiers \(FormatSpecifiers.describe(translated)), the Base text has \(FormatSpecifiers.describe(base))"
                    ))
            }
        }
        for string in strings where !present.contains(string.key) {
            findings.append(
                Finding(
                    kind: .missing, location: SourceLocation(file: documentFile, position: string.position),
                    message:
                        "\"\(string.key)\" (\(string.className) \(string.property) \"\(StringsFileWriter.escaped(string.value))\") has no \(language) translation in \(FileIO.baseName(tableFile))"
                ))
        }
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
