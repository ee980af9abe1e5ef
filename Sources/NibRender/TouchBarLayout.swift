import NibModel

/// A Touch Bar drawn as Interface Builder's canvas shows it: a dark strip of the Touch Bar's
/// app region (685 × 30 points) below its owner's window or view, never inside it.
public struct TouchBarStrip: Sendable, Hashable {
    /// The `<touchBar>` object (index into ``NibDocument/objects``).
    public var index: Int
    /// The strip in picture coordinates.
    public var frame: RenderRect
    /// The items, left to right in document order (a group's items follow its own key).
    public var keys: [TouchBarKey]
}

/// One Touch Bar item placed on its strip.
public struct TouchBarKey: Sendable, Hashable {
    /// What the key shows.
    public enum Kind: Sendable, Hashable {
        /// A button: its title, else its image's name.
        case button(title: String, image: String?)
        /// A label's text.
        case label(String)
        /// A slider with its knob at `fraction` of the track.
        case slider(fraction: Double)
        /// A popover item, collapsed: its label.
        case popover(String)
        /// A group item: the frame around its items, which follow as keys of their own.
        case group
        /// Any other view: its class name.
        case view(className: String)
    }

    /// The item's view, else the item (index into ``NibDocument/objects``).
    public var index: Int
    /// The key in picture coordinates.
    public var frame: RenderRect
    /// What the key shows, read from the item's view.
    public var kind: Kind
}

/// Finds the Touch Bars a board's objects own and lays out their items: left to right from the
/// strip's left edge, `spacing` apart, each as wide as its view's frame (else a standard key),
/// spacer items as gaps, flexible spaces sharing what the strip has left.
struct TouchBarLayout {
    /// The app region of the Touch Bar, in points.
    static let size = RenderSize(width: 685, height: 30)
    /// Between the owner's board and its strip, and between two strips of one owner.
    static let gap = 16.0
    static let spacing = 8.0
    /// Between the items of a group.
    static let groupSpacing = 2.0
    /// A key with no frame to size it.
    static let standardWidth = 72.0
    static let smallSpace = 16.0
    static let largeSpace = 32.0

    let model: DocumentIndex

    /// The `<touchBar>` objects below `index` (itself included), in document order; a group's or
    /// a popover's own Touch Bar belongs to its item, not to the owner.
    func touchBars(in index: Int) -> [Int] {
        // Depth first in document order, without recursion: documents nest views arbitrarily deep.
        var found: [Int] = []
        var stack = [index]
        var visited = 0
        while let next = stack.popLast(), visited < model.document.objects.count {
            visited += 1
            if model.document.objects[next].element == "touchBar" {
                found.append(next)
            } else {
                stack.append(contentsOf: model.children(of: next).reversed())
            }
        }
        return found
    }

    /// The strips of the Touch Bars `owner` holds, one under the other below `board`.
    func strips(owner: Int, below board: RenderRect) -> [TouchBarStrip] {
        var y = board.maxY + Self.gap
        var strips: [TouchBarStrip] = []
        for bar in touchBars(in: owner) {
            let frame = RenderRect(x: board.x, y: y, width: Self.size.width, height: Self.size.height)
            strips.append(TouchBarStrip(index: bar, frame: frame, keys: keys(of: bar, in: frame)))
            y += Self.size.height + Self.gap
        }
        return strips
    }

    /// The room a board and its strips take on the canvas.
    static func footprint(_ board: RenderRect, strips: [TouchBarStrip]) -> RenderRect {
        strips.reduce(board) { $0.union($1.frame) }
    }

    // MARK: Items

    private enum Slot {
        case key(TouchBarKey)
        case group(Int, [Slot])
        case space(Double)
        case flexible
    }

    private func keys(of bar: Int, in strip: RenderRect) -> [TouchBarKey] {
        let slots = items(of: bar)
        let fixed = width(slots, spacing: Self.spacing)
        let flexibleCount = slots.filter { if case .flexible = $0 { true } else { false } }.count
        let flexible = flexibleCount > 0 ? max(0, strip.width - fixed) / Double(flexibleCount) : 0
        var x = strip.x
        var keys: [TouchBarKey] = []
        place(slots, x: &x, y: strip.y, spacing: Self.spacing, flexible: flexible, into: &keys)
        return keys
    }

    /// Groups nested deeper than this are drawn empty.
    static let maximumGroupDepth = 8

