import NibModel

/// Converts a modern document (`<document>`) in one pass over libxml2's events: the
/// ``SAXTreeDelegate`` that drives a ``DocumentConverter`` while ``SAXTreeBuilder`` parses.
///
/// The elements that make up the graph are read as they open and close — the document, its
/// `<objects>`, `<scenes>` and scenes, every element with an id (an object or placeholder) and
/// every relationship container that holds one. Every other element is left in the streaming
/// tree until it ends and is then read whole and dropped. If an element with an id opens inside
/// such a pending element, the pending elements around it turn out to hold an object and are
/// promoted, outermost first, to what the grammar makes of them (an object written without an id,
/// or a relationship), their children read so far replayed into them. So the tree holds only the
/// open elements and the values being read, never the whole document, and every decision is the
/// one the element grammar makes for the finished subtree.
///
/// A document whose root is not `<document>` (a legacy archive) is kept whole for its own
/// front-end. After a conversion error the parse still runs to the end, so a later XML error is
/// the one reported, as for any document.
final class DocumentStream: SAXTreeDelegate {
    let path: String

    /// Everything the stream changes while libxml2 calls it. It lives behind a pointer the stream
    /// owns, so the callbacks update it in place, without the copies and exclusivity checks a
    /// class's stored properties would cost on every access.
    private struct State {
        /// The converter, once the root element turned out to be `<document>`. It has memory of
        /// its own, so the callbacks use it in place: reading it never copies it.
        var converter: UnsafeMutablePointer<DocumentConverter>?
        /// The first conversion error; the rest of the input is parsed but not converted.
        var error: XibError?
        /// Whether there is an error (tested on every event, without copying the error).
        var failed = false
        /// Whether the root element is not `<document>`, so the whole tree is kept.
        var keepsWholeTree = false
        var elementCount = 0
        /// The open elements, outermost first.
        var frames: [Frame] = []
        /// What the open live elements of each kind have read so far, innermost last.
        var scenes: [NibScene] = []
        var topLevels: [DocumentConverter.TopLevel] = []
        var members: [DocumentConverter.OpenMember] = []
        var relationships: [DocumentConverter.OpenRelationship] = []
    }

    private let state: UnsafeMutablePointer<State>

