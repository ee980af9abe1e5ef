import NibModel

/// Why a well-formed NIBArchive does not decode into the model (``CompiledNibDocument``), and
/// where: the archive object (as `codegen dump` numbers them, `#N`) the problem was found at.
///
/// As a ``Diagnostic`` it is placed at 1:1 of the file (an object has no byte offset of its own
/// once read) and the message names the object.
public struct CompiledNibDocumentError: Error, DiagnosticConvertible, Sendable, Equatable {
    /// What went wrong, as a value.
    public enum Reason: Sendable, Equatable {
        /// The root holds neither AppKit's `IB.objectdata` nor UIKit's `UINibObjectsKey`.
        case unknownRoot
        /// An object lacks a value the layout requires (`NSObjectsKeys`, `UISource`, …).
        case missingValue(key: String)
        /// A value that must refer to an array (`NSArray`, `NSMutableArray`, `NSSet`,
        /// `NSMutableSet`) refers to something else.
        case notAnArray(key: String)
        /// A value that must refer to a string (an `NSString` with `NS.bytes`) does not.
        case notAString(key: String)
        /// `NSObjectsKeys` and `NSObjectsValues` list different numbers of objects.
        case mismatchedObjectTables(keys: Int, parents: Int)
        /// An object is its own ancestor through the parent table.
        case parentCycle
        /// A connection of a class the reader does not know.
        case unknownConnection(className: String)
        /// A connection joins an object the nib does not list among its objects or placeholders.
        case unlistedEndpoint(key: String, object: Int)
        /// A key read into a property (`NSFrame`, `NSvFlags`, `UIBounds`, …) holds a value of
        /// another type or form than `expected`.
        case malformedValue(key: String, expected: String)
    }

    /// What went wrong.
    public var reason: Reason
    /// The archive object at which it was found.
    public var object: Int
    /// The file, when the caller named it.
    public var file: String?

    /// An error about archive object `object`.
    public init(_ reason: Reason, object: Int, file: String? = nil) {
        self.reason = reason
        self.object = object
        self.file = file
    }

    /// The problem in words, naming the object.
    public var message: String {
        "cannot read the compiled nib into the model: object #\(object) \(explanation)"
    }

    public var diagnostic: Diagnostic {
        Diagnostic(file: file, position: .start, message: message)
    }

    private var explanation: String {
        switch reason {
        case .unknownRoot:
            return "(the root) holds neither IB.objectdata (AppKit) nor UINibObjectsKey (UIKit)"
        case .missingValue(let key):
            return "has no value \(key)"
        case .notAnArray(let key):
            return "has a \(key) that is not an array"
        case .notAString(let key):
            return "has a \(key) that is not a string"
        case .mismatchedObjectTables(let keys, let parents):
            return "lists \(keys) objects in NSObjectsKeys but \(parents) parents in NSObjectsValues"
        case .parentCycle:
            return "is its own ancestor in the nib's parent table"
        case .unknownConnection(let className):
            return "is a connection of class \(className), which the reader does not know"
        case .unlistedEndpoint(let key, let target):
            return "has a \(key) #\(target) that the nib does not list as an object or placeholder"
        case .malformedValue(let key, let expected):
            return "has a \(key) that is not \(expected)"
        }
    }
}
