/// How concurrent geometry edits are settled: a frame, a point or a size both sides moved
/// differently, `misplaced` and `ambiguous`, a scene's canvas location, a table column's width,
/// the size Interface Builder records for a system image in `<resources>`, or the "View as"
/// device the document was last shown on (`<device>` and its `<adaptation>`).
public enum GeometryPolicy: String, Sendable, CaseIterable {
    /// Keep our geometry (the default: Interface Builder lays the view out again on opening).
    case ours
    /// Take their geometry.
    case theirs
    /// Report it as a conflict like any other attribute (and keep ours).
    case conflict
}

/// What a merge may settle on its own.
public struct MergeOptions: Sendable {
    /// How geometry-only conflicts are settled.
    public var geometry: GeometryPolicy

    public init(geometry: GeometryPolicy = .ours) {
        self.geometry = geometry
    }

    /// What `codegen merge` (and so the git merge driver) uses when no option is given: theirs'
    /// geometry, the layout of the branch being merged in.
    public static let driver = MergeOptions(geometry: .theirs)
}

/// Which attributes are header churn or geometry, the two kinds of concurrent edit a merge settles
/// by rule rather than reporting.
enum AttributeClass {
    /// Version stamps Interface Builder rewrites on every save: the newer wins.
    case headerChurn
    /// Layout Interface Builder recomputes: settled by ``GeometryPolicy``.
    case geometry
    /// Everything else: a concurrent edit is a conflict.
    case content

    /// Elements whose attributes are all geometry: a rectangle, point or size (but their `key`),
    /// and the "View as" device of the document's metadata (`<device id="retina6_1"
    /// orientation=…>`, an older storyboard's `<adaptation id=…>` in it), which each developer's
    /// Interface Builder rewrites to the device they last looked at.
    static let geometryElements: Set<String> = ["rect", "point", "size", "device", "adaptation"]

    static func of(attribute: String, in element: String) -> AttributeClass {
        switch (element, attribute) {
        case ("document", "toolsVersion"), ("document", "systemVersion"), ("plugIn", "version"),
            ("capability", "minToolsVersion"), ("development", "version"), ("deployment", "version"):
            return .headerChurn
        case (_, "misplaced"), (_, "ambiguous"), (_, "canvasLocation"), ("tableColumn", "width"),
            ("image", "width"), ("image", "height"):
            return .geometry
        default:
            return geometryElements.contains(element) && attribute != "key" ? .geometry : .content
        }
    }
}
