import NibModel

/// Why ``NibArchiveFile/read(contentsOf:)`` could not give an archive: the file could not be
/// read, a `.nib` folder holds no archive, or the bytes are not a NIBArchive.
public enum NibArchiveLoadError: Error, DiagnosticConvertible, Sendable, Equatable {
    /// The file could not be read (missing, not a regular file, too large).
    case file(FileError)
    /// A folder without `keyedobjects.nib` or `runtime.nib` inside.
    case noArchiveInFolder(path: String)
    /// The bytes are not a NIBArchive this reader accepts (located in the file read).
    case archive(NibArchiveError)

    public var diagnostic: Diagnostic {
        switch self {
        case .file(let failure):
            return failure.unreadableInput
        case .noArchiveInFolder(let path):
            let storyboard = FileIO.withoutTrailingSlashes(path).hasSuffix(".storyboardc")
            return Diagnostic(
                file: path, position: .start,
                message: storyboard
                    ? "a compiled storyboard, not a nib: it holds one .nib per scene (name one of them), and inspect, convert, validate and nib-render read it whole"
                    : "a .nib folder holds keyedobjects.nib or runtime.nib, and this one holds neither as a file")
        case .archive(let error):
            return error.diagnostic
        }
    }
}
