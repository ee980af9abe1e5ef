import NibModel

/// Places a document's windows, views, menus and scenes on one canvas: every frame converted
/// from the document's coordinate system (macOS bottom-left unless the superview is flipped,
/// UIKit top-left) into picture coordinates, every value bounded.
struct LayoutBuilder {
    /// Views nested deeper than this are counted, not drawn.
    static let maximumDepth = 128
    /// The largest coordinate or size taken from a document; larger values are clamped.
    static let maximumExtent = 20_000.0
    static let margin = 24.0
    static let captionHeight = 22.0
    static let gap = 48.0
    /// The space between storyboard scenes that flow in rows: an arrow between two of them, its
    /// marker and label, or the initial-controller mark (60 points) fit in it.
    static let sceneGap = 120.0
    /// A storyboard reference's tile.
    static let referenceTileSize = RenderSize(width: 200, height: 72)

    let document: NibDocument
    let model: DocumentIndex
    /// The simulated bars of UIKit scenes, found once for the whole document.
    let simulatedBars: SimulatedBarsResolver
    let watchLayout: WatchLayout
    var notes: [String] = []

    init(document: NibDocument, model: DocumentIndex) {
        self.document = document
        self.model = model
        simulatedBars = SimulatedBarsResolver(model: model)
        watchLayout = WatchLayout(model: model)
    }

    mutating func build() -> CanvasLayout {
        var boards: [Board] = []
        var arrows: [SegueArrow] = []
        if document.scenes.isEmpty {
            for id in document.topLevelObjects {
                guard let index = model.index[id],
                    let board = makeBoard(
                        index, sceneID: nil, controllerOnly: Self.isViewController(document.objects[index]))
                else { continue }
                boards.append(board)
            }
            flowInRows(&boards)
        } else {
            var centers: [RenderPoint?] = []
            for scene in document.scenes {
                var sceneBoards: [Board] = []
                let ids =
                    scene.controller.map { [$0] + scene.objects.filter { $0 != scene.controller } } ?? scene.objects
                for id in ids {
                    guard let index = model.index[id],
                        let board = makeBoard(index, sceneID: scene.id, controllerOnly: id == scene.controller)
                    else { continue }
                    sceneBoards.append(board)
                }
                for (offset, board) in sceneBoards.enumerated() {
                    boards.append(board)
                    centers.append(offset == 0 ? scene.canvasLocation.map { RenderPoint($0.x, $0.y) } : nil)
                }
            }
            placeScenes(&boards, centers: centers)
            arrows = segueArrows(boards)
        }
        return finish(boards, arrows)
    }

    // MARK: Boards

    private mutating func makeBoard(_ index: Int, sceneID: String?, controllerOnly: Bool = false) -> Board? {
        guard var board = makeBareBoard(index, sceneID: sceneID, controllerOnly: controllerOnly) else { return nil }
        board.touchBars = TouchBarLayout(model: model).strips(owner: index, below: board.frame)
        return board
    }

