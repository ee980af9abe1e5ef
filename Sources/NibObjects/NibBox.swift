import NibModel
import NibRuntime

/// A box (NSBox): a titled group around a content view.
open class NibBox: NibView {
    /// The title shown on the box's border (the document's `title`), or nil when it has none.
    public var title: String?
    /// The box's content view.
    public private(set) var contentView: NibView?

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        title = coder.string("title")
        if let content = coder.child(forKey: "contentView") as? NibView {
            contentView = content
            addSubview(content)
        }
    }

    public override init(frame: NibRect) { super.init(frame: frame) }
}
