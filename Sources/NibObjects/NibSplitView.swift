import NibModel
import NibRuntime

/// A split view (NSSplitView): its panes (the subviews) side by side or stacked, a delegate.
open class NibSplitView: NibView {
    /// Whether the dividers are vertical (panes side by side).
    public var isVertical = false
    /// The delegate; not retained.
    public weak var delegate: AnyObject?
    /// The name under which divider positions are saved, if any.
    public var autosaveName: String?

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        isVertical = coder.bool("vertical") ?? false
        autosaveName = coder.string("autosaveName")
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// The panes, in order.
    public var arrangedSubviews: [NibView] { subviews }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        if name == "delegate" { delegate = value } else { try super.nibSetOutlet(name, to: value) }
    }
}
