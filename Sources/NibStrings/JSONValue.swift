// The build plugins compile this file too (their copies are symbolic links to it), beside the
// NibModel files it needs; there is no NibModel module to import then.
#if canImport(NibModel)
    import NibModel
#endif

/// A JSON value read with the positions of its members and the order of its keys kept, so that
/// String Catalog errors can be positioned and catalogs rewritten without reordering what the
/// reader does not own.
///
/// Not `indirect`: arrays and objects hold their elements in arrays already, so a value is
/// stored inline in its member or array and a catalog of millions of entries allocates no box
/// per value.
@_spi(NibConfiguration) public enum JSONValue: Sendable, Hashable {
    case string(String)
    /// A number, as written.
    case number(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([JSONMember])

    @_spi(NibConfiguration) public var stringValue: String? {
        if case .string(let value) = self { return value } else { return nil }
    }
    @_spi(NibConfiguration) public var members: [JSONMember]? {
        if case .object(let members) = self { return members } else { return nil }
    }

    /// The value of the last member named `key` of an object.
    subscript(key: String) -> JSONValue? {
        members?.last { $0.key == key }?.value
    }

    /// Where a member of an object starts, for diagnostics.
    func position(of key: String) -> SourcePosition? {
        members?.last { $0.key == key }?.position
    }

    /// What kind of value this is, for messages (`a string`, `an object`, …).
    @_spi(NibConfiguration) public var kindName: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` member of a JSON object.
@_spi(NibConfiguration) public struct JSONMember: Sendable, Hashable {
    @_spi(NibConfiguration) public var key: String
    @_spi(NibConfiguration) public var value: JSONValue
    /// Where the key starts, as two 32-bit numbers: a catalog is far smaller than 4 GiB, and a
    /// member of a catalog of millions of entries is 8 bytes smaller.
    private var line: UInt32
    private var column: UInt32

    /// Where the key starts (ignored by equality: two members are equal when key and value are).
    @_spi(NibConfiguration) public var position: SourcePosition {
        get { SourcePosition(line: Int(line), column: Int(column)) }
        set { (line, column) = (UInt32(clamping: newValue.line), UInt32(clamping: newValue.column)) }
    }

    init(key: String, value: JSONValue, position: SourcePosition = .start) {
        self.key = key
        self.value = value
        (line, column) = (UInt32(clamping: position.line), UInt32(clamping: position.column))
    }

    @_spi(NibConfiguration) public static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }
    @_spi(NibConfiguration) public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
    }
}
