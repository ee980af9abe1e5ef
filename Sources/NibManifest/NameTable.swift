import NibModel

/// Interned strings for one manifest read: property names, element and class names and
/// relationship keys repeat thousands of times in a manifest, so each distinct spelling becomes
/// one `String` that every later occurrence shares (no allocation for long names, less memory
/// held by the model).
///
/// An open-addressing table keyed by the UTF-8 bytes; the bytes of every entry are kept in one
/// buffer so a lookup compares bytes, never builds a `String` first.
struct NameTable {
    private struct Slot {
        var hash: UInt64 = 0
        var start: Int32 = 0
        var count: Int32 = -1  // -1: empty
        var name: String = ""
    }

    private var slots: [Slot]
    private var bytes: [UInt8] = []
    private var used = 0
    /// Names longer than this are not interned (they are rare and seldom repeat).
    private static let longest = 128

    init(capacity: Int = 128) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Slot](repeating: Slot(), count: size)
        bytes.reserveCapacity(capacity * 12)
    }

    /// The shared string for UTF-8 bytes (which must be valid UTF-8).
    mutating func string(for text: UnsafeBufferPointer<UInt8>) -> String {
        guard text.count <= Self.longest, let base = text.baseAddress else {
            return String(decoding: text, as: UTF8.self)
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return string(for: base, count: text.count, hash: hash)
    }

    /// The shared string for a NUL-terminated member name.
    mutating func string(for name: ManifestReader.MemberName) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var count = 0
        while name.bytes[count] != 0 {
            if count == Self.longest { return name.string }
            hash = (hash ^ UInt64(name.bytes[count])) &* 0x100_0000_01b3
            count += 1
        }
        return string(for: name.bytes, count: count, hash: hash)
    }

    private mutating func string(for base: UnsafePointer<UInt8>, count: Int, hash: UInt64) -> String {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index].count >= 0 {
            if slots[index].hash == hash && Int(slots[index].count) == count && matches(slots[index].start, base, count)
            {
                return slots[index].name
            }
            index = (index + 1) & mask
        }
        let name = String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        slots[index] = Slot(hash: hash, start: Int32(bytes.count), count: Int32(count), name: name)
        bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        used += 1
        if used * 2 > slots.count { grow() }
        return name
    }

    private func matches(_ start: Int32, _ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        bytes.withUnsafeBufferPointer { stored in
            let offset = Int(start)
            for index in 0..<count where stored[offset + index] != base[index] { return false }
            return true
        }
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        let mask = slots.count - 1
        for slot in old where slot.count >= 0 {
            var index = Int(truncatingIfNeeded: slot.hash) & mask
            while slots[index].count >= 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
