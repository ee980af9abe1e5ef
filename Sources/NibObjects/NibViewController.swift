import NibModel
import NibRuntime

/// A view controller (UIViewController / NSViewController and their subclasses): owns its
/// view and **loads its own nib lazily**, on first access to ``view``. From a storyboard it
/// also keeps its parent/child and presenting/presented relations and performs segues
/// (``NibStoryboardController``; see NibViewController+Storyboard.swift).
open class NibViewController: NibStandardObject, NibStoryboardController {
    /// The nib the controller loads its view from, if any.
    public let nib: Nib?
    /// The nib name the document records (`nibName`), when the controller was itself decoded from a nib.
    public let nibName: String?
    /// The registry the controller's own nib is instantiated with.
    public let registry: NibClassRegistry
    /// Top-level objects of the controller's own nib other than the view, kept alive with the controller.
    public private(set) var nibTopLevelObjects: [AnyObject] = []
    /// The error that stopped the view's nib from loading, if any (the view is then empty).
    public private(set) var viewLoadError: NibError?
    private var storedView: NibView?
    private var nibSearchDirectory: String?

    // MARK: Storyboard state (behaviour in NibViewController+Storyboard.swift)

    /// The storyboard scene the controller came from (set while its scene loads).
    public var storyboardScene: NibSceneInstance?
    /// The title the document records.
    public var title: String?
    /// The platform of the document the controller came from (nil for controllers made in code):
    /// decides presentation rules (one presented controller on UIKit, several on AppKit).
    public let platform: NibPlatform?
    /// UIKit: whether a presentation from a descendant uses this controller as its context.
    public var definesPresentationContext = false
    /// UIKit: the presentation style the document records (`fullScreen`, `pageSheet`, `formSheet`, …).
    public var modalPresentationStyle: String?
    /// The container this controller is a child of. Not retained.
    public internal(set) weak var parent: NibViewController?
    /// The child controllers, in the order they were added.
    public internal(set) var children: [NibViewController] = []
    /// The controller that presented this one. Not retained.
    public internal(set) weak var presentingViewController: NibViewController?
    /// The controllers this one presents, oldest first (UIKit: at most one).
    public internal(set) var presentedViewControllers: [NibViewController] = []
    /// How this controller was presented, while it is.
    public internal(set) var presentation: NibPresentation?
    /// Window controllers this controller showed (macOS `show` segues to a window controller), kept alive.
    public internal(set) var shownWindowControllers: [NibWindowController] = []
    /// Relationship segue destinations for relationships the class does not model, by name.
    public internal(set) var relationships: [String: [AnyObject]] = [:]

    /// A controller whose view comes from `nib` (nil: an empty view is made on first access).
    public init(nib: Nib?, registry: NibClassRegistry = .defaultObjects) {
        self.nib = nib
        self.nibName = nil
        self.registry = registry
        self.platform = nil
        super.init()
    }

    public override convenience init() { self.init(nib: nil) }

    public required init(coder: NibCoder) {
        nib = nil
        nibName = coder.string("nibName")
        registry = coder.registry
        nibSearchDirectory = coder.nib.directory
        platform = coder.platform
        title = coder.string("title")
        definesPresentationContext = coder.bool("definesPresentationContext") ?? false
        modalPresentationStyle = coder.string("modalPresentationStyle")
        super.init(coder: coder)
        if let view = coder.child(forKey: "view") as? NibView { setView(view) }
    }

    /// The root view. The first access loads it (``loadView()``) and calls ``viewDidLoad()``.
    public var view: NibView {
        if let storedView { return storedView }
        loadView()
        let view = storedView ?? NibView()
        if storedView == nil { setView(view) }
        viewDidLoad()
        return view
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: NibView? { storedView }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Sets the root view (also what the `view` outlet does).
    public func setView(_ view: NibView?) {
        storedView?.viewController = nil
        storedView = view
        view?.viewController = self
    }

    /// Loads the view: instantiates the controller's nib with the controller as File's Owner
    /// (its `view` outlet sets ``view``); a `nibName` from the document is found through
    /// ``NibCache/shared``, so the file is parsed once. Override to build the view in code.
    open func loadView() {
        var source = nib
        if source == nil, let nibName, let directory = nibSearchDirectory {
            do throws(NibError) { source = try NibCache.shared.nib(named: nibName, in: directory) } catch {
                viewLoadError = error
            }
        }
        guard let source else { return }
        do throws(NibError) {
            nibTopLevelObjects = try source.instantiate(owner: self, registry: registry)
                .filter { $0 !== storedView }
        } catch {
            viewLoadError = error
        }
    }

    /// Called once after the view is loaded.
    open func viewDidLoad() {}

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        if name == "view" {
            setView(try nibCast(value, to: NibView.self, outlet: name, of: self))
        } else {
            try super.nibSetOutlet(name, to: value)
        }
    }

    /// Controller → its view's superview → its window → the application.
    open override var nextResponder: NibResponder? {
        if let superview = storedView?.superview { return superview }
        if let window = storedView?.window { return window }
        return fallbackNextResponder
    }

    // MARK: Segues and containment (overridable; defaults in NibViewController+Storyboard.swift)

    /// Asked before a segue a control triggers; false cancels it. Default true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool { true }

    /// Sent before a segue from this controller performs (the destination exists). Default: nothing.
    open func prepare(for segue: NibStoryboardSegue, sender: AnyObject?) {}

    /// `show`: a navigation controller (this one or the nearest above) pushes; otherwise present.
    open func show(_ controller: NibViewController, sender: AnyObject?) throws(NibError) {
        try defaultShow(controller, sender: sender)
    }

    /// `showDetail`: the nearest split view controller shows it as its detail; otherwise ``show(_:sender:)``.
    open func showDetailViewController(_ controller: NibViewController, sender: AnyObject?) throws(NibError) {
        try defaultShowDetail(controller, sender: sender)
    }

    /// Fills relationship `name` (containers override for theirs). Default: kept in ``relationships``,
    /// the controllers become children.
    open func nibSetRelationship(_ name: String, to destinations: [any NibStoryboardController]) throws(NibError) {
        relationships[name, default: []].append(contentsOf: destinations.map { $0 as AnyObject })
        for case let child as NibViewController in destinations { addChild(child) }
    }

    /// Children the unwind search visits in this controller, nearest first. Default: the children, last added first.
    open var nibUnwindChildren: [any NibStoryboardController] { children.reversed() }

    /// Whether this controller implements the unwind action (generated code overrides with a switch). Default false.
    open func nibCanPerformUnwind(_ action: String, from source: any NibStoryboardController, sender: AnyObject?)
        -> Bool
    { false }

    /// Calls the unwind action (generated code overrides with a switch). Default false.
    open func nibPerformUnwind(_ action: String, segue: NibStoryboardSegue) -> Bool { false }

    /// The unwind transition ending here: dismiss what is presented above, pop back to this controller.
    open func nibUnwind(from source: any NibStoryboardController) throws(NibError) { defaultUnwind(from: source) }

    /// Makes `child` (one of the children) the visible one: unwinding calls it on each container
    /// above the destination. Navigation controllers pop back to it, tab bar controllers select it.
    open func revealChild(_ child: NibViewController) {}

    /// Sent after the controller was added to or removed from a container (nil).
    open func didMove(toParent parent: NibViewController?) {}
}
