import NibModel

/// The base class of every default object and the natural base of generated owner classes.
///
/// It holds what the loader gives every object (its children, generic runtime attributes and
/// bindings) and implements the responder chain: ``nextResponder`` links an object to the one
/// that gets an action it does not handle. Subclasses override the `nib…` methods of
/// ``NibConnectable``; the defaults here throw clear errors for unknown outlets and actions and
/// keep runtime attributes and bindings generically.
open class NibResponder: NibConnectable {
    /// The objects this object owns as their parent in the nib (subviews, cells, items, …),
    /// in document order. The loader sets it so that parents own their children whatever the class.
    public internal(set) var nibChildren: [AnyObject] = []
    /// User-defined runtime attributes this class did not take as typed properties, by key path.
    public private(set) var nibAttributes: [String: NibValue] = [:]
    /// Bindings handed to this object, in document order.
    public private(set) var nibBindings: [NibBinding] = []
    /// Where the chain continues when the class has no natural next responder: the loader points
    /// top-level objects and File's Owner at the Application placeholder's object. Not retained.
    public weak var fallbackNextResponder: NibResponder?
    /// Every outlet and outlet collection the loader connected on this object, typed or not, by
    /// name, as it connected them; not retained.
    package internal(set) var nibConnectedOutlets: [String: [WeakReference]] = [:]

    /// Plain initialiser (custom objects; objects made in code).
    public init() {}

    /// The nib initialiser: subclasses decode their recorded properties from `coder`.
    /// `coder.initialization` says which of Apple's initialiser rules applies.
    public required init(coder: NibCoder) {}

    /// The next object of the responder chain. Views answer their superview (or view controller),
    /// view controllers their view's superview or window, windows their controller or the
    /// application. The default is ``fallbackNextResponder``.
    open var nextResponder: NibResponder? { fallbackNextResponder }

    /// Throws ``NibError/unknownOutlet(className:outlet:)``: the base class has no outlets. Subclasses
    /// handle theirs and call `super` for the rest.
    open func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        throw .unknownOutlet(className: nibClassName, outlet: name)
    }

    /// Throws ``NibError/unknownOutlet(className:outlet:)``: the base class has no outlet collections.
    open func nibSetOutletCollection(_ name: String, to values: [AnyObject]) throws(NibError) {
        throw .unknownOutlet(className: nibClassName, outlet: name)
    }

    /// Handles no action: returns false, so the action goes on to ``nextResponder``.
    open func nibPerformAction(_ selector: String, sender: AnyObject?) -> Bool { false }

    /// Throws ``NibError/cannotConnectAction(className:selector:)``: only senders (controls, menu
    /// items, …) take actions.
    open func nibConnectAction(_ action: NibAction) throws(NibError) {
        throw .cannotConnectAction(className: nibClassName, selector: action.selector)
    }

    /// Keeps the binding in ``nibBindings``.
    open func nibBind(_ binding: NibBinding) throws(NibError) {
        nibBindings.append(binding)
    }

    /// Keeps the value under its key path in ``nibAttributes``. Override to set typed properties
    /// and call `super` for the rest.
    open func nibSetValue(_ value: NibValue, forKeyPath keyPath: String) throws(NibError) {
        nibAttributes[keyPath] = value
    }

    /// Does nothing; override to finish setting up once every object of the nib is connected.
    open func awakeFromNib() {}

    /// Does nothing; windows override it to show themselves.
    open func nibShowAtLaunch() {}

    /// This object and every responder after it, in chain order (stops on a cycle).
    public var responderChain: [NibResponder] {
        var chain: [NibResponder] = []
        var current: NibResponder? = self
        while let responder = current, chain.count < 10_000 {
            chain.append(responder)
            current = responder.nextResponder
        }
        return chain
    }

    /// Delivers `selector` up the responder chain that starts at `first`: each responder in turn
    /// gets ``nibPerformAction(_:sender:)`` until one returns true. Returns that responder, or nil
    /// when nobody handles it. The walk stops on a cycle.
    @discardableResult
    public static func sendAction(_ selector: String, from sender: AnyObject?, startingAt first: NibResponder?)
        -> NibResponder?
    {
        var current = first
        var steps = 0
        while let responder = current, steps < 10_000 {
            if responder.nibPerformAction(selector, sender: sender) { return responder }
            current = responder.nextResponder
            steps += 1
        }
        return nil
    }
}