    init(path: String) {
        self.path = path
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        if let converter = state.pointee.converter {
            converter.deinitialize(count: 1)
            converter.deallocate()
        }
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Whether the root element is not `<document>`, so the whole tree was kept for another front-end.
    var keepsWholeTree: Bool { state.pointee.keepsWholeTree }

    private var error: XibError? {
        get { state.pointee.error }
        set {
            state.pointee.error = newValue
            state.pointee.failed = newValue != nil
        }
    }
    private var failed: Bool { state.pointee.failed }
    private var converter: DocumentConverter {
        unsafeAddress { UnsafePointer(state.pointee.converter!) }
        unsafeMutableAddress { state.pointee.converter! }
    }
    private var frames: [Frame] {
        get { state.pointee.frames }
        _modify { yield &state.pointee.frames }
    }
    private var scenes: [NibScene] {
        get { state.pointee.scenes }
        _modify { yield &state.pointee.scenes }
    }
    private var topLevels: [DocumentConverter.TopLevel] {
        get { state.pointee.topLevels }
        _modify { yield &state.pointee.topLevels }
    }
    private var members: [DocumentConverter.OpenMember] {
        get { state.pointee.members }
        _modify { yield &state.pointee.members }
    }
    private var relationships: [DocumentConverter.OpenRelationship] {
        get { state.pointee.relationships }
        _modify { yield &state.pointee.relationships }
    }

    /// What the stream knows of one open element.
    private struct Frame {
        enum Kind {
            case document, scenes, scene, topLevel
            /// An object or placeholder, with the key it fills in its parent (an object's `key`).
            case member(key: String?)
            case relationship
            /// An element read whole once it ends, unless it is promoted.
            case pending
        }

        var kind: Kind
        /// The element's index in the streaming tree.
        let index: Int32
        /// The element's place among its parent's children.
        let offset: Int
        /// A pending element's children that have ended (kept in the tree for it to read).
        var ended: [Int32] = []
        /// How many children have opened so far.
        var opened = 0
        /// Whether this pending element has been found to stay pending whatever opens inside it
        /// (its parent reads it whole: `<connections>`, runtime attributes), so the elements with
        /// ids that open inside it do not ask again.
        var staysPending = false
    }

    // MARK: Events

    func parsingStarts(elements: Int) {
        state.pointee.elementCount = elements
    }

    func elementStarted(_ index: Int32, in tree: XMLTree) {
        guard !failed, !keepsWholeTree else { return }
        do throws(XibError) {
            if frames.isEmpty {
                // Only the first root: libxml2 reports no element after the root ends without an error.
                guard state.pointee.converter == nil else { return }
                try beginRoot(index, tree: tree)
            } else {
                converter.learnNames()
                try begin(index, tree: tree)
            }
        } catch {
            self.error = error
        }
    }

    func elementEnded(_ index: Int32, in tree: XMLTree) -> Bool {
        if keepsWholeTree { return true }
        guard !failed, !frames.isEmpty else { return false }
        do throws(XibError) {
            return try end(frames.removeLast(), tree: tree)
        } catch {
            self.error = error
            return false
        }
    }

    /// The converted document and its coverage, once the parse has ended without error.
    func finish() throws(XibError) -> XibCompiler.Compilation {
        if let error { throw error }
        guard state.pointee.converter != nil else { preconditionFailure("not a modern document") }
        let document = try converter.finish()
        converter.coverage.finish()
        return XibCompiler.Compilation(document: document, coverage: converter.coverage)
    }

    // MARK: Opening

    private func beginRoot(_ index: Int32, tree: XMLTree) throws(XibError) {
        let root = tree.node(index)
        guard root.name == "document" else {
            state.pointee.keepsWholeTree = true
            return
        }
        var converter = DocumentConverter(tree: tree, path: path)
        converter.model.reserve(elements: state.pointee.elementCount)
        converter.learnNames()
        try converter.begin(root)
        let stored = UnsafeMutablePointer<DocumentConverter>.allocate(capacity: 1)
        stored.initialize(to: converter)
        state.pointee.converter = stored
        frames.append(Frame(kind: .document, index: index, offset: 0))
    }

    /// An element opens: what its parent makes of it. One with an id inside pending elements
    /// promotes them first.
    private func begin(_ index: Int32, tree: XMLTree) throws(XibError) {
        let node = tree.node(index)
        let parent = frames.count - 1
        let offset = frames[parent].opened
        frames[parent].opened += 1
        guard case .pending = frames[parent].kind else {
            frames.append(Frame(kind: try open(node, under: frames[parent].kind), index: index, offset: offset))
            return
        }
        frames.append(Frame(kind: .pending, index: index, offset: offset))
        if node.hasAttribute(.id) && !node.isNamed(.connections) { try promote(endingAt: frames.count - 1, tree: tree) }
    }

    /// What a live parent makes of a child that opens: a live element (whose own state is pushed),
    /// or a pending one.
    private func open(_ node: XMLTree.Node, under parent: Frame.Kind) throws(XibError) -> Frame.Kind {
        switch parent {
        case .document:
            if node.name == "objects" {
                topLevels.append(DocumentConverter.TopLevel())
                return .topLevel
            }
            if node.name == "scenes" { return .scenes }
        case .scenes:
            if node.name == "scene" {
                scenes.append(try converter.beginScene(node))
                return .scene
            }
        case .scene:
            if node.name == "objects" {
                topLevels.append(DocumentConverter.TopLevel(scene: scenes[scenes.count - 1]))
                return .topLevel
            }
        case .topLevel:
            if let id = node.attribute(.id) {
                members.append(try converter.beginTopLevel(node, id: id, in: &topLevels[topLevels.count - 1]))
                return .member(key: nil)
            }
        case .member:
            if !node.isNamed(.connections), let id = node.attribute(.id) {
                let key = node.attribute(.key)
                members.append(try converter.beginObject(node, id: id, parent: members[members.count - 1].id, key: key))
                return .member(key: key)
            }
        case .relationship:
            if let id = node.attribute(.id) {
                let relationship = relationships[relationships.count - 1]
                members.append(
                    try converter.beginObject(node, id: id, parent: relationship.owner, key: relationship.key))
                return .member(key: nil)
            }
        case .pending:
            break
        }
        return .pending
    }

    /// An element with an id opened at `last` inside pending elements. If they lie in an object or
    /// relationship and no `<connections>` stands between, they hold an object: each, outermost
    /// first, becomes what the grammar makes of it, until one its parent reads whole whatever it
    /// holds (runtime attributes); if none does, the element then opens in the innermost.
    private func promote(endingAt last: Int, tree: XMLTree) throws(XibError) {
        var first = last
        while first > 0, case .pending = frames[first - 1].kind { first -= 1 }
        guard first > 0, first < last else { return }
        switch frames[first - 1].kind {
        case .member, .relationship: break
        default: return
        }
        for position in first..<last where frames[position].staysPending { return }
        for position in first + 1..<last where tree.node(frames[position].index).isNamed(.connections) { return }
        for position in first..<last {
            guard try promote(at: position, tree: tree) else {
                frames[position].staysPending = true
                return
            }
        }
        frames[last].kind = try open(tree.node(frames[last].index), under: frames[last - 1].kind)
    }

    /// `body` applied to the converter in place. A non-mutating method called on ``converter``
    /// through the class's property is given a copy of the whole converter (a retain and a
    /// release for each of its tables); an in-place access is not.
    @inline(__always)
    private func inPlace<Result>(_ body: (inout DocumentConverter) -> Result) -> Result {
        body(&converter)
    }

    /// Turns the pending element at `position`, which holds an object, into the object or
    /// relationship its live parent makes of it and reads its children that have ended. Returns
    /// false, leaving it pending, where its parent reads it whole whatever it holds.
    private func promote(at position: Int, tree: XMLTree) throws(XibError) -> Bool {
        let node = tree.node(frames[position].index)
        switch frames[position - 1].kind {
        case .member:
            let owner = members[members.count - 1].id
            switch inPlace({ $0.classify(bodyChild: node, holdsObject: true) }) {
            case .anonymousObject(let key):
                let id = inPlace { $0.anonymousID(owner: owner, key: key) }
                members.append(try converter.beginObject(node, id: id, parent: owner, key: key, anonymous: true))
                frames[position].kind = .member(key: key)
            case .relationship(let key):
                relationships.append(.init(owner: owner, key: key, container: node.name))
                frames[position].kind = .relationship
            default:
                // Connections and runtime attributes are read as written, whatever they hold.
                return false
            }
        case .relationship:
            let relationship = relationships[relationships.count - 1]
            let (owner, key) = (relationship.owner, relationship.key)
            switch inPlace({ $0.classify(relationshipItem: node, holdsObject: true) }) {
            case .anonymousObject:
                let offset = frames[position].offset
                let id = inPlace { $0.anonymousID(owner: owner, key: key, offset: offset) }
                members.append(try converter.beginObject(node, id: id, parent: owner, key: key, anonymous: true))
                frames[position].kind = .member(key: nil)
            case .grouping:
                relationships.append(.init(owner: owner, key: key, container: node.name))
                frames[position].kind = .relationship
            default:
                return false
            }
        default:
            return false
        }
        for (childOffset, child) in frames[position].ended.enumerated() {
            try read(tree.node(child), offset: childOffset, into: frames[position].kind)
        }
        frames[position].ended = []
        return true
    }

    // MARK: Closing

    /// An element ends: a live element finishes and hands its result to its parent; a pending
    /// element is read whole by its live parent, or kept for its pending parent.
    private func end(_ frame: Frame, tree: XMLTree) throws(XibError) -> Bool {
        let node = tree.node(frame.index)
        let parent = frames.count - 1
        switch frame.kind {
        case .document, .scenes:
            break
        case .scene:
            converter.endScene(scenes.removeLast())
        case .topLevel:
            if let scene = converter.endTopLevel(topLevels.removeLast()) { scenes[scenes.count - 1] = scene }
        case .member(let key):
            let member = members.removeLast()
            switch frames[parent].kind {
            case .topLevel:
                try converter.endTopLevel(member, node: node, in: &topLevels[topLevels.count - 1])
            case .member:
                let id = member.id
                try converter.endMember(consume member, node: node)
                if let key { members[members.count - 1].body.properties.set(key, .object(id)) }
            case .relationship:
                let id = member.id
                try converter.endMember(consume member, node: node)
                relationships[relationships.count - 1].add(object: id)
            default:
                try converter.endMember(consume member, node: node)
            }
        case .relationship:
            let relationship = relationships.removeLast()
            switch frames[parent].kind {
            case .member:
                members[members.count - 1].body.properties.set(relationship.key, relationship.value)
            case .relationship:
                relationships[relationships.count - 1].add(relationship.value)
            default:
                break
            }
        case .pending:
            if case .pending = frames[parent].kind {
                frames[parent].ended.append(frame.index)
                return true
            }
            try read(node, offset: frame.offset, into: frames[parent].kind)
        }
        return false
    }

    /// A finished element, read whole by the innermost live element (of kind `parent`).
    private func read(_ node: XMLTree.Node, offset: Int, into parent: Frame.Kind) throws(XibError) {
        switch parent {
        case .document:
            converter.convertDocumentChild(node)
        case .scenes:
            converter.convertScenesChild(node)
        case .scene:
            converter.convertSceneChild(node, of: &scenes[scenes.count - 1])
        case .topLevel:
            converter.convertTopLevelElement(node)
        case .member:
            try converter.convertBodyChild(node, of: &members[members.count - 1])
        case .relationship:
            try converter.relationshipItem(node, offset: offset, of: &relationships[relationships.count - 1])
        case .pending:
            break
        }
    }
}
