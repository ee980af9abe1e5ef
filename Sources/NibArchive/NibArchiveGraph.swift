/// An object graph to be written as a NIBArchive: objects with a class name and keyed values,
/// references being indices into ``objects``. Object 0 is the root.
///
/// Build one object by object (``addObject(_:)``, ``append(_:_:to:)``) or take a read archive's
/// graph (``init(_:)``); ``NibArchiveWriter`` lays it out.
public struct NibArchiveGraph: Sendable, Equatable {
    /// One object: its class and its values in the order they were encoded.
    public struct Object: Sendable, Equatable {
        /// The class the object is archived as.
        public var className: String
        /// Keys and values in encoding order; several values may share a key (array elements).
        public var values: [Value]

        /// An object of `className` with `values`.
        public init(className: String, values: [Value] = []) {
            self.className = className
            self.values = values
        }
    }

    /// One keyed value; `.object(n)` refers to ``NibArchiveGraph/objects`` `[n]`.
    public struct Value: Sendable, Equatable {
        /// The key the value is stored under.
        public var key: String
        /// The value; `.object(n)` refers to the graph's object `n`.
        public var kind: NibArchiveValue.Kind

        /// A value under `key`.
        public init(key: String, kind: NibArchiveValue.Kind) {
            self.key = key
            self.kind = kind
        }
    }

    /// The objects; the first is the root.
    public var objects: [Object] = []
    /// The classes each class falls back to when the runtime lacks it, by class name.
    public var fallbackClassNames: [String: [String]] = [:]
    /// The coder version the header records (10 for every AppKit nib of Xcode's recent versions).
    public var coderVersion: UInt32 = 10

    /// An empty graph: add the root object first.
    public init() {}

    /// A read archive's graph, objects in file order.
    public init(_ archive: NibArchiveFile) {
        coderVersion = archive.coderVersion
        objects = archive.objects.map { object in
            Object(className: object.className, values: object.values.map { Value(key: $0.key, kind: $0.kind) })
        }
        for entry in archive.classes where !entry.fallbackClassIndices.isEmpty {
            fallbackClassNames[entry.name] = archive.fallbackClassNames(of: entry)
        }
    }

    /// Adds an object of `className` with no values yet and returns its index.
    @discardableResult
    public mutating func addObject(_ className: String) -> Int {
        objects.append(Object(className: className))
        return objects.count - 1
    }

    /// Appends a value under `key` to object `object`.
    public mutating func append(_ key: String, _ kind: NibArchiveValue.Kind, to object: Int) {
        objects[object].values.append(Value(key: key, kind: kind))
    }
}
