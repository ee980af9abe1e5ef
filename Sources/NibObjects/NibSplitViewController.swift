import NibModel
import NibRuntime

/// A split view controller (UISplitViewController / NSSplitViewController). UIKit columns:
/// primary (`masterViewController`), supplementary (`supplementaryViewController`) and secondary
/// (`detailViewController`); the older `viewControllers` relationship gives primary then
/// secondary. AppKit: split items (`splitItems`), in order. `showDetail` segues replace the
/// secondary column (AppKit: the last item).
open class NibSplitViewController: NibViewController {
    /// The primary column's controller (`masterViewController`, or the first of `viewControllers`).
    public private(set) var primaryViewController: NibViewController?
    /// The supplementary (middle) column's controller of a three-column split, if any.
    public private(set) var supplementaryViewController: NibViewController?
    /// The secondary column's controller (`detailViewController`, or the second of `viewControllers`),
    /// which `showDetail` segues replace.
    public private(set) var secondaryViewController: NibViewController?
    /// AppKit split items' controllers, in order.
    public private(set) var splitItems: [NibViewController] = []

    public override init(nib: Nib? = nil, registry: NibClassRegistry = .defaultObjects) {
        super.init(nib: nib, registry: registry)
    }

    public required init(coder: NibCoder) { super.init(coder: coder) }

    /// The columns (or split items) in order.
    public var viewControllers: [NibViewController] {
        splitItems.isEmpty
            ? [primaryViewController, supplementaryViewController, secondaryViewController].compactMap { $0 }
            : splitItems
    }

    /// The detail: the secondary column, or the last split item.
    public var detailViewController: NibViewController? {
        splitItems.isEmpty ? secondaryViewController : splitItems.last
    }

    /// Replaces the detail with `controller`.
    public func showDetail(_ controller: NibViewController) {
        if splitItems.isEmpty {
            secondaryViewController = replace(secondaryViewController, with: controller)
        } else {
            let last = splitItems.removeLast()
            splitItems.append(replace(last, with: controller))
        }
    }

    /// Sets the primary column.
    public func setPrimary(_ controller: NibViewController?) {
        primaryViewController = replace(primaryViewController, with: controller)
    }
    /// Sets the supplementary column.
    public func setSupplementary(_ controller: NibViewController?) {
        supplementaryViewController = replace(supplementaryViewController, with: controller)
    }
    /// Appends an AppKit split item.
    public func addSplitItem(_ controller: NibViewController) {
        addChild(controller)
        splitItems.append(controller)
    }

    private func replace(_ old: NibViewController?, with new: NibViewController?) -> NibViewController? {
        if let old, old !== new { old.removeFromParent() }
        if let new { addChild(new) }
        return new
    }

    private func replace(_ old: NibViewController, with new: NibViewController) -> NibViewController {
        replace(Optional(old), with: Optional(new)) ?? new
    }

    open override func nibSetRelationship(_ name: String, to destinations: [any NibStoryboardController])
        throws(NibError)
    {
        let controllers = destinations.compactMap { $0 as? NibViewController }
        switch name {
        case "masterViewController", "primaryViewController": setPrimary(controllers.first)
        case "supplementaryViewController": setSupplementary(controllers.first)
        case "detailViewController", "secondaryViewController":
            secondaryViewController = replace(secondaryViewController, with: controllers.first)
        case "viewControllers":
            setPrimary(controllers.first)
            if controllers.count > 1 {
                secondaryViewController = replace(secondaryViewController, with: controllers.last)
            }
        case "splitItems":
            for controller in controllers { addSplitItem(controller) }
        default:
            try super.nibSetRelationship(name, to: destinations)
        }
    }
}
