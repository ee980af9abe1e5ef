import NibModel

/// Why code could not be generated. Every case that concerns a document says where, in the
/// `FILE:LINE:COLUMN: error: …` form compilers print, so editors and SwiftPM show it in place.
public enum CodeGenError: Error, DiagnosticConvertible, Sendable, Equatable {
    /// The same outlet of the same class has different types (or kinds) in two places.
    case conflictingOutlet(className: String, outlet: String, first: SourceLocation, firstType: String,
                           second: SourceLocation, secondType: String)
    /// Two inputs would write the same output file.
    case duplicateOutput(name: String, first: String, second: String)
    /// A template could not be parsed.
    case templateSyntax(template: String, message: String)
    /// A required template is missing from the templates directory.
    case missingTemplate(name: String, directory: String)
    /// An input could not be read or converted.
    case unreadableInput(path: String, message: String)

    /// The error at its place; a conflict carries a note at the first declaration.
    public var diagnostic: Diagnostic {
        switch self {
        case let .conflictingOutlet(className, outlet, first, firstType, second, secondType):
            let note = Diagnostic(.note, at: first,
                                  message: "outlet '\(outlet)' of class '\(className)' first declared here with type '\(firstType)'")
            return Diagnostic(at: second, message: "outlet '\(outlet)' of class '\(className)' has type '\(secondType)' here "
                + "but type '\(firstType)' at \(first)", notes: [note])
        case let .duplicateOutput(name, first, second):
            return Diagnostic(message: "inputs '\(first)' and '\(second)' would both generate '\(name)'; rename one of them")
        case let .templateSyntax(template, message):
            return Diagnostic(file: template, message: "invalid template: \(message)")
        case let .missingTemplate(name, directory):
            return Diagnostic(file: directory, message: "template '\(name).mustache' not found")
        case let .unreadableInput(path, message):
            return Diagnostic(file: path, message: message)
        }
    }
}
