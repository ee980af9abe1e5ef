import Foundation
import NibTestSupport
import Testing
import XibCompiler

/// `nib-render` as a user runs it: formats by extension, positioned errors, nothing written on failure.
@Suite struct CommandLineTests {
    static var tool: String {
        let debug = RenderSupport.packageRoot + "/.build/debug/nib-render"
        return FileManager.default.fileExists(atPath: debug)
            ? debug : RenderSupport.packageRoot + "/.build/release/nib-render"
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let run = try ProcessRunner.run(tool, arguments)
        return (run.status, run.stdout, run.stderr)
    }

    static func temporary(_ name: String) -> String {
        NSTemporaryDirectory() + "/nib-render-cli-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
    }

    /// `--output` is `-o`'s long name, as in `codegen`.
    @Test func outputHasALongName() throws {
        let output = Self.temporary("long.svg")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try Self.run([RenderSupport.fixtures + "/MacGeometry.xib", "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("<?xml"))
    }

    /// A reference that names no storyboard and no controller in a storyboard without an initial
    /// controller: the converter refuses it, the renderer draws the storyboard with it marked.
    @Test func unresolvedReferenceIsMarkedNotRefused() throws {
        let input = RenderSupport.fixtures + "/UnresolvedReference.storyboard"
        #expect(throws: XibError.self) { try XibCompiler().compile(contentsOf: input) }
        let output = Self.temporary("unresolved.svg")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try Self.run([input, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("UnresolvedReference.storyboard:19:"), "\(result.stderr)")
        let texts = RenderSupport.texts(try String(contentsOfFile: output, encoding: .utf8)).map(\.text)
        #expect(texts.contains { $0.hasPrefix("Unresolved: ") })
        #expect(texts.contains("This storyboard") && texts.contains("Initial controller"))
    }

    @Test func writesEachFormat() throws {
        for format in ["png", "svg", "pdf"] {
            let output = Self.temporary("out.\(format)")
            defer { try? FileManager.default.removeItem(atPath: output) }
            let result = try Self.run([RenderSupport.fixtures + "/MacGeometry.xib", "-o", output, "--scale", "2"])
            #expect(result.status == 0, "\(result.stderr)")
            let bytes = try #require(FileManager.default.contents(atPath: output))
            let magic: [UInt8] =
                switch format {
                case "png": [0x89, 0x50, 0x4E, 0x47]
                case "svg": Array("<?xm".utf8)
                default: Array("%PDF".utf8)
                }
            #expect(Array(bytes.prefix(4)) == magic)
        }
    }

    @Test func brokenDocumentGivesPositionedErrorAndNoFile() throws {
        let input = Self.temporary("Broken.xib")
        let output = Self.temporary("broken.png")
        try Data(
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\" targetRuntime=\"MacOSX.Cocoa\">\n  <objects>\n    <view id=\"a\">\n</document>\n"
                .utf8
        )
        .write(to: URL(fileURLWithPath: input))
        defer { try? FileManager.default.removeItem(atPath: input) }
        let result = try Self.run([input, "-o", output])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix(input + ":"))
        #expect(result.stderr.contains(": error: "))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// A broken manifest is reported in the compiler form, its position given once.
    @Test func brokenManifestGivesOnePositionedError() throws {
        let input = Self.temporary("Bad.nib.json")
        let output = Self.temporary("bad.png")
        try Data("{\n  \"format\": \"swift-nib/1\",\n  \"source\": 3\n".utf8).write(to: URL(fileURLWithPath: input))
        defer { try? FileManager.default.removeItem(atPath: input) }
        let result = try Self.run([input, "-o", output])
        #expect(result.status != 0)
        #expect(result.stderr == "\(input):4:1: error: invalid JSON: unexpected end of input\n")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func unknownFormatAndBadScaleAreRefused() throws {
        let unknown = try Self.run([RenderSupport.fixtures + "/MacGeometry.xib", "-o", Self.temporary("out.gif")])
        #expect(unknown.status != 0 && unknown.stderr.contains("unknown output format"))
        let scale = try Self.run([
            RenderSupport.fixtures + "/MacGeometry.xib", "-o", Self.temporary("out.png"), "--scale", "9",
        ])
        #expect(scale.status != 0 && scale.stderr.contains("--scale must be 1, 2 or 3"))
    }

    /// The change list of `codegen diff`, one line per change, with the change marked.
    @Test func diffListsChanges() throws {
        let old = Self.temporary("Old.xib")
        let output = Self.temporary("diff.svg")
        let original = try String(contentsOfFile: RenderSupport.fixtures + "/IOSNested.xib", encoding: .utf8)
        try original.replacingOccurrences(of: "title=\"Continue\"", with: "title=\"Go on\"").write(
            toFile: old, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(atPath: old)
            try? FileManager.default.removeItem(atPath: output)
        }
        let result = try Self.run(["--diff", old, RenderSupport.fixtures + "/IOSNested.xib", "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == RenderSupport.fixtures
                + "/IOSNested.xib:26:17: changed button [button-02]: normal.title: \"Go on\" → \"Continue\"\n")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains("stroke=\"#ff9500\""))
    }
}
