import NibModel
import NibRuntime

/// The base of the default objects: a ``NibResponder`` that remembers which class it stands
/// for and keeps the toolkit outlets and actions it does not model as typed properties.
///
/// Objects created for a *standard* class (no custom class, a standard class named as custom class, or a custom
/// class nobody registered) accept any outlet and action — toolkit classes have many the default objects
/// don't model, and a design tool only offers real ones. Objects of a registered custom class
/// (generated subclasses) and objects of app classes made in code are strict: an outlet their class
/// does not handle is ``NibError/unknownOutlet(className:outlet:)``. A default object made in code
/// (an app passing `NibApplication()` as File's Owner) stands for its toolkit class and accepts them.
open class NibStandardObject: NibResponder {
    /// The class the document names (custom class if any, else the standard class); the Swift class name for objects made in code.
    public let className: String
    /// Whether outlets and actions the class does not model are kept generically.
    public let acceptsUnlistedConnections: Bool
    /// Toolkit outlets kept by name, not retained.
    public private(set) var unlistedOutlets: [String: [WeakReference]] = [:]
    /// Actions connected with this object as the sender, for objects that are not controls.
    public private(set) var unlistedActions: [NibAction] = []

    public override init() {
        className = String(describing: Self.self)
        acceptsUnlistedConnections = String(reflecting: Self.self).hasPrefix("NibObjects.")
        super.init()
    }

    public required init(coder: NibCoder) {
        className = coder.className
        if let custom = coder.customClass {
            acceptsUnlistedConnections = NibDefaultObjects.names.contains(custom) || !coder.registry.contains(custom)
        } else {
            acceptsUnlistedConnections = true
        }
        super.init(coder: coder)
    }

    /// The object the outlet `name` points at, while it lives, as the loader connected it: an outlet
    /// the class keeps generically (``unlistedOutlets``) or one it takes as a typed property
    /// (a table view's `dataSource`, a generated class's outlets). For the first object of an outlet
    /// collection too.
    public func outlet(_ name: String) -> AnyObject? {
        (unlistedOutlets[name] ?? nibConnectedOutlets[name])?.first?.object
    }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        guard acceptsUnlistedConnections else { throw .unknownOutlet(className: nibClassName, outlet: name) }
        unlistedOutlets[name] = [WeakReference(value)]
    }

    open override func nibSetOutletCollection(_ name: String, to values: [AnyObject]) throws(NibError) {
        guard acceptsUnlistedConnections else { throw .unknownOutlet(className: nibClassName, outlet: name) }
        unlistedOutlets[name] = values.map(WeakReference.init)
    }

    open override func nibConnectAction(_ action: NibAction) throws(NibError) {
        guard acceptsUnlistedConnections else {
            throw .cannotConnectAction(className: nibClassName, selector: action.selector)
        }
        unlistedActions.append(action)
    }
}