    private mutating func makeBareBoard(_ index: Int, sceneID: String?, controllerOnly: Bool) -> Board? {
        let object = document.objects[index]
        let caption = Self.caption(object)
        if model.isWindow(index) { return windowBoard(index, caption: caption, sceneID: sceneID) }
        if model.isMenu(index) {
            let size = MenuMetrics.boardSize(menu: index, model: model)
            return Board(
                kind: .menu(isBar: MenuMetrics.isBar(index, model: model)), index: index, caption: caption,
                frame: RenderRect(x: 0, y: 0, width: size.width, height: size.height),
                content: nil, sceneID: sceneID, tooDeep: 0)
        }
        if object.role == .storyboardReference {
            // A storyboard reference: a small tile naming its target, as Interface Builder draws it.
            return Board(
                kind: .controller, index: index, caption: "Storyboard Reference",
                frame: RenderRect(
                    x: 0, y: 0, width: Self.referenceTileSize.width, height: Self.referenceTileSize.height),
                content: nil, sceneID: sceneID, tooDeep: 0)
        }
        if object.properties.rect("frame") != nil {
            return viewBoard(index, caption: caption, sceneID: sceneID)
        }
        if let menu = model.child(of: index, key: "mainMenu"), model.isMenu(menu) {
            // A macOS storyboard's Application scene: its main menu, as the canvas shows it.
            var board = makeBoard(menu, sceneID: sceneID)
            let title = document.objects[menu].properties.string("title").flatMap { $0.isEmpty ? nil : $0 }
            board?.caption = "Application – " + (title ?? "Main Menu")
            return board
        }
        if watchLayout.isInterfaceController(index) {
            let placed = watchLayout.place(index)
            return Board(
                kind: .view, index: index, caption: caption, frame: placed.frame, content: placed,
                sceneID: sceneID, tooDeep: 0)
        }
        // A controller: its view or window, else a labelled box when it is a scene's controller.
        for child in model.children(of: index) {
            let key = document.objects[child].key
            if key == "view", document.objects[child].properties.rect("frame") != nil {
                return viewBoard(child, caption: caption, sceneID: sceneID, owner: index)
            }
            if key == "window", model.isWindow(child) {
                var board = windowBoard(child, caption: caption, sceneID: sceneID)
                board.index = child
                return board
            }
        }
        guard controllerOnly else { return nil }
        let size =
            document.info.platform.isAppKit ? RenderSize(width: 240, height: 160) : RenderSize(width: 240, height: 400)
        return Board(
            kind: .controller, index: index, caption: caption,
            frame: RenderRect(x: 0, y: 0, width: size.width, height: size.height),
            content: nil, sceneID: sceneID, tooDeep: 0,
            bars: simulatedBars.containerBars(index))
    }

    private mutating func windowBoard(_ index: Int, caption: String, sceneID: String?) -> Board {
        let window = document.objects[index]
        let content = clampedSize(window.properties.rect("contentRect"), index: index)
        let styleMask = window.properties.flags("styleMask")
        let titled = styleMask.map { $0.flags.isEmpty || $0.isSet("titled") } ?? true
        let utility = styleMask?.isSet("utility") ?? false
        let toolbar = model.children(of: index).first { document.objects[$0].key == "toolbar" }
        var titleBar = titled ? (utility ? 16.0 : 22.0) : 0
        if toolbar != nil { titleBar = 52 }
        let frame = RenderRect(x: 0, y: 0, width: content.width, height: content.height + titleBar)
        var tooDeep = 0
        var placed: PlacedObject?
        if let contentView = model.children(of: index).first(where: { document.objects[$0].key == "contentView" }) {
            let system = CoordinateSpace(
                origin: RenderPoint(0, titleBar), height: content.height, flipped: !document.info.platform.isAppKit)
            placed = place(contentView, in: system, depth: 0, tooDeep: &tooDeep)
        }
        let title = window.properties.string("title") ?? ""
        return Board(
            kind: .window(title: title, titleBarHeight: titleBar, toolbar: toolbar), index: index,
            caption: caption, frame: frame, content: placed, sceneID: sceneID, tooDeep: tooDeep)
    }

