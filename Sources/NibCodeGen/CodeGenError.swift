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
    /// A template could not be parsed. No longer thrown: such a template is ``invalidTemplate(_:message:)``,
    /// at its place in the template file.
    @available(
        *, deprecated,
        message:
            "no longer thrown: a template that cannot be parsed is invalidTemplate(_:message:), positioned in the template file"
    )
    case templateSyntax(template: String, message: String)
    /// A required template is missing from the templates directory.
    case missingTemplate(name: String, directory: String)
    /// A template cannot be used: a parse error, or a partial no template is named after, at its
    /// place in the template file.
    case invalidTemplate(SourceLocation, message: String)
    /// A templates directory holds none of the templates `names` (file names).
    case noTemplates(directory: String, names: [String])
    /// An input could not be read or converted.
    case unreadableInput(path: String, message: String)
    /// A storyboard reference names a storyboard that several folders of the target have, none of
    /// them the referring storyboard's (``TargetDocumentNames/resolve(referenceFrom:candidates:)``):
    /// `paths` are the candidates, one per folder.
    case ambiguousStoryboardReference(SourceLocation, name: String, paths: [String])
    /// Two documents of different names whose typed accessors would have the same Swift name
    /// (`Login.xib` and `login.xib` both give `LoginNib`): the second one is the error's file.
    case duplicateTypeName(name: String, first: String, second: String)
    /// A class a document uses has the Swift name of a type the generated code declares (`FooBase`
    /// next to the owner class `Foo`): `generated` says which, the location is the element.
    case generatedNameClash(SourceLocation, className: String, generated: String)
    /// Two classes whose scaffolded files differ only in case (`Foo.swift`, `foo.swift`), which a
    /// case-insensitive disk (macOS's default) cannot hold side by side.
    case duplicateScaffoldFile(name: String, first: String, location: SourceLocation?)

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
        case .invalidTemplate(let location, let message):
            return Diagnostic(at: location, message: "invalid template: \(message)")
        case .noTemplates(let directory, let names):
            return Diagnostic(
                file: directory,
                message: "the templates directory holds none of the templates (\(names.joined(separator: ", ")))")
        case .unreadableInput(let path, let message):
            return Diagnostic(file: path, message: message)
        case .ambiguousStoryboardReference(let location, let name, let paths):
            return Diagnostic(at: location, message: TargetDocumentNames.ambiguityMessage(name: name, paths: paths))
        case .duplicateTypeName(let name, let first, let second):
            return Diagnostic(
                file: second, message: "declares the type '\(name)' like \(first); rename one of them")
        case .generatedNameClash(let location, let className, let generated):
            return Diagnostic(
                at: location,
                message: "class '\(className)' has the name of \(generated); rename the class "
                    + "(or give it another Swift name with 'types' in nib.json)")
        case .duplicateScaffoldFile(let name, let first, let location):
            return Diagnostic(
                at: location,
                message: "scaffolds '\(name)', which differs from '\(first)' only in case "
                    + "(a case-insensitive disk holds one of them); rename one of the classes")
        }
    }
}

extension OutputCollision: DiagnosticConvertible {
    /// The error at the second document, the one that would overwrite the first's file.
    public var diagnostic: Diagnostic { Diagnostic(file: second, message: message) }
}
