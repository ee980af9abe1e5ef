import Foundation
import NibManifest
import NibModel
import NibTestSupport
import Testing

@testable import XibCompiler

/// Converting on a second thread while libxml2 parses gives exactly what converting on one thread
/// gives: the same manifest bytes, or the same error at the same place, for every document. The
/// concurrent side passes its events in 512-byte batches, so even a small document is converted
/// on the second thread, across many batches.
@Suite struct ConcurrentParseTests {
    static let concurrent = XibCompiler(options: .init(convertsConcurrently: true, eventBatchSize: 512))
    static let oneThread = XibCompiler(options: .init(convertsConcurrently: false))

    /// The manifest, or the error's text, of `bytes` compiled by `compiler`.
    static func outcome(_ compiler: XibCompiler, _ bytes: [UInt8], path: String) -> String {
        do {
            return ManifestWriter.string(for: try compiler.compile(bytes: bytes, path: path).document)
        } catch {
            return "error: \(error)"
        }
    }

    static func sameBothWays(_ bytes: [UInt8], path: String) {
        let concurrent = outcome(Self.concurrent, bytes, path: path)
        let oneThread = outcome(Self.oneThread, bytes, path: path)
        #expect(concurrent == oneThread, "\(path)")
    }

    /// A document of many event batches (about 1.4 MB), whole and cut at points that fall inside
    /// batches, inside a start tag and inside a value.
    @Test func aLargeDocumentAndItsTruncationsConvertAlike() throws {
        let row = """
            <textField id="f%d"><rect key="frame" x="%d" y="0.5" width="3" height="4"/>\
            <textFieldCell key="cell" title="Field %d &amp; more" id="c%d"><font key="font" metaFont="system"/>\
            <color key="textColor" red="0.%d" green="0.2" blue="0.3" alpha="1" colorSpace="custom"/></textFieldCell>\
            <connections><action selector="go:" target="-2" id="a%d"/></connections></textField>
            """
        let rows = (0..<4_000).map { row.replacingOccurrences(of: "%d", with: String($0)) }.joined(separator: "\n")
        let text =
            #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">"#
            + #"<objects><customObject id="-2" userLabel="File's Owner"/><view id="root"><subviews>"#
            + rows + "</subviews></view></objects></document>"
        let bytes = Array(text.utf8)
        #expect(bytes.count > 1_000_000)
        let document = try XibCompiler().compile(bytes: bytes, path: "Large.xib").document
        #expect(document.objects.count == 1 + 2 * 4_000)
        Self.sameBothWays(bytes, path: "Large.xib")
        #expect(
            Self.outcome(XibCompiler(), bytes, path: "Large.xib")
                == Self.outcome(Self.oneThread, bytes, path: "Large.xib"))
        for cut in [70_001, 65_536 * 3 + 17, bytes.count / 2, bytes.count - 40] {
            Self.sameBothWays(Array(bytes[..<cut]), path: "Cut.xib")
        }
    }

    /// Every document of the corpus and of the fixtures: the same manifest or error both ways.
    @Test func everyRealDocumentConvertsAlike() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: TestPaths.fixtures.path)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map(TestPaths.fixture)
        let corpus = TestPaths.corpusXibs() + TestCorpus.files(in: "storyboard", withExtension: "storyboard")
        #expect(!fixtures.isEmpty)
        for path in fixtures + corpus {
            Self.sameBothWays(Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        }
    }
}