    private mutating func viewBoard(_ index: Int, caption: String, sceneID: String?, owner: Int? = nil) -> Board {
        let frame = clampedSize(document.objects[index].properties.rect("frame"), index: index)
        let bars = owner.flatMap { simulatedBars.bars(controller: $0, view: index) }
        let room = bars.map { BarRoom(bars: $0, view: document.objects[index]) } ?? BarRoom()
        // The view's own origin is where its superview would put it; on its board it starts at
        // zero, below the bars when the document leaves them room.
        var tooDeep = 0
        let system = CoordinateSpace(origin: RenderPoint(0, room.top), height: frame.height, flipped: true)
        var placed = place(index, in: system, depth: 0, tooDeep: &tooDeep, atOrigin: true)
        if placed == nil {
            placed = PlacedObject(
                index: index, frame: RenderRect(x: 0, y: room.top, width: frame.width, height: frame.height),
                clamped: false, children: [])
        }
        if room.contentInset > 0, var root = placed {
            // A scrolling view that starts under the bars (the root, or a subview at its top)
            // insets its content below them, as UIKit does by default.
            if BarRoom.scrollsUnderBars(document.objects[root.index]) {
                for child in root.children.indices { Self.shift(&root.children[child], dx: 0, dy: room.contentInset) }
            } else {
                for child in root.children.indices
                where BarRoom.scrollsUnderBars(document.objects[root.children[child].index])
                    && root.children[child].frame.y <= root.frame.y + 0.5
                {
                    for inner in root.children[child].children.indices {
                        Self.shift(&root.children[child].children[inner], dx: 0, dy: room.contentInset)
                    }
                }
            }
            placed = root
        }
        return Board(
            kind: .view, index: owner ?? index, caption: caption,
            frame: RenderRect(x: 0, y: 0, width: frame.width, height: room.top + frame.height + room.bottom),
            content: placed, sceneID: sceneID, tooDeep: tooDeep, bars: bars)
    }

    /// Controllers Interface Builder shows on the canvas even when they hold no view of their own.
    static func isViewController(_ object: NibObject) -> Bool {
        object.className.hasSuffix("ViewController") || object.className.hasSuffix("BarController")
            || object.className == "UINavigationController" || object.className == "NSWindowController"
    }

    static func caption(_ object: NibObject) -> String {
        var parts: [String] = []
        if let label = object.userLabel, !label.isEmpty {
            parts.append(label)
        } else if let title = object.properties.string("title"), !title.isEmpty {
            parts.append("\(object.effectiveClassName) “\(title)”")
        }
        if parts.isEmpty { parts.append(object.effectiveClassName) }
        return parts[0]
    }

    // MARK: Placing views

    /// The coordinate system of a superview: where its top-left corner is on the picture, its
    /// height, and whether y grows downward in it.
    struct CoordinateSpace {
        var origin: RenderPoint
        var height: Double
        var flipped: Bool

        func convert(_ frame: NibRect) -> RenderRect {
            let y = flipped ? frame.y : height - frame.y - frame.height
            return RenderRect(x: origin.x + frame.x, y: origin.y + y, width: frame.width, height: frame.height)
        }
    }

    private mutating func place(
        _ index: Int, in space: CoordinateSpace, depth: Int, tooDeep: inout Int,
        atOrigin: Bool = false
    ) -> PlacedObject? {
        let object = document.objects[index]
        guard var frame = object.properties.rect("frame") else { return nil }
        let (bounded, clamped) = Self.bound(frame)
        frame = bounded
        if clamped {
            notes.append(
                "\(object.effectiveClassName) \(object.id) at \(object.position): frame out of bounds, clamped")
        }
        if atOrigin {
            frame.x = 0
            frame.y = 0
        }
        let rect = space.convert(frame)
        let flipped = model.isFlipped(index)
        let inner = CoordinateSpace(origin: RenderPoint(rect.x, rect.y), height: rect.height, flipped: flipped)
        var children: [PlacedObject] = []
        if depth >= Self.maximumDepth {
            tooDeep += model.descendantCount(index)
        } else {
            placeChildren(of: index, in: inner, depth: depth + 1, into: &children, tooDeep: &tooDeep)
        }
        return PlacedObject(index: index, frame: rect, clamped: clamped, children: children)
    }

