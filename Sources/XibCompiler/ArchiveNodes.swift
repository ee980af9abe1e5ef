import NibModel

/// The few ways the archive front-end reads the element tree, in one place so that a change of
/// the tree's storage touches only this file.
extension ArchiveConverter {
    func node(_ index: Int32) -> XMLTree.Node { tree.node(index) }

    func position(_ index: Int32) -> SourcePosition {
        let node = tree.node(index)
        return SourcePosition(line: Int(node.line), column: Int(node.column))
    }

    func location(_ index: Int32) -> SourceLocation { model.location(position(index)) }

    /// The `key` attribute: the name an archived value has in the object that holds it.
    func key(_ index: Int32) -> String? { tree.node(index).attribute("key") }

    /// The first child written under `key`.
    func child(_ index: Int32, key: String) -> Int32? {
        for child in tree.node(index).children where tree.node(child).attribute("key") == key { return child }
        return nil
    }

    /// The children that carry a key, in document order.
    func keyedChildren(_ index: Int32) -> [(key: String, node: Int32)] {
        tree.node(index).children.compactMap { child in
            tree.node(child).attribute("key").map { ($0, child) }
        }
    }

    /// The members of a collection (`<array>`, `<object class="NSMutableArray">`, …): its children
    /// without a key (a keyed child such as `EncodedWithXMLCoder` describes the collection itself).
    func members(_ index: Int32) -> [Int32] {
        tree.node(index).children.filter { tree.node($0).attribute("key") == nil }
    }

    /// The archived class of a value element: `class` for objects, the collection a short form stands for.
    func archivedClass(_ index: Int32) -> String {
        let node = tree.node(index)
        if let name = node.attribute("class") { return name }
        switch node.name {
        case "array": return "NSArray"
        case "dictionary": return "NSDictionary"
        default: return node.name
        }
    }

    /// The text of a scalar element: its `value` attribute (`<integer value=…>`) or its content.
    func scalarText(_ index: Int32) -> String {
        let node = tree.node(index)
        return node.attribute("value") ?? node.text ?? ""
    }

    /// The definition a value element stands for: a `<reference ref=…>` leads to the element with
    /// that id; any other element is its own definition. Nil for an empty reference or `<nil>`.
    func definition(_ index: Int32) -> Int32? {
        let node = tree.node(index)
        switch node.name {
        case "reference":
            return node.attribute("ref").flatMap { definitions[$0] }
        case "nil":
            return nil
        default:
            return index
        }
    }

    /// The identity of an archived value: its archive id, or its place in the tree when it has none.
    func identity(ofDefinition index: Int32) -> String {
        tree.node(index).attribute("id") ?? "#\(index)"
    }
}
