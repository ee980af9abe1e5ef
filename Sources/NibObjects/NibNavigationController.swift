import NibModel
import NibRuntime

/// A navigation controller (UINavigationController): a stack of view controllers, the top one
/// visible. Its `rootViewController` relationship fills the stack's bottom when its scene loads;
/// `show` segues from controllers inside it push.
open class NibNavigationController: NibViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [NibViewController] = []
    /// The navigation bar the document records, if any.
    public private(set) var navigationBar: AnyObject?

    /// A navigation controller with `root` at the bottom of its stack.
    public init(rootViewController root: NibViewController? = nil) {
        super.init(nib: nil)
        if let root { pushViewController(root) }
    }

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        navigationBar = coder.child(forKey: "navigationBar")
    }

    /// The controller on top of the stack.
    public var topViewController: NibViewController? { viewControllers.last }

    /// The controller shown: the top controller's presented controller when it presents one, else the top.
    public var visibleViewController: NibViewController? {
        presentedViewController ?? topViewController?.presentedViewController ?? topViewController
    }

    /// Pushes `controller` on the stack (it becomes a child).
    public func pushViewController(_ controller: NibViewController) {
        guard !viewControllers.contains(where: { $0 === controller }) else { return }
        addChild(controller)
        viewControllers.append(controller)
    }

    /// Pops the top controller (never the root). Returns it.
    @discardableResult
    public func popViewController() -> NibViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.removeFromParent()
        return top
    }

    /// Pops until `controller` is on top. Returns the popped controllers (top last).
    @discardableResult
    public func popToViewController(_ controller: NibViewController) -> [NibViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return [] }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        for child in popped { child.removeFromParent() }
        return popped
    }

    /// Pops to the root controller.
    @discardableResult
    public func popToRootViewController() -> [NibViewController] {
        guard let root = viewControllers.first else { return [] }
        return popToViewController(root)
    }

    /// Replaces the whole stack.
    public func setViewControllers(_ controllers: [NibViewController]) {
        for child in viewControllers where !controllers.contains(where: { $0 === child }) { child.removeFromParent() }
        viewControllers = []
        for controller in controllers { pushViewController(controller) }
    }

    /// `rootViewController` sets the stack's root.
    open override func nibSetRelationship(_ name: String, to destinations: [any NibStoryboardController])
        throws(NibError)
    {
        guard name == "rootViewController" else { return try super.nibSetRelationship(name, to: destinations) }
        setViewControllers(destinations.compactMap { $0 as? NibViewController })
    }

    open override var nibUnwindChildren: [any NibStoryboardController] { viewControllers.reversed() }

    open override func revealChild(_ child: NibViewController) { popToViewController(child) }
}