    /// Places the framed descendants of `index` reached through frameless objects (tab view items,
    /// table columns, controllers) in the same coordinate system.
    private mutating func placeChildren(
        of index: Int, in space: CoordinateSpace, depth: Int,
        into children: inout [PlacedObject], tooDeep: inout Int
    ) {
        if depth >= Self.maximumDepth {
            tooDeep += model.descendantCount(index)
            return
        }
        var tabItemSeen = false
        var columnX = 0.0
        for child in model.children(of: index) {
            let object = document.objects[child]
            // A Touch Bar is drawn below its owner's board, not inside it.
            if model.isSkipped(child) || object.element == "touchBar" { continue }
            if object.element == "tabViewItem" {
                // Interface Builder shows the first tab's view.
                if tabItemSeen { continue }
                tabItemSeen = true
            }
            if object.properties.rect("frame") != nil {
                if let placed = place(child, in: space, depth: depth, tooDeep: &tooDeep) { children.append(placed) }
            } else if object.element == "tableColumn" {
                // Prototype cell views sit in the first row, in their column.
                var columnSpace = space
                columnSpace.origin.x += columnX
                columnX += (object.properties.number("width") ?? 100) + 3
                placeChildren(of: child, in: columnSpace, depth: depth + 1, into: &children, tooDeep: &tooDeep)
            } else {
                placeChildren(of: child, in: space, depth: depth + 1, into: &children, tooDeep: &tooDeep)
            }
        }
    }

    /// A frame with every value finite, sizes not negative and nothing beyond ``maximumExtent``.
    static func bound(_ frame: NibRect) -> (NibRect, Bool) {
        func fix(_ value: Double, lower: Double) -> Double {
            guard value.isFinite else { return 0 }
            return min(maximumExtent, max(lower, value))
        }
        let result = NibRect(
            x: fix(frame.x, lower: -maximumExtent), y: fix(frame.y, lower: -maximumExtent),
            width: fix(frame.width, lower: 0), height: fix(frame.height, lower: 0))
        return (result, result != frame)
    }

    private mutating func clampedSize(_ rect: NibRect?, index: Int) -> RenderSize {
        guard let rect else { return RenderSize(width: 0, height: 0) }
        let (bounded, clamped) = Self.bound(rect)
        if clamped {
            let object = document.objects[index]
            notes.append("\(object.effectiveClassName) \(object.id) at \(object.position): size out of bounds, clamped")
        }
        return RenderSize(width: bounded.width, height: bounded.height)
    }

    // MARK: Arranging boards

    /// Moves a board (and everything placed on it) by an offset.
    static func move(_ board: inout Board, dx: Double, dy: Double) {
        board.frame = board.frame.offsetBy(dx, dy)
        for strip in board.touchBars.indices {
            board.touchBars[strip].frame = board.touchBars[strip].frame.offsetBy(dx, dy)
            for key in board.touchBars[strip].keys.indices {
                board.touchBars[strip].keys[key].frame = board.touchBars[strip].keys[key].frame.offsetBy(dx, dy)
            }
        }
        if var content = board.content {
            shift(&content, dx: dx, dy: dy)
            board.content = content
        }
    }

    private static func shift(_ placed: inout PlacedObject, dx: Double, dy: Double) {
        placed.frame = placed.frame.offsetBy(dx, dy)
        for child in placed.children.indices { shift(&placed.children[child], dx: dx, dy: dy) }
    }

    /// A xib's top-level objects, left to right in document order, wrapping at a readable width;
    /// `gap` apart (storyboard scenes ``sceneGap``, room for the arrows between them).
    private func flowInRows(_ boards: inout [Board], gap: Double = Self.gap) {
        let rowWidth = max(1200, boards.map(\.footprint.width).max() ?? 0)
        var x = Self.margin
        var y = Self.margin
        var rowHeight = 0.0
        for index in boards.indices {
            let size = boards[index].footprint
            if x > Self.margin, x + size.width > rowWidth + Self.margin {
                x = Self.margin
                y += rowHeight + gap
                rowHeight = 0
            }
            Self.move(&boards[index], dx: x, dy: y + Self.captionHeight)
            x += size.width + gap
            rowHeight = max(rowHeight, size.height + Self.captionHeight)
        }
    }

