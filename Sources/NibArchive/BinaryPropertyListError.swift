import NibModel

/// Why bytes are not a binary property list (`bplist00`) ``BinaryPropertyListReader`` accepts,
/// and where: ``offset`` is the byte (from the start of the file) at which the problem was found.
///
/// As a ``Diagnostic`` the whole file counts as one line and the byte as a column (line 1,
/// column `offset + 1`), as for ``NibArchiveError``; the message names the offset again.
public struct BinaryPropertyListError: Error, DiagnosticConvertible, Sendable, Equatable {
    /// What went wrong, as a value.
    public enum Reason: Sendable, Equatable {
        /// The file is shorter than the 8-byte header and the 32-byte trailer together.
        case truncatedTrailer(size: Int)
        /// The first eight bytes are not `bplist00`.
        case wrongMagic
        /// The trailer's offset or reference size is not 1 to 8 bytes.
        case invalidIntegerSize(field: String, size: Int)
        /// The trailer claims more objects than the bytes can hold.
        case countTooLarge(count: UInt64, room: Int)
        /// The offset table starts outside the bytes between the header and the trailer, or runs
        /// into the trailer.
        case offsetTableOutOfRange(offset: UInt64)
        /// The top object is not one of the objects.
        case topObjectOutOfRange(UInt64, objectCount: Int)
        /// An object's offset lies outside the object data.
        case objectOffsetOutOfRange(object: Int, offset: UInt64)
        /// A reference (in an array, a set or a dictionary) to an object the table does not have.
        case referenceOutOfRange(object: Int, reference: UInt64, objectCount: Int)
        /// An object that contains itself, directly or through others.
        case referenceCycle(object: Int)
        /// Containers nested deeper than ``BinaryPropertyListReader/maximumDepth``.
        case nestingTooDeep(object: Int)
        /// An object's marker byte is not a type of the format.
        case unknownMarker(UInt8, object: Int)
        /// An object (or its count) runs past the object data.
        case truncatedObject(object: Int)
        /// A count (of bytes, characters or elements) that is not a non-negative integer object,
        /// or more than the bytes can hold.
        case invalidCount(object: Int)
        /// A 16-byte integer that does not fit in 64 bits, or a real of a size other than 4 or 8.
        case unsupportedNumber(object: Int)
        /// A container that, counting an object each time it is referred to, holds more than
        /// ``BinaryPropertyListReader/maximumExpandedValues`` values: a few objects, each referring
        /// to the one before twice, would make a value whose walk (comparing, printing) doubles
        /// with each of them.
        case expandsTooFar(object: Int)
        /// A dictionary key that is not a string.
        case nonStringKey(object: Int)
    }

    /// What went wrong.
    public var reason: Reason
    /// The byte of the file at which the problem was found.
    public var offset: Int
    /// The file, when the caller named it.
    public var file: String?

    /// An error at byte `offset`.
    public init(_ reason: Reason, at offset: Int, file: String? = nil) {
        self.reason = reason
        self.offset = offset
        self.file = file
    }

    /// The same error attributed to `file`.
    public func located(in file: String) -> BinaryPropertyListError {
        var copy = self
        copy.file = file
        return copy
    }

    /// The problem in words, without the place.
    public var message: String { "\(explanation) (byte offset \(offset))" }

    public var diagnostic: Diagnostic {
        Diagnostic(file: file, position: SourcePosition(line: 1, column: offset + 1), message: message)
    }

    private var explanation: String {
        switch reason {
        case .truncatedTrailer(let size):
            return
                "not a binary property list: the file has \(size) bytes, fewer than the 40 of the header and trailer"
        case .wrongMagic:
            return "not a binary property list: the file does not start with the bytes 'bplist00'"
        case .invalidIntegerSize(let field, let size):
            return "the trailer's \(field) size is \(size) bytes (1 to 8 are allowed)"
        case .countTooLarge(let count, let room):
            return "the trailer claims \(count) objects, more than the \(room) bytes of object data can hold"
        case .offsetTableOutOfRange(let offset):
            return "the offset table at byte \(offset) lies outside the bytes between the header and the trailer"
        case .topObjectOutOfRange(let top, let objectCount):
            return "the top object is \(top), but there are \(objectCount) objects"
        case .objectOffsetOutOfRange(let object, let offset):
            return "object \(object) starts at byte \(offset), outside the object data"
        case .referenceOutOfRange(let object, let reference, let objectCount):
            return "object \(object) refers to object \(reference), but there are \(objectCount) objects"
        case .referenceCycle(let object):
            return "object \(object) contains itself"
        case .nestingTooDeep(let object):
            return
                "object \(object) is nested more than \(BinaryPropertyListReader.maximumDepth) containers deep"
        case .unknownMarker(let marker, let object):
            return "object \(object) has the unknown marker byte \(marker)"
        case .truncatedObject(let object):
            return "object \(object) runs past the object data"
        case .invalidCount(let object):
            return "object \(object) has a count that is not a non-negative integer the file can hold"
        case .unsupportedNumber(let object):
            return "object \(object) is a number of a size this reader does not take"
        case .nonStringKey(let object):
            return "dictionary \(object) has a key that is not a string"
        case .expandsTooFar(let object):
            return
                "object \(object) holds more than \(BinaryPropertyListReader.maximumExpandedValues) values, counting each object as often as it is referred to"
        }
    }
}
