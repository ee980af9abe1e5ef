import NibModel

/// The fonts and colours a document has produced so far, by the exact attributes they were read
/// from, so that one written many times — the same font or colour on thousands of controls — is
/// read once and stored once, shared by every object that has it (values are copied on write,
/// so sharing them changes nothing else).
///
/// Only childless `<font>`, `<fontDescription>` and `<color>` elements take part: their value
/// depends on nothing but their element name and attributes (the `key` attribute aside). An
/// element is known by a key made of its name id and its attributes' name ids and value bytes,
/// built in a reused buffer and hashed in one pass, so a lookup allocates nothing.
struct ValueTable {
    private struct Entry {
        var key: [UInt8]
        var value: NibValue
    }

    /// Entries by their key's hash.
    private var table: [Int: [Entry]] = [:]
    /// The key of the element last looked up.
    private var key: [UInt8] = []
    private var hash = 0

    /// Whether elements of a value form take part.
    static func takesPart(_ form: DocumentConverter.ValueForm?) -> Bool {
        switch form {
        case .font, .fontDescription, .color: return true
        default: return false
        }
    }

    /// The value already read from an element written exactly like `node`, if there is one. Also
    /// makes `node` the element a following ``store(_:)`` records the value of.
    mutating func lookUp(_ node: XMLTree.Node) -> NibValue? {
        key.removeAll(keepingCapacity: true)
        append(node.nameID)
        for attribute in node.attributes where !attribute.isNamed(.key) {
            append(attribute.nameID)
            attribute.withValueBytes { bytes in
                append(Int32(bytes.count))
                key.append(contentsOf: bytes)
            }
        }
        var hasher = Hasher()
        key.withUnsafeBytes { hasher.combine(bytes: $0) }
        hash = hasher.finalize()
        return table[hash]?.first { $0.key == key }?.value
    }

    /// Records the value read from the element last looked up.
    mutating func store(_ value: NibValue) {
        table[hash, default: []].append(Entry(key: key, value: value))
    }

    private mutating func append(_ number: Int32) {
        withUnsafeBytes(of: number.littleEndian) { key.append(contentsOf: $0) }
    }
}