    /// Storyboard scenes at their canvas locations (the scene's centre), spread apart just enough
    /// that no two overlap; scenes without a location, and extra objects of a scene, go in a row below.
    private func placeScenes(_ boards: inout [Board], centers: [RenderPoint?]) {
        let located = boards.indices.filter { centers[$0] != nil }
        var factor = 1.0
        if located.count <= 400 {
            for a in located.indices {
                for b in located.indices where b > a {
                    let i = located[a]
                    let j = located[b]
                    let ci = centers[i]!
                    let cj = centers[j]!
                    let needX = (boards[i].footprint.width + boards[j].footprint.width) / 2 + Self.gap
                    let needY =
                        (boards[i].footprint.height + boards[j].footprint.height) / 2 + Self.gap + Self.captionHeight
                    let dx = abs(ci.x - cj.x)
                    let dy = abs(ci.y - cj.y)
                    if dx >= needX || dy >= needY { continue }
                    let fx = dx > 0 ? needX / dx : .infinity
                    let fy = dy > 0 ? needY / dy : .infinity
                    factor = max(factor, min(fx, fy))
                }
            }
        }
        guard factor.isFinite, factor <= 8,
            Self.areaRatio(boards, centers: centers, factor: factor) <= Self.maximumAreaRatio
        else {
            // Locations that only a large spread separates (or none at all) would blow the canvas
            // up far beyond its scenes: the scenes flow in rows instead, in document order.
            flowInRows(&boards, gap: Self.sceneGap)
            return
        }
        var bottom = -Double.infinity
        for index in boards.indices {
            guard let center = centers[index] else { continue }
            let cx = min(max(center.x, -1e6), 1e6) * factor
            let cy = min(max(center.y, -1e6), 1e6) * factor
            Self.move(
                &boards[index], dx: cx - boards[index].footprint.width / 2, dy: cy - boards[index].footprint.height / 2)
            bottom = max(bottom, boards[index].footprint.maxY)
        }
        var x = boards.indices.filter { centers[$0] != nil }.map { boards[$0].footprint.x }.min() ?? 0
        let y = bottom.isFinite ? bottom + Self.gap + Self.captionHeight : 0
        for index in boards.indices where centers[index] == nil {
            Self.move(&boards[index], dx: x, dy: y)
            x += boards[index].footprint.width + Self.sceneGap
        }
    }

    /// How much larger than its scenes a storyboard's canvas may be (its area over the scenes'
    /// areas with their captions and gaps) before the canvas locations are given up for rows.
    static let maximumAreaRatio = 12.0

    /// The canvas area the located scenes span at `factor`, over the area they need.
    static func areaRatio(_ boards: [Board], centers: [RenderPoint?], factor: Double) -> Double {
        var extent: RenderRect?
        var needed = 0.0
        for index in boards.indices {
            guard let center = centers[index] else { continue }
            let size = boards[index].footprint
            let cx = min(max(center.x, -1e6), 1e6) * factor
            let cy = min(max(center.y, -1e6), 1e6) * factor
            let placed = RenderRect(
                x: cx - size.width / 2, y: cy - size.height / 2 - captionHeight, width: size.width,
                height: size.height + captionHeight)
            extent = extent.map { $0.union(placed) } ?? placed
            needed += (size.width + gap) * (size.height + captionHeight + gap)
        }
        guard let extent, needed > 0 else { return 1 }
        return extent.width * extent.height / needed
    }

