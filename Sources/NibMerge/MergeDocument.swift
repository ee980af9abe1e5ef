import NibModel

/// One of the three versions of a document, read for merging: its bytes, its element tree, and
/// every element by identity (``ElementIdentity``).
struct MergeDocument {
    let bytes: [UInt8]
    let file: String
    let root: MarkupElement
    /// Every element by its identity.
    let elements: [String: MarkupElement]

    /// Reads `bytes`. A legacy `<archive>` or a document whose ids repeat is refused.
    init(bytes: [UInt8], file: String) throws(MergeError) {
        self.bytes = bytes
        self.file = file
        root = try MarkupScanner.scan(bytes, file: file)
        guard root.name == "document" else {
            if root.name == "archive" { throw .legacyArchive(file: file) }
            throw .notAnInterfaceBuilderDocument(
                SourceLocation(file: file, line: root.line, column: root.column), root: root.name)
        }
        root.key = "document"
        ElementIdentity.assignKeys(below: root)
        var elements: [String: MarkupElement] = [:]
        try Self.index(root, into: &elements, file: file)
        self.elements = elements
    }

    /// Records every element by identity and computes each one's digest, children first.
    private static func index(
        _ element: MarkupElement, into elements: inout [String: MarkupElement], file: String
    ) throws(MergeError) {
        if elements.updateValue(element, forKey: element.key) != nil {
            throw .duplicateID(
                SourceLocation(file: file, line: element.line, column: element.column),
                id: element.attribute("id") ?? element.key)
        }
        var hasher = Hasher()
        var layoutFree = Hasher()
        hasher.combine(element.name)
        layoutFree.combine(element.name)
        for attribute in element.attributes {
            hasher.combine(attribute.name)
            hasher.combine(attribute.value)
            if AttributeClass.of(attribute: attribute.name, in: element.name) != .geometry {
                layoutFree.combine(attribute.name)
                layoutFree.combine(attribute.value)
            }
        }
        hasher.combine(element.text)
        layoutFree.combine(element.text)
        element.ownDigest = hasher.finalize()
        var whole = Hasher()
        var list = Hasher()
        whole.combine(element.ownDigest)
        for child in element.children {
            try index(child, into: &elements, file: file)
            whole.combine(child.digest)
            layoutFree.combine(child.layoutFreeDigest)
            list.combine(child.key)
        }
        element.digest = whole.finalize()
        element.layoutFreeDigest = layoutFree.finalize()
        element.childListDigest = list.finalize()
    }

    /// The raw bytes of `range`.
    func slice(_ range: Range<Int>) -> ArraySlice<UInt8> { bytes[range] }
}
