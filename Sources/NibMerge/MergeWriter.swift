/// Writes a merged document: ours' bytes before and after the root element, every element copied
/// from an input at the depth it had there as its bytes, and every other element the way Interface
/// Builder writes one — on its own line, indented four spaces per level, attributes in double
/// quotes in the order given, `<name …/>` when empty, and a leaf's text inline.
struct MergeWriter {
    let ours: MergeDocument
    let theirs: MergeDocument
    private(set) var output: [UInt8] = []

    /// One level of indentation.
    static let indentation = 4

    init(ours: MergeDocument, theirs: MergeDocument) {
        self.ours = ours
        self.theirs = theirs
    }

    /// The whole document.
    static func write(_ root: MergedNode, ours: MergeDocument, theirs: MergeDocument) -> [UInt8] {
        var writer = MergeWriter(ours: ours, theirs: theirs)
        writer.output.reserveCapacity(ours.bytes.count + theirs.bytes.count / 8)
        writer.output.append(contentsOf: ours.bytes[..<ours.root.start])
        writer.element(root, depth: 0)
        writer.output.append(contentsOf: ours.bytes[ours.root.end...])
        return writer.output
    }

    private func document(_ side: MergeSide) -> MergeDocument { side == .ours ? ours : theirs }

    private mutating func element(_ node: MergedNode, depth: Int) {
        switch node {
        case .verbatim(let element, let side): copy(element, side: side, depth: depth)
        case .built(let element): write(element, depth: depth)
        }
    }

    /// An element copied from `side`: its bytes when it sits at the same depth there, otherwise
    /// written out again at this depth.
    private mutating func copy(_ element: MarkupElement, side: MergeSide, depth: Int) {
        guard element.depth != depth else {
            output.append(contentsOf: document(side).bytes[element.start..<element.end])
            return
        }
        write(
            BuiltElement(
                key: element.key, name: element.name,
                attributes: element.attributes.map { ($0.name, SourceBytes(side: side, range: $0.raw)) },
                text: element.rawText.map { SourceBytes(side: side, range: $0) },
                comments: [], children: element.children.map { .verbatim($0, side) }),
            depth: depth)
    }

    private mutating func write(_ element: BuiltElement, depth: Int) {
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: element.name.utf8)
        for (name, value) in element.attributes {
            output.append(UInt8(ascii: " "))
            output.append(contentsOf: name.utf8)
            output.append(contentsOf: "=\"".utf8)
            let bytes = document(value.side).bytes[value.range]
            if bytes.contains(UInt8(ascii: "\"")) {
                output.append(contentsOf: MarkupText.escapeAttribute(MarkupText.decode(bytes)).utf8)
            } else {
                output.append(contentsOf: bytes)
            }
            output.append(UInt8(ascii: "\""))
        }
        if element.children.isEmpty {
            guard let text = element.text else {
                output.append(contentsOf: "/>".utf8)
                return
            }
            output.append(UInt8(ascii: ">"))
            output.append(contentsOf: document(text.side).bytes[text.range])
        } else {
            output.append(UInt8(ascii: ">"))
            for child in element.children {
                for comment in comments(of: child) {
                    newline(depth: depth + 1)
                    output.append(contentsOf: document(comment.side).bytes[comment.range])
                }
                newline(depth: depth + 1)
                self.element(child, depth: depth + 1)
            }
            newline(depth: depth)
        }
        output.append(contentsOf: "</".utf8)
        output.append(contentsOf: element.name.utf8)
        output.append(UInt8(ascii: ">"))
    }

    private func comments(of node: MergedNode) -> [SourceBytes] {
        switch node {
        case .verbatim(let element, let side): return element.leadingComments.map { SourceBytes(side: side, range: $0) }
        case .built(let element): return element.comments
        }
    }

    private mutating func newline(depth: Int) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * Self.indentation))
    }
}
