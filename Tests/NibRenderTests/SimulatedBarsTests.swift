import Foundation
import NibModel
import NibRender
import NibTestSupport
import Testing
import XibCompiler

/// The status, navigation, tab and tool bars of UIKit scenes, drawn from simulated metrics,
/// navigation items and container relationships, never over the document's own views.
@Suite struct SimulatedBarsTests {
    /// The board of the scene whose controller (or view) has `id`.
    static func board(_ layout: CanvasLayout, _ document: NibDocument, _ id: String) -> Board? {
        layout.boards.first { document.objects[$0.index].id == id }
    }

    /// The placed objects below a board's root view, with the root itself left out.
    static func descendants(_ board: Board) -> [PlacedObject] {
        var result: [PlacedObject] = []
        var stack = board.content?.children ?? []
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children)
        }
        return result
    }

    /// The areas a board's bars take: the top bars and the bottom bar.
    static func barAreas(_ board: Board) -> [RenderRect] {
        guard let bars = board.bars else { return [] }
        let frame = board.frame
        var areas = [RenderRect(x: frame.x, y: frame.y, width: frame.width, height: bars.topHeight)]
        if bars.bottomHeight > 0 {
            areas.append(
                RenderRect(
                    x: frame.x, y: frame.maxY - bars.bottomHeight, width: frame.width, height: bars.bottomHeight))
        }
        return areas.filter { $0.height > 0 }
    }

    /// The objects a board's bars would cover: any placed view but the scrolling views that fill
    /// the screen from its top (their content scrolls under the bars, as in UIKit).
    static func covered(_ board: Board, in document: NibDocument) -> [String] {
        let areas = barAreas(board)
        let scrolling: Set<String> = ["UITableView", "UICollectionView", "UIScrollView"]
        return descendants(board).filter { placed in
            let object = document.objects[placed.index]
            if scrolling.contains(object.className), placed.frame.y <= board.frame.y + 0.5 { return false }
            return placed.frame.width > 0 && placed.frame.height > 0
                && areas.contains { RenderSupport.overlap($0, placed.frame) }
        }.map { document.objects[$0.index].id }
    }

    @Test func barsComeFromMetricsItemsAndContainers() throws {
        let document = try RenderSupport.fixture("SimulatedBars.storyboard")
        let layout = NibRenderer().layout(document)
        // The navigation controller's root: status bar (20, as its bar's frame says), a bar with
        // the item's title and system items, and the tab bar of the tab bar controller above it.
        let list = try #require(Self.board(layout, document, "list-sb")?.bars)
        #expect(list.statusBarHeight == 20)
        #expect(list.navigationBar?.title == "Inbox")
        #expect(list.navigationBar?.leftItems.map(\.title) == ["Edit"])
        #expect(list.navigationBar?.rightItems.map(\.systemItem) == ["add"])
        #expect(list.bottomBar == .tabBar(items: [.init(title: "Inbox"), .init(title: "Settings")], selected: 0))
        // Explicit metrics: a prompted navigation bar and a toolbar with the controller's items.
        let detail = try #require(Self.board(layout, document, "detail-sb")?.bars)
        #expect(detail.navigationBar?.prompt == "Draft")
        #expect(detail.topHeight == 20 + 74)
        guard case .toolbar(let items)? = detail.bottomBar else {
            Issue.record("the message scene has no toolbar")
            return
        }
        #expect(items.map(\.title) == ["Reply", "", ""])
        // A tab's child without a navigation controller: status bar and tab bar, the second tab selected.
        let settings = try #require(Self.board(layout, document, "settings-sb")?.bars)
        #expect(settings.navigationBar == nil)
        #expect(settings.bottomBar == .tabBar(items: [.init(title: "Inbox"), .init(title: "Settings")], selected: 1))
    }

    @Test func barsNeverCoverTheDocumentsViews() throws {
        let document = try RenderSupport.fixture("SimulatedBars.storyboard")
        let layout = NibRenderer().layout(document)
        for id in ["list-sb", "detail-sb", "settings-sb"] {
            let board = try #require(Self.board(layout, document, id))
            #expect(Self.covered(board, in: document).isEmpty, "\(id): \(Self.covered(board, in: document))")
        }
        // The older way of writing a view below the bars (y = 20) keeps that room: the board is
        // the screen's height with the view between the status bar and the tab bar.
        let settings = try #require(Self.board(layout, document, "settings-sb"))
        #expect(settings.frame.height == 568)
        #expect(settings.content.map { $0.frame.y - settings.frame.y } == 20)
        // A table view filling the screen insets its rows below the bars.
        let list = try #require(Self.board(layout, document, "list-sb"))
        let cell = try #require(Self.descendants(list).first { document.objects[$0.index].id == "cell-sb" })
        #expect(cell.frame.y - list.frame.y == 28 + 64)
        let svg = try RenderSupport.svg(document)
        let texts = RenderSupport.texts(svg).map(\.text)
        for title in ["Inbox", "Message", "Draft", "Edit", "Reply", "Settings", "9:41"] {
            #expect(texts.contains(title), "\(title) is not drawn")
        }
    }

    /// Over every corpus document: the bars cover none of the document's views, and the scenes
    /// shown in a navigation stack get their title.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func corpusScenesGetTheirBars() throws {
        let documents =
            RenderSupport.corpusFiles("xib", suffix: ".xib")
            + RenderSupport.corpusFiles("storyboard", suffix: ".storyboard")
        var scenesWithBars = 0
        var titles: [String] = []
        var covered: [String] = []
        for path in documents {
            let document = try XibCompiler().compile(contentsOf: path).document
            let layout = NibRenderer().layout(document)
            for board in layout.boards where board.bars != nil && board.kind == .view {
                scenesWithBars += 1
                if let title = board.bars?.navigationBar?.title, !title.isEmpty { titles.append(title) }
                covered += Self.covered(board, in: document).map { "\(path): \($0)" }
            }
        }
        print("scenes with bars: \(scenesWithBars), navigation titles: \(titles.count) \(titles)")
        #expect(covered.isEmpty, "\(covered.count) views under bars: \(covered.prefix(10))")
        #expect(scenesWithBars > 0 && !titles.isEmpty)
    }
}
