import NibModel

/// Collects the graph of one document while a front-end reads it, then checks and finishes it.
///
/// Every input format — modern xib, storyboard, legacy archive — has its own reader (a
/// front-end) that walks its syntax; all of them record into one `ModelBuilder`, so ids,
/// duplicate and dangling-reference checks, coverage and the finished ``NibDocument`` are
/// decided in one place and the generator, runtime, plugin and CLI never ask which format a
/// document came from.
struct ModelBuilder {
    /// The document's path as given, for diagnostics.
    let path: String
    var coverage = Coverage()

    var placeholders: [NibPlaceholder] = []
    var objects: [NibObject] = []
    var connections: [NibConnection] = []
    var topLevel: [String] = []
    var resources: [NibResource] = []
    var metadata: [NibElement] = []
    var scenes: [NibScene] = []
    var initialController: String?
    /// Where the document names its initial controller (the root element).
    var initialControllerPosition = SourcePosition.start
    /// Every id seen, with where it was first defined and whether it belongs to a connection.
    private var ids: [String: Claim] = [:]

    /// Where an id was defined and by what, in 12 bytes (one per id of the document, so it is kept small).
    struct Claim {
        private let line: Int32
        private let column: Int32
        let isConnection: Bool

        init(_ position: SourcePosition, isConnection: Bool) {
            line = Int32(clamping: position.line)
            column = Int32(clamping: position.column)
            self.isConnection = isConnection
        }

        var position: SourcePosition { SourcePosition(line: Int(line), column: Int(column)) }
    }

    init(path: String) {
        self.path = path
    }

    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: path, position: position)
    }

    /// Makes room for the objects and connections of a document of `elements` elements (the most
    /// it can hold), so the lists never grow by copying; room a document leaves unused is reserved
    /// but never touched, so it takes no memory. The id table is sized for one id in two elements
    /// (every object's frame, font or colour is an element without one), so it is not rebuilt
    /// as it fills.
    mutating func reserve(elements: Int) {
        objects.reserveCapacity(elements)
        connections.reserveCapacity(elements)
        ids.reserveCapacity(elements / 2)
    }

    // MARK: Recording

    /// Claims `id` for an object, placeholder or connection; a second claim is a duplicate-id error.
    mutating func register(_ id: String, at position: SourcePosition, isConnection: Bool) throws(XibError) {
        // One hash and probe for the usual case, a new id; a duplicate puts the first claim back.
        if let first = ids.updateValue(Claim(position, isConnection: isConnection), forKey: id) {
            ids[id] = first
            throw .duplicateID(location(position), id: id, first: first.position)
        }
    }

    /// Whether an id has been claimed (by anything, connections included).
    func contains(_ id: String) -> Bool { ids[id] != nil }

    /// Whether `id` names an object or placeholder (not a connection).
    func isObjectOrPlaceholder(_ id: String) -> Bool {
        guard let entry = ids[id] else { return false }
        return !entry.isConnection
    }

    /// Records an object and returns its index, so its body can be filled in once read.
    /// The object goes into the list before its id is claimed, so it is moved there rather than
    /// copied; a duplicate id takes it out again.
    mutating func addObject(_ object: consuming NibObject) throws(XibError) -> Int {
        objects.append(object)
        let index = objects.count - 1
        do {
            try register(objects[index].id, at: objects[index].position, isConnection: false)
        } catch {
            objects.removeLast()
            throw error
        }
        return index
    }

    mutating func addPlaceholder(_ placeholder: consuming NibPlaceholder) throws(XibError) {
        try register(placeholder.id, at: placeholder.position, isConnection: false)
        placeholders.append(placeholder)
    }

    mutating func addConnection(_ connection: consuming NibConnection) throws(XibError) {
        try register(connection.id, at: connection.position, isConnection: true)
        connections.append(connection)
    }

    // MARK: Finishing

    /// Second pass, then the document: a storyboard's initial controller, scenes, segues and
    /// identifiers must agree (``checkStoryboard(_:)``; a document without scenes has no
    /// controller an initial view controller could name), and every connection end must name an
    /// object or placeholder.
    func finish(info: DocumentInfo) throws(XibError) -> NibDocument {
        let document = NibDocument(
            sourceFile: FileIO.baseName(path), info: info, placeholders: placeholders,
            objects: objects, connections: connections, topLevelObjects: topLevel,
            resources: resources, metadata: metadata, scenes: scenes,
            initialController: initialController)
        try checkStoryboard(document)
        try resolveReferences()
        return document
    }

    func resolveReferences() throws(XibError) {
        for connection in connections {
            let at = location(connection.position)
            for (role, id) in [("source", connection.source), ("destination", connection.destination)] {
                guard let entry = ids[id] else {
                    throw .danglingReference(at, id: id, role: "\(connection.kind.rawValue) \(role)")
                }
                if entry.isConnection {
                    throw .referenceToConnection(at, id: id, role: "\(connection.kind.rawValue) \(role)")
                }
            }
        }
    }
}
