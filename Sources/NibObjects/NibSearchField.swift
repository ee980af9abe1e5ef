import NibModel
import NibRuntime

/// A search field (NSSearchField / UISearchBar's field): a text field that sends its action as
/// the search changes; recent searches are kept.
open class NibSearchField: NibTextField {
    /// Searches made so far, newest last.
    public private(set) var recentSearches: [String] = []

    public required init(coder: NibCoder) { super.init(coder: coder) }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// Types a search and sends the field's action.
    @discardableResult
    public func search(_ text: String) -> [AnyObject] {
        self.text = text
        if !text.isEmpty { recentSearches.append(text) }
        return sendAction()
    }
}
