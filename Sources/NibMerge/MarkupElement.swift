/// One attribute as written: its name, its decoded value, and where its escaped value lies in the
/// document's bytes (so a merged document writes the value exactly as Interface Builder did).
struct MarkupAttribute: Hashable {
    var name: String
    var value: String
    /// The escaped value's bytes in the document it was read from.
    var raw: Range<Int>
}

/// One element of a document read for merging, with the byte range it occupies, so an unchanged
/// element is copied into the merged document byte for byte.
final class MarkupElement {
    let name: String
    var attributes: [MarkupAttribute]
    var children: [MarkupElement] = []
    /// The decoded character data of an element without child elements (nil when there is none).
    var text: String?
    /// The escaped character data's bytes, for an element that has text.
    var rawText: Range<Int>?
    /// The comments written right before the element (Interface Builder names each scene this way).
    var leadingComments: [Range<Int>] = []
    /// From the `<` of the start tag to the `>` of the end tag (or of `/>`).
    let start: Int
    var end: Int
    /// 1-based position of the start tag.
    let line: Int
    let column: Int
    /// How deep the element is: the root is 0.
    let depth: Int
    /// The element's identity across the three versions (see ``ElementIdentity``).
    var key = ""
    /// Whether the element lies in the document's object graph (``ElementIdentity/objectContainers``),
    /// where an `id` names an object.
    var isInObjectGraph = false
    /// The key of the parent element ("" for the root).
    var parentKey = ""
    /// For an element without an id: which of its siblings of the same name (and naming attribute) it is.
    var ordinal = 0
    /// A digest of the element's whole content (name, attributes, text, children), for finding unchanged subtrees.
    var digest = 0
    /// A digest of the element's own content: its name, attributes and text.
    var ownDigest = 0
    /// A digest of the whole content without geometry (``AttributeClass/geometry``): equal when
    /// two versions differ only in layout.
    var layoutFreeDigest = 0
    /// A digest of the identities of its children, in order.
    var childListDigest = 0

    init(name: String, attributes: [MarkupAttribute], start: Int, line: Int, column: Int, depth: Int) {
        self.name = name
        self.attributes = attributes
        self.start = start
        self.end = start
        self.line = line
        self.column = column
        self.depth = depth
    }

    /// The value of the attribute `name`, if present.
    func attribute(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// The attribute `name`, if present.
    func attributeRecord(_ name: String) -> MarkupAttribute? {
        for attribute in attributes where attribute.name == name { return attribute }
        return nil
    }
}
