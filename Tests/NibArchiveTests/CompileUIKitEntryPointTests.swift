import Foundation
import NibArchive
import NibModel
import NibTestSupport
import Testing

/// A storyboard without an initial view controller (one an app instantiates by identifier)
/// compiles: every storyboard case of `nib-pairs/uikit` that compiles, with its
/// `initialViewController` attribute taken out, gives the same nibs byte for byte and an
/// `Info.plist` with the identifiers and the version but no entry point, which the reader takes
/// back as a storyboard without an initial controller.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileUIKitEntryPointTests {
    static let entryPoint = "UIStoryboardDesignatedEntryPointIdentifier"

    @Test(arguments: CompileUIKitCorpusTests.equalCases.sorted())
    func aStoryboardWithoutInitialControllerCompiles(_ name: String) throws {
        let source = TestCorpus.path("nib-pairs/uikit/" + name + "/source.storyboard")
        guard FileManager.default.fileExists(atPath: source) else { return }
        let scratch = try IbtoolCommandTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let text = try String(contentsOfFile: source, encoding: .utf8)
        let attribute = try #require(text.firstRange(of: #/ initialViewController="[^"]*"/#), "\(name)")
        let withoutEntry = scratch + "/NoEntry.storyboard"
        try text.replacingCharacters(in: attribute, with: "").write(
            toFile: withoutEntry, atomically: true, encoding: .utf8)

        let original = try IbtoolCommandTests.run(["compile", source, "-o", scratch + "/With.storyboardc"])
        let compiled = try IbtoolCommandTests.run(["compile", withoutEntry, "-o", scratch + "/Without.storyboardc"])
        #expect(original.status == 0, "\(name): \(original.stderr)")
        #expect(compiled.status == 0, "\(name): \(compiled.stderr)")

        let with = scratch + "/With.storyboardc"
        let without = scratch + "/Without.storyboardc"
        let names = try FileManager.default.contentsOfDirectory(atPath: without).sorted()
        #expect(names == (try FileManager.default.contentsOfDirectory(atPath: with).sorted()), "\(name): files")
        for file in names where file.hasSuffix(".nib") {
            #expect(
                FileManager.default.contents(atPath: without + "/" + file)
                    == FileManager.default.contents(atPath: with + "/" + file), "\(name)/\(file)")
        }
        let info = try IbtoolCommandTests.dictionary(
            try #require(FileManager.default.contents(atPath: without + "/Info.plist")))
        let infoWith = try IbtoolCommandTests.dictionary(
            try #require(FileManager.default.contents(atPath: with + "/Info.plist")))
        #expect(info[Self.entryPoint] == nil, "\(name)")
        #expect(Set(info.keys) == Set(infoWith.keys).subtracting([Self.entryPoint]), "\(name)")
        #expect(
            info["UIViewControllerIdentifiersToNibNames"] as? [String: String]
                == infoWith["UIViewControllerIdentifiersToNibNames"] as? [String: String], "\(name)")

        let readBack = try CompiledStoryboardDocument.document(contentsOf: without)
        let readWith = try CompiledStoryboardDocument.document(contentsOf: with)
        #expect(readBack.initialController == nil, "\(name)")
        #expect(readWith.initialController != nil, "\(name)")
        #expect(readBack.scenes.count == readWith.scenes.count, "\(name)")
    }
}
