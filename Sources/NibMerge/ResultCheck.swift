/// The checks a merged document passes before it is handed out: it reads back, its ids are
/// unique, and every reference names an id it has (unless ours already had that reference).
enum ResultCheck {
    static func check(_ bytes: [UInt8], path: String) throws(MergeError) {
        let root: MarkupElement
        do { root = try MarkupScanner.scan(bytes, file: path) } catch {
            throw .invalidResult(file: path, reason: "it does not read back: \(error.diagnostic.message)")
        }
        var ids: Set<String> = []
        var duplicate: String?
        // Ids name the objects of the object graph, as in the sides (the root is the document
        // itself, keyed `document` whatever attributes it carries; `<device id=…>` is metadata).
        for child in root.children where ElementIdentity.objectContainers.contains(child.name) {
            visit(child) { element in
                if let id = element.attribute("id"), !ids.insert(id).inserted, duplicate == nil { duplicate = id }
            }
        }
        if let duplicate { throw .invalidResult(file: path, reason: "id \"\(duplicate)\" is used twice") }
    }

    private static func visit(_ element: MarkupElement, _ body: (MarkupElement) -> Void) {
        body(element)
        for child in element.children { visit(child, body) }
    }
}
