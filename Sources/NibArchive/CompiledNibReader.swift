import NibModel

/// The archive lookups ``CompiledNibDocument`` builds a model from: strings, arrays, classes
/// and the two toolkits' layouts.
struct CompiledNibReader {
    /// The archive read.
    let archive: NibArchiveFile

    /// The classes whose values under `UINibEncoderEmptyKey` are the elements of a collection.
    static let collectionClasses: Set<String> = ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet"]

    /// The object `key` of object `index` refers to.
    func reference(_ key: String, of index: Int) throws(CompiledNibDocumentError) -> Int {
        guard case .object(let target)? = archive.objects[index].value(forKey: key) else {
            throw CompiledNibDocumentError(.missingValue(key: key), object: index)
        }
        return target
    }

    /// The elements of the collection `key` of object `index` refers to, in order.
    func elements(_ key: String, of index: Int) throws(CompiledNibDocumentError) -> [Int] {
        let list = try reference(key, of: index)
        guard Self.collectionClasses.contains(archive.objects[list].className) else {
            throw CompiledNibDocumentError(.notAnArray(key: key), object: index)
        }
        return archive.objects[list].values.compactMap { value in
            guard value.key == "UINibEncoderEmptyKey", case .object(let element) = value.kind else { return nil }
            return element
        }
    }

