import Foundation
import NibModel
import NibTestSupport
import Testing
import XibCompiler

@testable import NibArchive

/// A text view's text and the calibrated white 1 backgrounds of toolsVersion 11762, as the
/// text view pairs show them; anything beyond is a positioned error.
struct CompileTextViewTests {
    static func fragment(_ content: String, font: String? = nil) -> NibFragment {
        var attributes = NibProperties()
        if let font { attributes.set("NSFont", .string(font)) }
        return NibFragment(content: content, attributes: attributes)
    }

    /// `textview_multiattr`'s form: three runs, the first and last sharing one attribute set,
    /// whose `NSAttributeInfo` Apple's nib holds as `06 00 04 01 06 00`.
    @Test func runsShareAttributeSetsInOrderOfFirstUse() throws {
        let text = try #require(
            AppKitEncoding.storedText([
                Self.fragment("Hello ", font: "label"), Self.fragment("bold", font: "bold"),
                Self.fragment(" world", font: "label"),
            ]))
        #expect(text.string == "Hello bold world")
        #expect(text.attributeSets.count == 2)
        #expect(AppKitEncoding.attributeInfo(text) == [6, 0, 4, 1, 6, 0])
    }

    /// Adjacent fragments of one attribute set are one run; lengths count UTF-16 units.
    @Test func adjacentFragmentsOfOneSetAreOneRun() throws {
        let text = try #require(AppKitEncoding.storedText([Self.fragment("Hi "), Self.fragment("😀")]))
        #expect(text.runs.count == 1)
        #expect(AppKitEncoding.attributeInfo(text) == [5, 0])
    }

    /// Forms no pair shows are refused: other attributes, empty fragments, no text, and runs
    /// longer than one byte of `NSAttributeInfo`.
    @Test func unknownFormsAreRefused() {
        var colored = Self.fragment("Hi")
        colored.attributes.set("NSColor", .string("red"))
        #expect(AppKitEncoding.storedText([colored]) == nil)
        #expect(AppKitEncoding.storedText([Self.fragment("")]) == nil)
        #expect(AppKitEncoding.storedText([]) == nil)
        #expect(AppKitEncoding.storedText([Self.fragment(String(repeating: "a", count: 128))]) == nil)
        #expect(AppKitEncoding.storedText([Self.fragment(String(repeating: "a", count: 127))]) != nil)
    }
}

/// The same rules over the corpus's text view pairs, their documents changed.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileTextViewCorpusTests {
    static let calibratedWhite = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>"#

    /// The pairs whose text view has a calibrated white 1 background.
    static var whitePairs: [String] {
        AppKitPairEditing.pairs(holding: ["<textView "]).filter { path in
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return text.contains(calibratedWhite)
        }
    }

    @Test func theCorpusHasWhiteTextViews() {
        #expect(Self.whitePairs.count >= 3)
    }

    /// The same document saved by another toolsVersion is refused at the text view: which colour
    /// Apple's compiler archives then is not learnt.
    @Test(arguments: CompileTextViewCorpusTests.whitePairs)
    func whiteFromAnotherVersionIsRefused(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = text.replacingOccurrences(of: #"toolsVersion="11762""#, with: #"toolsVersion="23504""#)
        #expect(changed != text)
        let issues = try AppKitPairEditing.issues(changed, path: path)
        let refused = issues.filter { $0.message.contains("'backgroundColor'") }
        #expect(!refused.isEmpty, "\(path) compiled a calibrated white from toolsVersion 23504")
        for issue in refused {
            #expect(issue.location?.file == path)
            #expect(issue.message.contains("toolsVersion 23504"))
        }
    }

    /// Text in a plain text view is refused (no pair shows how its storage is archived).
    @Test(arguments: AppKitPairEditing.pairs(holding: ["<attributedString key=\"textStorage\""]))
    func textInAPlainTextViewIsRefused(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "<textView ", with: "<textView richText=\"NO\" ")
        let issues = try AppKitPairEditing.issues(changed, path: path)
        #expect(issues.contains { $0.message.contains("'textStorage'") && $0.location?.file == path })
    }

    /// Text in a text view with a colour of its own is refused (its runs' colour is not learnt).
    @Test(arguments: AppKitPairEditing.pairs(holding: ["<attributedString key=\"textStorage\""]))
    func textBesideATextColorIsRefused(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let color = #"<color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>"#
        let changed = text.replacingOccurrences(of: "<attributedString key=", with: color + "<attributedString key=")
        let issues = try AppKitPairEditing.issues(changed, path: path)
        #expect(issues.contains { $0.message.contains("'textStorage'") && $0.location?.file == path })
    }
}
