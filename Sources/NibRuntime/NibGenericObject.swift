import NibModel

/// The object the loader creates for a class nobody registered: it keeps every recorded
/// property and accepts every outlet, action, binding and runtime attribute, so nothing the
/// nib says is lost and the graph stays complete.
open class NibGenericObject: NibResponder {
    /// The class the document names (custom class if any, else the standard class).
    public let className: String
    /// The element name in the document.
    public let element: String
    /// Every recorded property, in document order.
    public let properties: NibProperties
    /// Child relationships as decoded: key and objects (owned through ``NibResponder/nibChildren``).
    public private(set) var relationships: [(key: String, objects: [AnyObject])] = []
    /// Outlets set on this object, by name; not retained (outlets into a graph are weak).
    public private(set) var outlets: [String: [WeakReference]] = [:]
    /// Actions connected with this object as the sender.
    public private(set) var actions: [NibAction] = []

    public required init(coder: NibCoder) {
        className = coder.className
        element = coder.element
        properties = coder.properties
        super.init(coder: coder)
        relationships = coder.allChildren
    }

    /// The object an outlet points at, while it lives.
    public func outlet(_ name: String) -> AnyObject? { outlets[name]?.first?.object }

    /// The objects of an outlet collection that still live, in order.
    public func outletCollection(_ name: String) -> [AnyObject] { outlets[name]?.compactMap(\.object) ?? [] }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        outlets[name] = [WeakReference(value)]
    }

    open override func nibSetOutletCollection(_ name: String, to values: [AnyObject]) throws(NibError) {
        outlets[name] = values.map(WeakReference.init)
    }

    open override func nibConnectAction(_ action: NibAction) throws(NibError) {
        actions.append(action)
    }
}

/// A weak reference to an object, for collections that must not keep their elements alive.
public struct WeakReference {
    /// The object, or nil once it has been deallocated.
    public weak var object: AnyObject?
    /// A reference to `object` that does not keep it alive.
    public init(_ object: AnyObject) { self.object = object }
}
