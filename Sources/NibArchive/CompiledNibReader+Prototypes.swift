import NibModel

/// A table view's prototype cells, which UIKit archives as nibs of their own inside the table
/// (the form ``UIKitEncoding`` writes): `UITableViewCellPrototypeNibs` is a dictionary of reuse
/// identifiers and `UINib`s, each `UINib`'s `archiveData` an `NSData` whose bytes are a whole
/// NIBArchive, and `UITableViewCellPrototypeNibExternalObjects` gives, per reuse identifier, the
/// objects of the enclosing nib that the prototype nib's proxies stand for.
///
/// The reader opens each prototype nib as a UIKit nib of its own and adds its objects to the
/// document: the prototype nib's top-level objects (the cell) are the table's `prototypes`, in the
/// dictionary's order; a proxy the external-object table names is that object of the enclosing
/// nib, the First Responder proxy is the enclosing nib's, and File's Owner (nobody: UIKit
/// instantiates a prototype without an owner) is left out with its connections. Ids are those of
/// the prototype nib prefixed by the table's and the prototype's position in the dictionary:
/// object 6 of the first prototype of table `#3` is `#3/0#6`.
///
/// Prototype nibs may hold tables with prototypes of their own; the reader opens at most
/// ``NibArchiveComparison/maximumNesting`` nibs deep and at most ``prototypeBytesLimit`` bytes of
/// prototype nibs for one document, a nib counted each time a table uses it. Anything else —
/// a dictionary of another shape, a nib whose bytes do not read, one too deep — is a
/// ``CompiledNibDocumentError/Reason/malformedValue(key:expected:)`` at the table.
extension CompiledNibReader {
    /// The archive key of a table view's prototype nibs.
    static let prototypeNibsKey = "UITableViewCellPrototypeNibs"
    /// The archive key of the objects a table view's prototype nibs' proxies stand for.
    static let prototypeExternalObjectsKey = "UITableViewCellPrototypeNibExternalObjects"
    /// The most bytes of prototype nibs one document's reading opens, each nib counted as often as
    /// a table uses it: far above what an app holds (a prototype nib is a few kilobytes), low
    /// enough that nibs sharing nested prototypes cannot make the reading grow without bound.
    static let prototypeBytesLimit = 1 << 26

    /// What the prototype nibs of a nib's tables add to its document.
    struct Prototypes {
        var objects: [NibObject] = []
        var connections: [NibConnection] = []
        var placeholders: [NibPlaceholder] = []
        /// Per table (by archive index), the ids of its prototype cells in order.
        var cells: [Int: [String]] = [:]
    }

    /// The prototype cells of the tables among `listed`, read `nesting` nibs deep from `budget`
    /// bytes left; `known` are the archive objects the document has (objects and proxies), which
    /// an external-object table may name, and `firstResponder` its First Responder's id.
    func prototypes(
        of listed: [Int], known: Set<Int>, firstResponder: String?, nesting: Int, budget: inout Int
    ) throws(CompiledNibDocumentError) -> Prototypes {
        var found = Prototypes()
        for table in listed where archive.objects[table].value(forKey: Self.prototypeNibsKey) != nil {
            let nibs = try prototypeNibs(of: table)
            let external = try prototypeExternalObjects(of: table)
            for target in external.values.joined() where !known.contains(target.object) {
                throw CompiledNibDocumentError(
                    .unlistedEndpoint(key: Self.prototypeExternalObjectsKey, object: target.object), object: table)
            }
            for (position, nib) in nibs.enumerated() {
                let prefix = CompiledNibDocument.id(ofObject: table) + "/\(position)"
                let document = try prototypeDocument(
                    nib, table: table, nesting: nesting, budget: &budget)
                var ids = NibIDMap(prefix: prefix)
                for placeholder in document.placeholders {
                    if let target = external[nib.reuseIdentifier]?.first(where: { $0.name == placeholder.identifier }) {
                        ids.names[placeholder.id] = CompiledNibDocument.id(ofObject: target.object)
                    } else if placeholder.role == .firstResponder, let firstResponder {
                        ids.names[placeholder.id] = firstResponder
                    } else if placeholder.role == .owner {
                        ids.dropped.insert(placeholder.id)
                    } else {
                        var kept = placeholder
                        kept.id = ids.id(placeholder.id)
                        found.placeholders.append(kept)
                    }
                }
                let topLevel = Set(document.topLevelObjects)
                for object in document.objects {
                    var kept = object
                    kept.id = ids.id(object.id)
                    kept.properties = object.properties.renamingReferences(ids.optionalID)
                    if let parent = object.parent {
                        kept.parent = ids.id(parent)
                    } else {
                        kept.parent = CompiledNibDocument.id(ofObject: table)
                        if topLevel.contains(object.id) {
                            kept.key = "prototypes"
                            found.cells[table, default: []].append(kept.id)
                        }
                    }
                    found.objects.append(kept)
                }
                found.connections += document.connections.compactMap(ids.connection)
            }
        }
        return found
    }

