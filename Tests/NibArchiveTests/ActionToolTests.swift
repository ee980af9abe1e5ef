import Foundation
import NibTestSupport
import Testing

/// `nib-action`, the tool of the Bazel rules' actions, against `codegen` over whole corpus folders:
/// for each command line the rules pass, the same exit status, the same diagnostics and
/// byte-identical outputs.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct ActionToolTests {
    /// An executable built beside the test bundle.
    static func built(_ name: String) -> String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent(name).path
    }

    /// What one tool did for a command line: its status, its standard error with the scratch
    /// folder's name taken out, and the bytes of each output (nil when not written).
    struct Outcome: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
        var outputs: [Data?]
    }

    /// Runs `arguments` with both tools, each writing into its own scratch folder: `OUT` in an
    /// argument stands for the folder.
    static func compare(_ arguments: [String], outputs: [String]) throws -> (codegen: Outcome, action: Outcome) {
        func outcome(_ tool: String) throws -> Outcome {
            let folder = NSTemporaryDirectory() + "action-tool-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let run = try ProcessRunner.run(
                built(tool), arguments.map { $0.replacingOccurrences(of: "OUT", with: folder) },
                deadline: .seconds(120))
            return Outcome(
                status: run.status, stdout: run.stdout.replacingOccurrences(of: folder, with: "OUT"),
                stderr: run.stderr.replacingOccurrences(of: folder, with: "OUT"),
                outputs: outputs.map { FileManager.default.contents(atPath: "\(folder)/\($0)") })
        }
        return (try outcome("codegen"), try outcome("nib-action"))
    }

    /// The manifest action (`NibManifest`) over every document of xib/, storyboard/ and nib-pairs/.
    @Test func manifestsAreCodegens() throws {
        var written = 0
        let documents = ["xib", "storyboard", "nib-pairs"].flatMap {
            TestCorpus.files(in: $0, withExtension: "xib") + TestCorpus.files(in: $0, withExtension: "storyboard")
        }
        for document in documents {
            let (codegen, action) = try Self.compare(
                ["convert", document, "--manifest", "OUT/Doc.nib.json", "--document-path", "App/Doc.xib"],
                outputs: ["Doc.nib.json"])
            #expect(action == codegen, "\(document)")
            if codegen.outputs[0] != nil { written += 1 }
        }
        print("nib-action convert over \(documents.count) documents: \(written) manifests identical to codegen's")
        #expect(documents.count > 250 && written > 200)
    }

    /// `convert -o DIR --name NAME`, a folder-qualified document name: the manifest is named by it,
    /// the same in both tools, over every storyboard of storyboard/; a name that is a path is the
    /// same usage error in both.
    @Test func namedManifestsAreCodegens() throws {
        var written = 0
        let documents = TestCorpus.files(in: "storyboard", withExtension: "storyboard")
        for document in documents {
            let name = "Settings." + URL(fileURLWithPath: document).deletingPathExtension().lastPathComponent
            let (codegen, action) = try Self.compare(
                ["convert", document, "-o", "OUT", "--name", name, "--document-path", "App/Settings/Doc.storyboard"],
                outputs: ["\(name).nib.json"])
            #expect(action == codegen, "\(document)")
            if codegen.outputs[0] != nil { written += 1 }
        }
        #expect(!documents.isEmpty && written == documents.count)
        let (codegen, action) = try Self.compare(
            ["convert", try #require(documents.first), "-o", "OUT", "--name", "Settings/Main"], outputs: [])
        #expect(codegen.status != 0 && codegen.stderr.contains("--name"))
        #expect(action.status == codegen.status && action.stderr.contains("--name \"Settings/Main\""))
    }

    /// The nib action (`NibCompile`, rules_apple's ibtool command line) over nib-pairs/: the nib,
    /// the result dictionary and the errors of a document that is refused.
    @Test func nibsAreCodegens() throws {
        var written = 0
        let documents = TestCorpus.files(in: "nib-pairs", withExtension: "xib")
        for document in documents {
            let (codegen, action) = try Self.compare(
                [
                    "ibtool", "--errors", "--warnings", "--notices", "--output-format", "human-readable-text",
                    "--compile", "OUT/Doc.nib", "--module", "App", document,
                ], outputs: ["Doc.nib"])
            #expect(action == codegen, "\(document)")
            if codegen.outputs[0] != nil { written += 1 }
        }
        print("nib-action ibtool --compile over \(documents.count) documents: \(written) nibs identical to codegen's")
        #expect(written > 0 && written < documents.count)
    }

    /// The localization action (`NibLocalize`) for every translation of strings/ whose Base
    /// document is there.
    @Test func localizedManifestsAreCodegens() throws {
        var written = 0
        for translation in TestCorpus.files(in: "strings", withExtension: "strings") {
            let url = URL(fileURLWithPath: translation)
            let folder = url.deletingLastPathComponent()
            let language = folder.deletingPathExtension().lastPathComponent
            let name = url.deletingPathExtension().lastPathComponent
            let base = folder.deletingLastPathComponent().appendingPathComponent("Base.lproj/\(name).xib").path
            guard language != "Base", FileManager.default.fileExists(atPath: base) else { continue }
            let (codegen, action) = try Self.compare(
                [
                    "strings", "localize", base, "--language", language, "--translations", translation, "--manifest",
                    "OUT/Doc.nib.json", "--document-path", "App/Base.lproj/\(name).xib",
                ], outputs: ["Doc.nib.json"])
            #expect(action == codegen, "\(translation)")
            if codegen.outputs[0] != nil { written += 1 }
        }
        print("nib-action strings localize: \(written) localized manifests identical to codegen's")
        #expect(written > 20)
    }

    /// The version: the same as codegen's.
    @Test func versionIsCodegens() throws {
        let (codegen, action) = try Self.compare(["--version"], outputs: [])
        #expect(action == codegen && codegen.status == 0)
    }
}

#if os(Linux)
    /// What keeps `nib-action` small: it links no part of Foundation that brings ICU's data along
    /// (Foundation, FoundationInternationalization, _FoundationICU), as the dynamic libraries of
    /// the debug build show; `codegen`, which does, is the check's control.
    struct ActionToolLinkTests {
        static func libraries(of tool: String) throws -> [String] {
            let run = try ProcessRunner.runCommand(["ldd", ActionToolTests.built(tool)], deadline: .seconds(60))
            #expect(run.status == 0, "\(run.output)")
            return run.stdout.split(separator: "\n").compactMap {
                $0.split(separator: " ").first.map { String($0.trimmingCharacters(in: .whitespaces)) }
            }
        }

        static let foundationWithICU = [
            "libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so",
        ]

        @Test func nibActionLinksNoFoundationWithICU() throws {
            let codegen = try Self.libraries(of: "codegen")
            #expect(Self.foundationWithICU.allSatisfy(codegen.contains), "\(codegen)")
            let action = try Self.libraries(of: "nib-action")
            #expect(!action.isEmpty && action.allSatisfy { !Self.foundationWithICU.contains($0) }, "\(action)")
        }
    }
#endif
