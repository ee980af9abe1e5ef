import NibModel

/// Draws a scene's simulated bars (``SimulatedBars``) the way Interface Builder's canvas shows
/// them: a light status bar with the time and a battery, a navigation bar with its prompt,
/// title (or large title) and bar button items in the tint colour, and a tab bar or toolbar.
extension Painter {
    static let barFill = RenderColor(248, 248, 248)
    static let barHairline = RenderColor(white: 0, alpha: 0.2)
    static let barText = RenderColor(white: 0, alpha: 0.9)

    func paintBars(_ bars: SimulatedBars, in frame: RenderRect, into ops: inout [DrawOperation]) {
        if bars.topHeight > 0 {
            let top = RenderRect(x: frame.x, y: frame.y, width: frame.width, height: bars.topHeight)
            ops.append(.rect(top, radius: 0, fill: Self.barFill, stroke: nil, lineWidth: 0, dashed: false))
            if bars.navigationBar != nil { hairline(y: top.maxY - 0.5, frame: frame, into: &ops) }
        }
        if bars.statusBarHeight > 0 {
            paintStatusBar(
                RenderRect(x: frame.x, y: frame.y, width: frame.width, height: bars.statusBarHeight), into: &ops)
        }
        if let navigation = bars.navigationBar {
            paintNavigationBar(
                navigation,
                in: RenderRect(
                    x: frame.x, y: frame.y + bars.statusBarHeight, width: frame.width, height: navigation.height),
                into: &ops)
        }
        if let bottom = bars.bottomBar {
            let rect = RenderRect(x: frame.x, y: frame.maxY - bottom.height, width: frame.width, height: bottom.height)
            ops.append(.rect(rect, radius: 0, fill: Self.barFill, stroke: nil, lineWidth: 0, dashed: false))
            hairline(y: rect.y + 0.5, frame: frame, into: &ops)
            switch bottom {
            case .tabBar(let items, let selected): paintTabBar(items, selected: selected, in: rect, into: &ops)
            case .toolbar(let items): paintToolbarItems(items, in: rect, into: &ops)
            }
        }
    }

    private func hairline(y: Double, frame: RenderRect, into ops: inout [DrawOperation]) {
        ops.append(
            .path(
                [RenderPoint(frame.x, y), RenderPoint(frame.maxX, y)], closed: false, fill: nil,
                stroke: Self.barHairline, lineWidth: 1))
    }

    /// The time and a battery; on the taller status bars of notched phones the time sits left.
    private func paintStatusBar(_ rect: RenderRect, into ops: inout [DrawOperation]) {
        let notched = rect.height > 30
        let size = notched ? 15.0 : 12.0
        let timeBox =
            notched
            ? RenderRect(x: rect.x + 16, y: rect.y, width: 70, height: rect.height)
            : RenderRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        ops.append(
            .text(
                "9:41", timeBox,
                TextStyle(
                    font: .system(size, weight: .semibold), color: Self.barText,
                    alignment: .center)))
        let battery = RenderRect(x: rect.maxX - 34, y: rect.midY - 5.5, width: 24, height: 11)
        guard battery.x > timeBox.x + 40 || !notched else { return }
        ops.append(.rect(battery, radius: 3, fill: nil, stroke: Self.barText, lineWidth: 1, dashed: false))
        ops.append(
            .rect(battery.insetBy(2, 2), radius: 1.5, fill: Self.barText, stroke: nil, lineWidth: 0, dashed: false))
    }

    private func paintNavigationBar(
        _ bar: SimulatedBars.NavigationBar, in rect: RenderRect, into ops: inout [DrawOperation]
    ) {
        var y = rect.y
        if let prompt = bar.prompt {
            ops.append(
                .text(
                    prompt, RenderRect(x: rect.x + 8, y: y, width: rect.width - 16, height: 30),
                    TextStyle(font: .system(13), color: Self.barText, alignment: .center)))
            y += 30
        }
        // The buttons' row: left items from the leading edge, right items from the trailing edge.
        let row = RenderRect(x: rect.x, y: y, width: rect.width, height: 44)
        let leftEnd = paintBarItems(bar.leftItems, in: row, fromTrailing: false, into: &ops)
        let rightStart = paintBarItems(bar.rightItems, in: row, fromTrailing: true, into: &ops)
        if bar.largeTitle {
            ops.append(
                .text(
                    bar.title, RenderRect(x: rect.x + 16, y: y + 44, width: rect.width - 32, height: 52),
                    TextStyle(font: .system(34, weight: .bold), color: Self.barText, alignment: .left)))
        } else if !bar.title.isEmpty {
            // Centred on the bar, narrowed so it never runs into the buttons.
            let inset = max(leftEnd - rect.x, rect.maxX - rightStart, 16) + 4
            ops.append(
                .text(
                    bar.title, RenderRect(x: rect.x + inset, y: y, width: max(0, rect.width - 2 * inset), height: 44),
                    TextStyle(font: .system(17, weight: .semibold), color: Self.barText, alignment: .center)))
        }
    }

