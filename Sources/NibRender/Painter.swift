import NibModel

/// How the diff view marks an object.
public enum ChangeMark: String, Sendable, Hashable {
    case added, removed, changed

    /// The colour of the mark: green, orange or red.
    public var color: RenderColor {
        switch self {
        case .added: RenderColor(40, 167, 69)
        case .removed: RenderColor(220, 53, 69)
        case .changed: RenderColor(255, 149, 0)
        }
    }
}

/// Turns a placed canvas into drawing operations: the canvas, each board's chrome (window title
/// bar, menu bar, scene caption), every object through ``ControlPainter``, segue arrows, notes.
struct Painter {
    static let canvasColor = RenderColor(236, 236, 238)
    static let captionColor = RenderColor(90, 90, 96)
    static let arrowColor = RenderColor(120, 120, 128)
    /// How far apart parallel segue arrows are drawn: a marker and a label below it.
    static let laneSpacing = 36.0

    let layout: CanvasLayout
    var controls: ControlPainter
    var marks: [String: ChangeMark]
    /// Objects removed in the new version, drawn as outlines where the old version had them.
    var removedFrames: [(RenderRect, String)]
    /// Storyboard references that could not be resolved (object id → reason), marked on their tiles.
    var unresolvedReferences: [String: String] = [:]
    /// Whether the initial-controller arrow is drawn in the change colour (the diff view).
    var initialControllerChanged = false

    init(
        layout: CanvasLayout, controls: ControlPainter, marks: [String: ChangeMark] = [:],
        removedFrames: [(RenderRect, String)] = []
    ) {
        self.layout = layout
        self.controls = controls
        self.marks = marks
        self.removedFrames = removedFrames
    }

    mutating func paint() -> Picture {
        var ops: [DrawOperation] = []
        for board in layout.boards {
            paintBoard(board, into: &ops)
            paintTouchBars(board, into: &ops)
        }
        for arrow in layout.arrows { paintArrow(arrow, into: &ops) }
        for (frame, label) in removedFrames {
            ops.append(
                .rect(
                    frame, radius: 0, fill: ChangeMark.removed.color.withAlpha(0.08), stroke: ChangeMark.removed.color,
                    lineWidth: 2, dashed: true))
            ops.append(
                .text(
                    "− " + label, RenderRect(x: frame.x, y: frame.y - 14, width: max(frame.width, 120), height: 14),
                    TextStyle(font: .system(10, weight: .bold), color: ChangeMark.removed.color, wrapping: .clip)))
        }
        var height = layout.size.height
        var width = max(layout.size.width, 320)
        if !layout.notes.isEmpty {
            width = max(width, 720)
            let shown = layout.notes.prefix(12)
            for (line, note) in shown.enumerated() {
                ops.append(
                    .text(
                        note,
                        RenderRect(
                            x: LayoutBuilder.margin, y: height + Double(line) * 15,
                            width: width - 2 * LayoutBuilder.margin, height: 15),
                        TextStyle(font: .system(11), color: ChangeMark.removed.color, wrapping: .truncateTail)))
            }
            if layout.notes.count > shown.count {
                ops.append(
                    .text(
                        "… \(layout.notes.count - shown.count) more",
                        RenderRect(
                            x: LayoutBuilder.margin, y: height + Double(shown.count) * 15, width: 300, height: 15),
                        TextStyle(font: .system(11), color: ChangeMark.removed.color)))
            }
            height += Double(min(layout.notes.count, 13)) * 15 + LayoutBuilder.margin
        }
        return Picture(width: width, height: height, background: Self.canvasColor, operations: ops)
    }

