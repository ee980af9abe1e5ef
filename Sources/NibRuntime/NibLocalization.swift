#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Chooses among the localized variants of a nib (`Base.lproj/Main.xib`, `ja.lproj/Main.xib`) the
/// way bundles choose `.lproj` folders: the first preferred language that has a variant wins, by
/// exact name (`pt-BR`) or by language (`pt` for `pt-BR`, `pt_BR` or `pt-BR.UTF-8`); nil means the
/// base (unlocalized or `Base.lproj`) variant.
public enum NibLocalization {
    /// The user's languages, most preferred first, from the POSIX locale environment:
    /// `LANGUAGE` (a colon-separated list), then `LC_ALL`, `LC_MESSAGES`, `LANG`. `C` and `POSIX`
    /// mean no preference.
    public static func preferredLanguages(environment: [String: String]? = nil) -> [String] {
        func value(_ name: String) -> String? {
            if let environment { return environment[name] }
            return getenv(name).map { String(cString: $0) }
        }
        var languages: [String] = []
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let text = value(name), !text.isEmpty else { continue }
            for entry in text.split(separator: ":") {
                let language = normalized(String(entry))
                if !language.isEmpty && language != "C" && language != "POSIX" && !languages.contains(language) {
                    languages.append(language)
                }
            }
        }
        return languages
    }

    /// The variant to load for `languages`: one of `available`, or nil for the base variant.
    /// `Base` itself is never chosen by a language; it is what nil loads.
    public static func bestMatch(among available: [String], for languages: [String]) -> String? {
        let candidates = available.filter { $0 != "Base" }
        for language in languages.map(normalized) {
            if let exact = candidates.first(where: { normalized($0) == language }) { return exact }
            let prefix = primaryLanguage(language)
            if let sameLanguage = candidates.first(where: { primaryLanguage(normalized($0)) == prefix }) {
                return sameLanguage
            }
        }
        return nil
    }

    /// `ja_JP.UTF-8@euro` → `ja-JP`.
    static func normalized(_ language: String) -> String {
        var text = Substring(language)
        if let dot = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = text[..<dot] }
        return text.replacingOccurrences(of: "_", with: "-")
    }

    /// `pt-BR` → `pt`.
    static func primaryLanguage(_ language: String) -> String {
        String(language.prefix { $0 != "-" }).lowercased()
    }
}

extension Substring {
    fileprivate func replacingOccurrences(of target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
