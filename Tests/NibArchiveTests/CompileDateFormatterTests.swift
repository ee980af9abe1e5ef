import Foundation
import NibArchive
import NibTestSupport
import Testing
import XibCompiler

/// The date formatters of the corpus pairs, changed to forms whose date Apple's compiler would
/// parse by a rule not learnt: each is a positioned error, never a nib holding a guessed date.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileDateFormatterTests {
    /// Every AppKit pair holding a date formatter.
    static var dateFormatterPairs: [String] { AppKitPairEditing.pairs(holding: ["<dateFormatter "]) }

    /// Titles no encoded form parses as Apple's compiler does: weekends (two readings of the
    /// week), a summer date (GMT or London's time), a two-digit year, an impossible day, none.
    static let unparsedTitles = [
        "Saturday", "Sunday", "4/7/1976, 11:00 pm", "4/1/76, 11:00 pm", "31/2/1976, 1:00 am", "",
    ]

    /// `text` with the title of each cell holding a date formatter replaced by `title`.
    static func retitled(_ text: String, _ title: String) -> String {
        text.replacingOccurrences(
            of: #"title="[^"]*"([^>]*>\s*<dateFormatter )"#, with: "title=\"\(title)\"$1",
            options: .regularExpression)
    }

    @Test func theCorpusHasDateFormatters() {
        #expect(Self.dateFormatterPairs.count >= 2)
    }

    @Test(arguments: CompileDateFormatterTests.dateFormatterPairs)
    func unparsedTitlesAreRefused(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for title in Self.unparsedTitles {
            let changed = Self.retitled(text, title)
            #expect(changed != text)
            let issues = try AppKitPairEditing.issues(changed, path: path)
            #expect(issues.contains { $0.diagnostic.description.contains("'title'") }, "\(path) compiled '\(title)'")
            #expect(issues.allSatisfy { $0.location?.file == path })
        }
    }

    @Test(arguments: CompileDateFormatterTests.dateFormatterPairs)
    func unlearntFormatsAndStylesAreRefused(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changes = [
            (#"dateFormat="[^"]*""#, #"dateFormat="yyyy-MM-dd""#), (#"dateStyle="[^"]*""#, #"dateStyle="medium""#),
            (#"<dateFormatter "#, #"<dateFormatter lenient="YES" "#),
        ]
        for (pattern, replacement) in changes {
            let changed = text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
            guard changed != text else { continue }
            let issues = try AppKitPairEditing.issues(changed, path: path)
            #expect(!issues.isEmpty, "\(path) compiled with \(replacement)")
            #expect(issues.allSatisfy { $0.location?.file == path })
        }
    }
}
