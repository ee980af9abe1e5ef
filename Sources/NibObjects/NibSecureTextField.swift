import NibModel
import NibRuntime

/// A secure text field (NSSecureTextField): a text field whose text is never shown.
open class NibSecureTextField: NibTextField {
    public required init(coder: NibCoder) { super.init(coder: coder) }

    public override init(frame: NibRect) { super.init(frame: frame) }

    /// What a display would show: one bullet per character.
    public var displayedText: String { String(repeating: "•", count: text?.count ?? 0) }
}
