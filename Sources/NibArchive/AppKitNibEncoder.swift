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
    /// The module the nib is compiled for (ibtool's `--module`): custom classes that inherit
    /// their module from the target (`customModuleProvider="target"`) are in it, whatever module
    /// the document last recorded; nil keeps the document's.
    public let targetModule: String?
    /// The module given to ``init(document:file:module:)``, which never applied it.
    @available(*, deprecated, message: "never applied; use targetModule")
    public var module: String? { deprecatedModule }
    private let deprecatedModule: String?

    /// An encoder of `document`, read from `file` (for the issues' locations), compiling for
    /// `targetModule` (ibtool's `--module`; nil keeps the document's modules).
    public init(document: NibDocument, file: String, targetModule: String? = nil) {
        self.document = document
        self.file = file
        self.targetModule = targetModule
        deprecatedModule = nil
    }

    /// An encoder that records `module` but does not apply it, as this initializer always did.
    @available(
        *, deprecated,
        message: "the module was never applied; use init(document:file:targetModule:), which applies it"
    )
    public init(document: NibDocument, file: String, module: String?) {
        self.document = document
        self.file = file
        targetModule = nil
        deprecatedModule = module
    }

    /// The archive graph; throws every issue when anything is not encoded faithfully.
    public func encode() throws(NibCompileError) -> NibArchiveGraph {
        var encoding = AppKitEncoding(document: document, file: file, targetModule: targetModule)
        encoding.run()
        guard encoding.issues.isEmpty else { throw NibCompileError(issues: encoding.issues) }
        return encoding.graph
    }

    /// Everything the document uses that the encoder does not encode, in document order
    /// (empty when the document compiles).
    public func coverage() -> [NibCompileIssue] {
        var encoding = AppKitEncoding(document: document, file: file, targetModule: targetModule)
        encoding.run()
        return encoding.issues
    }
}
