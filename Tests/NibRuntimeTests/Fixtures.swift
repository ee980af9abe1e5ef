import NibModel
import NibRuntime

/// An iOS login screen: File's Owner with outlets, a collection and an action; a custom view;
/// a plain custom object with a runtime attribute.
func loginDocument() -> DocumentBuilder {
    var b = DocumentBuilder(platform: .iOS, file: "Login.xib")
    b.owner("LoginController")
    b.firstResponder()
    b.object("1", "view", "UIView", line: 10, ["frame": rect(0, 0, 320, 480), "alpha": .real(0.5), "tag": .integer(7)])
    b.object(
        "2", "textField", "UITextField", parent: "1", key: "subviews", line: 11,
        ["frame": rect(10, 10, 200, 30), "text": .string("alice")])
    b.object("3", "textField", "UITextField", parent: "1", key: "subviews", line: 12, ["frame": rect(10, 50, 200, 30)])
    b.object(
        "4", "button", "UIButton", parent: "1", key: "subviews", line: 13,
        [
            "frame": rect(10, 90, 100, 44),
            "normal": .state(NibProperties(["title": .string("Log In")])),
            "highlighted": .state(NibProperties(["title": .string("Logging…")])),
        ])
    b.object(
        "5", "view", "UIView", custom: "BadgeView", parent: "1", key: "subviews", line: 14,
        ["frame": rect(200, 90, 20, 20)])
    b.object(
        "6", "customObject", "NSObject", custom: "Session", line: 20,
        attributes: [NibRuntimeAttribute(keyPath: "user", type: "string", value: .string("bob"))])
    b.connect(.outlet, "-1", "1", "view", line: 30)
    b.connect(.outlet, "-1", "2", "nameField", line: 31)
    b.connect(.outlet, "-1", "4", "loginButton", line: 32)
    b.connect(.outletCollection, "-1", "2", "fields", line: 33)
    b.connect(.outletCollection, "-1", "3", "fields", line: 34)
    b.connect(.action, "4", "-1", "login:", line: 35, ["eventType": .string("touchUpInside")])
    b.connect(.outlet, "-1", "6", "session", line: 36)
    return b
}

/// A macOS window with a content view, a button aimed at First Responder, a menu, and the
/// Application placeholder.
func windowDocument(visibleAtLaunch: Bool? = nil) -> DocumentBuilder {
    var b = DocumentBuilder(platform: .macOS, file: "Main.xib")
    b.owner("NSWindowController", id: "-2")
    b.firstResponder(id: "-1")
    b.application(id: "-3")
    var windowProps = NibProperties(["title": .string("Main"), "contentRect": rect(100, 100, 480, 270)])
    if let visibleAtLaunch { windowProps["visibleAtLaunch"] = .bool(visibleAtLaunch) }
    b.document.objects.append(
        NibObject(
            id: "w", element: "window", className: "NSWindow", properties: windowProps,
            position: SourcePosition(line: 10, column: 5)))
    b.document.topLevelObjects.append("w")
    b.object("cv", "view", "NSView", parent: "w", key: "contentView", line: 11, ["frame": rect(0, 0, 480, 270)])
    b.object("box", "view", "NSView", parent: "cv", key: "subviews", line: 12, ["frame": rect(0, 0, 200, 100)])
    b.object("b", "button", "NSButton", parent: "box", key: "subviews", line: 13, ["frame": rect(10, 10, 80, 30)])
    b.object(
        "bc", "buttonCell", "NSButtonCell", parent: "b", key: "cell", line: 14,
        ["title": .string("Copy"), "keyEquivalent": .string("c")])
    b.object("m", "menu", "NSMenu", line: 20, ["title": .string("Main Menu")])
    b.object("mi", "menuItem", "NSMenuItem", parent: "m", key: "items", line: 21, ["title": .string("Edit")])
    b.object("sm", "menu", "NSMenu", parent: "mi", key: "submenu", line: 22, ["title": .string("Edit")])
    b.object(
        "copy", "menuItem", "NSMenuItem", parent: "sm", key: "items", line: 23,
        ["title": .string("Copy"), "keyEquivalent": .string("c")])
    b.object(
        "paste", "menuItem", "NSMenuItem", parent: "sm", key: "items", line: 24,
        [
            "title": .string("Paste"), "keyEquivalent": .string("v"),
            "keyEquivalentModifierMask": .flags(
                NibFlags(flags: [NibFlag(name: "command", isSet: true), NibFlag(name: "shift", isSet: true)])),
        ])
    b.connect(.outlet, "-2", "w", "window", line: 30)
    b.connect(.action, "b", "-1", "copy:", line: 31)
    b.connect(.action, "copy", "-1", "copy:", line: 32)
    b.connect(.action, "paste", "-1", "paste:", line: 33)
    b.connect(.outlet, "-3", "m", "mainMenu", line: 34)
    return b
}
