import NibModel
import NibRuntime

/// A view controller (UIViewController / NSViewController and their subclasses): owns its
/// view and **loads its own nib lazily**, on first access to ``view``.
open class NibViewController: NibStandardObject {
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

    /// A controller whose view comes from `nib` (nil: an empty view is made on first access).
    public init(nib: Nib?, registry: NibClassRegistry = .defaultObjects) {
        self.nib = nib
        self.nibName = nil
        self.registry = registry
        super.init()
    }

    public override convenience init() { self.init(nib: nil) }

    public required init(coder: NibCoder) {
        nib = nil
        nibName = coder.string("nibName")
        registry = coder.registry
        nibSearchDirectory = coder.nib.directory
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
            do throws(NibError) { source = try NibCache.shared.nib(named: nibName, in: directory) } catch { viewLoadError = error }
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
}
