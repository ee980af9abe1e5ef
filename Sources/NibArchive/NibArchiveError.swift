import NibModel

/// Why bytes are not a NIBArchive this reader accepts, and where: ``offset`` is the byte (from the
/// start of the file) at which the problem was found.
///
/// As a ``Diagnostic`` the whole file counts as one line and the byte as a column: the position
/// is line 1, column `offset + 1`, so `FILE:1:51: error: …` is about byte 50, and the message
/// names the byte offset again in decimal.
public struct NibArchiveError: Error, DiagnosticConvertible, Sendable, Equatable {
    /// What went wrong, as a value (callers and tests decide on it; they never read the text).
    public enum Reason: Sendable, Equatable {
        /// The file ends before the 50-byte header does.
        case truncatedHeader(size: Int)
        /// The first ten bytes are not `NIBArchive`.
        case wrongMagic
        /// A format version other than 1.
        case unsupportedFormatVersion(UInt32)
        /// A table's offset lies at or past the end of the file (or inside the header) while
        /// its count is not zero.
        case tableOffsetOutOfRange(NibArchiveTable, offset: UInt32, size: Int)
        /// A table claims more entries than the bytes from its offset to the end of the file can
        /// hold, even at the smallest size an entry can have.
        case countTooLarge(NibArchiveTable, count: UInt32, room: Int)
        /// A table entry (or a value's payload) runs past the end of the file.
        case truncatedEntry(NibArchiveTable, index: Int)
        /// A variable-length integer whose last byte (the one with the high bit set) never comes.
        case unterminatedVarint
        /// A variable-length integer longer than five bytes or larger than 2³² − 1.
        case varintOverflow
        /// A value whose type byte is not one of 0…10.
        case unknownValueType(UInt8, value: Int)
        /// A value naming a key the key table does not have.
        case keyIndexOutOfRange(Int, value: Int, keyCount: Int)
        /// An object (or a class's fallback list) naming a class the class table does not have.
        case classIndexOutOfRange(Int, object: Int?, classCount: Int)
        /// An object whose values run past the end of the value table.
        case valueRangeOutOfRange(object: Int, first: Int, count: Int, valueCount: Int)
        /// Objects whose value ranges together list more values than the value table holds: some
        /// values would belong to several objects (every archive `ibtool` writes gives each value
        /// to one object), and a listing of the archive would repeat them without bound.
        case valuesListedTwice(object: Int, listed: Int, valueCount: Int)
        /// An object reference to an object the object table does not have.
        case referenceOutOfRange(UInt32, value: Int, objectCount: Int)
        /// A key or class name that is not UTF-8.
        case invalidText(NibArchiveTable, index: Int)
        /// A class name that does not end with the NUL byte every class name ends with.
        case unterminatedClassName(index: Int)
        /// An archive without any object (a nib always has its root object, object 0).
        case noRootObject
    }

    /// What went wrong.
    public var reason: Reason
    /// The byte of the file at which the problem was found.
    public var offset: Int
    /// The file, when the caller named it.
    public var file: String?

    public init(_ reason: Reason, at offset: Int, file: String? = nil) {
        self.reason = reason
        self.offset = offset
        self.file = file
    }

    /// The same error attributed to `file`.
    public func located(in file: String) -> NibArchiveError {
        var copy = self
        copy.file = file
        return copy
    }

    /// The problem in words, without the place.
    public var message: String {
        "\(explanation) (byte offset \(offset))"
    }

    public var diagnostic: Diagnostic {
        Diagnostic(file: file, position: SourcePosition(line: 1, column: offset + 1), message: message)
    }

    private var explanation: String {
        switch reason {
        case .truncatedHeader(let size):
            return "not a NIBArchive: the file has \(size) bytes, fewer than the 50 of the header"
        case .wrongMagic:
            return "not a NIBArchive: the file does not start with the bytes 'NIBArchive'"
        case .unsupportedFormatVersion(let version):
            return "NIBArchive format version \(version) is not supported (only version 1 is)"
        case .tableOffsetOutOfRange(let table, let offset, let size):
            return "the \(table) table starts at byte \(offset), outside the \(size)-byte file's tables"
        case .countTooLarge(let table, let count, let room):
            return "the \(table) table claims \(count) entries, more than the \(room) bytes after its start can hold"
        case .truncatedEntry(let table, let index):
            return "\(table.entryName) \(index) runs past the end of the file"
        case .unterminatedVarint:
            return "a variable-length integer never ends (no byte with the high bit set before the end of the file)"
        case .varintOverflow:
            return "a variable-length integer is longer than 5 bytes or larger than 4294967295"
        case .unknownValueType(let type, let value):
            return "value \(value) has the unknown type \(type) (known: 0 to 10)"
        case .keyIndexOutOfRange(let index, let value, let keyCount):
            return "value \(value) names key \(index), but the key table has \(keyCount) keys"
        case .classIndexOutOfRange(let index, let object, let classCount):
            let owner = object.map { "object \($0)" } ?? "a class name's fallback list"
            return "\(owner) names class \(index), but the class table has \(classCount) classes"
        case .valueRangeOutOfRange(let object, let first, let count, let valueCount):
            return
                "object \(object) has values \(first) to \(first + count - 1), but the value table has \(valueCount) values"
        case .valuesListedTwice(let object, let listed, let valueCount):
            return
                "objects 0 to \(object) list \(listed) values, but the value table has \(valueCount) values (a value belongs to one object)"
        case .referenceOutOfRange(let reference, let value, let objectCount):
            return "value \(value) refers to object \(reference), but the object table has \(objectCount) objects"
        case .invalidText(let table, let index):
            return "\(table.entryName) \(index) is not valid UTF-8"
        case .unterminatedClassName(let index):
            return "class name \(index) does not end with a NUL byte"
        case .noRootObject:
            return "the archive has no objects (a nib's root is object 0)"
        }
    }
}
