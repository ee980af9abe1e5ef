import NibModel

/// Why a compiled nib could not be read into the model: the archive itself, or its layout.
public enum CompiledNibLoadError: Error, DiagnosticConvertible, Sendable {
    /// The file could not be read or is not a well-formed NIBArchive.
    case archive(NibArchiveLoadError)
    /// The archive does not lay out a document the reader knows.
    case model(CompiledNibDocumentError)

    public var diagnostic: Diagnostic {
        switch self {
        case .archive(let error): return error.diagnostic
        case .model(let error): return error.diagnostic
        }
    }
}
