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

    /// The messages of `issues` about connections.
    static func connectionMessages(_ issues: [NibCompileIssue]) -> [String] {
        issues.map(\.diagnostic.description).filter { $0.contains("cannot compile connection") }
    }

    /// Each connection left out says why, in its own words: what of it no pair shows.
    @Test(arguments: [
        (
            #"kind="show" identifier="ShowPassword""#, #"kind="show""#,
            "(segue from k6D-nB-wS1: a segue without an identifier: no pair shows the template"
        ),
        (
            #"kind="show" identifier="ShowPassword""#, #"kind="presentation" identifier="ShowPassword""#,
            "(segue from k6D-nB-wS1: a 'presentation' segue: only 'show' segues are learnt)"
        ),
        (
            #"<segue destination="30h-14-fok" kind="show" identifier="ShowPassword" id="y7o-M4-oge"/>"#,
            #"<action selector="next:" destination="txY-Mc-CKa" eventType="touchUpInside" id="y7o-M4-oge"/>"#,
            "(action from k6D-nB-wS1: no storyboard pair holds an action"
        ),
        (
            #"<segue destination="30h-14-fok" kind="show" identifier="ShowPassword" id="y7o-M4-oge"/>"#,
            #"<outlet property="owner" destination="txY-Mc-CKa" id="y7o-M4-oge"/>"#,
            "(outlet from k6D-nB-wS1: no storyboard pair holds an outlet but a <tableView>'s dataSource and a <tableView>'s delegate to its scene's controller"
        ),
    ])
    func aConnectionLeftOutSaysWhy(original: String, replacement: String, reason: String) throws {
        let messages = Self.connectionMessages(try Self.issues(replacing: original, with: replacement))
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.contains("25:37: error:") == true, "\(messages)")
        #expect(messages.first?.contains(reason) == true, "\(messages)")
    }

    /// A view's safe-area guide is an element of its own: its issue points at that element's
    /// line, not at the view's.
    @Test func aSafeAreaGuideIsRefusedAtItsOwnLine() throws {
        let issues = try Self.issues(
            replacing: "</button>\n                        </subviews>",
            with:
                "</button>\n                        </subviews>\n<viewLayoutGuide key=\"safeArea\" id=\"s1a-fe-are\"/>")
        let messages = Self.messages(naming: "safeArea", in: issues)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.contains("source.storyboard:29:1: error:") == true, "\(messages)")
        #expect(messages.first?.contains("(a safe-area layout guide: no UIKit pair has one)") == true, "\(messages)")
    }

    /// An element the converter does not know is kept as it is; the writer refuses it naming it
    /// as an element, not as an attribute of that name.
    @Test func anUnknownElementIsNamedAsAnElement() throws {
        let issues = try Self.issues(
            replacing: "</button>\n                        </subviews>",
            with: "</button>\n                        </subviews>\n<attribute name=\"x\"/>")
        let messages = Self.messages(naming: "attribute", in: issues)
        #expect(messages.count == 1, "\(messages)")
        #expect(
            messages.first?.contains("attribute 'attribute' of <view> (its <attribute> element): not encoded yet")
                == true,
            "\(messages)")
    }
}
