/// One value of an object: a key and what is stored under it.
///
/// An object can hold several values under one key (the elements of an array are all stored
/// under `UINibEncoderEmptyKey`); their order is significant.
public struct NibArchiveValue: Sendable, Equatable {
    /// What a value holds, one case per type byte of the format.
    public enum Kind: Sendable, Equatable {
        /// Type 0: a one-byte integer.
        case int8(Int8)
        /// Type 1: a two-byte little-endian integer.
        case int16(Int16)
        /// Type 2: a four-byte little-endian integer.
        case int32(Int32)
        /// Type 3: an eight-byte little-endian integer.
        case int64(Int64)
        /// Type 4 (`true`) or 5 (`false`): no payload.
        case bool(Bool)
        /// Type 6: a four-byte IEEE 754 float.
        case float32(Float)
        /// Type 7: an eight-byte IEEE 754 double.
        case double(Double)
        /// Type 8: a varint length and that many bytes (strings are `NS.bytes` data of an
        /// `NSString` object).
        case data([UInt8])
        /// Type 9: nil, no payload.
        case null
        /// Type 10: a four-byte index into the object table, checked to be in range.
        case object(Int)

        /// The format's type byte for this kind.
        public var typeByte: UInt8 {
            switch self {
            case .int8: return 0
            case .int16: return 1
            case .int32: return 2
            case .int64: return 3
            case .bool(let value): return value ? 4 : 5
            case .float32: return 6
            case .double: return 7
            case .data: return 8
            case .null: return 9
            case .object: return 10
            }
        }
    }

    /// The key's index in the key table.
    public var keyIndex: Int
    /// The key's text.
    public var key: String
    /// The value.
    public var kind: Kind

    public init(keyIndex: Int, key: String, kind: Kind) {
        self.keyIndex = keyIndex
        self.key = key
        self.kind = kind
    }
}
