/// The four tables of a NIBArchive, in the order the header lists them.
public enum NibArchiveTable: Int, Sendable, Equatable, CaseIterable, CustomStringConvertible {
    case objects, keys, values, classNames

    /// One entry of the table in messages: `object`, `key`, `value`, `class name`
    /// (so `the object table`, `key 12`).
    public var description: String {
        switch self {
        case .objects: return "object"
        case .keys: return "key"
        case .values: return "value"
        case .classNames: return "class name"
        }
    }

    var entryName: String { description }

    /// The fewest bytes one entry can take, which bounds how many entries the bytes after a
    /// table's start can hold: an object is three varints; a key at least its length byte; a
    /// value a key varint and a type byte; a class name a length, a count and its NUL.
    var smallestEntry: Int {
        switch self {
        case .objects: return 3
        case .keys: return 1
        case .values: return 2
        case .classNames: return 3
        }
    }
}
