import NibModel

/// Turns a converted UIKit storyboard (``NibDocument``) into what Apple's `ibtool` compiles it
/// to: a ``CompiledStoryboard``, one nib per controller and one per scene view, ready for
/// ``NibArchiveWriter``.
///
/// As ``AppKitNibEncoder``, it only writes what it encodes faithfully: any class, attribute or
/// connection it does not map is an issue (``NibCompileIssue``), and a document with issues is
/// not compiled at all. A UIKit `.xib` document compiles to one nib (``encodeNib()``).
public struct UIKitNibEncoder {
    /// The converted document.
    public let document: NibDocument
    /// The file the document was read from, for the issues' locations.
    public let file: String
    /// The module the nib is compiled for (ibtool's `--module`): custom classes that inherit
    /// their module from the target (`customModuleProvider="target"`) are in it, whatever module
    /// the document last recorded; nil keeps the document's.
    public let targetModule: String?

    /// An encoder of `document`, read from `file` (for the issues' locations), compiling for
    /// `targetModule` (ibtool's `--module`; nil keeps the document's modules).
    public init(document: NibDocument, file: String, targetModule: String? = nil) {
        self.document = document
        self.file = file
        self.targetModule = targetModule
    }

    /// The compiled storyboard; throws every issue when anything is not encoded faithfully.
    public func encodeStoryboard() throws(NibCompileError) -> CompiledStoryboard {
        var encoding = UIKitEncoding(document: document, file: file, targetModule: targetModule)
        let storyboard = encoding.run()
        guard encoding.issues.isEmpty, let storyboard else { throw NibCompileError(issues: encoding.sortedIssues) }
        return storyboard
    }

    /// The nib of a UIKit `.xib` document (File's Owner and First Responder as proxies, its
    /// top-level views, outlets and actions); throws every issue when anything is not encoded
    /// faithfully, or when the document is a storyboard (``encodeStoryboard()``).
    public func encodeNib() throws(NibCompileError) -> NibArchiveGraph {
        var encoding = UIKitEncoding(document: document, file: file, targetModule: targetModule)
        guard !document.isStoryboard else {
            encoding.refuse(.document, "UIKit storyboard", at: .start, detail: "(compiles to a .storyboardc folder)")
            throw NibCompileError(issues: encoding.sortedIssues)
        }
        let graph = encoding.runXib()
        guard encoding.issues.isEmpty, let graph else { throw NibCompileError(issues: encoding.sortedIssues) }
        return graph
    }

    /// Everything the document uses that the encoder does not encode, in document order
    /// (empty when the document compiles), for a storyboard or a `.xib` alike.
    public func coverage() -> [NibCompileIssue] {
        var encoding = UIKitEncoding(document: document, file: file, targetModule: targetModule)
        if document.isStoryboard { _ = encoding.run() } else { _ = encoding.runXib() }
        return encoding.sortedIssues
    }
}
