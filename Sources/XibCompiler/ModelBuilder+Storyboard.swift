import NibModel

/// The checks only a storyboard needs, made once every scene is recorded: what ibtool would
/// refuse, or what would fail only when the app performs a segue or loads a scene.
extension ModelBuilder {
    /// Segue kinds through which one controller contains another: a cycle of them would
    /// instantiate forever.
    static let containmentSegueKinds: Set<String> = ["relationship", "embed"]

    /// `controllers`: ``sceneControllers()``.
    func checkStoryboard(_ controllers: [String: Int]) throws(XibError) {
        try checkStoryboardIdentifiers()
        try checkSegueDestinations(controllers)
        try checkContainmentCycles(controllers)
    }

    /// Scene controller id → index of its scene.
    func sceneControllers() -> [String: Int] {
        var controllers: [String: Int] = [:]
        for (index, scene) in scenes.enumerated() {
            if let controller = scene.controller { controllers[controller] = index }
        }
        return controllers
    }

    func checkInitialController(_ controllers: [String: Int]) throws(XibError) {
        guard let initial = initialController, controllers[initial] == nil else { return }
        throw .missingInitialController(location(initialControllerPosition), id: initial)
    }

    /// `storyboardIdentifier` names what `instantiateViewController(withIdentifier:)` finds: it
    /// must be unique in the storyboard.
    func checkStoryboardIdentifiers() throws(XibError) {
        var seen: [String: SourcePosition] = [:]
        for object in objects {
            guard case .string(let identifier)? = object.properties["storyboardIdentifier"], !identifier.isEmpty else {
                continue
            }
            if let first = seen[identifier] {
                throw .duplicateStoryboardIdentifier(location(object.position), identifier: identifier, first: first)
            }
            seen[identifier] = object.position
        }
    }

    /// A segue leads to a scene's controller; an unwind segue to an Exit.
    func checkSegueDestinations(_ controllers: [String: Int]) throws(XibError) {
        let exits = Set(placeholders.lazy.filter { $0.role == .exit }.map(\.id))
        for connection in connections where connection.kind == .segue {
            let valid =
                connection.name == "unwind"
                ? exits.contains(connection.destination)
                : controllers[connection.destination] != nil
            if !valid {
                throw .segueToMissingScene(
                    location(connection.position), destination: connection.destination,
                    kind: connection.name)
            }
        }
    }

    /// Relationship and embed segues make a containment graph between controllers; it must
    /// have no cycle. The error is reported at the segue that closes the cycle.
    func checkContainmentCycles(_ controllers: [String: Int]) throws(XibError) {
        let sceneOfObject = sceneIndexByObject()
        var edges: [Int: [(to: Int, connection: NibConnection)]] = [:]
        for connection in connections
        where connection.kind == .segue && Self.containmentSegueKinds.contains(connection.name) {
            guard let from = sceneOfObject[connection.source], let to = controllers[connection.destination] else {
                continue
            }
            edges[from, default: []].append((to, connection))
        }
        // Depth-first, with an explicit stack so a long chain of scenes cannot exhaust the call stack.
        var state = [UInt8](repeating: 0, count: scenes.count)  // 0 unvisited, 1 on the path, 2 done
        for start in scenes.indices where state[start] == 0 {
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
                    let cycle = path[path.lastIndex(of: edge.to)!...] + [edge.to]
                    throw .relationshipCycle(
                        location(edge.connection.position),
                        controllers: cycle.map { scenes[$0].controller ?? scenes[$0].id })
                default:
                    break
                }
            }
        }
    }

    /// Object id → index of the scene whose top-level object it is or lies below.
    func sceneIndexByObject() -> [String: Int] {
        var result: [String: Int] = [:]
        for (index, scene) in scenes.enumerated() {
            for id in scene.objects { result[id] = index }
        }
        // Objects come parents first, so one pass reaches every descendant.
        for object in objects where result[object.id] == nil {
            if let parent = object.parent, let scene = result[parent] { result[object.id] = scene }
        }
        return result
    }
}
