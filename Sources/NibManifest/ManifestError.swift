import NibModel

/// Why a manifest could not be read.
public enum ManifestError: Error, DiagnosticConvertible, Sendable, Equatable {
    /// The bytes are not well-formed JSON; the position is where the parser stopped.
    case syntax(message: String, position: SourcePosition)
    /// JSON nests deeper than the reader allows.
    case tooDeep(limit: Int, position: SourcePosition)
    /// The manifest declares a format this reader does not understand.
    case unsupportedFormat(found: String?)
    /// A required member is missing.
    case missingMember(path: String)
    /// A member has the wrong JSON type or an invalid value.
    case invalidValue(path: String, expected: String)
    /// The graph is inconsistent (an id used twice, a reference to nothing).
    case inconsistentGraph(path: String, message: String)
    /// The file could not be read.
    case unreadable(path: String, reason: String)

    /// The error as a diagnostic. A manifest read from bytes does not know its file: the reader's
    /// caller names it with ``Diagnostic/located(in:)``. Members are named by their JSON path
    /// (`$.objects[3].class`) in the message.
    public var diagnostic: Diagnostic {
        switch self {
        case .syntax(let message, let position):
            return Diagnostic(position: position, message: "invalid JSON: \(message)")
        case .tooDeep(let limit, let position):
            return Diagnostic(position: position, message: "JSON nests deeper than \(limit) levels")
        case .unsupportedFormat(let found):
            let what = found.map { "\"\($0)\"" } ?? "no \"format\" member"
            return Diagnostic(
                message:
                    "unsupported manifest format: \(what) (this reader understands \"\(NibDocument.currentFormat)\")")
        case .missingMember(let path):
            return Diagnostic(message: "\(path): missing")
        case .invalidValue(let path, let expected):
            return Diagnostic(message: "\(path): expected \(expected)")
        case .inconsistentGraph(let path, let message):
            return Diagnostic(message: "\(path): \(message)")
        case .unreadable(let path, let reason):
            return Diagnostic(file: path, message: "cannot read manifest: \(reason)")
        }
    }
}
