/// The images the system provides by name (AppKit's `NS…` images, SF Symbols named through
/// `catalog="system"`), drawn as neutral glyphs instead of a missing-image box. One table: the
/// names Interface Builder documents use, each mapped to a glyph.
enum SystemImage: Hashable {
    case checkBox
    case radio
    case gear
    case plus
    case minus
    case triangleLeft
    case triangleRight
    case chevronLeft
    case chevronRight
    case eye
    case statusDot(RenderColor)
    case applicationIcon
    case person
    case folder
    case info
    case caution
    case refresh
    case stop
    case share
    case lock
    case trash
    case listRows
    case iconGrid
    /// Any other system name: a rounded square with a dot, the size of the image.
    case symbol

    static let ink = RenderColor(white: 0.33)

    /// Every `NS…` image name with a glyph of its own.
    static let named: [String: SystemImage] = [
        "NSSwitch": .checkBox, "NSRadioButton": .radio,
        "NSAdvanced": .gear, "NSActionTemplate": .gear, "NSPreferencesGeneral": .gear, "NSSmartBadgeTemplate": .gear,
        "NSAddTemplate": .plus, "NSRemoveTemplate": .minus,
        "NSLeftFacingTriangleTemplate": .triangleLeft, "NSRightFacingTriangleTemplate": .triangleRight,
        "NSGoLeftTemplate": .chevronLeft, "NSGoBackTemplate": .chevronLeft,
        "NSGoRightTemplate": .chevronRight, "NSGoForwardTemplate": .chevronRight,
        "NSQuickLookTemplate": .eye, "NSRevealFreestandingTemplate": .eye,
        "NSStatusAvailable": .statusDot(RenderColor(52, 199, 89)),
        "NSStatusPartiallyAvailable": .statusDot(RenderColor(255, 204, 0)),
        "NSStatusUnavailable": .statusDot(RenderColor(255, 59, 48)),
        "NSStatusNone": .statusDot(RenderColor(white: 0.75)),
        "NSApplicationIcon": .applicationIcon,
        "NSUser": .person, "NSUserAccounts": .person, "NSUserGroup": .person, "NSEveryone": .person,
        "NSUserGuest": .person,
        "NSFolder": .folder, "NSFolderBurnable": .folder, "NSFolderSmart": .folder, "NSHomeTemplate": .folder,
        "NSInfo": .info, "NSCaution": .caution,
        "NSRefreshTemplate": .refresh, "NSRefreshFreestandingTemplate": .refresh,
        "NSStopProgressTemplate": .stop, "NSStopProgressFreestandingTemplate": .stop,
        "NSShareTemplate": .share,
        "NSLockLockedTemplate": .lock, "NSLockUnlockedTemplate": .lock,
        "NSTrashEmpty": .trash, "NSTrashFull": .trash,
        "NSListViewTemplate": .listRows, "NSIconViewTemplate": .iconGrid, "NSFlowViewTemplate": .iconGrid,
        "NSColumnViewTemplate": .listRows,
    ]

    /// The glyph for an image name the document's resources do not hold: a named `NS…` image,
    /// any other `NS…` name, or a name the document marks as a system symbol.
    static func forName(_ name: String, systemSymbols: Set<String>) -> SystemImage? {
        if let glyph = named[name] { return glyph }
        if name.hasPrefix("NS"), name.count > 2, name.dropFirst(2).first?.isUppercase == true { return .symbol }
        if systemSymbols.contains(name) { return .symbol }
        return nil
    }

