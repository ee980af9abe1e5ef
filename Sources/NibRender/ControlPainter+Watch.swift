import NibModel

extension ControlPainter {
    /// WatchKit's colours: items on a black screen, white text, platters in dark grey.
    static let watchPlatter = RenderColor(white: 0.13)
    static let watchText = RenderColor(white: 1)
    /// The corner radius of the watch's screen.
    static let watchScreenRadius = 28.0

    /// Draws a WatchKit controller or item the way the canvas shows it; false for a class drawn
    /// as on iOS.
    func paintWatchItem(
        _ object: NibObject, name: String, frame: RenderRect, into ops: inout [DrawOperation]
    ) -> Bool {
        let props = object.properties
        let textFont = font(props)
        let color = colors.resolve(props["textColor"]) ?? Self.watchText
        switch object.element {
        case "controller", "glanceController":
            ops.append(
                .rect(frame, radius: Self.watchScreenRadius, fill: .black, stroke: nil, lineWidth: 0, dashed: false))
            ops.append(
                .text(
                    "10:09", RenderRect(x: frame.x + 8, y: frame.y + 4, width: frame.width - 20, height: 20),
                    TextStyle(font: .system(15, weight: .semibold), color: Self.watchText, alignment: .right)))
        case "label", "date", "timer":
            ops.append(
                .text(
                    props.string("text") ?? "", frame,
                    TextStyle(
                        font: textFont, color: color, alignment: Self.alignment(props.string("textAlignment")),
                        wrapping: .truncateTail, verticallyCentered: true)))
        case "button":
            ops.append(
                .rect(
                    frame, radius: min(9, frame.height / 2),
                    fill: colors.resolve(props["backgroundColor"])
                        ?? Self.watchPlatter, stroke: nil, lineWidth: 0, dashed: false))
            ops.append(
                .text(
                    props.string("title") ?? "", frame.insetBy(4, 0),
                    TextStyle(font: textFont, color: color, alignment: .center, verticallyCentered: true)))
        case "switch":
            ops.append(
                .rect(frame, radius: 9, fill: Self.watchPlatter, stroke: nil, lineWidth: 0, dashed: false))
            let on = props.bool("value") ?? false
            let track = RenderRect(x: frame.maxX - 48, y: frame.midY - 12, width: 40, height: 24)
            ops.append(
                .rect(
                    track, radius: 12, fill: on ? RenderColor(52, 199, 89) : RenderColor(white: 0.35), stroke: nil,
                    lineWidth: 0, dashed: false))
            let knob = RenderRect(x: on ? track.maxX - 22 : track.x + 2, y: track.y + 2, width: 20, height: 20)
            ops.append(.ellipse(knob, fill: .white, stroke: nil, lineWidth: 0))
            ops.append(
                .text(
                    props.string("title") ?? "",
                    RenderRect(x: frame.x + 8, y: frame.y, width: max(0, track.x - frame.x - 12), height: frame.height),
                    TextStyle(font: textFont, color: color, verticallyCentered: true)))
        case "group":
            if let background = colors.resolve(props["backgroundColor"]), background.alpha > 0 {
                let radius = props.number("radius") ?? 6
                ops.append(.rect(frame, radius: radius, fill: background, stroke: nil, lineWidth: 0, dashed: false))
            }
        case "separator":
            ops.append(
                .rect(
                    RenderRect(x: frame.x, y: frame.midY - 0.5, width: frame.width, height: 1), radius: 0,
                    fill: RenderColor(white: 0.4), stroke: nil, lineWidth: 0, dashed: false))
        case "imageView":
            paintImage(named: props.string("image"), frame: frame, onDark: true, into: &ops)
        default:
            return false
        }
        return true
    }
}
