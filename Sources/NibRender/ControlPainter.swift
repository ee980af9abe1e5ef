import Foundation
import NibModel

/// Draws one placed object the way Interface Builder's canvas shows it: the control recognised
/// from its class, with its title, text, image, value and colours from the document; any class
/// it does not know is outlined and labelled with the class name.
struct ControlPainter {
    let model: DocumentIndex
    let colors: ColorResolver
    let images: ImageLocator

    static let border = RenderColor(white: 0, alpha: 0.25)
    static let accent = RenderColor(0, 122, 255)
    static let bezelFill = RenderColor.white
    static let secondaryText = RenderColor(white: 0, alpha: 0.5)

    var isAppKit: Bool { model.platform.isAppKit }

    /// Paints an object and its placed subviews (children clip to their superview on macOS, as AppKit does).
    func paintTree(_ placed: PlacedObject, into ops: inout [DrawOperation], marks: [String: ChangeMark]) {
        let object = model.document.objects[placed.index]
        ops.append(.beginObject(id: object.id, className: object.effectiveClassName))
        paint(placed.index, frame: placed.frame, into: &ops)
        if placed.clamped {
            ops.append(
                .rect(placed.frame, radius: 0, fill: nil, stroke: ChangeMark.removed.color, lineWidth: 2, dashed: true))
        }
        if !placed.children.isEmpty {
            let clips = isAppKit || object.properties.bool("clipsSubviews") == true
            if clips { ops.append(.pushClip(placed.frame)) }
            for child in placed.children { paintTree(child, into: &ops, marks: marks) }
            if clips { ops.append(.popClip) }
        }
        if let mark = marks[object.id] {
            ops.append(
                .rect(
                    placed.frame.insetBy(-1.5, -1.5), radius: 2, fill: mark.color.withAlpha(0.08), stroke: mark.color,
                    lineWidth: 2.5, dashed: false))
        }
        ops.append(.endObject)
    }

    // MARK: Dispatch

    func paint(_ index: Int, frame: RenderRect, into ops: inout [DrawOperation]) {
        let object = model.document.objects[index]
        let cell = model.child(of: index, key: "cell").map { model.document.objects[$0] }
        let props = object.properties
        let cellProps = cell.map { LegacyCell.modernized($0.properties, cellClass: $0.className) } ?? props
        var name = object.className
        for prefix in ["NS", "UI", "MK", "WK", "SK", "SCN", "AV", "PDF", "WebKit."] where name.hasPrefix(prefix) {
            name = String(name.dropFirst(prefix.count))
            break
        }
        if model.platform == .watchOS, paintWatchItem(object, name: name, frame: frame, into: &ops) { return }
        if let background = colors.resolve(props["backgroundColor"]),
            !["TextField", "Label", "TextView", "Button"].contains(name) || !isAppKit
        {
            if background.alpha > 0 {
                let radius = props.number("cornerRadius") ?? 0
                ops.append(.rect(frame, radius: radius, fill: background, stroke: nil, lineWidth: 0, dashed: false))
            }
        }
        switch name {
        case "View", "CustomView", "StackView", "ClipView", "ScrollView", "VisualEffectView", "TableCellView",
            "CollectionViewCell",
            "TableViewCell", "CollectionReusableView", "TableHeaderFooterView", "ContainerView", "LayoutGuide",
            "Window", "TableViewCellContentView", "CollectionViewCellContentView", "TableRowView", "GridView",
            "InputView":
            paintContainer(object, name: name, frame: frame, into: &ops)
        case "Button":
            if isAppKit {
                paintAppKitButton(cellProps, frame: frame, into: &ops)
            } else {
                paintUIButton(props, frame: frame, into: &ops)
            }
        case "PopUpButton":
            paintPopUp(cellProps, frame: frame, into: &ops)
        case "TextField", "SecureTextField", "SearchField", "TokenField", "ComboBox":
            if isAppKit {
                paintAppKitTextField(cellProps, name: name, frame: frame, into: &ops)
            } else {
                paintUITextField(props, frame: frame, into: &ops)
            }
        case "Label":
            paintLabel(props, frame: frame, into: &ops)
        case "TextView":
            paintTextView(props, frame: frame, into: &ops)
        case "ImageView":
            paintImage(named: cellProps.string("image") ?? props.string("image"), frame: frame, into: &ops)
        case "Switch":
            paintSwitch(on: props.bool("on") ?? (props.string("state") == "on"), frame: frame, into: &ops)
        case "Slider":
            paintSlider(cellProps, frame: frame, into: &ops)
        case "Stepper":
            paintStepper(frame: frame, into: &ops)
        case "SegmentedControl":
            paintSegments(cellProps, frame: frame, into: &ops)
        case "ProgressIndicator", "ProgressView", "LevelIndicator", "ActivityIndicatorView":
            paintProgress(isAppKit ? cellProps : props, name: name, frame: frame, into: &ops)
        case "TableView", "OutlineView":
            paintTable(index, frame: frame, into: &ops)
        case "TableHeaderView":
            paintTableHeader(index, frame: frame, into: &ops)
        case "CollectionView":
            if isAppKit { ops.append(.rect(frame, radius: 0, fill: .white, stroke: nil, lineWidth: 0, dashed: false)) }
        case "Scroller":
            paintScroller(props, frame: frame, into: &ops)
        case "Box":
            paintBox(props, frame: frame, into: &ops)
        case "TabView":
            paintTabView(index, frame: frame, into: &ops)
        case "SplitView":
            break
        case "NavigationBar", "Toolbar", "TabBar", "SearchBar":
            paintBar(index, name: name, frame: frame, into: &ops)
        case "PageControl":
            paintPageControl(props, frame: frame, into: &ops)
        case "ColorWell":
            ops.append(
                .rect(
                    frame.insetBy(2, 2), radius: 3, fill: colors.resolve(props["color"]) ?? .white, stroke: Self.border,
                    lineWidth: 1, dashed: false))
        case "DatePicker":
            ops.append(.rect(frame, radius: 4, fill: .white, stroke: Self.border, lineWidth: 1, dashed: false))
            ops.append(
                .text("1/1/2001", frame.insetBy(6, 0), TextStyle(font: .system(isAppKit ? 13 : 17), color: .black)))
        default:
            outline(object, frame: frame, into: &ops)
        }
    }

    // MARK: Containers and unknown classes