    private mutating func paintBoard(_ board: Board, into ops: inout [DrawOperation]) {
        let object = controls.model.document.objects[board.index]
        let frame = board.frame
        ops.append(
            .text(
                board.caption,
                RenderRect(
                    x: frame.x, y: frame.y - LayoutBuilder.captionHeight, width: max(frame.width, 160),
                    height: LayoutBuilder.captionHeight - 4),
                TextStyle(font: .system(11, weight: .semibold), color: Self.captionColor, wrapping: .truncateTail)))
        ops.append(.beginObject(id: object.id, className: object.effectiveClassName))
        // A watch screen is a rounded black screen: nothing white shows at its corners.
        let watchScreen = board.kind == .view && controls.model.platform == .watchOS
        // A soft outline stands for the shadow Interface Builder draws under every board.
        ops.append(
            .rect(
                frame.insetBy(-1, -1), radius: watchScreen ? ControlPainter.watchScreenRadius + 1 : 0, fill: nil,
                stroke: RenderColor(white: 0, alpha: 0.18), lineWidth: 1, dashed: false))
        switch board.kind {
        case .window(let title, let titleBarHeight, let toolbar):
            let content = RenderRect(
                x: frame.x, y: frame.y + titleBarHeight, width: frame.width, height: frame.height - titleBarHeight)
            ops.append(
                .rect(
                    content, radius: 0, fill: controls.colors.systemColor("windowBackgroundColor") ?? .white,
                    stroke: nil, lineWidth: 0, dashed: false))
            if titleBarHeight > 0 {
                paintTitleBar(frame, height: titleBarHeight, title: title, toolbar: toolbar, into: &ops)
            }
            ops.append(.pushClip(content))
            if let placed = board.content { controls.paintTree(placed, into: &ops, marks: marks) }
            ops.append(.popClip)
        case .view:
            let isAppKit = controls.model.platform.isAppKit
            ops.append(
                .rect(
                    frame, radius: watchScreen ? ControlPainter.watchScreenRadius : 0,
                    fill: isAppKit
                        ? controls.colors.systemColor("windowBackgroundColor") : watchScreen ? .black : .white,
                    stroke: nil, lineWidth: 0, dashed: false))
            ops.append(.pushClip(frame))
            if let placed = board.content { controls.paintTree(placed, into: &ops, marks: marks) }
            ops.append(.popClip)
            if let bars = board.bars { paintBars(bars, in: frame, into: &ops) }
        case .menu:
            controls.paintMenu(board.index, origin: RenderPoint(frame.x, frame.y), marks: marks, into: &ops)
        case .controller where object.role == .storyboardReference:
            paintReferenceTile(object, frame: frame, into: &ops)
        case .controller:
            ops.append(.rect(frame, radius: 0, fill: .white, stroke: nil, lineWidth: 0, dashed: false))
            if let bars = board.bars {
                paintBars(bars, in: frame, into: &ops)
            } else if controls.model.document.objects[board.index].className.contains("Navigation") {
                ops.append(
                    .rect(
                        RenderRect(x: frame.x, y: frame.y, width: frame.width, height: 44), radius: 0,
                        fill: RenderColor(248, 248, 248), stroke: nil, lineWidth: 0, dashed: false))
            }
            ops.append(
                .text(
                    object.effectiveClassName, frame,
                    TextStyle(
                        font: .system(14, weight: .semibold), color: Self.captionColor, alignment: .center,
                        wrapping: .wordWrap(maximumLines: 3))))
        }
        if let mark = marks[object.id] {
            ops.append(
                .rect(frame.insetBy(-3, -3), radius: 2, fill: nil, stroke: mark.color, lineWidth: 3, dashed: false))
        }
        ops.append(.endObject)
    }

    /// A storyboard reference: the storyboard it names (else this one) and the controller it
    /// names (else the storyboard's initial controller), in a rounded tile.
    private func paintReferenceTile(_ object: NibObject, frame: RenderRect, into ops: inout [DrawOperation]) {
        let problem = unresolvedReferences[object.id]
        ops.append(
            .rect(
                frame, radius: 10, fill: .white, stroke: problem == nil ? Self.arrowColor : ChangeMark.removed.color,
                lineWidth: problem == nil ? 1 : 2, dashed: problem != nil))
        if let problem {
            ops.append(
                .text(
                    "Unresolved: " + problem,
                    RenderRect(x: frame.x, y: frame.maxY + 4, width: frame.width, height: 40),
                    TextStyle(
                        font: .system(10, weight: .semibold), color: ChangeMark.removed.color,
                        wrapping: .wordWrap(maximumLines: 3), verticallyCentered: false)))
        }
        let storyboard = object.properties.string("storyboardName").flatMap { $0.isEmpty ? nil : $0 }
        let identifier = object.properties.string("referencedIdentifier").flatMap { $0.isEmpty ? nil : $0 }
        let lines = [
            (storyboard ?? "This storyboard", RenderFont.system(13, weight: .semibold), RenderColor(white: 0.1)),
            (identifier ?? "Initial controller", RenderFont.system(11), Self.captionColor),
        ]
        for (offset, (text, font, color)) in lines.enumerated() {
            ops.append(
                .text(
                    text,
                    RenderRect(
                        x: frame.x + 8, y: frame.y + 12 + Double(offset) * 24, width: frame.width - 16, height: 22),
                    TextStyle(font: font, color: color, alignment: .center)))
        }
    }

