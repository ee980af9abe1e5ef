/// What an object is to a loader, in model terms: the one place that knows which document
/// elements (`customView`, `window`, `viewControllerPlaceholder`, …) stand for what, so that the
/// runtime reads these names and never an element spelling.
public enum NibObjectRole: Sendable, Hashable {
    /// A view of a class the design tool has no implementation for (`<customView>`): created
    /// with its frame only.
    case customView
    /// An object of the app's own class (`<customObject>`): created with a plain initializer.
    case customObject
    /// A window or panel: something the document may show at launch.
    case window
    /// A storyboard reference standing in for a scene of another storyboard (`<viewControllerPlaceholder>`).
    case storyboardReference
    /// A table, collection or other cell (`…Cell`, `<tableCellView>`): selection, not an action,
    /// triggers its segues.
    case cell
    /// Everything else: decoded from its recorded properties.
    case standard

    /// The role of the document element `element`.
    public init(element: String) {
        switch element {
        case "customView": self = .customView
        case "customObject": self = .customObject
        case "window", "panel": self = .window
        case "viewControllerPlaceholder": self = .storyboardReference
        case "tableCellView": self = .cell
        default: self = Self.endsInCell(element) ? .cell : .standard
        }
    }

    /// Whether an element name ends in `Cell` (`buttonCell`, `tableViewCell`, …), compared as bytes.
    private static func endsInCell(_ element: String) -> Bool {
        let bytes = element.utf8
        return bytes.count >= 4 && bytes.suffix(4).elementsEqual("Cell".utf8)
    }
}

extension NibObject {
    /// What the object is to a loader (see ``NibObjectRole``).
    public var role: NibObjectRole { NibObjectRole(element: element) }
}
