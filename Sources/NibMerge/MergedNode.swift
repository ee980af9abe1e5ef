/// Which input a piece of the merged document is copied from.
enum MergeSide {
    case ours
    case theirs
}

/// Bytes copied from one input: an escaped attribute value, a text or a comment.
struct SourceBytes {
    var side: MergeSide
    var range: Range<Int>
}

/// One element of the merged document: copied whole from one input, or put together from the
/// merged attributes, text and children.
enum MergedNode {
    /// The element and everything inside it, exactly as one input has it.
    case verbatim(MarkupElement, MergeSide)
    /// An element whose parts come from different inputs.
    case built(BuiltElement)
}

/// An element assembled by the merge; ``MergeWriter`` writes it the way Interface Builder does.
struct BuiltElement {
    /// The element's identity (``ElementIdentity``).
    var key: String?
    var name: String
    /// Attribute names and their escaped values, in the order they are written.
    var attributes: [(name: String, value: SourceBytes)]
    var text: SourceBytes?
    var comments: [SourceBytes]
    var children: [MergedNode]
}