    private func paintContainer(_ object: NibObject, name: String, frame: RenderRect, into ops: inout [DrawOperation]) {
        switch name {
        case "ScrollView":
            if isAppKit, object.properties.string("borderType") != "none" {
                ops.append(.rect(frame, radius: 0, fill: nil, stroke: Self.border, lineWidth: 1, dashed: false))
            }
        case "VisualEffectView":
            ops.append(
                .rect(
                    frame, radius: 0, fill: RenderColor(white: 0.94, alpha: 0.9), stroke: nil, lineWidth: 0,
                    dashed: false))
        case "TableViewCell":
            ops.append(
                .path(
                    [RenderPoint(frame.x + 16, frame.maxY - 0.5), RenderPoint(frame.maxX, frame.maxY - 0.5)],
                    closed: false, fill: nil,
                    stroke: RenderColor(60, 60, 67, 0.29), lineWidth: 0.5))
        default:
            break
        }
        // A custom subclass of a plain view is something the app draws: Interface Builder shows its class.
        if let custom = object.customClass, name == "View" || name == "CustomView" {
            ops.append(
                .rect(
                    frame, radius: 0, fill: nil, stroke: RenderColor(white: 0, alpha: 0.2), lineWidth: 1, dashed: true))
            ops.append(
                .text(
                    custom, frame.insetBy(4, 2),
                    TextStyle(
                        font: .system(10), color: Self.secondaryText, alignment: .center,
                        wrapping: .truncateTail, verticallyCentered: true, role: .classLabel)))
        }
    }

    /// What the renderer does not know how to draw: a dashed box labelled with the class.
    private func outline(_ object: NibObject, frame: RenderRect, into ops: inout [DrawOperation]) {
        ops.append(
            .rect(
                frame, radius: 0, fill: RenderColor(white: 0.5, alpha: 0.06),
                stroke: RenderColor(white: 0, alpha: 0.35), lineWidth: 1, dashed: true))
        ops.append(
            .text(
                object.effectiveClassName, frame.insetBy(3, 1),
                TextStyle(
                    font: .system(10), color: Self.secondaryText, alignment: .center,
                    wrapping: .truncateMiddle, role: .classLabel)))
    }

    // MARK: Text helpers

    func font(_ props: NibProperties, key: String = "font") -> RenderFont {
        FontResolver.resolve(props.font(key) ?? props.font("fontDescription"), platform: model.platform)
    }

    static func alignment(_ value: String?) -> TextStyle.Alignment {
        switch value {
        case "center": .center
        case "right": .right
        default: .left
        }
    }

    /// Line breaking from `lineBreakMode` (and the number of lines a UILabel allows).
    static func wrapping(_ props: NibProperties, lines: Int? = nil) -> TextStyle.Wrapping {
        switch props.string("lineBreakMode") {
        case "wordWrapping", "wordWrap", "charWrapping", "characterWrap":
            return .wordWrap(maximumLines: lines ?? 0)
        case "truncatingMiddle", "middleTruncation":
            return lines.map { $0 == 1 } == false ? .wordWrap(maximumLines: lines ?? 0) : .truncateMiddle
        case "clipping":
            return .clip
        default:
            if let lines, lines != 1 { return .wordWrap(maximumLines: lines) }
            return .truncateTail
        }
    }

    // MARK: Buttons

    private func paintAppKitButton(_ cell: NibProperties, frame: RenderRect, into ops: inout [DrawOperation]) {
        let title = cell.string("title") ?? ""
        let type = cell.string("type") ?? cell.string("buttonType")
        let bezel = cell.string("bezelStyle")
        let on = cell.string("state") == "on"
        let textFont = font(cell)
        let textColor = colors.resolve(cell["contentTintColor"]) ?? RenderColor(white: 0, alpha: 0.85)
        if type == "check" || type == "switch" || type == "radio" {
            let box = RenderRect(x: frame.x + 2, y: frame.midY - 7, width: 14, height: 14)
            if type == "radio" {
                ops.append(
                    .ellipse(box, fill: on ? Self.accent : .white, stroke: on ? Self.accent : Self.border, lineWidth: 1)
                )
                if on { ops.append(.ellipse(box.insetBy(4.5, 4.5), fill: .white, stroke: nil, lineWidth: 0)) }
            } else {
                ops.append(
                    .rect(
                        box, radius: 3, fill: on ? Self.accent : .white, stroke: on ? Self.accent : Self.border,
                        lineWidth: 1, dashed: false))
                if on {
                    ops.append(
                        .path(
                            [
                                RenderPoint(box.x + 3, box.y + 7.5), RenderPoint(box.x + 6, box.y + 10.5),
                                RenderPoint(box.x + 11, box.y + 3.5),
                            ],
                            closed: false, fill: nil, stroke: .white, lineWidth: 2))
                }
            }
            // A title taller than one line wraps (and keeps its own newlines), as the button cell does.
            let holdsTwoLines = frame.height > textFont.size * 1.9
            ops.append(
                .text(
                    title,
                    RenderRect(
                        x: box.maxX + 5, y: frame.y, width: max(0, frame.maxX - box.maxX - 5), height: frame.height),
                    TextStyle(
                        font: textFont, color: textColor,
                        wrapping: holdsTwoLines ? .wordWrap(maximumLines: 0) : .truncateTail)))
            return
        }
        // A transparent button draws nothing; a button without a border style draws no bezel
        // (its bezel style only says which bezel it would have).
        if cell.bool("transparent") == true { return }
        let bordered = cell.string("borderStyle") != nil || cell.bool("bordered") == true
        let isDefault = cell.string("keyEquivalent") == "\r"
        var textRect = frame
        var fill: RenderColor? = nil
        var color = textColor
        if bordered {
            switch bezel {
            case "disclosure", "roundedDisclosure":
                ops.append(
                    .rect(
                        frame.insetBy(2, 2), radius: 4, fill: .white, stroke: Self.border, lineWidth: 1, dashed: false))
                ops.append(
                    .path(chevronDown(frame), closed: false, fill: nil, stroke: RenderColor(white: 0.3), lineWidth: 1.5)
                )
                return
            case "helpButton":
                let d = min(frame.width, frame.height) - 2
                let circle = RenderRect(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d)
                ops.append(.ellipse(circle, fill: .white, stroke: Self.border, lineWidth: 1))
                ops.append(
                    .text(
                        "?", circle,
                        TextStyle(font: .system(d * 0.6, weight: .bold), color: textColor, alignment: .center)))
                return
            case "circular":
                let d = min(frame.width, frame.height) - 2
                ops.append(
                    .ellipse(
                        RenderRect(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d), fill: .white,
                        stroke: Self.border, lineWidth: 1))
            case "inline", "recessed", "roundRect":
                ops.append(
                    .rect(
                        frame.insetBy(1, 1), radius: frame.height / 2, fill: RenderColor(white: 0, alpha: 0.06),
                        stroke: Self.border, lineWidth: 1, dashed: false))
            case "smallSquare", "shadowlessSquare", "regularSquare", "squareTextured", "square":
                ops.append(
                    .rect(
                        frame.insetBy(0.5, 0.5), radius: 0, fill: .white, stroke: Self.border, lineWidth: 1,
                        dashed: false))
            default:
                // Push buttons: the rounded bezel sits inside the frame's margins.
                let bezelRect = RenderRect(
                    x: frame.x + 6, y: frame.y + max(0, (frame.height - 21) / 2), width: max(0, frame.width - 12),
                    height: min(frame.height, 21))
                fill = isDefault ? Self.accent : Self.bezelFill
                if isDefault { color = .white }
                ops.append(
                    .rect(
                        bezelRect, radius: 5, fill: fill, stroke: isDefault ? Self.accent : Self.border, lineWidth: 1,
                        dashed: false))
                textRect = bezelRect
            }
        }
        let imageName = cell.string("image")
        let position = cell.string("imagePosition")
        if let imageName, !imageName.isEmpty {
            let side = min(textRect.height - 4, title.isEmpty || position == "only" ? textRect.width - 4 : 18)
            if side > 0 {
                let imageRect: RenderRect
                if title.isEmpty || position == "only" || position == "overlaps" {
                    imageRect = RenderRect(
                        x: textRect.midX - side / 2, y: textRect.midY - side / 2, width: side, height: side)
                } else {
                    imageRect = RenderRect(x: textRect.x + 4, y: textRect.midY - side / 2, width: side, height: side)
                    textRect = RenderRect(
                        x: imageRect.maxX + 2, y: textRect.y, width: max(0, textRect.maxX - imageRect.maxX - 2),
                        height: textRect.height)
                }
                paintImage(named: imageName, frame: imageRect, into: &ops)
            }
            if position == "only" { return }
        }
        ops.append(
            .text(
                title, textRect,
                TextStyle(font: textFont, color: color, alignment: Self.alignment(cell.string("alignment") ?? "center"))
            ))
    }

