import NibModel

/// What changed between two versions of a document, by object id: objects only in the new one
/// (added), only in the old one (removed), and in both with a different class, parent, key,
/// properties or runtime attributes (changed).
public struct DocumentDiff: Sendable, Hashable {
    public var added: [String]
    public var removed: [String]
    public var changed: [String]

    public init(old: NibDocument, new: NibDocument) {
        let oldIndex = old.objectIndex()
        let newIndex = new.objectIndex()
        added = new.objects.filter { oldIndex[$0.id] == nil }.map(\.id)
        removed = old.objects.filter { newIndex[$0.id] == nil }.map(\.id)
        changed = new.objects.compactMap { object in
            guard let before = oldIndex[object.id].map({ old.objects[$0] }) else { return nil }
            let same =
                before.className == object.className && before.customClass == object.customClass
                && before.parent == object.parent && before.key == object.key && before.userLabel == object.userLabel
                && before.properties == object.properties && before.runtimeAttributes == object.runtimeAttributes
            return same ? nil : object.id
        }
    }

    /// Marks for the new version's picture.
    public var marks: [String: ChangeMark] {
        var marks: [String: ChangeMark] = [:]
        for id in added { marks[id] = .added }
        for id in changed { marks[id] = .changed }
        return marks
    }
}

extension NibRenderer {
    /// The new version drawn with the objects added (green), changed (orange) and removed (red,
    /// outlined where the old version had them, moved with their board) marked.
    public func diffPicture(old: NibDocument, new: NibDocument) -> (Picture, DocumentDiff) {
        let diff = DocumentDiff(old: old, new: new)
        let removed = removedFrames(old: old, new: new, removed: Set(diff.removed))
        return (picture(new, marks: diff.marks, removed: removed), diff)
    }

    /// Where the old version drew the objects in `removed`, moved with their board to where the
    /// new version draws that board, each with its class name.
    func removedFrames(old: NibDocument, new: NibDocument, removed removedSet: Set<String>) -> [(RenderRect, String)] {
        let oldLayout = layout(old)
        let newLayout = layout(new)
        var boardOrigin: [String: RenderRect] = [:]
        for board in newLayout.boards { boardOrigin[new.objects[board.index].id] = board.frame }
        var removed: [(RenderRect, String)] = []
        for board in oldLayout.boards {
            let boardID = old.objects[board.index].id
            let shift: (Double, Double)
            if let target = boardOrigin[boardID] {
                shift = (target.x - board.frame.x, target.y - board.frame.y)
            } else if removedSet.contains(boardID) {
                shift = (0, 0)
            } else {
                continue
            }
            if removedSet.contains(boardID) {
                removed.append((board.frame.offsetBy(shift.0, shift.1), old.objects[board.index].effectiveClassName))
                continue
            }
            var stack = board.content.map { [$0] } ?? []
            while let placed = stack.popLast() {
                let object = old.objects[placed.index]
                if removedSet.contains(object.id) {
                    removed.append((placed.frame.offsetBy(shift.0, shift.1), object.effectiveClassName))
                }
                stack.append(contentsOf: placed.children)
            }
        }
        return removed
    }
}