    /// The operations drawing the glyph centred in `frame`, in a square as large as the frame allows.
    func operations(in frame: RenderRect) -> [DrawOperation] {
        let side = min(frame.width, frame.height)
        guard side > 2 else { return [] }
        let box = RenderRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        let ink = Self.ink
        let line = max(1, side / 12)
        func point(_ fx: Double, _ fy: Double) -> RenderPoint {
            RenderPoint(box.x + fx * side, box.y + fy * side)
        }
        func stroke(_ points: [RenderPoint], closed: Bool = false) -> DrawOperation {
            .path(points, closed: closed, fill: nil, stroke: ink, lineWidth: line)
        }
        func fill(_ points: [RenderPoint]) -> DrawOperation {
            .path(points, closed: true, fill: ink, stroke: nil, lineWidth: 0)
        }
        let inner = box.insetBy(side * 0.15, side * 0.15)
        switch self {
        case .checkBox:
            return [.rect(inner, radius: side * 0.15, fill: .white, stroke: ink, lineWidth: 1, dashed: false)]
        case .radio:
            return [.ellipse(inner, fill: .white, stroke: ink, lineWidth: 1)]
        case .gear:
            var ops: [DrawOperation] = [
                .ellipse(box.insetBy(side * 0.2, side * 0.2), fill: nil, stroke: ink, lineWidth: line * 1.5)
            ]
            for (fx, fy) in [(0.5, 0.08), (0.5, 0.92), (0.08, 0.5), (0.92, 0.5)] {
                ops.append(
                    .rect(
                        RenderRect(
                            x: box.x + fx * side - line, y: box.y + fy * side - line, width: 2 * line, height: 2 * line),
                        radius: 0, fill: ink, stroke: nil, lineWidth: 0, dashed: false))
            }
            ops.append(.ellipse(box.insetBy(side * 0.4, side * 0.4), fill: ink, stroke: nil, lineWidth: 0))
            return ops
        case .plus:
            return [stroke([point(0.2, 0.5), point(0.8, 0.5)]), stroke([point(0.5, 0.2), point(0.5, 0.8)])]
        case .minus:
            return [stroke([point(0.2, 0.5), point(0.8, 0.5)])]
        case .triangleLeft:
            return [fill([point(0.7, 0.2), point(0.3, 0.5), point(0.7, 0.8)])]
        case .triangleRight:
            return [fill([point(0.3, 0.2), point(0.7, 0.5), point(0.3, 0.8)])]
        case .chevronLeft:
            return [stroke([point(0.62, 0.2), point(0.35, 0.5), point(0.62, 0.8)])]
        case .chevronRight:
            return [stroke([point(0.38, 0.2), point(0.65, 0.5), point(0.38, 0.8)])]
        case .eye:
            return [
                .ellipse(box.insetBy(side * 0.1, side * 0.28), fill: nil, stroke: ink, lineWidth: line),
                .ellipse(box.insetBy(side * 0.38, side * 0.38), fill: ink, stroke: nil, lineWidth: 0),
            ]
        case .statusDot(let color):
            return [
                .ellipse(box.insetBy(side * 0.2, side * 0.2), fill: color, stroke: color.withAlpha(0.6), lineWidth: 0.5)
            ]
        case .applicationIcon:
            return [
                .rect(
                    box.insetBy(side * 0.08, side * 0.08), radius: side * 0.2, fill: RenderColor(white: 0.92),
                    stroke: ink, lineWidth: 1, dashed: false),
                .ellipse(box.insetBy(side * 0.3, side * 0.3), fill: nil, stroke: ink, lineWidth: line),
            ]
        case .person:
            return [
                .ellipse(
                    RenderRect(x: box.x + side * 0.35, y: box.y + side * 0.12, width: side * 0.3, height: side * 0.3),
                    fill: ink, stroke: nil, lineWidth: 0),
                fill([point(0.18, 0.88), point(0.25, 0.55), point(0.75, 0.55), point(0.82, 0.88)]),
            ]
        case .folder:
            return [
                fill([
                    point(0.1, 0.25), point(0.4, 0.25), point(0.47, 0.33), point(0.9, 0.33), point(0.9, 0.8),
                    point(0.1, 0.8),
                ])
            ]
        case .info, .caution:
            let mark = self == .info ? "i" : "!"
            return [
                self == .info
                    ? .ellipse(inner, fill: nil, stroke: ink, lineWidth: line)
                    : .path(
                        [point(0.5, 0.12), point(0.9, 0.85), point(0.1, 0.85)], closed: true, fill: nil, stroke: ink,
                        lineWidth: line),
                .text(
                    mark, inner, TextStyle(font: .system(side * 0.45, weight: .bold), color: ink, alignment: .center)),
            ]
        case .refresh:
            return [
                stroke([
                    point(0.75, 0.3), point(0.5, 0.2), point(0.25, 0.35), point(0.22, 0.6), point(0.4, 0.78),
                    point(0.65, 0.78), point(0.78, 0.6),
                ]), fill([point(0.65, 0.15), point(0.82, 0.32), point(0.6, 0.38)]),
            ]
        case .stop:
            return [stroke([point(0.25, 0.25), point(0.75, 0.75)]), stroke([point(0.75, 0.25), point(0.25, 0.75)])]
        case .share:
            return [
                stroke([
                    point(0.35, 0.4), point(0.2, 0.4), point(0.2, 0.88), point(0.8, 0.88), point(0.8, 0.4),
                    point(0.65, 0.4),
                ]), stroke([point(0.5, 0.1), point(0.5, 0.62)]),
                stroke([point(0.35, 0.25), point(0.5, 0.1), point(0.65, 0.25)]),
            ]
        case .lock:
            return [
                .rect(
                    RenderRect(x: box.x + side * 0.22, y: box.y + side * 0.45, width: side * 0.56, height: side * 0.42),
                    radius: side * 0.05, fill: ink, stroke: nil, lineWidth: 0, dashed: false),
                stroke([point(0.33, 0.45), point(0.33, 0.25), point(0.5, 0.12), point(0.67, 0.25), point(0.67, 0.45)]),
            ]
        case .trash:
            return [
                stroke([point(0.25, 0.28), point(0.32, 0.88), point(0.68, 0.88), point(0.75, 0.28)], closed: true),
                stroke([point(0.18, 0.22), point(0.82, 0.22)]),
            ]
        case .listRows:
            return [0.28, 0.5, 0.72].map { stroke([point(0.2, $0), point(0.8, $0)]) }
        case .iconGrid:
            return [(0.2, 0.2), (0.55, 0.2), (0.2, 0.55), (0.55, 0.55)].map { fx, fy in
                .rect(
                    RenderRect(x: box.x + fx * side, y: box.y + fy * side, width: side * 0.25, height: side * 0.25),
                    radius: 1, fill: ink, stroke: nil, lineWidth: 0, dashed: false)
            }
        case .symbol:
            return [
                .rect(inner, radius: side * 0.18, fill: nil, stroke: ink.withAlpha(0.7), lineWidth: 1, dashed: false),
                .ellipse(box.insetBy(side * 0.4, side * 0.4), fill: ink.withAlpha(0.7), stroke: nil, lineWidth: 0),
            ]
        }
    }
}
