import Foundation
import NibTestSupport
import Testing

/// A compiled nib given where a document is read (`compile`, `strings export`): Apple's nibs of
/// the corpus pairs — a NIBArchive file and a `.storyboardc` folder — are named as compiled nibs
/// at `1:1`, with the command that reads them, and nothing is written. `convert`, `inspect`,
/// `validate` and `generate` read both into the model (``CompiledNibConversionTests``,
/// ``CompiledStoryboardInputTests``, ``CompiledInputGenerationTests``).
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompiledNibInputTests {
    /// Apple's nib of an AppKit pair and Apple's compiled folder of a UIKit storyboard pair.
    static let inputs = [
        "nib-pairs/blocklist.nib",
        "nib-pairs/uikit/lfabreges__lunoco/1/compiled.storyboardc",
    ]

    @Test(arguments: inputs)
    func aCompiledNibIsNamedAsOne(_ relative: String) throws {
        let input = TestCorpus.path(relative)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-nib-input-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out").path
        let writers = [["compile", input, "-o", out + ".nib"], ["strings", "export", input, "-o", out + ".strings"]]
        for arguments in writers {
            let result = try CLI.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(
                result.stderr.contains("\(input):1:1: error: a compiled nib (NIBArchive)"),
                "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("'codegen dump'"), "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    /// `generate` reads Apple's nib and compiled storyboard of the pairs into the model and writes
    /// their typed code, named as their manifests are (`blocklist+Nib.swift`,
    /// `compiled+Storyboard.swift`).
    @Test(arguments: zip(inputs, ["blocklist+Nib.swift", "compiled+Storyboard.swift"]))
    func generateReadsACompiledNib(_ relative: String, _ file: String) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-nib-gen-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try CLI.run(["generate", TestCorpus.path(relative), "-o", scratch.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [file])
    }

    /// `inspect` summarises Apple's nib of a pair from the model it reads into: the owner's class
    /// and its window (`blocklist.xib`: File's Owner `BlocklistDownloaderViewController`).
    @Test func inspectReadsACompiledNib() throws {
        let input = TestCorpus.path("nib-pairs/blocklist.nib")
        let human = try CLI.run(["inspect", input])
        #expect(human.status == 0, "\(human.stderr)")
        #expect(human.stdout.contains("owner : BlocklistDownloaderViewController"), "\(human.stdout)")
        // A compiled nib keeps no tools version: the first line names none.
        #expect(human.stdout.hasPrefix("\(input): macOS (MacOSX.Cocoa)\n"), "\(human.stdout)")
        #expect(human.stdout.contains("NSWindowTemplate : NSWindow"), "\(human.stdout)")
        let json = try CLI.run(["inspect", "--json", input])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains("\"role\": \"owner\""), "\(json.stdout)")
        let validation = try CLI.run(["validate", input])
        #expect(validation.status == 0, "\(validation.stderr)")
    }

    /// `validate` of a corpus nib cut short fails with the reader's positioned error.
    @Test func validateRefusesATruncatedNib() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: TestCorpus.path("nib-pairs/blocklist.nib")))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("truncated-\(UUID()).nib").path
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLI.run(["validate", path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(path):1:"), "\(result.stderr)")
        #expect(!result.stderr.contains("\(path):1:1:"), "\(result.stderr)")
    }
}
