import NibModel

/// A target-action pair as the nib connects it to a control, menu item or other sender.
public struct NibAction {
    /// The selector as the xib writes it (`login:`, `performClose:`).
    public var selector: String
    /// The control event (iOS `touchUpInside`, `valueChanged`, …); nil for macOS senders, which
    /// have a single action.
    public var eventType: String?
    /// The target; not retained (as in Apple's toolkits). Ignored when ``targetsFirstResponder``.
    public weak var target: AnyObject?
    /// True when the target is First Responder: the action travels the responder chain.
    public var targetsFirstResponder: Bool

    /// An action from `selector` to `target` (or, with `targetsFirstResponder`, up the responder chain),
    /// sent on `eventType` when the sender has several control events.
    public init(selector: String, eventType: String? = nil, target: AnyObject?, targetsFirstResponder: Bool = false) {
        self.selector = selector
        self.eventType = eventType
        self.target = target
        self.targetsFirstResponder = targetsFirstResponder
    }

    /// Sends the action from `sender`: to the target if there is one, else up the responder chain
    /// starting at `sender` (see ``NibResponder/sendAction(_:from:startingAt:)``).
    /// Returns the object that handled it, or nil.
    @discardableResult
    public func send(from sender: AnyObject?) -> AnyObject? {
        if targetsFirstResponder {
            return NibResponder.sendAction(selector, from: sender, startingAt: sender as? NibResponder)
        }
        guard let target = target as? NibConnectable else { return nil }
        return target.nibPerformAction(selector, sender: sender) ? target : nil
    }
}

/// A binding (macOS): a property of the source bound to a key path of an observed object.
public struct NibBinding {
    /// The bound property (`value`, `enabled`, `contentArray`, …).
    public var name: String
    /// The observed object (an object controller, the owner, …); not retained.
    public weak var target: AnyObject?
    /// The key path on the observed object (`selection.name`).
    public var keyPath: String
    /// Binding options as recorded (`NSNullPlaceholder`, value transformer names, …).
    public var options: NibProperties

    /// A binding of the source's property `name` to `keyPath` of `target`, with the options the
    /// document records.
    public init(name: String, target: AnyObject?, keyPath: String, options: NibProperties = NibProperties()) {
        self.name = name
        self.target = target
        self.keyPath = keyPath
        self.options = options
    }
}
