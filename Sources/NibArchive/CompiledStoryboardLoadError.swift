import NibModel

/// Why a compiled storyboard (`.storyboardc` folder) could not be read: a file of it, its
/// `Info.plist`, one of its nibs, or how they fit together.
public enum CompiledStoryboardLoadError: Error, DiagnosticConvertible, Sendable {
    /// `Info.plist` could not be read (missing, not a regular file, too large).
    case file(FileError)
    /// `Info.plist` is not a binary property list the reader accepts (located in it).
    case propertyList(BinaryPropertyListError)
    /// A nib of the folder could not be read or is not a NIBArchive (located in it).
    case nib(NibArchiveLoadError)
    /// A nib does not lay out a UIKit nib the model reader knows (located in it).
    case model(CompiledNibDocumentError)
    /// The files do not fit together as a storyboard.
    case storyboard(CompiledStoryboardError)

    public var diagnostic: Diagnostic {
        switch self {
        case .file(let error):
            return Diagnostic(
                file: error.path, position: .start,
                message: "cannot read the compiled storyboard's Info.plist, which names its scenes: \(error.reason)")
        case .propertyList(let error): return error.diagnostic
        case .nib(let error): return error.diagnostic
        case .model(let error): return error.diagnostic
        case .storyboard(let error): return error.diagnostic
        }
    }
}
