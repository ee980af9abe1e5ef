import NibModel

/// Something the loader noticed that did not stop it: an unknown class that fell back to a
/// standard one, a missing image, a connection kind this runtime does not make.
public struct NibDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case note, warning
    }

    public var severity: Severity
    public var message: String
    /// Where in the source document the cause is, when known.
    public var location: SourceLocation?

    public init(severity: Severity, message: String, location: SourceLocation? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// `File.xib:line:column: warning: message`, as compilers print it.
    public var description: String {
        if let location { return "\(location): \(severity.rawValue): \(message)" }
        return "\(severity.rawValue): \(message)"
    }
}
