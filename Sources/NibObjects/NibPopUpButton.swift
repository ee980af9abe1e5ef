import NibModel
import NibRuntime

/// A pop-up button (NSPopUpButton): a button with a menu of items and a selected one.
open class NibPopUpButton: NibButton {
    /// The index of the selected item, -1 for none; the first item until one is chosen.
    public var indexOfSelectedItem = -1

    public required init(coder: NibCoder) { super.init(coder: coder) }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// The menu of items: the button's own or its cell's (AppKit keeps it in the cell).
    public var menu: NibMenu? {
        let owned = nibChildren + (cell?.nibChildren ?? [])
        return owned.lazy.compactMap { $0 as? NibMenu }.first
    }

    /// The items of the menu.
    public var itemArray: [NibMenuItem] { menu?.items ?? [] }

    /// The selected item.
    public var selectedItem: NibMenuItem? {
        let index = indexOfSelectedItem < 0 && !itemArray.isEmpty ? 0 : indexOfSelectedItem
        return itemArray.indices.contains(index) ? itemArray[index] : nil
    }

    /// The selected item's title.
    public var titleOfSelectedItem: String? { selectedItem?.title }

    /// Selects the item at `index` and sends the button's action.
    @discardableResult
    public func selectItem(at index: Int) -> [AnyObject] {
        guard itemArray.indices.contains(index) else { return [] }
        indexOfSelectedItem = index
        return sendAction()
    }
}
