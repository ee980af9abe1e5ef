import NibModel
import NibRuntime

/// A label (UILabel): text, font, colour, alignment, lines.
open class NibLabel: NibView {
    /// The text the label shows (the document's `text`, or a `text` runtime attribute); nil when it has none.
    public var text: String?
    /// The label's font (`fontDescription` or `font`), or nil for the default font.
    public var font: NibFont?
    /// The text colour, or nil for the default.
    public var textColor: NibColor?
    /// The alignment as recorded (`natural`, `left`, `center`, `right`, `justified`), or nil for natural.
    public var textAlignment: String?
    /// The maximum number of lines; 0 means as many as the text needs. 1 unless recorded.
    public var numberOfLines = 1

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        text = coder.string("text")
        font = coder.font("fontDescription") ?? coder.font("font")
        textColor = coder.color("textColor")
        textAlignment = coder.string("textAlignment")
        numberOfLines = coder.int("numberOfLines") ?? 1
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    open override func nibSetValue(_ value: NibValue, forKeyPath keyPath: String) throws(NibError) {
        if keyPath == "text" {
            text = NibValueDecoding.string(value)
        } else {
            try super.nibSetValue(value, forKeyPath: keyPath)
        }
    }
}

/// A text field (UITextField / NSTextField, also used for macOS labels): text, placeholder,
/// font, colour, editable.
open class NibTextField: NibControl {
    /// The field's text (`text` or `stringValue`, else its cell's title); nil when it has none.
    public var text: String?
    /// The grey text shown while the field is empty (`placeholder`, or the cell's `placeholderString`).
    public var placeholder: String?
    /// The field's font (its own, else its cell's), or nil for the default font.
    public var font: NibFont?
    /// The text colour (the field's or its cell's), or nil for the default.
    public var textColor: NibColor?
    /// Whether the user can edit the text. Absent from the document, iOS fields are editable and
    /// macOS ones (mostly labels) are not.
    public var isEditable = true

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        text = coder.string("text") ?? coder.string("stringValue") ?? cell?.title
        placeholder = coder.string("placeholder") ?? cell?.string("placeholderString")
        font = coder.font("fontDescription") ?? coder.font("font") ?? cellFont
        textColor =
            coder.color("textColor")
            ?? (cell?.properties["textColor"]).flatMap { if case .color(let c) = $0 { c } else { nil } }
        isEditable = coder.bool("editable") ?? cell?.bool("editable") ?? (coder.platform != .macOS)
    }

    public override init(frame: NibRect) { super.init(frame: frame) }

    private var cellFont: NibFont? {
        if case .font(let font)? = cell?.properties["font"] { return font }
        return nil
    }

    open override func nibSetValue(_ value: NibValue, forKeyPath keyPath: String) throws(NibError) {
        if keyPath == "text" || keyPath == "stringValue" {
            text = NibValueDecoding.string(value)
        } else {
            try super.nibSetValue(value, forKeyPath: keyPath)
        }
    }
}

/// An image view (UIImageView / NSImageView): a named image resolved through the nib's resources.
open class NibImageView: NibView {
    /// The image name the document records.
    public var imageName: String?
    /// The resolved image; nil (with a diagnostic) when the resource is missing.
    public var image: NibImage?

    public required init(coder: NibCoder) {
        super.init(coder: coder)
        guard coder.initialization == .decode else { return }
        let cell = coder.child(forKey: "cell") as? NibCell
        imageName = coder.string("image") ?? cell?.imageName
        if let imageName { image = coder.image(named: imageName) }
    }

    public override init(frame: NibRect) { super.init(frame: frame) }
}
