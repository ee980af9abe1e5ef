/// The rules a storyboard's scenes, segues and identifiers must follow: what ibtool would refuse,
/// or what would fail only when an app performs a segue or loads a scene. The converter holds a
/// document it compiles to them, and the manifest reader a manifest it reads, so both refuse the
/// same storyboards.
///
/// The rules, checked in this order (the first broken one is reported):
/// 1. the initial controller, when the document names one, is a scene's controller (this also
///    holds for a document without scenes: it has no controller to name);
/// 2. in a storyboard, no two objects share a non-empty `storyboardIdentifier`;
/// 3. in a storyboard, a segue leads to a scene's controller, an unwind segue to an Exit;
/// 4. in a storyboard, relationship and embed segues form no cycle between scenes;
/// 5. in a storyboard, the storyboard a reference (`viewControllerPlaceholder`) names is a name
///    (``ResourceName``), never a path: tools and the runtime look it up as a file.
package enum StoryboardStructure {
    /// Segue kinds through which one controller contains another: a cycle of them would
    /// instantiate forever.
    package static let containmentSegueKinds: Set<String> = ["relationship", "embed"]

    /// Checks `document` and throws the first rule it breaks. `objectIndex` is the index from
    /// object id to position in ``NibDocument/objects`` (``NibDocument/objectIndex()``), when the
    /// caller has it already.
    package static func check(
        _ document: NibDocument, objectIndex: [String: Int]? = nil
    ) throws(StoryboardViolation) {
        let controllers = sceneControllers(document)
        try checkInitialController(document, controllers: controllers)
        guard document.isStoryboard else { return }
        try checkStoryboardIdentifiers(document)
        try checkSegueDestinations(document, controllers: controllers)
        try checkContainmentCycles(
            document, controllers: controllers, objectIndex: objectIndex ?? document.objectIndex())
        try checkReferencedStoryboardNames(document)
    }

    /// The property of a storyboard reference that names the storyboard it leads to.
    package static let referencedStoryboardProperty = "storyboardName"

    /// Rule 5: a reference's `storyboardName` is a name.
    static func checkReferencedStoryboardNames(_ document: NibDocument) throws(StoryboardViolation) {
        let objects = document.objects
        for offset in objects.indices where objects[offset].element == "viewControllerPlaceholder" {
            guard case .string(let name)? = objects[offset].properties[referencedStoryboardProperty], !name.isEmpty,
                let problem = ResourceName.problem(name: name)
            else { continue }
            throw .referencedStoryboardNotAName(
                name: name, problem: problem, object: offset, position: objects[offset].position)
        }
    }

    /// Scene controller id → index of its scene.
    static func sceneControllers(_ document: NibDocument) -> [String: Int] {
        var controllers: [String: Int] = [:]
        for (index, scene) in document.scenes.enumerated() {
            if let controller = scene.controller { controllers[controller] = index }
        }
        return controllers
    }

    /// Rule 1: the initial controller is a scene's controller.
    static func checkInitialController(
        _ document: NibDocument, controllers: [String: Int]
    ) throws(StoryboardViolation) {
        guard let initial = document.initialController, controllers[initial] == nil else { return }
        throw .initialControllerNotInScene(id: initial)
    }

    /// Rule 2: `storyboardIdentifier` names what `instantiateViewController(withIdentifier:)`
    /// finds, so it is unique in the storyboard. Reported at the second object that has it.
    static func checkStoryboardIdentifiers(_ document: NibDocument) throws(StoryboardViolation) {
        var seen: [String: Int] = [:]
        let objects = document.objects
        for offset in objects.indices {
            guard case .string(let identifier)? = objects[offset].properties["storyboardIdentifier"],
                !identifier.isEmpty
            else { continue }
            if let first = seen[identifier] {
                throw .duplicateStoryboardIdentifier(
                    identifier: identifier, object: offset, position: objects[offset].position,
                    firstObject: first, firstPosition: objects[first].position)
            }
            seen[identifier] = offset
        }
    }

    /// Rule 3: a segue leads to a scene's controller; an unwind segue to an Exit.
    static func checkSegueDestinations(
        _ document: NibDocument, controllers: [String: Int]
    ) throws(StoryboardViolation) {
        let exits = Set(document.placeholders.lazy.filter { $0.role == .exit }.map(\.id))
        let connections = document.connections
        for offset in connections.indices where connections[offset].kind == .segue {
            let segue = connections[offset]
            let valid =
                segue.name == "unwind" ? exits.contains(segue.destination) : controllers[segue.destination] != nil
            if !valid {
                throw .segueToMissingScene(
                    connection: offset, position: segue.position, destination: segue.destination, kind: segue.name)
            }
        }
    }

    /// Rule 4: relationship and embed segues make a containment graph between scenes (from the
    /// scene that holds the segue's source to the scene whose controller is its destination); it
    /// must have no cycle. The violation is at the segue that closes the cycle.
    static func checkContainmentCycles(
        _ document: NibDocument, controllers: [String: Int], objectIndex: [String: Int]
    ) throws(StoryboardViolation) {
        let edges = containmentEdges(document, controllers: controllers, objectIndex: objectIndex)
        guard let (path, closing) = firstCycle(sceneCount: document.scenes.count, edges: edges) else { return }
        let scenes = document.scenes
        throw .relationshipCycle(
            connection: closing, position: document.connections[closing].position,
            controllers: path.map { scenes[$0].controller ?? scenes[$0].id })
    }

    /// Scene index → the containment segues leaving it: the scene each leads to and the segue's
    /// index in ``NibDocument/connections``, in document order.
    static func containmentEdges(
        _ document: NibDocument, controllers: [String: Int], objectIndex: [String: Int]
    ) -> [Int: [(to: Int, connection: Int)]] {
        let sceneOfObject = sceneIndexByObject(document, objectIndex: objectIndex)
        var edges: [Int: [(to: Int, connection: Int)]] = [:]
        let connections = document.connections
        for offset in connections.indices
        where connections[offset].kind == .segue && containmentSegueKinds.contains(connections[offset].name) {
            guard let source = objectIndex[connections[offset].source], let from = sceneOfObject[source],
                let to = controllers[connections[offset].destination]
            else { continue }
            edges[from, default: []].append((to, offset))
        }
        return edges
    }

    /// The first cycle a depth-first walk over `edges` meets, as the scenes along it (the first
    /// repeated at the end) and the edge's connection that closes it; nil without a cycle. The
    /// walk keeps its own stack, so a long chain of scenes cannot exhaust the call stack.
    static func firstCycle(
        sceneCount: Int, edges: [Int: [(to: Int, connection: Int)]]
    ) -> (scenes: [Int], connection: Int)? {
        var state = [UInt8](repeating: 0, count: sceneCount)  // 0 unvisited, 1 on the path, 2 done
        for start in 0..<sceneCount where state[start] == 0 {
            var stack: [(scene: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                let outgoing = edges[top.scene] ?? []
                guard top.next < outgoing.count else {
                    state[top.scene] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = outgoing[top.next]
                switch state[edge.to] {
                case 0:
                    state[edge.to] = 1
                    stack.append((edge.to, 0))
                case 1:
                    let path = stack.map(\.scene)
                    return (Array(path[path.lastIndex(of: edge.to)!...]) + [edge.to], edge.connection)
                default:
                    break
                }
            }
        }
        return nil
    }

    /// Object index → index of the scene whose top-level object it is or lies below (nil for an
    /// object of no scene). Found by walking up parents, whatever order the objects come in; a
    /// parent cycle or a parent that is no object leaves the objects on it in no scene.
    static func sceneIndexByObject(_ document: NibDocument, objectIndex: [String: Int]) -> [Int?] {
        var listed: [Int: Int] = [:]
        for (index, scene) in document.scenes.enumerated() {
            for id in scene.objects {
                if let object = objectIndex[id] { listed[object] = index }
            }
        }
        // A scene index, or one of these marks.
        let unvisited = -1
        let onPath = -2
        let inNoScene = -3
        var result = [Int](repeating: unvisited, count: document.objects.count)
        var path: [Int] = []
        for start in document.objects.indices where result[start] == unvisited {
            path.removeAll(keepingCapacity: true)
            var current: Int? = start
            var scene = inNoScene
            while let offset = current, result[offset] != onPath {
                if result[offset] != unvisited {
                    scene = result[offset]
                    break
                }
                if let index = listed[offset] {
                    scene = index
                    result[offset] = index
                    break
                }
                result[offset] = onPath
                path.append(offset)
                current = document.objects[offset].parent.flatMap { objectIndex[$0] }
            }
            for offset in path { result[offset] = scene }
        }
        return result.map { $0 >= 0 ? $0 : nil }
    }
}

/// A storyboard rule a document breaks (see ``StoryboardStructure``): what breaks it, by its
/// index in the document's lists, and where it stands in the source document.
package enum StoryboardViolation: Error, Sendable, Hashable {
    /// The document's `initialController` names no scene's controller. The document records no
    /// position for it (the converter reports it at the root element).
    case initialControllerNotInScene(id: String)
    /// `objects[object]` repeats the `storyboardIdentifier` of `objects[firstObject]`.
    case duplicateStoryboardIdentifier(
        identifier: String, object: Int, position: SourcePosition, firstObject: Int, firstPosition: SourcePosition)
    /// `connections[connection]`, a segue of `kind`, leads to something that is not a scene's
    /// controller (or, for an unwind segue, an Exit).
    case segueToMissingScene(connection: Int, position: SourcePosition, destination: String, kind: String)
    /// `connections[connection]` closes a cycle of relationship or embed segues through the
    /// scenes of `controllers` (each scene's controller, or its id without one; the first repeated last).
    case relationshipCycle(connection: Int, position: SourcePosition, controllers: [String])
    /// `objects[object]`, a storyboard reference, names a storyboard by a path, not a name.
    case referencedStoryboardNotAName(
        name: String, problem: ResourceName.Problem, object: Int, position: SourcePosition)

    /// What is wrong, without the place.
    package var message: String {
        switch self {
        case .initialControllerNotInScene(let id):
            return "initial view controller \"\(id)\" is not the controller of a scene in this storyboard"
        case .duplicateStoryboardIdentifier(let identifier, _, _, _, let first):
            return
                "duplicate storyboard identifier \"\(identifier)\"; it is first used at line \(first.line), column \(first.column)"
        case .segueToMissingScene(_, _, let destination, let kind):
            return kind == "unwind"
                ? "unwind segue destination \"\(destination)\" is not the Exit of a scene in this storyboard"
                : "\(kind) segue destination \"\(destination)\" is not the controller of a scene in this storyboard"
        case .relationshipCycle(_, _, let controllers):
            return "relationship cycle: \(controllers.map { "\"\($0)\"" }.joined(separator: " → ")) contain each other"
        case .referencedStoryboardNotAName(let name, let problem, _, _):
            return ResourceName.message(
                what: StoryboardStructure.referencedStoryboardProperty, value: name, problem: problem)
        }
    }
}
