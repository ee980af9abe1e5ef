/// The lookups every reader of a document needs, built once from it: the object with an id, the
/// children of each object, the scene each object and placeholder belongs to, and what each object
/// is to a loader (its ``NibObjectRole``). The runtime's storyboard layout, the code generator's
/// storyboard analysis, the renderer and the storyboard rules all read these, so an object belongs
/// to the same scene for each of them.
///
/// Scene membership follows the document's scenes: an object or placeholder a scene lists is in
/// that scene (the last scene that lists it, should two); any other object is in the scene of its
/// nearest ancestor that has one, found by walking up parents whatever order the objects come in.
/// An object whose parents run in a cycle, or end at something no scene lists, is in no scene.
package struct NibDocumentIndex: Sendable {
    /// The document the index describes.
    package let document: NibDocument
    /// Object id → position in ``NibDocument/objects``.
    package let offsetByID: [String: Int]
    /// The positions of each object's children (the objects whose parent it is), in document order.
    private let childOffsets: [[Int]]
    /// The index in ``NibDocument/scenes`` of each object's scene, by position; nil for none.
    private let sceneOfObject: [Int?]
    /// The index of each listed placeholder's scene, by id.
    private let sceneOfPlaceholder: [String: Int]

    /// Indexes `document`. `offsetByID`, when the caller has it already (the manifest reader
    /// builds it while checking ids), must map each object id to its position in the objects.
    package init(_ document: NibDocument, offsetByID: [String: Int]? = nil) {
        let offsets = offsetByID ?? document.objectIndex()
        self.document = document
        self.offsetByID = offsets
        childOffsets = Self.children(of: document.objects, offsets: offsets)
        let listed = Self.listedScenes(document, offsets: offsets)
        sceneOfPlaceholder = listed.placeholders
        sceneOfObject = Self.scenes(
            of: document.objects, listed: listed.objects, placeholders: listed.placeholders, offsets: offsets)
    }

    /// The position in ``NibDocument/objects`` of the object with `id`.
    package func offset(of id: String) -> Int? { offsetByID[id] }

    /// The object with `id`.
    package func object(_ id: String) -> NibObject? { offsetByID[id].map { document.objects[$0] } }

    /// The positions of the children of the object at `offset`, in document order.
    package func children(of offset: Int) -> [Int] { childOffsets[offset] }

    /// The role of the object at `offset`.
    package func role(of offset: Int) -> NibObjectRole { document.objects[offset].role }

    /// The index in ``NibDocument/scenes`` of the scene of the object at `offset`.
    package func scene(ofObjectAt offset: Int) -> Int? { sceneOfObject[offset] }

    /// The index in ``NibDocument/scenes`` of the scene of the object or placeholder with `id`.
    package func scene(of id: String) -> Int? {
        if let offset = offsetByID[id] { return sceneOfObject[offset] }
        return sceneOfPlaceholder[id]
    }

    /// Each object's children, by position; an object that names itself as parent is not its own child.
    private static func children(of objects: [NibObject], offsets: [String: Int]) -> [[Int]] {
        var children = [[Int]](repeating: [], count: objects.count)
        for offset in objects.indices {
            if let parent = objects[offset].parent, let parentOffset = offsets[parent], parentOffset != offset {
                children[parentOffset].append(offset)
            }
        }
        return children
    }

    /// The scenes' own lists: the scene of each object a scene lists, by position, and of each
    /// placeholder a scene lists, by id (a later scene listing the same id wins).
    private static func listedScenes(
        _ document: NibDocument, offsets: [String: Int]
    ) -> (objects: [Int: Int], placeholders: [String: Int]) {
        var objects: [Int: Int] = [:]
        var placeholders: [String: Int] = [:]
        for (index, scene) in document.scenes.enumerated() {
            for id in scene.objects {
                if let offset = offsets[id] { objects[offset] = index }
            }
            for id in scene.placeholders where offsets[id] == nil { placeholders[id] = index }
        }
        return (objects, placeholders)
    }

    /// Each object's scene, by position: its listed scene, else its nearest ancestor's. The walk
    /// keeps its own path, so a deep or cyclic parent chain costs no call stack.
    private static func scenes(
        of objects: [NibObject], listed: [Int: Int], placeholders: [String: Int], offsets: [String: Int]
    ) -> [Int?] {
        // A scene index, or one of these marks.
        let unvisited = -1
        let onPath = -2
        let inNoScene = -3
        var result = [Int](repeating: unvisited, count: objects.count)
        var path: [Int] = []
        for start in objects.indices where result[start] == unvisited {
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
                guard let parent = objects[offset].parent else { break }
                current = offsets[parent]
                if current == nil, let index = placeholders[parent] { scene = index }
            }
            for offset in path { result[offset] = scene }
        }
        return result.map { $0 >= 0 ? $0 : nil }
    }
}
