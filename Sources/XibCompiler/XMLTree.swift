/// A compact, read-only element tree built from libxml2's SAX2 events.
///
/// Everything lives in a few flat arrays: one record per element (parents before children), the
/// attributes of all elements in one array, the children of each element as one contiguous run
/// of indices, and each distinct element or attribute name once (names come interned from
/// libxml2's dictionary, so a name costs one string per document, not one per use). A front-end
/// reads it through ``node(_:)``, whose ``Node`` is a view into the tree.
struct XMLTree {
    /// One element: indices into the tree's flat arrays.
    struct Record {
        var name: Int32
        var firstAttribute: Int32
        var attributeCount: Int32
        var firstChild: Int32 = 0
        var childCount: Int32 = 0
        /// Index into `texts`, or -1.
        var text: Int32 = -1
        var line: Int32
        var column: Int32
    }

    struct Attribute {
        var name: Int32
        var value: String
    }

    /// The finished arrays. They are constants, so reading them needs no exclusivity check.
    final class Storage {
        let records: [Record]
        let attributes: [Attribute]
        /// The children of every element, each element's run contiguous (`firstChild`, `childCount`).
        let children: [Int32]
        let texts: [String]
        /// Every distinct name, indexed by name id.
        let names: [String]

        init(records: [Record] = [], attributes: [Attribute] = [], children: [Int32] = [], texts: [String] = [],
             names: [String] = []) {
            self.records = records
            self.attributes = attributes
            self.children = children
            self.texts = texts
            self.names = names
        }
    }

    let storage: Storage
    let root: Int32

    init(storage: Storage = Storage(), root: Int32 = -1) {
        self.storage = storage
        self.root = root
    }

    /// The element at `index` (valid while the tree is alive).
    func node(_ index: Int32) -> Node { Node(storage: storage, index: Int(index)) }

    /// Every element, in document order.
    var nodes: Nodes { Nodes(storage: storage) }

    /// A view of one element.
    struct Node {
        unowned(unsafe) let storage: Storage
        let index: Int

        private var record: Record { storage.records[index] }

        var name: String { storage.names[Int(record.name)] }
        /// The element's name id: equal ids mean equal names within one tree.
        var nameID: Int32 { record.name }
        var line: Int32 { record.line }
        var column: Int32 { record.column }
        var position: (line: Int, column: Int) { (Int(record.line), Int(record.column)) }

        /// The character data of a leaf element (or what came before an element's first child).
        var text: String? {
            let text = record.text
            return text < 0 ? nil : storage.texts[Int(text)]
        }

        /// The element's attributes, in document order.
        var attributes: Attributes {
            let record = record
            return Attributes(storage: storage, start: Int(record.firstAttribute), count: Int(record.attributeCount))
        }

        /// The indices of the element's child elements, in document order.
        var children: ArraySlice<Int32> {
            let record = record
            return storage.children[Int(record.firstChild)..<Int(record.firstChild + record.childCount)]
        }

        /// The value of the attribute called `name`, if the element has one.
        func attribute(_ name: String) -> String? {
            let record = record
            let start = Int(record.firstAttribute)
            for index in start..<start + Int(record.attributeCount) {
                let attribute = storage.attributes[index]
                if storage.names[Int(attribute.name)] == name { return attribute.value }
            }
            return nil
        }
    }

    /// The attributes of one element, as name–value pairs.
    struct Attributes: RandomAccessCollection {
        unowned(unsafe) let storage: Storage
        let start: Int
        let count: Int

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(position: Int) -> NibAttributeRef {
            let attribute = storage.attributes[start + position]
            return NibAttributeRef(name: storage.names[Int(attribute.name)], value: attribute.value, nameID: attribute.name)
        }
    }

    struct Nodes: RandomAccessCollection {
        unowned(unsafe) let storage: Storage
        var startIndex: Int { 0 }
        var endIndex: Int { storage.records.count }
        subscript(position: Int) -> Node { Node(storage: storage, index: position) }
    }
}

/// An attribute of the tree (a name–value pair).
struct NibAttributeRef {
    var name: String
    var value: String
    /// The name's id in its tree (`-1` when made by hand).
    var nameID: Int32 = -1
}
