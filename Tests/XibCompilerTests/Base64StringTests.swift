import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import XibCompiler

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every keyed `<string base64-UTF8="YES">` of an object in the corpus's modern xibs is recorded
/// as written in base64 (``NibObject/base64Properties``), and nothing else is; the value itself
/// is the decoded text either way.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct Base64StringTests {
    static let files =
        TestPaths.modernCorpusXibs()
        + TestCorpus.files(in: "nib-pairs", withExtension: "xib").filter(TestCorpus.isModern)

    @Test func corpusWritesSomeStringsInBase64() throws {
        let total = try Self.files.reduce(0) { $0 + (try Base64StringReading(path: $1).strings.count) }
        #expect(total > 0, "expected base64 strings in the corpus")
    }

    @Test(arguments: files)
    func base64StringsAreRecorded(path: String) throws {
        let document = try XibCompiler().compile(contentsOf: path).document
        let objectIDs = Set(document.objects.map(\.id))
        let written = try Base64StringReading(path: path).strings.filter { objectIDs.contains($0.object) }
        let recorded = document.objects.flatMap { object in
            object.base64Properties.map { Base64StringReading.Written(object: object.id, key: $0) }
        }
        #expect(Set(recorded) == Set(written), "\(path)")
        #expect(recorded.count == Set(recorded).count, "\(path): a property recorded twice")
    }
}

/// The keyed base64 strings of a document read with Foundation's XML parser: each one's key and
/// the id of the element it is written in.
final class Base64StringReading: NSObject, XMLParserDelegate {
    struct Written: Hashable {
        var object: String
        var key: String
    }

    private(set) var strings: [Written] = []
    private var ids: [String?] = []

    init(path: String) throws {
        super.init()
        let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: path)))
        parser.delegate = self
        #expect(parser.parse(), "\(path) parses")
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        if name == "string", attributes["base64-UTF8"] == "YES", let key = attributes["key"],
            let owner = ids.last, let owner
        {
            strings.append(Written(object: owner, key: key))
        }
        ids.append(attributes["id"])
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        ids.removeLast()
    }
}
