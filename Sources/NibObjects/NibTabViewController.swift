import NibModel
import NibRuntime

/// A tab view controller (NSTabViewController): tabs filled by the `tabItems` relationship, one
/// selected (``NibTabBarController/selectedIndex``, AppKit's `selectedTabViewItemIndex`).
open class NibTabViewController: NibTabBarController {
    /// The tab view the document records, if any.
    public private(set) var tabView: AnyObject?

    public override init(viewControllers: [NibViewController] = []) { super.init(viewControllers: viewControllers) }

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        tabView = coder.child(forKey: "tabView")
        if let index = coder.int("selectedTabViewItemIndex") { pendingSelection = index }
    }

    private var pendingSelection: Int?

    open override var tabsRelationship: String { "tabItems" }

    open override func nibSetRelationship(_ name: String, to destinations: [any NibStoryboardController])
        throws(NibError)
    {
        try super.nibSetRelationship(name, to: destinations)
        if name == tabsRelationship, let pendingSelection, viewControllers.indices.contains(pendingSelection) {
            selectedIndex = pendingSelection
        }
    }
}
