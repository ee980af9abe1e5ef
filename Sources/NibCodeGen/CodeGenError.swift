import NibModel

/// Why code could not be generated. Every case that concerns a document says where, in the
/// `FILE:LINE:COLUMN: error: …` form compilers print, so editors and SwiftPM show it in place.
public enum CodeGenError: Error, DiagnosticConvertible, Sendable, Equatable {
    /// The same outlet of the same class has different types (or kinds) in two places.
    case conflictingOutlet(
        className: String, outlet: String, first: SourceLocation, firstType: String,
        second: SourceLocation, secondType: String)
    /// Two inputs would write the same output file.
    case duplicateOutput(OutputCollision)
    /// A template could not be parsed.
    case templateSyntax(template: String, message: String)
    /// A required template is missing from the templates directory.
    case missingTemplate(name: String, directory: String)
    /// An input could not be read or converted.
    case unreadableInput(path: String, message: String)
    /// A storyboard reference names a storyboard that several folders of the target have, none of
    /// them the referring storyboard's (``TargetDocumentNames/resolve(referenceFrom:candidates:)``):
    /// `paths` are the candidates, one per folder.
    case ambiguousStoryboardReference(SourceLocation, name: String, paths: [String])

    /// The error at its place; a conflict carries a note at the first declaration.
    public var diagnostic: Diagnostic {
        switch self {
        case .conflictingOutlet(let className, let outlet, let first, let firstType, let second, let secondType):
            let note = Diagnostic(
                .note, at: first,
                message: "outlet '\(outlet)' of class '\(className)' first declared here with type '\(firstType)'")
            return Diagnostic(
                at: second,
                message: "outlet '\(outlet)' of class '\(className)' has type '\(secondType)' here "
                    + "but type '\(firstType)' at \(first)", notes: [note])
        case .duplicateOutput(let collision):
            return collision.diagnostic
        case .templateSyntax(let template, let message):
            return Diagnostic(file: template, message: "invalid template: \(message)")
        case .missingTemplate(let name, let directory):
            return Diagnostic(file: directory, message: "template '\(name).mustache' not found")
        case .unreadableInput(let path, let message):
            return Diagnostic(file: path, message: message)
        case .ambiguousStoryboardReference(let location, let name, let paths):
            return Diagnostic(at: location, message: TargetDocumentNames.ambiguityMessage(name: name, paths: paths))
        }
    }
}

extension OutputCollision: DiagnosticConvertible {
    /// The error at the second document, the one that would overwrite the first's file.
    public var diagnostic: Diagnostic { Diagnostic(file: second, message: message) }
}
