import NibModel

/// One document object with a frame, placed on the picture.
public struct PlacedObject: Sendable, Hashable {
    /// Index into ``NibDocument/objects``.
    public var index: Int
    /// The object's frame in picture coordinates (top left origin).
    public var frame: RenderRect
    /// Whether the frame was out of bounds (not finite, negative or huge) and was clamped.
    public var clamped: Bool
    public var children: [PlacedObject]
}

/// One thing Interface Builder's canvas shows on its own: a window, a top-level view, a menu,
/// or a storyboard scene.
public struct Board: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A window: title bar (with the title and, if any, the toolbar) above the content.
        case window(title: String, titleBarHeight: Double, toolbar: Int?)
        case view
        /// A menu: a menu bar of submenus (`isBar`) or a single menu panel.
        case menu(isBar: Bool)
        /// A controller with nothing to draw (a navigation controller in a storyboard): a labelled box.
        case controller
    }

    public var kind: Kind
    /// The object the board stands for (index into ``NibDocument/objects``).
    public var index: Int
    /// The caption drawn above the board (class name, title, scene name).
    public var caption: String
    /// The whole board in picture coordinates (title bar included).
    public var frame: RenderRect
    /// The content, placed; nil for menus and controllers.
    public var content: PlacedObject?
    /// The storyboard scene the board belongs to, if any.
    public var sceneID: String?
    /// Objects not drawn because they are nested deeper than the renderer follows.
    public var tooDeep: Int
    /// The status, navigation, tab and tool bars drawn around a UIKit scene, if any.
    public var bars: SimulatedBars? = nil
    /// The Touch Bars the board's objects own, drawn below it.
    public var touchBars: [TouchBarStrip] = []

    /// The room the board takes on the canvas: its frame and its Touch Bars.
    public var footprint: RenderRect { TouchBarLayout.footprint(frame, strips: touchBars) }
}

/// An arrow between two boards: a storyboard segue or relationship, or the initial-controller mark.
public struct SegueArrow: Sendable, Hashable {
    public var from: Int?
    public var to: Int
    public var label: String
    /// Which of the arrows between the same two boards (either way) this one is, and how many
    /// there are: parallel arrows are drawn side by side so their labels never overlap.
    public var lane = 0
    public var laneCount = 1
    /// The points the arrow runs through, from its start on the source's side to its head on the
    /// destination's: straight, or round the scenes in its way (``SegueRouter``).
    public var route: [RenderPoint] = []
}

/// Everything placed: the boards, the arrows and the canvas size, before any drawing.
public struct CanvasLayout: Sendable, Hashable {
    public var boards: [Board]
    public var arrows: [SegueArrow]
    public var size: RenderSize
    /// Facts the picture states in a footer (objects clamped or cut off), so nothing is left out silently.
    public var notes: [String]
}

public struct RenderSize: Sendable, Hashable {
    public var width: Double, height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
