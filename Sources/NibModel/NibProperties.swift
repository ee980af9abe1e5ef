/// An ordered list of named values: an object's properties in the order the document wrote them.
///
/// Order is kept so that manifests read like the document they came from and stay byte-identical
/// from run to run. Lookups by name are linear while the list is short (the usual nib object); a
/// longer list (a hostile document with 100,000 attributes on one element) keeps a name index, so
/// building it stays linear instead of quadratic. Equality and hashing see only the entries.
public struct NibProperties: Sendable, Hashable, Sequence {
    public struct Entry: Sendable, Hashable {
        public var name: String
        public var value: NibValue
        public init(name: String, value: NibValue) {
            self.name = name
            self.value = value
        }
    }

    public private(set) var entries: [Entry]
    /// Name → index of its entry; empty until the list is longer than ``indexThreshold``.
    private var positions: [String: Int] = [:]
    private static let indexThreshold = 16

    public init(_ entries: [Entry] = []) {
        self.entries = entries
        if entries.count > Self.indexThreshold { reindex() }
    }

    public init(_ pairs: KeyValuePairs<String, NibValue>) {
        self.init(pairs.map { Entry(name: $0.key, value: $0.value) })
    }

    public static func == (lhs: NibProperties, rhs: NibProperties) -> Bool { lhs.entries == rhs.entries }

    public func hash(into hasher: inout Hasher) { hasher.combine(entries) }

    private mutating func reindex() {
        positions = [:]
        guard entries.count > Self.indexThreshold else { return }
        positions.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() where positions[entry.name] == nil { positions[entry.name] = index }
    }

    private func index(of name: String) -> Int? {
        if entries.count > Self.indexThreshold { return positions[name] }
        return entries.firstIndex { $0.name == name }
    }

    /// Makes room for `count` entries, so that adding up to that many never grows the list step by step.
    public mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    public var names: [String] { entries.map(\.name) }

    public subscript(name: String) -> NibValue? {
        get { index(of: name).map { entries[$0].value } }
        set {
            if let index = index(of: name) {
                if let newValue {
                    entries[index].value = newValue
                } else {
                    entries.remove(at: index)
                    reindex()
                }
            } else if let newValue {
                appendEntry(name, newValue)
            }
        }
    }

    /// Adds a value under a name the list does not hold yet (an element's attributes, which XML
    /// keeps distinct), without looking for the name first.
    public mutating func append(newName name: String, _ value: NibValue) {
        assert(index(of: name) == nil, "\(name) is already in the list")
        appendEntry(name, value)
    }

    private mutating func appendEntry(_ name: String, _ value: NibValue) {
        entries.append(Entry(name: name, value: value))
        if entries.count == Self.indexThreshold + 1 {
            reindex()
        } else if entries.count > Self.indexThreshold {
            positions[name] = entries.count - 1
        }
    }

    /// Adds a value; a second value for the same name replaces the first in place.
    public mutating func set(_ name: String, _ value: NibValue) { self[name] = value }

    public func makeIterator() -> IndexingIterator<[Entry]> { entries.makeIterator() }
}
