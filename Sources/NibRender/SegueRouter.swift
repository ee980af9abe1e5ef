/// Where segue arrows run on a storyboard canvas: from the edge of the source scene to the edge
/// of the destination, straight when nothing lies between them, else along horizontal and
/// vertical segments through the gaps between the other scenes, so no arrow crosses a scene or
/// its caption. Parallel arrows between the same two scenes follow one route side by side.
enum SegueRouter {
    /// How far a route keeps from the scenes it passes.
    static let clearance = 14.0
    /// How far an arrow leaves its scene before it turns.
    static let stub = 24.0
    /// The most tests of a segment against a scene one picture's routes may take. An arrow's
    /// candidate routes are each tried against every other scene, so the work grows as arrows ×
    /// scenes²: 200 scenes with a segue each took a minute, 400 more than five. An arrow whose
    /// routing could overrun what is left is drawn straight instead.
    static let maximumCrossingTests = 1 << 24

    /// The route of every arrow, in picture coordinates (the initial-controller mark included).
    /// Returns how many arrows were drawn straight, without routing, once the work of routing
    /// them would have exceeded `budget` tests of a segment against a scene.
    @discardableResult
    static func route(
        _ arrows: inout [SegueArrow], boards: [Board], captionHeight: Double, laneSpacing: Double,
        budget: Int = maximumCrossingTests
    ) -> Int {
        let areas = boards.map { area($0.footprint, captionHeight: captionHeight) }
        var remaining = budget
        var straight = 0
        for index in arrows.indices {
            arrows[index].route = route(
                arrows[index], boards: boards, areas: areas, laneSpacing: laneSpacing, budget: &remaining,
                straight: &straight)
        }
        return straight
    }

    /// The most segment-against-scene tests ``shortest(_:_:obstacles:tests:)`` makes among
    /// `obstacles` scenes: the straight line, then 3 + 2n three-segment and 2 + 2n five-segment
    /// candidates, each segment against every scene.
    static func worstCaseTests(obstacles: Int) -> Int {
        let (product, overflow) = obstacles.multipliedReportingOverflow(by: 20 + 16 * min(obstacles, 1 << 40))
        return overflow ? .max : product
    }

    /// What a board covers on the canvas: its frame and its caption above it.
    static func area(_ frame: RenderRect, captionHeight: Double) -> RenderRect {
        RenderRect(x: frame.x, y: frame.y - captionHeight, width: frame.width, height: frame.height + captionHeight)
    }

    private static func route(
        _ arrow: SegueArrow, boards: [Board], areas: [RenderRect], laneSpacing: Double, budget: inout Int,
        straight: inout Int
    ) -> [RenderPoint] {
        guard arrow.to < boards.count else { return [] }
        let target = boards[arrow.to].frame
        guard let from = arrow.from, from < boards.count else {
            return [RenderPoint(target.x - 56, target.midY), RenderPoint(target.x - 2, target.midY)]
        }
        let source = boards[from].frame
        if from == arrow.to {
            return [RenderPoint(source.maxX, source.midY - 20), RenderPoint(source.maxX, source.midY + 20)]
        }
        let (start, end, horizontal) = endpoints(source, target)
        var path = [start, end]
        if worstCaseTests(obstacles: boards.count) <= budget {
            var tests = 0
            // The other scenes (and their captions) with room around them; the two ends' own frames as they are.
            let obstacles =
                areas.indices.filter { $0 != from && $0 != arrow.to }.map {
                    areas[$0].insetBy(-clearance, -clearance)
                } + [source, target]
            path =
                horizontal
                ? shortest(start, end, obstacles: obstacles, tests: &tests)
                : shortest(start.transposed, end.transposed, obstacles: obstacles.map(\.transposed), tests: &tests)
                    .map(\.transposed)
            budget -= tests
        } else {
            straight += 1
        }
        if arrow.laneCount > 1 {
            let offset = (Double(arrow.lane) - Double(arrow.laneCount - 1) / 2) * laneSpacing
            path = shifted(path, by: offset, horizontal: horizontal)
        }
        return path
    }

    /// Where an arrow leaves its source and reaches its target: the facing sides, left and right
    /// when the scenes do not overlap horizontally, else top and bottom.
    static func endpoints(_ source: RenderRect, _ target: RenderRect) -> (RenderPoint, RenderPoint, Bool) {
        if source.maxX <= target.x {
            return (RenderPoint(source.maxX, source.midY), RenderPoint(target.x, target.midY), true)
        }
        if target.maxX <= source.x {
            return (RenderPoint(source.x, source.midY), RenderPoint(target.maxX, target.midY), true)
        }
        if source.maxY <= target.y {
            return (RenderPoint(source.midX, source.maxY), RenderPoint(target.midX, target.y), false)
        }
        return (RenderPoint(source.midX, source.y), RenderPoint(target.midX, target.maxY), false)
    }

