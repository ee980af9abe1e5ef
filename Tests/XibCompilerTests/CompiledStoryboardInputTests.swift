import Foundation
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// `inspect`, `inspect --json` and `validate` of a compiled storyboard (`.storyboardc` folder):
/// the folder reads into the model as a storyboard, a storyboard `codegen compile` wrote reads
/// back to its scenes and segues, and a broken folder is a positioned error with exit status 1.
@Suite struct CompiledStoryboardInputTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-sbc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// Two scenes; the first's button shows the second through the segue `Go`.
    static let storyboard = UIKitStoryboardText.document(
        toolsVersion: "14313.18",
        scenes: [
            UIKitStoryboardText.scene(
                0, identifier: "First",
                subviews: """
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b0">
                                                <rect key="frame" x="20" y="20" width="32" height="30"/>
                                                <state key="normal" title="Next"/>
                                                <connections>
                                                    <segue destination="c1" kind="show" identifier="Go" id="g0"/>
                                                </connections>
                                            </button>
                    """),
            UIKitStoryboardText.scene(1, identifier: "Second"),
        ])

    /// The compiled folder of ``storyboard``.
    func compiled() throws -> String {
        let input = scratch.appendingPathComponent("Main.storyboard").path
        try Self.storyboard.write(toFile: input, atomically: true, encoding: .utf8)
        let output = scratch.appendingPathComponent("Main.storyboardc").path
        let result = try CLI.run(["compile", input, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        return output
    }

    /// `compile` then `inspect`: both controllers with their ids, identifiers and the initial
    /// mark, their views, and the segue from the button to the second controller.
    @Test func aCompiledStoryboardReadsBackToItsScenes() throws {
        let output = try compiled()
        let human = try CLI.run(["inspect", output])
        #expect(human.status == 0, "\(human.stderr)")
        for line in [
            "objects: 5, top-level: 2, connections: 1", "scenes: 2",
            "  First c0 viewController : UIViewController identifier \"First\" (initial), objects: 1, placeholders: 1",
            "  Second c1 viewController : UIViewController identifier \"Second\", objects: 1, placeholders: 1",
            "  segue: 1",
        ] {
            #expect(human.stdout.contains(line + "\n") || human.stdout.contains(line + ","), "\(line)\n\(human.stdout)")
        }
        // The segue leaves the button, an object of the first scene's view nib.
        #expect(human.stdout.contains("    c0-view-v0#"), "\(human.stdout)")
        #expect(human.stdout.contains(" → c1 show\n"), "\(human.stdout)")
        let json = try CLI.run(["inspect", "--json", output])
        #expect(json.status == 0, "\(json.stderr)")
        for fragment in ["\"kind\": \"segue\"", "\"destination\": \"c1\"", "\"role\": \"firstResponder\""] {
            #expect(json.stdout.contains(fragment), "\(fragment)\n\(json.stdout)")
        }
        let validation = try CLI.run(["validate", output, output + "/"])
        #expect(validation.status == 0, "\(validation.stderr)")
    }

    /// A broken `Info.plist` is an error at its byte; a nib `Info.plist` names but the folder
    /// lacks is an error naming that nib's file.
    /// A folder's name is read without the slashes that end it, the same way wherever a compiled
    /// nib or storyboard is recognised or named.
    @Test func trailingSlashesAreLeftOutOfAFoldersName() {
        #expect(FileIO.withoutTrailingSlashes("a/Main.storyboardc//") == "a/Main.storyboardc")
        #expect(FileIO.withoutTrailingSlashes("Login.nib") == "Login.nib")
        #expect(FileIO.withoutTrailingSlashes("///") == "/")
        #expect(FileIO.withoutTrailingSlashes("") == "")
        #expect(XibCompiler.isCompiledStoryboard("a/Main.storyboardc/"))
        #expect(!XibCompiler.isCompiledStoryboard("a/Main.storyboardc/Info.plist"))
    }

    @Test func aBrokenFolderIsAPositionedError() throws {
        let output = try compiled()
        let info = output + "/Info.plist"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: info))
        try bytes.prefix(bytes.count - 1).write(to: URL(fileURLWithPath: info))
        for arguments in [["validate", output], ["inspect", output], ["inspect", "--json", output]] {
            let result = try CLI.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.contains("\(info):1:"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("(byte offset "), "\(arguments): \(result.stderr)")
        }
        try bytes.write(to: URL(fileURLWithPath: info))
        try FileManager.default.removeItem(atPath: output + "/Second.nib")
        let missing = try CLI.run(["validate", output])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("\(output)/Second.nib"), "\(missing.stderr)")
    }

    /// A compiled folder's entries are read as they are: a symbolic link among them (to a nib
    /// outside the folder, to any other file) is refused, naming the link, as ibtool refuses it;
    /// `inspect` read the nib outside and `validate` reported the folder valid.
    @Test func linksInsideACompiledFolderAreNotFollowed() throws {
        let output = try compiled()
        let outside = scratch.appendingPathComponent("Outside.nib").path
        let manager = FileManager.default
        try manager.moveItem(atPath: output + "/Second.nib", toPath: outside)
        try manager.createSymbolicLink(atPath: output + "/Second.nib", withDestinationPath: outside)
        let message =
            "error: cannot read the file: a symbolic link, which is not followed inside a compiled nib or storyboard"
        for arguments in [["validate", output], ["inspect", output], ["convert", output, "-o", scratch.path]] {
            let result = try CLI.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr == "\(output)/Second.nib:1:1: \(message)\n", "\(arguments): \(result.stderr)")
        }
        try manager.removeItem(atPath: output + "/Second.nib")
        try manager.moveItem(atPath: outside, toPath: output + "/Second.nib")
        #expect(try CLI.run(["validate", output]).status == 0)
        let info = output + "/Info.plist"
        try manager.moveItem(atPath: info, toPath: outside)
        try manager.createSymbolicLink(atPath: info, withDestinationPath: outside)
        let linkedInfo = try CLI.run(["validate", output])
        #expect(linkedInfo.status == 1)
        #expect(linkedInfo.stderr.hasPrefix("\(info):1:1: error: "), "\(linkedInfo.stderr)")
        #expect(
            linkedInfo.stderr.hasSuffix("a symbolic link, which is not followed inside a compiled nib or storyboard\n"))
        // A `.nib` folder's archive is its own entry too.
        let nibFolder = scratch.appendingPathComponent("Folder.nib").path
        try manager.createDirectory(atPath: nibFolder, withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: nibFolder + "/keyedobjects.nib", withDestinationPath: output + "/First.nib")
        let dump = try CLI.run(["dump", nibFolder])
        #expect(dump.status == 1)
        #expect(dump.stderr.contains("holds neither as a file"), "\(dump.stderr)")
    }

    /// A compiled storyboard is never written through a symbolic link: not into a nib folder of
    /// the destination that links elsewhere (`ibtool --link` replaced the file the link led to),
    /// not over a nib that is a link, and not into a destination folder that is one.
    @Test func aCompiledStoryboardIsNotWrittenThroughLinks() throws {
        let manager = FileManager.default
        let source = try compiled()
        try manager.createDirectory(atPath: source + "/Extra.nib", withIntermediateDirectories: true)
        try Data("an unflattened nib".utf8).write(to: URL(fileURLWithPath: source + "/Extra.nib/runtime.nib"))
        let outside = scratch.appendingPathComponent("outside").path
        try manager.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: outside + "/runtime.nib"))
        try Data("precious".utf8).write(to: URL(fileURLWithPath: outside + "/Second.nib"))
        let destination = scratch.appendingPathComponent("dest").path
        try manager.createDirectory(atPath: destination + "/Main.storyboardc", withIntermediateDirectories: true)
        for file in ["Info.plist", "First.nib", "Second.nib"] {
            try manager.copyItem(atPath: source + "/" + file, toPath: destination + "/Main.storyboardc/" + file)
        }
        try manager.createSymbolicLink(
            atPath: destination + "/Main.storyboardc/Extra.nib", withDestinationPath: outside)
        let message = "cannot write: a symbolic link, which a compiled storyboard is not written through: remove it"
        let link = try CLI.run(["ibtool", "--link", destination, source])
        #expect(link.status != 0)
        #expect(link.stderr.contains("Main.storyboardc/Extra.nib: error: \(message)"), "\(link.stderr)")
        #expect(manager.contents(atPath: outside + "/runtime.nib") == Data("precious".utf8))
        // A nib of the destination that links to a file outside, then the destination itself a link.
        try manager.removeItem(atPath: destination + "/Main.storyboardc/Extra.nib")
        try manager.removeItem(atPath: destination + "/Main.storyboardc/Second.nib")
        try manager.createSymbolicLink(
            atPath: destination + "/Main.storyboardc/Second.nib", withDestinationPath: outside + "/Second.nib")
        let input = scratch.appendingPathComponent("Main.storyboard").path
        let nib = try CLI.run(["compile", input, "-o", destination + "/Main.storyboardc"])
        #expect(nib.status != 0)
        #expect(nib.stderr.contains("Main.storyboardc/Second.nib: error: \(message)"), "\(nib.stderr)")
        try manager.removeItem(atPath: destination + "/Main.storyboardc")
        try manager.createSymbolicLink(atPath: destination + "/Main.storyboardc", withDestinationPath: outside)
        let folder = try CLI.run(["compile", input, "-o", destination + "/Main.storyboardc"])
        #expect(folder.status != 0)
        #expect(folder.stderr.contains("dest/Main.storyboardc: error: \(message)"), "\(folder.stderr)")
        #expect(try manager.contentsOfDirectory(atPath: outside).sorted() == ["Second.nib", "runtime.nib"])
        #expect(manager.contents(atPath: outside + "/Second.nib") == Data("precious".utf8))
    }

    /// `ibtool --link A.storyboardc A.storyboardc` wrote a nested copy (`A.storyboardc/A.storyboardc`)
    /// that later links refused; linking into the folder that holds it changes nothing.
    @Test func aCompiledStoryboardIsNotLinkedIntoItself() throws {
        let source = try compiled()
        let before = try FileManager.default.contentsOfDirectory(atPath: source).sorted()
        for destination in [source, source + "/", source + "/Deeper/Still"] {
            let nested = try CLI.run(["ibtool", "--link", destination, source])
            #expect(nested.status == 1, "\(destination)")
            #expect(
                nested.stderr.contains(
                    "\(source): error: cannot link: the folder to link into is inside this compiled storyboard"),
                "\(nested.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: source).sorted() == before)
        }
        let holder = try CLI.run(["ibtool", "--link", scratch.path, source])
        #expect(holder.status == 0, "\(holder.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: source).sorted() == before)
    }

    /// Two compiled storyboards of one name (`a/Main.storyboardc`, `b/Main.storyboardc`) linked into
    /// one folder: refused naming both, nothing written. The second was reported as a folder of
    /// other files, which it was not.
    @Test func twoStoryboardsOfOneNameAreNotLinkedTogether() throws {
        let source = try compiled()
        let manager = FileManager.default
        for folder in ["a", "b"] {
            try manager.createDirectory(
                atPath: scratch.appendingPathComponent(folder).path, withIntermediateDirectories: true)
            try manager.copyItem(
                atPath: source, toPath: scratch.appendingPathComponent(folder + "/Main.storyboardc").path)
        }
        let first = scratch.appendingPathComponent("a/Main.storyboardc").path
        let second = scratch.appendingPathComponent("b/Main.storyboardc/").path
        let destination = scratch.appendingPathComponent("linked").path
        let result = try CLI.run(["ibtool", "--link", destination, first, second])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "\(second): error: cannot link: \(first.debugDescription) has the same name, and both would be "
                    + "copied to one folder"),
            "\(result.stderr)")
        #expect(!manager.fileExists(atPath: destination + "/Main.storyboardc"))
    }

    /// A storyboard compiled into a `.lproj` folder is linked into that folder of the destination,
    /// as Apple's build system declares the link step's outputs (`Base.lproj/Main.storyboardc`):
    /// a Base and a French storyboard of one name both link, one outside any `.lproj` beside them.
    /// All three went to `DIR/Main.storyboardc`, and the second was refused.
    @Test func storyboardsKeepTheirLocalizationFolderWhenLinked() throws {
        let source = try compiled()
        let manager = FileManager.default
        let inputs = ["in/Base.lproj/Main.storyboardc", "in/fr.lproj/Main.storyboardc", "in/Main.storyboardc"].map {
            scratch.appendingPathComponent($0).path
        }
        for input in inputs {
            try manager.createDirectory(
                atPath: PathComponents.folder(of: input), withIntermediateDirectories: true)
            try manager.copyItem(atPath: source, toPath: input)
        }
        let app = scratch.appendingPathComponent("App.app").path
        let result = try CLI.run(["ibtool", "--link", app] + inputs)
        #expect(result.status == 0, "\(result.stderr)")
        let before = try manager.contentsOfDirectory(atPath: source).sorted()
        for linked in ["Base.lproj/Main.storyboardc", "fr.lproj/Main.storyboardc", "Main.storyboardc"] {
            #expect(try manager.contentsOfDirectory(atPath: app + "/" + linked).sorted() == before, "\(linked)")
        }
        let twice = try CLI.run(["ibtool", "--link", app, inputs[0], inputs[0]])
        #expect(twice.status == 1)
        #expect(
            twice.stderr.contains("cannot link: \(inputs[0].debugDescription) has the same name"), "\(twice.stderr)")
    }

    /// Apple's compiled storyboards of the corpus read: every `compiled.storyboardc` is
    /// summarised and valid.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func everyCorpusStoryboardcInspectsAndValidates() throws {
        let folders = try FileManager.default.subpathsOfDirectory(atPath: TestCorpus.path("nib-pairs/uikit"))
            .filter { $0.hasSuffix("/compiled.storyboardc") }.map { TestCorpus.path("nib-pairs/uikit/" + $0) }
        #expect(folders.count == 20)
        let validation = try CLI.run(["validate"] + folders)
        #expect(validation.status == 0, "\(validation.stderr)")
        for folder in folders {
            let human = try CLI.run(["inspect", folder])
            #expect(human.status == 0, "\(folder): \(human.stderr)")
            #expect(human.stdout.contains("(initial)"), "\(folder): \(human.stdout)")
        }
    }

    /// A compiled folder missing its parts, and a nib that is not there: positioned errors naming
    /// what is missing, exit 1.
    @Test func missingPartsAreErrorsAtTheirFile() throws {
        let empty = scratch.appendingPathComponent("Empty.storyboardc")
        let nibFolder = scratch.appendingPathComponent("Z.nib")
        for folder in [empty, nibFolder] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let missingInfo = try CLI.run(["inspect", empty.path])
        #expect(missingInfo.status == 1)
        #expect(
            missingInfo.stderr.hasPrefix(
                "\(empty.path)/Info.plist:1:1: error: cannot read the compiled storyboard's Info.plist"),
            "\(missingInfo.stderr)")
        let noArchive = try CLI.run(["convert", nibFolder.path, "-o", scratch.appendingPathComponent("out").path])
        #expect(noArchive.status == 1)
        #expect(
            noArchive.stderr
                == "\(nibFolder.path):1:1: error: a .nib folder holds keyedobjects.nib or runtime.nib, and this one holds neither as a file\n",
            "\(noArchive.stderr)")
        let storyboardDump = try CLI.run(["dump", try compiled()])
        #expect(storyboardDump.status == 1)
        #expect(
            storyboardDump.stderr.contains(":1:1: error: a compiled storyboard, not a nib"), "\(storyboardDump.stderr)")
        let missing = scratch.appendingPathComponent("Missing.nib").path
        let missingNib = try CLI.run(["dump", missing])
        #expect(missingNib.stderr == "\(missing):1:1: error: cannot read the file: No such file or directory\n")
    }
}
