// The build plugins compile this file too (their copies are symbolic links to it), beside the
// NibModel files it needs; there is no NibModel module to import then.
#if canImport(NibModel)
    import NibModel
#endif

/// A problem in a `.strings` file, a String Catalog or a translation, at a position in its file.
public struct StringsError: Error, DiagnosticConvertible, Sendable, Hashable {
    /// The file the problem is in, as the caller named it (empty when parsing bytes without a name).
    public var file: String
    public var position: SourcePosition
    public var message: String
    /// What a warning that does not stop reading is about (nil for other problems): the reports
    /// count each kind under its own name.
    public var warningKind: WarningKind?
    /// How many places the warning stands for: one, or for the warning that sums up a file's
    /// unknown escapes past those listed one by one, how many more there are.
    public var occurrences: Int

    /// The kinds of warnings a `.strings` file or a catalog can have.
    public enum WarningKind: Sendable, Hashable {
        /// A key given twice: the last wins.
        case duplicateKey
        /// An escape the reader does not know, read as its character.
        case unknownEscape
    }

    public init(
        file: String = "", position: SourcePosition, message: String, warningKind: WarningKind? = nil,
        occurrences: Int = 1
    ) {
        self.file = file
        self.position = position
        self.message = message
        self.warningKind = warningKind
        self.occurrences = occurrences
    }

    /// Whether this is the warning for a key given twice.
    public var isDuplicateKey: Bool { warningKind == .duplicateKey }

    /// The same problem, attributed to `file`.
    public func located(in file: String) -> StringsError {
        StringsError(
            file: file, position: position, message: message, warningKind: warningKind, occurrences: occurrences)
    }

    /// The error at its place (`FILE:LINE:COLUMN: error: MESSAGE`; `LINE:COLUMN: …` while no file is named).
    public var diagnostic: Diagnostic { Diagnostic(file: file, position: position, message: message) }
}
