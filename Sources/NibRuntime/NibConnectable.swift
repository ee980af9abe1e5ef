import NibModel

/// An object the nib loader can wire: the interface objects it creates, File's Owner and the
/// external objects passed in for placeholders.
///
/// Generated code overrides these with switches over the names the xib uses — no string
/// key-value coding at run time. Every requirement has a default: the ones on
/// ``NibResponder`` (the base class of every default object) and, for plain classes that
/// conform directly, the extension below. Unknown outlets are errors, never ignored.
public protocol NibConnectable: AnyObject {
    /// Sets the outlet `name` to `value`. Throw ``NibError/unknownOutlet(className:outlet:)`` for
    /// a name the class does not have and ``NibError/outletTypeMismatch(className:outlet:expected:actual:)``
    /// (use ``nibCast(_:to:outlet:of:)``) for a value of the wrong type.
    func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError)
    /// Sets the outlet collection `name` to `values`, in the document's order.
    func nibSetOutletCollection(_ name: String, to values: [AnyObject]) throws(NibError)
    /// Performs the action `selector` (as the xib writes it, e.g. `login:`) if this object
    /// handles it. Return `false` to let the responder chain continue.
    func nibPerformAction(_ selector: String, sender: AnyObject?) -> Bool
    /// Connects an action whose *source* is this object (a control, menu item, gesture recogniser…).
    func nibConnectAction(_ action: NibAction) throws(NibError)
    /// Hands a binding (macOS) whose source is this object to it.
    func nibBind(_ binding: NibBinding) throws(NibError)
    /// Applies a user-defined runtime attribute by key path.
    func nibSetValue(_ value: NibValue, forKeyPath keyPath: String) throws(NibError)
    /// Sent once after every object exists and every connection is made.
    func awakeFromNib()
    /// Sent after awakeFromNib to objects the document marks *visible at launch* (windows).
    func nibShowAtLaunch()
}

extension NibConnectable {
    /// The class name used in error messages.
    public var nibClassName: String { String(describing: type(of: self)) }

    public func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        throw .unknownOutlet(className: nibClassName, outlet: name)
    }
    public func nibSetOutletCollection(_ name: String, to values: [AnyObject]) throws(NibError) {
        throw .unknownOutlet(className: nibClassName, outlet: name)
    }
    public func nibPerformAction(_ selector: String, sender: AnyObject?) -> Bool { false }
    public func nibConnectAction(_ action: NibAction) throws(NibError) {
        throw .cannotConnectAction(className: nibClassName, selector: action.selector)
    }
    public func nibBind(_ binding: NibBinding) throws(NibError) {
        throw .cannotBind(className: nibClassName, binding: binding.name)
    }
    public func nibSetValue(_ value: NibValue, forKeyPath keyPath: String) throws(NibError) {
        throw .unknownKeyPath(className: nibClassName, keyPath: keyPath)
    }
    public func awakeFromNib() {}
    public func nibShowAtLaunch() {}
}

/// Casts an outlet's destination to the outlet's declared type, or throws
/// ``NibError/outletTypeMismatch(className:outlet:expected:actual:)`` naming outlet, expected and
/// actual type. Generated setters call it: `self.label = try nibCast(value, outlet: name, of: self)`.
@inlinable
public func nibCast<T>(_ value: AnyObject, to type: T.Type = T.self, outlet: String, of source: AnyObject)
    throws(NibError) -> T
{
    if let typed = value as? T { return typed }
    throw .outletTypeMismatch(
        className: String(describing: Swift.type(of: source)), outlet: outlet,
        expected: nibTypeName(T.self), actual: String(describing: Swift.type(of: value)))
}

/// A type's name for messages, without an `Optional<…>` wrapper (outlets are optional properties).
public func nibTypeName(_ type: Any.Type) -> String {
    var name = String(describing: type)
    while name.hasPrefix("Optional<") && name.hasSuffix(">") {
        name = String(name.dropFirst("Optional<".count).dropLast())
    }
    return name
}

/// Casts every destination of an outlet collection (see ``nibCast(_:to:outlet:of:)``).
@inlinable
public func nibCastAll<T>(_ values: [AnyObject], to type: T.Type = T.self, outlet: String, of source: AnyObject)
    throws(NibError) -> [T]
{
    var result: [T] = []
    result.reserveCapacity(values.count)
    for value in values { result.append(try nibCast(value, to: T.self, outlet: outlet, of: source)) }
    return result
}
