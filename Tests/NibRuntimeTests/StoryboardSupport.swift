import NibModel
import NibObjects
import NibRuntime

/// Builds small storyboard documents for the tests: scenes with a controller, its view,
/// First Responder and Exit placeholders; segues as the converter records them.
struct StoryboardBuilder {
    var document: NibDocument
    private var line = 10

    init(platform: NibPlatform = .iOS, file: String = "Main.storyboard") {
        let runtime = platform == .macOS ? "MacOSX.Cocoa" : "iOS.CocoaTouch"
        let type =
            platform == .macOS
            ? "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"
            : "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        document = NibDocument(sourceFile: file, info: DocumentInfo(type: type, version: "3.0", targetRuntime: runtime))
    }

    private mutating func nextPosition() -> SourcePosition {
        line += 1
        return SourcePosition(line: line, column: 13)
    }

    /// A scene whose controller is `id`, with a root view `id-view` (unless `view` is false).
    mutating func scene(
        _ id: String, _ element: String = "viewController", _ className: String = "UIViewController",
        custom: String? = nil, identifier: String? = nil, view: Bool = true,
        _ properties: KeyValuePairs<String, NibValue> = [:]
    ) {
        var props = NibProperties(properties)
        if let identifier { props["storyboardIdentifier"] = .string(identifier) }
        let scenePosition = nextPosition()
        document.objects.append(
            NibObject(
                id: id, element: element, className: className, customClass: custom,
                properties: props, position: nextPosition()))
        document.topLevelObjects.append(id)
        if view {
            object(
                "\(id)-view", "view", document.info.platform == .macOS ? "NSView" : "UIView", parent: id, key: "view")
        }
        let responder = "\(id)-fr"
        let exit = "\(id)-exit"
        document.placeholders.append(
            NibPlaceholder(
                id: responder, role: .firstResponder, identifier: "IBFirstResponder",
                element: "placeholder", className: "UIResponder", position: nextPosition()))
        var placeholders = [responder]
        if document.info.platform != .macOS {
            document.placeholders.append(
                NibPlaceholder(
                    id: exit, role: .exit, element: "exit", className: "UIStoryboardUnwindSegueSource",
                    position: nextPosition()))
            placeholders.append(exit)
        }
        document.scenes.append(
            NibScene(
                id: "scene-\(id)", controller: id, objects: [id], placeholders: placeholders,
                position: scenePosition))
    }

    /// An object below `parent` filling relationship `key`.
    mutating func object(
        _ id: String, _ element: String, _ className: String, custom: String? = nil,
        parent: String, key: String = "subviews", _ properties: KeyValuePairs<String, NibValue> = [:]
    ) {
        if let index = document.objects.firstIndex(where: { $0.id == parent }) {
            if case .objects(let ids)? = document.objects[index].properties[key] {
                document.objects[index].properties[key] = .objects(ids + [id])
            } else {
                document.objects[index].properties[key] = key == "subviews" ? .objects([id]) : .object(id)
            }
        }
        document.objects.append(
            NibObject(
                id: id, element: element, className: className, customClass: custom, parent: parent,
                key: key, properties: NibProperties(properties), position: nextPosition()))
    }

    /// A segue from `source` to `destination` of `kind`, with the document's other attributes.
    mutating func segue(
        _ source: String, _ destination: String, _ kind: String, identifier: String? = nil,
        _ properties: KeyValuePairs<String, NibValue> = [:]
    ) {
        var props = NibProperties(properties)
        if let identifier { props["identifier"] = .string(identifier) }
        document.connections.append(
            NibConnection(
                id: "sg\(document.connections.count)", kind: .segue, source: source,
                destination: destination, name: kind, properties: props, position: nextPosition()))
    }

    /// An outlet or action connection.
    mutating func connect(
        _ kind: NibConnection.Kind, _ source: String, _ destination: String, _ name: String,
        _ properties: KeyValuePairs<String, NibValue> = [:]
    ) {
        document.connections.append(
            NibConnection(
                id: "c\(document.connections.count)", kind: kind, source: source,
                destination: destination, name: name, properties: NibProperties(properties),
                position: nextPosition()))
    }

