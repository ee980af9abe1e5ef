import NibModel

/// Why a document could not be compiled. Every case carries the place in the file it is about.
public enum XibError: Error, DiagnosticConvertible, Sendable, Equatable {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The input is larger than the converter accepts.
    case tooLarge(file: String, bytes: Int, limit: Int)
    /// The input is a compiled nib (a NIBArchive file, a `.nib` or `.storyboardc` folder), not
    /// the document it was compiled from.
    case compiledNib(file: String)
    /// The bytes are not well-formed XML, or use a feature refused for safety (a DTD).
    case malformedXML(SourceLocation, message: String)
    /// The root element is not an Interface Builder document.
    case notAnInterfaceBuilderDocument(SourceLocation, root: String)
    /// A legacy `<archive>` document of a type or version the converter does not read.
    case unsupportedArchive(SourceLocation, type: String, version: String)
    /// A legacy archive whose structure is not what Interface Builder writes.
    case malformedArchive(SourceLocation, message: String)
    /// A legacy archive's object records form a cycle through their parents.
    case recordCycle(SourceLocation, id: String)
    /// A legacy archive connection names an object that has no object record.
    case connectionWithoutRecord(SourceLocation, role: String)
    /// Base64 text (`<bytes>`, `<string type="base64-UTF8">`) that does not decode.
    case invalidBase64(SourceLocation, element: String)
    /// A required attribute is missing from an element.
    case missingAttribute(SourceLocation, element: String, attribute: String)
    /// Two elements share an id.
    case duplicateID(SourceLocation, id: String, first: SourcePosition)
    /// A reference names an id that nothing in the document has.
    case danglingReference(SourceLocation, id: String, role: String)
    /// A connection points at another connection rather than at an object.
    case referenceToConnection(SourceLocation, id: String, role: String)
    /// A storyboard scene marks two objects as its controller.
    case duplicateSceneController(SourceLocation, scene: String, first: String)
    /// A segue leads to something that is not a scene's controller (or, for an unwind segue, an Exit).
    case segueToMissingScene(SourceLocation, destination: String, kind: String)
    /// Relationship or embed segues lead from a controller back to itself.
    case relationshipCycle(SourceLocation, controllers: [String])
    /// Two controllers of one storyboard share a `storyboardIdentifier`.
    case duplicateStoryboardIdentifier(SourceLocation, identifier: String, first: SourcePosition)
    /// The document's `initialViewController` names no scene's controller.
    case missingInitialController(SourceLocation, id: String)
    /// A storyboard reference names a storyboard that cannot be found.
    case missingReferencedStoryboard(SourceLocation, name: String, searched: [String])
    /// A storyboard reference names a storyboard that several folders hold, none of them the
    /// referring storyboard's own (``TargetDocumentNames/resolve(referenceFrom:candidates:)``):
    /// one path per folder.
    case ambiguousReferencedStoryboard(SourceLocation, name: String, paths: [String])
    /// A storyboard reference names an identifier the referenced storyboard does not have (nil:
    /// the reference wants the initial controller and the storyboard has none).
    case missingReferencedIdentifier(SourceLocation, storyboard: String, identifier: String?)
    /// A referenced storyboard exists but could not be read: `reason` says why, at `position` in
    /// it when the problem has one (malformed XML).
    case unreadableReferencedStoryboard(SourceLocation, path: String, reason: String, position: SourcePosition?)
    /// An attribute that names a file (a reference's `storyboardName`) holds a path or another
    /// text that is not a name (``ResourceName``).
    case invalidName(SourceLocation, attribute: String, value: String, problem: ResourceName.Problem)

    /// Where the problem is.
    public var location: SourceLocation {
        switch self {
        case .unreadable(let file, _), .tooLarge(let file, _, _), .compiledNib(let file):
            return SourceLocation(file: file, position: .start)
        case .malformedXML(let location, _), .notAnInterfaceBuilderDocument(let location, _),
            .unsupportedArchive(let location, _, _), .malformedArchive(let location, _),
            .recordCycle(let location, _), .connectionWithoutRecord(let location, _),
            .invalidBase64(let location, _), .missingAttribute(let location, _, _),
            .duplicateID(let location, _, _), .danglingReference(let location, _, _),
            .referenceToConnection(let location, _, _), .duplicateSceneController(let location, _, _),
            .segueToMissingScene(let location, _, _), .relationshipCycle(let location, _),
            .duplicateStoryboardIdentifier(let location, _, _), .missingInitialController(let location, _),
            .missingReferencedStoryboard(let location, _, _), .missingReferencedIdentifier(let location, _, _),
            .ambiguousReferencedStoryboard(let location, _, _),
            .unreadableReferencedStoryboard(let location, _, _, _), .invalidName(let location, _, _, _):
            return location
        }
    }

