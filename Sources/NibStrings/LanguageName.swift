/// The one rule for a language as the localization commands read and write it: a `--language`,
/// a String Catalog's `sourceLanguage` and localizations, a `LANG.lproj` folder.
///
/// A language becomes a folder name (`LANG.lproj`), an XLIFF attribute and part of a Swift
/// identifier (`manifest_pt_BR`), so it must be a BCP-47-like name: a primary subtag of two to
/// eight ASCII letters, then subtags of one to eight ASCII letters or digits, each after `-` or
/// `_` (`de`, `pt-BR`, `zh-Hans`, `zh_TW`, `es-419`, `Base`, `mul`). Anything else — a path
/// (`../x`), a quote, a space, a bidirectional override — is refused.
public enum LanguageName {
    /// Why `text` is not a language name, or nil when it is one.
    public static func problem(_ text: String) -> String? {
        if text.isEmpty { return "it is empty" }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        for scalar in text.unicodeScalars {
            let ascii = scalar.isASCII
            let letter = ascii && ((scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z"))
            let digit = ascii && scalar >= "0" && scalar <= "9"
            if !letter && !digit && scalar != "-" && scalar != "_" {
                let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
                let shown = scalar.value < 0x20 || scalar.value >= 0x7F ? code : "'\(scalar)' (\(code))"
                return "it contains \(shown); a language is letters, digits, '-' and '_'"
            }
        }
        guard let primary = subtags.first, (2...8).contains(primary.count),
            primary.unicodeScalars.allSatisfy({ !("0"..."9").contains($0) })
        else { return "it does not start with a language code of 2 to 8 letters" }
        if subtags.contains(where: { $0.isEmpty || $0.count > 8 }) {
            return "each part after '-' or '_' has 1 to 8 letters or digits"
        }
        return nil
    }

    /// The message for a refused language: `--language "../x" is not a language name: …`.
    public static func message(what: String, value: String, problem: String) -> String {
        var shown = ""
        for scalar in value.unicodeScalars.prefix(40) {
            // Escaped, so a bidirectional override or a control character cannot disguise the text.
            if scalar == "\"" || scalar == "\\" {
                shown += "\\" + String(scalar)
            } else if scalar.isASCII && scalar.value >= 0x20 && scalar.value < 0x7F {
                shown += String(scalar)
            } else {
                shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        if value.unicodeScalars.count > 40 { shown += "…" }
        return "\(what) \"\(shown)\" is not a language name: \(problem)"
    }
}

extension LanguageName {
    /// The form two languages share when they would name the same `LANG.lproj` folder on a
    /// case-insensitive file system or the same Swift identifier (`de-x`, `de_x`, `DE_X`).
    public static func folded(_ language: String) -> String {
        String(language.lowercased().map { $0 == "-" ? "_" : $0 })
    }
}