    /// A storyboard reference scene.
    mutating func reference(_ id: String, storyboard: String?, identifier: String?, bundle: String? = nil) {
        var props = NibProperties()
        if let storyboard { props["storyboardName"] = .string(storyboard) }
        if let bundle { props["bundleIdentifier"] = .string(bundle) }
        if let identifier { props["referencedIdentifier"] = .string(identifier) }
        document.objects.append(
            NibObject(
                id: id, element: "viewControllerPlaceholder", className: "UIViewController",
                properties: props, position: nextPosition()))
        document.topLevelObjects.append(id)
        document.scenes.append(NibScene(id: "scene-\(id)", controller: id, objects: [id], position: nextPosition()))
    }

    func storyboard(resolver: (any NibStoryboardResolver)? = nil) throws -> NibStoryboard {
        try NibStoryboard(document: document, resolver: resolver)
    }
}

/// A generated-style controller: typed outlets, segue hooks, typed unwind dispatch.
class ListController: NibViewController {
    private(set) weak var addButton: NibButton?
    var log: [String] = []
    var preparedSegues: [NibStoryboardSegue] = []
    var unwoundFrom: [AnyObject] = []
    var blocked: Set<String> = []
    var hadStoryboardWhenAwoken = false

    override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        switch name {
        case "addButton": addButton = try nibCast(value, outlet: name, of: self)
        default: try super.nibSetOutlet(name, to: value)
        }
    }

    override func awakeFromNib() {
        hadStoryboardWhenAwoken = storyboard != nil
        log.append("awake")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool {
        log.append("should \(identifier)")
        return !blocked.contains(identifier)
    }

    override func prepare(for segue: NibStoryboardSegue, sender: AnyObject?) {
        log.append("prepare \(segue.identifier ?? "-") \(segue.kind)")
        preparedSegues.append(segue)
    }

    // What the generator emits for `@IBAction func unwindToList(_ segue: NibStoryboardSegue)`.
    override func nibCanPerformUnwind(_ action: String, from source: any NibStoryboardController, sender: AnyObject?)
        -> Bool
    {
        switch action {
        case "unwindToList:": return true
        default: return super.nibCanPerformUnwind(action, from: source, sender: sender)
        }
    }

    override func nibPerformUnwind(_ action: String, segue: NibStoryboardSegue) -> Bool {
        switch action {
        case "unwindToList:":
            unwindToList(segue)
            return true
        default: return super.nibPerformUnwind(action, segue: segue)
        }
    }

    func unwindToList(_ segue: NibStoryboardSegue) {
        log.append("unwindToList from \(type(of: segue.source))")
        unwoundFrom.append(segue.source)
    }
}

final class DetailController: NibViewController {
    var prepared: [String] = []
    override func prepare(for segue: NibStoryboardSegue, sender: AnyObject?) {
        prepared.append(segue.identifier ?? "\(segue.kind)")
    }
}

final class SummaryController: NibViewController {}
final class EditController: NibViewController {
    var prepared: [String] = []
    override func prepare(for segue: NibStoryboardSegue, sender: AnyObject?) { prepared.append("\(segue.kind)") }
}
final class SettingsController: NibViewController {}

/// A custom segue class, as an app writes it.
final class FadeSegue: NibStoryboardSegue {
    override func perform() throws(NibError) {
        guard let from = source as? NibViewController, let to = destination as? NibViewController else { return }
        try from.present(to, as: NibPresentation(kind: .custom, style: "fade"))
    }
}

/// The storyboard tests' registry: default objects plus the fixture's classes and segue.
let storyboardRegistry: NibClassRegistry = {
    let registry = NibClassRegistry(parent: .defaultObjects)
    registry.register("ListController", ListController.self)
    registry.register("DetailController", DetailController.self)
    registry.register("SummaryController", SummaryController.self)
    registry.register("EditController", EditController.self)
    registry.register("SettingsController", SettingsController.self)
    registry.registerSegue("App.FadeSegue", FadeSegue.self)
    return registry
}()

