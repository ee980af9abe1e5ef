import NibModel
import NibRuntime

/// A control (UIControl / NSControl): enabled, target-action per event type, sending actions.
open class NibControl: NibView {
    /// Whether the control takes part in events; a disabled control sends no actions. Read from the
    /// control's `enabled`, else its cell's.
    public var isEnabled = true
    /// Whether the control is in its selected state (the document's `selected`).
    public var isSelected = false
    /// Whether the control is drawn highlighted, as while it is pressed (the document's `highlighted`).
    public var isHighlighted = false
    /// The actions connected to the control, in document order (iOS: each with its event type),
    /// followed by those connected to its cell (macOS xibs often connect the cell).
    public var actions: [NibAction] { cell.map { ownActions + $0.actions } ?? ownActions }
    private var ownActions: [NibAction] = []
    /// The control's cell (macOS), if it has one.
    public private(set) var cell: NibCell?

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        isEnabled = coder.bool("enabled") ?? coder.bool("isEnabled") ?? true
        isSelected = coder.bool("selected") ?? false
        isHighlighted = coder.bool("highlighted") ?? false
        cell = coder.child(forKey: "cell") as? NibCell
        if let cell, coder.bool("enabled") == nil, let enabled = cell.bool("enabled") { isEnabled = enabled }
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// Adds a target-action pair (what the loader does for each action connection).
    public func addAction(_ action: NibAction) { ownActions.append(action) }

    open override func nibConnectAction(_ action: NibAction) throws(NibError) { addAction(action) }

    /// Sends every action registered for `event` (macOS actions have no event and match any).
    /// Returns the objects that handled them.
    @discardableResult
    public func sendActions(for event: String) -> [AnyObject] {
        guard isEnabled else { return [] }
        var handlers: [AnyObject] = []
        NibEvent.deliver(NibEvent(type: event)) {
            for action in actions where action.eventType == nil || action.eventType == event {
                if let handler = action.send(from: self) { handlers.append(handler) }
            }
        }
        return handlers
    }

    /// Sends the control's primary action(s): iOS `touchUpInside` / `valueChanged` / `primaryActionTriggered`,
    /// or the macOS action. Returns the objects that handled them.
    @discardableResult
    public func sendAction() -> [AnyObject] {
        guard isEnabled else { return [] }
        var handlers: [AnyObject] = []
        for action in actions {
            NibEvent.deliver(NibEvent(type: action.eventType)) {
                if let handler = action.send(from: self) { handlers.append(handler) }
            }
        }
        return handlers
    }

    open override func nibSetValue(_ value: NibValue, forKeyPath keyPath: String) throws(NibError) {
        switch keyPath {
        case "enabled", "isEnabled": isEnabled = NibValueDecoding.bool(value) ?? isEnabled
        default: try super.nibSetValue(value, forKeyPath: keyPath)
        }
    }
}

/// A macOS cell (NSButtonCell, NSTextFieldCell, NSImageCell, …): it carries most of its
/// control's recorded values; the control reads them from it.
open class NibCell: NibStandardObject {
    /// Every recorded property, in document order.
    public let properties: NibProperties
    /// The cell's title (its `title` property), which buttons and text fields without their own take.
    public let title: String?
    /// The name of the cell's image resource (its `image` property), if any.
    public let imageName: String?
    /// Actions connected to the cell; its control sends them.
    public private(set) var actions: [NibAction] = []

    public required init(coder: NibCoder) {
        properties = coder.properties
        title = coder.string("title")
        imageName = coder.string("image")
        super.init(coder: coder)
    }

    open override func nibConnectAction(_ action: NibAction) throws(NibError) { actions.append(action) }

    /// The recorded property `key` as a boolean (`YES`/`NO` and the other textual forms), or nil.
    public func bool(_ key: String) -> Bool? { NibValueDecoding.bool(properties[key]) }
    /// The recorded property `key` as text (numbers and booleans written out), or nil.
    public func string(_ key: String) -> String? { NibValueDecoding.string(properties[key]) }
    /// The recorded property `key` as a number, or nil.
    public func double(_ key: String) -> Double? { NibValueDecoding.double(properties[key]) }
}
