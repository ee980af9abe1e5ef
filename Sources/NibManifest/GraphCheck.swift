import NibModel

/// The consistency checks a manifest's graph must pass: unique ids (of objects, placeholders and
/// connections alike), every reference (parent, connection end, top-level object, scene member,
/// initial controller) naming something in it, each scene's controller one of its objects, and a
/// storyboard's structure the converter's (``StoryboardStructure``).
enum GraphCheck {
    /// Checks `document` and returns the index from object id to position in its objects, which
    /// the check needs anyway.
    static func validate(_ document: NibDocument) throws(ManifestError) -> [String: Int] {
        let placeholderIDs = try uniquePlaceholderIDs(document.placeholders)
        let objectIndex = try indexObjects(document.objects, placeholderIDs: placeholderIDs)
        func known(_ id: String) -> Bool { objectIndex[id] != nil || placeholderIDs.contains(id) }
        try validateConnectionIDs(document.connections, known: known)
        try validateReferences(document, known: known)
        try validateScenes(document, known: known)
        try validateSceneControllers(document, objectIndex: objectIndex)
        try validateStoryboard(document, objectIndex: objectIndex)
        return objectIndex
    }

    static func uniquePlaceholderIDs(_ placeholders: [NibPlaceholder]) throws(ManifestError) -> Set<String> {
        var ids = Set<String>(minimumCapacity: placeholders.count)
        for offset in placeholders.indices where !ids.insert(placeholders[offset].id).inserted {
            throw .inconsistentGraph(
                path: "$.placeholders[\(offset)].id", message: "duplicate id \"\(placeholders[offset].id)\"")
        }
        return ids
    }

    /// Id → position of every object; an id used twice, or also by a placeholder, is an error
    /// at the first object that repeats it. Objects are read in place (never copied), and the
    /// few placeholder ids are looked up in the index once rather than each object in theirs.
    static func indexObjects(_ objects: [NibObject], placeholderIDs: Set<String>) throws(ManifestError) -> [String: Int]
    {
        var index: [String: Int] = [:]
        index.reserveCapacity(objects.count)
        var firstRepeat: Int?
        for offset in objects.indices {
            if let previous = index.updateValue(offset, forKey: objects[offset].id) {
                index[objects[offset].id] = previous
                firstRepeat = offset
                break
            }
        }
        // Objects before the first repeat are indexed at their own position.
        let clash = placeholderIDs.compactMap { index[$0] }.min()
        if let offset = [firstRepeat, clash].compactMap({ $0 }).min() {
            throw .inconsistentGraph(path: "$.objects[\(offset)].id", message: "duplicate id \"\(objects[offset].id)\"")
        }
        return index
    }

    /// A connection's id is used by no other connection, object or placeholder: a document's
    /// ids are one namespace, as the converter holds them.
    static func validateConnectionIDs(_ connections: [NibConnection], known: (String) -> Bool) throws(ManifestError) {
        var ids = Set<String>(minimumCapacity: connections.count)
        for offset in connections.indices {
            let id = connections[offset].id
            if !ids.insert(id).inserted || known(id) {
                throw .inconsistentGraph(path: "$.connections[\(offset)].id", message: "duplicate id \"\(id)\"")
            }
        }
    }