    /// One prototype nib of a table: its reuse identifier and bytes.
    struct PrototypeNib {
        var reuseIdentifier: String
        var bytes: [UInt8]
    }

    /// The prototype nibs of table `table`, in the dictionary's order.
    func prototypeNibs(of table: Int) throws(CompiledNibDocumentError) -> [PrototypeNib] {
        let malformed = CompiledNibDocumentError(
            .malformedValue(
                key: Self.prototypeNibsKey,
                expected: "a dictionary of reuse identifiers and UINibs whose archiveData is an NSData"),
            object: table)
        guard case .object(let dictionary)? = archive.objects[table].value(forKey: Self.prototypeNibsKey) else {
            throw malformed
        }
        var nibs: [PrototypeNib] = []
        for (key, value) in try dictionaryEntries(dictionary, malformed: malformed) {
            guard let reuseIdentifier = text(ofString: key),
                archive.objects[value].className == "UINib",
                case .object(let data)? = archive.objects[value].value(forKey: "archiveData"),
                case .data(let bytes)? = archive.objects[data].value(forKey: "NS.bytes")
            else { throw malformed }
            nibs.append(PrototypeNib(reuseIdentifier: reuseIdentifier, bytes: bytes))
        }
        return nibs
    }

    /// Per reuse identifier, the objects of this nib that the prototype nib's proxies stand for
    /// (by proxy identifier); empty when the table has none.
    func prototypeExternalObjects(
        of table: Int
    ) throws(CompiledNibDocumentError) -> [String: [(name: String, object: Int)]] {
        let malformed = CompiledNibDocumentError(
            .malformedValue(
                key: Self.prototypeExternalObjectsKey,
                expected: "a dictionary of reuse identifiers and dictionaries of proxy identifiers and objects"),
            object: table)
        switch archive.objects[table].value(forKey: Self.prototypeExternalObjectsKey) {
        case nil, .null?: return [:]
        case .object(let dictionary)?:
            var tables: [String: [(name: String, object: Int)]] = [:]
            for (key, value) in try dictionaryEntries(dictionary, malformed: malformed) {
                guard let reuseIdentifier = text(ofString: key) else { throw malformed }
                var named: [(name: String, object: Int)] = []
                for (name, object) in try dictionaryEntries(value, malformed: malformed) {
                    guard let identifier = text(ofString: name) else { throw malformed }
                    named.append((identifier, object))
                }
                tables[reuseIdentifier] = named
            }
            return tables
        default: throw malformed
        }
    }

    /// The keys and values of an inlined dictionary object (`NSDictionary`,
    /// `NSMutableDictionary`): its `UINibEncoderEmptyKey` values taken in pairs.
    func dictionaryEntries(
        _ dictionary: Int, malformed: CompiledNibDocumentError
    ) throws(CompiledNibDocumentError) -> [(key: Int, value: Int)] {
        guard ["NSDictionary", "NSMutableDictionary"].contains(archive.objects[dictionary].className) else {
            throw malformed
        }
        var members: [Int] = []
        for value in archive.objects[dictionary].values where value.key == "UINibEncoderEmptyKey" {
            guard case .object(let member) = value.kind else { throw malformed }
            members.append(member)
        }
        guard members.count.isMultiple(of: 2) else { throw malformed }
        return stride(from: 0, to: members.count, by: 2).map { (members[$0], members[$0 + 1]) }
    }

    /// The UIKit document of prototype nib `nib` of table `table`, read one nib deeper; its errors
    /// are the table's.
    private func prototypeDocument(
        _ nib: PrototypeNib, table: Int, nesting: Int, budget: inout Int
    ) throws(CompiledNibDocumentError) -> NibDocument {
        func refused(_ why: String) -> CompiledNibDocumentError {
            CompiledNibDocumentError(
                .malformedValue(
                    key: Self.prototypeNibsKey,
                    expected: "nibs that read (\(nib.reuseIdentifier.debugDescription): \(why))"),
                object: table)
        }
        guard nesting < NibArchiveComparison.maximumNesting else {
            throw refused("more than \(NibArchiveComparison.maximumNesting) nibs deep")
        }
        budget -= nib.bytes.count
        guard budget >= 0 else {
            throw refused("more than \(Self.prototypeBytesLimit) bytes of prototype nibs in one document")
        }
        let nested: NibArchiveFile
        do { nested = try NibArchiveReader.read(nib.bytes) } catch { throw refused(error.message) }
        guard nested.root.value(forKey: "UINibObjectsKey") != nil else {
            throw refused("not a UIKit nib")
        }
        do {
            return try CompiledNibReader(archive: nested).uiKitDocument(
                sourceFile: "", nesting: nesting + 1, budget: &budget)
        } catch {
            throw refused(error.message)
        }
    }
}
