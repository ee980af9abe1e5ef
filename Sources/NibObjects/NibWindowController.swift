import NibModel
import NibRuntime

/// A window controller (NSWindowController): owns its window and loads its window nib
/// lazily on first access to ``window``, keeping it.
open class NibWindowController: NibStandardObject, NibStoryboardController {
    /// The window nib, if any.
    public let windowNib: Nib?
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
            throw .storyboard(.segueFailed(segue: "relationship \(name)", reason: "\(nibClassName) has no relationship \"\(name)\""))
        }
        setContentViewController(destinations.first as? NibViewController)
    }

    /// Unwinding passes through the content controller.
    public var nibUnwindChildren: [any NibStoryboardController] { contentViewController.map { [$0] } ?? [] }

    open func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool { true }

    open func prepare(for segue: NibStoryboardSegue, sender: AnyObject?) {}

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        if name == "window" {
            setWindow(try nibCast(value, to: NibWindow.self, outlet: name, of: self))
        } else {
            try super.nibSetOutlet(name, to: value)
        }
    }
}

/// The application object (NSApplication / UIApplication), passed in for the Application
/// placeholder: the end of the responder chain, which hands unhandled actions to its delegate.
open class NibApplication: NibStandardObject {
    /// The application delegate; not retained.
    public weak var delegate: AnyObject?
    /// The main menu, if a nib set it.
    public var mainMenu: NibMenu?

    public override init() { super.init() }

    public required init(coder: NibCoder) { super.init(coder: coder) }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        switch name {
        case "delegate": delegate = value
        case "mainMenu": mainMenu = try nibCast(value, to: NibMenu.self, outlet: name, of: self)
        default: try super.nibSetOutlet(name, to: value)
        }
    }

    /// Whether `terminate:` was sent (headless: the process is not ended; the app checks this).
    public private(set) var isTerminationRequested = false
    /// Whether the application is hidden (`hide:` / `unhide:`, `unhideAllApplications:`).
    public private(set) var isHidden = false
    /// Whether `hideOtherApplications:` was sent.
    public private(set) var areOtherApplicationsHidden = false
    /// Whether the standard about panel is showing (`orderFrontStandardAboutPanel:`).
    public private(set) var isAboutPanelVisible = false
    /// Standard actions this object handled, in order (selector as written).
    public private(set) var handledStandardActions: [String] = []

    /// The standard application actions a main menu sends (AppKit's `NSApplication` and UIKit's
    /// responder commands); each is handled headlessly by recording its effect.
    public static let standardActions: Set<String> = [
        "terminate:", "hide:", "unhide:", "hideOtherApplications:", "unhideAllApplications:",
        "orderFrontStandardAboutPanel:", "orderFrontCharacterPalette:", "arrangeInFront:",
        "miniaturizeAll:", "showHelp:", "runPageLayout:", "orderFrontColorPanel:",
    ]

    /// The delegate gets every action first (an app delegate that implements `terminate:` wins,
    /// as a responder before the application would); the standard application actions are then
    /// handled here; anything else is unhandled.
    open override func nibPerformAction(_ selector: String, sender: AnyObject?) -> Bool {
        if let delegate = delegate as? NibConnectable, delegate !== self, delegate.nibPerformAction(selector, sender: sender) {
            return true
        }
        return performStandardAction(selector)
    }

    /// Records the effect of a standard application action; false for any other selector.
    open func performStandardAction(_ selector: String) -> Bool {
        switch selector {
        case "terminate:": isTerminationRequested = true
        case "hide:": isHidden = true
        case "unhide:", "unhideAllApplications:": isHidden = false
        case "hideOtherApplications:": areOtherApplicationsHidden = true
        case "orderFrontStandardAboutPanel:": isAboutPanelVisible = true
        case _ where Self.standardActions.contains(selector): break
        default: return false
        }
        handledStandardActions.append(selector)
        return true
    }
}
