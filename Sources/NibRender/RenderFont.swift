import NibModel

/// A font as the renderer asks fontconfig for it: a family list, a size in points, a weight.
public struct RenderFont: Sendable, Hashable {
    public enum Weight: Int, Sendable, Hashable {
        case light = 300
        case regular = 400
        case medium = 500
        case semibold = 600
        case bold = 700
    }

    /// Families in order of preference, as fontconfig and SVG take them (`DejaVu Sans, sans-serif`).
    public var families: String
    public var size: Double
    public var weight: Weight
    public var italic: Bool

    public init(families: String, size: Double, weight: Weight = .regular, italic: Bool = false) {
        self.families = families
        self.size = size.isFinite ? min(max(size, 1), 512) : 13
        self.weight = weight
        self.italic = italic
    }

    /// The sans face that stands for the platform's system font: Liberation Sans, whose widths
    /// are Helvetica's and Arial's and the closest of Debian's faces to San Francisco's
    /// (docs/rendering.md gives the measurement), then DejaVu Sans where it is not installed.
    public static let systemFamilies = "Liberation Sans, DejaVu Sans, sans-serif"
    /// Menlo's and Monaco's stand-in: DejaVu Sans Mono, from which Menlo was drawn (same advance).
    public static let monospaceFamilies = "DejaVu Sans Mono, Liberation Mono, monospace"
    /// Courier's and Courier New's stand-in: Liberation Mono has their metrics.
    public static let courierFamilies = "Liberation Mono, DejaVu Sans Mono, monospace"
    /// Times' and Times New Roman's stand-in: Liberation Serif has their metrics.
    public static let serifFamilies = "Liberation Serif, DejaVu Serif, serif"
    /// Calibri's stand-in: Carlito has its metrics.
    public static let calibriFamilies = "Carlito, Liberation Sans, DejaVu Sans, sans-serif"

    /// The faces the families above name first, as fontconfig must find them for pictures to
    /// keep their widths (`Scripts/bootstrap` installs them: `fonts-liberation2`,
    /// `fonts-crosextra-carlito`, `fonts-dejavu-core`).
    public static let pinnedFaces = [
        "Liberation Sans", "Liberation Serif", "Liberation Mono", "Carlito", "DejaVu Sans", "DejaVu Sans Mono",
    ]

    public static func system(_ size: Double, weight: Weight = .regular) -> RenderFont {
        RenderFont(families: systemFamilies, size: size, weight: weight)
    }
}

/// Turns a document's font (iOS `fontDescription`, macOS `font`) into a ``RenderFont``.
enum FontResolver {
    static func resolve(_ font: NibFont?, platform: NibPlatform) -> RenderFont {
        let fallbackSize: Double = platform.isAppKit ? 13 : 17
        guard let font else { return .system(fallbackSize) }
        switch font.form {
        case .description: return description(font, fallbackSize: fallbackSize)
        case .font: return appKit(font, fallbackSize: fallbackSize)
        }
    }

    private static func description(_ font: NibFont, fallbackSize: Double) -> RenderFont {
        if let style = font["style"] {
            let (size, weight) = textStyle(style)
            return .system(size, weight: weight)
        }
        let size = font.pointSize ?? fallbackSize
        if let name = font["name"] { return named(name, size: size) }
        switch font["type"] ?? "system" {
        case "boldSystem": return .system(size, weight: .bold)
        case "italicSystem": return RenderFont(families: RenderFont.systemFamilies, size: size, italic: true)
        default: return .system(size, weight: weight(font["weight"]))
        }
    }

