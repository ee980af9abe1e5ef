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
    static let start: UInt8 = 1
    static let end: UInt8 = 2
    static let text: UInt8 = 3
    static let name: UInt8 = 4
}

extension UnmanagedArray where Element == UInt8 {
    /// A start event's fixed part; `attributeCount` attributes must follow.
    mutating func appendStart(name: Int32, line: Int32, column: Int32, attributeCount: Int32) {
        append(SAXEvent.start)
        appendBytes(of: name)
        appendBytes(of: line)
        appendBytes(of: column)
        appendBytes(of: attributeCount)
    }

    /// One attribute of the start event just written.
    mutating func appendAttribute(name: Int32, value: UnsafeBufferPointer<UInt8>) {
        appendBytes(of: name)
        appendBytes(of: Int32(clamping: value.count))
        append(contentsOf: value)
    }

    mutating func appendEnd() {
        append(SAXEvent.end)
    }

    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(SAXEvent.text)
        appendBytes(of: Int32(clamping: bytes.count))
        append(contentsOf: bytes)
    }

    mutating func appendName(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(SAXEvent.name)
        appendBytes(of: Int32(clamping: bytes.count))
        append(contentsOf: bytes)
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