    private func paintUIButton(_ props: NibProperties, frame: RenderRect, into ops: inout [DrawOperation]) {
        let normal = props.state("normal") ?? NibProperties()
        let title = normal.string("title") ?? props.string("title") ?? configurationTitle(props) ?? ""
        let type = props.string("buttonType") ?? "custom"
        var color =
            colors.resolve(normal["titleColor"]) ?? (type == "system" || type == "roundedRect" ? Self.accent : .white)
        if type == "custom", colors.resolve(normal["titleColor"]) == nil { color = .black }
        if let image = normal.string("backgroundImage") { paintImage(named: image, frame: frame, into: &ops) }
        var textRect = frame
        if let image = normal.string("image") {
            let side = min(frame.height, title.isEmpty ? frame.width : frame.height)
            let imageRect =
                title.isEmpty
                ? RenderRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
                : RenderRect(x: frame.x, y: frame.midY - side / 2, width: side, height: side)
            paintImage(named: image, frame: imageRect, into: &ops)
            if !title.isEmpty {
                textRect = RenderRect(
                    x: imageRect.maxX, y: frame.y, width: max(0, frame.maxX - imageRect.maxX), height: frame.height)
            }
        }
        let horizontal = props.string("contentHorizontalAlignment")
        let alignment: TextStyle.Alignment =
            horizontal == "left" || horizontal == "leading"
            ? .left : horizontal == "right" || horizontal == "trailing" ? .right : .center
        ops.append(.text(title, textRect, TextStyle(font: font(props), color: color, alignment: alignment)))
    }

    /// The title of a button that uses a button configuration (`<buttonConfiguration title=…>`).
    private func configurationTitle(_ props: NibProperties) -> String? {
        if case .element(let element)? = props["buttonConfiguration"] { return element["title"] }
        return nil
    }

    private func paintPopUp(_ cell: NibProperties, frame: RenderRect, into ops: inout [DrawOperation]) {
        let bezelRect = RenderRect(
            x: frame.x + 3, y: frame.y + max(0, (frame.height - 21) / 2), width: max(0, frame.width - 6),
            height: min(frame.height, 21))
        ops.append(.rect(bezelRect, radius: 5, fill: .white, stroke: Self.border, lineWidth: 1, dashed: false))
        var title = cell.string("title") ?? ""
        if title.isEmpty, let selected = cell.string("selectedItem") ?? cell.object("selectedItem"),
            let item = model.object(selected)
        {
            title = item.properties.string("title") ?? ""
        }
        let arrowBox = RenderRect(
            x: bezelRect.maxX - 18, y: bezelRect.y + 3, width: 15, height: max(0, bezelRect.height - 6))
        ops.append(.rect(arrowBox, radius: 3, fill: Self.accent, stroke: nil, lineWidth: 0, dashed: false))
        let cx = arrowBox.midX
        let cy = arrowBox.midY
        ops.append(
            .path(
                [RenderPoint(cx - 3, cy - 1.5), RenderPoint(cx, cy - 4.5), RenderPoint(cx + 3, cy - 1.5)],
                closed: false, fill: nil, stroke: .white, lineWidth: 1.2))
        ops.append(
            .path(
                [RenderPoint(cx - 3, cy + 1.5), RenderPoint(cx, cy + 4.5), RenderPoint(cx + 3, cy + 1.5)],
                closed: false, fill: nil, stroke: .white, lineWidth: 1.2))
        if let image = cell.string("image"), title.isEmpty {
            paintImage(
                named: image, frame: RenderRect(x: bezelRect.x + 4, y: bezelRect.y + 2, width: 16, height: 16),
                into: &ops)
        }
        ops.append(
            .text(
                title,
                RenderRect(
                    x: bezelRect.x + 8, y: bezelRect.y, width: max(0, arrowBox.x - bezelRect.x - 10),
                    height: bezelRect.height),
                TextStyle(font: font(cell), color: RenderColor(white: 0, alpha: 0.85))))
    }

    private func chevronDown(_ frame: RenderRect) -> [RenderPoint] {
        [
            RenderPoint(frame.midX - 4, frame.midY - 2), RenderPoint(frame.midX, frame.midY + 2),
            RenderPoint(frame.midX + 4, frame.midY - 2),
        ]
    }

    // MARK: Text

    private func paintAppKitTextField(
        _ cell: NibProperties, name: String, frame: RenderRect, into ops: inout [DrawOperation]
    ) {
        let bezeled =
            cell.string("borderStyle") == "bezel" || cell.bool("bezeled") == true || name == "SearchField"
            || name == "ComboBox"
        let bordered = cell.string("borderStyle") == "border" || cell.bool("bordered") == true
        let drawsBackground = cell.bool("drawsBackground") == true || bezeled
        var textRect = frame.insetBy(2, 0)
        if drawsBackground {
            ops.append(
                .rect(
                    frame, radius: name == "SearchField" ? frame.height / 2 : 0,
                    fill: colors.resolve(cell["backgroundColor"]).flatMap { $0.alpha > 0 ? $0 : nil } ?? .white,
                    stroke: bezeled || bordered ? Self.border : nil, lineWidth: 1, dashed: false))
            textRect = frame.insetBy(4, 0)
        } else if bordered {
            ops.append(.rect(frame, radius: 0, fill: nil, stroke: Self.border, lineWidth: 1, dashed: false))
        }
        if name == "SearchField" {
            ops.append(
                .ellipse(
                    RenderRect(x: frame.x + 7, y: frame.midY - 5, width: 8, height: 8), fill: nil,
                    stroke: Self.secondaryText, lineWidth: 1.2))
            ops.append(
                .path(
                    [RenderPoint(frame.x + 14, frame.midY + 2), RenderPoint(frame.x + 17, frame.midY + 5)],
                    closed: false, fill: nil, stroke: Self.secondaryText, lineWidth: 1.2))
            textRect = RenderRect(x: frame.x + 22, y: frame.y, width: max(0, frame.width - 26), height: frame.height)
        }
        if name == "ComboBox" {
            let box = RenderRect(x: frame.maxX - 18, y: frame.y + 1, width: 17, height: max(0, frame.height - 2))
            ops.append(.rect(box, radius: 3, fill: Self.accent, stroke: nil, lineWidth: 0, dashed: false))
            ops.append(.path(chevronDown(box), closed: false, fill: nil, stroke: .white, lineWidth: 1.2))
            textRect.width = max(0, textRect.width - 20)
        }
        var text = cell.string("title") ?? cell.string("stringValue") ?? ""
        var color = colors.resolve(cell["textColor"]) ?? RenderColor(white: 0, alpha: 0.85)
        if name == "SecureTextField", !text.isEmpty { text = String(repeating: "•", count: min(text.count, 40)) }
        if text.isEmpty, let placeholder = cell.string("placeholderString") {
            text = placeholder
            color = RenderColor(white: 0, alpha: 0.25)
        }
        let textFont = font(cell)
        let wrapping = Self.textFieldWrapping(cell)
        let multiLine: Bool = if case .wordWrap = wrapping { frame.height > textFont.size * 1.9 } else { false }
        ops.append(
            .text(
                text, multiLine ? textRect.insetBy(0, 1) : textRect,
                TextStyle(
                    font: textFont, color: color, alignment: Self.alignment(cell.string("alignment")),
                    wrapping: wrapping, verticallyCentered: !multiLine,
                    truncatesLastLine: cell.bool("truncatesLastVisibleLine") == true)))
    }

