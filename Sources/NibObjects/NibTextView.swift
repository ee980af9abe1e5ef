import NibModel
import NibRuntime

/// A multi-line text view (NSTextView / UITextView): text, editable, selectable, delegate.
open class NibTextView: NibView {
    /// The text the view holds (`text`, or AppKit's `string`), or nil.
    public var text: String?
    /// Whether the user can edit the text (true unless recorded otherwise).
    public var isEditable = true
    /// Whether the user can select the text (true unless recorded otherwise).
    public var isSelectable = true
    /// The delegate; not retained.
    public weak var delegate: AnyObject?

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        text = coder.string("text") ?? coder.string("string")
        isEditable = coder.bool("editable") ?? true
        isSelectable = coder.bool("selectable") ?? true
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        if name == "delegate" { delegate = value } else { try super.nibSetOutlet(name, to: value) }
    }

    open override func nibSetValue(_ value: NibValue, forKeyPath keyPath: String) throws(NibError) {
        if keyPath == "text" || keyPath == "string" {
            text = NibValueDecoding.string(value)
        } else {
            try super.nibSetValue(value, forKeyPath: keyPath)
        }
    }
}
