import NibModel

/// Turns a converted UIKit storyboard (``NibDocument``) into what Apple's `ibtool` compiles it
/// to: a ``CompiledStoryboard``, one nib per controller and one per scene view, ready for
/// ``NibArchiveWriter``.
///
/// As ``AppKitNibEncoder``, it only writes what it encodes faithfully: any class, attribute or
/// connection it does not map is an issue (``NibCompileIssue``), and a document with issues is
/// not compiled at all. UIKit `.xib` documents are not encoded yet: each of their objects is an
/// issue.
public struct UIKitNibEncoder {
    /// The converted document.
    public let document: NibDocument
    /// The file the document was read from, for the issues' locations.
    public let file: String

    /// An encoder of `document`, read from `file` (for the issues' locations).
    public init(document: NibDocument, file: String) {
        self.document = document
        self.file = file
    }

    /// The compiled storyboard; throws every issue when anything is not encoded faithfully.
    public func encodeStoryboard() throws(NibCompileError) -> CompiledStoryboard {
        var encoding = UIKitEncoding(document: document, file: file)
        let storyboard = encoding.run()
        guard encoding.issues.isEmpty, let storyboard else { throw NibCompileError(issues: encoding.sortedIssues) }
        return storyboard
    }

    /// Everything the document uses that the encoder does not encode, in document order
    /// (empty when the document compiles).
    public func coverage() -> [NibCompileIssue] {
        var encoding = UIKitEncoding(document: document, file: file)
        _ = encoding.run()
        return encoding.sortedIssues
    }
}
