import NibModel
import NibRuntime

/// A collection view item (NSCollectionViewItem): a view controller with AppKit's
/// ``imageView`` and ``textField`` outlets, typed, and a represented object.
open class NibCollectionViewItem: NibViewController {
    /// Not retained (the item's view owns it).
    public weak var imageView: NibImageView?
    /// Not retained.
    public weak var textField: NibTextField?
    /// The object the item shows.
    public var representedObject: AnyObject?
    /// Whether the item is selected in its collection view; false after loading.
    public var isSelected = false

    public override init(nib: Nib?, registry: NibClassRegistry = .defaultObjects) {
        super.init(nib: nib, registry: registry)
    }

    public required init(coder: NibCoder) { super.init(coder: coder) }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        switch name {
        case "imageView": imageView = try nibCast(value, outlet: name, of: self)
        case "textField": textField = try nibCast(value, outlet: name, of: self)
        default: try super.nibSetOutlet(name, to: value)
        }
    }
}
