import Foundation
import NibModel
import Testing
import XibCompiler

@testable import NibCodeGen

/// Storyboards of one name in different folders of a target, `FixtureXibs/StoryboardFolders`:
/// `Settings/Main.storyboard` and `Onboarding/Main.storyboard`, and `Settings/Detail.storyboard`
/// whose navigation controller's root is a reference to `Main` — the one in its own folder.
/// `Settings/Main`'s home presents its About scene through a segue without identifier, the typed
/// `toAbout`. Generated with embedded manifests and run in the consumer package with no glue.
enum StoryboardFoldersFlow {
    static let target = "StoryboardFoldersFlow"
    static let folder = TestSupport.fixtures + "/StoryboardFolders"
    static let documents = ["Settings/Main.storyboard", "Onboarding/Main.storyboard", "Settings/Detail.storyboard"]

    static let app = """
        import NibObjects
        import NibRuntime

        final class SettingsHomeController: SettingsHomeControllerBase, SettingsHomeControllerActions {
            var prepared = ""
            override func prepare(for segue: NibStoryboardSegue, sender: AnyObject?) {
                if case .toAbout(let about) = typedSegue(segue) {
                    about.topic = "from \\(titleLabel?.text ?? "?")"
                    prepared = "toAbout \\(type(of: about))"
                }
            }
        }

        final class AboutController: AboutControllerBase, AboutControllerActions {
            var topic = ""
        }

        final class WelcomeController: WelcomeControllerBase, WelcomeControllerActions {}

        """

    static func main(manifests: String) -> String {
        """
        import NibObjects
        import NibRuntime

        func describe(_ controller: AnyObject?) -> String {
            switch controller {
            case let home as SettingsHomeController: return "SettingsHomeController \\(home.titleLabel?.text ?? "?")"
            case let welcome as WelcomeController: return "WelcomeController \\(welcome.titleLabel?.text ?? "?")"
            case let other?: return "FAIL \\(type(of: other))"
            case nil: return "FAIL nothing"
            }
        }

        do {
            print("settings: \\(describe(try SettingsMainStoryboard.load().instantiateInitial()))")
            print("onboarding: \\(describe(try OnboardingMainStoryboard.load().instantiateInitial()))")
            let navigation = try DetailStoryboard.load().instantiateInitial()
            print("detail root: \\(describe(navigation.topViewController))")
            let files = try DetailStoryboard.load(from: \(SwiftLiteral.string(manifests))).instantiateInitial()
            print("files root: \\(describe(files.topViewController))")
            let home = try SettingsMainStoryboard.load().instantiateInitial()
            try home.performSegue(.toAbout)
            let about = home.presentedViewController as? AboutController
            print("segue: \\(home.prepared), presented \\(about.map { "AboutController \\($0.topic)" } ?? "FAIL nothing")")
            print("names: \\(SettingsMainStoryboard.name) \\(OnboardingMainStoryboard.name) \\(DetailStoryboard.name)")
        } catch {
            print("FAIL \\(error)")
        }

        """
    }

    /// The target's inputs, compiled from the fixture folder and named in the target.
    static func inputs() throws -> [GeneratorInput] {
        GeneratorInput.inTarget(try documents.map { try TestSupport.compile(folder + "/" + $0) })
    }

    /// Writes the target: generated code, embedded manifests, the manifests as files, the app.
    static func write(_ expected: inout Set<String>) throws {
        try ConsumerPackageTests.writeStoryboardTarget(
            target, inputs: inputs(), app: app, main: { main(manifests: $0) }, &expected)
    }
}

