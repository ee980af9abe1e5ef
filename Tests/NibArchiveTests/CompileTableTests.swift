import Foundation
import NibArchive
import NibTestSupport
import Testing
import XibCompiler

/// The tables of the corpus pairs, taken apart: what the table encoder cannot lay out or
/// encode is a positioned error naming the object, never a nib.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileTableTests {
    /// Every AppKit pair holding a table or an outline.
    static var tablePairs: [String] { AppKitPairEditing.pairs(holding: ["<tableView ", "<outlineView "]) }

    @Test func theCorpusHasTables() {
        #expect(Self.tablePairs.count >= 19)
    }

    /// Without header cells, no column is encoded: each is refused where it is.
    @Test(arguments: CompileTableTests.tablePairs)
    func columnsWithoutHeaderCellsAreRefused(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let headerCell =
            #"<tableHeaderCell key="headerCell"[^>]*/>|<tableHeaderCell key="headerCell"[\s\S]*?</tableHeaderCell>"#
        let stripped = text.replacingOccurrences(of: headerCell, with: "", options: .regularExpression)
        let issues = try AppKitPairEditing.issues(stripped, path: path)
        #expect(!issues.isEmpty, "\(path) compiled without header cells")
        for issue in issues {
            #expect(issue.location?.file == path)
        }
    }

    /// Intercell spacings far outside the corpus's (infinite, huge, not a number) are refused
    /// rather than laid out.
    @Test(arguments: CompileTableTests.tablePairs)
    func unusualSpacingsAreRefusedNotLaidOut(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for width in ["inf", "1e300", "nan"] {
            let changed = text.replacingOccurrences(
                of: #"<size key="intercellSpacing" width="[^"]*""#,
                with: "<size key=\"intercellSpacing\" width=\"\(width)\"", options: .regularExpression)
            let issues = try AppKitPairEditing.issues(changed, path: path)
            #expect(!issues.isEmpty, "\(path) compiled with an intercell spacing of \(width)")
        }
    }

    /// A table or outline given a custom class compiles to an `NSClassSwapper` naming it and the
    /// table class (as `test_outline_small_sv`'s `FileOutlineView` and `transmission_MainMenu`'s
    /// `TorrentTableView` are in Apple's nibs); every other key of the pair stays as in Apple's nib.
    @Test(arguments: CompileTableTests.tablePairs.filter { CompileCorpusTests.equalPairs.contains(Self.name($0)) })
    func customTableClassIsAClassSwapper(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let element = text.contains("<outlineView ") ? "outlineView" : "tableView"
        let original = element == "outlineView" ? "NSOutlineView" : "NSTableView"
        guard let opening = text.range(of: "<\(element) ") else { return }
        let custom = text.replacingCharacters(in: opening, with: "<\(element) customClass=\"Custom&lt;Table\" ")
        let document = try XibCompiler().compile(bytes: Array(custom.utf8), path: path).document
        let graph = try AppKitNibEncoder(document: document, file: path).encode()
        let compiled = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        let apple = try NibArchiveFile.read(contentsOf: path.replacingOccurrences(of: ".xib", with: ".nib"))
        let differences = NibArchiveComparison(compiled, apple).differences().map(\.description)
        #expect(differences.contains { $0.hasSuffix("NSClassSwapper vs \(original)") })
        for difference in differences {
            let expected =
                difference.hasSuffix("NSClassSwapper vs \(original)")
                || difference.hasSuffix(".NSClassName: \"Custom<Table\" vs absent")
                || difference.hasSuffix(".NSOriginalClassName: \"\(original)\" vs absent")
            #expect(expected, "\(Self.name(path)): \(difference)")
        }
    }

    /// The pair's name: its file name without the extension.
    static func name(_ path: String) -> String {
        String(path.split(separator: "/").last!.dropLast(".xib".count))
    }
}
