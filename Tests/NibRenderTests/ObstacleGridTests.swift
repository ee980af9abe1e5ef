import NibTestSupport
import Testing

@testable import NibRender

/// The grid the class-name labels are checked against: every filed box that overlaps a query is
/// offered to it, whatever the boxes' sizes and coordinates.
@Suite struct ObstacleGridTests {
    /// A fixed sequence of numbers in 0..<1, the same on every run.
    struct Numbers {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// Boxes from a point wide to a canvas wide, some of negative size, far away, infinite or not
    /// a number (whose overlaps depend on the order of the comparisons, but never on the grid).
    static func boxes(_ count: Int, numbers: inout Numbers) -> [RenderRect] {
        (0..<count).map { number in
            let side = [4.0, 60, 700, 9_000, 200_000][number % 5]
            var box = RenderRect(
                x: numbers.next() * 20_000 - 5_000, y: numbers.next() * 20_000 - 5_000,
                width: numbers.next() * side, height: numbers.next() * side)
            switch number % 97 {
            case 3: box.width = -box.width
            case 5: box.x = 1e300
            case 7: box.y = -.infinity
            case 11: box = RenderRect(x: -1e20, y: -1e20, width: 3e20, height: 3e20)
            case 13: box.width = .infinity
            case 17: box.height = .nan
            case 19: box = RenderRect(x: 1e308, y: box.y, width: 1e308, height: box.height)
            default: break
            }
            return box
        }
    }

    @Test func everyOverlappingBoxIsOffered() {
        var numbers = Numbers()
        let filed = Self.boxes(3_000, numbers: &numbers)
        var grid = ObstacleGrid()
        for (index, box) in filed.enumerated() { grid.insert(index, box: box) }
        for query in Self.boxes(3_000, numbers: &numbers) {
            let expected = filed.filter { ClassLabelFilter.overlaps($0, query) }.count
            var offered = Set<Int>()
            let declined = grid.contains(near: query) { index in
                offered.insert(index)
                return false
            }
            #expect(!declined)
            #expect(offered.filter { ClassLabelFilter.overlaps(filed[$0], query) }.count == expected)
            #expect(grid.contains(near: query) { ClassLabelFilter.overlaps(filed[$0], query) } == (expected > 0))
        }
    }

    /// 100,000 boxes of 4,000 points square, and as many queries: each box was filed under up to
    /// 4,096 cells of 64 points (4 MB of such views took 870 MB), now under at most 64 cells of
    /// the grid where it covers that few.
    @Test func largeBoxesAreFiledUnderFewCells() {
        expectFinishes(within: .seconds(60)) {
            let side = 4_000.0
            var grid = ObstacleGrid()
            for index in 0..<100_000 {
                grid.insert(index, box: RenderRect(x: Double(index % 7), y: 0, width: side, height: side))
            }
            var near = 0
            for index in 0..<100_000 {
                let y = index < 50_000 ? 2 * side : side / 2
                let query = RenderRect(x: Double(index % 3_900), y: y, width: 40, height: 20)
                if grid.contains(near: query, where: { _ in true }) { near += 1 }
            }
            #expect(near == 50_000)
        }
    }
}
