/// Merging two edited versions of a list of identities (children, attribute names).
enum SequenceMerge {
    /// `primary` with the entries only `secondary` has inserted after the entry `secondary` has
    /// before them (at the start when there is none). When both sides inserted at the same place,
    /// the primary side's insertions come first if `primaryFirst`, else the secondary's. An
    /// insertion of the primary side is an entry it has that neither `secondary` nor `original` has.
    static func interleave(
        primary: [String], secondary: [String], primaryFirst: Bool, original: Set<String>
    ) -> [String] {
        guard !secondary.isEmpty else { return primary }
        guard !primary.isEmpty else { return secondary }
        var result = primary
        var present = Set(primary)
        let secondarySet = Set(secondary)
        var anchor = -1
        for entry in secondary {
            if present.contains(entry) {
                anchor = result.firstIndex(of: entry) ?? anchor
                continue
            }
            var position = anchor + 1
            if primaryFirst {
                while position < result.count, !secondarySet.contains(result[position]),
                    !original.contains(result[position])
                {
                    position += 1
                }
            }
            result.insert(entry, at: position)
            present.insert(entry)
            anchor = position
        }
        return result
    }

    /// Whether `other` reordered the entries all three lists share while `mine` kept the original order.
    static func isReordered(mine: [String], other: [String], original: [String]) -> Bool {
        let shared = Set(mine).intersection(other).intersection(original)
        let originalOrder = original.filter(shared.contains)
        return mine.filter(shared.contains) == originalOrder && other.filter(shared.contains) != originalOrder
    }
}
