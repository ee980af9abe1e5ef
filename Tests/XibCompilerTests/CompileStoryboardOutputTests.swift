import Foundation
import NibTestSupport
import Testing

/// `codegen compile X.storyboard -o OUT` where `OUT` is a file: one error naming it as a file
/// where a folder is written, exit 1, and the file left as it was — over a UIKit storyboard pair.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileStoryboardOutputTests {
    @Test func aFileInTheWayIsNamedAndKept() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-sbout-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("Launch.storyboardc").path
        try "kept".write(toFile: output, atomically: true, encoding: .utf8)
        let source = TestCorpus.path("nib-pairs/uikit/lfabreges__lunoco/1/source.storyboard")
        let result = try CLI.run(["compile", source, "-o", output])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "\(output): error: cannot write: a file, not a folder (a compiled storyboard is a folder)\n",
            "\(result.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "kept")
    }
}
