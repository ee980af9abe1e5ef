import NibRuntime

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
        if let delegate = delegate as? NibConnectable, delegate !== self,
            delegate.nibPerformAction(selector, sender: sender)
        {
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
