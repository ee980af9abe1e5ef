import NibModel

/// Turns a converted AppKit `.xib` (``NibDocument``) into the object graph Apple's `ibtool`
/// archives for it, ready for ``NibArchiveWriter``.
///
/// The graph's root is an `NSObject` whose `IB.objectdata` is an `NSIBObjectData`: the root
/// object (File's Owner), the windows visible at launch, the connectors, the parent of every
/// object and every object's id. The encoder only writes what it encodes faithfully: any class,
/// attribute or connection it does not map is an issue (``NibCompileIssue``), and a document
/// with issues is not compiled at all, so a nib it writes never loads differently from Apple's.
public struct AppKitNibEncoder {
    /// The converted document.
    public let document: NibDocument
    /// The file the document was read from, for the issues' locations.
    public let file: String
    /// The module that custom classes without one of their own belong to (`--module`); documents
    /// that name modules are not encoded yet, so nothing depends on it so far.
    public let module: String?

    /// An encoder of `document`, read from `file` (for the issues' locations).
    public init(document: NibDocument, file: String, module: String? = nil) {
        self.document = document
        self.file = file
        self.module = module
    }

    /// The archive graph; throws every issue when anything is not encoded faithfully.
    public func encode() throws(NibCompileError) -> NibArchiveGraph {
        var encoding = AppKitEncoding(document: document, file: file, module: module)
        encoding.run()
        guard encoding.issues.isEmpty else { throw NibCompileError(issues: encoding.issues) }
        return encoding.graph
    }

    /// Everything the document uses that the encoder does not encode, in document order
    /// (empty when the document compiles).
    public func coverage() -> [NibCompileIssue] {
        var encoding = AppKitEncoding(document: document, file: file, module: module)
        encoding.run()
        return encoding.issues
    }
}
