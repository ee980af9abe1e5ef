import NibModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fonts and colours a document has produced so far, by the exact attributes they were read
/// from, so that one written many times — the same font or colour on thousands of controls — is
/// read once and stored once, shared by every object that has it (values are copied on write,
/// so sharing them changes nothing else).
///
/// Only childless `<font>`, `<fontDescription>` and `<color>` elements take part: their value
/// depends on nothing but their element name and attributes (the `key` attribute aside). An
/// element is known by its name id and its attributes' name ids and value bytes. A lookup hashes
/// them where they lie in the tree, a word at a time, and compares them with the stored keys in
/// place; only a value that is stored copies its key. The table is open-addressed and probes a
/// bounded number of slots, so a document crafted to collide costs at most that many
/// comparisons per element (its values are then read each time instead of shared).
struct ValueTable {
    private struct Entry {
        /// The key's bytes in `keys`.
        var start: Int
        var count: Int
        var hash: UInt64
        var value: NibValue
    }

    private var entries: [Entry] = []
    /// Every stored key, one after another: for the element and each attribute but `key`, its
    /// name id, then for an attribute its value's length and bytes.
    private var keys: [UInt8] = []
    /// Entry index + 1 by hash, 0 for an empty slot; a power of two long, at most half full.
    private var slots = [Int32](repeating: 0, count: 64)
    /// The element last looked up and its hash, for ``store(_:)``.
    private var pending: (node: XMLTree.Node, hash: UInt64, slot: Int)?

    /// How many slots a lookup or store looks at before giving up.
    private static let probeLimit = 32

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
        pending = nil
        let hash = Self.hash(node)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.probeLimit {
            let entry = Int(slots[slot]) - 1
            if entry < 0 {
                pending = (node, hash, slot)
                return nil
            }
            if entries[entry].hash == hash
                && Self.matches(node, keys: keys, start: entries[entry].start, count: entries[entry].count)
            {
                return entries[entry].value
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Records the value read from the element last looked up.
    mutating func store(_ value: NibValue) {
        guard let (node, hash, slot) = pending else { return }
        pending = nil
        let start = keys.count
        Self.appendKey(of: node, to: &keys)
        entries.append(Entry(start: start, count: keys.count - start, hash: hash, value: value))
        slots[slot] = Int32(entries.count)
        if entries.count * 2 > slots.count { rehash() }
    }

    /// Doubles the slots and places every entry again.
    private mutating func rehash() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    // MARK: Keys

    /// Whether `node`'s name and attributes are the stored key at `keys[start..<start + count]`.
    /// Static, and given the keys alone: as a method called from ``lookUp(_:)``, it had the whole
    /// table copied for it (a retain and a release for each of its arrays) at every comparison.
    private static func matches(_ node: XMLTree.Node, keys: borrowing [UInt8], start: Int, count: Int) -> Bool {
        keys.withUnsafeBytes { all in
            let base = all.baseAddress! + start
            var cursor = 0
            guard count >= 4, base.loadUnaligned(as: Int32.self) == node.nameID else { return false }
            cursor = 4
            for attribute in node.attributes where !attribute.isNamed(.key) {
                let matched = attribute.withValueBytes { bytes in
                    guard count - cursor >= 8 + bytes.count,
                        base.loadUnaligned(fromByteOffset: cursor, as: Int32.self) == attribute.nameID,
                        base.loadUnaligned(fromByteOffset: cursor + 4, as: Int32.self) == Int32(bytes.count),
                        bytes.isEmpty || memcmp(base + cursor + 8, bytes.baseAddress!, bytes.count) == 0
                    else { return false }
                    cursor += 8 + bytes.count
                    return true
                }
                guard matched else { return false }
            }
            return cursor == count
        }
    }

    private static func appendKey(of node: XMLTree.Node, to keys: inout [UInt8]) {
        func append(_ number: Int32) { withUnsafeBytes(of: number) { keys.append(contentsOf: $0) } }
        append(node.nameID)
        for attribute in node.attributes where !attribute.isNamed(.key) {
            append(attribute.nameID)
            attribute.withValueBytes { bytes in
                append(Int32(bytes.count))
                keys.append(contentsOf: bytes)
            }
        }
    }

    /// The hash of the key ``appendKey(of:to:)`` would write for `node`, read a word at a time.
    private static func hash(_ node: XMLTree.Node) -> UInt64 {
        var hash = mix(0x243F_6A88_85A3_08D3, UInt64(UInt32(bitPattern: node.nameID)))
        for attribute in node.attributes where !attribute.isNamed(.key) {
            attribute.withValueBytes { bytes in
                hash = mix(hash, UInt64(UInt32(bitPattern: attribute.nameID)) << 32 | UInt64(bytes.count))
                let raw = UnsafeRawBufferPointer(bytes)
                var offset = 0
                while offset + 8 <= raw.count {
                    hash = mix(hash, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    offset += 8
                }
                if offset < raw.count {
                    var tail: UInt64 = 0
                    for index in offset..<raw.count { tail = tail << 8 | UInt64(raw[index]) }
                    hash = mix(hash, tail)
                }
            }
        }
        return hash ^ (hash >> 32)
    }

    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        return product ^ (product >> 29)
    }
}
