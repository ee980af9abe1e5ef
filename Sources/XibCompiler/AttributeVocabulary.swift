/// How an attribute's text is recorded in the manifest.
enum AttributeType {
    case string, bool, integer, real
}

/// The attribute names the converter understands, and the kind it records each one's value as
/// (the table ``all`` is in `ObjectAttributes.swift`). A value that does not parse as its kind is
/// kept as the string it was; a name not in the table is kept as a string and listed by coverage.
enum AttributeVocabulary {
    /// The kind `name`'s values are recorded as; nil for a name the vocabulary does not know.
    static func kind(of name: String) -> AttributeType? { all[name] }
}
