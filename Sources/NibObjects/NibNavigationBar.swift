import NibModel
import NibRuntime

/// A navigation bar (UINavigationBar): a stack of navigation items, a delegate.
open class NibNavigationBar: NibView {
    /// The navigation items (UINavigationItem), bottom first.
    public private(set) var items: [AnyObject] = []
    /// The delegate; not retained.
    public weak var delegate: AnyObject?

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        items = coder.children(forKey: "items")
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// The item on top of the stack.
    public var topItem: AnyObject? { items.last }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        if name == "delegate" { delegate = value } else { try super.nibSetOutlet(name, to: value) }
    }
}
