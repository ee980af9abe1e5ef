import NibModel
import NibRuntime

/// A table cell view (NSTableCellView) with the two outlets AppKit gives it: ``imageView`` and
/// ``textField``, typed.
open class NibTableCellView: NibTableCell {
    /// The cell's image view; not retained (the view owns it as a subview).
    public weak var imageView: NibImageView?
    /// The cell's text field; not retained.
    public weak var textField: NibTextField?
    /// The row's object, set by whoever fills the table.
    public var objectValue: AnyObject?

    public required init(coder: NibCoder) { super.init(coder: coder) }

    public override init(frame: NibRect) { super.init(frame: frame) }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        switch name {
        case "imageView": imageView = try nibCast(value, outlet: name, of: self)
        case "textField": textField = try nibCast(value, outlet: name, of: self)
        default: try super.nibSetOutlet(name, to: value)
        }
    }
}