    /// How an AppKit text field lays out its text: a cell without a line break mode wraps (the
    /// cell's default, Interface Builder's wrapping label); single-line mode keeps one line.
    static func textFieldWrapping(_ cell: NibProperties) -> TextStyle.Wrapping {
        let lines = cell.integer("maximumNumberOfLines")
        let singleLine = cell.bool("usesSingleLineMode") == true
        guard cell.string("lineBreakMode") != nil else {
            return singleLine ? .clip : .wordWrap(maximumLines: lines ?? 0)
        }
        return wrapping(cell, lines: singleLine ? 1 : lines)
    }

    private func paintUITextField(_ props: NibProperties, frame: RenderRect, into ops: inout [DrawOperation]) {
        let style = props.string("borderStyle")
        // The border goes over the field's own background (drawn by `paint`), never a white fill over it.
        let fill: RenderColor? = colors.resolve(props["backgroundColor"]) == nil ? .white : nil
        if style == "roundedRect" {
            ops.append(
                .rect(
                    frame.insetBy(0.5, 0.5), radius: 5, fill: fill, stroke: RenderColor(white: 0.8), lineWidth: 1,
                    dashed: false))
        } else if style == "line" || style == "bezel" {
            ops.append(
                .rect(frame, radius: 0, fill: fill, stroke: RenderColor(white: 0.3), lineWidth: 1, dashed: false))
        }
        var text = props.string("text") ?? ""
        var color = colors.resolve(props["textColor"]) ?? .black
        if props.bool("secureTextEntry") == true, !text.isEmpty {
            text = String(repeating: "•", count: min(text.count, 40))
        }
        if text.isEmpty, let placeholder = props.string("placeholder") {
            text = placeholder
            color = RenderColor(60, 60, 67, 0.3)
        }
        ops.append(
            .text(
                text, frame.insetBy(7, 0),
                TextStyle(font: font(props), color: color, alignment: Self.alignment(props.string("textAlignment")))))
    }

    private func paintLabel(_ props: NibProperties, frame: RenderRect, into ops: inout [DrawOperation]) {
        let text = props.string("text") ?? ""
        let lines = props.integer("numberOfLines") ?? 1
        let textFont = font(props)
        let wrapping = Self.wrapping(props, lines: lines)
        let color = colors.resolve(props["textColor"]) ?? .black
        let mode = props.string("lineBreakMode")
        let truncates = mode == nil || mode?.contains("runcat") == true
        ops.append(
            .text(
                text, frame,
                TextStyle(
                    font: textFont, color: color, alignment: Self.alignment(props.string("textAlignment")),
                    wrapping: lines == 1
                        ? (wrapping == .truncateMiddle ? .truncateMiddle : truncates ? .truncateTail : .clip)
                        : .wordWrap(maximumLines: lines),
                    verticallyCentered: true, truncatesLastLine: truncates,
                    minimumScaleFactor: Self.minimumScaleFactor(props, size: textFont.size))))
    }

    /// How far a UIKit label shrinks its font to fit: unless `adjustsFontSizeToFit` is off, its
    /// `minimumScaleFactor`, else its `minimumFontSize` over its size; 1 (no shrinking) when it
    /// names neither.
    static func minimumScaleFactor(_ props: NibProperties, size: Double) -> Double {
        guard props.bool("adjustsFontSizeToFit") != false else { return 1 }
        if let factor = props.number("minimumScaleFactor"), factor > 0 { return min(1, factor) }
        if let minimum = props.number("minimumFontSize"), minimum > 0, size > 0 { return min(1, minimum / size) }
        return 1
    }

    private func paintTextView(_ props: NibProperties, frame: RenderRect, into ops: inout [DrawOperation]) {
        if colors.resolve(props["backgroundColor"]) == nil || isAppKit {
            ops.append(
                .rect(
                    frame, radius: 0, fill: colors.resolve(props["backgroundColor"]) ?? .white, stroke: nil,
                    lineWidth: 0, dashed: false))
        }
        let text = props.string("text") ?? props.string("string") ?? ""
        ops.append(
            .text(
                text, frame.insetBy(5, 4),
                TextStyle(
                    font: font(props), color: colors.resolve(props["textColor"]) ?? .black,
                    alignment: Self.alignment(props.string("textAlignment")),
                    wrapping: .wordWrap(maximumLines: 0), verticallyCentered: false, truncatesLastLine: false)))
    }

    // MARK: Images

    /// A named image from the target's resources, a system image as its neutral glyph
    /// (``SystemImage``), or a labelled box when it cannot be found or drawn (not a PNG, or larger
    /// than ``CairoBackend/maximumImageSide``; drawn in light lines `onDark` backgrounds: a watch
    /// screen, the Touch Bar).
    func paintImage(named name: String?, frame: RenderRect, onDark: Bool = false, into ops: inout [DrawOperation]) {
        guard let name, !name.isEmpty, frame.width > 0, frame.height > 0 else { return }
        if let path = images.path(for: name), path.lowercased().hasSuffix(".png"),
            CairoBackend.drawableSize(path) != nil
        {
            ops.append(.image(path: path, frame))
            return
        }
        if let glyph = SystemImage.forName(name, systemSymbols: model.systemSymbols) {
            ops.append(contentsOf: glyph.operations(in: frame))
            return
        }
        let ink = onDark ? 1.0 : 0.0
        ops.append(
            .rect(
                frame, radius: 2, fill: RenderColor(white: 0.5, alpha: 0.08),
                stroke: RenderColor(white: ink, alpha: onDark ? 0.45 : 0.3), lineWidth: 1, dashed: true))
        if frame.width > 6, frame.height > 6 {
            let cross = RenderColor(white: ink, alpha: onDark ? 0.25 : 0.12)
            ops.append(
                .path(
                    [RenderPoint(frame.x, frame.y), RenderPoint(frame.maxX, frame.maxY)], closed: false, fill: nil,
                    stroke: cross, lineWidth: 1))
            ops.append(
                .path(
                    [RenderPoint(frame.maxX, frame.y), RenderPoint(frame.x, frame.maxY)], closed: false, fill: nil,
                    stroke: cross, lineWidth: 1))
        }
        ops.append(
            .text(
                name, frame.insetBy(2, 0),
                TextStyle(
                    font: .system(min(10, max(6, frame.height * 0.4))),
                    color: onDark ? RenderColor(white: 1, alpha: 0.7) : Self.secondaryText, alignment: .center,
                    wrapping: .truncateMiddle)))
    }

