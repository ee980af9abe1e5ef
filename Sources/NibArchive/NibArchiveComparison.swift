/// Decides whether two archives hold the same object graph as an app loading them sees it.
///
/// Both graphs are walked from their root objects in parallel: objects are matched by the path
/// of keys that reaches them, never by their index in the file. Two matched objects are equal
/// when their classes (and class fallbacks) are the same and they hold the same keys with the
/// same values; values under one key are compared in order (array elements). Integers must
/// agree in value and encoded width, floats exactly (bit for bit), data byte for byte, and
/// references lead to objects compared the same way. What is not significant: the order of
/// objects in the file, of distinct keys within an object, and of the key and class tables —
/// nor the order of a view's constraints (``unorderedKeys``): those arrays are equal when each
/// element of one is equal to a different element of the other — nor the name of a storyboard's
/// upstream placeholder (`UpstreamPlaceholder-…`), which `ibtool` makes up on every build.
/// Data that is itself an archive (a table view's prototype cell nib, magic `NIBArchive`) is
/// read and compared as an archive by the same rules, its paths inside braces after the data's
/// path (`….NS.bytes{#0.UINibObjectsKey…}`), not byte for byte.
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
        self.init(left, right, nesting: 0)
    }

    /// A comparison of two archives found as data `nesting` archives deep.
    init(_ left: NibArchiveFile, _ right: NibArchiveFile, nesting: Int) {
        self.left = left
        self.right = right
        self.nesting = nesting
    }

    /// How many archives deep these two were found as data (0 for the files themselves).
    let nesting: Int

    /// The keys whose array's order is not significant: a view's constraints (AppKit's
    /// `NSViewConstraints`, UIKit's `UIViewAutolayoutConstraints`), which `ibtool` writes in no
    /// fixed order (`PerfectFreeze__PFWebViewController`'s stack view lists its buttons'
    /// constraints neither in document nor in subview order).
    public static let unorderedKeys: Set<String> = ["NSViewConstraints", "UIViewAutolayoutConstraints"]

    /// Whether the two archives hold the same graph.
    public var isEqual: Bool { differences(limit: 1).isEmpty }

    /// The first `limit` differences in walk order (depth first, keys sorted), or none when the
    /// graphs are the same.
    public func differences(limit: Int = 10) -> [NibArchiveDifference] {
        differences(from: Pair(left: 0, right: 0), path: "#0", limit: limit)
    }

    /// The first `limit` differences of the graphs below one pair of objects.
    /// In a walk that pairs the elements of an unordered array (`nested`), other unordered
    /// arrays are only counted: the walk that pairs them is the outer one.
    func differences(from start: Pair, path: String, limit: Int, nested: Bool = false) -> [NibArchiveDifference] {
        var found: [NibArchiveDifference] = []
        var visited: Set<Pair> = []
        var stack: [(pair: Pair, path: String)] = [(start, path)]
        var deferred: [DeferredEntries] = []
        while found.count < limit, let entry = stack.popLast() {
            guard visited.insert(entry.pair).inserted else { continue }
            let children = compareObjects(
                entry.pair, path: entry.path, nested: nested, limit: limit, into: &found, deferred: &deferred)
            stack.append(contentsOf: children.reversed())
        }
        if found.count < limit { checkDeferred(deferred, visited: visited, into: &found) }
        return Array(found.prefix(limit))
    }

    struct Pair: Hashable {
        var left: Int
        var right: Int
    }

    /// Compares two objects' classes and values; returns the pairs of referenced objects still to
    /// compare, in key order.
    func compareObjects(
        _ pair: Pair, path: String, nested: Bool, limit: Int, into found: inout [NibArchiveDifference],
        deferred: inout [DeferredEntries]
    ) -> [(Pair, String)] {
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
        var tableKeys: Set<String> = []
        if leftObject.className == "NSIBObjectData" {
            tableKeys = Set(Self.tables.flatMap { [$0.keys, $0.values] })
            children += compareTables(
                left: leftValues, right: rightValues, path: path, into: &found, deferred: &deferred)
        }
        for key in Set(leftValues.keys).union(rightValues.keys).subtracting(tableKeys).sorted() {
            let keyPath = path + "." + key
            let lhs = leftValues[key] ?? []
            let rhs = rightValues[key] ?? []
            if lhs.count != rhs.count {
                found.append(
                    NibArchiveDifference(
                        path: keyPath, left: Self.countDescription(lhs.count), right: Self.countDescription(rhs.count)))
                continue
            }
            if key == Self.uikitObjectsKey, case .object(let leftArray)? = lhs.first,
                case .object(let rightArray)? = rhs.first, lhs.count == 1
            {
                children += matchObjectsTable(Pair(left: leftArray, right: rightArray), path: keyPath, into: &found)
                continue
            }
            if Self.unorderedKeys.contains(key), case .object(let leftArray)? = lhs.first,
                case .object(let rightArray)? = rhs.first, lhs.count == 1
            {
                let arrays = Pair(left: leftArray, right: rightArray)
                if nested {
                    let counts = (left.objects[leftArray].values.count, right.objects[rightArray].values.count)
                    if counts.0 != counts.1 {
                        found.append(
                            NibArchiveDifference(path: keyPath, left: "\(counts.0) values", right: "\(counts.1) values")
                        )
                    }
                } else {
                    children += matchUnordered(arrays, path: keyPath, into: &found)
                }
                continue
            }
            for (position, (leftKind, rightKind)) in zip(lhs, rhs).enumerated() {
                let valuePath = position == 0 ? keyPath : keyPath + "[\(position)]"
                if case .object(let leftTarget) = leftKind, case .object(let rightTarget) = rightKind {
                    children.append((Pair(left: leftTarget, right: rightTarget), valuePath))
                } else if let nested = nestedArchives(leftKind, rightKind) {
                    found += nested.differences(path: valuePath, limit: limit - found.count)
                } else if !Self.sameValue(leftKind, rightKind) {
                    found.append(
                        NibArchiveDifference(
                            path: valuePath, left: describe(leftKind, in: left), right: describe(rightKind, in: right)))
                }
            }
        }
        return children
    }

    /// Pairs the elements of two arrays whose order does not matter: each element of the left
    /// array with the first unpaired element of the right one whose graph equals its own.
    /// Returns the pairs to walk on; an element without a partner is a difference.
    func matchUnordered(_ arrays: Pair, path: String, into found: inout [NibArchiveDifference]) -> [(Pair, String)] {
        let leftObject = left.objects[arrays.left]
        let rightObject = right.objects[arrays.right]
        let leftElements = leftObject.values.filter { $0.key == Self.elementKey }.map(\.kind)
        let rightElements = rightObject.values.filter { $0.key == Self.elementKey }.map(\.kind)
        let sameShape =
            classDescription(leftObject, in: left) == classDescription(rightObject, in: right)
            && leftElements.count == rightElements.count
            && leftObject.values.count - leftElements.count == rightObject.values.count - rightElements.count
        guard sameShape else {
            found.append(
                NibArchiveDifference(
                    path: path + " (unordered)", left: "\(leftElements.count) elements",
                    right: "\(rightElements.count) elements"))
            return []
        }
        var unpaired = Array(rightElements.indices)
        var pairs: [(Pair, String)] = []
        for (position, element) in leftElements.enumerated() {
            let elementPath = path + "[\(position)]"
            guard case .object(let leftTarget) = element else {
                found.append(NibArchiveDifference(path: elementPath, left: describe(element, in: left), right: "?"))
                continue
            }
            let match = unpaired.firstIndex { candidate in
                guard case .object(let rightTarget) = rightElements[candidate] else { return false }
                let pair = Pair(left: leftTarget, right: rightTarget)
                return differences(from: pair, path: elementPath, limit: 1, nested: true).isEmpty
            }
            guard let match, case .object(let rightTarget) = rightElements[unpaired[match]] else {
                found.append(
                    NibArchiveDifference(
                        path: elementPath, left: describe(element, in: left), right: "no equal element in any order"))
                continue
            }
            unpaired.remove(at: match)
            pairs.append((Pair(left: leftTarget, right: rightTarget), elementPath))
        }
        return pairs
    }

    /// The key of array elements.
    static let elementKey = "UINibEncoderEmptyKey"

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
        case (.data(let a), .data(let b)) where isUpstreamPlaceholderName(a) && isUpstreamPlaceholderName(b):
            return true
        default: return lhs == rhs
        }
    }

    /// Whether `bytes` spell a storyboard's upstream placeholder name (`UpstreamPlaceholder-`
    /// and an id): a name `ibtool` makes up afresh on each build to tie a scene view's proxy to
    /// its controller's segue template, so any two such names are the same to an app.
    static func isUpstreamPlaceholderName(_ bytes: [UInt8]) -> Bool {
        let prefix = Array("UpstreamPlaceholder-".utf8)
        return bytes.count > prefix.count && bytes.starts(with: prefix)
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
