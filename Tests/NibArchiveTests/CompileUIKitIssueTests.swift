import Foundation
import NibArchive
import NibTestSupport
import Testing
import XibCompiler

/// What `codegen compile --coverage` lists for a UIKit document: each refused attribute once,
/// with the reason it is refused — not again as an attribute left over. Pair documents edited in
/// the test to hold a value the encoder refuses with a reason.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileUIKitIssueTests {
    /// The issues of `SwiftGen__SwiftGen/3`'s storyboard with `original` replaced by
    /// `replacement` (which must occur in it).
    static func issues(replacing original: String, with replacement: String) throws -> [NibCompileIssue] {
        let path = TestCorpus.path("nib-pairs/uikit/SwiftGen__SwiftGen/3/source.storyboard")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(original))
        let edited = text.replacingOccurrences(of: original, with: replacement)
        let document = try XibCompiler().compile(bytes: Array(edited.utf8), path: path).document
        return UIKitNibEncoder(document: document, file: path).coverage()
    }

    /// The messages of `issues` naming attribute `name`.
    static func messages(naming name: String, in issues: [NibCompileIssue]) -> [String] {
        issues.map(\.diagnostic.description).filter { $0.contains("attribute '\(name)'") }
    }

    @Test func aButtonTypeNotLearntIsListedOnceWithItsReason() throws {
        let issues = try Self.issues(replacing: "buttonType=\"roundedRect\"", with: "buttonType=\"contactAdd\"")
        let messages = Self.messages(naming: "buttonType", in: issues)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.contains("only roundedRect is learnt") == true, "\(messages)")
    }

    @Test func aPrototypeWithoutReuseIdentifierIsListedOnceWithItsReason() throws {
        let issues = try Self.issues(replacing: " reuseIdentifier=\"PrefCell\"", with: "")
        let messages = Self.messages(naming: "prototypes", in: issues)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.contains("one prototype cell with a reuse identifier") == true, "\(messages)")
    }
}
