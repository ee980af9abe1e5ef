/// Decides whether two archives hold the same object graph as an app loading them sees it.
///
/// Both graphs are walked from their root objects in parallel: objects are matched by the path
/// of keys that reaches them, never by their index in the file. Two matched objects are equal
/// when their classes (and class fallbacks) are the same and they hold the same keys with the
/// same values; values under one key are compared in order (array elements). Integers must
/// agree in value and encoded width, floats exactly (bit for bit), data byte for byte, and
/// references lead to objects compared the same way. What is not significant: the order of
/// objects in the file, of distinct keys within an object, and of the key and class tables.
///
/// Each pair of objects is compared once (a visited set of pairs), so cycles end the walk, and
/// the walk keeps its own stack rather than recursing.
public struct NibArchiveComparison {
    /// The first archive (its values print on the left of each difference).
    public let left: NibArchiveFile
    /// The second archive.
    public let right: NibArchiveFile

    /// A comparison of `left` with `right`; nothing is compared until asked.
    public init(_ left: NibArchiveFile, _ right: NibArchiveFile) {
        self.left = left
        self.right = right
    }

    /// Whether the two archives hold the same graph.
    public var isEqual: Bool { differences(limit: 1).isEmpty }

    /// The first `limit` differences in walk order (depth first, keys sorted), or none when the
    /// graphs are the same.
    public func differences(limit: Int = 10) -> [NibArchiveDifference] {
        var found: [NibArchiveDifference] = []
        var visited: Set<Pair> = []
        var stack: [(pair: Pair, path: String)] = [(Pair(left: 0, right: 0), "#0")]
        while found.count < limit, let entry = stack.popLast() {
            guard visited.insert(entry.pair).inserted else { continue }
            let children = compareObjects(entry.pair, path: entry.path, into: &found)
            stack.append(contentsOf: children.reversed())
        }
        return Array(found.prefix(limit))
    }

    struct Pair: Hashable {
        var left: Int
        var right: Int
    }

    /// Compares two objects' classes and values; returns the pairs of referenced objects still to
    /// compare, in key order.
    func compareObjects(_ pair: Pair, path: String, into found: inout [NibArchiveDifference]) -> [(Pair, String)] {
        let leftObject = left.objects[pair.left]
        let rightObject = right.objects[pair.right]
        let leftClass = classDescription(leftObject, in: left)
        let rightClass = classDescription(rightObject, in: right)
        if leftClass != rightClass {
            found.append(NibArchiveDifference(path: path + " (class)", left: leftClass, right: rightClass))
            return []
        }
        let leftValues = Self.valuesByKey(leftObject)
        let rightValues = Self.valuesByKey(rightObject)
        var children: [(Pair, String)] = []
        for key in Set(leftValues.keys).union(rightValues.keys).sorted() {
            let keyPath = path + "." + key
            let lhs = leftValues[key] ?? []
            let rhs = rightValues[key] ?? []
            if lhs.count != rhs.count {
                found.append(
                    NibArchiveDifference(
                        path: keyPath, left: Self.countDescription(lhs.count), right: Self.countDescription(rhs.count)))
                continue
            }
            for (position, (leftKind, rightKind)) in zip(lhs, rhs).enumerated() {
                let valuePath = position == 0 ? keyPath : keyPath + "[\(position)]"
                if case .object(let leftTarget) = leftKind, case .object(let rightTarget) = rightKind {
                    children.append((Pair(left: leftTarget, right: rightTarget), valuePath))
                } else if !Self.sameValue(leftKind, rightKind) {
                    found.append(
                        NibArchiveDifference(
                            path: valuePath, left: describe(leftKind, in: left), right: describe(rightKind, in: right)))
                }
            }
        }
        return children
    }

    /// The class name followed by its fallbacks (`UIColor (fallback NSColor)`).
    func classDescription(_ object: NibArchiveObject, in archive: NibArchiveFile) -> String {
        let fallbacks = archive.fallbackClassNames(of: archive.classes[object.classIndex])
        return fallbacks.isEmpty
            ? object.className : object.className + " (fallback \(fallbacks.joined(separator: ", ")))"
    }

    /// The object's values grouped by key, in value order under each key.
    static func valuesByKey(_ object: NibArchiveObject) -> [String: [NibArchiveValue.Kind]] {
        var grouped: [String: [NibArchiveValue.Kind]] = [:]
        for value in object.values { grouped[value.key, default: []].append(value.kind) }
        return grouped
    }

    /// Whether two non-reference values are the same: same type (so same integer width), same
    /// bits for floats, same bytes for data.
    static func sameValue(_ lhs: NibArchiveValue.Kind, _ rhs: NibArchiveValue.Kind) -> Bool {
        switch (lhs, rhs) {
        case (.float32(let a), .float32(let b)): return a.bitPattern == b.bitPattern
        case (.double(let a), .double(let b)): return a.bitPattern == b.bitPattern
        default: return lhs == rhs
        }
    }

    static func countDescription(_ count: Int) -> String {
        switch count {
        case 0: return "absent"
        case 1: return "1 value"
        default: return "\(count) values"
        }
    }

    /// A value as the differences print it: its width and value, data as quoted text when it
    /// is printable, references as the class they lead to.
    func describe(_ kind: NibArchiveValue.Kind, in archive: NibArchiveFile) -> String {
        switch kind {
        case .int8(let value): return "int8 \(value)"
        case .int16(let value): return "int16 \(value)"
        case .int32(let value): return "int32 \(value)"
        case .int64(let value): return "int64 \(value)"
        case .bool(let value): return value ? "true" : "false"
        case .float32(let value): return "float32 \(value)"
        case .double(let value): return "double \(value)"
        case .null: return "nil"
        case .object(let index): return "@" + archive.objects[index].className
        case .data(let bytes):
            let summary = DumpText.dataSummary(bytes, hexLimit: 32)
            return summary.hasPrefix(" \"") ? String(summary.dropFirst()) : "(data \(bytes.count) bytes)" + summary
        }
    }
}
