import Foundation
import NibModel
import NibRender
import NibTestSupport
import Testing
import XibCompiler

/// Touch Bars are drawn as Interface Builder shows them: a dark strip below the owner's window,
/// its items left to right in document order, never inside the window.
@Suite struct TouchBarTests {
    @Test func touchBarIsAStripBelowItsWindow() throws {
        let document = try RenderSupport.fixture("TouchBar.xib")
        let layout = NibRenderer().layout(document)
        let window = try #require(layout.boards.first { document.objects[$0.index].id == "win-tb" })
        #expect(window.touchBars.count == 1)
        let strip = try #require(window.touchBars.first)
        #expect(strip.frame.width == 685 && strip.frame.height == 30)
        #expect(strip.frame.y >= window.frame.maxY && strip.frame.x == window.frame.x)
        // The items in the document's order, the group's items after the group.
        let ids = strip.keys.map { document.objects[$0.index].id }
        #expect(ids == ["reply-tb", "count-tb", "size-tb", "format-item", "bold-tb", "italic-tb", "more-item"])
        // Left to right, inside the strip; the large fixed space is a gap between Reply and the label.
        let leaves = strip.keys.filter { $0.kind != .group }
        for (left, right) in zip(leaves, leaves.dropFirst()) { #expect(left.frame.maxX <= right.frame.x) }
        for key in strip.keys {
            #expect(key.frame.x >= strip.frame.x && key.frame.maxX <= strip.frame.maxX, "\(key)")
            #expect(key.frame.y >= strip.frame.y && key.frame.maxY <= strip.frame.maxY, "\(key)")
        }
        #expect(leaves[1].frame.x - leaves[0].frame.maxX >= 32)
        #expect(strip.keys[0].kind == .button(title: "Reply", image: nil))
        #expect(strip.keys[1].kind == .label("3 unread"))
        #expect(strip.keys[2].kind == .slider(fraction: 0.25))
        #expect(strip.keys[6].kind == .popover("More"))
        // In the picture: every item's text below the window, in white.
        let svg = try RenderSupport.svg(document)
        let texts = RenderSupport.textBoxes(svg)
        for title in ["Reply", "3 unread", "Bold", "Italic", "More"] {
            let box = try #require(texts.first { $0.text == title }).box
            #expect(box.y >= window.frame.maxY && box.maxY <= strip.frame.maxY + 0.5, "\(title)")
        }
        #expect(RenderSupport.group(svg, id: "reply-tb").contains { $0.contains("fill=\"#ffffff\"") })
    }

    /// Over the fixture and every corpus document: nothing a Touch Bar holds is placed in a window
    /// or view, and every strip lies below its owner, clear of every other board and caption.
    @Test func touchBarItemsAreNeverDrawnInsideABoard() throws {
        var documents = [RenderSupport.fixtures + "/TouchBar.xib"]
        if TestCorpus.isAvailable {
            documents +=
                RenderSupport.corpusFiles("xib", suffix: ".xib")
                + RenderSupport.corpusFiles("storyboard", suffix: ".storyboard")
                + RenderSupport.corpusFiles("nib-pairs", suffix: ".xib")
        }
        var strips = 0
        for path in documents {
            let document = try XibCompiler().compile(contentsOf: path).document
            let layout = NibRenderer().layout(document)
            let inTouchBars = Self.touchBarContents(document)
            for board in layout.boards {
                for placed in Self.flatten(board.content) {
                    #expect(
                        !inTouchBars.contains(placed.index), "\(path): \(document.objects[placed.index].id) in a board")
                }
                for strip in board.touchBars {
                    strips += 1
                    #expect(strip.frame.y >= board.frame.maxY, "\(path)")
                    for other in layout.boards where other != board {
                        let area = RenderRect(
                            x: other.footprint.x, y: other.footprint.y - 22, width: other.footprint.width,
                            height: other.footprint.height + 22)
                        #expect(!RenderSupport.overlap(strip.frame, area), "\(path): strip over another board")
                    }
                }
            }
        }
        #expect(strips >= 1)
    }

    /// The objects below any `<touchBar>`.
    static func touchBarContents(_ document: NibDocument) -> Set<Int> {
        var parents: [String: Int] = [:]
        for (offset, object) in document.objects.enumerated() { parents[object.id] = offset }
        var result: Set<Int> = []
        for (offset, object) in document.objects.enumerated() {
            var parent = object.parent
            var steps = 0
            while let id = parent, let index = parents[id], steps < 256 {
                if document.objects[index].element == "touchBar" {
                    result.insert(offset)
                    break
                }
                parent = document.objects[index].parent
                steps += 1
            }
        }
        return result
    }

    static func flatten(_ placed: PlacedObject?) -> [PlacedObject] {
        guard let placed else { return [] }
        return [placed] + placed.children.flatMap { flatten($0) }
    }
}