    // MARK: Value controls

    private func paintSwitch(on: Bool, frame: RenderRect, into ops: inout [DrawOperation]) {
        let track = RenderRect(x: frame.x, y: frame.midY - 15.5, width: 51, height: 31)
        ops.append(
            .rect(
                track, radius: 15.5, fill: on ? RenderColor(52, 199, 89) : RenderColor(233, 233, 234), stroke: nil,
                lineWidth: 0, dashed: false))
        let knob = RenderRect(x: on ? track.maxX - 29 : track.x + 2, y: track.y + 2, width: 27, height: 27)
        ops.append(.ellipse(knob, fill: .white, stroke: RenderColor(white: 0, alpha: 0.1), lineWidth: 0.5))
    }

    private func paintSlider(_ props: NibProperties, frame: RenderRect, into ops: inout [DrawOperation]) {
        let minimum = props.number("minValue") ?? 0
        let maximum = props.number("maxValue") ?? 1
        let value = props.number("doubleValue") ?? props.number("value") ?? minimum
        let fraction = maximum > minimum ? min(1, max(0, (value - minimum) / (maximum - minimum))) : 0
        let vertical = frame.height > frame.width
        let knob = isAppKit ? 16.0 : 28.0
        if vertical {
            let track = RenderRect(
                x: frame.midX - 2, y: frame.y + knob / 2, width: 4, height: max(0, frame.height - knob))
            ops.append(.rect(track, radius: 2, fill: RenderColor(white: 0.8), stroke: nil, lineWidth: 0, dashed: false))
            let y = track.maxY - fraction * track.height
            ops.append(
                .ellipse(
                    RenderRect(x: frame.midX - knob / 2, y: y - knob / 2, width: knob, height: knob), fill: .white,
                    stroke: Self.border, lineWidth: 1))
        } else {
            let track = RenderRect(
                x: frame.x + knob / 2, y: frame.midY - 2, width: max(0, frame.width - knob), height: 4)
            ops.append(.rect(track, radius: 2, fill: RenderColor(white: 0.8), stroke: nil, lineWidth: 0, dashed: false))
            let x = track.x + fraction * track.width
            ops.append(
                .rect(
                    RenderRect(x: track.x, y: track.y, width: x - track.x, height: 4), radius: 2, fill: Self.accent,
                    stroke: nil, lineWidth: 0, dashed: false))
            ops.append(
                .ellipse(
                    RenderRect(x: x - knob / 2, y: frame.midY - knob / 2, width: knob, height: knob), fill: .white,
                    stroke: Self.border, lineWidth: 1))
        }
    }

    private func paintStepper(frame: RenderRect, into ops: inout [DrawOperation]) {
        if isAppKit {
            let body = RenderRect(x: frame.midX - 6.5, y: frame.y + 1, width: 13, height: max(0, frame.height - 2))
            ops.append(.rect(body, radius: 4, fill: .white, stroke: Self.border, lineWidth: 1, dashed: false))
            let cx = body.midX
            let cy = body.midY
            ops.append(
                .path(
                    [RenderPoint(cx - 3, cy - 2), RenderPoint(cx, cy - 5), RenderPoint(cx + 3, cy - 2)], closed: true,
                    fill: RenderColor(white: 0.2), stroke: nil, lineWidth: 0))
            ops.append(
                .path(
                    [RenderPoint(cx - 3, cy + 2), RenderPoint(cx, cy + 5), RenderPoint(cx + 3, cy + 2)], closed: true,
                    fill: RenderColor(white: 0.2), stroke: nil, lineWidth: 0))
        } else {
            let body = RenderRect(x: frame.x, y: frame.y, width: min(frame.width, 94), height: min(frame.height, 32))
            ops.append(
                .rect(body, radius: 8, fill: RenderColor(118, 118, 128, 0.12), stroke: nil, lineWidth: 0, dashed: false)
            )
            ops.append(
                .path(
                    [RenderPoint(body.midX, body.y + 6), RenderPoint(body.midX, body.maxY - 6)], closed: false,
                    fill: nil, stroke: RenderColor(white: 0.7), lineWidth: 1))
            ops.append(
                .text(
                    "−", RenderRect(x: body.x, y: body.y, width: body.width / 2, height: body.height),
                    TextStyle(font: .system(20), color: .black, alignment: .center)))
            ops.append(
                .text(
                    "+", RenderRect(x: body.midX, y: body.y, width: body.width / 2, height: body.height),
                    TextStyle(font: .system(20), color: .black, alignment: .center)))
        }
    }

    private func paintSegments(_ props: NibProperties, frame: RenderRect, into ops: inout [DrawOperation]) {
        let segments = props.elements("segments")
        let body = isAppKit ? frame.insetBy(1, max(0, (frame.height - 21) / 2)) : frame
        ops.append(
            .rect(
                body, radius: isAppKit ? 5 : 8, fill: isAppKit ? .white : RenderColor(118, 118, 128, 0.12),
                stroke: isAppKit ? Self.border : nil, lineWidth: 1, dashed: false))
        guard !segments.isEmpty else { return }
        let selectedIndex = props.integer("selectedSegmentIndex")
        let explicitWidths = segments.map {
            $0["width"].flatMap(Double.init).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        }
        let fixed = explicitWidths.compactMap { $0 }.reduce(0, +)
        let flexibleCount = explicitWidths.filter { $0 == nil }.count
        let flexible = flexibleCount > 0 ? max(0, body.width - fixed) / Double(flexibleCount) : 0
        let scale = flexibleCount == 0 && fixed > 0 ? body.width / fixed : 1
        var x = body.x
        let textFont = isAppKit ? font(props) : RenderFont.system(13, weight: .medium)
        for (offset, segment) in segments.enumerated() {
            let width = (explicitWidths[offset] ?? flexible) * scale
            let rect = RenderRect(x: x, y: body.y, width: width, height: body.height)
            let selected = segment["selected"] == "YES" || selectedIndex == offset
            if selected {
                ops.append(
                    .rect(
                        rect.insetBy(isAppKit ? 0 : 2, isAppKit ? 0 : 2), radius: isAppKit ? 4 : 7,
                        fill: isAppKit ? Self.accent : .white, stroke: nil, lineWidth: 0, dashed: false))
            }
            if offset > 0 && !selected {
                ops.append(
                    .path(
                        [RenderPoint(x, body.y + 4), RenderPoint(x, body.maxY - 4)], closed: false, fill: nil,
                        stroke: RenderColor(white: 0, alpha: 0.15), lineWidth: 1))
            }
            let title = segment["label"] ?? segment["title"] ?? ""
            if title.isEmpty, let image = segment["image"] {
                paintImage(
                    named: image, frame: RenderRect(x: rect.midX - 8, y: rect.midY - 8, width: 16, height: 16),
                    into: &ops)
            } else {
                ops.append(
                    .text(
                        title, rect.insetBy(3, 0),
                        TextStyle(font: textFont, color: selected && isAppKit ? .white : .black, alignment: .center)))
            }
            x += width
        }
    }

