/// Lays out a ``NibArchiveGraph`` as NIBArchive bytes, deterministically and the way Apple's
/// files are laid out: the 50-byte header, then the object, key, value and class-name tables,
/// each starting where the previous one ends.
///
/// Objects are numbered in the order a depth-first walk from the root reaches them (references
/// followed in value order; objects it never reaches are left out, since no app can see them),
/// keys and classes in the order of their first use in that numbering, a class's fallbacks
/// right after it. The same graph always gives the same bytes.
public enum NibArchiveWriter {
    /// The archive's bytes. The graph must have a root object and only references to its own
    /// objects.
    public static func bytes(of graph: NibArchiveGraph) -> [UInt8] {
        precondition(!graph.objects.isEmpty, "a NIBArchive needs a root object")
        let order = walkOrder(graph)
        var newIndex = [Int](repeating: -1, count: graph.objects.count)
        for (position, old) in order.enumerated() { newIndex[old] = position }

        var keys = IndexTable()
        var classes = IndexTable()
        var objectTable: [UInt8] = []
        var valueTable: [UInt8] = []
        var valueCount = 0
        for old in order {
            let object = graph.objects[old]
            let classIndex = classes.index(of: object.className)
            for fallback in graph.fallbackClassNames[object.className] ?? [] { _ = classes.index(of: fallback) }
            objectTable += varint(classIndex) + varint(valueCount) + varint(object.values.count)
            for value in object.values {
                var kind = value.kind
                if case .object(let target) = kind { kind = .object(newIndex[target]) }
                valueTable += varint(keys.index(of: value.key)) + payload(kind)
            }
            valueCount += object.values.count
        }
        let keyTable = keys.names.flatMap { varint($0.utf8.count) + Array($0.utf8) }
        let classTable = classes.names.flatMap { name -> [UInt8] in
            let fallbacks = (graph.fallbackClassNames[name] ?? []).map { UInt32(classes.index(of: $0)) }
            return varint(name.utf8.count + 1) + varint(fallbacks.count) + fallbacks.flatMap(word)
                + Array(name.utf8) + [0]
        }
        return header(
            coderVersion: graph.coderVersion,
            tables: [
                (order.count, objectTable), (keys.names.count, keyTable), (valueCount, valueTable),
                (classes.names.count, classTable),
            ]) + objectTable + keyTable + valueTable + classTable
    }

    /// Old object indices in depth-first preorder from the root, each once.
    static func walkOrder(_ graph: NibArchiveGraph) -> [Int] {
        var seen = [Bool](repeating: false, count: graph.objects.count)
        var order: [Int] = []
        var stack = [0]
        while let index = stack.popLast() {
            guard !seen[index] else { continue }
            seen[index] = true
            order.append(index)
            let targets = graph.objects[index].values.compactMap { value -> Int? in
                if case .object(let target) = value.kind { return target }
                return nil
            }
            stack.append(contentsOf: targets.reversed())
        }
        return order
    }

    /// Names numbered in order of first use.
    struct IndexTable {
        var names: [String] = []
        var indices: [String: Int] = [:]

        mutating func index(of name: String) -> Int {
            if let index = indices[name] { return index }
            names.append(name)
            indices[name] = names.count - 1
            return names.count - 1
        }
    }

    static func header(coderVersion: UInt32, tables: [(count: Int, bytes: [UInt8])]) -> [UInt8] {
        var output = Array("NIBArchive".utf8) + word(1) + word(coderVersion)
        var offset = 50
        for table in tables {
            output += word(UInt32(table.count)) + word(UInt32(offset))
            offset += table.bytes.count
        }
        return output
    }

    /// The format's varint: 7 bits a byte, lowest first, the high bit set on the last byte.
    static func varint(_ value: Int) -> [UInt8] {
        var rest = value
        var result: [UInt8] = []
        while rest >= 0x80 {
            result.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        return result + [UInt8(rest) | 0x80]
    }

    static func word(_ value: UInt32) -> [UInt8] { little(value) }

    static func little<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        (0..<(T.bitWidth / 8)).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    static func payload(_ kind: NibArchiveValue.Kind) -> [UInt8] {
        let type = kind.typeByte
        switch kind {
        case .int8(let value): return [type, UInt8(bitPattern: value)]
        case .int16(let value): return [type] + little(value)
        case .int32(let value): return [type] + little(value)
        case .int64(let value): return [type] + little(value)
        case .bool, .null: return [type]
        case .float32(let value): return [type] + little(value.bitPattern)
        case .double(let value): return [type] + little(value.bitPattern)
        case .data(let bytes): return [type] + varint(bytes.count) + bytes
        case .object(let index): return [type] + word(UInt32(index))
        }
    }
}
