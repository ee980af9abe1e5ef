/// An ordered list of named values: an object's properties in the order the document wrote them.
///
/// Order is kept so that manifests read like the document they came from and stay byte-identical
/// from run to run; lookups by name are linear, which suits the small property lists of nib objects.
public struct NibProperties: Sendable, Hashable, Sequence {
    public struct Entry: Sendable, Hashable {
        public var name: String
        public var value: NibValue
        public init(name: String, value: NibValue) { self.name = name; self.value = value }
    }

    public private(set) var entries: [Entry]

    public init(_ entries: [Entry] = []) { self.entries = entries }

    public init(_ pairs: KeyValuePairs<String, NibValue>) {
        self.entries = pairs.map { Entry(name: $0.key, value: $0.value) }
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    public var names: [String] { entries.map(\.name) }

    public subscript(name: String) -> NibValue? {
        get { entries.first { $0.name == name }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.name == name }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append(Entry(name: name, value: newValue))
            }
        }
    }

    /// Adds a value; a second value for the same name replaces the first in place.
    public mutating func set(_ name: String, _ value: NibValue) { self[name] = value }

    public func makeIterator() -> IndexingIterator<[Entry]> { entries.makeIterator() }
}
