import NibModel

/// Writes XLIFF 1.2, the exchange format of Xcode's *Export Localizations*: one `<file>` per
/// document, one `<trans-unit>` per key with the Base text as `<source>`, the translation (when
/// there is one) as `<target>` and the export comment as `<note>`.
public enum XLIFFWriter {
    /// One document's strings for one target language.
    public struct File: Sendable {
        /// The document's path as the project names it (`App/Base.lproj/Login.xib`).
        public var original: String
        public var sourceLanguage: String
        public var targetLanguage: String?
        public var entries: [StringsEntry]
        /// Translations by key (written as `<target>`).
        public var translations: [String: String]

        public init(
            original: String, sourceLanguage: String, targetLanguage: String?, entries: [StringsEntry],
            translations: [String: String] = [:]
        ) {
            self.original = original
            self.sourceLanguage = sourceLanguage
            self.targetLanguage = targetLanguage
            self.entries = entries
            self.translations = translations
        }
    }

    public static func text(_ files: [File]) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

            """
        for file in files {
            var attributes =
                "original=\"\(escaped(file.original))\" source-language=\"\(escaped(file.sourceLanguage))\""
            if let target = file.targetLanguage { attributes += " target-language=\"\(escaped(target))\"" }
            out += "  <file \(attributes) datatype=\"plaintext\">\n"
            out += "    <header>\n      <tool tool-id=\"swift-nib\" tool-name=\"codegen\"/>\n    </header>\n"
            out += "    <body>\n"
            for entry in file.entries {
                out += "      <trans-unit id=\"\(escaped(entry.key))\" xml:space=\"preserve\">\n"
                out += "        <source>\(escaped(entry.value, attribute: false))</source>\n"
                if let target = file.translations[entry.key] {
                    out += "        <target>\(escaped(target, attribute: false))</target>\n"
                }
                if let comment = entry.comment { out += "        <note>\(escaped(comment, attribute: false))</note>\n" }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n  </file>\n"
        }
        return out + "</xliff>\n"
    }

    /// Text for XML content (`attribute: false`) or attribute values: markup characters as
    /// entities (quotes only in attributes); control characters XML 1.0 cannot hold become U+FFFD.
    /// In an attribute value, tabs and line breaks become character references: an XML reader
    /// normalises the characters themselves to spaces, but gives references back unchanged.
    static func escaped(_ text: String, attribute: Bool = true) -> String {
        XMLEscaper(quote: attribute, whitespace: attribute ? .characterReference : .keep, unrepresentable: .replace)
            .escape(text)
    }
}
