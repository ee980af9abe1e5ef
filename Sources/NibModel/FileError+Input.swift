extension FileError {
    /// The failure as every command reports an input it cannot read: `PATH:1:1: error: cannot read
    /// the file: REASON` (``unreadableMessage(_:)``).
    package var unreadableInput: Diagnostic {
        Diagnostic(file: path, position: .start, message: Self.unreadableMessage(reason))
    }

    /// The one wording of an input that cannot be read: `cannot read the file: REASON`.
    package static func unreadableMessage(_ reason: String) -> String { "cannot read the file: \(reason)" }
}