    /// The text of string object `index` (`NS.bytes` as UTF-8); nil for an object of another form.
    func text(ofString index: Int) -> String? {
        guard case .data(let bytes)? = archive.objects[index].value(forKey: "NS.bytes") else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of the string `key` of object `index` refers to, nil when it has no such value
    /// (or nil).
    func optionalString(_ key: String, of index: Int) throws(CompiledNibDocumentError) -> String? {
        switch archive.objects[index].value(forKey: key) {
        case nil, .null?: return nil
        case .object(let target)?:
            guard let text = text(ofString: target) else {
                throw CompiledNibDocumentError(.notAString(key: key), object: index)
            }
            return text
        default: throw CompiledNibDocumentError(.notAString(key: key), object: index)
        }
    }

    /// The text of the string `key` of object `index` refers to; an error when there is none.
    func string(_ key: String, of index: Int) throws(CompiledNibDocumentError) -> String {
        guard let text = try optionalString(key, of: index) else {
            throw CompiledNibDocumentError(.missingValue(key: key), object: index)
        }
        return text
    }

    /// The class and custom class of archive object `index` as the model records them.
    func classes(of index: Int) throws(CompiledNibDocumentError) -> (className: String, customClass: String?) {
        let archived = archive.objects[index].className
        func custom(_ name: String, over base: String) -> (String, String?) { (base, name == base ? nil : name) }
        switch archived {
        case "NSClassSwapper", "UIClassSwapper":
            let prefix = archived.hasPrefix("NS") ? "NS" : "UI"
            let original = try string(prefix + "OriginalClassName", of: index)
            return custom(try string(prefix + "ClassName", of: index), over: original)
        case "NSCustomObject":
            return custom(try optionalString("NSClassName", of: index) ?? "NSObject", over: "NSObject")
        case "NSCustomView":
            return custom(try optionalString("NSClassName", of: index) ?? "NSView", over: "NSView")
        case "NSWindowTemplate":
            let windowClass = try optionalString("NSWindowClass", of: index) ?? "NSWindow"
            return windowClass == "NSPanel" ? ("NSPanel", nil) : custom(windowClass, over: "NSWindow")
        default:
            return (archived, nil)
        }
    }

    /// The model object for archive object `index`: its classes, its properties
    /// (``properties(of:)``), its parent and the relationship it fills there (`key`).
    func object(_ index: Int, parent: Int?, key: String?) throws(CompiledNibDocumentError) -> NibObject {
        let (className, archivedCustomClass) = try classes(of: index)
        let swiftName = archivedCustomClass.flatMap(SwiftRuntimeName.parse)
        return NibObject(
            id: CompiledNibDocument.id(ofObject: index), element: archive.objects[index].className,
            className: className, customClass: swiftName?.name ?? archivedCustomClass, customModule: swiftName?.module,
            parent: parent.map(CompiledNibDocument.id(ofObject:)), key: key, properties: try properties(of: index))
    }

    /// The model objects of the archive objects `listed`, parents first (`ordered`), each with its
    /// parent in `parents`, and the model connections `connection` makes of `connectors` (nil for a
    /// connector that is no model connection), each joining listed objects or `placeholders`.
    func graph(
        _ listed: [Int], parents: [Int: Int], placeholders: Set<Int>, connectors: [Int],
        connection: (Int, Set<Int>) throws(CompiledNibDocumentError) -> NibConnection?
    ) throws(CompiledNibDocumentError) -> (ordered: [Int], objects: [NibObject], connections: [NibConnection]) {
        let ordered = try parentsFirst(listed, parents: parents)
        let filled = relationships(ordered, parents: parents)
        var objects: [NibObject] = []
        var offsets: [Int: Int] = [:]
        for index in ordered {
            offsets[index] = objects.count
            objects.append(try object(index, parent: parents[index], key: filled.keys[index]))
        }
        for (parent, values) in filled.values {
            guard let offset = offsets[parent] else { continue }
            for (key, value) in values { objects[offset].properties.set(key, value) }
        }
        let known = Set(listed).union(placeholders)
        var connections: [NibConnection] = []
        for connector in connectors {
            if let made = try connection(connector, known) { connections.append(made) }
        }
        return (ordered, objects, connections)
    }

    /// `objects` (archive indices, in the order listed) reordered so that parents come before
    /// their children, siblings keeping their order; an error for a parent cycle.
    func parentsFirst(_ objects: [Int], parents: [Int: Int]) throws(CompiledNibDocumentError) -> [Int] {
        // Each chain is walked up to an object a walk before found free of cycles (a fresh walk
        // of every chain to its root took time growing with objects × depth: minutes for 32,000
        // objects each the parent of the next). The first object whose chain holds a cycle is named.
        var walkOf: [Int: Int] = [:]
        var acyclic: Set<Int> = []
        for (walk, start) in objects.enumerated() {
            var path = [start]
            walkOf[start] = walk
            var current = start
            while !acyclic.contains(current), let next = parents[current] {
                if walkOf[next] == walk { throw CompiledNibDocumentError(.parentCycle, object: start) }
                walkOf[next] = walk
                path.append(next)
                current = next
            }
            acyclic.formUnion(path)
        }
        var children: [Int: [Int]] = [:]
        var roots: [Int] = []
        for index in objects {
            if let parent = parents[index] { children[parent, default: []].append(index) } else { roots.append(index) }
        }
        var ordered: [Int] = []
        var stack = Array(roots.reversed())
        while let next = stack.popLast() {
            ordered.append(next)
            stack.append(contentsOf: (children[next] ?? []).reversed())
        }
        return ordered
    }

    /// The connection connector `index` draws, from `source` to `destination` (nil: to the
    /// First Responder, ``CompiledNibDocument/firstResponderID``).
    func connection(
        _ index: Int, kind: NibConnection.Kind, name: String, source: Int, destination: Int?,
        known: Set<Int>
    ) throws(CompiledNibDocumentError) -> NibConnection {
        for (key, end) in [("source", source), ("destination", destination)] {
            guard let end, !known.contains(end) else { continue }
            throw CompiledNibDocumentError(.unlistedEndpoint(key: key, object: end), object: index)
        }
        return NibConnection(
            id: "\(CompiledNibDocument.id(ofObject: source))-\(CompiledNibDocument.id(ofObject: index))",
            kind: kind, source: CompiledNibDocument.id(ofObject: source),
            destination: destination.map(CompiledNibDocument.id(ofObject:)) ?? CompiledNibDocument.firstResponderID,
            name: name)
    }
}
