import NibModel

/// How archived keys become the modern model's property names and value kinds. Keys not listed
/// here are kept under their archived name with their value read generically, and reported by
/// `inspect --coverage`.
enum ArchivePropertyMap {
    enum Rule {
        /// The same value under the modern name.
        case rename(String)
        /// `{{x, y}, {w, h}}` → a rectangle under the modern name.
        case rect(String)
        /// `{w, h}` → a frame at the origin.
        case frameSize
        /// `{w, h}` → a size under the modern name.
        case size(String)
        /// `NSvFlags` → `autoresizingMask` (low six bits) and `hidden` (the top bit).
        case viewFlags
        /// An integer bit mask → named flags.
        case flags(String, [(bit: Int, name: String)])
        /// `NSState` → `state` (`on`, `off`, `mixed`).
        case cellState
        /// A negated flag (`NSIsDisabled` → `enabled`).
        case negated(String)
        /// A title/image/colour of a Cocoa Touch control state (`IBUINormalTitle` → `normal.title`).
        case controlState(state: String, property: String)
        /// `NSContents`: a title when it is a string, an image when it names a resource.
        case contents
        /// `NSName` of a menu → the modern `systemMenu`.
        case systemMenu
    }

    /// Keys that restate the graph (the superview, the window, the next responder, a cell's control): the model
    /// derives them from parent and relationship, so they are not recorded as properties.
    static let derivedKeys: Set<String> = [
        "NSNextResponder", "NSSuperview", "NSWindow", "NSControlView", "EncodedWithXMLCoder",
    ]

