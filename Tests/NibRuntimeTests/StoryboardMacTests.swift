import NibModel
import NibObjects
import NibRuntime
import Testing

@Suite("macOS storyboards: window, split and tab view controllers, sheets and windows")
struct StoryboardMacTests {
    /// A window controller whose content is a split view controller with a tab view controller
    /// and a details controller as split items; details segue to a controller and a window controller.
    func macStoryboard() -> StoryboardBuilder {
        var b = StoryboardBuilder(platform: .macOS, file: "Mac.storyboard")
        b.scene("wc", "windowController", "NSWindowController", identifier: "Window", view: false)
        b.object("wc-window", "window", "NSWindow", parent: "wc", key: "window")
        b.segue("wc", "split", "relationship", ["relationship": .string("window.shadowedContentViewController")])
        b.document.initialController = "wc"
        b.scene("split", "splitViewController", "NSSplitViewController", view: false)
        b.segue("split", "tabs", "relationship", ["relationship": .string("splitItems")])
        b.segue("split", "details", "relationship", ["relationship": .string("splitItems")])
        b.scene(
            "tabs", "tabViewController", "NSTabViewController", view: false, ["selectedTabViewItemIndex": .integer(1)])
        b.segue("tabs", "first", "relationship", ["relationship": .string("tabItems")])
        b.segue("tabs", "second", "relationship", ["relationship": .string("tabItems")])
        b.scene("first")
        b.scene("second")
        b.scene("details", identifier: "Details")
        b.object("details-button", "button", "NSButton", parent: "details-view")
        b.segue("details-button", "panel", "sheet", identifier: "Sheet")
        b.segue("details", "panel", "modal", identifier: "Modal")
        b.segue("details", "panel", "popover", identifier: "Popover", ["preferredEdge": .string("maxY")])
        b.segue("details", "panel", "show", identifier: "Show")
        b.segue("details", "other", "show", identifier: "Window")
        b.scene("panel")
        b.scene("other", "windowController", "NSWindowController", view: false)
        b.object(
            "other-window", "window", "NSWindow", parent: "other", key: "window", ["visibleAtLaunch": .bool(false)])
        return b
    }

    @Test("the initial window controller's content is a split whose items are a tab view controller and details")
    func containers() throws {
        let storyboard = try macStoryboard().storyboard()
        let windowController = try #require(
            try storyboard.instantiateInitialController(registry: .defaultObjects) as? NibWindowController)
        let split = try #require(windowController.contentViewController as? NibSplitViewController)
        #expect(
            windowController.window?.contentView === split.view,
            "the content controller's view is the window's content view")
        #expect(split.splitItems.count == 2 && split.viewControllers.count == 2)
        let tabs = try #require(split.splitItems.first as? NibTabViewController)
        #expect(
            tabs.viewControllers.count == 2 && tabs.selectedIndex == 1,
            "tabItems fill the tabs; the recorded selection applies")
        #expect(tabs.parent === split && tabs.viewControllers.allSatisfy { $0.parent === tabs })
        #expect(split.detailViewController === split.splitItems.last)
        #expect(
            windowController.window?.isVisible == false,
            "a scene never shows its windows at load, visible at launch or not")
    }

    @Test("AppKit presents several controllers at once from the source: sheet (a button's), modal, popover, show")
    func presentations() throws {
        let storyboard = try macStoryboard().storyboard()
        let details = try #require(
            try storyboard.instantiateController(identifier: "Details", registry: .defaultObjects) as? NibViewController
        )
        let button = try #require(details.view.subviews.first as? NibButton)
        button.performClick()
        try details.performSegue(withIdentifier: "Modal", sender: nil)
        try details.performSegue(withIdentifier: "Popover", sender: nil)
        try details.performSegue(withIdentifier: "Show", sender: nil)
        #expect(details.presentedViewControllers.map { $0.presentation?.kind } == [.sheet, .modal, .popover, .show])
        #expect(details.presentedViewControllers.allSatisfy { $0.presentingViewController === details })
        #expect(details.presentedViewControllers[2].presentation?.properties["preferredEdge"] == .string("maxY"))
        let sheet = details.presentedViewControllers[0]
        details.dismiss(sheet)
        #expect(details.presentedViewControllers.count == 3 && sheet.presentingViewController == nil)
        details.dismiss()
        #expect(details.presentedViewControllers.isEmpty)
    }

    @Test("a show segue to a window controller shows its window")
    func showWindow() throws {
        let storyboard = try macStoryboard().storyboard()
        let details = try #require(
            try storyboard.instantiateController(identifier: "Details", registry: .defaultObjects) as? NibViewController
        )
        try details.performSegue(withIdentifier: "Window", sender: nil)
        let shown = try #require(details.shownWindowControllers.first)
        #expect(shown.window?.isVisible == true && shown.storyboard === storyboard)
    }
}
