/// A value of a property list: dictionaries (keys in the order the file lists them), arrays,
/// strings, integers, reals, booleans, data, dates and the `UID`s of keyed archives.
///
/// The one type for property lists both ways: ``BinaryPropertyListReader`` reads the binary form
/// into it, ``BinaryPropertyListWriter`` writes the binary form (``binaryPropertyList``) and
/// ``XMLPropertyListWriter`` the XML form (``xmlPropertyList()``) of every kind it holds.
public enum PropertyListValue: Sendable, Equatable {
    /// One key of a dictionary and its value.
    public struct Entry: Sendable, Equatable {
        /// The key.
        public var key: String
        /// Its value.
        public var value: PropertyListValue

        /// The entry `key`: `value`.
        public init(_ key: String, _ value: PropertyListValue) {
            self.key = key
            self.value = value
        }
    }

    /// A dictionary, its entries in the order written (keys are strings).
    case dictionary([Entry])
    /// An array (or a set, in the order written).
    case array([PropertyListValue])
    /// A string.
    case string(String)
    /// An integer (signed 64-bit; the format's 16-byte integers only when they fit).
    case integer(Int64)
    /// A real (a 4-byte real widened). A NaN is written with its bits and read back with them, but
    /// like every NaN it equals nothing, itself included: compare such values by their
    /// ``binaryPropertyList``, equal exactly when every kind, key and bit is.
    case real(Double)
    /// A boolean.
    case boolean(Bool)
    /// Bytes.
    case data([UInt8])
    /// A date: seconds since 2001-01-01 00:00:00 UTC.
    case date(Double)
    /// A keyed archive's object reference.
    case uid(UInt64)

    /// The value of `key`, when this is a dictionary that has it (the first such entry).
    public subscript(key: String) -> PropertyListValue? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The text, when this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, when this is an integer.
    public var integerValue: Int64? {
        if case .integer(let number) = self { return number }
        return nil
    }

    /// The binary form (`bplist00`), as ``BinaryPropertyListWriter`` writes it.
    public var binaryPropertyList: [UInt8] { BinaryPropertyListWriter.bytes(of: self) }

    /// The XML form (`xml1`), as ``XMLPropertyListWriter`` writes it: an error only for a date
    /// outside the years 1 to 9999.
    public func xmlPropertyList() throws(PropertyListWritingError) -> String {
        try XMLPropertyListWriter.text(of: self)
    }
}
