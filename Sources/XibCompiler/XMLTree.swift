/// A compact element tree built from libxml2's SAX2 events.
///
/// Everything lives in a few flat buffers: one record per element (parents before children), the
/// attributes of all elements in one buffer, the children of each element as one contiguous run
/// of indices, and each distinct element or attribute name once (names come interned from
/// libxml2's dictionary, so a name costs one string per document, not one per use). A front-end
/// reads it through ``node(_:)``, whose ``Node`` is a view into the tree. Attribute values are
/// byte ranges of one shared buffer, made into strings only when read; the names a converter asks
/// for by constant (``Name``) have fixed ids, so finding an attribute compares integers.
///
/// A tree holds either a whole document (what the legacy-archive front-end reads) or, while a
/// document streams through ``SAXTreeBuilder``, only the elements a converter has not read yet:
/// the builder drops each finished element its delegate is done with, so the tree never holds
/// more than the open elements and the values still being read.
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

    struct AttributeRecord {
        var name: Int32
        /// The value's bytes in `values`.
        var start: Int32
        var length: Int32
    }

    /// A name with a fixed id in every tree: the names the converters look up by constant. Each
    /// constant is its position in ``knownNames``, so using one costs nothing at run time (a test
    /// checks every constant against its text).
    struct Name: Equatable {
        let rawValue: Int32

        private init(_ rawValue: Int32) { self.rawValue = rawValue }

        static let id = Name(0), key = Name(1), value = Name(2), type = Name(3), name = Name(4)
        static let customClass = Name(5), customModule = Name(6), userLabel = Name(7)
        static let placeholderIdentifier = Name(8), sceneMemberID = Name(9)
        static let colorSpace = Name(10), customColorSpace = Name(11)
        static let systemColor = Name(12), cocoaTouchSystemColor = Name(13)
        static let catalog = Name(14), patternImage = Name(15), content = Name(16)
        static let base64UTF8 = Name(17), x = Name(18), y = Name(19), width = Name(20), height = Name(21)
        static let connections = Name(22), window = Name(23), attributes = Name(24)
        static let destination = Name(25), keyPath = Name(26), target = Name(27)
        static let property = Name(28), selector = Name(29), kind = Name(30)

        /// The name as written.
        var text: String { XMLTree.knownNames[Int(rawValue)] }
    }

    /// The names with fixed ids (a tree's first names), in the order of the ``Name`` constants.
    static let knownNames: [String] = [
        "id", "key", "value", "type", "name", "customClass", "customModule", "userLabel", "placeholderIdentifier",
        "sceneMemberID", "colorSpace", "customColorSpace", "systemColor", "cocoaTouchSystemColor", "catalog",
        "patternImage", "content", "base64-UTF8", "x", "y", "width", "height", "connections", "window", "attributes",
        "destination", "keyPath", "target", "property", "selector", "kind",
    ]

    static let knownNameIDs: [String: Int32] = Dictionary(
        uniqueKeysWithValues: knownNames.enumerated().map { ($0.element, Int32($0.offset)) })

    /// The buffers behind a tree.
    struct Buffers {
        var records = UnmanagedArray<Record>()
        var attributes = UnmanagedArray<AttributeRecord>()
        /// The bytes of every attribute value, one after another.
        var values = UnmanagedArray<UInt8>()
        /// The children of every finished element, each element's run contiguous (`firstChild`,
        /// `childCount`).
        var children = UnmanagedArray<Int32>()
        /// The character data of elements, one run per element that has some (`Record.text`),
        /// its bytes in `textBytes`: made into a string only when read, so the text a document's
        /// layout puts before each element's first child costs no string of its own.
        var texts = UnmanagedArray<ByteRun>()
        var textBytes = UnmanagedArray<UInt8>()
        /// Every distinct name, indexed by name id.
        var names: [String] = XMLTree.knownNames

        mutating func release() {
            records.release()
            attributes.release()
            values.release()
            children.release()
            texts.release()
            textBytes.release()
        }
    }

    /// Where one run of bytes lies in a byte buffer.
    struct ByteRun {
        var start: Int32
        var length: Int32
    }

    /// The tree's buffers. They live behind a pointer the storage owns, so reading and appending
    /// to them costs no reference counting and no exclusivity check.
    final class Storage {
        let buffers: UnsafeMutablePointer<Buffers>

        init() {
            buffers = .allocate(capacity: 1)
            buffers.initialize(to: Buffers())
        }

        deinit {
            buffers.pointee.release()
            buffers.deinitialize(count: 1)
            buffers.deallocate()
        }

        var names: [String] { buffers.pointee.names }
        /// How many distinct names the tree has met.
        var nameCount: Int { buffers.pointee.names.count }

        /// The bytes of the attribute record at `index`'s value, valid until the tree next grows.
        func valueBytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            let attribute = buffers.pointee.attributes[index]
            return buffers.pointee.values.slice(Int(attribute.start)..<Int(attribute.start) + Int(attribute.length))
        }

        /// The value of the attribute record at `index`.
        func value(_ index: Int) -> String { String(decoding: valueBytes(index), as: UTF8.self) }
    }

    let storage: Storage
    let root: Int32

    init(storage: Storage, root: Int32 = -1) {
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

        private var buffers: UnsafeMutablePointer<Buffers> { storage.buffers }
        private var record: Record { buffers.pointee.records[index] }

        var name: String { buffers.pointee.names[Int(record.name)] }
        /// The element's name id: equal ids mean equal names within one tree.
        var nameID: Int32 { record.name }
        var line: Int32 { record.line }
        var column: Int32 { record.column }
        var position: (line: Int, column: Int) { (Int(record.line), Int(record.column)) }

        /// Whether the element has character data (``text`` is not nil), asked without making the string.
        var hasText: Bool { record.text >= 0 }

        /// The character data of a leaf element (or what came before an element's first child).
        var text: String? {
            let text = record.text
            guard text >= 0 else { return nil }
            let run = buffers.pointee.texts[Int(text)]
            return String(
                decoding: buffers.pointee.textBytes.slice(Int(run.start)..<Int(run.start) + Int(run.length)),
                as: UTF8.self)
        }

        /// The element's attributes, in document order.
        var attributes: Attributes {
            let record = record
            return Attributes(storage: storage, start: Int(record.firstAttribute), count: Int(record.attributeCount))
        }

        /// The indices of the element's child elements, in document order.
        var children: Children {
            let record = record
            return Children(storage: storage, start: Int(record.firstChild), count: Int(record.childCount))
        }

        /// Whether the element's name is `name`.
        func isNamed(_ name: Name) -> Bool { record.name == name.rawValue }

        /// The value of the attribute called `name`, if the element has one.
        func attribute(_ name: String) -> String? {
            if let known = XMLTree.knownNameIDs[name] { return attribute(id: known) }
            let record = record
            let start = Int(record.firstAttribute)
            for index in start..<start + Int(record.attributeCount)
            where buffers.pointee.names[Int(buffers.pointee.attributes[index].name)] == name {
                return storage.value(index)
            }
            return nil
        }

        /// The value of the attribute called `name`, if the element has one (found by name id).
        func attribute(_ name: Name) -> String? { attribute(id: name.rawValue) }

        private func attribute(id: Int32) -> String? {
            attributeIndex(id: id).map(storage.value)
        }

        /// Calls `body` with the bytes of the attribute called `name` (nil if the element has
        /// none), valid only during the call.
        func withAttributeBytes<Result>(_ name: Name, _ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
            body(attributeIndex(id: name.rawValue).map(storage.valueBytes))
        }

        private func attributeIndex(id: Int32) -> Int? {
            let record = record
            let start = Int(record.firstAttribute)
            for index in start..<start + Int(record.attributeCount) where buffers.pointee.attributes[index].name == id {
                return index
            }
            return nil
        }

        /// Whether the element has an attribute called `name`.
        func hasAttribute(_ name: Name) -> Bool {
            let record = record
            let start = Int(record.firstAttribute)
            for index in start..<start + Int(record.attributeCount)
            where buffers.pointee.attributes[index].name == name.rawValue {
                return true
            }
            return false
        }
    }

    /// The attributes of one element, as name–value pairs.
    struct Attributes: RandomAccessCollection {
        unowned(unsafe) let storage: Storage
        let start: Int
        let count: Int

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(position: Int) -> Attribute { Attribute(storage: storage, index: start + position) }
    }

    /// A view of one attribute: its name and value are read from the tree when asked for, so
    /// looking at a name costs no string for the value.
    struct Attribute {
        unowned(unsafe) let storage: Storage
        let index: Int

        /// The name's id: equal ids mean equal names within one tree.
        var nameID: Int32 { storage.buffers.pointee.attributes[index].name }
        var name: String { storage.buffers.pointee.names[Int(nameID)] }
        var value: String { storage.value(index) }
        /// Calls `body` with the value's bytes, valid only during the call.
        func withValueBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            body(storage.valueBytes(index))
        }
        /// Whether the name is `name`.
        func isNamed(_ name: Name) -> Bool { nameID == name.rawValue }
    }

    /// The child elements of one element, as indices.
    struct Children: RandomAccessCollection {
        unowned(unsafe) let storage: Storage
        let start: Int
        let count: Int

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(position: Int) -> Int32 { storage.buffers.pointee.children[start + position] }
    }

    struct Nodes: RandomAccessCollection {
        unowned(unsafe) let storage: Storage
        var startIndex: Int { 0 }
        var endIndex: Int { storage.buffers.pointee.records.count }
        subscript(position: Int) -> Node { Node(storage: storage, index: position) }
    }
}
