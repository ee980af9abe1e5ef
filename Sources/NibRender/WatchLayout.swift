import NibModel

/// WatchKit interface controllers hold items without frames: WatchKit lays them out top to
/// bottom (a group's items side by side, unless its `layout` is vertical), each as wide as its
/// `width` says (a fraction of its container up to 1, else points; by default the container's
/// width) and as tall as its `height` says, else as its kind is by default. This places them the
/// way the canvas shows a scene on the watch the document names (`<device id="watch44"/>`, else
/// a 44 mm watch).
struct WatchLayout {
    let model: DocumentIndex

    /// Screen sizes in points by device id.
    static let screens: [String: RenderSize] = [
        "watch38": RenderSize(width: 136, height: 170), "watch40": RenderSize(width: 162, height: 197),
        "watch42": RenderSize(width: 156, height: 195), "watch44": RenderSize(width: 184, height: 224),
        "watch45": RenderSize(width: 198, height: 242), "watch49": RenderSize(width: 205, height: 251),
    ]
    /// Space between items, and around the screen's content.
    static let spacing = 4.0
    static let inset = 4.0
    /// The room at the top where the watch shows the time.
    static let statusHeight = 28.0

    /// The screen of the document's device.
    var screen: RenderSize {
        let device = model.document.metadata.first { $0.name == "device" }
        let id = device?.attributes.first { $0.name == "id" }?.value
        return id.flatMap { Self.screens[$0] } ?? Self.screens["watch44"]!
    }

    /// Whether the object is a WatchKit controller whose items this layout places.
    func isInterfaceController(_ index: Int) -> Bool {
        model.platform == .watchOS && !model.related(index, key: "items").isEmpty
    }

    /// The controller placed with its items, on a board of the screen's size.
    func place(_ controller: Int) -> PlacedObject {
        let size = screen
        let content = RenderRect(
            x: Self.inset, y: Self.statusHeight, width: size.width - 2 * Self.inset,
            height: size.height - Self.statusHeight - Self.inset)
        return PlacedObject(
            index: controller, frame: RenderRect(x: 0, y: 0, width: size.width, height: size.height),
            clamped: false, children: stack(model.related(controller, key: "items"), in: content, vertical: true))
    }

    /// Items one after the other, down or across `box`, each aligned in it by its `alignment`.
    private func stack(_ items: [Int], in box: RenderRect, vertical: Bool) -> [PlacedObject] {
        var placed: [PlacedObject] = []
        var cursor = vertical ? box.y : box.x
        for item in items where !model.isSkipped(item) {
            let size = itemSize(item, in: box, vertical: vertical)
            let properties = model.document.objects[item].properties
            var frame: RenderRect
            if vertical {
                let x: Double =
                    switch properties.string("alignment") {
                    case "center": box.midX - size.width / 2
                    case "right": box.maxX - size.width
                    default: box.x
                    }
                frame = RenderRect(x: x, y: cursor, width: size.width, height: size.height)
                cursor += size.height + Self.spacing
            } else {
                frame = RenderRect(x: cursor, y: box.y, width: size.width, height: size.height)
                cursor += size.width + Self.spacing
            }
            let children = model.related(item, key: "items")
            let inner =
                children.isEmpty
                ? [] : stack(children, in: frame, vertical: properties.string("layout") == "vertical")
            placed.append(PlacedObject(index: item, frame: frame, clamped: false, children: inner))
        }
        return placed
    }

    /// An item's size: its `width` and `height` (fractions of the container up to 1, else
    /// points), else the container's width (less the siblings' share across a row) and the
    /// height its kind has by default.
    private func itemSize(_ item: Int, in box: RenderRect, vertical: Bool) -> RenderSize {
        let object = model.document.objects[item]
        func dimension(_ key: String, of whole: Double) -> Double? {
            guard let value = object.properties.number(key), value.isFinite, value > 0 else { return nil }
            return value <= 1 ? whole * value : min(value, 2_000)
        }
        let siblings = object.parent.flatMap { model.index[$0] }.map { model.related($0, key: "items").count } ?? 1
        let defaultWidth = vertical ? box.width : max(0, box.width / Double(max(siblings, 1)) - Self.spacing)
        let width = dimension("width", of: box.width) ?? defaultWidth
        let children = model.related(item, key: "items")
        var height = dimension("height", of: vertical ? box.height : box.height) ?? defaultHeight(object)
        if object.properties.number("height") == nil, !children.isEmpty {
            let inner = RenderRect(x: 0, y: 0, width: width, height: box.height)
            let vertical = object.properties.string("layout") == "vertical"
            let sizes = children.map { itemSize($0, in: inner, vertical: vertical) }
            height =
                vertical
                ? sizes.reduce(0) { $0 + $1.height } + Self.spacing * Double(max(sizes.count - 1, 0))
                : sizes.map(\.height).max() ?? height
        }
        return RenderSize(width: width, height: height)
    }

    /// How tall an item of each kind is by default on a 44 mm watch.
    private func defaultHeight(_ object: NibObject) -> Double {
        switch object.element {
        case "label", "date", "timer": 21
        case "button", "switch", "slider", "picker": 40
        case "separator": 1
        case "imageView": 40
        case "map": 100
        case "table": 44
        default: 40
        }
    }
}
