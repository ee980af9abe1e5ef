import Foundation
import NibArchive
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// The UIKit documents of the corpus outside `nib-pairs` (and `merges`), which no Apple nib
/// stands beside: what compiles must decode back to the same archive, and the labels and
/// container controllers they hold are refused naming what the public evidence leaves open,
/// never with the bare class.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct UIKitOutsidePairsCorpusTests {
    /// Every `.xib` and `.storyboard` below `xib/` and `storyboard/` saved for iOS, sorted.
    static let documents: [String] =
        (TestCorpus.files(in: "xib", withExtension: "xib")
        + TestCorpus.files(in: "storyboard", withExtension: "storyboard")).filter(isUIKit)

    /// How many of them compile today (none: each is refused at its first issue). Pinned, so a
    /// document that starts compiling is looked at here.
    static let compiledCount = 0

    /// The refusal a container controller had before its reason was written.
    static let bareContainerDetails: Set<String> = [
        "(<navigationController>)", "(<tabBarController>)", "(<splitViewController>)",
    ]

    /// Whether the document's root element names an iOS runtime, read from its first bytes.
    static func isUIKit(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return String(decoding: handle.readData(ofLength: 4096), as: UTF8.self).contains("targetRuntime=\"iOS")
    }

    /// The issues of each document the converter accepts, by path.
    static let issuesByDocument: [String: [NibCompileIssue]] = {
        var issues: [String: [NibCompileIssue]] = [:]
        for path in documents {
            guard let document = try? XibCompiler().compile(contentsOf: path).document else { continue }
            issues[path] = UIKitNibEncoder(document: document, file: path).coverage()
        }
        return issues
    }()

    @Test func theCorpusHoldsThem() {
        #expect(Self.documents.count == 56)
        #expect(Self.issuesByDocument.count >= 50)
    }

    /// Labels, navigation, tab bar and split view controllers and relationship segues are
    /// refused with their reason: 16 labels, nine containers and seven relationships today.
    @Test func labelsAndContainersAreRefusedNamingWhy() {
        var labels = 0
        var containers = 0
        var relationships = 0
        for (path, issues) in Self.issuesByDocument {
            for issue in issues {
                #expect(issue.detail != "(<label>)", "\(issue.diagnostic.description)")
                #expect(!Self.bareContainerDetails.contains(issue.detail), "\(issue.diagnostic.description)")
                #expect(issue.location?.file == path)
                if issue.detail.hasPrefix("(<label>: ") { labels += 1 }
                if issue.detail.contains("Controller>: the keys of its bar and items") { containers += 1 }
                if issue.subject == .connection, issue.name == "relationship" {
                    #expect(issue.detail.hasPrefix("'"), "\(issue.diagnostic.description)")
                    relationships += 1
                }
            }
        }
        #expect(labels == 16)
        #expect(containers == 9)
        #expect(relationships == 7)
    }

    /// Every document without issues compiles, and each nib written decodes to the archive
    /// encoded (classes, keys, typed values, references).
    @Test func whatCompilesDecodesAsWritten() throws {
        var compiled = 0
        for (path, issues) in Self.issuesByDocument.sorted(by: { $0.key < $1.key }) where issues.isEmpty {
            let document = try XibCompiler().compile(contentsOf: path).document
            let encoder = UIKitNibEncoder(document: document, file: path)
            let graphs =
                document.isStoryboard ? try encoder.encodeStoryboard().nibs.map(\.graph) : [try encoder.encodeNib()]
            for graph in graphs {
                let bytes = NibArchiveWriter.bytes(of: graph)
                let written = try NibArchiveReader.read(bytes)
                let again = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
                #expect(NibArchiveComparison(written, again).differences().isEmpty, "\(path)")
            }
            compiled += 1
        }
        #expect(compiled == Self.compiledCount)
    }
}