    private func paintProgress(_ props: NibProperties, name: String, frame: RenderRect, into ops: inout [DrawOperation])
    {
        let spinning = name == "ActivityIndicatorView" || props.string("style") == "spinning"
        if spinning {
            let radius = min(frame.width, frame.height) / 2
            let cx = frame.midX
            let cy = frame.midY
            for spoke in 0..<12 {
                let angle = Double(spoke) * Double.pi / 6
                let (s, c) = (sin(angle), cos(angle))
                ops.append(
                    .path(
                        [
                            RenderPoint(cx + c * radius * 0.45, cy + s * radius * 0.45),
                            RenderPoint(cx + c * radius * 0.9, cy + s * radius * 0.9),
                        ],
                        closed: false, fill: nil, stroke: RenderColor(white: 0.3, alpha: 0.25 + 0.06 * Double(spoke)),
                        lineWidth: max(1, radius * 0.16)))
            }
            return
        }
        let minimum = props.number("minValue") ?? 0
        let maximum = props.number("maxValue") ?? (name == "ProgressView" ? 1 : 100)
        let value = props.number("doubleValue") ?? props.number("progress") ?? minimum
        let fraction = maximum > minimum ? min(1, max(0, (value - minimum) / (maximum - minimum))) : 0
        let track = RenderRect(x: frame.x, y: frame.midY - 2, width: frame.width, height: 4)
        ops.append(
            .rect(track, radius: 2, fill: RenderColor(white: 0, alpha: 0.1), stroke: nil, lineWidth: 0, dashed: false))
        let tint = colors.resolve(props["progressTintColor"]) ?? Self.accent
        ops.append(
            .rect(
                RenderRect(x: track.x, y: track.y, width: track.width * fraction, height: 4), radius: 2, fill: tint,
                stroke: nil, lineWidth: 0, dashed: false))
    }

    private func paintPageControl(_ props: NibProperties, frame: RenderRect, into ops: inout [DrawOperation]) {
        let count = min(max(props.integer("numberOfPages") ?? 3, 0), 50)
        let current = props.integer("currentPage") ?? 0
        let start = frame.midX - Double(count) * 8 + 4
        for page in 0..<count {
            ops.append(
                .ellipse(
                    RenderRect(x: start + Double(page) * 16 - 3.5, y: frame.midY - 3.5, width: 7, height: 7),
                    fill: page == current ? RenderColor(white: 0.2) : RenderColor(white: 0.75), stroke: nil,
                    lineWidth: 0))
        }
    }

    // MARK: Tables, scrollers, boxes, tabs

    private func columns(of table: Int) -> [(title: String, width: Double)] {
        // A legacy archive keeps the columns, their widths and their header cells under AppKit's keys.
        let modern = model.related(table, key: "tableColumns")
        return (modern.isEmpty ? model.related(table, key: "NSTableColumns") : modern).map { column in
            let object = model.document.objects[column]
            let header = model.child(of: column, key: "headerCell").map { model.document.objects[$0].properties }
            let legacyHeader: NibProperties? =
                if case .dictionary(let cell)? = object.properties["NSHeaderCell"] { cell } else { nil }
            return (
                header?.string("title") ?? legacyHeader?.string("NSContents") ?? object.properties.string("title")
                    ?? "",
                object.properties.number("width") ?? object.properties.number("NSWidth") ?? 100
            )
        }
    }

    private func paintTable(_ index: Int, frame: RenderRect, into ops: inout [DrawOperation]) {
        ops.append(.rect(frame, radius: 0, fill: .white, stroke: nil, lineWidth: 0, dashed: false))
        guard isAppKit else { return }
        let props = model.document.objects[index].properties
        let rowHeight = max(8, props.number("rowHeight") ?? props.number("NSRowHeight") ?? 17) + 2
        let stripes = props.bool("usesAlternatingRowBackgroundColors") == true
        var y = frame.y
        var row = 0
        while y < frame.maxY, row < 200 {
            if stripes, row % 2 == 1 {
                ops.append(
                    .rect(
                        RenderRect(x: frame.x, y: y, width: frame.width, height: min(rowHeight, frame.maxY - y)),
                        radius: 0, fill: RenderColor(244, 245, 245), stroke: nil, lineWidth: 0, dashed: false))
            }
            y += rowHeight
            row += 1
        }
        if props.string("gridStyleMask") != nil || props.flags("gridStyleMask")?.setFlags.isEmpty == false {
            var x = frame.x
            for column in columns(of: index) {
                x += column.width + 3
                ops.append(
                    .path(
                        [RenderPoint(x, frame.y), RenderPoint(x, frame.maxY)], closed: false, fill: nil,
                        stroke: RenderColor(230, 230, 230), lineWidth: 1))
            }
        }
    }

    private func paintTableHeader(_ index: Int, frame: RenderRect, into ops: inout [DrawOperation]) {
        ops.append(.rect(frame, radius: 0, fill: .white, stroke: nil, lineWidth: 0, dashed: false))
        ops.append(
            .path(
                [RenderPoint(frame.x, frame.maxY - 0.5), RenderPoint(frame.maxX, frame.maxY - 0.5)], closed: false,
                fill: nil, stroke: Self.border, lineWidth: 1))
        // The header belongs to the table in the same scroll view.
        guard let scroll = model.document.objects[index].parent.flatMap({ model.index[$0] }) else { return }
        var stack = model.children(of: scroll)
        var table: Int?
        var visited = 0
        while let next = stack.popLast(), visited < 64 {
            visited += 1
            let name = model.document.objects[next].className
            if name == "NSTableView" || name == "NSOutlineView" {
                table = next
                break
            }
            stack.append(contentsOf: model.children(of: next))
        }
        guard let table else { return }
        var x = frame.x
        for column in columns(of: table) {
            let cell = RenderRect(x: x, y: frame.y, width: column.width + 3, height: frame.height)
            ops.append(
                .text(
                    column.title, cell.insetBy(5, 0),
                    TextStyle(font: .system(11), color: RenderColor(white: 0, alpha: 0.85))))
            ops.append(
                .path(
                    [RenderPoint(cell.maxX - 0.5, frame.y + 4), RenderPoint(cell.maxX - 0.5, frame.maxY - 4)],
                    closed: false, fill: nil, stroke: RenderColor(white: 0, alpha: 0.12), lineWidth: 1))
            x = cell.maxX
        }
    }

