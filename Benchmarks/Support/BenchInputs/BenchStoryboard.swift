import NibModel

/// The storyboard of the storyboard benchmarks: reading it (split into scenes, every scene
/// planned), instantiating its initial scene (a navigation controller whose root is filled), and
/// performing a show segue (a destination scene instantiated and pushed).
public enum BenchStoryboard {
    /// A navigation controller (initial) → a list with `rows` rows of label + button, whose
    /// manual `detail` segue shows a detail scene of a label and a button.
    public static func document(rows: Int) -> NibDocument {
        var document = NibDocument(
            sourceFile: "Bench.storyboard",
            info: DocumentInfo(
                type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", version: "3.0",
                targetRuntime: "iOS.CocoaTouch"))
        func scene(_ id: String, _ element: String, _ className: String, subviews: Int) {
            document.objects.append(NibObject(id: id, element: element, className: className))
            document.topLevelObjects.append(id)
            if subviews > 0 {
                document.objects.append(
                    NibObject(id: "\(id)-v", element: "view", className: "UIView", parent: id, key: "view"))
                for row in 0..<subviews {
                    document.objects.append(
                        NibObject(
                            id: "\(id)-l\(row)", element: "label", className: "UILabel", parent: "\(id)-v",
                            key: "subviews", properties: NibProperties(["text": .string("Row \(row)")])))
                    document.objects.append(
                        NibObject(
                            id: "\(id)-b\(row)", element: "button", className: "UIButton", parent: "\(id)-v",
                            key: "subviews"))
                }
            }
            document.placeholders.append(
                NibPlaceholder(
                    id: "\(id)-fr", role: .firstResponder, identifier: "IBFirstResponder",
                    element: "placeholder", className: "UIResponder"))
            document.scenes.append(NibScene(id: "s-\(id)", controller: id, objects: [id], placeholders: ["\(id)-fr"]))
        }
        scene("nav", "navigationController", "UINavigationController", subviews: 0)
        scene("list", "viewController", "UIViewController", subviews: rows)
        scene("detail", "viewController", "UIViewController", subviews: 1)
        document.connections.append(
            NibConnection(
                id: "r", kind: .segue, source: "nav", destination: "list", name: "relationship",
                properties: NibProperties(["relationship": .string("rootViewController")])))
        document.connections.append(
            NibConnection(
                id: "d", kind: .segue, source: "list", destination: "detail", name: "show",
                properties: NibProperties(["identifier": .string("detail")])))
        document.initialController = "nav"
        return document
    }
}
