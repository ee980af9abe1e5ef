import NibModel
import NibRuntime

/// A scroll view (NSScrollView / UIScrollView): the view it scrolls and the offset.
open class NibScrollView: NibView {
    /// macOS: the clip view that shows the document view.
    public private(set) var contentView: NibView?
    /// The scrolled position.
    public var contentOffset = NibPoint(x: 0, y: 0)
    /// The delegate (UIScrollView); not retained.
    public weak var delegate: AnyObject?

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        if let clip = coder.child(forKey: "contentView") as? NibView {
            contentView = clip
            addSubview(clip)
        }
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// The scrolled view: macOS the clip view's first subview, iOS the first subview.
    public var documentView: NibView? { contentView?.subviews.first ?? subviews.first }

    /// Scrolls to `point` (headless: records it).
    public func scroll(to point: NibPoint) { contentOffset = point }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        if name == "delegate" { delegate = value } else { try super.nibSetOutlet(name, to: value) }
    }
}
