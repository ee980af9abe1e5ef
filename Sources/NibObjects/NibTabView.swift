import NibModel
import NibRuntime

/// A tab view (NSTabView): its items in order, the selected one, a delegate.
open class NibTabView: NibView {
    /// The tab items' views, in document order (each item's view).
    public private(set) var tabViewItems: [NibView] = []
    /// The index of the selected item.
    public var selectedIndex = 0
    /// The delegate; not retained.
    public weak var delegate: AnyObject?

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        tabViewItems = coder.children(forKey: "tabViewItems").compactMap { $0 as? NibView }
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// The selected item's view.
    public var selectedItem: NibView? {
        tabViewItems.indices.contains(selectedIndex) ? tabViewItems[selectedIndex] : nil
    }

    /// Selects the item at `index` (ignored when out of range).
    public func selectItem(at index: Int) {
        if tabViewItems.indices.contains(index) { selectedIndex = index }
    }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        if name == "delegate" { delegate = value } else { try super.nibSetOutlet(name, to: value) }
    }
}
