import NibModel

/// Why a manifest could not be read.
public enum ManifestError: Error, DiagnosticConvertible, Sendable, Equatable {
    /// The bytes are not well-formed JSON; the position is where the parser stopped.
    case syntax(message: String, position: SourcePosition)
    /// JSON nests deeper than the reader allows.
    case tooDeep(limit: Int, position: SourcePosition)
    /// The manifest declares a format this reader does not understand; the position is that of
    /// the `format` member's value (of the top-level value when there is none).
    case unsupportedFormat(found: String?, position: SourcePosition? = nil)
    /// A required member is missing; the position is that of the object that lacks it.
    case missingMember(path: String, position: SourcePosition? = nil)
    /// A member has the wrong JSON type or an invalid value; the position is that of the value.
    case invalidValue(path: String, expected: String, position: SourcePosition? = nil)
    /// The graph is inconsistent (an id used twice, a reference to nothing); the position is
    /// that of the member at fault.
    case inconsistentGraph(path: String, message: String, position: SourcePosition? = nil)
    /// The file could not be read.
    case unreadable(path: String, reason: String)

    /// The error as a diagnostic. A manifest read from bytes does not know its file: the reader's
    /// caller names it with ``Diagnostic/located(in:)``. Members are named by their JSON path
    /// (`$.objects[3].class`) in the message, and by their line and column in the text.
    public var diagnostic: Diagnostic {
        switch self {
        case .syntax(let message, let position):
            return Diagnostic(position: position, message: "invalid JSON: \(message)")
        case .tooDeep(let limit, let position):
            return Diagnostic(position: position, message: "JSON nests deeper than \(limit) levels")
        case .unsupportedFormat(let found, let position):
            let what = found.map { "\"\(VisibleText.escaped($0))\"" } ?? "no \"format\" member"
            return Diagnostic(
                position: position,
                message:
                    "unsupported manifest format: \(what) (this reader understands \"\(NibDocument.currentFormat)\")")
        case .missingMember(let path, let position):
            return Diagnostic(position: position, message: "\(path): missing")
        case .invalidValue(let path, let expected, let position):
            return Diagnostic(position: position, message: "\(path): expected \(expected)")
        case .inconsistentGraph(let path, let message, let position):
            // The message quotes the manifest's ids and names: no control character reaches a terminal.
            return Diagnostic(position: position, message: "\(path): \(VisibleText.escaped(message))")
        case .unreadable(let path, let reason):
            return Diagnostic(file: path, message: "cannot read manifest: \(reason)")
        }
    }

    /// The same error without a position in the text (errors compare equal by what and where in
    /// the JSON tree, whatever the layout of the text).
    public var withoutPosition: ManifestError {
        switch self {
        case .unsupportedFormat(let found, _): return .unsupportedFormat(found: found)
        case .missingMember(let path, _): return .missingMember(path: path)
        case .invalidValue(let path, let expected, _): return .invalidValue(path: path, expected: expected)
        case .inconsistentGraph(let path, let message, _): return .inconsistentGraph(path: path, message: message)
        case .syntax, .tooDeep, .unreadable: return self
        }
    }

    /// The error positioned in `bytes`, the text it was found in: the member its path names (the
    /// object that should hold a missing member).
    func located(in bytes: [UInt8]) -> ManifestError {
        func at(_ path: String) -> SourcePosition {
            ManifestReader.position(in: bytes, offset: JSONPathLocator.offset(of: path, in: bytes))
        }
        switch self {
        case .unsupportedFormat(let found, nil):
            return .unsupportedFormat(found: found, position: at("$.\(ManifestMembers.Root.format.name)"))
        case .missingMember(let path, nil): return .missingMember(path: path, position: at(path))
        case .invalidValue(let path, let expected, nil):
            return .invalidValue(path: path, expected: expected, position: at(path))
        case .inconsistentGraph(let path, let message, nil):
            return .inconsistentGraph(path: path, message: message, position: at(path))
        default: return self
        }
    }
}
