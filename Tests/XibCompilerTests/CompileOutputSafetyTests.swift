import Foundation
import NibTestSupport
import Testing

/// `compile` and `ibtool` never lose a file to their own outputs: an input inside the output
/// folder is not removed as a stale nib, two outputs of one file are refused before anything is
/// written, and every nib name a storyboard makes is a file name or an error at the controller.
@Suite struct CompileOutputSafetyTests {
    let scratch: String

    init() throws {
        scratch = NSTemporaryDirectory() + "codegen-outputs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    /// Two scenes, `First` and `Second` (controllers `c0`, on line 6, and `c1`).
    static func storyboard(first: String = "First", firstID: String = "c0") -> String {
        UIKitStoryboardText.document(
            toolsVersion: "14313.18",
            scenes: [
                UIKitStoryboardText.scene(0, identifier: first).replacingOccurrences(
                    of: #"id="c0""#, with: "id=\"\(firstID)\""),
                UIKitStoryboardText.scene(1, identifier: "Second"),
            ]
        ).replacingOccurrences(of: #"initialViewController="c0""#, with: "initialViewController=\"\(firstID)\"")
    }

    func write(_ text: String, _ name: String) throws -> String {
        let path = scratch + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// An input named like a nib inside the compiled folder it compiles into: the compile, which
    /// removes the folder's nibs the storyboard no longer has, refused and removed it.
    @Test func anInputInsideTheOutputFolderIsNotRemoved() throws {
        let output = scratch + "/Main.storyboardc"
        #expect(try CLI.run(["compile", try write(Self.storyboard(), "Main.storyboard"), "-o", output]).status == 0)
        let input = output + "/Source.nib"
        try Self.storyboard().write(toFile: input, atomically: true, encoding: .utf8)
        let run = try CLI.run(["compile", input, "-o", output])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("\(input): error: cannot write: it is the input \(input): give another output"),
            "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: input))
        #expect(FileManager.default.fileExists(atPath: output + "/First.nib"))
    }

    /// `ibtool` outputs that name one file (the partial Info.plist over the compiled folder's own,
    /// the strings over one of its nibs, two options naming one path) are refused, and nothing
    /// is written; each silently replaced the other's file.
    @Test func twoOutputsOfOneFileAreRefused() throws {
        let input = try write(Self.storyboard(), "Main.storyboard")
        let output = scratch + "/Main.storyboardc"
        for (option, path) in [
            ("--output-partial-info-plist", output + "/Info.plist"), ("--export-strings-file", output + "/First.nib"),
            ("--export-strings-file", scratch + "/./Main.storyboardc/Info.plist"),
        ] {
            let run = try CLI.run(["ibtool", "--errors", "--compile", output, option, path, input])
            #expect(run.status == 1, "\(option) \(path)")
            #expect(run.stderr.contains("give each output a file of its own"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output), "\(option) \(path)")
        }
        let same = scratch + "/same.plist"
        let run = try CLI.run([
            "ibtool", "--compile", output, "--export-strings-file", same, "--output-partial-info-plist", same, input,
        ])
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: same) && !FileManager.default.fileExists(atPath: output))
    }

    /// A storyboard identifier that fills a file name with `.nib` (251 bytes) compiles (its
    /// temporary file's name was 16 bytes longer, and failed); one byte more is an error at the
    /// controller, the name cut in the message.
    @Test func nibNamesUpToAFileNamesLengthCompile() throws {
        let longest = String(repeating: "L", count: 251)
        let output = scratch + "/Long.storyboardc"
        let fits = try CLI.run(["compile", try write(Self.storyboard(first: longest), "Long.storyboard"), "-o", output])
        #expect(fits.status == 0, "\(fits.stderr)")
        #expect(FileManager.default.fileExists(atPath: output + "/" + longest + ".nib"))
        let input = try write(Self.storyboard(first: longest + "L"), "Longer.storyboard")
        let over = try CLI.run(["compile", input, "-o", scratch + "/Longer.storyboardc"])
        #expect(over.status == 1)
        #expect(
            over.stderr.hasPrefix(
                "\(input):6:17: error: cannot compile attribute 'storyboardIdentifier' of <viewController>: its nib name \""
                    + String(repeating: "L", count: 120)
                    + "…\" has 252 bytes, more than a file name holds before .nib (251)"
            ), "\(over.stderr)")
        #expect(over.stderr.utf8.count < 1_000)
    }

    /// A controller id that puts a path into its view nib's name is refused naming `id`, not the
    /// storyboard identifier the scene also has.
    @Test func anIDThatMakesAPathIsRefusedAsTheID() throws {
        let input = try write(Self.storyboard(firstID: "../x"), "Path.storyboard")
        let run = try CLI.run(["compile", input, "-o", scratch + "/Path.storyboardc"])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                #"\#(input):6:17: error: cannot compile attribute 'id' of <viewController>: its nib name "../x-view-v0" is not a name: it contains a path separator"#
            ), "\(run.stderr)")
    }
}
