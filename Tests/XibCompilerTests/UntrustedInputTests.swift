import Foundation
import NibManifest
import NibModel
import Testing
import XibCompiler

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a document, a manifest or a file found beside them can make the tools do: read only the
/// regular files they were pointed at, write only under the folder they were given and only when
/// every check passed, and never wait on a pipe. Each test tries every form of a defect class, not
/// one input.
@Suite struct UntrustedInputTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "codegen-untrusted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// Names that are paths, in every form a traversal takes.
    static let pathsAsNames = [
        "../secret/pwn", "../../secret/Evil", "/tmp/pwn", "a/b", "..", ".", "sub/../../x", "a\\b", "/../secret/pwn",
    ]

    /// A run of `codegen` that must end on its own within a few seconds.
    func codegen(_ arguments: [String]) throws -> CLI.Result {
        try CLI.run(arguments, in: scratch, timeout: .seconds(30))
    }

    /// Every file under the scratch folder with its bytes: what a run wrote shows as a difference.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: scratch.path)
        while let relative = walker?.nextObject() as? String {
            let path = scratch.appendingPathComponent(relative).path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                files[relative + "/"] = Data()
            } else if FileIO.isRegularFile(path) {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            } else {
                files[relative + "|"] = Data()
            }
        }
        return files
    }

    func write(_ text: String, _ relative: String) throws {
        let url = scratch.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func makePipe(_ relative: String) throws {
        let url = scratch.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(url.path, 0o644) == 0)
    }

    static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
    }

    static let references = try! String(
        contentsOfFile: TestPaths.fixture("Storyboards/References.storyboard"), encoding: .utf8)

    // MARK: Paths in documents and manifests

    @Test func aStoryboardReferenceNamingAPathIsAPositionedErrorAndReadsNothing() throws {
        try write("SECRET-CONTENT <document", "secret/Evil.storyboard")
        try write("SECRET-CONTENT <document", "secret/pwn.storyboard")
        for name in Self.pathsAsNames {
            let document = Self.references.replacingOccurrences(
                of: "storyboardName=\"Other\" id=\"ref1\"",
                with: "storyboardName=\"\(Self.xmlEscaped(name))\" id=\"ref1\"")
            try write(document, "app/Base.lproj/Main.storyboard")
            let before = try snapshot()
            let run = try codegen(["convert", "app/Base.lproj/Main.storyboard", "-o", "out"])
            #expect(run.status == 1, "\(name)")
            #expect(
                run.stderr.hasPrefix("app/Base.lproj/Main.storyboard:20:17: error: storyboardName "),
                "\(name): \(run.stderr)")
            #expect(run.stderr.contains("is not a name"), "\(name): \(run.stderr)")
            #expect(!run.stderr.contains("SECRET-CONTENT"), "\(name)")
            #expect(try snapshot() == before, "\(name) wrote something")
        }
    }

    @Test func aManifestIdentityThatIsAPathWritesNothing() throws {
        let compiled = try XibCompiler().compile(contentsOf: TestPaths.fixture("Storyboards/References.storyboard"))
        var identities = Self.pathsAsNames.map {
            DocumentIdentity(path: "Sources/App/Main.storyboard", localization: $0)
        }
        identities += ["/etc/Main.storyboard", "../Main.storyboard", "a/../../Main.storyboard", "", "."].map {
            DocumentIdentity(path: $0)
        }
        for identity in identities {
            var document = compiled.document
            document.identity = identity
            try write(ManifestWriter.string(for: document), "Main.nib.json")
            let before = try snapshot()
            let run = try codegen(["generate", "Main.nib.json", "-o", "gen"])
            #expect(run.status == 1, "\(identity)")
            // The value at fault: `path` on line 5 (after `format`, `source` and `identity`), or `localization`.
            let at = identity.localization == nil ? "5:13" : "6:21"
            #expect(run.stderr.hasPrefix("Main.nib.json:\(at): error: $.identity."), "\(identity): \(run.stderr)")
            #expect(try snapshot() == before, "\(identity) wrote something")
        }
        var document = compiled.document
        document.identity = DocumentIdentity(path: "Sources/App/Base.lproj/Main.storyboard", localization: "Base")
        try write(ManifestWriter.string(for: document), "Main.nib.json")
        let run = try codegen(["generate", "Main.nib.json", "-o", "gen"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("gen").path) == [
                "Main.Base+Storyboard.swift"
            ])
    }

    @Test func aManifestReferenceNamingAPathIsRefusedByTheReader() throws {
        let compiled = try XibCompiler().compile(contentsOf: TestPaths.fixture("Storyboards/References.storyboard"))
        let reference = try #require(compiled.document.objects.firstIndex { $0.id == "ref1" })
        for name in Self.pathsAsNames {
            var document = compiled.document
            document.objects[reference].properties["storyboardName"] = .string(name)
            try write(ManifestWriter.string(for: document), "Main.nib.json")
            let before = try snapshot()
            for command in [["validate", "Main.nib.json"], ["generate", "Main.nib.json", "-o", "gen"]] {
                let run = try codegen(command)
                #expect(run.status == 1, "\(name)")
                let message = "error: $.objects[\(reference)].properties.storyboardName: storyboardName "
                #expect(
                    run.stderr.range(of: #"^Main\.nib\.json:\d+:\d+: "#, options: .regularExpression) != nil
                        && run.stderr.contains(message),
                    "\(name): \(run.stderr)")
            }
            #expect(try snapshot() == before, "\(name) wrote something")
        }
    }

    @Test func aLocalizedManifestOfAnyInputPathReadsBack() throws {
        try write(Self.farewell, "app/Base.lproj/Farewell.xib")
        try write("\"fw-msg.text\" = \"Bis bald\";\n", "app/de.lproj/Farewell.strings")
        let absolute = scratch.appendingPathComponent("app/Base.lproj/Farewell.xib").path
        for input in [absolute, "../" + scratch.lastPathComponent + "/app/Base.lproj/Farewell.xib"] {
            let run = try codegen([
                "strings", "localize", input, "--language", "de", "--translations", "app/de.lproj/Farewell.strings",
                "--manifest", "out/Farewell.de.nib.json",
            ])
            #expect(run.status == 0, "\(input): \(run.stderr)")
            let document = try ManifestReader.read(
                contentsOf: scratch.appendingPathComponent("out/Farewell.de.nib.json").path)
            #expect(document.identity == DocumentIdentity(path: "Base.lproj/Farewell.xib", localization: "de"))
        }
    }

    @Test func aLanguageThatIsAPathIsRefusedBeforeAnythingIsRead() throws {
        try write(Self.farewell, "app/Base.lproj/Farewell.xib")
        try write("\"fw-msg.text\" = \"Bis bald\";\n", "app/de.lproj/Farewell.strings")
        for language in Self.pathsAsNames {
            let before = try snapshot()
            let run = try codegen([
                "strings", "localize", "app/Base.lproj/Farewell.xib", "--language", language,
                "--translations", "app/de.lproj/Farewell.strings", "--manifest", "out/F.nib.json",
            ])
            #expect(run.status != 0, "\(language)")
            #expect(run.stderr.contains("is not a language name"), "\(language): \(run.stderr)")
            #expect(try snapshot() == before, "\(language) wrote something")
        }
    }

    // MARK: Files that are not regular files

    /// Each way a tool opens a file, with that file a named pipe: the command it runs and the pipe.
    static let pipeCases: [(name: String, pipe: String, arguments: [String])] = [
        ("a document given as input", "Pipe.xib", ["convert", "Pipe.xib", "-o", "out"]),
        ("a manifest given to generate", "Pipe.nib.json", ["generate", "Pipe.nib.json", "-o", "out"]),
        ("a document to validate", "Pipe.storyboard", ["validate", "Pipe.storyboard"]),
        ("a document to inspect", "Pipe.xib", ["inspect", "Pipe.xib"]),
        ("a referenced storyboard", "app/Base.lproj/Other.storyboard", ["convert", "app/Base.lproj/Main.storyboard"]),
        (
            "a .strings file beside a document", "app/de.lproj/Farewell.strings",
            ["strings", "check", "app/Base.lproj/Farewell.xib"]
        ),
        (
            "a String Catalog beside a document", "app/Farewell.xcstrings",
            ["strings", "check", "app/Base.lproj/Farewell.xib"]
        ),
        (
            "translations given to localize", "app/de.lproj/Farewell.strings",
            [
                "strings", "localize", "app/Base.lproj/Farewell.xib", "--language", "de", "--translations",
                "app/de.lproj/Farewell.strings", "--manifest", "out/F.nib.json", "--strict",
            ]
        ),
        (
            "a catalog to update", "out.xcstrings",
            ["strings", "export", "app/Base.lproj/Farewell.xib", "-o", "out.xcstrings"]
        ),
        ("a configuration file", "nib.json", ["convert", "app/Base.lproj/Farewell.xib", "--config", "nib.json"]),
    ]

    @Test func aNamedPipeIsRefusedWithoutWaitingOnIt() throws {
        for (name, pipe, arguments) in Self.pipeCases {
            try? FileManager.default.removeItem(at: scratch)
            try write(Self.farewell, "app/Base.lproj/Farewell.xib")
            try write(Self.references, "app/Base.lproj/Main.storyboard")
            try makePipe(pipe)
            let run = try codegen(arguments)
            #expect(run.status != CLI.timedOutStatus, "\(name): the tool waited on the pipe")
            #expect(run.status == 1, "\(name): \(run.stderr)")
            #expect(run.stderr.contains("not a regular file"), "\(name): \(run.stderr)")
            #expect(run.stderr.contains(pipe), "\(name): the error does not name \(pipe): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("out").path), "\(name)")
        }
    }

    @Test func aFolderOrADeviceIsRefusedAsInput() throws {
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("Folder.xib"), withIntermediateDirectories: true)
        for input in ["Folder.xib", "/dev/null", "/dev/zero"] {
            let run = try codegen(["convert", input, "-o", "out"])
            #expect(run.status == 1, "\(input)")
            #expect(run.stderr == "\(input):1:1: error: cannot read the file: not a regular file\n", "\(run.stderr)")
        }
    }

    // MARK: Nothing written on failure

    /// Every strict failure of `strings localize`, with the files it is given.
    static let strictFailures: [(name: String, file: String, text: String)] = [
        ("a malformed .strings file", "app/de.lproj/Farewell.strings", "\"fw-msg.text\" = \"Bis bald\n"),
        ("a key the document does not have", "app/de.lproj/Farewell.strings", "\"nope.text\" = \"x\";\n"),
        ("a malformed catalog", "app/Farewell.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {"),
        ("a catalog without the language", "app/Farewell.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {}}"),
    ]

    @Test func strictLocalizeWritesNothingOnAnyProblem() throws {
        try write(Self.farewell, "app/Base.lproj/Farewell.xib")
        try write("old manifest", "out/F.de.nib.json")
        for (name, file, text) in Self.strictFailures {
            try write(text, file)
            let before = try snapshot()
            let arguments = [
                "strings", "localize", "app/Base.lproj/Farewell.xib", "--language", "de", "--translations", file,
                "--manifest", "out/F.de.nib.json", "--swift", "out/F.de+Manifest.swift",
            ]
            let strict = try codegen(arguments + ["--strict"])
            #expect(strict.status == 1, "\(name)")
            #expect(strict.stderr.contains(": error: "), "\(name): \(strict.stderr)")
            #expect(try snapshot() == before, "\(name): strict wrote something")
            let lenient = try codegen(arguments)
            #expect(lenient.status == 0, "\(name): \(lenient.stderr)")
            #expect(lenient.stderr.contains(": warning: "), "\(name): \(lenient.stderr)")
            #expect(try snapshot() != before, "\(name): the lenient run wrote nothing")
            try FileManager.default.removeItem(at: scratch.appendingPathComponent(file))
            try write("old manifest", "out/F.de.nib.json")
            try? FileManager.default.removeItem(at: scratch.appendingPathComponent("out/F.de+Manifest.swift"))
        }
    }

    @Test func aFailingInputStopsEveryOutputOfTheRun() throws {
        try write(Self.farewell, "app/Base.lproj/Farewell.xib")
        try write("<document", "app/Broken.xib")
        let before = try snapshot()
        let convert = try codegen(["convert", "app/Base.lproj/Farewell.xib", "app/Broken.xib", "-o", "out/deep"])
        #expect(convert.status == 1)
        #expect(convert.stderr.hasPrefix("app/Broken.xib:"), "\(convert.stderr)")
        #expect(try snapshot() == before, "convert wrote the good input's manifest or created its folders")
        let generate = try codegen(["generate", "app/Base.lproj/Farewell.xib", "app/Broken.xib", "-o", "gen"])
        #expect(generate.status == 1)
        #expect(try snapshot() == before, "generate wrote something")
        let good = try codegen(["convert", "app/Base.lproj/Farewell.xib", "-o", "out/deep"])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(FileIO.isRegularFile(scratch.appendingPathComponent("out/deep/Farewell.nib.json").path))
    }

    static let farewell = try! String(
        contentsOfFile: TestPaths.packageRoot.appendingPathComponent(
            "Examples/NibDemo/Sources/NibDemoKit/Nibs/Base.lproj/Farewell.xib"
        ).path, encoding: .utf8)
}
