/// The events ``SAXTreeBuilder`` passes from the thread that runs libxml2 to the thread that builds
/// the tree (``XMLTreeAssembler``): one after another in a batch of bytes, each a kind byte and
/// its fields in native byte order.
///
/// - start: the element's name id, the line and column where its start tag begins, how many
///   attributes follow, then for each its name id, its value's length and its value's bytes;
/// - end: nothing more;
/// - text: the length and bytes of character data;
/// - name: the length and bytes of a name met for the first time, which takes the next name id
///   (it comes before the start that uses it).
enum SAXEvent {
    /// The bytes of a start event before its attributes.
    static let startEventSize = 1 + 4 * 4
    /// The bytes of one attribute of a start event whose value has `valueLength` bytes.
    @inline(__always)
    static func attributeSize(_ valueLength: Int) -> Int { 4 + 4 + valueLength }

    static let start: UInt8 = 1
    static let end: UInt8 = 2
    static let text: UInt8 = 3
    static let name: UInt8 = 4
}

extension UnmanagedArray where Element == UInt8 {
    /// A start event with its `attributeCount` attributes, written after one check of the room
    /// they take: `room` is the whole event's size (``SAXEvent/startEventSize`` and
    /// ``SAXEvent/attributeSize(_:)`` of each attribute), `body` writes the attributes with
    /// ``SAXEventCursor/appendAttribute(name:value:)``.
    @inline(__always)
    mutating func appendStart(
        name: Int32, line: Int32, column: Int32, attributeCount: Int32, room: Int,
        _ body: (inout SAXEventCursor) -> Void
    ) {
        var cursor = SAXEventCursor(at: reserve(room))
        cursor.store(SAXEvent.start)
        cursor.store(name)
        cursor.store(line)
        cursor.store(column)
        cursor.store(attributeCount)
        body(&cursor)
        commit(upTo: cursor.at)
    }

    mutating func appendEnd() {
        append(SAXEvent.end)
    }

    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        var cursor = SAXEventCursor(at: reserve(1 + 4 + bytes.count))
        cursor.store(SAXEvent.text)
        cursor.store(Int32(clamping: bytes.count))
        cursor.copy(bytes)
        commit(upTo: cursor.at)
    }

    mutating func appendName(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(SAXEvent.name)
        appendBytes(of: Int32(clamping: bytes.count))
        append(contentsOf: bytes)
    }
}

/// Where the next field of an event goes, inside room reserved for the whole event
/// (``UnmanagedArray/reserve(_:)``), so no field checks the room again. A value of up to sixteen
/// bytes is copied with two loads and two stores that may overlap (never past its ends), a longer
/// one with `memcpy`.
struct SAXEventCursor {
    var at: UnsafeMutablePointer<UInt8>

    /// Writes the bytes of `value` as they lie in memory.
    @inline(__always)
    mutating func store<Value: BitwiseCopyable>(_ value: Value) {
        UnsafeMutableRawPointer(at).storeBytes(of: value, as: Value.self)
        at += MemoryLayout<Value>.size
    }

    /// One attribute of the start event being written: its name id, its value's length and bytes.
    @inline(__always)
    mutating func appendAttribute(name: Int32, value: UnsafeBufferPointer<UInt8>) {
        store(name)
        store(Int32(clamping: value.count))
        copy(value)
    }

    /// Writes `bytes`, reading none past their end.
    @inline(__always)
    mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        guard count > 0, let source = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(source)
        if count >= 8 && count <= 16 {
            let first = raw.loadUnaligned(as: UInt64.self)
            let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            UnsafeMutableRawPointer(at).storeBytes(of: first, as: UInt64.self)
            UnsafeMutableRawPointer(at + count - 8).storeBytes(of: last, as: UInt64.self)
        } else if count >= 4 && count < 8 {
            let first = raw.loadUnaligned(as: UInt32.self)
            let last = raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            UnsafeMutableRawPointer(at).storeBytes(of: first, as: UInt32.self)
            UnsafeMutableRawPointer(at + count - 4).storeBytes(of: last, as: UInt32.self)
        } else if count < 4 {
            at[0] = source[0]
            at[count >> 1] = source[count >> 1]
            at[count - 1] = source[count - 1]
        } else {
            UnsafeMutableRawPointer(at).copyMemory(from: raw, byteCount: count)
        }
        at += count
    }
}

/// A cursor over the events of one batch, read in the order ``SAXEvent`` describes.
struct SAXEventReader {
    let base: UnsafePointer<UInt8>
    let count: Int
    private var offset = 0

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    var atEnd: Bool { offset >= count }

    /// The next field, of type `Value`.
    mutating func take<Value: BitwiseCopyable>(_: Value.Type) -> Value {
        let value = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: Value.self)
        offset += MemoryLayout<Value>.size
        return value
    }

    /// A length (a 32-bit field) and the bytes that follow it.
    mutating func lengthAndBytes() -> UnsafeBufferPointer<UInt8> {
        let length = Int(take(Int32.self))
        let bytes = UnsafeBufferPointer(start: base + offset, count: length)
        offset += length
        return bytes
    }
}
