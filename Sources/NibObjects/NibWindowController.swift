import NibModel
import NibRuntime

/// A window controller (NSWindowController): owns its window and loads its window nib
/// lazily on first access to ``window``, keeping it.
open class NibWindowController: NibStandardObject, NibStoryboardController {
    /// The window nib, if any.
    public let windowNib: Nib?
    /// The classes the window nib's objects are created from.
    public let registry: NibClassRegistry
    /// Top-level objects of the window nib, kept alive with the controller.
    public private(set) var nibTopLevelObjects: [AnyObject] = []
    /// The error that stopped the window nib from loading, if any.
    public private(set) var windowLoadError: NibError?
    private var storedWindow: NibWindow?
    private var didLoad = false
    /// The storyboard scene the controller came from (set while its scene loads).
    public var storyboardScene: NibSceneInstance?
    /// The controller whose view is the window's content (storyboards: the
    /// `window.shadowedContentViewController` relationship).
    public private(set) var contentViewController: NibViewController?

    /// A controller that loads `windowNib` (if any) with the classes of `registry` on first access to ``window``.
    public init(windowNib: Nib?, registry: NibClassRegistry = .defaultObjects) {
        self.windowNib = windowNib
        self.registry = registry
        super.init()
    }

    public override convenience init() { self.init(windowNib: nil) }

    public required init(coder: NibCoder) {
        windowNib = nil
        registry = coder.registry
        super.init(coder: coder)
        if let window = coder.child(forKey: "window") as? NibWindow { setWindow(window) }
    }

    /// The window; the first access loads the window nib with the controller as File's Owner.
    public var window: NibWindow? {
        if !didLoad {
            didLoad = true
            loadWindow()
            windowDidLoad()
        }
        return storedWindow
    }

    /// Whether the window nib was loaded.
    public var isWindowLoaded: Bool { storedWindow != nil }

    /// Makes `window` the controller's window (and the controller its window's) without loading the nib.
    public func setWindow(_ window: NibWindow?) {
        storedWindow?.windowController = nil
        storedWindow = window
        window?.windowController = self
        didLoad = didLoad || window != nil
    }

    /// Instantiates the window nib with the controller as File's Owner.
    open func loadWindow() {
        guard let windowNib, storedWindow == nil else { return }
        do throws(NibError) {
            nibTopLevelObjects = try windowNib.instantiate(owner: self, registry: registry)
        } catch {
            windowLoadError = error
        }
    }

    /// Sent once, after the first access to ``window`` has loaded the window nib (not when a window
    /// was set before, by ``setWindow(_:)`` or a storyboard). Default: nothing.
    open func windowDidLoad() {}

    /// Shows the window (loading it first).
    public func showWindow() { window?.makeKeyAndOrderFront() }

    /// Makes `controller`'s view the window's content view.
    public func setContentViewController(_ controller: NibViewController?) {
        contentViewController = controller
        if let controller { window?.setContentView(controller.view) }
    }

    /// `window.shadowedContentViewController` sets the content controller.
    open func nibSetRelationship(_ name: String, to destinations: [any NibStoryboardController]) throws(NibError) {
        guard name == "window.shadowedContentViewController" || name == "contentViewController" else {
            throw .storyboard(
                .segueFailed(segue: "relationship \(name)", reason: "\(nibClassName) has no relationship \"\(name)\""))
        }
        setContentViewController(destinations.first as? NibViewController)
    }

    /// Unwinding passes through the content controller.
    public var nibUnwindChildren: [any NibStoryboardController] { contentViewController.map { [$0] } ?? [] }

    /// Allows every triggered segue; override to cancel some.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool { true }

    /// Sent before a segue from this controller performs (the destination exists). Default: nothing.
    open func prepare(for segue: NibStoryboardSegue, sender: AnyObject?) {}

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        if name == "window" {
            setWindow(try nibCast(value, to: NibWindow.self, outlet: name, of: self))
        } else {
            try super.nibSetOutlet(name, to: value)
        }
    }
}
