/// What a run of text is on the picture: the document's own content, or a class-name label the
/// renderer adds for an object it cannot draw (kept only where nothing else is drawn).
public enum TextRole: String, Sendable, Hashable {
    /// Text taken from the document (titles, labels, values) or the renderer's chrome.
    case content
    /// The class name of an object drawn as an outline; SVG marks it `data-role="class-label"`.
    case classLabel = "class-label"
}

/// How a run of text is placed in its box.
public struct TextStyle: Sendable, Hashable {
    public enum Alignment: String, Sendable, Hashable { case left, center, right }
    public enum Wrapping: Sendable, Hashable {
        /// One line, shrunk a little to fit and then cut with an ellipsis at the end.
        case truncateTail
        /// One line, cut in the middle.
        case truncateMiddle
        /// As many lines as the box holds (or `maximumLines` when not zero), broken at words.
        case wordWrap(maximumLines: Int)
        /// One line, clipped at the box.
        case clip
    }

    public var font: RenderFont
    public var color: RenderColor
    public var alignment: Alignment
    public var wrapping: Wrapping
    /// Vertical placement: centred in the box (controls) or from its top (multi-line labels).
    public var verticallyCentered: Bool
    /// Whether wrapped text that does not fit ends its last line with an ellipsis (labels that
    /// truncate) or is clipped there (text views, AppKit text fields that wrap).
    public var truncatesLastLine: Bool
    /// Content, or a class-name label.
    public var role: TextRole
    /// How far a one-line text may shrink its font to fit its width before it is condensed and
    /// truncated (a `UILabel` that adjusts its font size: its minimum scale factor); 1 keeps the size.
    public var minimumScaleFactor: Double

    public init(
        font: RenderFont, color: RenderColor, alignment: Alignment = .left,
        wrapping: Wrapping = .truncateTail, verticallyCentered: Bool = true, truncatesLastLine: Bool = true,
        role: TextRole = .content, minimumScaleFactor: Double = 1
    ) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.wrapping = wrapping
        self.verticallyCentered = verticallyCentered
        self.truncatesLastLine = truncatesLastLine
        self.role = role
        self.minimumScaleFactor = minimumScaleFactor
    }
}

/// One drawing operation, in picture coordinates. A picture is a list of these, built once and
/// played onto each output (cairo for PNG and PDF, the SVG writer for SVG), so every format
/// shows the same thing.
public enum DrawOperation: Sendable, Hashable {
    /// A rectangle, optionally rounded, filled and/or stroked.
    case rect(RenderRect, radius: Double, fill: RenderColor?, stroke: RenderColor?, lineWidth: Double, dashed: Bool)
    /// An ellipse inscribed in the rectangle.
    case ellipse(RenderRect, fill: RenderColor?, stroke: RenderColor?, lineWidth: Double)
    /// Straight segments through the points; closed and filled when `fill` is given.
    case path([RenderPoint], closed: Bool, fill: RenderColor?, stroke: RenderColor?, lineWidth: Double)
    /// Text laid out in the rectangle.
    case text(String, RenderRect, TextStyle)
    /// A PNG image file scaled into the rectangle.
    case image(path: String, RenderRect)
    /// Starts clipping to the rectangle (nested clips intersect).
    case pushClip(RenderRect)
    case popClip
    /// Marks the start of the drawing of one document object (its id and class), for SVG groups.
    case beginObject(id: String, className: String)
    case endObject
}

/// A point in picture coordinates.
public struct RenderPoint: Sendable, Hashable {
    public var x: Double, y: Double
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

/// Everything one output shows: its size in points, a background, and the operations in painting order.
public struct Picture: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public var background: RenderColor
    public var operations: [DrawOperation]

    public init(width: Double, height: Double, background: RenderColor, operations: [DrawOperation]) {
        self.width = width
        self.height = height
        self.background = background
        self.operations = operations
    }
}
