import Foundation
import NibTestSupport
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where `compile` and `ibtool` may write: a compiled storyboard replaces only a compiled
/// storyboard's folder (or an empty or new one), never an app's resources or bundle; no command
/// writes over the document it reads; a device, pipe or socket at an output path is refused rather
/// than replaced by a file; storyboard identifiers that are no file name are refused at the source.
@Suite struct CompiledOutputPlacesTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-places-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { scratch.appendingPathComponent(name).path }

    func write(_ text: String, to name: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path(name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
    }

    /// Every file under folder `name` with its bytes.
    func contents(_ name: String) throws -> [String: Data] {
        var found: [String: Data] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: path(name)) {
            found[file] = FileManager.default.contents(atPath: path(name + "/" + file))
        }
        return found
    }

    /// An AppKit document of placeholders only, which `compile` encodes.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="9059" systemVersion="15B42" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
            </objects>
        </document>

        """

    /// The storyboard of ``CompiledStoryboardInputTests`` as `Main.storyboard`.
    func storyboard() throws {
        try write(CompiledStoryboardInputTests.storyboard, to: "Main.storyboard")
    }

    /// A folder of an app's resources (a nib and a text file) and an app bundle (an `Info.plist`
    /// that is not a compiled storyboard's) are refused by `compile` and by `ibtool --compile`,
    /// before anything is written: both keep every file as it was (they lost their nibs and the
    /// bundle its `Info.plist` before).
    @Test func aFolderOfOtherFilesIsNotReplaced() throws {
        try storyboard()
        try write("a nib of the app", to: "Resources/Login.nib")
        try write("notes", to: "Resources/readme.txt")
        try write(
            "<plist><dict><key>CFBundleIdentifier</key><string>app</string></dict></plist>", to: "App.app/Info.plist")
        try write("a launch screen", to: "App.app/LaunchScreen.nib")
        for folder in ["Resources", "App.app"] {
            let before = try contents(folder)
            for arguments in [
                ["compile", "Main.storyboard", "-o", folder], ["ibtool", "--compile", folder, "Main.storyboard"],
            ] {
                let result = try CLI.run(arguments, in: scratch)
                #expect(result.status == 1, "\(arguments)")
                #expect(
                    result.stderr.contains(
                        "\(folder): error: cannot write: the folder holds other files and is not a compiled storyboard"),
                    "\(result.stderr)")
                #expect(try contents(folder) == before, "\(arguments)")
            }
        }
    }

    /// An empty folder takes the compiled storyboard; `ibtool --compile` into a compiled storyboard
    /// holding another's nib leaves only the new nibs, as `compile` does.
    @Test func anEmptyOrCompiledFolderTakesTheStoryboard() throws {
        try storyboard()
        try FileManager.default.createDirectory(atPath: path("Empty"), withIntermediateDirectories: true)
        let compiled = try CLI.run(["compile", "Main.storyboard", "-o", "Empty"], in: scratch)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let written = try contents("Empty")
        #expect(written.keys.contains("Info.plist"))
        try write("an older storyboard's nib", to: "Empty/Stale.nib")
        try write("notes", to: "Empty/notes.txt")
        let result = try CLI.run(["ibtool", "--compile", "Empty", "Main.storyboard"], in: scratch)
        #expect(result.status == 0, "\(result.stderr)")
        var expected = written
        expected["notes.txt"] = Data("notes".utf8)
        #expect(try contents("Empty") == expected)
    }

    /// `compile A.xib -o A.xib` (also through a link), `convert A.xib --manifest A.xib` and
    /// `ibtool --compile A.xib A.xib` are refused, the document left as it was (`compile` replaced
    /// it with its nib before).
    @Test func noCommandWritesOverItsInput() throws {
        let document = Self.document
        try write(document, to: "A.xib")
        try FileManager.default.createSymbolicLink(atPath: path("Link.xib"), withDestinationPath: path("A.xib"))
        let cases: [[String]] = [
            ["compile", "A.xib", "-o", "A.xib"], ["compile", "Link.xib", "-o", "./A.xib"],
            ["convert", "A.xib", "--manifest", "A.xib"], ["ibtool", "--compile", "A.xib", "A.xib"],
        ]
        for arguments in cases {
            let result = try CLI.run(arguments, in: scratch)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("cannot write"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("it is the input"), "\(arguments): \(result.stderr)")
            #expect(try String(contentsOfFile: path("A.xib"), encoding: .utf8) == document, "\(arguments)")
        }
    }

    /// A pipe at the output path stays a pipe: `compile`, `convert --manifest` and `merge -o` refuse
    /// it (they replaced it with a regular file before, as they did `/dev/null` for root).
    @Test func aPipeAtTheOutputIsRefused() throws {
        let document = Self.document
        try write(document, to: "A.xib")
        #expect(mkfifo(path("Out"), 0o644) == 0)
        for arguments in [
            ["compile", "A.xib", "-o", "Out"], ["convert", "A.xib", "--manifest", "Out"],
            ["merge", "A.xib", "A.xib", "A.xib", "-o", "Out"],
        ] {
            let result = try CLI.run(arguments, in: scratch)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.hasPrefix("Out: error: cannot write"), "\(arguments): \(result.stderr)")
            #expect(
                result.stderr.contains(": not a regular file (a device, pipe or socket)"),
                "\(arguments): \(result.stderr)")
            var info = stat()
            #expect(stat(path("Out"), &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "\(arguments)")
        }
    }

    /// A storyboard identifier that is empty, `.` or `..` would name the nibs `.nib`, `..nib` and
    /// `...nib`, which the compiled-storyboard reader refuses: `compile` refuses it at the
    /// controller, escaped, and writes nothing.
    @Test(arguments: ["", ".", ".."]) func anIdentifierThatIsNoNameIsRefused(identifier: String) throws {
        let text = CompiledStoryboardInputTests.storyboard.replacingOccurrences(
            of: #"storyboardIdentifier="Second""#, with: "storyboardIdentifier=\"\(identifier)\"")
        try write(text, to: "Main.storyboard")
        let result = try CLI.run(["compile", "Main.storyboard", "-o", "Main.storyboardc"], in: scratch)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("error: cannot compile attribute 'storyboardIdentifier' of <viewController>: ")
                && result.stderr.contains("its nib name \(identifier.debugDescription) is not a name: it "),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path("Main.storyboardc")))
    }
}