    private static func appKit(_ font: NibFont, fallbackSize: Double) -> RenderFont {
        if let name = font["name"] { return named(name, size: font.pointSize ?? fallbackSize) }
        let meta = font["metaFont"] ?? "system"
        let (metaSize, metaWeight): (Double, RenderFont.Weight) =
            switch meta {
            case "systemBold", "titleBar": (13, .bold)
            case "smallSystem", "toolTip", "palette": (11, .regular)
            case "smallSystemBold": (11, .bold)
            case "miniSystem": (9, .regular)
            case "miniSystemBold": (9, .bold)
            case "label": (10, .regular)
            case "menu", "menuBar": (14, .regular)
            case "cellTitle", "controlContent", "message", "system": (13, .regular)
            case "user": (12, .regular)
            case "fixedUser", "userFixedPitch": (11, .regular)
            default: (13, .regular)
            }
        let size = font.pointSize ?? metaSize
        if meta == "fixedUser" || meta == "userFixedPitch" {
            return RenderFont(families: RenderFont.monospaceFamilies, size: size)
        }
        return .system(size, weight: metaWeight)
    }

    /// A PostScript or family name (`HelveticaNeue-Bold`, `Menlo-Regular`, `Avenir Next`).
    static func named(_ name: String, size: Double) -> RenderFont {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        let family = parts.first ?? name
        let style = (parts.count > 1 ? parts[1] : "").lowercased()
        let lowerFamily = family.lowercased()
        var weight: RenderFont.Weight = .regular
        if style.contains("bold") || style.contains("heavy") || style.contains("black") {
            weight = .bold
        } else if style.contains("semibold") || style.contains("demi") {
            weight = .semibold
        } else if style.contains("medium") {
            weight = .medium
        } else if style.contains("light") || style.contains("thin") {
            weight = .light
        }
        let italic = style.contains("italic") || style.contains("oblique")
        let families = substitute(lowerFamily) ?? "\(cleanFamily(family)), \(RenderFont.systemFamilies)"
        return RenderFont(families: families, size: size, weight: weight, italic: italic)
    }

    /// The metric-compatible stand-in for a family Linux does not have (`nil`: ask for it by name).
    /// `lowerFamily` is the family part of the name, lowercased, spaces kept or not.
    static func substitute(_ lowerFamily: String) -> String? {
        let compact = lowerFamily.replacingOccurrences(of: " ", with: "")
        func starts(_ prefixes: [String]) -> Bool { prefixes.contains { compact.hasPrefix($0) } }
        if starts(["courier"]) { return RenderFont.courierFamilies }
        if starts(["menlo", "monaco", "sfmono", "andalemono"]) { return RenderFont.monospaceFamilies }
        if starts(["times", "georgia", "palatino", "baskerville", "didot", "hoefler", "newyork"]) {
            return RenderFont.serifFamilies
        }
        if starts(["calibri"]) { return RenderFont.calibriFamilies }
        if starts([".", "sf", "helvetica", "arial", "lucidagrande", "system"]) { return RenderFont.systemFamilies }
        return nil
    }

    /// A family name safe inside a comma-separated list (no commas, quotes or control characters).
    private static func cleanFamily(_ family: String) -> String {
        String(
            family.unicodeScalars.filter { $0.value >= 0x20 && $0 != "," && $0 != "\"" && $0 != "'" && $0 != ";" }
                .prefix(64))
    }

    static func weight(_ name: String?) -> RenderFont.Weight {
        switch name {
        case "ultraLight", "thin", "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold", "heavy", "black": .bold
        default: .regular
        }
    }

    /// Dynamic Type styles at the default (Large) content size.
    private static func textStyle(_ style: String) -> (Double, RenderFont.Weight) {
        switch style {
        case "UICTFontTextStyleLargeTitle": (34, .regular)
        case "UICTFontTextStyleTitle1": (28, .regular)
        case "UICTFontTextStyleTitle2": (22, .regular)
        case "UICTFontTextStyleTitle3": (20, .regular)
        case "UICTFontTextStyleHeadline": (17, .semibold)
        case "UICTFontTextStyleSubhead": (15, .regular)
        case "UICTFontTextStyleCallout": (16, .regular)
        case "UICTFontTextStyleFootnote": (13, .regular)
        case "UICTFontTextStyleCaption1": (12, .regular)
        case "UICTFontTextStyleCaption2": (11, .regular)
        default: (17, .regular)
        }
    }
}
