/// One problem or remark about an input, in the form every tool of the package prints:
/// `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, the form compilers use, so editors and SwiftPM show it
/// in place. Every error type of the package renders to a `Diagnostic` (see
/// ``DiagnosticConvertible``), and every `Diagnostic` prints through ``DiagnosticText``, the one
/// place that spells the form (the build plugins share it).
///
/// The file and the position are each optional: a problem with a whole file prints
/// `FILE: error: …`, one found before the file is known (a parser given bytes) prints
/// `LINE:COLUMN: error: …` until ``located(in:)`` names the file, and one about no file at all
/// prints `error: …`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    public var severity: Severity
    /// The file the diagnostic is about, as the caller named it.
    public var file: String?
    /// Where in ``file`` (1-based line and column).
    public var position: SourcePosition?
    /// The text after the severity: what is wrong, without the place.
    public var message: String
    /// Related remarks printed on the lines after this one (each usually a `note`).
    public var notes: [Diagnostic]

    public init(
        _ severity: Severity = .error, file: String? = nil, position: SourcePosition? = nil,
        message: String, notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.file = file
        self.position = position
        self.message = message
        self.notes = notes
    }

    public init(_ severity: Severity = .error, at location: SourceLocation?, message: String, notes: [Diagnostic] = [])
    {
        self.init(severity, file: location?.file, position: location?.position, message: message, notes: notes)
    }

    /// The runtime's spelling: `Diagnostic(severity: .warning, message: …, location: …)`.
    public init(severity: Severity, message: String, location: SourceLocation? = nil) {
        self.init(severity, at: location, message: message)
    }

    /// The file and position together, when both are known. Setting `nil` clears both.
    public var location: SourceLocation? {
        get {
            guard let file, let position else { return nil }
            return SourceLocation(file: file, position: position)
        }
        set {
            file = newValue?.file
            position = newValue?.position
        }
    }

    /// The same diagnostic (and its notes) attributed to `file` where they name no file yet.
    public func located(in file: String) -> Diagnostic {
        var copy = self
        if copy.file == nil || copy.file == "" { copy.file = file }
        copy.notes = notes.map { $0.located(in: file) }
        return copy
    }

    /// The same diagnostic with another severity (a `--strict`-dependent warning, for instance).
    public func with(severity: Severity) -> Diagnostic {
        var copy = self
        copy.severity = severity
        return copy
    }

    /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, with each note on a line of its own below.
    public var description: String {
        ([line] + notes.map(\.description)).joined(separator: "\n")
    }

    /// This diagnostic's own line, without its notes.
    private var line: String {
        DiagnosticText.line(
            file: file, position: position.map { ($0.line, $0.column) },
            severity: severity.rawValue, message: message)
    }
}

/// An error (or a remark) that can say what it is about as a ``Diagnostic``. Its `description` is
/// that diagnostic's text, so it prints the same wherever it is shown.
public protocol DiagnosticConvertible: CustomStringConvertible {
    /// The error as a diagnostic (severity, place and message).
    var diagnostic: Diagnostic { get }
}

extension DiagnosticConvertible {
    public var description: String { diagnostic.description }
}
