import NibModel

/// Why a picture could not be made.
public enum RenderError: Error, DiagnosticConvertible, Sendable, Hashable {
    /// The document could not be read or converted.
    case input(Diagnostic)
    /// An unknown output format (the file name's extension).
    case unknownFormat(String)
    /// Cairo could not create or write the output.
    case output(String)
    /// Writing the output file failed.
    case write(path: String, reason: String)

    public var diagnostic: Diagnostic {
        switch self {
        case .input(let diagnostic): diagnostic
        case .unknownFormat(let name): Diagnostic(file: name, message: "unknown output format (use .png, .svg or .pdf)")
        case .output(let reason): Diagnostic(message: "cannot draw the picture: \(reason)")
        case .write(let path, let reason): Diagnostic(file: path, message: "cannot write: \(reason)")
        }
    }
}
