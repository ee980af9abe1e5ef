import Foundation
import NibTestSupport
import Testing

/// A compiled nib given where a document is read (`inspect`, `validate`, `convert`, `compile`):
/// Apple's nibs of the corpus pairs — a NIBArchive file and a `.storyboardc` folder — are named
/// as compiled nibs at `1:1`, with the command that reads them, and nothing is written.
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
        for arguments in [
            ["inspect", input], ["inspect", "--json", input], ["validate", input],
            ["convert", input, "-o", out], ["compile", input, "-o", out + ".nib"],
        ] {
            let result = try CLI.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(
                result.stderr.contains("\(input):1:1: error: a compiled nib (NIBArchive)"),
                "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("'codegen dump'"), "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }
}
