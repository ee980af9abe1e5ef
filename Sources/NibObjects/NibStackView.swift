import NibModel
import NibRuntime

/// A stack view (NSStackView / UIStackView): arranged subviews along an axis.
open class NibStackView: NibView {
    /// `horizontal` or `vertical`, as recorded.
    public var orientation: String?
    /// The space between adjacent arranged subviews, in points (0 unless recorded).
    public var spacing = 0.0

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        orientation = coder.string("orientation") ?? coder.string("axis")
        spacing = coder.double("spacing") ?? 0
        for case let view as NibView in coder.children(forKey: "arrangedSubviews") + coder.children(forKey: "views") {
            addSubview(view)
        }
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// The arranged subviews, in order.
    public var arrangedSubviews: [NibView] { subviews }
}
