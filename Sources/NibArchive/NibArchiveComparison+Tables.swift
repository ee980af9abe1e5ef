extension NibArchiveComparison {
    /// The `NSIBObjectData` tables: parallel arrays of objects and their parents or ids.
    static let tables = [
        (keys: "NSObjectsKeys", values: "NSObjectsValues", ids: false),
        (keys: "NSOidsKeys", values: "NSOidsValues", ids: true),
    ]
    /// The classes whose entries in those tables follow no fixed order (their order in the
    /// views' unordered constraint arrays).
    static let unorderedClasses: Set<String> = ["NSLayoutConstraint"]

    /// The entries of a table for unordered objects, checked once the walk has paired objects.
    struct DeferredEntries {
        var path: String
        /// The values are ids (`NSNumber`s): any id will do for an entry, as long as both tables
        /// hold the same ids.
        var ids: Bool
        var left: [(key: Int, value: NibArchiveValue.Kind)]
        var right: [(key: Int, value: NibArchiveValue.Kind)]
    }

    /// Compares the tables of two `NSIBObjectData` objects: the entries of ordinary objects in
    /// order, those of unordered objects (constraints) deferred to ``checkDeferred(_:visited:into:)``.
    /// Returns the pairs to walk on.
    func compareTables(
        left leftValues: [String: [NibArchiveValue.Kind]], right rightValues: [String: [NibArchiveValue.Kind]],
        path: String, into found: inout [NibArchiveDifference], deferred: inout [DeferredEntries]
    ) -> [(Pair, String)] {
        var children: [(Pair, String)] = []
        for table in Self.tables {
            let keyPath = path + "." + table.keys
            guard let leftTable = entries(of: table, in: leftValues, archive: left),
                let rightTable = entries(of: table, in: rightValues, archive: right),
                leftTable.ordered.count == rightTable.ordered.count,
                leftTable.unordered.count == rightTable.unordered.count
            else {
                found.append(NibArchiveDifference(path: keyPath, left: "a table", right: "another table shape"))
                continue
            }
            for (position, (lhs, rhs)) in zip(leftTable.ordered, rightTable.ordered).enumerated() {
                let element = "." + Self.elementKey + (position == 0 ? "" : "[\(position)]")
                children.append((Pair(left: lhs.key, right: rhs.key), keyPath + element))
                let valuePath = path + "." + table.values + element
                if case .object(let leftTarget) = lhs.value, case .object(let rightTarget) = rhs.value {
                    children.append((Pair(left: leftTarget, right: rightTarget), valuePath))
                } else if !Self.sameValue(lhs.value, rhs.value) {
                    found.append(
                        NibArchiveDifference(
                            path: valuePath, left: describe(lhs.value, in: left), right: describe(rhs.value, in: right))
                    )
                }
            }
            deferred.append(
                DeferredEntries(path: keyPath, ids: table.ids, left: leftTable.unordered, right: rightTable.unordered))
        }
        return children
    }

    /// A table's entries, split into ordinary and unordered objects; nil when it is not two
    /// arrays of the same length holding objects as keys.
    func entries(
        of table: (keys: String, values: String, ids: Bool), in values: [String: [NibArchiveValue.Kind]],
        archive: NibArchiveFile
    ) -> (ordered: [(key: Int, value: NibArchiveValue.Kind)], unordered: [(key: Int, value: NibArchiveValue.Kind)])? {
        guard case .object(let keysArray)? = values[table.keys]?.first,
            case .object(let valuesArray)? = values[table.values]?.first
        else { return nil }
        let keys = archive.objects[keysArray].values.filter { $0.key == Self.elementKey }.map(\.kind)
        let tableValues = archive.objects[valuesArray].values.filter { $0.key == Self.elementKey }.map(\.kind)
        guard keys.count == tableValues.count else { return nil }
        var ordered: [(key: Int, value: NibArchiveValue.Kind)] = []
        var unordered: [(key: Int, value: NibArchiveValue.Kind)] = []
        for (key, value) in zip(keys, tableValues) {
            guard case .object(let object) = key else { return nil }
            if Self.unorderedClasses.contains(archive.objects[object].className) {
                unordered.append((object, value))
            } else {
                ordered.append((object, value))
            }
        }
        return (ordered, unordered)
    }

    /// Checks the deferred entries against the objects the walk paired: every left entry's
    /// object and value (a parent, or an id's number) must be a right entry's.
    func checkDeferred(_ deferred: [DeferredEntries], visited: Set<Pair>, into found: inout [NibArchiveDifference]) {
        var partner: [Int: Int] = [:]
        for pair in visited where partner[pair.left] == nil { partner[pair.left] = pair.right }
        for entries in deferred {
            var unmatched = entries.right
            for entry in entries.left {
                let match = unmatched.firstIndex { candidate in
                    partner[entry.key] == candidate.key
                        && (entries.ids || sameEntryValue(entry.value, candidate.value, partner: partner))
                }
                guard let match else {
                    found.append(
                        NibArchiveDifference(
                            path: entries.path + " (unordered entry)", left: "@" + left.objects[entry.key].className,
                            right: "no equal entry"))
                    break
                }
                unmatched.remove(at: match)
            }
            if entries.ids,
                idNumbers(entries.left.map(\.value), in: left) != idNumbers(entries.right.map(\.value), in: right)
            {
                found.append(
                    NibArchiveDifference(path: entries.path + " (unordered ids)", left: "ids", right: "other ids"))
            }
        }
    }

    /// The values of id `NSNumber`s, sorted.
    func idNumbers(_ values: [NibArchiveValue.Kind], in archive: NibArchiveFile) -> [String] {
        values.map { value in
            guard case .object(let index) = value else { return describe(value, in: archive) }
            return archive.objects[index].values.map { describe($0.kind, in: archive) }.joined(separator: " ")
        }.sorted()
    }

    /// Whether a table value (a reference to a paired object, or an id `NSNumber`) agrees.
    func sameEntryValue(_ lhs: NibArchiveValue.Kind, _ rhs: NibArchiveValue.Kind, partner: [Int: Int]) -> Bool {
        guard case .object(let leftTarget) = lhs, case .object(let rightTarget) = rhs else {
            return Self.sameValue(lhs, rhs)
        }
        if partner[leftTarget] == rightTarget { return true }
        let leftObject = left.objects[leftTarget]
        let rightObject = right.objects[rightTarget]
        return leftObject.className == "NSNumber" && rightObject.className == "NSNumber"
            && leftObject.values.map(\.kind) == rightObject.values.map(\.kind)
    }

    /// A UIKit nib's objects table (`UINibObjectsKey`), which lists each view's constraints
    /// beside it in the order of its unordered constraint array.
    static let uikitObjectsKey = "UINibObjectsKey"

    /// Compares two UIKit objects tables: the elements that are not constraints in order, the
    /// constraints by number only — each is compared where a view holds it, in any order
    /// (`UIViewAutolayoutConstraints`). Returns the pairs to walk on.
    func matchObjectsTable(_ arrays: Pair, path: String, into found: inout [NibArchiveDifference])
        -> [(Pair, String)]
    {
        func split(_ object: NibArchiveObject, in archive: NibArchiveFile) -> (ordered: [Int], constraints: Int)? {
            var ordered: [Int] = []
            var constraints = 0
            for value in object.values where value.key == Self.elementKey {
                guard case .object(let target) = value.kind else { return nil }
                if Self.unorderedClasses.contains(archive.objects[target].className) {
                    constraints += 1
                } else {
                    ordered.append(target)
                }
            }
            return (ordered, constraints)
        }
        let leftObject = left.objects[arrays.left]
        let rightObject = right.objects[arrays.right]
        guard classDescription(leftObject, in: left) == classDescription(rightObject, in: right),
            let leftTable = split(leftObject, in: left), let rightTable = split(rightObject, in: right),
            leftTable.ordered.count == rightTable.ordered.count, leftTable.constraints == rightTable.constraints
        else {
            found.append(NibArchiveDifference(path: path, left: "a table", right: "another table shape"))
            return []
        }
        return zip(leftTable.ordered, rightTable.ordered).enumerated().map { position, targets in
            (
                Pair(left: targets.0, right: targets.1),
                path + "." + Self.elementKey + (position == 0 ? "" : "[\(position)]")
            )
        }
    }
}
