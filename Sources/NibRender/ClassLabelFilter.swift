/// Keeps a class-name label only where nothing else is drawn: a label that would cross the
/// document's text, or anything drawn by another object (a subview, a sibling, a control) that
/// is not the labelled object itself or one of its superviews, is left out. Runs over the
/// finished list of operations, so it sees exactly what every output draws.
struct ClassLabelFilter {
    let shaper: TextShaper

    private struct Obstacle {
        var box: RenderRect
        /// The object group that drew it, or -1 outside every object.
        var group: Int
        var isText: Bool
    }

    func apply(_ picture: Picture) -> Picture {
        let (groups, parents) = Self.groups(of: picture.operations)
        var grid = ObstacleGrid()
        var obstacles: [Obstacle] = []
        func add(_ obstacle: Obstacle) {
            obstacles.append(obstacle)
            grid.insert(obstacles.count - 1, box: obstacle.box)
        }
        for (offset, operation) in picture.operations.enumerated() {
            guard let boxes = boxes(of: operation), !Self.isClassLabel(operation) else { continue }
            let isText: Bool = if case .text = operation { true } else { false }
            for box in boxes { add(Obstacle(box: box, group: groups[offset], isText: isText)) }
        }
        var kept: [DrawOperation] = []
        kept.reserveCapacity(picture.operations.count)
        for (offset, operation) in picture.operations.enumerated() {
            guard Self.isClassLabel(operation), let boxes = boxes(of: operation) else {
                kept.append(operation)
                continue
            }
            let group = groups[offset]
            let crossed = boxes.contains { box in
                grid.contains(near: box) { index in
                    let obstacle = obstacles[index]
                    guard Self.overlaps(obstacle.box, box) else { return false }
                    return obstacle.isText || !Self.isSelfOrAncestor(obstacle.group, of: group, parents: parents)
                }
            }
            if crossed { continue }
            kept.append(operation)
            // A kept label is drawn: later labels keep off it as well.
            for box in boxes { add(Obstacle(box: box, group: group, isText: true)) }
        }
        var result = picture
        result.operations = kept
        return result
    }

    // MARK: Phases

    /// The object group (numbered in order of `beginObject`) each operation belongs to, and each group's parent.
    private static func groups(of operations: [DrawOperation]) -> (groups: [Int], parents: [Int]) {
        var stack: [Int] = []
        var parents: [Int] = []
        var groups: [Int] = []
        groups.reserveCapacity(operations.count)
        for operation in operations {
            switch operation {
            case .beginObject:
                parents.append(stack.last ?? -1)
                stack.append(parents.count - 1)
                groups.append(stack.last!)
            case .endObject:
                groups.append(stack.last ?? -1)
                _ = stack.popLast()
            default:
                groups.append(stack.last ?? -1)
            }
        }
        return (groups, parents)
    }

    private static func isClassLabel(_ operation: DrawOperation) -> Bool {
        if case .text(_, _, let style) = operation { return style.role == .classLabel }
        return false
    }

    /// Where an operation puts ink: its rectangle, or the boxes of its text lines.
    private func boxes(of operation: DrawOperation) -> [RenderRect]? {
        switch operation {
        case .rect(let rect, _, let fill, let stroke, _, _):
            guard (fill?.alpha ?? 0) > 0 || (stroke?.alpha ?? 0) > 0 else { return nil }
            return [rect]
        case .ellipse(let rect, _, _, _), .image(_, let rect):
            return [rect]
        case .path(let points, _, _, _, _):
            guard let first = points.first else { return nil }
            var box = RenderRect(x: first.x, y: first.y, width: 0, height: 0)
            for point in points { box = box.union(RenderRect(x: point.x, y: point.y, width: 0, height: 0)) }
            return [box]
        case .text(let text, let rect, let style):
            let boxes = shaper.lineBoxes(text, in: rect, style: style)
            return boxes.isEmpty ? nil : boxes
        case .pushClip, .popClip, .beginObject, .endObject:
            return nil
        }
    }

    private static func isSelfOrAncestor(_ candidate: Int, of group: Int, parents: [Int]) -> Bool {
        var current = group
        while current >= 0 {
            if current == candidate { return true }
            current = parents[current]
        }
        return candidate < 0
    }

    /// Overlap by more than a hair in both directions (touching edges do not count).
    static func overlaps(_ a: RenderRect, _ b: RenderRect) -> Bool {
        min(a.maxX, b.maxX) - max(a.x, b.x) > 0.5 && min(a.maxY, b.maxY) - max(a.y, b.y) > 0.5
    }
}