    private func paintScroller(_ props: NibProperties, frame: RenderRect, into ops: inout [DrawOperation]) {
        ops.append(.rect(frame, radius: 0, fill: RenderColor(250, 250, 250), stroke: nil, lineWidth: 0, dashed: false))
        let horizontal = props.bool("horizontal") == true || frame.width > frame.height
        let proportion = min(1, max(0.1, props.number("knobProportion") ?? 0.4))
        let knob =
            horizontal
            ? RenderRect(x: frame.x + 2, y: frame.midY - 3.5, width: max(0, (frame.width - 4) * proportion), height: 7)
            : RenderRect(x: frame.midX - 3.5, y: frame.y + 2, width: 7, height: max(0, (frame.height - 4) * proportion))
        ops.append(
            .rect(knob, radius: 3.5, fill: RenderColor(white: 0, alpha: 0.3), stroke: nil, lineWidth: 0, dashed: false))
    }

    private func paintBox(_ props: NibProperties, frame: RenderRect, into ops: inout [DrawOperation]) {
        if props.string("boxType") == "separator" {
            let horizontal = frame.width >= frame.height
            let line =
                horizontal
                ? [RenderPoint(frame.x, frame.midY), RenderPoint(frame.maxX, frame.midY)]
                : [RenderPoint(frame.midX, frame.y), RenderPoint(frame.midX, frame.maxY)]
            ops.append(.path(line, closed: false, fill: nil, stroke: RenderColor(white: 0, alpha: 0.15), lineWidth: 1))
            return
        }
        let titled = props.string("titlePosition") != "noTitle" && !(props.string("title") ?? "").isEmpty
        let top = titled ? 16.0 : 0
        let body = RenderRect(
            x: frame.x + 0.5, y: frame.y + top + 0.5, width: max(0, frame.width - 1),
            height: max(0, frame.height - top - 1))
        let fill =
            colors.resolve(props["fillColor"]).flatMap { $0.alpha > 0 ? $0 : nil } ?? RenderColor(white: 0, alpha: 0.04)
        let stroke =
            colors.resolve(props["borderColor"]).flatMap { $0.alpha > 0 ? $0 : nil }
            ?? RenderColor(white: 0, alpha: 0.12)
        ops.append(
            .rect(
                body, radius: props.string("boxType") == "custom" ? (props.number("cornerRadius") ?? 0) : 5, fill: fill,
                stroke: stroke, lineWidth: 1, dashed: false))
        if titled {
            ops.append(
                .text(
                    props.string("title") ?? "",
                    RenderRect(x: frame.x + 4, y: frame.y, width: frame.width - 8, height: 15),
                    TextStyle(font: font(props, key: "titleFont"), color: RenderColor(white: 0, alpha: 0.85))))
        }
    }

    private func paintTabView(_ index: Int, frame: RenderRect, into ops: inout [DrawOperation]) {
        let items = model.related(index, key: "tabViewItems")
        let body = RenderRect(
            x: frame.x + 0.5, y: frame.y + 12.5, width: max(0, frame.width - 1), height: max(0, frame.height - 13))
        ops.append(
            .rect(
                body, radius: 5, fill: RenderColor(white: 0, alpha: 0.04), stroke: RenderColor(white: 0, alpha: 0.15),
                lineWidth: 1, dashed: false))
        guard !items.isEmpty else { return }
        let labels = items.map { model.document.objects[$0].properties.string("label") ?? "" }
        let widths = labels.map { MenuMetrics.estimatedWidth($0, size: 13) + 20 }
        var x = frame.midX - widths.reduce(0, +) / 2
        let strip = RenderRect(x: x, y: frame.y + 2, width: widths.reduce(0, +), height: 21)
        ops.append(.rect(strip, radius: 5, fill: .white, stroke: Self.border, lineWidth: 1, dashed: false))
        for (offset, label) in labels.enumerated() {
            let rect = RenderRect(x: x, y: strip.y, width: widths[offset], height: strip.height)
            if offset == 0 {
                ops.append(.rect(rect, radius: 5, fill: Self.accent, stroke: nil, lineWidth: 0, dashed: false))
            }
            ops.append(
                .text(
                    label, rect, TextStyle(font: .system(13), color: offset == 0 ? .white : .black, alignment: .center))
            )
            x += widths[offset]
        }
    }

    // MARK: Bars and toolbars

    private func paintBar(_ index: Int, name: String, frame: RenderRect, into ops: inout [DrawOperation]) {
        let props = model.document.objects[index].properties
        let fill = colors.resolve(props["barTintColor"]) ?? RenderColor(248, 248, 248, 0.94)
        ops.append(.rect(frame, radius: 0, fill: fill, stroke: nil, lineWidth: 0, dashed: false))
        let edgeY = name == "TabBar" || name == "Toolbar" ? frame.y + 0.25 : frame.maxY - 0.25
        ops.append(
            .path(
                [RenderPoint(frame.x, edgeY), RenderPoint(frame.maxX, edgeY)], closed: false, fill: nil,
                stroke: RenderColor(white: 0, alpha: 0.3), lineWidth: 0.5))
        switch name {
        case "NavigationBar":
            let item = model.related(index, key: "items").first
            let title = item.flatMap { model.document.objects[$0].properties.string("title") } ?? ""
            ops.append(
                .text(title, frame, TextStyle(font: .system(17, weight: .semibold), color: .black, alignment: .center)))
            if let item {
                for (key, left) in [("leftBarButtonItem", true), ("rightBarButtonItem", false)] {
                    guard let button = model.child(of: item, key: key) else { continue }
                    let text = barItemTitle(button)
                    let rect = RenderRect(
                        x: left ? frame.x + 8 : frame.maxX - 108, y: frame.y, width: 100, height: frame.height)
                    ops.append(
                        .text(
                            text, rect,
                            TextStyle(font: .system(17), color: Self.accent, alignment: left ? .left : .right)))
                }
            }
        case "SearchBar":
            let field = frame.insetBy(8, max(0, (frame.height - 36) / 2))
            ops.append(
                .rect(
                    field, radius: 10, fill: RenderColor(118, 118, 128, 0.12), stroke: nil, lineWidth: 0, dashed: false)
            )
            ops.append(
                .text(
                    props.string("placeholder") ?? props.string("text") ?? "Search", field.insetBy(28, 0),
                    TextStyle(font: .system(17), color: RenderColor(60, 60, 67, 0.6))))
        default:
            let items = model.related(index, key: "items")
            guard !items.isEmpty else { return }
            let width = frame.width / Double(items.count)
            for (offset, item) in items.enumerated() {
                let rect = RenderRect(
                    x: frame.x + Double(offset) * width, y: frame.y, width: width, height: min(frame.height, 49))
                let object = model.document.objects[item]
                let image = object.properties.string("image")
                if name == "TabBar" {
                    if let image {
                        paintImage(
                            named: image, frame: RenderRect(x: rect.midX - 12, y: rect.y + 5, width: 24, height: 24),
                            into: &ops)
                    }
                    ops.append(
                        .text(
                            barItemTitle(item), RenderRect(x: rect.x, y: rect.y + 30, width: rect.width, height: 14),
                            TextStyle(
                                font: .system(10, weight: .medium),
                                color: offset == 0 ? Self.accent : RenderColor(white: 0.55), alignment: .center)))
                } else {
                    ops.append(
                        .text(
                            barItemTitle(item), rect,
                            TextStyle(font: .system(17), color: Self.accent, alignment: .center)))
                }
            }
        }
    }

