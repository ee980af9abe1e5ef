import NibModel
import NibRuntime

/// How a controller was presented: the segue kind (or the call) that presented it and the
/// presentation style the document records.
public struct NibPresentation: Sendable, Hashable {
    /// `presentation`, `modal`, `popover`, `sheet`, `show`/`showDetail` (presented for want of a container), …
    public var kind: NibSegueKind
    /// UIKit `modalPresentationStyle` (`fullScreen`, `pageSheet`, `formSheet`, `currentContext`, …), if recorded.
    public var style: String?
    /// The segue's recorded properties (`modalTransitionStyle`, `popoverAnchorView`, `preferredEdge`, …).
    public var properties: NibProperties

    /// A presentation of `kind` (a modal `presentation` unless told), with the recorded style and properties.
    public init(kind: NibSegueKind = .presentation, style: String? = nil, properties: NibProperties = NibProperties()) {
        self.kind = kind
        self.style = style
        self.properties = properties
    }
}

// MARK: Containment and presentation

extension NibViewController {
    /// Adds `child` as a child controller (removing it from its old parent first).
    public func addChild(_ child: NibViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
        child.didMove(toParent: self)
    }

    /// Detaches the controller from its parent.
    public func removeFromParent() {
        guard let container = parent else { return }
        container.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// The nearest ancestor (parent, its parent, …) of the given class.
    public func ancestor<T: NibViewController>(ofType type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let found = controller as? T { return found }
            current = controller.parent
        }
        return nil
    }

    /// The nearest navigation controller above this controller.
    public var navigationController: NibNavigationController? { ancestor(ofType: NibNavigationController.self) }
    /// The nearest tab bar controller above this controller.
    public var tabBarController: NibTabBarController? { ancestor(ofType: NibTabBarController.self) }
    /// The nearest split view controller above this controller.
    public var splitViewController: NibSplitViewController? { ancestor(ofType: NibSplitViewController.self) }

    /// The controller this one presents (UIKit's single presented controller; AppKit: the latest).
    /// UIKit: a child that presents nothing itself reports what its presentation context
    /// presents, so the controller that asked for a presentation (a segue's source inside a
    /// navigation or tab bar controller) sees it, though the root of its chain presents it.
    public var presentedViewController: NibViewController? {
        if let own = presentedViewControllers.last { return own }
        return platform == .macOS ? nil : parent?.presentedViewController
    }

    /// The controller that presents on this one's behalf. UIKit: the root of the parent chain,
    /// or for `currentContext`/`overCurrentContext` styles the nearest ancestor that defines a
    /// presentation context; AppKit: the controller itself.
    func presentationContext(style: String?) -> NibViewController {
        if platform == .macOS { return self }
        var current: NibViewController = self
        let usesContext = style == "currentContext" || style == "overCurrentContext"
        while let container = current.parent {
            if usesContext && current.definesPresentationContext { return current }
            current = container
        }
        return current
    }

    /// Presents `controller`. UIKit rules: the presentation context presents, and refuses a
    /// second presentation while it presents one; AppKit presents from this controller, several at once.
    public func present(_ controller: NibViewController, as presentation: NibPresentation = NibPresentation())
        throws(NibError)
    {
        let presenter = presentationContext(style: presentation.style)
        if controller === presenter || controller.parent != nil || controller.presentingViewController != nil {
            throw .storyboard(
                .segueFailed(
                    segue: "\(presentation.kind)", reason: "\(controller.className) is already shown elsewhere"))
        }
        if platform != .macOS, let current = presenter.presentedViewControllers.last {
            throw .storyboard(
                .segueFailed(
                    segue: "\(presentation.kind)",
                    reason: "\(presenter.className) is already presenting \(current.className)"))
        }
        presenter.presentedViewControllers.append(controller)
        controller.presentingViewController = presenter
        controller.presentation = presentation
    }

    /// UIKit's `dismiss(animated:completion:)`: the controller that presents is asked to dismiss.
    ///
    /// - A controller that presents something dismisses it (and everything that presents);
    ///   UIKit: also a child whose container presents (``presentedViewController`` is then the
    ///   container's), as UIKit forwards the call to its presentation context.
    /// - Otherwise the nearest presented controller among this one and its ancestors (itself, or
    ///   the navigation controller holding it, …) is dismissed by its presenter: UIKit asks the
    ///   presenting controller to handle the dismissal of a presented controller and of its children.
    /// - A controller that neither presents nor is shown by a presentation: nothing happens.
    public func dismiss() {
        if !presentedViewControllers.isEmpty {
            dismissPresentedControllers()
        } else if let presented = presentedViewController, let presenter = presented.presentingViewController {
            presenter.dismiss(presented)
        } else if let presented = presentedAncestor, let presenter = presented.presentingViewController {
            presenter.dismiss(presented)
        }
    }