    /// The message, without the location.
    public var message: String {
        switch self {
        case .unreadable(_, let reason):
            return FileError.unreadableMessage(reason)
        case .tooLarge(_, let bytes, let limit):
            return "the file is \(bytes) bytes, over the limit of \(limit) bytes"
        case .compiledNib:
            return "a compiled nib (NIBArchive), not an Interface Builder document: give the .xib or "
                + ".storyboard it was compiled from ('codegen dump' lists a compiled nib's objects)"
        case .malformedXML(_, let message):
            return "malformed XML: \(message)"
        case .notAnInterfaceBuilderDocument(_, let root):
            return "not an Interface Builder document: the root element is <\(root)>, expected <document>"
        case .unsupportedArchive(_, let type, let version):
            return "legacy archive of type \"\(type)\", version \"\(version)\" is not supported; "
                + "supported types: \(ArchiveFormat.types.joined(separator: ", ")); versions: \(ArchiveFormat.versions.joined(separator: ", "))"
        case .malformedArchive(_, let message):
            return "malformed legacy archive: \(message)"
        case .recordCycle(_, let id):
            return "object record \"\(id)\" is its own ancestor (the records' parents form a cycle)"
        case .connectionWithoutRecord(_, let role):
            return "connection \(role) is an archived object without an object record"
        case .invalidBase64(_, let element):
            return "<\(element)> holds text that is not valid base64"
        case .missingAttribute(_, let element, let attribute):
            return "<\(element)> has no \(attribute) attribute"
        case .duplicateID(_, let id, let first):
            return "duplicate id \"\(id)\"; it is first used at line \(first.line), column \(first.column)"
        case .danglingReference(_, let id, let role):
            return "\(role) \"\(id)\" does not exist in this document"
        case .referenceToConnection(_, let id, let role):
            return "\(role) \"\(id)\" is a connection, not an object"
        case .duplicateSceneController(_, let scene, let first):
            return "scene \"\(scene)\" already has a controller, \"\(first)\"; a scene holds one"
        case .segueToMissingScene(_, let destination, let kind):
            return kind == "unwind"
                ? "unwind segue destination \"\(destination)\" is not the Exit of a scene in this storyboard"
                : "\(kind) segue destination \"\(destination)\" is not the controller of a scene in this storyboard"
        case .relationshipCycle(_, let controllers):
            return "relationship cycle: \(controllers.map { "\"\($0)\"" }.joined(separator: " → ")) contain each other"
        case .duplicateStoryboardIdentifier(_, let identifier, let first):
            return
                "duplicate storyboard identifier \"\(identifier)\"; it is first used at line \(first.line), column \(first.column)"
        case .missingInitialController(_, let id):
            return "initial view controller \"\(id)\" is not the controller of a scene in this storyboard"
        case .missingReferencedStoryboard(_, let name, let searched):
            return
                "referenced storyboard \"\(name)\" not found (looked for \(name).storyboard in \(searched.joined(separator: ", ")))"
        case .ambiguousReferencedStoryboard(_, let name, let paths):
            return TargetDocumentNames.ambiguityMessage(name: name, paths: paths)
        case .missingReferencedIdentifier(_, let storyboard, let identifier?):
            return "storyboard \"\(storyboard)\" has no controller with storyboard identifier \"\(identifier)\""
        case .missingReferencedIdentifier(_, let storyboard, nil):
            return "storyboard \"\(storyboard)\" has no initial view controller to reference"
        case .unreadableReferencedStoryboard(_, let path, _, _):
            return "cannot read referenced storyboard \(path)"
        case .invalidName(_, let attribute, let value, let problem):
            return ResourceName.message(what: attribute, value: value, problem: problem)
        }
    }

    /// The error at its ``location``; its text (`description`) is `file:line:column: error: message`.
    /// An unreadable referenced storyboard adds a note at the problem in that storyboard.
    public var diagnostic: Diagnostic {
        guard case .unreadableReferencedStoryboard(_, let path, let reason, let position) = self else {
            return Diagnostic(at: location, message: message)
        }
        return Diagnostic(
            at: location, message: message, notes: [Diagnostic(.note, file: path, position: position, message: reason)])
    }
}
