/// Every id a document has claimed, found by its hash: where the builder recorded it (an object,
/// placeholder or connection, and its place in that list), in 8 bytes a slot.
///
/// The id itself, where it was defined and what it belongs to are already in the builder's lists,
/// so the table keeps only a reference to them (a dictionary from id to claim took 28 bytes a slot
/// at the same load, the table of a 10 MB document 1.9 MB). The caller compares the ids: it walks
/// the candidates of a ``Probe``, whose slots carry the id's hash, and reads the id each one
/// stands for.
///
/// Open addressing with linear probing, at most three quarters full. A slot holds the top 30 bits
/// of the id's hash, which also pick the id's first slot at any size (so the table grows without
/// hashing an id again), the kind, and the index plus one (0 is an empty slot).
struct IDTable {
    /// The builder's list an id is recorded in.
    enum Kind: UInt64 {
        case object, placeholder, connection
    }

    /// Where an id is recorded: a list and the index in it.
    struct Entry {
        let kind: Kind
        let index: Int
    }

    /// Where a search for one id has got to: the id's hash bits and the slot to look at next.
    struct Probe {
        fileprivate let tag: UInt64
        fileprivate var slot: Int
    }

    private static let tagBits = 30
    private static let tagShift = UInt64(64 - tagBits)
    private static let kindShift: UInt64 = 32

    private var slots: [UInt64] = []
    /// log2 of `slots.count`, at most ``tagBits``.
    private var sizeBits = 0
    private(set) var count = 0

    /// Makes room for `count` ids, so the table is not rebuilt while they are claimed.
    mutating func reserve(_ count: Int) {
        var bits = 3
        while bits < Self.tagBits && (1 << bits) * 3 / 4 < count { bits += 1 }
        if bits > sizeBits { resize(bits: bits) }
    }

    /// The start of a search for `id`.
    func probe(_ id: String) -> Probe {
        let tag = UInt64(UInt(bitPattern: id.hashValue)) >> Self.tagShift
        return Probe(tag: tag, slot: firstSlot(tag))
    }

    /// The next entry along `probe` whose hash bits are the id's, or nil at the first empty slot,
    /// where `probe` then stays (the slot ``insert(_:at:)`` fills).
    func candidate(_ probe: inout Probe) -> Entry? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        while true {
            let slot = slots[probe.slot]
            if slot == 0 { return nil }
            probe.slot = (probe.slot + 1) & mask
            if slot >> Self.tagShift == probe.tag {
                return Entry(
                    kind: Kind(rawValue: slot >> Self.kindShift & 3) ?? .object, index: Int(slot & 0xFFFF_FFFF) - 1)
            }
        }
    }

    /// Makes room for one more id; call it before the ``probe(_:)`` whose empty slot is filled.
    mutating func makeRoomForOne() {
        if sizeBits < Self.tagBits && (count + 1) * 4 > slots.count * 3 { resize(bits: max(sizeBits + 1, 3)) }
    }

    /// Records `entry` in the empty slot a search ended at (after ``makeRoomForOne()``).
    mutating func insert(_ entry: Entry, at probe: Probe) {
        slots[probe.slot] = probe.tag << Self.tagShift | entry.kind.rawValue << Self.kindShift | UInt64(entry.index + 1)
        count += 1
    }

    private func firstSlot(_ tag: UInt64) -> Int { sizeBits == 0 ? 0 : Int(tag >> UInt64(Self.tagBits - sizeBits)) }

    /// Moves every slot into a table of `2^bits` slots.
    private mutating func resize(bits: Int) {
        let old = slots
        sizeBits = bits
        slots = [UInt64](repeating: 0, count: 1 << bits)
        let mask = slots.count - 1
        for slot in old where slot != 0 {
            var index = firstSlot(slot >> Self.tagShift)
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
