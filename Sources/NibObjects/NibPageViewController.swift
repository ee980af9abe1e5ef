import NibModel
import NibRuntime

/// A page view controller (UIPageViewController / NSPageController): the page controllers shown.
/// Storyboards give it no relationships; app code sets its pages.
open class NibPageViewController: NibViewController {
    /// The controllers shown (one, or two side by side), in order.
    public private(set) var viewControllers: [NibViewController] = []
    /// The transition style the document records (`scroll`, `pageCurl`).
    public let transitionStyle: String?
    /// The navigation orientation the document records (`horizontal`, `vertical`).
    public let navigationOrientation: String?

    public override init(nib: Nib? = nil, registry: NibClassRegistry = .defaultObjects) {
        transitionStyle = nil
        navigationOrientation = nil
        super.init(nib: nib, registry: registry)
    }

    public required init(coder: NibCoder) {
        transitionStyle = coder.string("transitionStyle")
        navigationOrientation = coder.string("navigationOrientation")
        super.init(coder: coder)
    }

    /// Shows `controllers` as the current pages (they become the children).
    public func setViewControllers(_ controllers: [NibViewController]) {
        for child in viewControllers where !controllers.contains(where: { $0 === child }) { child.removeFromParent() }
        viewControllers = controllers
        for controller in controllers { addChild(controller) }
    }
}
