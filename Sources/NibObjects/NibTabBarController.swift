import NibModel
import NibRuntime

/// A tab bar controller (UITabBarController): child controllers, one selected. Its
/// `viewControllers` relationship fills the tabs, in document order, when its scene loads.
open class NibTabBarController: NibViewController {
    /// The tabs' controllers, in order.
    public private(set) var viewControllers: [NibViewController] = []
    /// The selected tab (0 when there are tabs).
    public var selectedIndex = 0 {
        didSet {
            if !viewControllers.indices.contains(selectedIndex) {
                selectedIndex = viewControllers.isEmpty ? 0 : oldValue
            }
        }
    }

    /// A tab bar controller made in code, with `viewControllers` as its tabs and the first selected.
    public init(viewControllers: [NibViewController] = []) {
        super.init(nib: nil)
        setViewControllers(viewControllers)
    }

    public required init(coder: NibCoder) { super.init(coder: coder) }

    /// The selected tab's controller.
    public var selectedViewController: NibViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// Selects the tab holding `controller`.
    public func select(_ controller: NibViewController) {
        if let index = viewControllers.firstIndex(where: { $0 === controller }) { selectedIndex = index }
    }

    /// Replaces the tabs; the selection stays if it still exists, else the first tab.
    public func setViewControllers(_ controllers: [NibViewController]) {
        for child in viewControllers where !controllers.contains(where: { $0 === child }) { child.removeFromParent() }
        viewControllers = controllers
        for controller in controllers { addChild(controller) }
        if !viewControllers.indices.contains(selectedIndex) { selectedIndex = 0 }
    }

    /// The relationship that fills the tabs (`viewControllers`; `tabItems` on macOS).
    open var tabsRelationship: String { "viewControllers" }

    open override func nibSetRelationship(_ name: String, to destinations: [any NibStoryboardController])
        throws(NibError)
    {
        guard name == tabsRelationship else { return try super.nibSetRelationship(name, to: destinations) }
        setViewControllers(viewControllers + destinations.compactMap { $0 as? NibViewController })
    }

    /// Unwinding looks at the selected tab only (as UIKit does).
    open override var nibUnwindChildren: [any NibStoryboardController] { selectedViewController.map { [$0] } ?? [] }

    open override func revealChild(_ child: NibViewController) { select(child) }
}