    /// The best of the straight line, three-segment routes through a vertical gap and
    /// five-segment routes through a horizontal corridor, for ends on left or right sides: fewest
    /// scenes crossed, then fewest bends, then shortest.
    /// `tests` counts the tests of a segment against an obstacle made.
    private static func shortest(
        _ start: RenderPoint, _ end: RenderPoint, obstacles: [RenderRect], tests: inout Int
    ) -> [RenderPoint] {
        let straight = [start, end]
        tests += obstacles.count
        if crossings(straight, obstacles) == 0 { return straight }
        let leaving = end.x >= start.x ? 1.0 : -1.0
        let s1 = start.x + leaving * stub
        let e1 = end.x - leaving * stub
        var xs = [s1, e1, (start.x + end.x) / 2]
        var ys = [start.y, end.y]
        for box in obstacles {
            xs += [box.x - 1, box.maxX + 1]
            ys += [box.y - 1, box.maxY + 1]
        }
        var candidates: [[RenderPoint]] = [straight]
        for x in xs where (x - start.x) * leaving > 0 && (end.x - x) * leaving > 0 {
            candidates.append([start, RenderPoint(x, start.y), RenderPoint(x, end.y), end])
        }
        for y in ys {
            candidates.append([
                start, RenderPoint(s1, start.y), RenderPoint(s1, y), RenderPoint(e1, y), RenderPoint(e1, end.y), end,
            ])
        }
        tests += candidates.reduce(0) { $0 + ($1.count - 1) * obstacles.count }
        func cost(_ path: [RenderPoint]) -> (Int, Int, Double) {
            (crossings(path, obstacles), path.count, length(path))
        }
        return candidates.map { ($0, cost($0)) }.min { $0.1 < $1.1 }.map(\.0) ?? straight
    }

    /// How many obstacles the path's segments enter (an obstacle entered by two segments counts twice).
    static func crossings(_ path: [RenderPoint], _ obstacles: [RenderRect]) -> Int {
        zip(path, path.dropFirst()).reduce(0) { sum, segment in
            sum + obstacles.filter { enters(segment.0, segment.1, $0) }.count
        }
    }

    /// Whether the segment passes through the rectangle's inside (touching its edge does not count).
    static func enters(_ a: RenderPoint, _ b: RenderPoint, _ box: RenderRect) -> Bool {
        let inner = box.insetBy(0.5, 0.5)
        guard inner.width > 0, inner.height > 0 else { return false }
        // Liang–Barsky: clip the segment's parameter range to the rectangle.
        var low = 0.0
        var high = 1.0
        let dx = b.x - a.x
        let dy = b.y - a.y
        for (p, q) in [(-dx, a.x - inner.x), (dx, inner.maxX - a.x), (-dy, a.y - inner.y), (dy, inner.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
                continue
            }
            let t = q / p
            if p < 0 { low = max(low, t) } else { high = min(high, t) }
            if low > high { return false }
        }
        return high - low > 1e-9
    }

    private static func length(_ path: [RenderPoint]) -> Double {
        zip(path, path.dropFirst()).reduce(0) { sum, segment in
            sum + abs(segment.1.x - segment.0.x) + abs(segment.1.y - segment.0.y)
        }
    }

    /// A lane beside the route: the ends slide along their scenes' sides, every bend moves both
    /// ways, so each segment moves sideways by `offset`.
    private static func shifted(_ path: [RenderPoint], by offset: Double, horizontal: Bool) -> [RenderPoint] {
        path.enumerated().map { index, point in
            if index == 0 || index == path.count - 1 {
                return horizontal ? RenderPoint(point.x, point.y + offset) : RenderPoint(point.x + offset, point.y)
            }
            return RenderPoint(point.x + offset, point.y + offset)
        }
    }

    /// Where a route's label goes: the middle of its middle segment.
    static func labelPoint(_ path: [RenderPoint]) -> RenderPoint? {
        guard path.count >= 2 else { return nil }
        let index = (path.count - 2) / 2
        let a = path[index]
        let b = path[index + 1]
        return RenderPoint((a.x + b.x) / 2, (a.y + b.y) / 2)
    }
}

extension RenderPoint {
    fileprivate var transposed: RenderPoint { RenderPoint(y, x) }
}

extension RenderRect {
    fileprivate var transposed: RenderRect { RenderRect(x: y, y: x, width: height, height: width) }
}
