/// A compact, read-only element tree built from libxml2's SAX2 events.
///
/// Nodes live in one array (parents before children); names are interned so that repeated
/// element and attribute names share storage.
struct XMLTree {
    struct Node {
        var name: String
        var attributes: [NibAttributeRef]
        var children: [Int32]
        var text: String?
        var line: Int32
        var column: Int32
    }

    var nodes: [Node] = []
    var root: Int32 = -1

    func node(_ index: Int32) -> Node { nodes[Int(index)] }
}

/// An attribute of the tree (a name–value pair).
struct NibAttributeRef {
    var name: String
    var value: String
}

extension XMLTree.Node {
    func attribute(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    var position: (line: Int, column: Int) { (Int(line), Int(column)) }
}
