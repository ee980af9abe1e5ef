import Foundation
import NibModel
import NibRender
import NibTestSupport
import Testing
import XibCompiler

/// WatchKit scenes show their items, laid out as WatchKit stacks them, not a blank box.
@Suite struct WatchInterfaceTests {
    @Test func watchItemsAreDrawnInTheirOrder() throws {
        let document = try RenderSupport.fixture("WatchInterface.storyboard")
        let layout = NibRenderer().layout(document)
        let board = try #require(layout.boards.first)
        // A 44 mm watch's screen.
        #expect(board.frame.width == 184 && board.frame.height == 224)
        let svg = try RenderSupport.svg(document)
        let texts = RenderSupport.textBoxes(svg)
        #expect(!texts.contains { $0.isClassLabel })
        func box(_ text: String) throws -> RenderRect { try #require(texts.first { $0.text == text }).box }
        let title = try box("Good morning")
        let snooze = try box("Snooze")
        let stop = try box("Stop")
        let repeating = try box("Repeat")
        // Top to bottom; the group's two buttons side by side.
        #expect(title.maxY <= snooze.y && snooze.maxY <= repeating.y)
        #expect(abs(snooze.y - stop.y) < 0.5 && snooze.maxX <= stop.x)
        for text in [title, snooze, stop, repeating] {
            #expect(text.x >= board.frame.x && text.maxX <= board.frame.maxX, "\(text)")
            #expect(text.y >= board.frame.y && text.maxY <= board.frame.maxY, "\(text)")
        }
        // The switch is on: its track is green.
        #expect(RenderSupport.group(svg, id: "repeat-wi").contains { $0.contains("fill=\"#34c759\"") })
    }

    /// The screen is black with rounded corners (no white square behind it), and a missing image
    /// is drawn in light lines that show on black.
    @Test func watchScreenHasNoWhiteCornersAndMissingImagesShow() throws {
        let svg = try RenderSupport.svg(try RenderSupport.fixture("WatchInterface.storyboard"))
        let screen = RenderSupport.group(svg, id: "main-wi")
        #expect(!screen.contains { $0.contains("<rect ") && $0.contains("fill=\"#ffffff\"") })
        #expect(screen.contains { $0.contains("rx=\"28\" fill=\"#000000\"") })
        let image = RenderSupport.group(svg, id: "icon-wi")
        #expect(image.contains { $0.contains("<rect ") && $0.contains("stroke=\"#ffffff\"") })
        #expect(image.contains { $0.contains(">sun</text>") && $0.contains("fill=\"#ffffff\"") })
    }
}