    /// Parents, connection ends and top-level objects must name something in the graph.
    static func validateReferences(_ document: NibDocument, known: (String) -> Bool) throws(ManifestError) {
        let objects = document.objects
        for offset in objects.indices {
            if let parent = objects[offset].parent, !known(parent) {
                throw .inconsistentGraph(path: "$.objects[\(offset)].parent", message: "no object has id \"\(parent)\"")
            }
        }
        let connections = document.connections
        for offset in connections.indices {
            let source = connections[offset].source
            let destination = connections[offset].destination
            if !known(source) {
                throw .inconsistentGraph(
                    path: "$.connections[\(offset)].source", message: "no object has id \"\(source)\"")
            }
            if !known(destination) {
                throw .inconsistentGraph(
                    path: "$.connections[\(offset)].destination", message: "no object has id \"\(destination)\"")
            }
        }
        // Listed once each, as the converter lists them: a repeated id made the generated accessor
        // and the picture repeat the object (64,000 repeats of one id: 21 MB of Swift).
        var listed = Set<String>()
        for (offset, id) in document.topLevelObjects.enumerated() {
            if !known(id) {
                throw .inconsistentGraph(path: "$.topLevelObjects[\(offset)]", message: "no object has id \"\(id)\"")
            }
            if !listed.insert(id).inserted {
                throw .inconsistentGraph(
                    path: "$.topLevelObjects[\(offset)]", message: "\"\(id)\" is listed as a top-level object twice")
            }
        }
    }

    /// Every id a scene lists, and the initial controller, must name something in the graph.
    static func validateScenes(_ document: NibDocument, known: (String) -> Bool) throws(ManifestError) {
        var sceneIDs = Set<String>()
        for (offset, scene) in document.scenes.enumerated() {
            var path: String { "$.scenes[\(offset)]" }
            if !sceneIDs.insert(scene.id).inserted {
                throw .inconsistentGraph(path: "\(path).id", message: "duplicate scene id \"\(scene.id)\"")
            }
            if let controller = scene.controller, !known(controller) {
                throw .inconsistentGraph(path: "\(path).controller", message: "no object has id \"\(controller)\"")
            }
            for (member, list) in [("objects", scene.objects), ("placeholders", scene.placeholders)] {
                for (index, id) in list.enumerated() where !known(id) {
                    throw .inconsistentGraph(path: "\(path).\(member)[\(index)]", message: "no object has id \"\(id)\"")
                }
            }
        }
        if let initial = document.initialController, !known(initial) {
            throw .inconsistentGraph(path: "$.initialController", message: "no object has id \"\(initial)\"")
        }
    }

    /// A scene's controller is one of the scene's objects (not a placeholder, nor another
    /// scene's object), as the converter records it.
    static func validateSceneControllers(_ document: NibDocument, objectIndex: [String: Int]) throws(ManifestError) {
        for (offset, scene) in document.scenes.enumerated() {
            guard let controller = scene.controller else { continue }
            if objectIndex[controller] == nil || !scene.objects.contains(controller) {
                throw .inconsistentGraph(
                    path: "$.scenes[\(offset)].controller",
                    message: "\"\(controller)\" is not one of the scene's objects")
            }
        }
    }

    /// The storyboard rules the converter holds a document to (``StoryboardStructure``).
    static func validateStoryboard(_ document: NibDocument, objectIndex: [String: Int]) throws(ManifestError) {
        do {
            try StoryboardStructure.check(document, objectIndex: objectIndex)
        } catch {
            throw manifestError(error)
        }
    }

    /// The manifest error for a broken storyboard rule, at the member that breaks it.
    static func manifestError(_ violation: StoryboardViolation) -> ManifestError {
        switch violation {
        case .initialControllerNotInScene:
            return .inconsistentGraph(path: "$.initialController", message: violation.message)
        case .duplicateStoryboardIdentifier(let identifier, let object, _, let first, _):
            return .inconsistentGraph(
                path: "$.objects[\(object)].properties.storyboardIdentifier",
                message: "duplicate storyboard identifier \"\(identifier)\"; $.objects[\(first)] has it too")
        case .segueToMissingScene(let connection, _, _, _):
            return .inconsistentGraph(path: "$.connections[\(connection)].destination", message: violation.message)
        case .relationshipCycle(let connection, _, _):
            return .inconsistentGraph(path: "$.connections[\(connection)]", message: violation.message)
        case .referencedStoryboardNotAName(_, _, let object, _):
            return .inconsistentGraph(
                path: "$.objects[\(object)].properties.\(StoryboardStructure.referencedStoryboardProperty)",
                message: violation.message)
        }
    }
}
