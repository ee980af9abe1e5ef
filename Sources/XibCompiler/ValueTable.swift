import NibModel

/// The fonts and colours a document has produced so far, by the exact attributes they were read
/// from, so that one written many times — the same font or colour on thousands of controls — is
/// read once and stored once, shared by every object that has it (values are copied on write,
/// so sharing them changes nothing else).
///
/// Only childless `<font>`, `<fontDescription>` and `<color>` elements take part: their value
/// depends on nothing but their element name and attributes (the `key` attribute aside).
struct ValueTable {
    private var table: [[UInt8]: NibValue] = [:]
    /// The key being built, reused so a lookup allocates nothing.
    private var key: [UInt8] = []

    /// Whether `node`'s value can be shared, by its value form.
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
        return table[key]
    }

    /// Records the value read from the element last looked up.
    mutating func store(_ value: NibValue) {
        table[key] = value
    }

    private mutating func append(_ number: Int32) {
        withUnsafeBytes(of: number.littleEndian) { key.append(contentsOf: $0) }
    }
}
