/// The consistency checks a manifest's graph must pass: unique ids, and every reference (parent,
/// connection end, top-level object, scene member, initial controller) naming something in it.
enum GraphCheck {
    /// Checks `document` and returns the index from object id to position in its objects, which
    /// the check needs anyway.
    static func validate(_ document: NibDocument) throws(ManifestError) -> [String: Int] {
        var placeholderIDs = Set<String>()
        for (offset, placeholder) in document.placeholders.enumerated() where !placeholderIDs.insert(placeholder.id).inserted {
            throw .inconsistentGraph(path: "$.placeholders[\(offset)].id", message: "duplicate id \"\(placeholder.id)\"")
        }
        var objectIndex: [String: Int] = [:]
        objectIndex.reserveCapacity(document.objects.count)
        for (offset, object) in document.objects.enumerated() {
            if objectIndex.updateValue(offset, forKey: object.id) != nil || (!placeholderIDs.isEmpty && placeholderIDs.contains(object.id)) {
                throw .inconsistentGraph(path: "$.objects[\(offset)].id", message: "duplicate id \"\(object.id)\"")
            }
        }
        func known(_ id: String) -> Bool { objectIndex[id] != nil || placeholderIDs.contains(id) }

        for (offset, object) in document.objects.enumerated() {
            if let parent = object.parent, !known(parent) {
                throw .inconsistentGraph(path: "$.objects[\(offset)].parent", message: "no object has id \"\(parent)\"")
            }
        }
        for (offset, connection) in document.connections.enumerated() {
            if !known(connection.source) {
                throw .inconsistentGraph(path: "$.connections[\(offset)].source", message: "no object has id \"\(connection.source)\"")
            }
            if !known(connection.destination) {
                throw .inconsistentGraph(path: "$.connections[\(offset)].destination", message: "no object has id \"\(connection.destination)\"")
            }
        }
        for (offset, id) in document.topLevelObjects.enumerated() where !known(id) {
            throw .inconsistentGraph(path: "$.topLevelObjects[\(offset)]", message: "no object has id \"\(id)\"")
        }
        try validateScenes(document, known: known)
        return objectIndex
    }

    /// Every id a scene lists, and the initial controller, must name something in the graph.
    static func validateScenes(_ document: NibDocument, known: (String) -> Bool) throws(ManifestError) {
        var sceneIDs = Set<String>()
        for (offset, scene) in document.scenes.enumerated() {
            let path = "$.scenes[\(offset)]"
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
}
