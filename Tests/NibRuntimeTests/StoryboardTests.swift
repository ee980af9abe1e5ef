import NibManifest
import NibModel
import NibObjects
import NibRuntime
import Synchronization
import Testing

@Suite("Storyboards: scenes instantiate on demand, containers fill at load")
struct StoryboardTests {
    @Test("the initial controller: a navigation controller whose root is filled and whose root embeds its child")
    func initialController() throws {
        let storyboard = try appStoryboard().storyboard(resolver: appStoryboardSet())
        let navigation = try #require(
            try storyboard.instantiateInitialController(registry: storyboardRegistry) as? NibNavigationController)
        let list = try #require(navigation.viewControllers.first as? ListController)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === list)
        #expect(
            list.parent === navigation && list.navigationController === navigation && navigation.children.count == 1)
        #expect(list.title == "Items" && list.addButton != nil)
        #expect(navigation.navigationBar != nil, "the navigation bar the scene records is decoded")
        #expect(list.storyboard === storyboard && navigation.storyboard === storyboard)
        #expect(list.hadStoryboardWhenAwoken, "the scene hands the controller its storyboard before awakeFromNib")
        // The embed: prepare(for:) on the container's controller, then the child's view fills the container view.
        let summary = try #require(list.children.first as? SummaryController)
        #expect(summary.parent === list && list.children.count == 1)
        #expect(list.log == ["awake", "prepare summary embed"])
        let container = try #require(summary.view.superview)
        #expect(container.frame == NibRect(x: 0, y: 100, width: 320, height: 80))
        #expect(summary.view.frame == NibRect(x: 0, y: 0, width: 320, height: 80))
        #expect(container.superview === list.view)
    }

    @Test("controllers by identifier; an unknown identifier lists the known ones")
    func byIdentifier() throws {
        let storyboard = try appStoryboard().storyboard()
        #expect(storyboard.identifiers == ["Root", "List", "Detail", "Tabs", "Split", "Master"])
        #expect(
            try storyboard.instantiateController(identifier: "Detail", registry: storyboardRegistry) is DetailController
        )
        #expect(
            throws: NibError.storyboard(.unknownIdentifier("Nope", storyboard: "Main", known: storyboard.identifiers))
        ) {
            try storyboard.instantiateController(identifier: "Nope", registry: storyboardRegistry)
        }
        let message = NibError.storyboard(.unknownIdentifier("Nope", storyboard: "Main", known: ["A", "B"])).description
        #expect(message == "error: storyboard Main has no controller with identifier \"Nope\" (known: \"A\", \"B\")")
        var noInitial = settingsStoryboard()
        noInitial.document.initialController = nil
        #expect(throws: NibError.storyboard(.noInitialController(storyboard: "Settings"))) {
            try noInitial.storyboard().instantiateInitialController(registry: storyboardRegistry)
        }
    }

    @Test("each instantiation builds a fresh graph of its scene only")
    func freshGraphs() throws {
        let storyboard = try appStoryboard().storyboard()
        let first = try storyboard.instantiateScene(withID: "scene-detail", registry: storyboardRegistry)
        let second = try storyboard.instantiateScene(withID: "scene-detail", registry: storyboardRegistry)
        #expect(first.controller !== second.controller)
        // detail, its view, its button: nothing from other scenes.
        #expect(first.instance.objects.count == 3)
        #expect(first.instance.objects.allSatisfy { !($0 is ListController) })
        #expect(first.scene.controller === first.controller && first.scene.sceneID == "scene-detail")
        #expect(throws: NibError.storyboard(.unknownScene("nope", storyboard: "Main"))) {
            try storyboard.instantiateScene(withID: "nope", registry: storyboardRegistry)
        }
    }

    @Test("a tab bar controller's tabs and a split view controller's columns fill at load")
    func containers() throws {
        let storyboard = try appStoryboard().storyboard()
        let tabs = try #require(
            try storyboard.instantiateController(identifier: "Tabs", registry: storyboardRegistry)
                as? NibTabBarController)
        #expect(
            tabs.viewControllers.count == 2 && tabs.viewControllers[0] is DetailController
                && tabs.viewControllers[1] is SummaryController)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === tabs.viewControllers[0])
        #expect(tabs.viewControllers.allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController is SummaryController)
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 1, "an index out of range is refused")

        let split = try #require(
            try storyboard.instantiateController(identifier: "Split", registry: storyboardRegistry)
                as? NibSplitViewController)
        let master = try #require(split.primaryViewController)
        #expect(split.secondaryViewController is SummaryController && split.viewControllers.count == 2)
        #expect(master.splitViewController === split)
    }

    @Test("storyboard references resolve through a registered set, and through a directory")
    func references() throws {
        let set = appStoryboardSet()
        let storyboard = try set.storyboard(named: "Main")
        let list = try #require(
            try storyboard.instantiateController(identifier: "List", registry: storyboardRegistry) as? ListController)
        let navigation = NibNavigationController(rootViewController: list)
        try list.performSegue(withIdentifier: "settings", sender: nil)
        let settings = try #require(navigation.topViewController as? SettingsController)
        #expect(settings.storyboard?.name == "Settings" && settings.navigationController === navigation)

        // Without a resolver the reference cannot be followed.
        let alone = try appStoryboard().storyboard()
        let other = try #require(
            try alone.instantiateController(identifier: "List", registry: storyboardRegistry) as? ListController)
        #expect(throws: NibError.self) { try other.performSegue(withIdentifier: "settings", sender: nil) }
        do {
            try other.performSegue(withIdentifier: "settings", sender: nil)
        } catch {
            #expect(error.underlying == .storyboard(.storyboardNotFound(name: "Settings", searched: [])))
            #expect(error.description.hasPrefix("Main.storyboard:"))
        }

        // A reference without identifier instantiates the referenced storyboard's initial controller.
        var b = StoryboardBuilder(file: "Launcher.storyboard")
        b.scene("start", identifier: "Start")
        b.reference("ref", storyboard: "Settings", identifier: nil)
        b.segue("start", "ref", "presentation", identifier: "open")
        set.register(b.document)
        let start = try #require(
            try set.storyboard(named: "Launcher").instantiateController(
                identifier: "Start", registry: storyboardRegistry) as? NibViewController)
        try start.performSegue(withIdentifier: "open", sender: nil)
        #expect(start.presentedViewController?.storyboard?.name == "Settings")
        #expect(
            !(start.presentedViewController is SettingsController),
            "the initial controller is About, a plain view controller")
    }

    @Test(
        "a set reads storyboards registered as manifests when a reference first needs them; another bundle's is an error naming it"
    )
    func setOfManifests() throws {
        var main = StoryboardBuilder(file: "Main.storyboard")
        main.scene("start", identifier: "Start")
        main.reference("settings", storyboard: "Settings", identifier: "Settings")
        main.reference("help", storyboard: "Settings", identifier: nil, bundle: "com.example.Help")
        main.segue("start", "settings", "presentation", identifier: "settings")
        main.segue("start", "help", "presentation", identifier: "help")
        let manifests = [
            "Main": ManifestWriter.string(for: main.document),
            "Settings": ManifestWriter.string(for: settingsStoryboard().document),
        ]
        let reads = Mutex<[String]>([])
        let set = NibStoryboardSet()
        for (name, manifest) in manifests {
            set.register(name) {
                reads.withLock { $0.append(name) }
                return manifest
            }
        }
        #expect(set.names == ["Main", "Settings"] && reads.withLock { $0.isEmpty })
        let start = try #require(
            try set.storyboard(named: "Main").instantiateController(identifier: "Start", registry: storyboardRegistry)
                as? NibViewController)
        try start.performSegue(withIdentifier: "settings", sender: nil)
        #expect(start.presentedViewController is SettingsController)
        #expect(reads.withLock { $0 } == ["Main", "Settings"], "each manifest is read once, when first needed")

        // Another bundle's storyboard is never the set's, even under a name the set holds.
        do {
            try start.performSegue(withIdentifier: "help", sender: nil)
            Issue.record("the other bundle's storyboard was found")
        } catch {
            #expect(
                error.underlying
                    == .storyboard(
                        .storyboardInOtherBundle("Settings", bundle: "com.example.Help", known: ["Main", "Settings"])))
            #expect(error.description.hasPrefix("Main.storyboard:"))
        }
        // A fallback resolver finds it: here the set of that bundle's storyboards.
        let help = NibStoryboardSet(bundleIdentifier: "com.example.Help")
        help.register(settingsStoryboard().document)
        let helped = NibStoryboardSet(fallback: help)
        helped.register(main.document)
        let again = try #require(
            try helped.storyboard(named: "Main").instantiateController(
                identifier: "Start", registry: storyboardRegistry)
                as? NibViewController)
        try again.performSegue(withIdentifier: "help", sender: nil)
        #expect(again.presentedViewController?.storyboard?.name == "Settings")
    }

    /// Two storyboards called `Settings` in different folders are registered under folder-qualified
    /// names; a reference to `Settings` reaches the one its route names, and only from the storyboard
    /// the route is for.
    @Test func routedReferencesReachFolderQualifiedStoryboards() throws {
        var main = StoryboardBuilder(file: "Main.storyboard")
        main.scene("start", identifier: "Start")
        main.reference("settings", storyboard: "Settings", identifier: "Settings")
        main.segue("start", "settings", "presentation", identifier: "settings")
        var other = StoryboardBuilder(file: "Settings.storyboard")
        other.scene("plain", identifier: "Settings")
        let set = NibStoryboardSet()
        set.register(main.document, as: "Main")
        set.register(settingsStoryboard().document, as: "Account.Settings")
        set.register(other.document, as: "Legacy.Settings")
        set.route("Settings", from: "Main", to: "Account.Settings")
        #expect(set.registeredName(for: "Settings", referencedFrom: "Main") == "Account.Settings")
        #expect(set.registeredName(for: "Settings", referencedFrom: "Legacy.Settings") == "Settings")
        let start = try #require(
            try set.storyboard(named: "Main").instantiateController(identifier: "Start", registry: storyboardRegistry)
                as? NibViewController)
        try start.performSegue(withIdentifier: "settings", sender: nil)
        #expect(start.presentedViewController is SettingsController)
        #expect(start.presentedViewController?.storyboard?.name == "Account.Settings")

        // Without the route the name is looked up as given, and the set holds no plain `Settings`.
        let unrouted = NibStoryboardSet()
        unrouted.register(main.document, as: "Main")
        unrouted.register(settingsStoryboard().document, as: "Account.Settings")
        let bare = try #require(
            try unrouted.storyboard(named: "Main").instantiateController(
                identifier: "Start", registry: storyboardRegistry) as? NibViewController)
        #expect(throws: NibError.self) { try bare.performSegue(withIdentifier: "settings", sender: nil) }
    }

    @Test("relationships that lead back into their own scene are a cycle error, not a hang")
    func cycles() throws {
        var b = StoryboardBuilder(file: "Loop.storyboard")
        b.scene("a", "navigationController", "UINavigationController", identifier: "A", view: false)
        b.scene("b", "navigationController", "UINavigationController", view: false)
        b.segue("a", "b", "relationship", ["relationship": .string("rootViewController")])
        b.segue("b", "a", "relationship", ["relationship": .string("rootViewController")])
        let storyboard = try b.storyboard()
        #expect(throws: NibError.self) {
            try storyboard.instantiateController(identifier: "A", registry: storyboardRegistry)
        }
        do {
            _ = try storyboard.instantiateController(identifier: "A", registry: storyboardRegistry)
        } catch {
            #expect(error.underlying == .storyboard(.cycle(scenes: ["Loop:scene-a", "Loop:scene-b", "Loop:scene-a"])))
        }
    }

    @Test(
        "a document without scenes is no storyboard; scene-less objects and a missing initial controller are reported")
    func badDocuments() throws {
        let xib = DocumentBuilder(file: "Login.xib").document
        #expect(throws: NibError.storyboard(.notAStoryboard(file: "Login.xib"))) { try NibStoryboard(document: xib) }

        var b = appStoryboard()
        b.document.objects.append(
            NibObject(id: "stray", element: "view", className: "UIView", position: SourcePosition(line: 99, column: 3)))
        b.document.initialController = "ghost"
        let storyboard = try b.storyboard()
        let messages = storyboard.diagnostics.map(\.description)
        #expect(
            messages.contains { $0.contains("Main.storyboard:99:3") && $0.contains("object stray belongs to no scene") }
        )
        #expect(messages.contains { $0.contains("the initial controller ghost is no scene's controller") })

        // A segue to an id that is no scene's controller fails where the segue is written.
        var dangling = StoryboardBuilder(file: "Dangling.storyboard")
        dangling.scene("one", identifier: "One")
        dangling.segue("one", "missing", "show", identifier: "go")
        let one = try #require(
            try dangling.storyboard().instantiateController(identifier: "One", registry: storyboardRegistry)
                as? NibViewController)
        do {
            try one.performSegue(withIdentifier: "go", sender: nil)
            Issue.record("expected an error")
        } catch {
            #expect(error.underlying == .storyboard(.unknownDestination(segue: "\"go\"", destination: "missing")))
            #expect(error.description.hasPrefix("Dangling.storyboard:"))
        }
    }

    @Test("a parsed storyboard is shared across threads; each thread gets its own graphs")
    func concurrency() async throws {
        let storyboard = try appStoryboard().storyboard(resolver: appStoryboardSet())
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var count = 0
                    for _ in 0..<50 {
                        let navigation = try #require(
                            try storyboard.instantiateInitialController(registry: storyboardRegistry)
                                as? NibNavigationController)
                        count += navigation.viewControllers.count
                    }
                    return count
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(counts == 200)
    }

    @Test("a controller and its scene are released together: no reference cycle through the scene instance")
    func lifetimes() throws {
        let storyboard = try appStoryboard().storyboard()
        weak var weakTabs: NibTabBarController?
        weak var weakScene: NibSceneInstance?
        weak var weakDetail: NibViewController?
        weak var weakDetailScene: NibSceneInstance?
        do {
            let tabs = try #require(
                try storyboard.instantiateController(identifier: "Tabs", registry: storyboardRegistry)
                    as? NibTabBarController)
            weakTabs = tabs
            weakScene = tabs.storyboardScene
            weakDetail = tabs.viewControllers.first
            weakDetailScene = weakDetail?.storyboardScene
            #expect(weakScene != nil && weakDetail != nil && weakDetailScene != nil)
        }
        #expect(weakTabs == nil && weakScene == nil && weakDetail == nil && weakDetailScene == nil)
    }
}
