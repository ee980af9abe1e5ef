import NibModel

@testable import NibCodeGen

/// A hand-built storyboard for unit tests, shaped like the example app's: a tab bar whose first
/// tab is a navigation controller around a contact list; the list shows a detail (`show`) and
/// presents settings in a navigation controller (`presentation`), which unwind back to the list.
enum StoryboardFixtures {
    static let position = Fixtures.position

    static func contacts(file: String = "Contacts.storyboard") -> NibDocument {
        func controller(
            _ id: String, _ element: String, _ className: String, custom: String? = nil,
            identifier: String? = nil, title: String? = nil, line: Int
        ) -> NibObject {
            var properties: [NibProperties.Entry] = []
            if let identifier { properties.append(.init(name: "storyboardIdentifier", value: .string(identifier))) }
            if let title { properties.append(.init(name: "title", value: .string(title))) }
            return NibObject(
                id: id, element: element, className: className, customClass: custom,
                properties: NibProperties(properties), position: position(line))
        }
        func segue(
            _ id: String, from source: String, to destination: String, kind: String,
            _ properties: KeyValuePairs<String, NibValue> = [:], line: Int
        ) -> NibConnection {
            NibConnection(
                id: id, kind: .segue, source: source, destination: destination, name: kind,
                properties: NibProperties(properties), position: position(line))
        }
        let scenes = [
            NibScene(id: "s-tabs", controller: "tabs", objects: ["tabs"], placeholders: ["fr1"]),
            NibScene(id: "s-nav", controller: "nav", objects: ["nav"], placeholders: ["fr2"]),
            NibScene(id: "s-list", controller: "list", objects: ["list"], placeholders: ["fr3", "exit3"]),
            NibScene(id: "s-detail", controller: "detail", objects: ["detail"], placeholders: ["fr4"]),
            NibScene(id: "s-settingsNav", controller: "settingsNav", objects: ["settingsNav"], placeholders: ["fr5"]),
            NibScene(id: "s-settings", controller: "settings", objects: ["settings"], placeholders: ["fr6", "exit6"]),
            NibScene(id: "s-about", controller: "about", objects: ["about"], placeholders: ["fr7"]),
        ]
        var placeholders: [NibPlaceholder] = []
        for (index, scene) in scenes.enumerated() {
            placeholders.append(
                NibPlaceholder(
                    id: "fr\(index + 1)", role: .firstResponder, identifier: "IBFirstResponder",
                    element: "placeholder", className: "UIResponder", position: position(100 + index)))
            if scene.placeholders.count > 1 {
                placeholders.append(
                    NibPlaceholder(
                        id: "exit\(index + 1)", role: .exit, element: "exit",
                        className: "UIStoryboardUnwindSegueSource", position: position(110 + index)))
            }
        }
        return NibDocument(
            sourceFile: file,
            info: DocumentInfo(
                type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", version: "3.0",
                targetRuntime: "iOS.CocoaTouch"),
            placeholders: placeholders,
            objects: [
                controller("tabs", "tabBarController", "UITabBarController", line: 10),
                controller("nav", "navigationController", "UINavigationController", line: 20),
                controller(
                    "list", "viewController", "UIViewController", custom: "ContactListViewController",
                    identifier: "ContactList", title: "Contacts", line: 30),
                NibObject(
                    id: "listView", element: "tableView", className: "UITableView", parent: "list", key: "view",
                    position: position(31)),
                NibObject(
                    id: "row", element: "tableViewCell", className: "UITableViewCell", parent: "listView",
                    key: "prototypes",
                    properties: NibProperties(["reuseIdentifier": .string("ContactRow")]), position: position(32)),
                NibObject(
                    id: "settingsButton", element: "button", className: "UIButton", parent: "listView", key: "subviews",
                    position: position(33)),
                controller(
                    "detail", "viewController", "UIViewController", custom: "ContactDetailViewController",
                    identifier: "ContactDetail", line: 40),
                NibObject(
                    id: "detailView", element: "view", className: "UIView", parent: "detail", key: "view",
                    position: position(41)),
                NibObject(
                    id: "nameLabel", element: "label", className: "UILabel", parent: "detailView", key: "subviews",
                    position: position(42)),
                controller("settingsNav", "navigationController", "UINavigationController", line: 50),
                controller(
                    "settings", "viewController", "UIViewController", custom: "SettingsViewController", line: 60),
                NibObject(
                    id: "settingsView", element: "view", className: "UIView", parent: "settings", key: "view",
                    position: position(61)),
                NibObject(
                    id: "done", element: "button", className: "UIButton", parent: "settingsView", key: "subviews",
                    position: position(62)),
                NibObject(
                    id: "compact", element: "switch", className: "UISwitch", parent: "settingsView", key: "subviews",
                    position: position(63)),
                controller("about", "viewController", "UIViewController", title: "About", line: 70),
            ],
            connections: [
                segue(
                    "r1", from: "tabs", to: "nav", kind: "relationship", ["relationship": .string("viewControllers")],
                    line: 11),
                segue(
                    "r2", from: "tabs", to: "about", kind: "relationship", ["relationship": .string("viewControllers")],
                    line: 12),
                segue(
                    "r3", from: "nav", to: "list", kind: "relationship",
                    ["relationship": .string("rootViewController")], line: 21),
                segue("sh", from: "list", to: "detail", kind: "show", ["identifier": .string("showContact")], line: 34),
                segue(
                    "st", from: "settingsButton", to: "settingsNav", kind: "presentation",
                    ["identifier": .string("open settings")], line: 35),
                segue(
                    "r4", from: "settingsNav", to: "settings", kind: "relationship",
                    ["relationship": .string("rootViewController")], line: 51),
                segue(
                    "uw", from: "done", to: "exit6", kind: "unwind", ["unwindAction": .string("closeSettings:")],
                    line: 64),
                segue(
                    "cu", from: "settings", to: "list", kind: "custom",
                    ["identifier": .string("default"), "customClass": .string("FadeSegue")], line: 65),
                NibConnection(
                    id: "o1", kind: .outlet, source: "detail", destination: "nameLabel", name: "nameLabel",
                    position: position(43)),
                NibConnection(
                    id: "o2", kind: .outlet, source: "settings", destination: "compact", name: "compactSwitch",
                    position: position(66)),
                NibConnection(
                    id: "a1", kind: .action, source: "compact", destination: "settings", name: "compactChanged:",
                    properties: NibProperties(["eventType": .string("valueChanged")]), position: position(67)),
            ],
            topLevelObjects: ["tabs", "nav", "list", "detail", "settingsNav", "settings", "about"],
            scenes: scenes, initialController: "tabs")
    }
}
