import NibModel

/// Turns a document's colour into a ``RenderColor``. System and catalog colours take their
/// documented light-appearance values; asset-catalog colours take the value the document's
/// `<resources>` record, when it records one.
struct ColorResolver {
    var platform: NibPlatform
    /// Named colours from the document's resources (`<namedColor>`), by name.
    var namedColors: [String: RenderColor]

    init(document: NibDocument) {
        platform = document.info.platform
        var named: [String: RenderColor] = [:]
        for resource in document.resources where resource.kind == .namedColor || resource.kind == .systemColor {
            for entry in resource.properties {
                if case .color(let color) = entry.value, named[resource.name] == nil,
                    let value = ColorResolver.direct(color)
                {
                    named[resource.name] = value
                }
            }
        }
        namedColors = named
    }

    func resolve(_ value: NibValue?) -> RenderColor? {
        guard case .color(let color)? = value else { return nil }
        return resolve(color)
    }

    func resolve(_ color: NibColor) -> RenderColor? {
        if let direct = Self.direct(color) { return direct }
        guard let name = color.name else { return nil }
        switch color.space {
        case .named: return namedColors[name] ?? systemColor(name) ?? RenderColor(white: 0.5)
        case .catalog, .system: return systemColor(name) ?? namedColors[name]
        case .pattern: return RenderColor(white: 0.85)
        default: return nil
        }
    }

    /// Colours given by components.
    static func direct(_ color: NibColor) -> RenderColor? {
        let alpha = color.component("alpha") ?? 1
        switch color.space {
        case .rgb:
            return RenderColor(
                red: color.component("red") ?? 0, green: color.component("green") ?? 0,
                blue: color.component("blue") ?? 0, alpha: alpha)
        case .white:
            return RenderColor(white: color.component("white") ?? 0, alpha: alpha)
        case .cmyk:
            let k = color.component("black") ?? 0
            return RenderColor(
                red: (1 - (color.component("cyan") ?? 0)) * (1 - k),
                green: (1 - (color.component("magenta") ?? 0)) * (1 - k),
                blue: (1 - (color.component("yellow") ?? 0)) * (1 - k), alpha: alpha)
        default:
            return nil
        }
    }

    /// A system colour by its AppKit or UIKit name (with or without the `Color` suffix), light appearance.
    func systemColor(_ rawName: String) -> RenderColor? {
        let name = rawName.hasSuffix("Color") ? String(rawName.dropLast(5)) : rawName
        if let shared = Self.shared[name] { return shared }
        return platform.isAppKit ? Self.appKit[name] : Self.uiKit[name]
    }

    private static let shared: [String: RenderColor] = [
        "black": .black, "white": .white, "clear": .clear,
        "darkGray": RenderColor(white: 1.0 / 3), "lightGray": RenderColor(white: 2.0 / 3),
        "gray": RenderColor(white: 0.5),
        "red": RenderColor(red: 1, green: 0, blue: 0), "green": RenderColor(red: 0, green: 1, blue: 0),
        "blue": RenderColor(red: 0, green: 0, blue: 1), "cyan": RenderColor(red: 0, green: 1, blue: 1),
        "yellow": RenderColor(red: 1, green: 1, blue: 0), "magenta": RenderColor(red: 1, green: 0, blue: 1),
        "orange": RenderColor(red: 1, green: 0.5, blue: 0), "purple": RenderColor(red: 0.5, green: 0, blue: 0.5),
        "brown": RenderColor(red: 0.6, green: 0.4, blue: 0.2),
        "systemBlue": RenderColor(0, 122, 255), "systemRed": RenderColor(255, 59, 48),
        "systemOrange": RenderColor(255, 149, 0), "systemYellow": RenderColor(255, 204, 0),
        "systemPink": RenderColor(255, 45, 85), "systemPurple": RenderColor(175, 82, 222),
        "systemTeal": RenderColor(48, 176, 199), "systemIndigo": RenderColor(88, 86, 214),
        "systemGray": RenderColor(142, 142, 147), "systemBrown": RenderColor(162, 132, 94),
        "systemMint": RenderColor(0, 199, 190), "systemCyan": RenderColor(50, 173, 230),
    ]

