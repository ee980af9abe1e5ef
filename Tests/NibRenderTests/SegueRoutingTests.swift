import Foundation
import NibModel
import NibRender
import NibTestSupport
import Testing
import XibCompiler

/// Segue arrows go round the scenes between their ends instead of across them.
@Suite struct SegueRoutingTests {
    /// The scenes (and their captions, 22 points above) an arrow's route passes through, other than
    /// its own two ends: points every 2 points along each segment, held against each area
    /// shrunk by a point.
    static func scenesCrossed(_ route: [RenderPoint], _ arrow: SegueArrow, in layout: CanvasLayout) -> Set<Int> {
        var crossed: Set<Int> = []
        for (a, b) in zip(route, route.dropFirst()) {
            let steps = max(1, Int((abs(b.x - a.x) + abs(b.y - a.y)) / 2))
            for step in 0...steps {
                let t = Double(step) / Double(steps)
                let x = a.x + (b.x - a.x) * t
                let y = a.y + (b.y - a.y) * t
                for (index, board) in layout.boards.enumerated() where index != arrow.from && index != arrow.to {
                    let area = board.frame
                    if x > area.x + 1, x < area.maxX - 1, y > area.y - 22 + 1, y < area.maxY - 1 {
                        crossed.insert(index)
                    }
                }
            }
        }
        return crossed
    }

    /// Three scenes in a row and one below: the segue from the first to the third goes round the
    /// middle one, which a straight line would cross.
    @Test func segueGoesRoundTheSceneBetween() throws {
        let document = try RenderSupport.fixture("SegueRouting.storyboard")
        let layout = NibRenderer().layout(document)
        let arrow = try #require(layout.arrows.first { $0.label == "showSettings" })
        #expect(arrow.route.count > 2)
        let straight = [try #require(arrow.route.first), try #require(arrow.route.last)]
        #expect(!Self.scenesCrossed(straight, arrow, in: layout).isEmpty)
        #expect(Self.scenesCrossed(arrow.route, arrow, in: layout).isEmpty)
        // Nothing in the way: a straight line.
        let back = try #require(layout.arrows.first { $0.label == "backHome" })
        #expect(back.route.count == 2)
    }

    /// Over every corpus storyboard, no segue crosses a scene; prints how many straight lines
    /// between the same ends would.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func corpusSeguesCrossNoScene() throws {
        let documents = RenderSupport.corpusFiles("storyboard", suffix: ".storyboard")
        #expect(documents.count >= 10)
        var segues = 0
        var straightCrossings = 0
        var crossings = 0
        for path in documents {
            let layout = NibRenderer().layout(try XibCompiler().compile(contentsOf: path).document)
            for arrow in layout.arrows where arrow.from != nil && arrow.from != arrow.to {
                segues += 1
                guard let first = arrow.route.first, let last = arrow.route.last else { continue }
                straightCrossings += Self.scenesCrossed([first, last], arrow, in: layout).count
                let crossed = Self.scenesCrossed(arrow.route, arrow, in: layout)
                crossings += crossed.count
                #expect(crossed.isEmpty, "\(path): segue \(arrow.label) crosses \(crossed.count) scenes")
            }
        }
        print(
            "segues over \(documents.count) storyboards: \(segues); scenes crossed by straight lines "
                + "\(straightCrossings), by the routes \(crossings)")
    }
}
