/// Why a file could not be read or written: the error every reader and writer of the package
/// throws for the file system, with the path it was given.
public struct FileError: Error, DiagnosticConvertible, Sendable, Equatable {
    /// What went wrong, as a value (callers decide on it; they never read the text).
    public enum Cause: Sendable, Equatable {
        /// The system refused, with its explanation (`strerror`).
        case system(String)
        /// A directory, device or other non-regular file.
        case notARegularFile
        /// The file is larger than the caller's limit.
        case tooLarge(bytes: Int, limit: Int)
    }

    /// The file, as the caller named it.
    public var path: String
    /// What went wrong.
    public var cause: Cause

    /// The failure of `path` for `cause`.
    public init(path: String, cause: Cause) {
        self.path = path
        self.cause = cause
    }

    /// The cause in words, without the path.
    public var reason: String {
        switch cause {
        case .system(let text): return text
        case .notARegularFile: return "not a regular file"
        case .tooLarge(let bytes, let limit): return "file is \(bytes) bytes, over the limit of \(limit)"
        }
    }

    /// The failure as an error about its file: `PATH: error: REASON`.
    public var diagnostic: Diagnostic { Diagnostic(file: path, message: reason) }
}
