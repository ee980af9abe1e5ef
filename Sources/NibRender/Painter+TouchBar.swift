import NibModel

extension Painter {
    /// The Touch Bar's colours: a black strip, keys in dark grey, text in white.
    static let touchBarBackground = RenderColor(white: 0.04)
    static let touchBarKey = RenderColor(white: 0.26)
    static let touchBarText = RenderColor(white: 1)
    static let touchBarDim = RenderColor(white: 0.62)

    /// Draws the Touch Bars of a board below it: the strip, then each key left to right.
    func paintTouchBars(_ board: Board, into ops: inout [DrawOperation]) {
        let objects = controls.model.document.objects
        for strip in board.touchBars {
            ops.append(.beginObject(id: objects[strip.index].id, className: "NSTouchBar"))
            ops.append(
                .rect(strip.frame, radius: 6, fill: Self.touchBarBackground, stroke: nil, lineWidth: 0, dashed: false))
            ops.append(.pushClip(strip.frame))
            for key in strip.keys {
                let object = objects[key.index]
                ops.append(.beginObject(id: object.id, className: object.effectiveClassName))
                paintKey(key, into: &ops)
                if let mark = marks[object.id] {
                    ops.append(
                        .rect(
                            key.frame.insetBy(1, 1), radius: 4, fill: nil, stroke: mark.color, lineWidth: 2,
                            dashed: false))
                }
                ops.append(.endObject)
            }
            ops.append(.popClip)
            ops.append(.endObject)
        }
    }

    private func paintKey(_ key: TouchBarKey, into ops: inout [DrawOperation]) {
        let frame = key.frame
        let text = TextStyle(font: .system(13), color: Self.touchBarText, alignment: .center)
        switch key.kind {
        case .button(let title, let image):
            ops.append(.rect(frame, radius: 6, fill: Self.touchBarKey, stroke: nil, lineWidth: 0, dashed: false))
            if !title.isEmpty {
                ops.append(.text(title, frame.insetBy(6, 0), text))
            } else {
                let side = min(frame.height - 8, frame.width - 8)
                controls.paintImage(
                    named: image,
                    frame: RenderRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side),
                    onDark: true, into: &ops)
            }
        case .label(let string):
            ops.append(.text(string, frame, text))
        case .slider(let fraction):
            let track = RenderRect(x: frame.x + 8, y: frame.midY - 2, width: max(0, frame.width - 16), height: 4)
            ops.append(.rect(track, radius: 2, fill: Self.touchBarDim, stroke: nil, lineWidth: 0, dashed: false))
            let knob = RenderRect(x: track.x + track.width * fraction - 3, y: frame.y + 4, width: 6, height: 22)
            ops.append(.rect(knob, radius: 3, fill: Self.touchBarText, stroke: nil, lineWidth: 0, dashed: false))
        case .popover(let label):
            ops.append(.rect(frame, radius: 6, fill: Self.touchBarKey, stroke: nil, lineWidth: 0, dashed: false))
            ops.append(.text(label.isEmpty ? "…" : label, frame.insetBy(6, 0), text))
        case .group:
            ops.append(
                .rect(
                    frame.insetBy(-1, -1), radius: 7, fill: nil, stroke: Self.touchBarDim.withAlpha(0.5),
                    lineWidth: 1, dashed: false))
        case .view(let className):
            ops.append(.rect(frame, radius: 6, fill: Self.touchBarKey, stroke: nil, lineWidth: 0, dashed: false))
            ops.append(
                .text(
                    className, frame.insetBy(6, 0),
                    TextStyle(font: .system(11), color: Self.touchBarDim, alignment: .center)))
        }
    }
}
