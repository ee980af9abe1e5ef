import Foundation
import NibTestSupport
import Testing

/// `nib-action` refuses what `codegen` refuses about its outputs, with documents written here (no
/// corpus needed).
@Suite struct ActionToolSafetyTests {
    /// `convert in.xib --manifest in.xib` (or a hard link to it) replaced the document with its
    /// manifest and exited 0 in `nib-action`; `codegen` refused it.
    @Test(arguments: ["codegen", "nib-action"])
    func aManifestOverItsInputIsRefused(tool: String) throws {
        let folder = NSTemporaryDirectory() + "action-input-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = folder + "/in.xib"
        try SmallXib.oneView.write(toFile: input, atomically: true, encoding: .utf8)
        try FileManager.default.linkItem(atPath: input, toPath: folder + "/hard.xib")
        for manifest in [input, folder + "/hard.xib"] {
            let run = try ProcessRunner.run(
                ActionToolTests.built(tool), ["convert", input, "--manifest", manifest], deadline: .seconds(120))
            #expect(run.status == 1, "\(tool) \(manifest): \(run.stderr)")
            #expect(run.stderr.contains("it is the input \(input): give another output"), "\(run.stderr)")
            #expect(try String(contentsOfFile: input, encoding: .utf8) == SmallXib.oneView)
        }
    }
}