    static let rules: [String: Rule] = [
        // Views and windows
        "NSFrame": .rect("frame"), "NSFrameSize": .frameSize, "NSvFlags": .viewFlags,
        "NSSubviews": .rename("subviews"), "NSNextKeyView": .rename("nextKeyView"), "NSToolTip": .rename("toolTip"),
        "NSWindowRect": .rect("contentRect"), "NSWindowTitle": .rename("title"), "NSWindowView": .rename("contentView"),
        "NSMinSize": .size("minSize"), "NSMaxSize": .size("maxSize"), "NSScreenRect": .rect("screenRect"),
        "NSWindowStyleMask": .flags(
            "styleMask",
            [
                (0, "titled"), (1, "closable"), (2, "miniaturizable"), (3, "resizable"), (4, "utility"),
                (6, "docModal"),
                (7, "nonactivatingPanel"), (8, "texturedBackground"), (12, "unifiedTitleAndToolbar"), (13, "HUD"),
                (14, "fullScreen"), (15, "fullSizeContentView"),
            ]),
        // Controls and cells
        "NSCell": .rename("cell"), "NSEnabled": .rename("enabled"), "NSTag": .rename("tag"),
        "NSHidden": .rename("hidden"),
        "NSContents": .contents, "NSAlternateContents": .rename("alternateTitle"), "NSNormalImage": .rename("image"),
        "NSAlternateImage": .rename("alternateImage"), "NSKeyEquivalent": .rename("keyEquivalent"),
        "NSSupport": .rename("font"), "NSFont": .rename("font"), "NSTextColor": .rename("textColor"),
        "NSBackgroundColor": .rename("backgroundColor"), "NSPlaceholderString": .rename("placeholderString"),
        "NSTabViewItems": .rename("tabViewItems"), "NSIdentifier": .rename("identifier"), "NSLabel": .rename("label"),
        "NSView": .rename("view"), "NSMenu": .rename("menu"), "NSState": .cellState,
        // Menus
        "NSMenuItems": .rename("items"), "NSSubmenu": .rename("submenu"), "NSTitle": .rename("title"),
        "NSKeyEquiv": .rename("keyEquivalent"), "NSIsDisabled": .negated("enabled"), "NSIsHidden": .rename("hidden"),
        "NSIsSeparator": .rename("isSeparatorItem"), "NSName": .systemMenu,
        "NSKeyEquivModMask": .flags(
            "keyEquivalentModifierMask",
            [
                (16, "capsLock"), (17, "shift"), (18, "control"),
                (19, "option"), (20, "command"), (23, "function"),
            ]),
        // Cocoa Touch
        "IBUIText": .rename("text"), "IBUIPlaceholder": .rename("placeholder"), "IBUITextColor": .rename("textColor"),
        "IBUIBackgroundColor": .rename("backgroundColor"), "IBUIFont": .rename("font"),
        "IBUIFontDescription": .rename("fontDescription"), "IBUIEnabled": .rename("enabled"),
        "IBUIHidden": .rename("hidden"),
        "IBUITag": .rename("tag"), "IBUIAlpha": .rename("alpha"), "IBUIOpaque": .rename("opaque"),
        "IBUIClipsSubviews": .rename("clipsSubviews"), "IBUIUserInteractionEnabled": .rename("userInteractionEnabled"),
        "IBUIClearsContextBeforeDrawing": .rename("clearsContextBeforeDrawing"),
        "IBUIAutoresizesSubviews": .rename("autoresizesSubviews"), "IBUIImage": .rename("image"),
        "IBUITitle": .rename("title"), "IBUINumberOfLines": .rename("numberOfLines"), "IBUIView": .rename("view"),
        "IBUIViewControllers": .rename("viewControllers"), "IBUINibName": .rename("nibName"),
        "IBUITabBarItem": .rename("tabBarItem"), "IBUINavigationItem": .rename("navigationItem"),
        "IBUITabBar": .rename("tabBar"), "IBUINavigationBar": .rename("navigationBar"), "IBUIItems": .rename("items"),
        "IBUISelected": .rename("selected"), "IBUIHighlighted": .rename("highlighted"),
        "IBUIEditable": .rename("editable"),
        "IBUIReuseIdentifier": .rename("reuseIdentifier"), "IBUIToolbarItems": .rename("toolbarItems"),
        "IBUIOn": .rename("on"), "IBUIProgress": .rename("progress"),
        "IBUINormalTitle": .controlState(state: "normal", property: "title"),
        "IBUIHighlightedTitle": .controlState(state: "highlighted", property: "title"),
        "IBUISelectedTitle": .controlState(state: "selected", property: "title"),
        "IBUIDisabledTitle": .controlState(state: "disabled", property: "title"),
        "IBUINormalTitleColor": .controlState(state: "normal", property: "titleColor"),
        "IBUIHighlightedTitleColor": .controlState(state: "highlighted", property: "titleColor"),
        "IBUISelectedTitleColor": .controlState(state: "selected", property: "titleColor"),
        "IBUIDisabledTitleColor": .controlState(state: "disabled", property: "titleColor"),
        "IBUINormalTitleShadowColor": .controlState(state: "normal", property: "titleShadowColor"),
        "IBUINormalImage": .controlState(state: "normal", property: "image"),
        "IBUIHighlightedImage": .controlState(state: "highlighted", property: "image"),
        "IBUISelectedImage": .controlState(state: "selected", property: "image"),
        "IBUIDisabledImage": .controlState(state: "disabled", property: "image"),
        "IBUINormalBackgroundImage": .controlState(state: "normal", property: "backgroundImage"),
        "IBUIHighlightedBackgroundImage": .controlState(state: "highlighted", property: "backgroundImage"),
    ]

    /// The modern name a key's value is recorded under, when the key is mapped to one.
    static func modernName(_ key: String) -> String? {
        switch rules[key] {
        case .rename(let name)?, .rect(let name)?, .size(let name)?, .flags(let name, _)?, .negated(let name)?:
            return name
        case .frameSize?: return "frame"
        case .viewFlags?: return "autoresizingMask"
        case .cellState?: return "state"
        case .controlState(let state, _)?: return state
        case .contents?: return "title"
        case .systemMenu?: return "systemMenu"
        case nil: return nil
        }
    }

    static let systemMenus: [String: String] = [
        "_NSMainMenu": "main", "_NSAppleMenu": "apple", "_NSServicesMenu": "services", "_NSWindowsMenu": "window",
        "_NSHelpMenu": "help", "_NSRecentDocumentsMenu": "recentDocuments", "_NSFontMenu": "font",
    ]

    /// `IBEventType` → the modern event name: the type is one more than the `UIControlEvents` bit.
    static func eventName(_ text: String) -> String {
        let events: [Int: String] = [
            0: "touchDown", 1: "touchDownRepeat", 2: "touchDragInside", 3: "touchDragOutside", 4: "touchDragEnter",
            5: "touchDragExit", 6: "touchUpInside", 7: "touchUpOutside", 8: "touchCancel", 12: "valueChanged",
            13: "primaryActionTriggered", 16: "editingDidBegin", 17: "editingChanged", 18: "editingDidEnd",
            19: "editingDidEndOnExit",
        ]
        guard let type = Int(text.trimmingSpaces), let name = events[type - 1] else { return text }
        return name
    }

