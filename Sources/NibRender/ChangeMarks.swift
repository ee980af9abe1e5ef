import NibMerge
import NibModel

/// The marks a semantic diff (``NibDiff``, what `codegen diff` lists) puts on the new version's
/// picture: every object added, moved or changed, the objects holding a changed connection or
/// segue, the controller of a changed scene, and the initial controller when it changed; and
/// the old version's objects that were removed, outlined where they were.
public struct ChangeMarks: Sendable, Hashable {
    /// Marks by object id of the new version.
    public var marks: [String: ChangeMark] = [:]
    /// Ids of the old version's objects that the new one lacks.
    public var removed: Set<String> = []
    /// Whether the document's initial controller changed (its arrow is drawn in the change colour).
    public var initialControllerChanged = false

    /// The marks for `changes` between `old` and `new`.
    public init(changes: [NibChange], old: NibDocument, new: NibDocument) {
        let newIndex = new.objectIndex()
        let newConnections = Dictionary(new.connections.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let oldConnections = Dictionary(old.connections.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let controllerOfScene = Dictionary(
            new.scenes.compactMap { scene in scene.controller.map { (scene.id, $0) } }, uniquingKeysWith: { a, _ in a })
        func mark(_ id: String, _ mark: ChangeMark) {
            // An addition is not downgraded by a change listed for the same object.
            if marks[id] == .added { return }
            marks[id] = mark
        }
        for change in changes {
            guard let id = change.object.id else {
                // The document itself: only the initial controller shows on the picture.
                if change.property?.attribute == "initialViewController" {
                    initialControllerChanged = true
                    if let controller = new.initialController { mark(controller, .changed) }
                }
                continue
            }
            switch change.kind {
            case .added:
                for added in [id] + change.contained where newIndex[added] != nil { mark(added, .added) }
                if let connection = newConnections[id], newIndex[connection.source] != nil {
                    mark(connection.source, .changed)
                }
            case .removed:
                removed.formUnion([id] + change.contained)
                if let connection = oldConnections[id], newIndex[connection.source] != nil {
                    mark(connection.source, .changed)
                }
            case .moved, .reordered, .changed:
                if newIndex[id] != nil {
                    mark(id, .changed)
                } else if let connection = newConnections[id], newIndex[connection.source] != nil {
                    mark(connection.source, .changed)
                } else if let controller = controllerOfScene[id] {
                    mark(controller, .changed)
                }
            }
        }
    }

    /// The marks with each one on an object the picture does not draw (a navigation item, a
    /// constraint, a cell) carried up to its nearest drawn ancestor, as a change.
    func lifted(to drawn: Set<String>, in document: NibDocument) -> [String: ChangeMark] {
        let index = document.objectIndex()
        var result: [String: ChangeMark] = [:]
        for id in marks.keys.sorted() {
            let mark = marks[id]!
            var current: String? = id
            var steps = 0
            while let candidate = current, !drawn.contains(candidate), steps <= document.objects.count {
                current = index[candidate].flatMap { document.objects[$0].parent }
                steps += 1
            }
            guard let target = current else { continue }
            let lifted = target == id ? mark : .changed
            if result[target] == nil || lifted == .added { result[target] = lifted }
        }
        return result
    }
}

extension NibRenderer {
    /// The new version drawn with the changes a semantic diff lists marked: added objects
    /// (green), moved or changed ones (orange), removed ones (red, outlined where the old version
    /// had them), menu items one by one, and the initial-controller arrow when it changed.
    public func diffPicture(old: NibDocument, new: NibDocument, changes: [NibChange]) -> Picture {
        let marks = ChangeMarks(changes: changes, old: old, new: new)
        let removed = removedFrames(old: old, new: new, removed: marks.removed)
        // A first painting tells which objects the picture draws; marks on the others go to
        // their nearest drawn ancestor.
        let plain = picture(new, marks: [:], removed: [])
        var drawn: Set<String> = []
        for operation in plain.operations {
            if case .beginObject(let id, _) = operation { drawn.insert(id) }
        }
        return picture(
            new, marks: marks.lifted(to: drawn, in: new), removed: removed,
            initialControllerChanged: marks.initialControllerChanged)
    }
}
