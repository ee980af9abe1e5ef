import Foundation
import NibTestSupport
import Testing

/// `codegen ibtool` given the command lines build systems pass to Apple's ibtool, over whole corpus
/// folders: the nib it writes is `codegen compile`'s, a document it cannot encode is an error in
/// the result dictionary with exit status 1 and nothing written, and every output format reads back.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct IbtoolCommandTests {
    /// The built `codegen` executable, beside the test bundle.
    static var codegen: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("codegen").path
    }

    struct Run {
        var status: Int32
        var stdout: Data
        var stderr: String
        var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs `codegen` (``ProcessRunner``: output into files, a deadline).
    static func run(_ arguments: [String]) throws -> Run {
        let run = try ProcessRunner.run(codegen, arguments)
        return Run(status: run.status, stdout: Data(run.stdoutBytes), stderr: run.stderr)
    }

    static func scratch() throws -> String {
        let folder = NSTemporaryDirectory() + "ibtool-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func dictionary(_ data: Data) throws -> [String: Any] {
        let value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return try #require(value as? [String: Any])
    }

    static func name(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// Xcode's build system (swift-build's IBCompiler spec) matches these lines in the
    /// human-readable output: `PATH:LINE: error: MESSAGE` (one component after the path).
    static var xcodeErrorLine: Regex<(Substring, Substring, Substring, Substring)> {
        #/^([^:]*):([^:]*): error: (.*)$/#
    }

    /// rules_apple's `compile_xib` through its xctoolrunner, for a macOS bundle: the flags the
    /// wrapper puts first, then `--compile OUT/NAME.nib`, the platform's, `--module`, the input.
    @Test func rulesAppleCompileXibOverTheNibPairs() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var compiled = 0
        var refused = 0
        for xib in TestCorpus.files(in: "nib-pairs", withExtension: "xib") {
            let nib = "\(folder)/\(Self.name(xib)).nib"
            let run = try Self.run([
                "ibtool", "--errors", "--warnings", "--notices", "--auto-activate-custom-fonts", "--output-format",
                "human-readable-text", "--compile", nib, "--minimum-deployment-target", "13.0", "--target-device",
                "mac", "--module", "App", xib,
            ])
            let reference = "\(folder)/reference.nib"
            let direct = try Self.run(["compile", xib, "-o", reference, "--module", "App"])
            #expect(run.status == direct.status, "\(xib)")
            if run.status == 0 {
                compiled += 1
                #expect(FileManager.default.contents(atPath: nib) == FileManager.default.contents(atPath: reference))
                #expect(!run.text.contains("com.apple.ibtool.document.errors"), "\(xib)")
            } else {
                refused += 1
                #expect(!FileManager.default.fileExists(atPath: nib), "a refused document wrote \(nib)")
                let lines = run.text.split(separator: "\n").map(String.init)
                #expect(lines.first == "/* com.apple.ibtool.document.errors */", "\(xib)")
                let errors = lines.dropFirst().filter { !$0.hasPrefix("/*") }
                #expect(!errors.isEmpty)
                for line in errors {
                    let match = try #require(line.wholeMatch(of: Self.xcodeErrorLine), "\(line)")
                    #expect(String(match.1) == xib)
                    #expect(Int(match.2) != nil, "\(line)")
                }
            }
            try? FileManager.default.removeItem(atPath: nib)
            try? FileManager.default.removeItem(atPath: reference)
        }
        print("ibtool --compile (rules_apple form) over nib-pairs: \(compiled) compiled, \(refused) refused")
        #expect(compiled > 0 && refused > 0)
    }

    /// swift-build's XIB compile task (the order its task-construction tests check), with the
    /// partial Info.plist read back as a property list.
    @Test func swiftBuildCompileXibWritesThePartialInfoPlist() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for xib in TestCorpus.files(in: "nib-pairs", withExtension: "xib") {
            let partial = "\(folder)/\(Self.name(xib))-PartialInfo.plist"
            let nib = "\(folder)/\(Self.name(xib)).nib"
            let run = try Self.run([
                "ibtool", "--errors", "--warnings", "--notices", "--module", "App", "--output-partial-info-plist",
                partial, "--auto-activate-custom-fonts", "--target-device", "mac", "--minimum-deployment-target",
                "13.0", "--output-format", "human-readable-text", "--compile", nib, xib,
            ])
            if run.status == 0 {
                let plist = try #require(FileManager.default.contents(atPath: partial))
                #expect(try Self.dictionary(plist).isEmpty)
            } else {
                #expect(!FileManager.default.fileExists(atPath: partial))
                #expect(!FileManager.default.fileExists(atPath: nib))
            }
        }
    }

    /// swift-build for iOS (the command line xtool's builds run through): `--target-device iphone
    /// --target-device ipad`, xml1, over every xib of the corpus. The exit status, the errors in
    /// the dictionary and the nib written always agree: never a nib beside an error.
    @Test func everyCorpusXibAgreesWithItsDictionary() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var written = 0
        let xibs = TestCorpus.files(in: "xib", withExtension: "xib")
        for xib in xibs {
            let nib = "\(folder)/out.nib"
            let run = try Self.run([
                "ibtool", "--errors", "--warnings", "--notices", "--module", "App", "--target-device", "iphone",
                "--target-device", "ipad", "--minimum-deployment-target", "15.0", "--output-format", "xml1",
                "--compile", nib, xib,
            ])
            let result = try Self.dictionary(run.stdout)
            let errors = try #require(result["com.apple.ibtool.document.errors"] as? [String: [String: Any]], "\(xib)")
            #expect(result["com.apple.ibtool.document.warnings"] is [String: Any])
            #expect(result["com.apple.ibtool.document.notices"] is [String: Any])
            #expect((run.status == 0) == errors.isEmpty, "\(xib)")
            #expect(FileManager.default.fileExists(atPath: nib) == errors.isEmpty, "\(xib)")
            for entry in errors.values {
                #expect(entry["type"] as? String == "Error")
                #expect((entry["message"] as? [String])?.isEmpty == false)
                #expect(entry["line"] is Int && entry["column"] is Int)
            }
            if errors.isEmpty { written += 1 }
            try? FileManager.default.removeItem(atPath: nib)
        }
        print("ibtool --compile (swift-build iOS form) over \(xibs.count) xibs of corpus/xib: \(written) nibs written")
        #expect(xibs.count > 100)
    }

    /// rules_apple's `compile_storyboard`: `--compilation-directory`; NetNewsWire's storyboards use
    /// what is not encoded yet, so each is an error of the dictionary and nothing is written.
    @Test func rulesAppleCompileStoryboardIsRefusedInTheDictionary() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let storyboards = TestCorpus.files(in: "storyboard/Ranchero-Software__NetNewsWire", withExtension: "storyboard")
        #expect(!storyboards.isEmpty)
        for storyboard in storyboards {
            let run = try Self.run([
                "ibtool", "--errors", "--warnings", "--notices", "--auto-activate-custom-fonts", "--output-format",
                "human-readable-text", "--compilation-directory", folder, "--minimum-deployment-target", "15.0",
                "--target-device", "iphone", "--target-device", "ipad", "--module", "App", storyboard,
            ])
            #expect(run.status == 1)
            #expect(run.text.hasPrefix("/* com.apple.ibtool.document.errors */\n\(storyboard):"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        }
    }

    /// Command lines that pass `--sdk` (and options after the document): a theos project's
    /// Makefile (`--compile OUT IN --sdk SDK`), CocoaPods' copy-resources script, Xamarin's IBTool
    /// task (xml1, `--compilation-directory`). Each UIKit storyboard of the corpus pairs is written
    /// where the tool expects it, as `codegen compile` writes it, and the same again on a rerun.
    @Test func commandLinesWithSdkCompileTheUIKitPairs() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sdk = "/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk"
        let storyboards = TestCorpus.files(in: "nib-pairs/uikit", withExtension: "storyboard")
        #expect(!storyboards.isEmpty)
        var compiled = 0
        for storyboard in storyboards {
            let reference = "\(folder)/reference.storyboardc"
            let direct = try Self.run(["compile", storyboard, "-o", reference])
            let output = "\(folder)/\(Self.name(storyboard)).storyboardc"
            let forms: [[String]] = [
                ["--compile", output, storyboard, "--sdk", sdk],
                [
                    "--errors", "--warnings", "--notices", "--minimum-deployment-target", "9.0", "--output-format",
                    "human-readable-text", "--compile", output, storyboard, "--sdk", sdk, "--target-device", "iphone",
                    "--target-device", "ipad",
                ],
                [
                    "--errors", "--warnings", "--notices", "--output-format", "xml1", "--minimum-deployment-target",
                    "11.4", "--target-device", "iphone", "--target-device", "ipad", "--auto-activate-custom-fonts",
                    "--sdk", sdk, "--compilation-directory", folder, storyboard,
                ],
            ]
            for form in forms {
                for _ in 0..<2 {
                    let run = try Self.run(["ibtool"] + form)
                    #expect(run.status == direct.status, "\(form): \(run.stderr)")
                    if run.status == 0 {
                        #expect(try Self.tree(output) == Self.tree(reference), "\(form)")
                    } else {
                        #expect(!FileManager.default.fileExists(atPath: output), "\(form)")
                    }
                }
                try? FileManager.default.removeItem(atPath: output)
            }
            if direct.status == 0 { compiled += 1 }
            try? FileManager.default.removeItem(atPath: reference)
        }
        #expect(compiled > 0)
    }

    /// `--reference-external-strings-file` (CocoaPods passes it) would change what is written in a
    /// way no source here records: a usage error naming it, and nothing is written.
    @Test func referenceExternalStringsFileIsRefused() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let storyboard = try #require(TestCorpus.files(in: "nib-pairs/uikit", withExtension: "storyboard").first)
        let output = folder + "/Main.storyboardc"
        let run = try Self.run([
            "ibtool", "--reference-external-strings-file", "--errors", "--warnings", "--notices", "--output-format",
            "human-readable-text", "--compile", output, storyboard,
        ])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--reference-external-strings-file is not supported"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// swift-build's task for a Base-localized xib with translations (its task-construction tests'
    /// command line): `--companion-strings-file LANG:FILE` for each, and `--compile` into the app's
    /// `Base.lproj`. Over every nib pair: a document that compiles gets each translation, unchanged,
    /// as `LANG.lproj/NAME.strings` beside `Base.lproj`; one that is refused gets none of it.
    @Test func companionStringsFilesGoBesideTheBaseLocalizedNib() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var compiled = 0
        var refused = 0
        for (index, xib) in TestCorpus.files(in: "nib-pairs", withExtension: "xib").enumerated() {
            let name = Self.name(xib)
            // One app per document: documents of the UIKit pairs share names (`source.xib`).
            let sources = "\(folder)/\(index)/Sources"
            let resources = "\(folder)/\(index)/App.app/Contents/Resources"
            for language in ["Base", "de", "fr"] {
                try FileManager.default.createDirectory(
                    atPath: "\(sources)/\(language).lproj", withIntermediateDirectories: true)
            }
            try FileManager.default.copyItem(atPath: xib, toPath: "\(sources)/Base.lproj/\(name).xib")
            let exported = try Self.run(["strings", "export", xib]).stdout
            try exported.write(to: URL(fileURLWithPath: "\(sources)/de.lproj/\(name).strings"))
            let french = Data(
                "/* UTF-16, as Xcode's exports are */\n\"x\" = \"é\";\n".utf16.flatMap {
                    [UInt8($0 & 0xFF), UInt8($0 >> 8)]
                })
            try (Data([0xFF, 0xFE]) + french).write(to: URL(fileURLWithPath: "\(sources)/fr.lproj/\(name).strings"))
            let run = try Self.run([
                "ibtool", "--errors", "--warnings", "--notices", "--companion-strings-file",
                "de:\(sources)/de.lproj/\(name).strings", "--companion-strings-file",
                "fr:\(sources)/fr.lproj/\(name).strings", "--module", "App", "--auto-activate-custom-fonts",
                "--target-device", "mac", "--minimum-deployment-target", "13.0", "--output-format",
                "human-readable-text", "--compile", "\(resources)/Base.lproj/\(name).nib",
                "\(sources)/Base.lproj/\(name).xib",
            ])
            for language in ["de", "fr"] {
                let copy = FileManager.default.contents(atPath: "\(resources)/\(language).lproj/\(name).strings")
                if run.status == 0 {
                    let source = FileManager.default.contents(atPath: "\(sources)/\(language).lproj/\(name).strings")
                    #expect(copy != nil && copy == source, "\(name), \(language)")
                } else {
                    #expect(copy == nil, "\(name), \(language): written beside a refused nib")
                }
            }
            #expect(FileManager.default.fileExists(atPath: "\(resources)/Base.lproj/\(name).nib") == (run.status == 0))
            if run.status == 0 { compiled += 1 } else { refused += 1 }
        }
        print(
            "ibtool --companion-strings-file over nib-pairs: \(compiled) compiled with translations, \(refused) refused"
        )
        #expect(compiled > 0)
    }

    /// A translation that is not a `.strings` file is an error of the result dictionary placed at
    /// its line and column, and nothing is written, the nib included; a language that is not a
    /// language name (it becomes a folder) and a compiled document outside a `LANG.lproj` folder
    /// are usage errors.
    @Test func badCompanionStringsFilesAreErrors() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let xib = TestCorpus.path("nib-pairs/blocklist.xib")
        let broken = folder + "/de.strings"
        try Data("\"a\" = \"b\";\n\"c\" = \"d\"\n".utf8).write(to: URL(fileURLWithPath: broken))
        let nib = folder + "/App.app/Base.lproj/blocklist.nib"
        let run = try Self.run([
            "ibtool", "--errors", "--output-format", "human-readable-text", "--companion-strings-file", "de:" + broken,
            "--compile", nib, xib,
        ])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix(broken + ":3:1: error:"), "\(run.stderr)")
        #expect(run.text.hasPrefix("/* com.apple.ibtool.document.errors */\n\(broken):3: error:"), "\(run.text)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/App.app"))

        let missing = try Self.run([
            "ibtool", "--companion-strings-file", "de:\(folder)/none.strings", "--compile", nib, xib,
        ])
        #expect(missing.status == 1)
        #expect(
            missing.stderr.hasPrefix("\(folder)/none.strings:1:1: error: cannot read the file"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/App.app"))

        let usage: [([String], String)] = [
            (["--companion-strings-file", "../../x:" + broken, "--compile", nib], "is not a language name"),
            (["--companion-strings-file", broken, "--compile", nib], "expected LANG:FILE"),
            (
                [
                    "--companion-strings-file", "de:" + broken, "--companion-strings-file", "de:" + broken, "--compile",
                    nib,
                ], "the language de is given twice"
            ),
            (
                ["--companion-strings-file", "de:" + broken, "--compile", folder + "/blocklist.nib"],
                "needs the compiled document in a LANG.lproj folder"
            ),
        ]
        for (arguments, message) in usage {
            let refused = try Self.run(["ibtool"] + arguments + [xib])
            #expect(refused.status == 64, "\(arguments)")
            #expect(refused.stderr.contains(message), "\(arguments): \(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/App.app"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/blocklist.nib"))
    }

    /// The three formats say the same: binary1 and xml1 read back to equal dictionaries, and the
    /// same run twice gives the same bytes.
    @Test func binaryAndXMLReadBackEqual() throws {
        let xib = TestCorpus.path("nib-pairs/test1.xib")
        let arguments = ["ibtool", "--errors", "--warnings", "--notices", xib]
        let xml = try Self.run(arguments + ["--output-format", "xml1"])
        let binary = try Self.run(arguments + ["--output-format", "binary1"])
        #expect(binary.stdout.starts(with: Array("bplist00".utf8)))
        #expect(
            NSDictionary(dictionary: try Self.dictionary(xml.stdout))
                == NSDictionary(dictionary: try Self.dictionary(binary.stdout)))
        #expect(try Self.run(arguments + ["--output-format", "binary1"]).stdout == binary.stdout)
    }

    @Test func versionInEveryFormat() throws {
        for format in ["xml1", "binary1"] {
            let run = try Self.run(["ibtool", "--version", "--output-format", format])
            #expect(run.status == 0)
            let version = try #require(try Self.dictionary(run.stdout)["com.apple.ibtool.version"] as? [String: String])
            #expect(version["short-bundle-version"] != nil && version["bundle-version"] != nil)
            let package = try Self.run(["--version"]).text.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(!package.isEmpty && version["swift-nib-version"] == package)
        }
        let text = try Self.run(["ibtool", "--version", "--output-format", "human-readable-text"]).text
        #expect(text.hasPrefix("/* com.apple.ibtool.version */\nbundle-version: "))
    }

    /// `--export-strings-file` writes what `codegen strings export` writes.
    @Test func exportStringsFileMatchesStringsExport() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for xib in TestCorpus.files(in: "nib-pairs", withExtension: "xib") {
            let run = try Self.run(["ibtool", "--export-strings-file", "\(folder)/a.strings", xib])
            #expect(run.status == 0)
            let reference = try Self.run(["strings", "export", xib])
            #expect(FileManager.default.contents(atPath: "\(folder)/a.strings") == reference.stdout)
        }
    }

    @Test func aMissingDocumentIsAnErrorOfTheDictionary() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.run([
            "ibtool", "--errors", "--output-format", "xml1", "--compile", "\(folder)/x.nib", "\(folder)/missing.xib",
        ])
        #expect(run.status == 1)
        let errors = try #require(try Self.dictionary(run.stdout)["com.apple.ibtool.document.errors"] as? [String: Any])
        #expect(errors.count == 1)
        #expect(run.stderr.hasPrefix("\(folder)/missing.xib:1:1: error: cannot read the file"))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/x.nib"))
    }

    /// An output path that is a folder (the partial Info.plist, the strings file, the nib) is an
    /// error of the result dictionary, and no other output is written beside it: the nib of a
    /// document that compiles stays unwritten when its partial Info.plist cannot be.
    @Test func anOutputThatIsAFolderIsAnErrorOfTheDictionaryAndNothingIsWritten() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let xib = TestCorpus.path("nib-pairs/test3.xib")
        let nib = folder + "/test3.nib"
        let taken = folder + "/Taken"
        try FileManager.default.createDirectory(atPath: taken, withIntermediateDirectories: true)
        for outputs in [
            ["--compile", nib, "--output-partial-info-plist", taken],
            ["--compile", nib, "--export-strings-file", taken],
            ["--compile", taken],
        ] {
            let run = try Self.run(["ibtool", "--errors", "--output-format", "xml1"] + outputs + [xib])
            #expect(run.status == 1, "\(outputs)")
            let errors = try #require(
                try Self.dictionary(run.stdout)["com.apple.ibtool.document.errors"] as? [String: Any], "\(outputs)")
            #expect(errors.count == 1, "\(outputs): \(errors)")
            #expect(
                run.stderr
                    == "\(taken): error: cannot write: a folder, not a file: give the path of the file to write\n",
                "\(outputs)")
            #expect(!FileManager.default.fileExists(atPath: nib), "\(outputs) wrote the nib")
            #expect(try FileManager.default.contentsOfDirectory(atPath: taken).isEmpty)
        }
        let direct = try Self.run(["compile", xib, "-o", taken])
        #expect(direct.status == 1)
        #expect(
            direct.stderr == "\(taken): error: cannot write: a folder, not a file: give the path of the file to write\n"
        )
    }

    /// Every file of the folder `path`, by path relative to it, with its bytes.
    static func tree(_ path: String) throws -> [String: Data] {
        var found: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: path))
        for case let relative as String in enumerator {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                found[relative] = FileManager.default.contents(atPath: path + "/" + relative)
            }
        }
        return found
    }

    /// ibtool's link step as Xcode's build system runs it (`--link APP.app A.storyboardc`): every
    /// corpus compiled storyboard is copied into an app folder, byte for byte, beside the app's
    /// own files; linking the next one into the same app replaces the copy whole (the first's nibs
    /// do not stay); a folder that is not a compiled storyboard is an error of the dictionary and
    /// nothing is written.
    @Test func linkCopiesEveryCorpusStoryboardIntoTheApp() throws {
        let storyboards = CompiledStoryboardDocumentTests.corpusStoryboards
        #expect(storyboards.count == 20)
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = folder + "/App.app"
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        try Data("the app's own".utf8).write(to: URL(fileURLWithPath: app + "/Info.plist"))
        for storyboard in storyboards {
            let run = try Self.run([
                "ibtool", "--errors", "--warnings", "--notices", "--module", "App", "--target-device", "iphone",
                "--minimum-deployment-target", "15.0", "--output-format", "human-readable-text", "--link", app,
                storyboard,
            ])
            #expect(run.status == 0, "\(storyboard): \(run.stderr)")
            #expect(try Self.tree(app + "/compiled.storyboardc") == (try Self.tree(storyboard)), "\(storyboard)")
            #expect(FileManager.default.contents(atPath: app + "/Info.plist") == Data("the app's own".utf8))
        }
        let notStoryboard = try Self.run([
            "ibtool", "--errors", "--output-format", "xml1", "--link", folder + "/Out", app,
        ])
        #expect(notStoryboard.status == 1)
        let errors = try #require(
            try Self.dictionary(notStoryboard.stdout)["com.apple.ibtool.document.errors"] as? [String: Any])
        #expect(errors.count == 1)
        #expect(notStoryboard.stderr.hasPrefix("\(app): error: cannot link: not a compiled storyboard"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))
        let both = try Self.run(["ibtool", "--link", folder, "--compile", folder + "/x.nib", storyboards[0]])
        #expect(both.status == 64)
        #expect(both.stderr.contains("give one of --compile, --compilation-directory and --link"), "\(both.stderr)")
    }

    /// Messages of two files at one line and column (a document and its companion `.strings`)
    /// get an entry each in the xml1 result: the translation's message was put in the document's
    /// entry, named by the document. The first keeps the `LINE:COLUMN` key, the second is keyed
    /// by its file too.
    @Test func messagesOfTwoFilesAtOnePlaceAreTwoEntries() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document = folder + "/Base.lproj/V.xib"
        let strings = folder + "/de.lproj/V.strings"
        func write(_ text: String, to path: String) throws {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        try write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <toolbar opaque="NO" id="t1"/>
                </objects>
            </document>
            """, to: document)
        // The fifth line's error is at column 9, where the toolbar's tag starts.
        try write("\"a\" = \"b\";\n\"c\" = \"d\";\n\"e\" = \"f\";\n\"g\" = \"h\";\n\"abcde\" \"y\";\n", to: strings)
        let run = try Self.run([
            "ibtool", "--errors", "--output-format", "xml1", "--companion-strings-file", "de:" + strings,
            "--compile", folder + "/out/Base.lproj/V.nib", document,
        ])
        #expect(run.status == 1)
        let errors = try #require(try Self.dictionary(run.stdout)["com.apple.ibtool.document.errors"] as? [String: Any])
        #expect(Set(errors.keys) == ["5:9", strings + ":5:9"], "\(run.stderr)")
        let first = try #require(errors["5:9"] as? [String: Any])
        let second = try #require(errors[strings + ":5:9"] as? [String: Any])
        #expect(first["file"] as? String == document)
        #expect((first["message"] as? [String])?.first?.contains("UIToolbar") == true)
        #expect(second["file"] as? String == strings)
        #expect((second["message"] as? [String]) == ["expected '=' after the key, found '\"'"])
    }

    @Test func anUnknownDeviceFamilyIsAUsageError() throws {
        let run = try Self.run(["ibtool", "--target-device", "toaster", "--compile", "x.nib", "x.xib"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("--target-device toaster"))
    }

    /// `--flatten` takes ibtool's two values; another is a usage error and nothing is written.
    @Test func aFlattenValueOtherThanYesOrNoIsAUsageError() throws {
        let folder = try Self.scratch()
        let nib = folder + "/blocklist.nib"
        let source = TestCorpus.path("nib-pairs/blocklist.xib")
        let run = try Self.run(["ibtool", "--flatten", "maybe", "--compile", nib, source])
        #expect(run.status != 0)
        #expect(run.stderr.contains("--flatten maybe: expected YES or NO"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: nib))
        for value in ["YES", "NO"] {
            let accepted = try Self.run(["ibtool", "--flatten", value, "--compile", nib, source])
            #expect(accepted.status == 0, "\(value): \(accepted.stderr)")
            #expect(FileManager.default.fileExists(atPath: nib))
        }
    }
}