    /// The nearest controller among this one and its ancestors (parent, its parent, …) that is
    /// presented, whose presenter dismisses it when this controller calls ``dismiss()``.
    public var presentedAncestor: NibViewController? {
        var current: NibViewController? = self
        var steps = 0
        while let controller = current, steps < 256 {
            if controller.presentingViewController != nil { return controller }
            current = controller.parent
            steps += 1
        }
        return nil
    }

    /// Dismisses one presented controller (AppKit's `dismiss(_:)`) and what it presents.
    public func dismiss(_ controller: NibViewController) {
        guard presentedViewControllers.contains(where: { $0 === controller }) else { return }
        controller.dismissPresentedControllers()
        presentedViewControllers.removeAll { $0 === controller }
        controller.presentingViewController = nil
        controller.presentation = nil
    }

    func dismissPresentedControllers() {
        for controller in presentedViewControllers.reversed() { dismiss(controller) }
    }

    func defaultShow(_ controller: NibViewController, sender: AnyObject?) throws(NibError) {
        if let navigation = (self as? NibNavigationController) ?? navigationController {
            navigation.pushViewController(controller)
        } else {
            try present(controller, as: NibPresentation(kind: .show, style: controller.modalPresentationStyle))
        }
    }

    func defaultShowDetail(_ controller: NibViewController, sender: AnyObject?) throws(NibError) {
        if let split = (self as? NibSplitViewController) ?? splitViewController {
            split.showDetail(controller)
        } else {
            try present(controller, as: NibPresentation(kind: .showDetail, style: controller.modalPresentationStyle))
        }
    }

    /// Unwinding ends here: everything presented from this controller and its ancestors is
    /// dismissed, then each container above reveals the branch holding this controller
    /// (navigation controllers pop back to it, tab bar controllers select it).
    func defaultUnwind(from source: any NibStoryboardController) {
        var node: NibViewController? = self
        while let current = node {
            current.dismissPresentedControllers()
            node = current.parent
        }
        var child: NibViewController = self
        var container = parent
        while let current = container {
            current.revealChild(child)
            child = current
            container = current.parent
        }
    }
}

// MARK: NibStoryboardController effects

extension NibViewController {
    /// `show` / `push`: a view controller is shown with ``NibViewController/show(_:sender:)``; a window
    /// controller's window is shown and kept with this controller.
    public func nibShow(_ destination: any NibStoryboardController, sender: AnyObject?) throws(NibError) {
        switch destination {
        case let controller as NibViewController:
            try show(controller, sender: sender)
        case let windowController as NibWindowController:
            windowController.showWindow()
            shownWindowControllers.append(windowController)
        default:
            throw .storyboard(.segueFailed(segue: "show", reason: "cannot show \(destination.nibClassName)"))
        }
    }

    /// `showDetail` / `replace`: a view controller goes to
    /// ``NibViewController/showDetailViewController(_:sender:)``; anything else is shown as by `show`.
    public func nibShowDetail(_ destination: any NibStoryboardController, sender: AnyObject?) throws(NibError) {
        guard let controller = destination as? NibViewController else {
            return try nibShow(destination, sender: sender)
        }
        try showDetailViewController(controller, sender: sender)
    }

    /// Presents a view controller with the segue's kind and `modalPresentationStyle` (else its own);
    /// a window controller's window is shown instead.
    public func nibPresent(_ destination: any NibStoryboardController, segue: NibStoryboardSegue) throws(NibError) {
        switch destination {
        case let controller as NibViewController:
            let style =
                NibValueDecoding.string(segue.properties["modalPresentationStyle"]) ?? controller.modalPresentationStyle
            try present(controller, as: NibPresentation(kind: segue.kind, style: style, properties: segue.properties))
        case let windowController as NibWindowController:
            windowController.showWindow()
            shownWindowControllers.append(windowController)
        default:
            throw .storyboard(
                .segueFailed(segue: segue.displayName, reason: "cannot present \(destination.nibClassName)"))
        }
    }

    /// `embed`: adds `child` as a child controller and its view, sized to fill `container`, as the
    /// container view's subview. Only view controllers can be embedded.
    public func nibEmbed(_ child: any NibStoryboardController, in container: AnyObject?) throws(NibError) {
        guard let controller = child as? NibViewController else {
            throw .storyboard(
                .segueFailed(segue: "embed", reason: "cannot embed \(child.nibClassName), which is no view controller"))
        }
        addChild(controller)
        if let containerView = container as? NibView {
            let view = controller.view
            view.frame = NibRect(x: 0, y: 0, width: containerView.bounds.width, height: containerView.bounds.height)
            containerView.addSubview(view)
        }
    }

    /// The parent controller, else the controller that presented this one.
    public var nibUnwindParent: (any NibStoryboardController)? { parent ?? presentingViewController }
}
