import NibModel

/// Why three documents could not be merged at all (as opposed to merging with conflicts, which
/// ``MergeResult/conflicts`` reports).
public enum MergeError: Error, DiagnosticConvertible, Sendable, Equatable {
    /// A document is not well-formed XML.
    case malformed(SourceLocation, message: String)
    /// A document's root is not `<document>` (a legacy `<archive>` or something else).
    case legacyArchive(file: String)
    /// A document's root element is neither `<document>` nor `<archive>`.
    case notAnInterfaceBuilderDocument(SourceLocation, root: String)
    /// Two elements of one input share an `id`, so objects cannot be matched across versions.
    case duplicateID(SourceLocation, id: String)
    /// The versions are documents of different types (a xib and a storyboard, or documents for
    /// different platforms): placed at the root of the version that differs from ours.
    case documentTypesDiffer(SourceLocation, type: String, oursType: String)
    /// The merge produced a document that fails its own checks (a defect, reported rather than written).
    case invalidResult(file: String, reason: String)

    /// The error as a diagnostic, names from the documents escaped (``PrintableText``).
    public var diagnostic: Diagnostic {
        var diagnostic = unescaped
        diagnostic.message = PrintableText.name(diagnostic.message)
        return diagnostic
    }

    private var unescaped: Diagnostic {
        switch self {
        case .malformed(let location, let message):
            return Diagnostic(at: location, message: "not well-formed XML: \(message)")
        case .legacyArchive(let file):
            return Diagnostic(
                file: file,
                message:
                    "legacy archive documents are not merged; resolve the conflict by hand or open the document in Interface Builder to save it in the modern format"
            )
        case .notAnInterfaceBuilderDocument(let location, let root):
            return Diagnostic(
                at: location, message: "root element <\(root)> is not an Interface Builder <document>; not merged")
        case .duplicateID(let location, let id):
            return Diagnostic(at: location, message: "id \"\(id)\" is used by more than one element; not merged")
        case .documentTypesDiffer(let location, let type, let oursType):
            return Diagnostic(
                at: location,
                message:
                    "document type \"\(type)\" differs from ours' \"\(oursType)\"; documents of different types are not merged"
            )
        case .invalidResult(let file, let reason):
            return Diagnostic(file: file, message: "the merged document would be invalid (\(reason)); not merged")
        }
    }
}