    private static let appKit: [String: RenderColor] = [
        "label": RenderColor(white: 0, alpha: 0.85), "secondaryLabel": RenderColor(white: 0, alpha: 0.5),
        "tertiaryLabel": RenderColor(white: 0, alpha: 0.26), "quaternaryLabel": RenderColor(white: 0, alpha: 0.1),
        "text": .black, "textBackground": .white, "selectedText": .black,
        "selectedTextBackground": RenderColor(179, 215, 255),
        "control": .white, "controlBackground": .white, "controlText": RenderColor(white: 0, alpha: 0.85),
        "disabledControlText": RenderColor(white: 0, alpha: 0.25), "selectedControl": RenderColor(179, 215, 255),
        "selectedControlText": RenderColor(white: 0, alpha: 0.85), "alternateSelectedControl": RenderColor(0, 99, 225),
        "alternateSelectedControlText": .white, "controlAccent": RenderColor(0, 122, 255),
        "windowBackground": RenderColor(236, 236, 236), "windowFrame": RenderColor(white: 0, alpha: 0.85),
        "windowFrameText": RenderColor(white: 0, alpha: 0.85), "underPageBackground": RenderColor(150, 150, 150, 0.9),
        "grid": RenderColor(230, 230, 230), "header": .white, "headerText": RenderColor(white: 0, alpha: 0.85),
        "separator": RenderColor(white: 0, alpha: 0.1), "placeholderText": RenderColor(white: 0, alpha: 0.25),
        "link": RenderColor(0, 104, 218), "keyboardFocusIndicator": RenderColor(0, 103, 244, 0.25),
        "scrollBar": RenderColor(170, 170, 170), "knob": RenderColor(white: 0.5), "highlight": .white,
        "shadow": .black, "controlHighlight": .white, "controlLightHighlight": .white,
        "controlShadow": RenderColor(white: 0.5),
        "controlDarkShadow": RenderColor(white: 0.25), "secondarySelectedControl": RenderColor(220, 220, 220),
        "findHighlight": RenderColor(255, 255, 0), "unemphasizedSelectedContentBackground": RenderColor(220, 220, 220),
        "selectedContentBackground": RenderColor(0, 99, 225), "selectedMenuItem": RenderColor(0, 99, 225),
        "selectedMenuItemText": .white, "systemGreen": RenderColor(40, 205, 65),
    ]

    private static let uiKit: [String: RenderColor] = [
        "label": .black, "secondaryLabel": RenderColor(60, 60, 67, 0.6), "tertiaryLabel": RenderColor(60, 60, 67, 0.3),
        "quaternaryLabel": RenderColor(60, 60, 67, 0.18), "placeholderText": RenderColor(60, 60, 67, 0.3),
        "systemBackground": .white, "secondarySystemBackground": RenderColor(242, 242, 247),
        "tertiarySystemBackground": .white, "systemGroupedBackground": RenderColor(242, 242, 247),
        "secondarySystemGroupedBackground": .white, "tertiarySystemGroupedBackground": RenderColor(242, 242, 247),
        "groupTableViewBackground": RenderColor(242, 242, 247), "separator": RenderColor(60, 60, 67, 0.29),
        "opaqueSeparator": RenderColor(198, 198, 200), "link": RenderColor(0, 122, 255),
        "systemFill": RenderColor(120, 120, 128, 0.2), "secondarySystemFill": RenderColor(120, 120, 128, 0.16),
        "tertiarySystemFill": RenderColor(118, 118, 128, 0.12),
        "quaternarySystemFill": RenderColor(116, 116, 128, 0.08),
        "darkText": .black, "lightText": RenderColor(white: 1, alpha: 0.6), "tableCellGroupedBackground": .white,
        "viewFlipsideBackground": RenderColor(31, 33, 36), "scrollViewTexturedBackground": RenderColor(111, 113, 121),
        "systemGreen": RenderColor(52, 199, 89), "systemGray2": RenderColor(174, 174, 178),
        "systemGray3": RenderColor(199, 199, 204), "systemGray4": RenderColor(209, 209, 214),
        "systemGray5": RenderColor(229, 229, 234), "systemGray6": RenderColor(242, 242, 247),
        "tint": RenderColor(0, 122, 255),
    ]
}
