import NibModel
import NibRuntime

/// A rule editor (NSRuleEditor, NSPredicateEditor): rows of criteria, a delegate that supplies them.
open class NibRuleEditor: NibControl {
    /// The delegate; not retained.
    public weak var delegate: AnyObject?
    /// Whether rows may nest.
    public var isNested = false

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        isNested = coder.string("nestingMode").map { $0 != "single" && $0 != "list" } ?? false
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        if name == "delegate" { delegate = value } else { try super.nibSetOutlet(name, to: value) }
    }
}
