import NibModel
import NibObjects
import NibRuntime

/// The storyboard measurement: reading a storyboard (split into scenes, every scene planned),
/// instantiating its initial scene (a navigation controller whose root is filled), and
/// performing a show segue (a destination scene instantiated and pushed).
enum StoryboardBench {
    /// A navigation controller (initial) → a list with `rows` rows of label + button, whose
    /// manual `detail` segue shows a detail scene of a label and a button.
    static func document(rows: Int) -> NibDocument {
        var document = NibDocument(sourceFile: "Bench.storyboard",
                                   info: DocumentInfo(type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", version: "3.0",
                                                      targetRuntime: "iOS.CocoaTouch"))
        func scene(_ id: String, _ element: String, _ className: String, subviews: Int) {
            document.objects.append(NibObject(id: id, element: element, className: className))
            document.topLevelObjects.append(id)
            if subviews > 0 {
                document.objects.append(NibObject(id: "\(id)-v", element: "view", className: "UIView", parent: id, key: "view"))
                for row in 0..<subviews {
                    document.objects.append(NibObject(id: "\(id)-l\(row)", element: "label", className: "UILabel", parent: "\(id)-v",
                                                      key: "subviews", properties: NibProperties(["text": .string("Row \(row)")])))
                    document.objects.append(NibObject(id: "\(id)-b\(row)", element: "button", className: "UIButton", parent: "\(id)-v",
                                                      key: "subviews"))
                }
            }
            document.placeholders.append(NibPlaceholder(id: "\(id)-fr", role: .firstResponder, identifier: "IBFirstResponder",
                                                        element: "placeholder", className: "UIResponder"))
            document.scenes.append(NibScene(id: "s-\(id)", controller: id, objects: [id], placeholders: ["\(id)-fr"]))
        }
        scene("nav", "navigationController", "UINavigationController", subviews: 0)
        scene("list", "viewController", "UIViewController", subviews: rows)
        scene("detail", "viewController", "UIViewController", subviews: 1)
        document.connections.append(NibConnection(id: "r", kind: .segue, source: "nav", destination: "list", name: "relationship",
                                                  properties: NibProperties(["relationship": .string("rootViewController")])))
        document.connections.append(NibConnection(id: "d", kind: .segue, source: "list", destination: "detail", name: "show",
                                                  properties: NibProperties(["identifier": .string("detail")])))
        document.initialController = "nav"
        return document
    }

    static func run() {
        var sink = 0
        defer { print("\n(storyboard checksum \(sink & 0xFF))") }
        Table.header("6. Storyboards (navigation controller + 40-object list scene + detail scene)",
                     ["step", "repetitions", "best time", "per repetition"])
        let document = document(rows: 20)
        let registry = NibClassRegistry.defaultObjects
        func row(_ name: String, _ repetitions: Int, _ body: () -> Void) {
            let time = Measure.best(runs: 5) { for _ in 0..<repetitions { body() } }
            print("| \(name) | \(repetitions) | \(Measure.milliseconds(time)) | \(Measure.format(time / Double(repetitions) * 1e6, 1)) µs |")
        }
        row("read + plan every scene (`NibStoryboard(document:)`, one instantiation of each scene)", 200) {
            guard let storyboard = try? NibStoryboard(document: document) else { return }
            for id in storyboard.sceneIDs { sink &+= (try? storyboard.instantiateScene(withID: id, registry: registry))?.instance.objects.count ?? 0 }
        }
        guard let storyboard = try? NibStoryboard(document: document),
              let first = try? storyboard.instantiateInitialController(registry: registry) as? NibNavigationController,
              first.viewControllers.count == 1 else {
            print("| storyboard instantiation failed | | | |")
            return
        }
        row("`instantiateInitialController` (navigation controller + root scene, 43 objects)", 2_000) {
            sink &+= ((try? storyboard.instantiateInitialController(registry: registry)) as? NibNavigationController)?.viewControllers.count ?? 0
        }
        row("`performSegue` show (detail scene instantiated, prepared, pushed)", 2_000) {
            guard let root = first.viewControllers.first, (try? root.performSegue(withIdentifier: "detail", sender: nil)) != nil else { return }
            sink &+= first.popToRootViewController().count
        }
    }
}
