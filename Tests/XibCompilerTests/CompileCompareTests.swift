import Foundation
import NibTestSupport
import Testing

/// `codegen compile --compare` given a reference it cannot read: one positioned error saying so,
/// exit 1, and no list of differences — over a corpus pair of each kind.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileCompareTests {
    /// A path that does not exist, in a fresh folder.
    static func missing(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("codegen-compare-\(UUID())/\(name)").path
    }

    @Test func aMissingNibIsOneError() throws {
        let reference = Self.missing("Apple.nib")
        let result = try CLI.run(["compile", TestCorpus.path("nib-pairs/blocklist.xib"), "--compare", reference])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(reference):1:1: error: cannot compare: "), "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "error:").count == 2, "\(result.stderr)")
    }

    /// A nib compared with another document's: the differences on standard output, then one error
    /// naming the reference, how many were listed and that the nib was not written.
    @Test func differencesEndWithOneErrorAndNothingIsWritten() throws {
        let output = Self.missing("Out.nib")
        let reference = TestCorpus.path("nib-pairs/test1.nib")
        let result = try CLI.run([
            "compile", TestCorpus.path("nib-pairs/blocklist.xib"), "-o", output, "--compare", reference,
        ])
        #expect(result.status == 1)
        let listed = result.stdout.split(separator: "\n").count
        #expect(listed > 0 && listed <= 20, "\(result.stdout)")
        #expect(
            result.stderr
                == "\(reference): error: the compiled result differs from it as an app sees it (\(listed) differences listed); \(output) is not written\n"
        )
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func aStoryboardComparedWithWhatIsNoFolderIsOneError() throws {
        let source = TestCorpus.path("nib-pairs/uikit/lfabreges__lunoco/1/source.storyboard")
        for reference in [Self.missing("Apple.storyboardc"), TestCorpus.path("nib-pairs/blocklist.nib")] {
            let result = try CLI.run(["compile", source, "--compare", reference])
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty, "\(result.stdout)")
            #expect(
                result.stderr.contains("\(reference): error: cannot compare: not a readable folder"), "\(result.stderr)"
            )
        }
    }
}
