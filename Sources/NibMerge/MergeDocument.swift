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
        try self.init(try Scanned(bytes: bytes, file: file), aligningTo: nil)
    }

    /// A version read but not yet given its identities: its elements' digests are known, so
    /// another version's elements without ids can be aligned with them (``ElementIdentity``).
    struct Scanned {
        let bytes: [UInt8]
        let file: String
        let root: MarkupElement

        /// Reads `bytes`. A legacy `<archive>` is refused.
        init(bytes: [UInt8], file: String) throws(MergeError) {
            self.bytes = bytes
            self.file = file
            root = try MarkupScanner.scan(bytes, file: file)
            guard root.name == "document" else {
                if root.name == "archive" { throw .legacyArchive(file: file) }
                throw .notAnInterfaceBuilderDocument(
                    SourceLocation(file: file, line: root.line, column: root.column), root: root.name)
            }
            MergeDocument.digest(root)
        }
    }

    /// Gives a read version its identities. With `base`, the elements without ids that `base`
    /// has several of under one parent are told apart as the versions' contents line up, not by
    /// their places alone (``ElementIdentity/assignKeys(below:aligningTo:)``). A document whose
    /// ids repeat is refused.
    init(_ scanned: Scanned, aligningTo base: MergeDocument?) throws(MergeError) {
        bytes = scanned.bytes
        file = scanned.file
        root = scanned.root
        root.key = "document"
        ElementIdentity.assignKeys(below: root, aligningTo: base?.elements)
        var elements: [String: MarkupElement] = [:]
        try Self.index(root, into: &elements, file: file)
        self.elements = elements
    }

    /// Computes each element's digests, children first.
    private static func digest(_ element: MarkupElement) {
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
        whole.combine(element.ownDigest)
        for child in element.children {
            digest(child)
            whole.combine(child.digest)
            layoutFree.combine(child.layoutFreeDigest)
        }
        element.digest = whole.finalize()
        element.layoutFreeDigest = layoutFree.finalize()
    }

    /// Records every element by identity and the digest of its children's identities.
    private static func index(
        _ element: MarkupElement, into elements: inout [String: MarkupElement], file: String
    ) throws(MergeError) {
        if elements.updateValue(element, forKey: element.key) != nil {
            throw .duplicateID(
                SourceLocation(file: file, line: element.line, column: element.column),
                id: element.attribute("id") ?? element.key)
        }
        var list = Hasher()
        for child in element.children {
            try index(child, into: &elements, file: file)
            list.combine(child.key)
        }
        element.childListDigest = list.finalize()
    }

    /// The raw bytes of `range`.
    func slice(_ range: Range<Int>) -> ArraySlice<UInt8> { bytes[range] }
}
