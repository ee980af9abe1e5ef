import NibModel

/// Why a picture could not be made.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The document could not be read or converted (the message is already positioned).
    case input(String)
    /// An unknown output format (the file name's extension).
    case unknownFormat(String)
    /// Cairo could not create or write the output.
    case output(String)
    /// Writing the output file failed.
    case write(path: String, reason: String)

    public var description: String {
        switch self {
        case .input(let message): message
        case .unknownFormat(let name): "\(name): error: unknown output format (use .png, .svg or .pdf)"
        case .output(let reason): "error: cannot draw the picture: \(reason)"
        case .write(let path, let reason): "\(path): error: cannot write: \(reason)"
        }
    }
}
