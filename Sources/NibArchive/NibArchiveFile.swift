/// A decoded NIBArchive: the binary nib Apple's `ibtool` compiles a `.xib` into.
///
/// Read one with ``NibArchiveReader`` (from bytes) or ``read(contentsOf:)`` (from a `.nib` file
/// or folder). Object 0 is the root; references between objects are indices into ``objects``,
/// so cycles are represented as they are in the file.
public struct NibArchiveFile: Sendable, Equatable {
    /// Where one of the four tables lies in the file, as the header says.
    public struct TableLocation: Sendable, Equatable {
        /// How many entries the table has.
        public var count: Int
        /// The byte at which its first entry starts.
        public var offset: Int
        /// How many bytes its entries take, as read (0 before the table is read).
        public var length: Int

        public init(count: Int, offset: Int, length: Int = 0) {
            self.count = count
            self.offset = offset
            self.length = length
        }

        /// The byte after its last entry.
        public var end: Int { offset + length }
    }

    /// The format version of the header (1 for every nib seen).
    public var formatVersion: UInt32
    /// The coder version of the header (9 or 10 in Apple's nibs).
    public var coderVersion: UInt32
    /// The four tables' counts and offsets, in ``NibArchiveTable`` order.
    public var tables: [TableLocation]
    /// The objects, in file order; ``objects`` `[0]` is the root.
    public var objects: [NibArchiveObject]
    /// Every value of the value table, in file order (objects hold slices of it).
    public var values: [NibArchiveValue]
    /// The key table.
    public var keys: [String]
    /// The class table.
    public var classes: [NibArchiveClass]

    public init(
        formatVersion: UInt32, coderVersion: UInt32, tables: [TableLocation], objects: [NibArchiveObject],
        values: [NibArchiveValue], keys: [String], classes: [NibArchiveClass]
    ) {
        self.formatVersion = formatVersion
        self.coderVersion = coderVersion
        self.tables = tables
        self.objects = objects
        self.values = values
        self.keys = keys
        self.classes = classes
    }

    /// The root object (object 0; a decoded archive always has one).
    public var root: NibArchiveObject { objects[0] }

    /// The names of the classes a class falls back to when the runtime lacks it (the class
    /// name's extra u32s, which index the class table: `UIColor` → `NSColor`).
    public func fallbackClassNames(of entry: NibArchiveClass) -> [String] {
        entry.fallbackClassIndices.map { classes[$0].name }
    }

    /// The objects `object` refers to, in value order (repeats kept).
    public func references(of object: NibArchiveObject) -> [Int] {
        object.values.compactMap {
            if case .object(let index) = $0.kind { return index }
            return nil
        }
    }
}

/// One object of the archive: its class and its values.
public struct NibArchiveObject: Sendable, Equatable {
    /// The class's index in the class table.
    public var classIndex: Int
    /// The class name (without its NUL).
    public var className: String
    /// The object's values in file order. A slice of ``NibArchiveFile/values`` (so it shares the
    /// table's storage): its indices are value-table indices, starting at ``firstValueIndex``.
    public var values: ArraySlice<NibArchiveValue>

    public init(classIndex: Int, className: String, values: ArraySlice<NibArchiveValue>) {
        self.classIndex = classIndex
        self.className = className
        self.values = values
    }

    /// The index of the object's first value in the value table.
    public var firstValueIndex: Int { values.startIndex }

    /// The first value stored under `key`, if any.
    public func value(forKey key: String) -> NibArchiveValue.Kind? {
        values.first { $0.key == key }?.kind
    }
}

/// One entry of the class table.
public struct NibArchiveClass: Sendable, Equatable {
    /// The class name, without the NUL the file ends it with.
    public var name: String
    /// The class name's extra u32s: indices (checked to be in range) of the classes to use
    /// when this one is missing at run time.
    public var fallbackClassIndices: [Int]

    public init(name: String, fallbackClassIndices: [Int]) {
        self.name = name
        self.fallbackClassIndices = fallbackClassIndices
    }
}
