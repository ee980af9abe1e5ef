import NibModel
import NibRuntime

/// A combo box (NSComboBox): a text field with a list of items to choose from.
open class NibComboBox: NibTextField {
    /// The items the document lists, in order.
    public var items: [String] = []
    /// The data source, when the combo box uses one; not retained.
    public weak var dataSource: AnyObject?

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        if case .array(let values)? = coder["objectValues"] { items = values.compactMap(NibValueDecoding.string) }
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    open override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        if name == "dataSource" { dataSource = value } else { try super.nibSetOutlet(name, to: value) }
    }
}

/// A token field (NSTokenField): a text field whose text is split into tokens.
open class NibTokenField: NibTextField {
    /// The characters that separate tokens.
    public var tokenizingCharacters: Set<Character> = [","]

    public required init(coder: NibCoder) { super.init(coder: coder) }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// The tokens of the text, trimmed, empty ones dropped.
    public var tokens: [String] {
        (text ?? "").split(whereSeparator: { tokenizingCharacters.contains($0) })
            .map { String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
            .filter { !$0.isEmpty }
    }
}
