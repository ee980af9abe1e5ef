/// Numbered boxes filed for overlap queries. A box is filed under the cells it touches in the
/// finest of several grids (cells 64, 256, 1,024, … points wide) where it touches at most
/// ``maximumCells``, so a large box costs no more entries than a small one, and a query looks
/// only at the cells near its own box in each grid.
struct ObstacleGrid {
    private struct Cell: Hashable {
        var level: Int
        var x: Int64
        var y: Int64
    }

    /// Side of the cells of the finest grid; each next grid's cells are four times as wide.
    private static let finestSide = 64.0
    /// The most cells a box is filed under.
    private static let maximumCells = 64.0
    /// Coordinates are held within ±2^50 for filing (only for filing: overlaps are tested on the
    /// boxes as given), so that the coarsest grid, whose cells are 2^52 wide, files any box (an
    /// infinite one too) under at most four cells.
    private static let coordinateLimit = 0x4_0000_0000_0000 as Double
    private static let levelCount = 24

    private var cells: [Cell: [Int]] = [:]
    /// The numbers filed in each grid, for a query whose box touches more cells than that.
    private var members = [[Int]](repeating: [], count: levelCount)
    /// The boxes with a coordinate that is not a number, which no grid can place: every query
    /// looks at them, and a query of such a box at every box.
    private var unplaced: [Int] = []

    /// Files box number `index`.
    mutating func insert(_ index: Int, box: RenderRect) {
        for level in 0..<Self.levelCount {
            guard let span = Self.span(of: box, level: level) else {
                unplaced.append(index)
                return
            }
            guard span.cellCount <= Self.maximumCells || level == Self.levelCount - 1 else { continue }
            members[level].append(index)
            for y in span.y { for x in span.x { cells[Cell(level: level, x: x, y: y), default: []].append(index) } }
            return
        }
    }

    /// Whether `test` holds for a box filed in a cell that `box` touches, in some grid: every
    /// filed box that overlaps `box` is offered to `test`, and others may be.
    func contains(near box: RenderRect, where test: (Int) -> Bool) -> Bool {
        if unplaced.contains(where: test) { return true }
        for level in 0..<Self.levelCount where !members[level].isEmpty {
            guard let span = Self.span(of: box, level: level), span.cellCount <= Double(members[level].count) else {
                if members[level].contains(where: test) { return true }
                continue
            }
            for y in span.y {
                for x in span.x where cells[Cell(level: level, x: x, y: y)]?.contains(where: test) == true {
                    return true
                }
            }
        }
        return false
    }

    /// The cells `box` touches in grid `level` (an infinite coordinate at the far end), or nil when
    /// a coordinate is not a number.
    private static func span(
        of box: RenderRect, level: Int
    ) -> (x: ClosedRange<Int64>, y: ClosedRange<Int64>, cellCount: Double)? {
        guard !box.x.isNaN, !box.y.isNaN, !box.maxX.isNaN, !box.maxY.isNaN else { return nil }
        let side = finestSide * Double(1 << (2 * level))
        func cells(_ a: Double, _ b: Double) -> ClosedRange<Int64> {
            func index(_ value: Double) -> Int64 {
                Int64((min(max(value, -coordinateLimit), coordinateLimit) / side).rounded(.down))
            }
            return min(index(a), index(b))...max(index(a), index(b))
        }
        let x = cells(box.x, box.maxX)
        let y = cells(box.y, box.maxY)
        return (x, y, Double(x.count) * Double(y.count))
    }
}
