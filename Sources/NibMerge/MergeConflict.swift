import NibModel

/// One edit of ours and one of theirs that cannot both be kept. The merged document keeps ours for
/// it; the conflict is reported at the element's position in ours.
public struct MergeConflict: Sendable, Hashable, DiagnosticConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// Both sides gave an attribute different values (or one removed it and the other changed it).
        case attribute
        /// Both sides changed an element's text differently.
        case text
        /// Both sides renamed an element (changed its class) differently.
        case elementName
        /// One side deleted an element the other changed.
        case deleteChange
        /// One side deleted an element the other side refers to.
        case deleteReference
        /// Both sides moved an element to different parents.
        case move
        /// A value that must be unique in the document (a storyboard identifier) would be used
        /// twice, or a storyboard scene would hold two controllers.
        case duplicate
        /// The base is a legacy archive a side converted to the modern format, and the other side
        /// edited the archive (or converted it differently): the converted document is kept whole.
        case conversion
    }

    public var kind: Kind
    /// The file named in messages and the element's position in ours.
    public var location: SourceLocation
    /// The element, as `<name> id="…"` (or how it is told apart when it has no id).
    public var element: String
    /// The attribute in question (for ``Kind/attribute``).
    public var attribute: String?
    /// Ours and theirs: values for an attribute or text conflict; otherwise what each side did.
    public var ours: String?
    public var theirs: String?
    /// How it was settled, for the kinds that are not a value conflict.
    public var detail: String

    public init(
        kind: Kind, location: SourceLocation, element: String, attribute: String? = nil, ours: String? = nil,
        theirs: String? = nil, detail: String = ""
    ) {
        self.kind = kind
        self.location = location
        self.element = element
        self.attribute = attribute
        self.ours = ours
        self.theirs = theirs
        self.detail = detail
    }

    /// `conflict: <view> id="x" attribute "hidden": ours "YES", theirs "NO"` and the like, on one
    /// line: control characters are escaped, and long values are shortened around where ours and
    /// theirs differ (``PrintableText``).
    public var message: String {
        let text: String
        switch kind {
        case .attribute:
            let (mine, other) = PrintableText.shortened(ours, theirs)
            text = "conflict: \(element) attribute \"\(attribute ?? "")\": ours \(mine), theirs \(other)"
        case .text:
            let (mine, other) = PrintableText.shortened(ours, theirs)
            text = "conflict: \(element) text: ours \(mine), theirs \(other)"
        case .elementName:
            text = "conflict: \(element) element name: ours <\(ours ?? "")>, theirs <\(theirs ?? "")>"
        case .deleteChange, .deleteReference, .move, .duplicate, .conversion:
            text = "conflict: \(element) \(detail)"
        }
        return PrintableText.name(text)
    }

    public var diagnostic: Diagnostic { Diagnostic(.error, at: location, message: message) }
}
