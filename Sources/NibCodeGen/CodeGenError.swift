import NibModel

/// Why code could not be generated. Every case that concerns a document says where, in the
/// `FILE:LINE:COLUMN: error: …` form compilers print, so editors and SwiftPM show it in place.
public enum CodeGenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The same outlet of the same class has different types (or kinds) in two places.
    case conflictingOutlet(className: String, outlet: String, first: SourceLocation, firstType: String,
                           second: SourceLocation, secondType: String)
    /// Two inputs would write the same output file.
    case duplicateOutput(OutputCollision)
    /// A template could not be parsed.
    case templateSyntax(template: String, message: String)
    /// A required template is missing from the templates directory.
    case missingTemplate(name: String, directory: String)
    /// An input could not be read or converted.
    case unreadableInput(path: String, message: String)

    public var description: String {
        switch self {
        case let .conflictingOutlet(className, outlet, first, firstType, second, secondType):
            return "\(second): error: outlet '\(outlet)' of class '\(className)' has type '\(secondType)' here "
                + "but type '\(firstType)' at \(first)\n"
                + "\(first): note: outlet '\(outlet)' of class '\(className)' first declared here with type '\(firstType)'"
        case let .duplicateOutput(collision):
            return collision.description
        case let .templateSyntax(template, message):
            return "\(template): error: invalid template: \(message)"
        case let .missingTemplate(name, directory):
            return "\(directory): error: template '\(name).mustache' not found"
        case let .unreadableInput(path, message):
            return "\(path): error: \(message)"
        }
    }
}
