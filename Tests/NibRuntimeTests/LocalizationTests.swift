import NibRuntime
import Testing

@Suite("Localized variants") struct LocalizationTests {
    @Test func preferredLanguagesComeFromTheLocaleEnvironment() {
        #expect(NibLocalization.preferredLanguages(environment: ["LANG": "ja_JP.UTF-8"]) == ["ja-JP"])
        #expect(
            NibLocalization.preferredLanguages(environment: ["LANGUAGE": "fr:de", "LANG": "en_US.UTF-8"]) == [
                "fr", "de", "en-US",
            ])
        #expect(NibLocalization.preferredLanguages(environment: ["LC_ALL": "C", "LANG": "POSIX"]) == [])
        #expect(NibLocalization.preferredLanguages(environment: [:]) == [])
    }

    @Test func bestMatchPrefersExactThenLanguageThenBase() {
        let available = ["Base", "ja", "pt-BR", "pt-PT", "zh-Hans"]
        #expect(NibLocalization.bestMatch(among: available, for: ["ja-JP"]) == "ja")
        #expect(NibLocalization.bestMatch(among: available, for: ["pt_PT"]) == "pt-PT")
        #expect(NibLocalization.bestMatch(among: available, for: ["pt"]) == "pt-BR")
        #expect(NibLocalization.bestMatch(among: available, for: ["de", "zh-Hans"]) == "zh-Hans")
        #expect(NibLocalization.bestMatch(among: available, for: ["de"]) == nil)
        #expect(NibLocalization.bestMatch(among: available, for: ["Base"]) == nil)
        #expect(NibLocalization.bestMatch(among: available, for: []) == nil)
    }
}
