import NibModel

/// The geometry of a drawn menu, shared by layout (the board's size) and painting: a menu bar
/// with every submenu opened below its title, or a single menu panel.
struct MenuGeometry {
    struct Item {
        var title: String
        var shortcut: String
        var frame: RenderRect
        var isSeparator: Bool
        var hasSubmenu: Bool
        var isChecked: Bool
        var isEnabled: Bool
        var objectIndex: Int?
    }
    struct Panel {
        var frame: RenderRect
        var items: [Item]
    }
    var bar: [Item]
    var panels: [Panel]
    var size: RenderSize
}

enum MenuMetrics {
    static let barHeight = 22.0
    static let itemHeight = 20.0
    static let separatorHeight = 9.0
    static let fontSize = 13.0
    /// Items drawn per menu panel; the rest are summed up in one line.
    static let maximumItems = 60

    static func isBar(_ menu: Int, model: DocumentIndex) -> Bool {
        let object = model.document.objects[menu]
        if object.properties.string("systemMenu") == "main" { return true }
        let items = model.related(menu, key: "items")
        return !items.isEmpty && object.parent == nil && items.allSatisfy { model.child(of: $0, key: "submenu") != nil }
    }

    static func boardSize(menu: Int, model: DocumentIndex) -> RenderSize { geometry(menu: menu, model: model).size }

    /// A rough text width for sizing menus before text is laid out (drawing clips to it).
    static func estimatedWidth(_ text: String, size: Double) -> Double { Double(text.count) * size * 0.62 }

    static func geometry(menu: Int, model: DocumentIndex) -> MenuGeometry {
        if isBar(menu, model: model) {
            var bar: [MenuGeometry.Item] = []
            var panels: [MenuGeometry.Panel] = []
            var x = 8.0
            var panelEnd = 0.0
            var height = barHeight
            for item in model.related(menu, key: "items").prefix(maximumItems) {
                let object = model.document.objects[item]
                let title = object.properties.string("title") ?? ""
                let width = estimatedWidth(title, size: fontSize) + 18
                bar.append(
                    MenuGeometry.Item(
                        title: title, shortcut: "", frame: RenderRect(x: x, y: 0, width: width, height: barHeight),
                        isSeparator: false, hasSubmenu: true, isChecked: false, isEnabled: true, objectIndex: item))
                if let submenu = model.child(of: item, key: "submenu") {
                    let panelX = max(x, panelEnd + 8)
                    let panel = self.panel(submenu, origin: RenderPoint(panelX, barHeight + 2), model: model)
                    panels.append(panel)
                    panelEnd = panel.frame.maxX
                    height = max(height, panel.frame.maxY)
                }
                x += width
            }
            return MenuGeometry(bar: bar, panels: panels, size: RenderSize(width: max(x + 8, panelEnd), height: height))
        }
        let panel = self.panel(menu, origin: RenderPoint(0, 0), model: model)
        return MenuGeometry(
            bar: [], panels: [panel], size: RenderSize(width: panel.frame.width, height: panel.frame.height))
    }

    private static func panel(_ menu: Int, origin: RenderPoint, model: DocumentIndex) -> MenuGeometry.Panel {
        let all = model.related(menu, key: "items")
        var items: [MenuGeometry.Item] = []
        var width = 140.0
        for item in all.prefix(maximumItems) {
            let object = model.document.objects[item]
            if object.properties.bool("hidden") == true { continue }
            let separator = object.properties.bool("isSeparatorItem") == true
            let title = object.properties.string("title") ?? ""
            let shortcut = shortcutText(object.properties)
            width = max(width, estimatedWidth(title, size: fontSize) + estimatedWidth(shortcut, size: fontSize) + 56)
            items.append(
                MenuGeometry.Item(
                    title: title, shortcut: shortcut, frame: RenderRect(x: 0, y: 0, width: 0, height: 0),
                    isSeparator: separator, hasSubmenu: model.child(of: item, key: "submenu") != nil,
                    isChecked: object.properties.string("state") == "on",
                    isEnabled: object.properties.bool("enabled") != false, objectIndex: item))
        }
        if all.count > maximumItems {
            items.append(
                MenuGeometry.Item(
                    title: "… \(all.count - maximumItems) more items", shortcut: "",
                    frame: RenderRect(x: 0, y: 0, width: 0, height: 0),
                    isSeparator: false, hasSubmenu: false, isChecked: false, isEnabled: false, objectIndex: nil))
        }
        width = min(width, 480)
        var y = origin.y + 4
        for index in items.indices {
            let height = items[index].isSeparator ? separatorHeight : itemHeight
            items[index].frame = RenderRect(x: origin.x, y: y, width: width, height: height)
            y += height
        }
        return MenuGeometry.Panel(
            frame: RenderRect(x: origin.x, y: origin.y, width: width, height: y + 4 - origin.y), items: items)
    }

    /// `⇧⌘S` from a key equivalent and its modifier mask (command is the default).
    static func shortcutText(_ properties: NibProperties) -> String {
        guard let key = properties.string("keyEquivalent"), !key.isEmpty else { return "" }
        let mask = properties.flags("keyEquivalentModifierMask")
        var text = ""
        if mask?.isSet("control") == true { text += "⌃" }
        if mask?.isSet("option") == true { text += "⌥" }
        // An upper-case key equivalent implies Shift.
        let impliesShift = key.count == 1 && key != key.lowercased()
        if mask?.isSet("shift") == true || impliesShift { text += "⇧" }
        if mask == nil || mask?.isSet("command") == true { text += "⌘" }
        let shown: String =
            switch key {
            case "\r": "↩"
            case "\u{1b}": "⎋"
            case "\t": "⇥"
            case "\u{7f}", "\u{8}": "⌫"
            case " ": "Space"
            default: key.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0xF700 }) ? key.uppercased() : "?"
            }
        return text + shown
    }
}
