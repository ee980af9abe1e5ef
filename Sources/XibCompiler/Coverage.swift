import NibModel

/// What the converter kept only generically, because it does not know what it means.
public struct Coverage: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Comparable {
        /// An element kept as a generic value.
        case element
        /// An attribute recorded as a plain string.
        case attribute
        /// An object element whose class was derived by the naming rule only.
        case objectClass
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public struct Entry: Sendable, Hashable {
        public var kind: Kind
        /// The element name, or `element@attribute` for attributes.
        public var name: String
        public var count: Int
        public var firstPosition: SourcePosition
    }

    /// Entries ordered by kind, then name.
    public private(set) var entries: [Entry] = []
    private struct Key: Hashable {
        var kind: Kind
        var name: String
    }

    private var indices: [Key: Int] = [:]

    public init() {}

    mutating func record(_ kind: Kind, _ name: String, at position: SourcePosition) {
        let key = Key(kind: kind, name: name)
        if let index = indices[key] {
            entries[index].count += 1
        } else {
            indices[key] = entries.count
            entries.append(Entry(kind: kind, name: name, count: 1, firstPosition: position))
        }
    }

    mutating func finish() {
        entries.sort { ($0.kind, $0.name) < ($1.kind, $1.name) }
        indices.removeAll()
    }

    public var isEmpty: Bool { entries.isEmpty }
}
