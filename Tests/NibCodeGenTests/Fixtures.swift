import NibModel

@testable import NibCodeGen

/// Small hand-built documents for unit tests.
enum Fixtures {
    static func position(_ line: Int) -> SourcePosition { SourcePosition(line: line, column: 5) }

    /// An iOS login screen: owner with outlets, a collection, actions of every selector form,
    /// a custom cell with its own outlet, and a custom placeholder.
    static func login(file: String = "Login.xib") -> NibDocument {
        NibDocument(
            sourceFile: file,
            info: DocumentInfo(
                type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", version: "3.0", targetRuntime: "iOS.CocoaTouch"),
            placeholders: [
                NibPlaceholder(
                    id: "-1", role: .owner, identifier: "IBFilesOwner", element: "placeholder",
                    className: "NSObject", customClass: "LoginViewController", position: position(10)),
                NibPlaceholder(
                    id: "-2", role: .firstResponder, identifier: "IBFirstResponder", element: "placeholder",
                    className: "UIResponder", position: position(11)),
                NibPlaceholder(
                    id: "ext", role: .external, identifier: "Data Source", element: "placeholder",
                    className: "NSObject", customClass: "LoginDataSource", position: position(12)),
            ],
            objects: [
                NibObject(id: "root", element: "view", className: "UIView", position: position(20)),
                NibObject(
                    id: "name", element: "textField", className: "UITextField", parent: "root", key: "subviews",
                    position: position(21)),
                NibObject(
                    id: "go", element: "button", className: "UIButton", parent: "root", key: "subviews",
                    position: position(22)),
                NibObject(
                    id: "stop", element: "button", className: "UIButton", parent: "root", key: "subviews",
                    position: position(23)),
                NibObject(
                    id: "cell", element: "tableViewCell", className: "UITableViewCell", customClass: "LoginCell",
                    position: position(30)),
                NibObject(
                    id: "title", element: "label", className: "UILabel", parent: "cell", key: "subviews",
                    position: position(31)),
            ],
            connections: [
                NibConnection(
                    id: "c1", kind: .outlet, source: "-1", destination: "name", name: "nameField",
                    position: position(13)),
                NibConnection(
                    id: "c2", kind: .outlet, source: "-1", destination: "cell", name: "cell", position: position(14)),
                NibConnection(
                    id: "c3", kind: .outlet, source: "-1", destination: "root", name: "default", position: position(15)),
                NibConnection(
                    id: "c4", kind: .outletCollection, source: "-1", destination: "go", name: "buttons",
                    position: position(16)),
                NibConnection(
                    id: "c5", kind: .outletCollection, source: "-1", destination: "stop", name: "buttons",
                    position: position(17)),
                NibConnection(
                    id: "c6", kind: .action, source: "go", destination: "-1", name: "login:",
                    properties: NibProperties(["eventType": .string("touchUpInside")]), position: position(24)),
                NibConnection(
                    id: "c7", kind: .action, source: "stop", destination: "-1", name: "cancel",
                    properties: NibProperties(["eventType": .string("touchUpInside")]), position: position(25)),
                NibConnection(
                    id: "c8", kind: .action, source: "name", destination: "-1", name: "nameChanged:forEvent:",
                    properties: NibProperties(["eventType": .string("editingChanged")]), position: position(26)),
                NibConnection(
                    id: "c9", kind: .action, source: "stop", destination: "-2", name: "undo:", position: position(27)),
                NibConnection(
                    id: "c10", kind: .outlet, source: "cell", destination: "title", name: "_title\"Label",
                    position: position(32)),
                NibConnection(
                    id: "c11", kind: .outlet, source: "ext", destination: "-1", name: "controller",
                    position: position(33)),
            ],
            topLevelObjects: ["root", "cell"])
    }
}