    /// Arrows for segues (from the scene holding the source to the destination's scene) and the
    /// initial-controller mark.
    private func segueArrows(_ boards: [Board]) -> [SegueArrow] {
        var boardOfScene: [String: Int] = [:]
        for (offset, board) in boards.enumerated() {
            if let scene = board.sceneID, boardOfScene[scene] == nil { boardOfScene[scene] = offset }
        }
        var arrows: [SegueArrow] = []
        for connection in document.connections where connection.kind == .segue {
            guard let from = model.scene(of: connection.source).flatMap({ boardOfScene[$0] }),
                let to = model.scene(of: connection.destination).flatMap({ boardOfScene[$0] })
            else { continue }
            let identifier = connection.properties.string("identifier")
            arrows.append(SegueArrow(from: from, to: to, label: identifier ?? connection.name))
        }
        Self.assignLanes(&arrows)
        if let initial = document.initialController, let scene = model.scene(of: initial),
            let board = boardOfScene[scene]
        {
            arrows.append(SegueArrow(from: nil, to: board, label: "Initial"))
        }
        return arrows
    }

    /// Numbers the arrows between each pair of boards (either direction), in document order.
    static func assignLanes(_ arrows: inout [SegueArrow]) {
        var count: [[Int]: Int] = [:]
        for index in arrows.indices {
            guard let from = arrows[index].from else { continue }
            let key = [min(from, arrows[index].to), max(from, arrows[index].to)]
            arrows[index].lane = count[key, default: 0]
            count[key, default: 0] += 1
        }
        for index in arrows.indices {
            guard let from = arrows[index].from else { continue }
            arrows[index].laneCount = count[[min(from, arrows[index].to), max(from, arrows[index].to)]] ?? 1
        }
    }

    /// `size` grown, where needed, to hold every arrow and the label below its marker (an arrow
    /// routed round the scenes may run along their outside edge).
    static func size(_ size: RenderSize, holding arrows: [SegueArrow]) -> RenderSize {
        var grown = size
        for arrow in arrows {
            for point in arrow.route where point.x.isFinite && point.y.isFinite {
                grown.width = max(grown.width, point.x + Self.margin)
                grown.height = max(grown.height, point.y + Self.margin)
            }
            if arrow.from != nil, let mid = SegueRouter.labelPoint(arrow.route), mid.x.isFinite, mid.y.isFinite {
                let label = Painter.segueLabelFrame(below: mid)
                grown.width = max(grown.width, label.maxX + Self.margin / 2)
                grown.height = max(grown.height, label.maxY + Self.margin / 2)
            }
        }
        return grown
    }

    /// Moves everything so the canvas starts at the margin, and measures it.
    private mutating func finish(_ boards: [Board], _ arrows: [SegueArrow]) -> CanvasLayout {
        var boards = boards
        guard let first = boards.first else {
            notes.append(
                "\(document.sourceFile): no window, view, menu or controller to draw (\(document.objects.count) objects)"
            )
            return CanvasLayout(
                boards: [], arrows: [], size: RenderSize(width: 2 * Self.margin, height: 2 * Self.margin), notes: notes)
        }
        var extent = first.footprint
        for board in boards { extent = extent.union(board.footprint) }
        let hasInitial = arrows.contains { $0.from == nil }
        let dx = Self.margin - extent.x + (hasInitial ? 60 : 0)
        let dy = Self.margin + Self.captionHeight - extent.y
        for index in boards.indices { Self.move(&boards[index], dx: dx, dy: dy) }
        let size = RenderSize(
            width: extent.width + (hasInitial ? 60 : 0) + 2 * Self.margin,
            height: extent.height + Self.captionHeight + 2 * Self.margin)
        let total = boards.reduce(0) { $0 + $1.tooDeep }
        if total > 0 { notes.append("\(total) objects nested deeper than \(Self.maximumDepth) levels not drawn") }
        var arrows = arrows
        let straight = SegueRouter.route(
            &arrows, boards: boards, captionHeight: Self.captionHeight, laneSpacing: Painter.laneSpacing)
        if straight > 0 {
            notes.append(
                "\(straight) of \(arrows.count) segue arrows drawn straight, not routed round the \(boards.count) "
                    + "scenes: routing more would exceed the renderer's bound")
        }
        return CanvasLayout(boards: boards, arrows: arrows, size: Self.size(size, holding: arrows), notes: notes)
    }
}
