import NibModel

/// One localizable text of a document, under the key `ibtool --export-strings-file` gives it.
public struct LocalizableString: Sendable, Hashable {
    /// The id of the object the key names (`abc-12-xyz`, or a decimal id in older documents).
    public var objectID: String
    /// The toolkit class of that object (`NSButtonCell`, `UIButton`), as the export comment names it.
    public var className: String
    /// The property's key path below the object (`title`, `normalTitle`, `headerCell.title`,
    /// `segmentTitles[0]`).
    public var property: String
    /// The text in the Base document.
    public var value: String
    /// Where the object holding the text starts in the document.
    public var position: SourcePosition

    public init(objectID: String, className: String, property: String, value: String, position: SourcePosition) {
        self.objectID = objectID
        self.className = className
        self.property = property
        self.value = value
        self.position = position
    }

    /// `OBJECTID.property`.
    public var key: String { "\(objectID).\(property)" }

    /// The comment ibtool writes above the entry: `Class = "NSButtonCell"; title = "OK"; ObjectID = "abc";`,
    /// and for an indexed text the whole key in the middle part:
    /// `Class = "NSSegmentedCell"; abc.ibShadowedLabels[0] = "Reveal"; ObjectID = "abc";`. Every
    /// part is escaped as the texts are, so an id holding a quote or a line break stays inside.
    public var comment: String {
        "Class = \"\(StringsFileWriter.escaped(className))\"; \(StringsFileWriter.escaped(commentKeyPath)) = \"\(StringsFileWriter.escaped(value))\"; ObjectID = \"\(StringsFileWriter.escaped(objectID))\";"
    }

    /// The name the comment gives the text: the property (`title`, `headerCell.title`), except
    /// that ibtool names an indexed text (`segmentTitles[0]`, `ibShadowedLabels[1]`,
    /// `ibShadowedObjectValues[2]`, `scopeButtonTitles[0]`) by its whole key, object id included.
    public var commentKeyPath: String { isIndexed ? key : property }

    /// Whether the property is an element of a list (`segmentTitles[0]`): its key path ends in `[N]`.
    public var isIndexed: Bool {
        guard property.last == "]", let open = property.lastIndex(of: "[") else { return false }
        let digits = property[property.index(after: open)..<property.index(before: property.endIndex)]
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    /// The entry of an export: the key, the Base text and the comment.
    public var entry: StringsEntry { StringsEntry(key: key, value: value, comment: comment, position: position) }
}