@Suite struct StoryboardFoldersTests {
    /// Each `Main` is named by its folder, everywhere a name is derived: the generated file, the
    /// accessor, the name the set registers, the embedded manifest's extension.
    @Test func sharedNamesAreQualifiedByFolder() throws {
        let generator = try NibCodeGenerator(options: GeneratorOptions(embedsManifests: true))
        let inputs = try StoryboardFoldersFlow.inputs()
        #expect(inputs.map(\.nibName) == ["Settings.Main", "Onboarding.Main", "Detail"])
        let files = try generator.generate(inputs)
        #expect(
            files.map(\.name) == [
                "Detail+Storyboard.swift", "Onboarding.Main+Storyboard.swift", "Settings.Main+Storyboard.swift",
            ])
        let settings = try #require(files.first { $0.name == "Settings.Main+Storyboard.swift" }?.contents)
        #expect(settings.contains("struct SettingsMainStoryboard: Sendable {"))
        #expect(settings.contains("    static let name = \"Settings.Main\"\n"))
        let onboarding = try #require(files.first { $0.name == "Onboarding.Main+Storyboard.swift" }?.contents)
        #expect(onboarding.contains("    static let name = \"Onboarding.Main\"\n"))
        // Swift refuses two `#sourceLocation` paths with one file name in a module (`#fileID`):
        // the two `Main`s get none.
        #expect(!settings.contains("#sourceLocation(file:") && !onboarding.contains("#sourceLocation(file:"))
        // Alone in its target, the same storyboard keeps them.
        let alone = try generator.generate([inputs[0]])[0].contents
        #expect(alone.contains("#sourceLocation(file: \"\(StoryboardFoldersFlow.folder)/Settings/Main.storyboard\""))
        let embedded = try generator.embeddedManifest(for: inputs[1])
        #expect(embedded.name == "Onboarding.Main+Manifest.swift")
        #expect(embedded.contents.contains("extension OnboardingMainStoryboard {"))
    }

    /// `Detail`'s reference to `Main` reaches the `Main` of its own folder: the set routes it, in
    /// both the compiled-in and the directory form; a name no folder shares needs no route.
    @Test func aReferenceReachesTheStoryboardOfItsOwnFolder() throws {
        let generator = try NibCodeGenerator(options: GeneratorOptions(embedsManifests: true))
        let files = try generator.generate(StoryboardFoldersFlow.inputs())
        let set = try #require(files.first { $0.contents.contains("enum Storyboards {") }?.contents)
        let route = "        set.route(\"Main\", from: \"Detail\", to: \"Settings.Main\")\n"
        #expect(set.components(separatedBy: route).count == 3, "\(set)")
        #expect(set.components(separatedBy: "set.route(").count == 3)
    }

    /// The same documents give the same files whatever order they come in (the plugin's runs
    /// name each document first in turn).
    @Test func namesDoNotDependOnTheOrderOfTheInputs() throws {
        let generator = try NibCodeGenerator(options: GeneratorOptions(embedsManifests: true))
        let inputs = try StoryboardFoldersFlow.inputs()
        let whole = try generator.generate(inputs)
        for rotation in inputs.indices {
            #expect(try generator.generate(Array(inputs[rotation...] + inputs[..<rotation])) == whole)
        }
    }

    /// A reference to `Main` from a folder that has none, while two other folders do: no pick, one
    /// error at the reference naming both files — from the generator and from the converter that
    /// knows the target's storyboard folders.
    @Test func anAmbiguousReferenceIsAnErrorNamingBothFiles() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sb-folders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let detail = try String(
            contentsOfFile: StoryboardFoldersFlow.folder + "/Settings/Detail.storyboard", encoding: .utf8)
        let root = scratch.appendingPathComponent("Root.storyboard").path
        try detail.write(toFile: root, atomically: true, encoding: .utf8)
        let inputs = try StoryboardFoldersFlow.inputs().prefix(2) + [TestSupport.compile(root)]
        let generator = try NibCodeGenerator()
        let settings = StoryboardFoldersFlow.folder + "/Settings/Main.storyboard"
        let onboarding = StoryboardFoldersFlow.folder + "/Onboarding/Main.storyboard"
        #expect(
            throws: CodeGenError.ambiguousStoryboardReference(
                SourceLocation(file: root, position: SourcePosition(line: 26, column: 17)), name: "Main",
                paths: [onboarding, settings])
        ) { try generator.generate(Array(inputs)) }
        let message = CodeGenError.ambiguousStoryboardReference(
            SourceLocation(file: root, position: SourcePosition(line: 26, column: 17)), name: "Main",
            paths: [onboarding, settings]
        ).diagnostic.description
        #expect(
            message
                == "\(root):26:17: error: storyboard reference to \"Main\" is ambiguous: storyboards of that name are in 2 "
                + "folders, \(onboarding) and \(settings), and none is in this storyboard's folder (move this "
                + "storyboard beside the one it means, or rename one)")

        let folders = [StoryboardFoldersFlow.folder + "/Settings", StoryboardFoldersFlow.folder + "/Onboarding"]
        let converter = XibCompiler(options: .init(storyboardDirectories: folders, requiresReferencedStoryboards: true))
        #expect(
            throws: XibError.ambiguousReferencedStoryboard(
                SourceLocation(file: root, position: SourcePosition(line: 26, column: 17)), name: "Main",
                paths: [onboarding, settings])
        ) { try converter.compile(contentsOf: root) }
        // Beside the `Main` it means, the same reference converts.
        #expect(throws: Never.self) {
            try converter.compile(contentsOf: StoryboardFoldersFlow.folder + "/Settings/Detail.storyboard")
        }
    }
}

extension ConsumerPackageTests {
    @Test func storyboardsOfOneNameInTwoFoldersBuildAndResolveByFolder() throws {
        _ = try Self.preparedTargets()
        let build = try Self.build(StoryboardFoldersFlow.target)
        let diagnostics = Self.diagnostics(build.output)
        #expect(build.status == 0 && diagnostics.isEmpty, "\(diagnostics.joined(separator: "\n"))")
        guard build.status == 0 else { return }
        let run = try TestSupport.run([Self.work + "/.build/debug/\(StoryboardFoldersFlow.target)"], in: Self.work)
        #expect(
            run.output == """
                settings: SettingsHomeController Settings home
                onboarding: WelcomeController Welcome aboard
                detail root: SettingsHomeController Settings home
                files root: SettingsHomeController Settings home
                segue: toAbout AboutController, presented AboutController from Settings home
                names: Settings.Main Onboarding.Main Detail

                """)
    }
}
