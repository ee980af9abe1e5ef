import Foundation
import NibArchive
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// A legacy Cocoa Touch archive (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"
/// version="8.00">`) compiles to the nib Xcode 4 wrote from it: `merenkoff__motion_app/1` equals
/// Apple's nib as an app sees it, and edited copies of it are encoded by the rules learnt from
/// it (a changed text) or refused naming what the pair does not show (an unknown key, class,
/// value or version).
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileUIKitLegacyArchiveTests {
    static let folder = TestCorpus.path("nib-pairs/uikit/merenkoff__motion_app/1")
    static var source: String { folder + "/source.xib" }

    /// The pair's document with `old` replaced by `new` (exactly once).
    static func edited(_ old: String, _ new: String) throws -> String {
        let text = try String(contentsOfFile: source, encoding: .utf8)
        let parts = text.components(separatedBy: old)
        #expect(parts.count == 2, "'\(old)' is not in the document once")
        return parts.joined(separator: new)
    }

    /// Encodes `text` as a UIKit `.xib`: the graph, or the issues.
    static func encode(_ text: String) throws -> Result<NibArchiveGraph, NibCompileError> {
        let document = try XibCompiler().compile(bytes: Array(text.utf8), path: source).document
        do { return .success(try UIKitNibEncoder(document: document, file: source).encodeNib()) } catch {
            return .failure(error)
        }
    }

    /// The first issue's message of encoding `text` (nil when it encodes).
    static func firstIssue(_ text: String) throws -> String? {
        guard case .failure(let error) = try encode(text) else { return nil }
        return error.issues.first?.description
    }

    /// The differences of `graph` from Apple's nib.
    static func differences(_ graph: NibArchiveGraph) throws -> [String] {
        let ours = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        let apple = try NibArchiveFile.read(contentsOf: folder + "/compiled.nib")
        #expect(ours.coderVersion == apple.coderVersion)
        return NibArchiveComparison(ours, apple).differences(limit: 20).map(\.description)
    }

    @Test func pairCompilesEqual() throws {
        let text = try String(contentsOfFile: Self.source, encoding: .utf8)
        guard case .success(let graph) = try Self.encode(text) else {
            Issue.record("refused: \(try Self.firstIssue(text) ?? "")")
            return
        }
        let differences = try Self.differences(graph)
        #expect(differences.isEmpty, "\(differences.joined(separator: "; "))")
        guard case .success(let again) = try Self.encode(text) else { return }
        #expect(again == graph, "not deterministic")
    }

    /// A label's text is archived as written: only that text differs from Apple's nib.
    @Test func changedTextIsEncoded() throws {
        let text = try Self.edited(
            "<string key=\"IBUIText\">CLLocationManager:</string>", "<string key=\"IBUIText\">Location:</string>")
        guard case .success(let graph) = try Self.encode(text) else {
            Issue.record("refused: \(try Self.firstIssue(text) ?? "")")
            return
        }
        let differences = try Self.differences(graph)
        #expect(differences.count == 1, "\(differences)")
        #expect(differences.first?.contains("UIText.NS.bytes: \"Location:\" vs \"CLLocationManager:\"") == true)
    }

    @Test func unknownKeyIsRefused() throws {
        let text = try Self.edited(
            "<string key=\"IBUIText\">Latitude:</string>",
            "<string key=\"IBUIText\">Latitude:</string><int key=\"IBUINumberOfLines\">2</int>")
        let issue = try Self.firstIssue(text)
        #expect(
            issue?.contains(
                "cannot compile attribute 'numberOfLines' of <label> in a legacy archive (not shown by the legacy pair)"
            )
                == true, "\(issue ?? "encoded")")
    }

    @Test func unknownClassIsRefused() throws {
        let text = try Self.edited(
            "<object class=\"IBUIScrollView\" id=\"15736312\">", "<object class=\"IBUITextView\" id=\"15736312\">")
        let issue = try Self.firstIssue(text)
        #expect(
            issue?.contains("cannot compile class 'UITextView' (<textView> in a legacy archive") == true,
            "\(issue ?? "encoded")")
    }

    @Test func unknownButtonTypeIsRefused() throws {
        let text = try Self.edited(
            "<int key=\"IBUIButtonType\">1</int>", "<int key=\"IBUIButtonType\">3</int>")
        let issue = try Self.firstIssue(text)
        #expect(
            issue?.contains("cannot compile class 'UIButton' (<button> in a legacy archive") == true, "\(issue ?? "")")
    }

    @Test(arguments: [
        (
            "<int key=\"IBUIBaselineAdjustment\">0</int>\n\t\t\t\t\t\t\t\t<object class=\"IBUIFontDescription\" key=\"IBUIFontDescription\" id=\"329557706\">",
            "<int key=\"IBUIBaselineAdjustment\">1</int>\n\t\t\t\t\t\t\t\t<object class=\"IBUIFontDescription\" key=\"IBUIFontDescription\" id=\"329557706\">",
            "attribute 'IBUIBaselineAdjustment' of <label> in a legacy archive (the value is not shown by the legacy pair)"
        ),
        (
            "<string key=\"IBUIColorCocoaTouchKeyPath\">darkTextColor</string>",
            "<string key=\"IBUIColorCocoaTouchKeyPath\">lightTextColor</string>",
            "attribute 'textColor' of <label> in a legacy archive (colour 'lightTextColor')"
        ),
        (
            "<string key=\"NSFrame\">{{17, 160}, {286, 44}}</string>",
            "<string key=\"NSFrame\">{{17, 160}, {200, 44}}</string>",
            "attribute 'IBNumberOfSegments' of <segmentedControl> in a legacy archive (UIKit lays 3 segments out"
        ),
        (
            "<string key=\"IBDocument.InterfaceBuilderVersion\">3084</string>",
            "<string key=\"IBDocument.InterfaceBuilderVersion\">2835</string>",
            "document 'toolsVersion 2835' (a legacy archive: the nibs Xcode writes for it are not learnt; legacy archives of 3084 are)"
        ),
    ])
    func valueNotShownIsRefused(_ edit: (old: String, new: String, message: String)) throws {
        let issue = try Self.firstIssue(try Self.edited(edit.old, edit.new))
        #expect(issue?.contains(edit.message) == true, "\(issue ?? "encoded")")
    }
}