    /// `{{x, y}, {w, h}}`, `{w, h}` or `{x, y}`: the numbers in order.
    static func geometry(_ text: String) -> [Double]? {
        var numbers: [Double] = []
        for part in text.split(whereSeparator: { "{},".contains($0) || $0.isWhitespace }) {
            guard let number = DocumentConverter.finiteDouble(String(part)) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}

extension ArchiveConverter {
    /// Records one keyed value of an object under its modern name and kind, or generically.
    mutating func recordProperty(
        _ key: String, _ valueNode: Int32, objectClass: String,
        into properties: inout NibProperties
    ) throws(XibError) {
        guard let rule = ArchivePropertyMap.rules[key] else {
            model.coverage.record(.element, "\(objectClass).\(key)", at: position(valueNode))
            properties.set(key, try value(valueNode))
            return
        }
        let value = try value(valueNode)
        func integer() -> Int? {
            switch value {
            case .integer(let number): return number
            case .real(let number) where number.rounded() == number && abs(number) < 1e18: return Int(number)
            default: return nil
            }
        }
        func text() -> String? { if case .string(let text) = value { return text } else { return nil } }
        func keepAsWritten() {
            model.coverage.record(.element, "\(objectClass).\(key) (unparsed)", at: position(valueNode))
            properties.set(key, value)
        }
        switch rule {
        case .rename(let name):
            properties.set(name, value)
        case .rect(let name):
            guard let numbers = text().flatMap(ArchivePropertyMap.geometry), numbers.count == 4 else {
                return keepAsWritten()
            }
            properties.set(name, .rect(NibRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
        case .frameSize:
            guard let numbers = text().flatMap(ArchivePropertyMap.geometry), numbers.count == 2 else {
                return keepAsWritten()
            }
            properties.set("frame", .rect(NibRect(x: 0, y: 0, width: numbers[0], height: numbers[1])))
        case .size(let name):
            guard let numbers = text().flatMap(ArchivePropertyMap.geometry), numbers.count == 2 else {
                return keepAsWritten()
            }
            properties.set(name, .size(NibSize(width: numbers[0], height: numbers[1])))
        case .viewFlags:
            guard let flags = integer() else { return keepAsWritten() }
            let bits = flags & 0xFFFF_FFFF
            let names = [
                "flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY",
            ]
            let set = names.indices.filter { bits & (1 << $0) != 0 }
            if !set.isEmpty {
                properties.set(
                    "autoresizingMask", .flags(NibFlags(flags: set.map { NibFlag(name: names[$0], isSet: true) })))
            }
            if bits & 0x8000_0000 != 0 { properties.set("hidden", .bool(true)) }
        case .flags(let name, let table):
            guard let mask = integer() else { return keepAsWritten() }
            properties.set(
                name,
                .flags(
                    NibFlags(
                        flags: table.filter { mask & (1 << $0.bit) != 0 }.map {
                            NibFlag(name: $0.name, isSet: true)
                        })))
        case .cellState:
            let states = [1: "on", 0: "off", -1: "mixed"]
            guard let state = integer().flatMap({ states[$0] }) else { return keepAsWritten() }
            properties.set("state", .string(state))
        case .negated(let name):
            guard case .bool(let flag) = value else { return keepAsWritten() }
            properties.set(name, .bool(!flag))
        case .controlState(let state, let property):
            var values = NibProperties()
            if case .state(let existing)? = properties[state] { values = existing }
            values.set(property, value)
            properties.set(state, .state(values))
        case .contents:
            let nameNode = definition(valueNode)
            if let nameNode, archivedClass(nameNode) == "NSCustomResource" || archivedClass(nameNode) == "NSImage" {
                properties.set("image", value)
            } else {
                properties.set("title", value)
            }
        case .systemMenu:
            guard let name = text() else { return keepAsWritten() }
            properties.set("systemMenu", .string(ArchivePropertyMap.systemMenus[name] ?? name))
        }
    }
}