    /// Bar button items in a row from one edge; returns where the row ends (toward the middle).
    private func paintBarItems(
        _ items: [SimulatedBars.BarItem], in row: RenderRect, fromTrailing: Bool, into ops: inout [DrawOperation]
    ) -> Double {
        var edge = fromTrailing ? row.maxX - 16 : row.x + 16
        for item in items.prefix(4) {
            let width = barItemWidth(item)
            let x = fromTrailing ? edge - width : edge
            paintBarItem(item, in: RenderRect(x: x, y: row.y, width: width, height: row.height), into: &ops)
            edge = fromTrailing ? x - 12 : x + width + 12
        }
        return edge
    }

    private func barItemWidth(_ item: SimulatedBars.BarItem) -> Double {
        if item.title.isEmpty { return item.image == nil && item.systemItem == nil ? 0 : 26 }
        return min(120, MenuMetrics.estimatedWidth(item.title, size: 17) + 4)
    }

    private func paintBarItem(_ item: SimulatedBars.BarItem, in rect: RenderRect, into ops: inout [DrawOperation]) {
        guard rect.width > 0 else { return }
        if item.title.isEmpty {
            paintBarGlyph(item, in: RenderRect(x: rect.x, y: rect.midY - 12, width: 24, height: 24), into: &ops)
            return
        }
        ops.append(
            .text(
                item.title, rect,
                TextStyle(font: .system(17), color: ControlPainter.accent, alignment: .center, wrapping: .clip)))
    }

    /// A bar item's image: the document's image, a system item's glyph, or a neutral symbol.
    private func paintBarGlyph(_ item: SimulatedBars.BarItem, in rect: RenderRect, into ops: inout [DrawOperation]) {
        if let image = item.image {
            controls.paintImage(named: image, frame: rect, into: &ops)
            return
        }
        let glyph: SystemImage =
            switch item.systemItem {
            case "add": .plus
            case "action": .share
            case "trash": .trash
            case "refresh": .refresh
            case "stop": .stop
            case "rewind": .triangleLeft
            case "play", "fastForward": .triangleRight
            default: .symbol
            }
        ops.append(contentsOf: glyph.operations(in: rect))
    }

    private func paintTabBar(
        _ items: [SimulatedBars.BarItem], selected: Int, in rect: RenderRect, into ops: inout [DrawOperation]
    ) {
        guard !items.isEmpty else { return }
        let shown = Array(items.prefix(5))
        let width = rect.width / Double(shown.count)
        for (offset, item) in shown.enumerated() {
            let x = rect.x + Double(offset) * width
            let color = offset == selected ? ControlPainter.accent : RenderColor(white: 0.55)
            paintBarGlyph(item, in: RenderRect(x: x + width / 2 - 12, y: rect.y + 4, width: 24, height: 24), into: &ops)
            ops.append(
                .text(
                    item.title, RenderRect(x: x + 2, y: rect.y + 30, width: width - 4, height: 14),
                    TextStyle(font: .system(10, weight: .medium), color: color, alignment: .center)))
        }
    }

    private func paintToolbarItems(
        _ items: [SimulatedBars.BarItem], in rect: RenderRect, into ops: inout [DrawOperation]
    ) {
        let visible = items.filter { !$0.title.isEmpty || $0.image != nil || $0.systemItem != nil }
        guard !visible.isEmpty else { return }
        // Spread evenly, as flexible spaces between the items lay them out.
        let slot = (rect.width - 32) / Double(visible.count)
        for (offset, item) in visible.enumerated() {
            let width = min(slot, barItemWidth(item))
            let x = visible.count == 1 ? rect.x + 16 : rect.x + 16 + Double(offset) * slot + (slot - width) / 2
            paintBarItem(item, in: RenderRect(x: x, y: rect.y, width: width, height: rect.height), into: &ops)
        }
    }
}