    /// The items of a Touch Bar, in document order.
    private func items(of bar: Int, depth: Int = 0) -> [Slot] {
        guard depth <= Self.maximumGroupDepth else { return [] }
        return itemObjects(of: bar).compactMap { slot($0, depth: depth) }
    }

    /// The item objects under a Touch Bar (through its `touchBarItems` collection, however kept).
    private func itemObjects(of bar: Int) -> [Int] {
        model.children(of: bar).flatMap { child -> [Int] in
            guard model.document.objects[child].element == "touchBarItems" else { return [child] }
            return model.children(of: child)
        }
    }

    private func slot(_ item: Int, depth: Int) -> Slot? {
        let object = model.document.objects[item]
        let props = object.properties
        switch object.element {
        case "touchBarSpacerItem":
            switch props.string("identifier") ?? "" {
            case let id where id.hasSuffix("FlexibleSpace"): return .flexible
            case let id where id.hasSuffix("FixedSpaceLarge"): return .space(Self.largeSpace)
            default: return .space(Self.smallSpace)
            }
        case "touchBarGroupItem":
            let bar = model.children(of: item).first { model.document.objects[$0].element == "touchBar" }
            return .group(item, bar.map { items(of: $0, depth: depth + 1) } ?? [])
        case "touchBarPopoverItem":
            let label =
                props.string("collapsedRepresentationLabel") ?? props.string("customizationLabel") ?? ""
            return .key(
                TouchBarKey(
                    index: item, frame: RenderRect(x: 0, y: 0, width: Self.standardWidth, height: Self.size.height),
                    kind: .popover(label)))
        default:
            guard let view = itemView(item) else { return nil }
            let frame = model.document.objects[view].properties.rect("frame")
            let width = frame.map { min(max($0.width, 1), Self.size.width) } ?? Self.standardWidth
            return .key(
                TouchBarKey(
                    index: view, frame: RenderRect(x: 0, y: 0, width: width, height: Self.size.height),
                    kind: kind(view)))
        }
    }

    /// The view an item shows: its view controller's view, or its own view.
    private func itemView(_ item: Int) -> Int? {
        for child in model.children(of: item) {
            let object = model.document.objects[child]
            if object.key == "view" { return child }
            if object.key == "viewController" { return model.children(of: child).first { isView($0) } }
        }
        return nil
    }

    private func isView(_ index: Int) -> Bool { model.document.objects[index].key == "view" }

    private func kind(_ view: Int) -> TouchBarKey.Kind {
        let object = model.document.objects[view]
        let cell = model.child(of: view, key: "cell").map { model.document.objects[$0].properties }
        let props = cell ?? object.properties
        switch object.element {
        case "button":
            let title = props.string("title") ?? object.properties.string("title") ?? ""
            return .button(title: title, image: props.string("image"))
        case "textField":
            return .label(props.string("title") ?? object.properties.string("stringValue") ?? "")
        case "slider":
            let low = props.number("minValue") ?? 0
            let high = props.number("maxValue") ?? 1
            let value = props.number("doubleValue") ?? low
            let fraction = high > low ? min(max((value - low) / (high - low), 0), 1) : 0
            return .slider(fraction: fraction)
        default:
            return .view(className: object.effectiveClassName)
        }
    }

    private func width(_ slots: [Slot], spacing: Double) -> Double {
        var total = 0.0
        for slot in slots {
            switch slot {
            case .key(let key): total += key.frame.width
            case .group(_, let inner): total += width(inner, spacing: Self.groupSpacing)
            case .space(let gap): total += gap
            case .flexible: break
            }
        }
        return total + spacing * Double(max(0, slots.count - 1))
    }

    private func place(
        _ slots: [Slot], x: inout Double, y: Double, spacing: Double, flexible: Double, into keys: inout [TouchBarKey]
    ) {
        for (offset, slot) in slots.enumerated() {
            if offset > 0 { x += spacing }
            switch slot {
            case .key(var key):
                key.frame = RenderRect(x: x, y: y, width: key.frame.width, height: key.frame.height)
                keys.append(key)
                x += key.frame.width
            case .group(let item, let inner):
                let width = width(inner, spacing: Self.groupSpacing)
                keys.append(
                    TouchBarKey(
                        index: item, frame: RenderRect(x: x, y: y, width: width, height: Self.size.height),
                        kind: .group))
                place(inner, x: &x, y: y, spacing: Self.groupSpacing, flexible: 0, into: &keys)
            case .space(let gap):
                x += gap
            case .flexible:
                x += flexible
            }
        }
    }
}
