import NibModel
import NibRuntime

/// A table or collection cell (UITableViewCell, UICollectionViewCell, NSTableCellView): a view
/// with a content view and a reuse identifier.
open class NibTableCell: NibView {
    /// The identifier app code dequeues the cell by (`reuseIdentifier`, or `identifier` on macOS).
    public var reuseIdentifier: String?
    /// The content view (iOS cells); macOS cell views are their own content.
    public private(set) var contentView: NibView?

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        reuseIdentifier = coder.string("reuseIdentifier") ?? coder.string("identifier")
        if let content = coder.child(forKey: "contentView") as? NibView {
            contentView = content
            addSubview(content)
        }
    }

    public override init(frame: NibRect) { super.init(frame: frame) }
}