/// The fixture app: a navigation controller (initial) whose root lists items; the list embeds
/// a summary, shows details (manual segue), presents an editor in its own navigation controller
/// (a button's segue), fades to details (custom segue) and shows settings from another
/// storyboard (a reference). Details and the editor unwind to the list. A tab bar controller
/// and a split view controller reuse the scenes.
func appStoryboard() -> StoryboardBuilder {
    var b = StoryboardBuilder(file: "Main.storyboard")
    b.scene("nav", "navigationController", "UINavigationController", identifier: "Root", view: false)
    b.object("nav-bar", "navigationBar", "UINavigationBar", parent: "nav", key: "navigationBar")
    b.segue("nav", "list", "relationship", ["relationship": .string("rootViewController")])
    b.document.initialController = "nav"

    b.scene("list", custom: "ListController", identifier: "List", ["title": .string("Items")])
    b.object("list-add", "button", "UIButton", parent: "list-view")
    b.object("list-blocked", "button", "UIButton", parent: "list-view")
    b.object("list-container", "containerView", "UIView", parent: "list-view", ["frame": rect(0, 100, 320, 80)])
    b.connect(.outlet, "list", "list-add", "addButton")
    b.segue("list-add", "editNav", "presentation", identifier: "add", ["modalPresentationStyle": .string("formSheet")])
    b.segue("list-blocked", "detail", "show", identifier: "blocked")
    b.segue("list-container", "summary", "embed", identifier: "summary")
    b.segue("list", "detail", "show", identifier: "detail")
    b.segue(
        "list", "detail", "custom", identifier: "fade",
        ["customClass": .string("FadeSegue"), "customModule": .string("App")])
    b.segue("list", "detail", "custom", identifier: "unregistered", ["customClass": .string("NobodysSegue")])
    b.segue("list", "settingsRef", "show", identifier: "settings")

    b.scene("detail", custom: "DetailController", identifier: "Detail")
    b.object("detail-done", "button", "UIButton", parent: "detail-view")
    b.segue("detail-done", "detail-exit", "unwind", ["unwindAction": .string("unwindToList:")])
    b.segue("detail", "detail-exit", "unwind", identifier: "back", ["unwindAction": .string("unwindToList:")])
    b.segue("detail", "detail-exit", "unwind", identifier: "nowhere", ["unwindAction": .string("unwindToNowhere:")])

    b.scene("editNav", "navigationController", "UINavigationController", view: false)
    b.segue("editNav", "edit", "relationship", ["relationship": .string("rootViewController")])
    b.scene("edit", custom: "EditController")
    b.object("edit-cancel", "barButtonItem", "UIBarButtonItem", parent: "edit", key: "leftBarButtonItem")
    b.segue("edit-cancel", "edit-exit", "unwind", identifier: "cancel", ["unwindAction": .string("unwindToList:")])

    b.scene("summary", custom: "SummaryController")

    b.scene("tabs", "tabBarController", "UITabBarController", identifier: "Tabs", view: false)
    b.segue("tabs", "detail", "relationship", ["relationship": .string("viewControllers")])
    b.segue("tabs", "summary", "relationship", ["relationship": .string("viewControllers")])

    b.scene("split", "splitViewController", "UISplitViewController", identifier: "Split", view: false)
    b.segue("split", "master", "relationship", ["relationship": .string("masterViewController")])
    b.segue("split", "summary", "relationship", ["relationship": .string("detailViewController")])
    b.scene("master", identifier: "Master")
    b.segue("master", "detail", "showDetail", identifier: "pick")

    b.reference("settingsRef", storyboard: "Settings", identifier: "Settings")
    return b
}

/// The storyboard the fixture's reference points at.
func settingsStoryboard() -> StoryboardBuilder {
    var b = StoryboardBuilder(file: "Settings.storyboard")
    b.scene("settings", custom: "SettingsController", identifier: "Settings")
    b.scene("about", identifier: "About")
    b.document.initialController = "about"
    return b
}

/// The fixture storyboards registered together, as an app's compiled-in set.
func appStoryboardSet() -> NibStoryboardSet {
    let set = NibStoryboardSet()
    set.register(appStoryboard().document)
    set.register(settingsStoryboard().document)
    return set
}
