import Foundation
import NibManifest
import NibModel
import NibTestSupport
import Testing

@testable import XibCompiler

/// Nothing a modern document writes vanishes on the way to its manifest.
///
/// For each document, D is the multiset of its values read independently (``DocumentValues``:
/// every attribute value and every non-blank text node) and M the multiset of its manifest's
/// scalars (``ManifestScalars``: every string, member name, number and boolean), both normalized
/// by ``ValueToken``. Every value must occur in M at least as often as in D: a value the converter
/// types (a number, a flag), renames into a member name (`key`), turns into an id, a class, a
/// connection or a resource, or keeps generically as an element is still there; one it drops is not.
/// Runs over every modern xib and storyboard of the corpus and the fixtures that compile.
@Suite struct ValueCompletenessTests {
    static let corpus = TestPaths.modernCorpusXibs() + TestCorpus.files(in: "storyboard", withExtension: "storyboard")
    static let fixtures = ["TypedValues.xib", "ValueKinds.xib", "ExternalPlaceholder.xib", "MacPlaceholders.xib"]
        .map(TestPaths.fixture)

    /// The values of `path` that the manifest holds fewer times than the document writes them,
    /// each with where the document writes it.
    static func missingValues(_ path: String) throws -> [String] {
        try missingValues(path, in: XibCompiler().compile(contentsOf: path).document)
    }

    static func missingValues(_ path: String, in document: NibDocument) throws -> [String] {
        let manifest = ManifestScalars.tokens(ManifestWriter.string(for: document))
        var written: [String: [DocumentValues.Value]] = [:]
        for value in try DocumentValues(path: path).values { written[value.token, default: []].append(value) }
        var missing: [String] = []
        for (token, values) in written.sorted(by: { $0.key < $1.key }) where values.count > manifest[token, default: 0]
        {
            let places = Set(values.map(\.place)).sorted().joined(separator: ", ")
            missing.append(
                "\"\(token)\" written \(values.count)× (\(places), first at line \(values[0].line)), in the manifest \(manifest[token, default: 0])×"
            )
        }
        return missing
    }

    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)), arguments: corpus)
    func everyCorpusValueReachesTheManifest(path: String) throws {
        let missing = try Self.missingValues(path)
        #expect(missing.isEmpty, "\(path):\n\(missing.joined(separator: "\n"))")
    }

    @Test(arguments: fixtures)
    func everyFixtureValueReachesTheManifest(path: String) throws {
        let missing = try Self.missingValues(path)
        #expect(missing.isEmpty, "\(path):\n\(missing.joined(separator: "\n"))")
    }

    @Test func theCorpusIsCovered() {
        guard TestCorpus.isAvailable else { return }
        #expect(Self.corpus.count >= 100, "expected every modern xib and storyboard of the corpus")
    }

    /// The check sees a lost value: a manifest without one of the document's values fails it.
    @Test func aDroppedValueIsSeen() throws {
        let path = TestPaths.fixture("TypedValues.xib")
        var document = try XibCompiler().compile(contentsOf: path).document
        let index = try #require(document.objects.firstIndex { $0.id == "l1" })
        #expect(try Self.missingValues(path, in: document).isEmpty)
        document.objects[index].properties["text"] = nil
        let missing = try Self.missingValues(path, in: document)
        #expect(missing.count == 1)
        #expect(missing.first?.hasPrefix("\"Footer\" written 1× (label@text, first at line") == true)
    }
}
