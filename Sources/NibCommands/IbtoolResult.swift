import NibArchive
import NibModel

/// What `codegen ibtool` prints on standard output: ibtool's result dictionary, with the
/// document's errors, warnings and notices under `com.apple.ibtool.document.errors` / `.warnings`
/// / `.notices` (each only when asked for with `--errors` / `--warnings` / `--notices`), in the
/// format `--output-format` names.
struct IbtoolResult {
    /// The three kinds of messages about the document, each asked for by its own flag.
    enum Category: String, CaseIterable {
        case errors, warnings, notices

        /// `com.apple.ibtool.document.errors`, …
        var key: String { "com.apple.ibtool.document." + rawValue }

        /// The `type` ibtool gives each entry.
        var typeName: String {
            switch self {
            case .errors: "Error"
            case .warnings: "Warning"
            case .notices: "Notice"
            }
        }

        /// The word of the human-readable line (`FILE:LINE: error: …`), the one build systems match.
        var lineWord: String {
            switch self {
            case .errors: "error"
            case .warnings: "warning"
            case .notices: "note"
            }
        }

        init(_ severity: Diagnostic.Severity) {
            switch severity {
            case .error: self = .errors
            case .warning: self = .warnings
            case .note: self = .notices
            }
        }
    }

    /// ibtool's output formats (`--output-format`).
    enum Format: String, CaseIterable {
        case humanReadableText = "human-readable-text"
        case xml1
        case binary1
    }

    /// The categories asked for, in ibtool's order (errors, warnings, notices).
    var requested: [Category]
    /// Every message about the document, in the order found.
    var diagnostics: [Diagnostic] = []
    /// Entries that are not about the document (`com.apple.ibtool.version`), before the categories.
    var entries: [PropertyListValue.Entry] = []

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The result as a property list: per category a dictionary keyed by position (`LINE:COLUMN`,
    /// `FILE:LINE:COLUMN` when another file's message has that key already, the file when the
    /// message has no position), each entry `message` (an array: several messages of one file may
    /// share a place), `type`, and `file`, `line`, `column` when known.
    var propertyList: PropertyListValue {
        var top = entries
        for category in requested {
            var places: [(key: String, diagnostics: [Diagnostic])] = []
            var indexOfPlace: [Place: Int] = [:]
            var keys: Set<String> = []
            for diagnostic in diagnostics where Category(diagnostic.severity) == category {
                let place = Place(file: diagnostic.file, position: diagnostic.position)
                if let index = indexOfPlace[place] {
                    places[index].diagnostics.append(diagnostic)
                    continue
                }
                var key = Self.placeKey(diagnostic)
                if keys.contains(key) { key = (diagnostic.file ?? "") + ":" + key }
                keys.insert(key)
                indexOfPlace[place] = places.count
                places.append((key, [diagnostic]))
            }
            let described = places.map { PropertyListValue.Entry($0.key, Self.entry($0.diagnostics, category)) }
            top.append(PropertyListValue.Entry(category.key, .dictionary(described)))
        }
        return .dictionary(top)
    }

    /// Where a message is: the messages of one place share an entry of the result.
    private struct Place: Hashable {
        var file: String?
        var position: SourcePosition?
    }

    /// The bytes to print in `format`.
    func bytes(in format: Format) throws(PropertyListWritingError) -> [UInt8] {
        switch format {
        case .humanReadableText: Array(text.utf8)
        case .xml1: Array(try XMLPropertyListWriter.text(of: propertyList).utf8)
        case .binary1: BinaryPropertyListWriter.bytes(of: propertyList)
        }
    }

    /// `human-readable-text`: per non-empty section a `/* key */` line, then one line per entry —
    /// `FILE:LINE: error: MESSAGE` for messages (the form Xcode's build system parses), `key: value`
    /// for other entries.
    var text: String {
        var lines: [String] = []
        for entry in entries {
            lines.append("/* \(entry.key) */")
            if case .dictionary(let fields) = entry.value {
                for field in fields {
                    if case .string(let value) = field.value { lines.append("\(field.key): \(value)") }
                }
            }
        }
        for category in requested {
            let matching = diagnostics.filter { Category($0.severity) == category }
            guard !matching.isEmpty else { continue }
            lines.append("/* \(category.key) */")
            for diagnostic in matching {
                let place = [diagnostic.file, diagnostic.position.map { String($0.line) }].compactMap { $0 }
                let prefix = place.isEmpty ? "" : place.joined(separator: ":") + ": "
                lines.append(prefix + category.lineWord + ": " + diagnostic.message)
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func placeKey(_ diagnostic: Diagnostic) -> String {
        if let position = diagnostic.position { return "\(position.line):\(position.column)" }
        return diagnostic.file ?? ""
    }

    private static func entry(_ sharing: [Diagnostic], _ category: Category) -> PropertyListValue {
        var fields: [PropertyListValue.Entry] = [
            .init("message", .array(sharing.map { .string($0.message) })), .init("type", .string(category.typeName)),
        ]
        if let file = sharing.first?.file { fields.append(.init("file", .string(file))) }
        if let position = sharing.first?.position {
            fields.append(.init("line", .integer(Int64(position.line))))
            fields.append(.init("column", .integer(Int64(position.column))))
        }
        return .dictionary(fields)
    }
}
