import NibModel

extension AppKitEncoding {
    /// A text view's text, as its `NSTextStorage` archives it: the string, the distinct
    /// attribute sets of its fragments in order of first use, and its runs (adjacent fragments of
    /// one attribute set joined).
    struct StoredText: Equatable {
        var string: String
        var attributeSets: [NibProperties]
        /// Each run's length in UTF-16 units and the index of its attribute set.
        var runs: [(length: Int, attributes: Int)]

        static func == (lhs: StoredText, rhs: StoredText) -> Bool {
            lhs.string == rhs.string && lhs.attributeSets == rhs.attributeSets
                && lhs.runs.map(\.length) == rhs.runs.map(\.length)
                && lhs.runs.map(\.attributes) == rhs.runs.map(\.attributes)
        }
    }

    /// The fragment attributes a text view's text may have: only a font, as the two pairs with
    /// text show it (`textview_attributedstring`, `textview_multiattr`).
    static let storedTextAttributes: Set<String> = ["NSFont"]
    /// The font of a fragment without one: Helvetica 12, archived as a named font.
    static let storedTextDefaultFont = (name: "Helvetica", size: 12.0)
    /// The catalog colour every run of a text view without a `textColor` is archived with.
    static let storedTextColor = "textColor"
    /// The largest run length and attribute index `NSAttributeInfo` is known to hold (one byte
    /// each in the pairs; wider numbers are not learnt).
    static let storedTextLargestNumber = 127

    /// The text of `fragments`, joined into runs; nil when a fragment is empty, has attributes
    /// other than ``storedTextAttributes``, or a number does not fit ``storedTextLargestNumber``.
    static func storedText(_ fragments: [NibFragment]) -> StoredText? {
        var text = StoredText(string: "", attributeSets: [], runs: [])
        for fragment in fragments {
            let length = fragment.content.utf16.count
            guard length > 0, fragment.attributes.allSatisfy({ storedTextAttributes.contains($0.name) }) else {
                return nil
            }
            text.string += fragment.content
            let set =
                text.attributeSets.firstIndex(of: fragment.attributes)
                ?? {
                    text.attributeSets.append(fragment.attributes)
                    return text.attributeSets.count - 1
                }()
            if let last = text.runs.last, last.attributes == set {
                text.runs[text.runs.count - 1].length += length
            } else {
                text.runs.append((length, set))
            }
        }
        let numbers = text.runs.flatMap { [$0.length, $0.attributes] }
        guard !text.runs.isEmpty, numbers.allSatisfy({ $0 <= storedTextLargestNumber }) else { return nil }
        return text
    }

    /// `NSAttributeInfo`'s bytes: each run's length, then its attribute set's index.
    static func attributeInfo(_ text: StoredText) -> [UInt8] {
        text.runs.flatMap { [UInt8($0.length), UInt8($0.attributes)] }
    }

    /// The text of a text view's `textStorage`, or nil (with an issue) when it cannot be encoded:
    /// a text view with a `textColor` of its own or without rich text (no pair shows either with
    /// text), or fragments ``storedText(_:)`` refuses.
    mutating func storedText(of view: NibObject, handled: inout Set<String>) -> StoredText? {
        guard let value = view.properties["textStorage"] else { return nil }
        handled.insert("textStorage")
        guard case .attributedString(let fragments) = value, view.properties["textColor"] == nil,
            view.properties["richText"] != .bool(false), let text = Self.storedText(fragments)
        else {
            refuse(
                .attribute, "textStorage", at: view.position,
                detail: "of <textView> (text is encoded with fonts only, in a rich text view without a textColor, "
                    + "runs up to \(Self.storedTextLargestNumber) long)")
            return nil
        }
        return text
    }

    /// Writes `text` into the `NSTextStorage` `storage`: `NSString` an `NSMutableString`, and its
    /// attributes: one run's dictionary as `NSAttributes`, or several runs as `NSAttributeInfo`
    /// (an `NSMutableData`) beside the `NSMutableArray` of distinct dictionaries. Each dictionary
    /// is `NSColor` (the catalog ``storedTextColor``) then `NSFont` (the fragment's, else
    /// ``storedTextDefaultFont``).
    mutating func encodeStoredText(_ text: StoredText, into storage: Int, of view: NibObject) {
        var dictionaries: [NibArchiveValue.Kind] = []
        for attributes in text.attributeSets {
            let font: NibArchiveValue.Kind?
            if let given = attributes["NSFont"] {
                font = encodeFont(given, of: view)
            } else {
                font = namedFont(Self.storedTextDefaultFont.name, size: Self.storedTextDefaultFont.size)
            }
            let pairs: [NibArchiveValue.Kind] = [
                graph.string("NSColor"), encodeSystemColor(Self.storedTextColor) ?? .null,
                graph.string("NSFont"), font ?? .null,
            ]
            dictionaries.append(graph.array(pairs, className: "NSDictionary"))
        }
        let string = graph.addObject("NSMutableString")
        graph.append("NS.bytes", .data(Array(text.string.utf8)), to: string)
        graph.append("NSString", .object(string), to: storage)
        if text.runs.count == 1 {
            graph.append("NSAttributes", dictionaries[0], to: storage)
            return
        }
        let info = graph.addObject("NSMutableData")
        graph.append("NS.bytes", .data(Self.attributeInfo(text)), to: info)
        graph.append("NSAttributeInfo", .object(info), to: storage)
        graph.append("NSAttributes", graph.array(dictionaries, className: "NSMutableArray"), to: storage)
    }
}
