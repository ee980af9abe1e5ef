/// How an attribute's text is recorded in the manifest.
enum AttributeType {
    case string, bool, integer, real
}

/// The names the converter understands, and the types it records their values as.
enum AttributeVocabulary {}
