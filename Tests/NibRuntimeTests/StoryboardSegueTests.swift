import NibModel
import NibObjects
import NibRuntime
import Testing

@Suite("Storyboard segues: prepare, perform, the kinds' effects, unwinding")
struct StoryboardSegueTests {
    /// The fixture's initial navigation controller and its list.
    func loadApp() throws -> (NibNavigationController, ListController) {
        let storyboard = try appStoryboard().storyboard(resolver: appStoryboardSet())
        let navigation = try #require(
            try storyboard.instantiateInitialController(registry: storyboardRegistry) as? NibNavigationController)
        let list = try #require(navigation.topViewController as? ListController)
        list.log = []
        return (navigation, list)
    }

    @Test("performSegue: the destination is instantiated, prepare(for:) gets the segue, show pushes")
    func manualShow() throws {
        let (navigation, list) = try loadApp()
        let sender = NibView()
        try list.performSegue(withIdentifier: "detail", sender: sender)
        let detail = try #require(navigation.topViewController as? DetailController)
        #expect(
            navigation.viewControllers.count == 2 && detail.navigationController === navigation
                && detail.parent === navigation)
        #expect(list.log == ["prepare detail show"], "performSegue does not ask shouldPerformSegue (UIKit)")
        let segue = try #require(list.preparedSegues.last)
        #expect(
            segue.identifier == "detail" && segue.source === list && segue.destination === detail
                && segue.trigger === sender)
        // Each performance instantiates a new destination.
        try list.performSegue(withIdentifier: "detail", sender: nil)
        #expect(navigation.viewControllers.count == 3 && navigation.topViewController !== detail)
        #expect(navigation.popViewController() != nil && navigation.popToRootViewController().count == 1)
        #expect(
            navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(list)] && detail.parent == nil)
    }

    @Test("an unknown segue identifier lists the scene's identifiers")
    func unknownSegue() throws {
        let (_, list) = try loadApp()
        #expect(
            throws: NibError.storyboard(
                .unknownSegue(
                    "nope", controller: "ListController",
                    known: ["add", "blocked", "detail", "fade", "unregistered", "settings"]))
        ) {
            try list.performSegue(withIdentifier: "nope", sender: nil)
        }
        #expect(throws: NibError.storyboard(.notFromStoryboard(controller: "NibViewController"))) {
            try NibViewController().performSegue(withIdentifier: "x", sender: nil)
        }
    }

    @Test("a button's segue fires on its action: shouldPerformSegue, prepare, present in the presentation context")
    func triggeredPresentation() throws {
        let (navigation, list) = try loadApp()
        let button = try #require(list.addButton)
        let handlers = button.performClick()
        #expect(handlers.count == 1, "the segue trigger handled the button's action")
        #expect(list.log == ["should add", "prepare add presentation"])
        // UIKit presents from the root of the parent chain: the navigation controller; the
        // source, its child, reports the presentation as its own.
        let editNavigation = try #require(navigation.presentedViewController as? NibNavigationController)
        #expect(
            list.presentedViewController === editNavigation && editNavigation.presentingViewController === navigation)
        #expect(list.presentedViewControllers.isEmpty, "the navigation controller presents, not the list")
        #expect(editNavigation.presentation?.kind == .presentation && editNavigation.presentation?.style == "formSheet")
        #expect(editNavigation.topViewController is EditController)
        #expect(list.preparedSegues.last?.trigger === button)
        // A second presentation while one is up is refused (UIKit), and reported on the scene.
        button.performClick()
        #expect(list.storyboardScene?.triggerErrors.count == 1)
        #expect(list.storyboardScene?.triggerErrors.first?.description.contains("already presenting") == true)
    }

    @Test("shouldPerformSegue returning false cancels a triggered segue")
    func cancelled() throws {
        let (navigation, list) = try loadApp()
        list.blocked = ["blocked"]
        let button = try #require(list.view.subviews.compactMap { $0 as? NibButton }.last)
        button.performClick()
        #expect(list.log == ["should blocked"] && navigation.viewControllers.count == 1)
    }

    @Test("unwind from a presented controller: the list's action runs, then the presentation is dismissed")
    func unwindDismisses() throws {
        let (navigation, list) = try loadApp()
        list.addButton?.performClick()
        let editNavigation = try #require(navigation.presentedViewController as? NibNavigationController)
        let edit = try #require(editNavigation.topViewController as? EditController)
        // The bar button item is a default object with its action: tap it.
        let cancel = try #require(edit.nibChildren.compactMap { $0 as? NibBarButtonItem }.first)
        #expect(cancel.action != nil)
        list.log = []
        #expect(cancel.performAction() != nil)
        #expect(list.log == ["unwindToList from EditController"], "the destination's unwind action runs with the segue")
        #expect(edit.prepared == ["unwind"], "the source prepares for the unwind segue")
        #expect(navigation.presentedViewController == nil && editNavigation.presentingViewController == nil)
        #expect(list.unwoundFrom.first === edit)
    }

    @Test("unwind from a pushed controller pops back to the destination; a missing action is an error")
    func unwindPops() throws {
        let (navigation, list) = try loadApp()
        try list.performSegue(withIdentifier: "detail", sender: nil)
        try list.performSegue(withIdentifier: "detail", sender: nil)
        let top = try #require(navigation.topViewController as? DetailController)
        #expect(navigation.viewControllers.count == 3)
        try top.performSegue(withIdentifier: "back", sender: nil)
        #expect(
            navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(list)]
                && list.unwoundFrom.count == 1 && top.prepared == ["back"])

        try list.performSegue(withIdentifier: "detail", sender: nil)
        let again = try #require(navigation.topViewController as? DetailController)
        do {
            try again.performSegue(withIdentifier: "nowhere", sender: nil)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.underlying
                    == .storyboard(.noUnwindDestination(action: "unwindToNowhere:", source: "DetailController")))
        }
        #expect(navigation.viewControllers.count == 2, "a failed unwind changes nothing")
        // The button's unwind segue (no identifier) goes the same way.
        let done = try #require(again.view.subviews.first as? NibButton)
        done.performClick()
        #expect(
            navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(list)]
                && list.unwoundFrom.count == 2)
    }

    @Test("showDetail replaces a split view controller's detail; without a split it presents")
    func showDetail() throws {
        let storyboard = try appStoryboard().storyboard()
        let split = try #require(
            try storyboard.instantiateController(identifier: "Split", registry: storyboardRegistry)
                as? NibSplitViewController)
        let master = try #require(split.primaryViewController)
        let oldDetail = try #require(split.secondaryViewController)
        try master.performSegue(withIdentifier: "pick", sender: nil)
        #expect(
            split.secondaryViewController is DetailController
                && split.detailViewController === split.secondaryViewController)
        #expect(oldDetail.parent == nil && split.children.count == 2)

        let lone = try #require(
            try storyboard.instantiateController(identifier: "Master", registry: storyboardRegistry)
                as? NibViewController)
        try lone.performSegue(withIdentifier: "pick", sender: nil)
        #expect(
            lone.presentedViewController is DetailController
                && lone.presentedViewController?.presentation?.kind == .showDetail)
    }

    @Test("custom segues go through the registered class; an unregistered one is an error at its line")
    func customSegues() throws {
        let (navigation, list) = try loadApp()
        try list.performSegue(withIdentifier: "fade", sender: nil)
        let segue = try #require(list.preparedSegues.last)
        #expect(segue is FadeSegue && segue.kind == .custom && segue.identifier == "fade")
        #expect(
            navigation.presentedViewController is DetailController
                && navigation.presentedViewController?.presentation?.style == "fade")

        do {
            try list.performSegue(withIdentifier: "unregistered", sender: nil)
            Issue.record("expected an error")
        } catch {
            #expect(error.underlying == .storyboard(.unknownSegueClass("NobodysSegue", segue: "\"unregistered\"")))
            #expect(error.description.contains("Main.storyboard:") && error.description.contains("registerSegue"))
            #expect(
                error.description.contains(
                    "its class NobodysSegue is not registered in the class registry the storyboard was instantiated with"
                ))
        }
    }

    @Test("a segue's customClass on a built-in kind subclasses it; unregistered, the base class does the kind's effect")
    func customClassOnBuiltInKind() throws {
        final class Recording: NibStoryboardSegue {
            nonisolated(unsafe) static var performed = 0
            override func perform() throws(NibError) {
                Recording.performed += 1
                try super.perform()
            }
        }
        var b = StoryboardBuilder(file: "Kinds.storyboard")
        b.scene("home", identifier: "Home")
        b.scene("next")
        b.segue("home", "next", "presentation", identifier: "recorded", ["customClass": .string("Recording")])
        b.segue("home", "next", "presentation", identifier: "fallback", ["customClass": .string("Unknown")])
        let registry = NibClassRegistry(parent: .defaultObjects)
        registry.registerSegue("Recording", Recording.self)
        let storyboard = try b.storyboard()
        let home = try #require(
            try storyboard.instantiateController(identifier: "Home", registry: registry) as? NibViewController)
        try home.performSegue(withIdentifier: "recorded", sender: nil)
        #expect(Recording.performed == 1 && home.presentedViewController != nil)
        home.dismiss()
        #expect(home.presentedViewController == nil)
        try home.performSegue(withIdentifier: "fallback", sender: nil)
        #expect(Recording.performed == 1 && home.presentedViewController?.presentation?.kind == .presentation)
    }

    @Test("dismiss() on a presented navigation controller's child: the presenter dismisses the navigation controller")
    func childOfPresentedDismisses() throws {
        let (navigation, list) = try loadApp()
        list.addButton?.performClick()
        let editNavigation = try #require(navigation.presentedViewController as? NibNavigationController)
        let edit = try #require(editNavigation.topViewController as? EditController)
        #expect(edit.presentingViewController == nil && edit.presentedAncestor === editNavigation)
        edit.dismiss()
        #expect(navigation.presentedViewController == nil && editNavigation.presentingViewController == nil)
        #expect(editNavigation.presentation == nil && navigation.presentedViewControllers.isEmpty)
        // The presenter's child (the segue's source) dismisses what its context presents (UIKit).
        list.addButton?.performClick()
        #expect(list.presentedViewController is NibNavigationController)
        list.dismiss()
        #expect(navigation.presentedViewController == nil && list.presentedViewController == nil)
        // Neither presenting nor presented, up the whole chain: nothing happens.
        list.dismiss()
        #expect(navigation.viewControllers.count == 1 && list.parent === navigation)
    }

    @Test("dismiss() on a child deep inside a presented container dismisses only that presentation")
    func nestedChildDismissesItsPresentation() throws {
        var b = StoryboardBuilder(file: "Nested.storyboard")
        b.scene("home", identifier: "Home")
        b.scene("modalNav", "navigationController", "UINavigationController", view: false)
        b.segue("modalNav", "tabs", "relationship", ["relationship": .string("rootViewController")])
        b.scene("tabs", "tabBarController", "UITabBarController", view: false)
        b.segue("tabs", "inner", "relationship", ["relationship": .string("viewControllers")])
        b.scene("inner")
        b.segue("home", "modalNav", "presentation", identifier: "open")
        b.segue("inner", "sheet", "presentation", identifier: "sheet")
        b.scene("sheet")
        let storyboard = try b.storyboard()
        let home = try #require(
            try storyboard.instantiateController(identifier: "Home", registry: storyboardRegistry)
                as? NibViewController)
        try home.performSegue(withIdentifier: "open", sender: nil)
        let modal = try #require(home.presentedViewController as? NibNavigationController)
        let tabs = try #require(modal.topViewController as? NibTabBarController)
        let inner = try #require(tabs.selectedViewController)
        try inner.performSegue(withIdentifier: "sheet", sender: nil)
        #expect(modal.presentedViewControllers.count == 1, "the modal navigation controller is the inner context")
        // First call: the inner controller's context presents the sheet, so the sheet goes.
        inner.dismiss()
        #expect(modal.presentedViewControllers.isEmpty && home.presentedViewController === modal)
        // Second call: nothing is presented above it any more; its presented ancestor goes.
        inner.dismiss()
        #expect(home.presentedViewController == nil && modal.presentingViewController == nil)
    }

    @Test("a custom segue class that calls super.perform() presents modally, as one that does not override it")
    func customSegueDefaultTransition() throws {
        final class Plain: NibStoryboardSegue {}
        final class Calling: NibStoryboardSegue {
            nonisolated(unsafe) static var performed = 0
            override func perform() throws(NibError) {
                Calling.performed += 1
                try super.perform()
            }
        }
        var b = StoryboardBuilder(file: "Custom.storyboard")
        b.scene("home", identifier: "Home")
        b.scene("next")
        b.segue("home", "next", "custom", identifier: "calling", ["customClass": .string("Calling")])
        b.segue(
            "home", "next", "custom", identifier: "plain",
            ["customClass": .string("Plain"), "modalPresentationStyle": .string("overFullScreen")])
        b.segue("home", "next", "curl", identifier: "unknownKind")
        let registry = NibClassRegistry(parent: .defaultObjects)
        registry.registerSegue("Calling", Calling.self)
        registry.registerSegue("Plain", Plain.self)
        let home = try #require(
            try b.storyboard().instantiateController(identifier: "Home", registry: registry) as? NibViewController)
        try home.performSegue(withIdentifier: "calling", sender: nil)
        #expect(Calling.performed == 1)
        let presented = try #require(home.presentedViewController)
        #expect(presented.presentingViewController === home && presented.presentation?.kind == .custom)
        presented.dismiss()
        #expect(home.presentedViewController == nil)
        try home.performSegue(withIdentifier: "plain", sender: nil)
        #expect(home.presentedViewController?.presentation?.style == "overFullScreen")
        home.dismiss()
        // A kind the runtime does not know has no default: the message says what to register.
        do {
            try home.performSegue(withIdentifier: "unknownKind", sender: nil)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("the segue kind \"curl\" has no built-in transition"))
            #expect(error.description.contains("registerSegue"))
        }
    }
}
