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
        let primarySet = Set(primary)
        // The runs of secondary insertions after each primary entry ("" for the start), newest
        // run first: a run starts where the secondary side names an entry both have.
        var runs: [String: [[String]]] = ["": [[]]]
        var anchor = ""
        for entry in secondary {
            if primarySet.contains(entry) {
                anchor = entry
                runs[anchor, default: []].insert([], at: 0)
                continue
            }
            runs[anchor, default: [[]]][0].append(entry)
        }
        var result: [String] = []
        result.reserveCapacity(primary.count + secondary.count)
        let secondarySet = Set(secondary)
        func isOwnInsertion(_ entry: String) -> Bool { !secondarySet.contains(entry) && !original.contains(entry) }
        var index = 0
        func emit(after entry: String) {
            if primaryFirst {
                while index < primary.count, isOwnInsertion(primary[index]) {
                    result.append(primary[index])
                    index += 1
                }
            }
            for run in runs[entry] ?? [] { result.append(contentsOf: run) }
        }
        emit(after: "")
        while index < primary.count {
            let entry = primary[index]
            result.append(entry)
            index += 1
            emit(after: entry)
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
