/// A text listing of an archive, one block per object, for reading and for diffing two nibs.
///
/// ```
/// NIBArchive format 1, coder 10, 28 objects, 69 values
/// #0 NSObject
///     IB.objectdata = @1
///     IB.systemFontUpdateVersion = int8 1
/// #4 NSString
///     NS.bytes = "BlocklistDownloaderViewController"
/// ```
///
/// Values print with their encoded width (`int8 3`, `int16 -2`, `float32 0.5`, `double 0.5`),
/// `true`, `false`, `nil`, references as `@N`, the `NS.bytes` of string classes as a quoted,
/// escaped string, and other data as `(data N bytes)` followed by the text when it is printable
/// ASCII or else its bytes in hex (the first 64, then a checksum of the whole). Data that is
/// itself a readable NIBArchive (a view-based table's prototype cell nib) prints `NIBArchive`
/// after its size and then its own listing, in the same order, each line indented four spaces
/// more than the value's — at most ``NibArchiveComparison/maximumNesting`` archives deep, deeper
/// data printing as data. Keys and class names print with control characters escaped and cut
/// after 512 bytes.
///
/// In ``Order/walk`` order, keys are sorted within each object (values under one key keep their
/// order) and objects are numbered in the order a depth-first walk from object 0 reaches them
/// (objects it never reaches follow, in file order), so two archives of the same graph list
/// the same text whatever the order of their tables. The walk keeps a visited set and never
/// recurses, so reference cycles end it.
public struct NibArchiveDump {
    /// How objects and keys are ordered.
    public enum Order: Sendable {
        /// As in the file: objects by index, values in table order.
        case file
        /// Keys sorted within objects and objects renumbered in walk order from the root.
        case walk
    }

    /// How many bytes of a data value print in hex before the rest is summarised.
    public static let hexLimit = 64

    public let archive: NibArchiveFile
    public let order: Order
    /// How many archives this one is inside (0 for a file's own).
    let nesting: Int

    public init(_ archive: NibArchiveFile, order: Order = .file) {
        self.init(archive, order: order, nesting: 0)
    }

    /// The listing of an archive found `nesting` archives deep.
    init(_ archive: NibArchiveFile, order: Order, nesting: Int) {
        self.archive = archive
        self.order = order
        self.nesting = nesting
    }

    /// The whole listing, ending with a newline.
    public var text: String {
        var output = headerLine() + "\n"
        let sequence = objectSequence()
        var number = [Int](repeating: 0, count: archive.objects.count)
        for (position, index) in sequence.enumerated() { number[index] = position }
        for index in sequence {
            output += objectBlock(index, number: number)
        }
        return output
    }

    func headerLine() -> String {
        "NIBArchive format \(archive.formatVersion), coder \(archive.coderVersion), "
            + "\(archive.objects.count) objects, \(archive.values.count) values"
    }

    /// The objects in listing order.
    func objectSequence() -> [Int] {
        switch order {
        case .file: return Array(archive.objects.indices)
        case .walk: return walkOrder()
        }
    }

    /// Depth-first from object 0, then from every object not reached yet, in file order; each
    /// object's references in the order its sorted values list them.
    func walkOrder() -> [Int] {
        var visited = [Bool](repeating: false, count: archive.objects.count)
        var sequence: [Int] = []
        sequence.reserveCapacity(archive.objects.count)
        for start in archive.objects.indices where !visited[start] {
            var stack = [start]
            while let index = stack.popLast() {
                guard !visited[index] else { continue }
                visited[index] = true
                sequence.append(index)
                let references = orderedValues(of: archive.objects[index]).compactMap { value -> Int? in
                    if case .object(let target) = value.kind, !visited[target] { return target }
                    return nil
                }
                stack.append(contentsOf: references.reversed())
            }
        }
        return sequence
    }

    /// An object's values in listing order: as stored, or sorted by key (UTF-8 byte order)
    /// keeping the stored order under one key.
    func orderedValues(of object: NibArchiveObject) -> [NibArchiveValue] {
        switch order {
        case .file:
            return Array(object.values)
        case .walk:
            return object.values.enumerated().sorted { lhs, rhs in
                if lhs.element.key != rhs.element.key {
                    return lhs.element.key.utf8.lexicographicallyPrecedes(rhs.element.key.utf8)
                }
                return lhs.offset < rhs.offset
            }.map(\.element)
        }
    }

    func objectBlock(_ index: Int, number: [Int]) -> String {
        let object = archive.objects[index]
        var block = "#\(number[index]) \(DumpText.name(object.className))"
        let fallbacks = archive.fallbackClassNames(of: archive.classes[object.classIndex])
        if !fallbacks.isEmpty { block += " (fallback \(fallbacks.map(DumpText.name).joined(separator: ", ")))" }
        block += "\n"
        let isString = object.className.hasSuffix("String")
        for value in orderedValues(of: object) {
            block += "    \(DumpText.name(value.key)) = \(rendered(value, inString: isString, number: number))\n"
        }
        return block
    }

    func rendered(_ value: NibArchiveValue, inString isString: Bool, number: [Int]) -> String {
        switch value.kind {
        case .int8(let integer): return "int8 \(integer)"
        case .int16(let integer): return "int16 \(integer)"
        case .int32(let integer): return "int32 \(integer)"
        case .int64(let integer): return "int64 \(integer)"
        case .bool(let flag): return flag ? "true" : "false"
        case .float32(let number): return "float32 \(number)"
        case .double(let number): return "double \(number)"
        case .null: return "nil"
        case .object(let target): return "@\(number[target])"
        case .data(let bytes):
            if isString, value.key == "NS.bytes", let text = String(validating: bytes, as: UTF8.self) {
                return DumpText.quoted(text)
            }
            if let listing = nestedListing(bytes) {
                return "(data \(bytes.count) bytes) NIBArchive\n" + listing
            }
            return "(data \(bytes.count) bytes)" + DumpText.dataSummary(bytes, hexLimit: Self.hexLimit)
        }
    }

    /// The listing of `bytes` as an archive, each line indented past the value's and without the
    /// last newline; nil when they are not a readable archive or lie too deep
    /// (``NibArchiveComparison/maximumNesting``).
    func nestedListing(_ bytes: [UInt8]) -> String? {
        guard nesting < NibArchiveComparison.maximumNesting, bytes.starts(with: NibArchiveReader.magic),
            let nested = try? NibArchiveReader.read(bytes)
        else { return nil }
        let text = NibArchiveDump(nested, order: order, nesting: nesting + 1).text
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { "        " + $0 }.joined(separator: "\n")
    }
}
