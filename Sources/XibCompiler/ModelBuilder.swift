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
    /// Every id seen, as a reference to the object, placeholder or connection that claimed it,
    /// which holds the id and where it was defined.
    private var ids = IDTable()

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
        ids.reserve(elements / 2)
    }

    // MARK: Recording

    /// Claims the id of the entry just added to its list; a second claim of an id is a
    /// duplicate-id error (the entry is then taken out again by the caller).
    private mutating func claim(_ entry: IDTable.Entry) throws(XibError) {
        let id = id(of: entry)
        ids.makeRoomForOne()
        var probe = ids.probe(id)
        while let first = ids.candidate(&probe) {
            if self.id(of: first) == id {
                throw .duplicateID(location(position(of: entry)), id: id, first: position(of: first))
            }
        }
        ids.insert(entry, at: probe)
    }

    /// What claimed `id`, if anything has.
    private func claimant(of id: String) -> IDTable.Entry? {
        var probe = ids.probe(id)
        while let entry = ids.candidate(&probe) {
            if self.id(of: entry) == id { return entry }
        }
        return nil
    }

    /// The id of what `entry` refers to. Read through a buffer view: an array's subscript would
    /// copy the whole object (every string and list of it retained, then released) to read one field.
    private func id(of entry: IDTable.Entry) -> String {
        switch entry.kind {
        case .object: objects.withUnsafeBufferPointer { $0[entry.index].id }
        case .placeholder: placeholders.withUnsafeBufferPointer { $0[entry.index].id }
        case .connection: connections.withUnsafeBufferPointer { $0[entry.index].id }
        }
    }

    private func position(of entry: IDTable.Entry) -> SourcePosition {
        switch entry.kind {
        case .object: objects.withUnsafeBufferPointer { $0[entry.index].position }
        case .placeholder: placeholders.withUnsafeBufferPointer { $0[entry.index].position }
        case .connection: connections.withUnsafeBufferPointer { $0[entry.index].position }
        }
    }

    /// Records an object and returns its index, so its body can be filled in once read.
    /// The object goes into the list before its id is claimed, so it is moved there rather than
    /// copied; a duplicate id takes it out again.
    mutating func addObject(_ object: consuming NibObject) throws(XibError) -> Int {
        objects.append(consume object)
        return try claimLastObject()
    }

    /// Records an object without a body and returns its index, as ``addObject(_:)`` does, but
    /// fills the object in its place in the list, one field at a time: an object built whole and
    /// passed in is copied once more on the way (its initializer copies it into its result), a
    /// retain and a release for each of its strings.
    mutating func addObject(
        id: String, element: String, className: String, customClass: String?, customModule: String?,
        userLabel: String?, parent: String?, key: String?, isAnonymous: Bool, position: SourcePosition
    ) throws(XibError) -> Int {
        objects.append(Self.blankObject)
        let index = objects.count - 1
        objects.withUnsafeMutableBufferPointer { buffer in
            buffer[index].id = id
            buffer[index].element = element
            buffer[index].className = className
            buffer[index].customClass = customClass
            buffer[index].customModule = customModule
            buffer[index].userLabel = userLabel
            buffer[index].parent = parent
            buffer[index].key = key
            buffer[index].isAnonymous = isAnonymous
            buffer[index].position = position
        }
        return try claimLastObject()
    }

    /// Claims the id of the object last appended and returns its index; a duplicate id takes
    /// the object out again.
    private mutating func claimLastObject() throws(XibError) -> Int {
        let index = objects.count - 1
        do {
            try claim(IDTable.Entry(kind: .object, index: index))
        } catch {
            objects.removeLast()
            throw error
        }
        return index
    }

    /// What ``addObject(id:element:className:customClass:customModule:userLabel:parent:key:isAnonymous:position:)``
    /// fills in: empty strings and lists, which copy without reference counting.
    private static let blankObject = NibObject(id: "", element: "", className: "")

    mutating func addPlaceholder(_ placeholder: consuming NibPlaceholder) throws(XibError) {
        placeholders.append(consume placeholder)
        do {
            try claim(IDTable.Entry(kind: .placeholder, index: placeholders.count - 1))
        } catch {
            placeholders.removeLast()
            throw error
        }
    }

    mutating func addConnection(_ connection: consuming NibConnection) throws(XibError) {
        connections.append(consume connection)
        do {
            try claim(IDTable.Entry(kind: .connection, index: connections.count - 1))
        } catch {
            connections.removeLast()
            throw error
        }
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
                guard let entry = claimant(of: id) else {
                    throw .danglingReference(at, id: id, role: "\(connection.kind.rawValue) \(role)")
                }
                if entry.kind == .connection {
                    throw .referenceToConnection(at, id: id, role: "\(connection.kind.rawValue) \(role)")
                }
            }
        }
    }
}
