extension NibCodeGenerator {
    /// No longer available: the analysis is the generator's own model; what a caller read from
    /// it, the notes, comes from ``notes(for:)``.
    @available(
        *, unavailable, renamed: "notes(for:)",
        message: "the code model is not public; read its notes with notes(for:)"
    )
    public func analyze(_ inputs: [GeneratorInput]) -> Analysis { fatalError("unavailable") }

    /// No longer available: what ``analyze(_:)`` returned. It keeps the member callers read, so
    /// `generator.analyze(inputs).notes` fails to compile naming ``notes(for:)``.
    @available(
        *, unavailable,
        message: "the code model is not public; read its notes with NibCodeGenerator.notes(for:)"
    )
    public struct Analysis: Sendable {
        /// No longer available: ``NibCodeGenerator/notes(for:)`` returns them.
        public var notes: [CodeGenNote] { fatalError("unavailable") }
    }
}