    private func paintTitleBar(
        _ frame: RenderRect, height: Double, title: String, toolbar: Int?, into ops: inout [DrawOperation]
    ) {
        let bar = RenderRect(x: frame.x, y: frame.y, width: frame.width, height: height)
        ops.append(.rect(bar, radius: 0, fill: RenderColor(232, 232, 232), stroke: nil, lineWidth: 0, dashed: false))
        ops.append(
            .path(
                [RenderPoint(bar.x, bar.maxY - 0.5), RenderPoint(bar.maxX, bar.maxY - 0.5)], closed: false, fill: nil,
                stroke: RenderColor(white: 0, alpha: 0.15), lineWidth: 1))
        let lightY = frame.y + min(height, 22) / 2
        let lights = [RenderColor(255, 95, 87), RenderColor(254, 188, 46), RenderColor(40, 200, 64)]
        let diameter = min(12, max(6, min(height, 22) - 10))
        for (offset, color) in lights.enumerated() {
            ops.append(
                .ellipse(
                    RenderRect(
                        x: frame.x + 8 + Double(offset) * 20, y: lightY - diameter / 2, width: diameter,
                        height: diameter),
                    fill: color, stroke: color.withAlpha(0.6), lineWidth: 0.5))
        }
        let titleRect = RenderRect(
            x: frame.x + 70, y: frame.y, width: max(0, frame.width - 140), height: min(height, 22))
        ops.append(
            .text(
                title, titleRect,
                TextStyle(
                    font: .system(13, weight: .semibold), color: RenderColor(white: 0, alpha: 0.85), alignment: .center)
            ))
        if let toolbar {
            controls.paintToolbar(
                toolbar, in: RenderRect(x: frame.x + 8, y: frame.y + 22, width: frame.width - 16, height: height - 22),
                into: &ops)
        }
    }

    /// Where a segue's label goes: centred below the marker at `marker`.
    static func segueLabelFrame(below marker: RenderPoint) -> RenderRect {
        RenderRect(x: marker.x - 80, y: marker.y + 10, width: 160, height: 14)
    }

    private func paintArrow(_ arrow: SegueArrow, into ops: inout [DrawOperation]) {
        guard arrow.route.count >= 2, let last = arrow.route.last else { return }
        let start = arrow.route[0]
        let end = last
        let beforeEnd = arrow.route[arrow.route.count - 2]
        let color =
            arrow.from == nil
            ? (initialControllerChanged ? ChangeMark.changed.color : RenderColor(120, 120, 128)) : Self.arrowColor
        let width = arrow.from == nil ? 4.0 : 2.0
        ops.append(.path(arrow.route, closed: false, fill: nil, stroke: color, lineWidth: width))
        let dx = end.x - beforeEnd.x
        let dy = end.y - beforeEnd.y
        let length = max((dx * dx + dy * dy).squareRoot(), 0.001)
        let ux = dx / length
        let uy = dy / length
        let head = arrow.from == nil ? 14.0 : 10.0
        ops.append(
            .path(
                [
                    end, RenderPoint(end.x - ux * head - uy * head / 2, end.y - uy * head + ux * head / 2),
                    RenderPoint(end.x - ux * head + uy * head / 2, end.y - uy * head - ux * head / 2),
                ],
                closed: true, fill: color, stroke: nil, lineWidth: 0))
        if arrow.from != nil, let mid = SegueRouter.labelPoint(arrow.route) {
            ops.append(
                .ellipse(
                    RenderRect(x: mid.x - 9, y: mid.y - 9, width: 18, height: 18), fill: .white, stroke: color,
                    lineWidth: 1.5))
            ops.append(
                .text(
                    arrow.label, Self.segueLabelFrame(below: mid),
                    TextStyle(font: .system(10), color: Self.captionColor, alignment: .center)))
        } else {
            ops.append(
                .text(
                    arrow.label, RenderRect(x: start.x, y: start.y - 18, width: 56, height: 14),
                    TextStyle(font: .system(10, weight: .semibold), color: Self.captionColor, alignment: .center)))
        }
    }
}