    /// A bar button or tab bar item's title, or its system item's name.
    private func barItemTitle(_ index: Int) -> String {
        let props = model.document.objects[index].properties
        if let title = props.string("title"), !title.isEmpty { return title }
        if let system = props.string("systemItem") {
            switch system {
            case "flexibleSpace", "fixedSpace": return ""
            default: return system.prefix(1).uppercased() + system.dropFirst()
            }
        }
        return props.string("image") ?? ""
    }

    /// The window toolbar's default items, as icons with labels in the title bar area.
    func paintToolbar(_ toolbar: Int, in frame: RenderRect, into ops: inout [DrawOperation]) {
        var items = model.related(toolbar, key: "defaultToolbarItems")
        if items.isEmpty { items = model.related(toolbar, key: "allowedToolbarItems") }
        var x = frame.x
        for item in items.prefix(40) {
            let props = model.document.objects[item].properties
            let label = props.string("label") ?? props.string("paletteLabel") ?? ""
            let identifier = props.string("implicitItemIdentifier") ?? props.string("itemIdentifier") ?? ""
            if identifier.contains("FlexibleSpace") || identifier.contains("Space") && label.isEmpty {
                x += 24
                continue
            }
            let width = max(36, MenuMetrics.estimatedWidth(label, size: 10) + 8)
            guard x + width <= frame.maxX else { break }
            if let image = props.string("image") {
                paintImage(
                    named: image, frame: RenderRect(x: x + width / 2 - 9, y: frame.y + 1, width: 18, height: 16),
                    into: &ops)
            } else {
                ops.append(
                    .rect(
                        RenderRect(x: x + width / 2 - 12, y: frame.y + 1, width: 24, height: 16), radius: 4,
                        fill: .white, stroke: Self.border, lineWidth: 1, dashed: false))
            }
            ops.append(
                .text(
                    label, RenderRect(x: x, y: frame.y + 17, width: width, height: 12),
                    TextStyle(font: .system(10), color: RenderColor(white: 0, alpha: 0.7), alignment: .center)))
            x += width + 6
        }
    }

    // MARK: Menus

    /// The diff view's mark on one menu item (or on the item's submenu, drawn as the item).
    private func markMenuItem(
        _ item: MenuGeometry.Item, rect: RenderRect, marks: [String: ChangeMark], into ops: inout [DrawOperation]
    ) {
        guard let index = item.objectIndex else { return }
        var mark = marks[model.document.objects[index].id]
        if mark == nil, let submenu = model.child(of: index, key: "submenu") {
            mark = marks[model.document.objects[submenu].id]
        }
        guard let mark else { return }
        ops.append(
            .rect(
                rect.insetBy(1, 0.5), radius: 3, fill: mark.color.withAlpha(0.12), stroke: mark.color, lineWidth: 1.5,
                dashed: false))
    }

    func paintMenu(
        _ menu: Int, origin: RenderPoint, marks: [String: ChangeMark] = [:], into ops: inout [DrawOperation]
    ) {
        let geometry = MenuMetrics.geometry(menu: menu, model: model)
        let size = MenuMetrics.fontSize
        if !geometry.bar.isEmpty {
            ops.append(
                .rect(
                    RenderRect(x: origin.x, y: origin.y, width: geometry.size.width, height: MenuMetrics.barHeight),
                    radius: 0,
                    fill: RenderColor(246, 246, 246), stroke: RenderColor(white: 0, alpha: 0.12), lineWidth: 0.5,
                    dashed: false))
            for (offset, item) in geometry.bar.enumerated() {
                let rect = item.frame.offsetBy(origin.x, origin.y)
                if let index = item.objectIndex {
                    ops.append(
                        .beginObject(
                            id: model.document.objects[index].id,
                            className: model.document.objects[index].effectiveClassName))
                }
                ops.append(
                    .text(
                        item.title, rect,
                        TextStyle(
                            font: .system(size, weight: offset == 0 ? .bold : .regular), color: .black,
                            alignment: .center)))
                markMenuItem(item, rect: rect, marks: marks, into: &ops)
                if item.objectIndex != nil { ops.append(.endObject) }
            }
        }
        for panel in geometry.panels {
            let frame = panel.frame.offsetBy(origin.x, origin.y)
            ops.append(
                .rect(
                    frame, radius: 5, fill: RenderColor(250, 250, 250), stroke: RenderColor(white: 0, alpha: 0.2),
                    lineWidth: 1, dashed: false))
            for item in panel.items {
                let rect = item.frame.offsetBy(origin.x, origin.y)
                if let index = item.objectIndex {
                    ops.append(
                        .beginObject(
                            id: model.document.objects[index].id,
                            className: model.document.objects[index].effectiveClassName))
                }
                if item.isSeparator {
                    ops.append(
                        .path(
                            [RenderPoint(rect.x + 10, rect.midY), RenderPoint(rect.maxX - 10, rect.midY)],
                            closed: false, fill: nil, stroke: RenderColor(white: 0, alpha: 0.12), lineWidth: 1))
                } else {
                    let color = item.isEnabled ? RenderColor(white: 0, alpha: 0.85) : RenderColor(white: 0, alpha: 0.3)
                    if item.isChecked {
                        ops.append(
                            .text(
                                "✓", RenderRect(x: rect.x + 6, y: rect.y, width: 14, height: rect.height),
                                TextStyle(font: .system(size), color: color)))
                    }
                    ops.append(
                        .text(
                            item.title,
                            RenderRect(
                                x: rect.x + 22, y: rect.y,
                                width: max(0, rect.width - 30 - MenuMetrics.estimatedWidth(item.shortcut, size: size)),
                                height: rect.height),
                            TextStyle(font: .system(size), color: color)))
                    if item.hasSubmenu {
                        ops.append(
                            .path(
                                [
                                    RenderPoint(rect.maxX - 14, rect.midY - 4), RenderPoint(rect.maxX - 10, rect.midY),
                                    RenderPoint(rect.maxX - 14, rect.midY + 4),
                                ],
                                closed: false, fill: nil, stroke: color, lineWidth: 1.5))
                    } else if !item.shortcut.isEmpty {
                        ops.append(
                            .text(
                                item.shortcut,
                                RenderRect(x: rect.x, y: rect.y, width: rect.width - 10, height: rect.height),
                                TextStyle(
                                    font: .system(size), color: RenderColor(white: 0, alpha: 0.45), alignment: .right)))
                    }
                }
                markMenuItem(item, rect: rect, marks: marks, into: &ops)
                if item.objectIndex != nil { ops.append(.endObject) }
            }
        }
    }
}
