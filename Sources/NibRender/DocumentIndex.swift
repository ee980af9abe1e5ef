import NibModel

/// What layout and painting ask of a document beyond the model's own lookups
/// (``NibDocumentIndex``: object by id, children, scene, role): the system images it names and
/// what kind of thing each object is to the canvas.
struct DocumentIndex {
    let document: NibDocument
    /// The model's lookups over the document.
    let lookups: NibDocumentIndex
    /// Image names the document takes from the system catalog (SF Symbols, `catalog="system"`).
    let systemSymbols: Set<String>

    init(_ document: NibDocument) {
        self.document = document
        lookups = NibDocumentIndex(document)
        systemSymbols = Set(
            document.resources.filter { $0.kind == .image && $0.properties.string("catalog") == "system" }.map(\.name))
    }

    var platform: NibPlatform { document.info.platform }

    /// Object id → position in the document's objects.
    var index: [String: Int] { lookups.offsetByID }

    func object(_ id: String) -> NibObject? { lookups.object(id) }

    /// The positions of an object's children, in document order.
    func children(of offset: Int) -> [Int] { lookups.children(of: offset) }

    /// The id of the scene an object (or placeholder) belongs to.
    func scene(of id: String) -> String? { lookups.scene(of: id).map { document.scenes[$0].id } }

    /// Whether an object is drawn as a window board: an AppKit window or panel (its role, its
    /// class, or a content rectangle); a `<window>` of a UIKit document is drawn as a view.
    func isWindow(_ offset: Int) -> Bool {
        let object = document.objects[offset]
        return ["NSWindow", "NSPanel"].contains(object.className) || object.role == .window && platform.isAppKit
            || object.properties.rect("contentRect") != nil
    }

    func isMenu(_ offset: Int) -> Bool {
        let object = document.objects[offset]
        return object.className == "NSMenu" || object.element == "menu"
    }

    /// Relationships drawn by their owner's painter (cells, menus, toolbars, navigation items) or
    /// not drawn at all (hidden views, constraints, layout guides).
    func isSkipped(_ offset: Int) -> Bool {
        let object = document.objects[offset]
        if object.properties.bool("hidden") == true { return true }
        switch object.key {
        case "cell", "dataCell", "headerCell", "menu", "submenu", "toolbar", "navigationItem", "constraints",
            "layoutGuides", "viewLayoutGuide", "safeArea", "contentLayoutGuide", "frameLayoutGuide", "tabBarItem":
            return true
        default:
            return false
        }
    }

    /// Whether a view's subviews are laid out with y growing downward.
    func isFlipped(_ offset: Int) -> Bool {
        guard platform.isAppKit else { return true }
        let object = document.objects[offset]
        if let flipped = object.properties.bool("flipped") ?? object.properties.bool("isFlipped") { return flipped }
        if object.className == "NSStackView" { return stackIsFlipped(offset) }
        if Self.flippedAppKitClasses.contains(object.className) { return true }
        if object.className == "NSClipView" {
            // A clip view takes the flippedness of its document view.
            guard
                let document = children(of: offset).first(where: {
                    self.document.objects[$0].properties.rect("frame") != nil
                })
            else { return true }
            let documentView = self.document.objects[document]
            return Self.flippedAppKitClasses.contains(documentView.className)
                || documentView.properties.bool("flipped") == true
        }
        return false
    }

    /// The AppKit classes whose `isFlipped` is true. `NSTableCellView` and `NSStackView` are not:
    /// their subviews' frames count from the bottom like any view's.
    static let flippedAppKitClasses: Set<String> = [
        "NSTableView", "NSOutlineView", "NSTextView", "NSMatrix", "NSCollectionView", "NSTabView",
        "NSSplitView", "NSScrollView", "NSTableRowView",
    ]

    /// A stack view's frames are read from its arrangement: a vertical stack puts its first view
    /// on top, so when the document's first arranged view has the smaller y the frames count
    /// from the top; otherwise (and for horizontal stacks) from the bottom, as in any AppKit view.
    private func stackIsFlipped(_ offset: Int) -> Bool {
        guard document.objects[offset].properties.string("orientation") == "vertical" else { return false }
        let framed = children(of: offset).compactMap { child -> NibRect? in
            let object = document.objects[child]
            guard object.properties.bool("hidden") != true else { return nil }
            return object.properties.rect("frame")
        }
        guard let first = framed.first, let last = framed.last, framed.count > 1 else { return false }
        return first.y < last.y
    }

    /// How many objects are below `offset` (counted without recursion).
    func descendantCount(_ offset: Int) -> Int {
        var count = 0
        var stack = children(of: offset)
        while let next = stack.popLast(), count < document.objects.count {
            count += 1
            stack.append(contentsOf: children(of: next))
        }
        return count
    }

    /// The child filling a relationship key (`cell`, `contentView`, `submenu`, …).
    func child(of offset: Int, key: String) -> Int? {
        if let id = document.objects[offset].properties.object(key), let child = index[id] { return child }
        return children(of: offset).first { document.objects[$0].key == key }
    }

    /// The objects of an ordered relationship (`items`, `subviews`, `tableColumns`, `segments`, …).
    func related(_ offset: Int, key: String) -> [Int] {
        let ids = document.objects[offset].properties.objects(key)
        if !ids.isEmpty { return ids.compactMap { index[$0] } }
        return children(of: offset).filter { document.objects[$0].key == key }
    }
}
