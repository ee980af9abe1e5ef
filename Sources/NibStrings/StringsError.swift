import NibModel

/// A problem in a `.strings` file, a String Catalog or a translation, at a position in its file.
public struct StringsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file the problem is in, as the caller named it (empty when parsing bytes without a name).
    public var file: String
    public var position: SourcePosition
    public var message: String

    public init(file: String = "", position: SourcePosition, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    /// The same problem, attributed to `file`.
    public func located(in file: String) -> StringsError {
        StringsError(file: file, position: position, message: message)
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`.
    public var description: String { diagnostic(severity: "error") }

    /// The compiler form with the given severity (`error`, `warning`).
    public func diagnostic(severity: String) -> String {
        let location = file.isEmpty ? "\(position)" : "\(file):\(position)"
        return "\(location): \(severity): \(message)"
    }
}
