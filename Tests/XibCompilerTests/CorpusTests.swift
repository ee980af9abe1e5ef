import Foundation
import NibManifest
import NibModel
import NibTestSupport
import Testing

@testable import XibCompiler

/// The whole corpus, found at run time: every xib, modern or legacy archive, compiles, its
/// `inspect --json` summary matches an independent reading of the XML, and its manifest is
/// deterministic, reads back to the same graph and validates against the published JSON Schema.
/// Skipped, with a note saying how to get it, when the corpus is not here.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CorpusTests {
    static let files = TestCorpus.files(in: "xib", withExtension: "xib")

    @Test func corpusIsPresent() {
        #expect(Self.files.count >= 119, "expected the whole corpus in \(TestCorpus.root ?? "")")
        #expect(Self.files.count { !TestCorpus.isModern($0) } >= 24, "expected the legacy archives of the corpus")
    }

    @Test(arguments: files)
    func inspectJSONMatchesIndependentReading(path: String) throws {
        let expected =
            TestCorpus.isModern(path)
            ? try IndependentReading(path: path).summary
            : try ArchiveIndependentReading(path: path).summary
        try CorpusChecks.inspectJSON(of: path, equals: expected)
    }

    @Test(arguments: files)
    func manifestIsDeterministicAndRoundTrips(path: String) throws {
        try CorpusChecks.manifestIsDeterministicAndRoundTrips(path)
    }

    /// Every top-level object and every parent link points into the graph; children follow parents.
    @Test(arguments: files)
    func graphIsWellFormed(path: String) throws {
        let document = try XibCompiler().compile(contentsOf: path).document
        var seen = Set(document.placeholders.map(\.id))
        for object in document.objects {
            if let parent = object.parent {
                #expect(seen.contains(parent), "\(object.id) comes before its parent \(parent)")
            }
            #expect(seen.insert(object.id).inserted)
        }
        #expect(document.topLevelObjects == document.objects.filter { $0.parent == nil }.map(\.id))
    }

    @Test func everyManifestValidatesAgainstTheSchema() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swift-nib-schema-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var manifests: [String] = []
        for (index, path) in Self.files.enumerated() {
            let document = try XibCompiler().compile(contentsOf: path).document
            let out = directory.appendingPathComponent("\(index).nib.json")
            try Data(ManifestWriter.data(for: document)).write(to: out)
            manifests.append(out.path)
        }
        let result = try ManifestSchema.validate(manifests)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("\(manifests.count) valid"))
    }
}
