import Foundation
import NibArchive
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// A legacy Cocoa Touch archive (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"
/// version="8.00">`) compiles to the nib Xcode 4 wrote from it: `merenkoff__motion_app/1` is
/// refused at its segmented control (whose segments UIKit lays out at compile time); without it,
/// the document's nib differs from Apple's only by that control, and edited copies are encoded by
/// the rules learnt from the pair (a changed text) or refused naming what the pair does not show
/// (an unknown key, class, value or version).
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileUIKitLegacyArchiveTests {
    static let folder = TestCorpus.path("nib-pairs/uikit/merenkoff__motion_app/1")
    static var source: String { folder + "/source.xib" }
    /// The segmented control's id in the pair's document.
    static let segmentedControlID = "16034317"

    /// The pair's document as written.
    static func original() throws -> String { try String(contentsOfFile: source, encoding: .utf8) }

    /// The pair's document without its segmented control: its object, its place among its
    /// superview's children, its object record and the key-view reference to it.
    static func withoutSegmentedControl() throws -> String {
        var text = try original()
        let start = try #require(text.range(of: "\t\t\t\t\t\t\t<object class=\"IBUISegmentedControl\""))
        let end = try #require(text.range(of: "\n\t\t\t\t\t\t\t</object>\n", range: start.upperBound..<text.endIndex))
        text.removeSubrange(start.lowerBound..<text.index(before: end.upperBound))
        let id = segmentedControlID
        for old in [
            "<reference key=\"NSNextKeyView\" ref=\"\(id)\"/>", "<reference ref=\"\(id)\"/>",
            "<object class=\"IBObjectRecord\">\n\t\t\t\t\t\t<int key=\"objectID\">129</int>\n\t\t\t\t\t\t<reference key=\"object\" ref=\"\(id)\"/>\n\t\t\t\t\t\t<reference key=\"parent\" ref=\"15736312\"/>\n\t\t\t\t\t</object>",
        ] {
            let parts = text.components(separatedBy: old)
            #expect(parts.count == 2, "'\(old)' is not in the document once")
            text = parts.joined()
        }
        #expect(!text.contains(id))
        return text
    }

    /// The pair's document without its segmented control, with `old` replaced by `new` (exactly
    /// once).
    static func edited(_ old: String, _ new: String) throws -> String {
        let parts = try withoutSegmentedControl().components(separatedBy: old)
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

    /// Apple's nib of the pair.
    static func appleGraph() throws -> NibArchiveGraph {
        NibArchiveGraph(try NibArchiveFile.read(contentsOf: folder + "/compiled.nib"))
    }

    /// Apple's nib with its one `UISegmentedControl` taken out of the arrays that hold it (its
    /// superview's subviews and the objects table), so that its subtree is unreachable. Any other
    /// reference to it fails the test.
    static func appleWithoutSegmentedControl() throws -> NibArchiveGraph {
        var graph = try appleGraph()
        let controls = graph.objects.indices.filter { graph.objects[$0].className == "UISegmentedControl" }
        #expect(controls.count == 1)
        var removed: [String] = []
        for index in graph.objects.indices {
            let className = graph.objects[index].className
            graph.objects[index].values.removeAll { value in
                guard case .object(let target) = value.kind, controls.contains(target) else { return false }
                removed.append("\(className).\(value.key)")
                return value.key == "UINibEncoderEmptyKey"
            }
        }
        #expect(removed == ["NSArray.UINibEncoderEmptyKey", "NSMutableArray.UINibEncoderEmptyKey"], "\(removed)")
        return graph
    }

    /// The differences of `graph` from `apple` (Apple's nib unless given).
    static func differences(_ graph: NibArchiveGraph, from apple: NibArchiveGraph? = nil) throws -> [String] {
        let ours = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        let theirs = try NibArchiveReader.read(NibArchiveWriter.bytes(of: try apple ?? appleGraph()))
        #expect(ours.coderVersion == theirs.coderVersion)
        return NibArchiveComparison(ours, theirs).differences(limit: 20).map(\.description)
    }

    /// The pair itself is refused at its segmented control, naming why.
    @Test func segmentedControlIsRefused() throws {
        let issue = try Self.firstIssue(try Self.original())
        #expect(
            issue?.contains(
                "444:8: error: cannot compile class 'UISegmentedControl' (<segmentedControl> in a legacy archive: UIKit lays the segments out at compile time"
            ) == true, "\(issue ?? "encoded")")
    }

    /// Without its segmented control, the pair's document compiles to Apple's nib but for that
    /// control: against Apple's nib the comparator reports only the objects table's shape and
    /// the scroll view's subviews (17 against 18, the control last); against Apple's nib with the
    /// control taken out of both, nothing — views, scroll view, labels, buttons, connections and
    /// root keys are equal.
    @Test func pairWithoutSegmentedControlDiffersOnlyByIt() throws {
        let text = try Self.withoutSegmentedControl()
        guard case .success(let graph) = try Self.encode(text) else {
            Issue.record("refused: \(try Self.firstIssue(text) ?? "")")
            return
        }
        let subviews =
            "#0.UINibConnectionsKey.UINibEncoderEmptyKey.UIDestination.UISubviews.UINibEncoderEmptyKey.UISubviews"
        #expect(
            try Self.differences(graph) == [
                "#0.UINibObjectsKey: a table vs another table shape",
                subviews + ".UINibEncoderEmptyKey: 17 values vs 18 values",
            ])
        let differences = try Self.differences(graph, from: try Self.appleWithoutSegmentedControl())
        #expect(differences == [], "\(differences)")
        guard case .success(let again) = try Self.encode(text) else { return }
        #expect(again == graph, "not deterministic")
    }

    /// A label's text is archived as written: only that text differs from Apple's nib (without
    /// the segmented control, as the document is).
    @Test func changedTextIsEncoded() throws {
        let text = try Self.edited(
            "<string key=\"IBUIText\">CLLocationManager:</string>", "<string key=\"IBUIText\">Location:</string>")
        guard case .success(let graph) = try Self.encode(text) else {
            Issue.record("refused: \(try Self.firstIssue(text) ?? "")")
            return
        }
        let differences = try Self.differences(graph, from: try Self.appleWithoutSegmentedControl())
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
