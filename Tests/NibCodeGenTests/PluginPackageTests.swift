import Foundation
import NibTestSupport
import Testing

/// The build plugin under real `swift build` runs of a fixture package
/// (`PluginFixture/`, copied to `.build-plugin-fixture/`, git-ignored and kept between runs so the
/// runtime and `codegen` are compiled once). Every assertion reads the `swift build -v` log:
/// which `codegen convert` / `codegen generate` commands ran, and what the compiler printed.
@Suite(.serialized)
struct PluginPackageTests {
    static let work = TestSupport.packageRoot + "/.build-plugin-fixture"
    static let package = work + "/PluginFixture"
    static let app = package + "/Sources/App"

    /// The codegen commands one build ran: `convert First.xib`, `generate Second+Manifest.swift`.
    struct Log {
        var status: Int32
        var output: String

        var commands: [String] {
            output.split(separator: "\n").compactMap { line in
                guard let match = line.firstMatch(of: /\/codegen(?:-tool)? (convert|generate) (\S+)/) else {
                    return nil
                }
                return "\(match.1) \(match.2.split(separator: "/").last!)"
            }.sorted()
        }

        /// Whether this build linked the `codegen` tool the plugin runs.
        var relinkedTool: Bool {
            output.contains("/debug/codegen-tool ") || output.contains("codegen-tool.product/Objects.LinkFileList")
        }
    }

    /// Copies the fixture (again, so every run starts from the same documents) and builds it.
    static func prepare() throws -> Log {
        try copyFixture()
        return try build()
    }

    /// Copies the fixture's sources and manifest over the package's, without building it.
    static func copyFixture() throws {
        let manager = FileManager.default
        try? manager.removeItem(atPath: package + "/Sources")
        try manager.createDirectory(atPath: package, withIntermediateDirectories: true)
        let fixture = TestSupport.packageRoot + "/Tests/NibCodeGenTests/PluginFixture"
        try manager.copyItem(atPath: fixture + "/Sources", toPath: package + "/Sources")
        let manifest = try String(contentsOfFile: fixture + "/Package.swift", encoding: .utf8)
            .replacingOccurrences(of: "SWIFT_NIB_ROOT", with: TestSupport.packageRoot)
        try TestSupport.write(manifest, to: package + "/Package.swift")
    }

    static func build() throws -> Log {
        let result = try TestSupport.run(["swift", "build", "-v", "--product", "App"], in: package)
        return Log(status: result.status, output: result.output)
    }

    static func runApp() throws -> String {
        try TestSupport.run([package + "/.build/debug/App"], in: package).output
    }

    /// Rewrites a file with new contents and a newer modification time.
    static func edit(_ path: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try TestSupport.write(change(text), to: path)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(2)], ofItemAtPath: path)
    }

    static func touch(_ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(2)], ofItemAtPath: path)
    }

    @Test func incrementalBuildsRunOnlyWhatChanged() throws {
        let first = try Self.prepare()
        #expect(first.status == 0, "\(first.output)")
        #expect(try Self.runApp() == "labels: First Second Bonjour\nlocalizations: [\"Base\", \"fr\"]\n")

        // After a clean build, SwiftPM on Linux links the plugin's tool once more on the next build
        // (it wraps the tool's modules for the debugger then), and a changed tool re-runs the
        // commands that use it. That happens once; it is the tool changing, not the documents.
        let second = try Self.build()
        #expect(second.status == 0)
        if !second.commands.isEmpty {
            #expect(second.relinkedTool, "commands re-ran without the tool changing: \(second.commands)")
        }

        // A no-op build runs no generator command.
        let noop = try Self.build()
        #expect(noop.status == 0)
        #expect(noop.commands == [], "no-op build ran \(noop.commands)")
        #expect(!noop.relinkedTool)

        // Touching one document re-runs its convert command only: the manifest it writes is
        // byte-identical, so it is not rewritten and nothing that reads it runs.
        try Self.touch(Self.app + "/Second.xib")
        let touched = try Self.build()
        #expect(touched.status == 0)
        #expect(touched.commands == ["convert Second.xib"])

        // Changing its contents re-runs its convert, then the target's one generate command (it
        // reads all manifests to merge shared classes); only files whose text changed are rewritten.
        try Self.edit(Self.app + "/Second.xib") {
            $0.replacingOccurrences(of: "text=\"Second\"", with: "text=\"Deux\"")
        }
        let edited = try Self.build()
        #expect(edited.status == 0)
        #expect(edited.commands.filter { $0.hasPrefix("convert") } == ["convert Second.xib"])
        #expect(edited.commands.filter { $0.hasPrefix("generate") }.count == 1)
        #expect(try Self.runApp().hasPrefix("labels: First Deux Bonjour"))

        // Deleting a localized variant removes it from the build: its stale manifest in the
        // plugin's work folder is no longer compiled, and the base one is used.
        try FileManager.default.removeItem(atPath: Self.app + "/fr.lproj")
        let deleted = try Self.build()
        #expect(deleted.status == 0, "\(deleted.output)")
        #expect(try Self.runApp() == "labels: First Deux Hello\nlocalizations: [\"Base\"]\n")
    }

    /// The plugin builds the languages `TranslationFiles` finds and `StringCatalog` reads (it
    /// compiles those very files): a `.strings` table, a catalog's languages but its source one,
    /// a translated xib before either; a catalog that does not read, or a language that is not a
    /// name, is a warning and builds nothing.
    @Test func translationsAreFoundAndReadByTheStringsModule() throws {
        _ = try Self.prepare()
        try TestSupport.write("\"l.text\" = \"Hola\";\n", to: Self.app + "/es.lproj/Hello.strings")
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"l.text": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
              "de": {"stringUnit": {"state": "translated", "value": "Hallo"}},
              "fr": {"stringUnit": {"state": "translated", "value": "Salut"}},
              "../up": {"stringUnit": {"state": "translated", "value": "x"}}}}}}
            """
        try TestSupport.write(catalog, to: Self.app + "/Hello.xcstrings")
        let built = try Self.build()
        #expect(built.status == 0, "\(built.output)")
        #expect(built.output.contains("localization \"../up\" is not a language name"), "\(built.output)")
        #expect(
            try Self.runApp() == "labels: First Second Bonjour\nlocalizations: [\"Base\", \"de\", \"es\", \"fr\"]\n")

        // SwiftPM runs the plugin again when the target's files change, not their contents: start
        // again without the catalog, then add a broken one.
        #expect(try Self.prepare().status == 0)
        try TestSupport.write("{\"sourceLanguage\": \"en\", \"strings\": {", to: Self.app + "/Hello.xcstrings")
        let broken = try Self.build()
        #expect(broken.output.contains("Hello.xcstrings: not a valid String Catalog"), "\(broken.output)")
        #expect(try Self.prepare().status == 0)
    }

    /// A folder named like `old copy.lproj` is no language: its `.strings` file is left out with
    /// a warning (`strings localize` refused it, failing the build without a place). A document
    /// `Hello.es.xib` beside `Base.lproj/Hello.xib` and `es.lproj/Hello.strings` would write the
    /// files of the Spanish language built from the translations: refused, naming both (the
    /// second used to replace the first).
    @Test func translationsThatCannotBeBuiltAreNamed() throws {
        _ = try Self.prepare()
        try TestSupport.write("\"l.text\" = \"Hola\";\n", to: Self.app + "/old copy.lproj/Hello.strings")
        let folder = try Self.build()
        #expect(folder.status == 0, "\(folder.output)")
        #expect(
            folder.output.contains(
                "\(Self.app)/old copy.lproj/Hello.strings: its folder \"old copy\" is not a language name"),
            "\(folder.output)")
        try FileManager.default.removeItem(atPath: Self.app + "/old copy.lproj")
        try TestSupport.write("\"l.text\" = \"Hola\";\n", to: Self.app + "/es.lproj/Hello.strings")
        try FileManager.default.copyItem(atPath: Self.app + "/First.xib", toPath: Self.app + "/Hello.es.xib")
        let collision = try Self.build()
        #expect(collision.status != 0)
        #expect(
            collision.output.contains(
                "\(Self.app)/es.lproj/Hello.strings: error: generates 'Hello.es+Nib.swift' like \(Self.app)/Hello.es.xib"
            ),
            "\(collision.output.suffix(3000))")
        #expect(try Self.prepare().status == 0)
    }

    @Test func brokenDocumentIsReportedAtItsLine() throws {
        _ = try Self.prepare()
        try Self.edit(Self.app + "/Second.xib") {
            $0.replacingOccurrences(of: "destination=\"l\"", with: "destination=\"missing\"")
        }
        let broken = try Self.build()
        #expect(broken.status != 0)
        #expect(
            broken.output.contains(
                "\(Self.app)/Second.xib:6:17: error: outlet destination \"missing\" does not exist in this document"),
            "\(broken.output)")
        #expect(try Self.prepare().status == 0)
    }

    /// A storyboard is compiled like a xib (never skipped, in `Base.lproj` too): a broken one stops
    /// the build at its line.
    @Test func brokenStoryboardIsReportedAtItsLine() throws {
        _ = try Self.prepare()
        let fixture =
            TestSupport.packageRoot + "/Tests/XibCompilerTests/Fixtures/Storyboards/SegueToMissingScene.storyboard"
        let storyboard = Self.app + "/Base.lproj/Flow.storyboard"
        try FileManager.default.copyItem(atPath: fixture, toPath: storyboard)
        let broken = try Self.build()
        #expect(broken.status != 0)
        #expect(
            broken.output.contains(
                "\(storyboard):11:25: error: show segue destination \"nowhere\" is not the controller of a scene in this storyboard"
            ),
            "\(broken.output)")
        #expect(try Self.prepare().status == 0)
    }

    /// A storyboard reference into another bundle builds, with a warning at its line: the plugin
    /// knows the target's storyboards, and that one is none of them.
    @Test func referenceIntoAnotherBundleIsABuildWarning() throws {
        _ = try Self.prepare()
        let storyboard = Self.app + "/Help.storyboard"
        try TestSupport.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="start">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="start" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="help" kind="show" identifier="help" id="g1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Manual" bundleIdentifier="com.example.Help" id="help" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """, to: storyboard)
        let build = try Self.build()
        #expect(build.status == 0, "\(build.output)")
        #expect(
            build.output.contains(
                "\(storyboard):15:17: warning: storyboard reference to \"Manual\" in bundle \"com.example.Help\""),
            "\(build.output)")
        try FileManager.default.removeItem(atPath: storyboard)
        #expect(try Self.prepare().status == 0)
    }

    /// Two `Main.storyboard` files in different folders of the target build, each named by its
    /// folder (`SettingsMainStoryboard`, `OnboardingMainStoryboard`); `Settings/Detail.storyboard`'s
    /// reference to `Main` reaches the one beside it with no code in the app. A storyboard outside
    /// both folders that references `Main` stops the build at the reference, naming both files.
    @Test func storyboardsOfOneNameInTwoFoldersBuild() throws {
        _ = try Self.prepare()
        let fixture = TestSupport.fixtures + "/StoryboardFolders"
        for document in StoryboardFoldersFlow.documents {
            let destination = Self.app + "/" + document
            try FileManager.default.createDirectory(
                atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: fixture + "/" + document, toPath: destination)
        }
        try TestSupport.write(StoryboardFoldersFlow.app, to: Self.app + "/Folders.swift")
        try Self.edit(Self.app + "/main.swift") {
            $0 + """
                let settings = try SettingsMainStoryboard.load().instantiateInitial()
                let welcome = try OnboardingMainStoryboard.load().instantiateInitial()
                let root = try DetailStoryboard.load().instantiateInitial().topViewController as? SettingsHomeController
                print("folders: \\(settings.titleLabel?.text ?? "-") / \\(welcome.titleLabel?.text ?? "-") / \\(root?.titleLabel?.text ?? "-")")

                """
        }
        let build = try Self.build()
        #expect(build.status == 0, "\(build.output)")
        #expect(build.commands.contains("convert Main.storyboard"))
        #expect(build.output.contains("--name=Settings.Main"), "\(build.output)")
        #expect(build.output.contains("--name=Onboarding.Main"))
        if build.status == 0 {
            #expect(try Self.runApp().hasSuffix("folders: Settings home / Welcome aboard / Settings home\n"))
        }

        let root = Self.app + "/Root.storyboard"
        let detail = try String(contentsOfFile: fixture + "/Settings/Detail.storyboard", encoding: .utf8)
        try TestSupport.write(detail, to: root)
        let ambiguous = try Self.build()
        #expect(ambiguous.status != 0)
        #expect(
            ambiguous.output.contains(
                "\(root):26:17: error: storyboard reference to \"Main\" is ambiguous: storyboards of that name are in "
                    + "2 folders, \(Self.app)/Onboarding/Main.storyboard and \(Self.app)/Settings/Main.storyboard"),
            "\(ambiguous.output)")
        try FileManager.default.removeItem(atPath: root)
        #expect(try Self.prepare().status == 0)
    }

    @Test func twoConfigurationFilesAreRefused() throws {
        _ = try Self.prepare()
        try TestSupport.write("{}\n", to: Self.app + "/nib.json")
        try TestSupport.write("{}\n", to: Self.app + "/Base.lproj/nib.json")
        let two = try Self.build()
        #expect(two.status != 0)
        #expect(
            two.output.contains(
                "target 'App' has 2 nib.json files; keep one: \(Self.app)/Base.lproj/nib.json, \(Self.app)/nib.json"),
            "\(two.output)")
        try FileManager.default.removeItem(atPath: Self.app + "/Base.lproj/nib.json")
        try TestSupport.write("{ \"acess\": \"public\" }\n", to: Self.app + "/nib.json")
        let misspelt = try Self.build()
        #expect(misspelt.status != 0)
        #expect(
            misspelt.output.contains("\(Self.app)/nib.json:1:3: error: invalid configuration: unknown key \"acess\""),
            "\(misspelt.output)")
        // Over `codegen`'s 1 MiB limit: the plugin refuses it before reading, in `codegen`'s words.
        try TestSupport.write("{" + String(repeating: " ", count: 1 << 20) + "}\n", to: Self.app + "/nib.json")
        let large = try Self.build()
        #expect(large.status != 0)
        #expect(
            large.output.contains(
                "\(Self.app)/nib.json: error: cannot read the configuration: file is 1048579 bytes, over the limit of 1048576"
            ),
            "\(large.output.suffix(2000))")
        try TestSupport.write(
            "{ \"strict\": true, \"types\": { \"SecondController\": \"SecondController\" } }\n",
            to: Self.app + "/nib.json")
        let valid = try Self.build()
        #expect(valid.status == 0, "\(valid.output)")
        // Four documents: a convert command each, and the target's one generate command.
        #expect(valid.commands.count == 5, "a changed configuration re-runs every command")
    }

    /// `"compileNibs"` in `nib.json`: the selected AppKit document is compiled into a binary nib in
    /// the target's resource bundle; the others (UIKit) are not compiled.
    @Test func selectedDocumentsAreCompiledIntoTheResources() throws {
        _ = try Self.prepare()
        try TestSupport.write(Self.panel, to: Self.app + "/Panel.xib")
        try TestSupport.write("{ \"compileNibs\": [\"Panel.xib\"] }\n", to: Self.app + "/nib.json")
        let log = try Self.build()
        #expect(log.status == 0, "\(log.output)")
        let compiles = Self.compileCommands(in: log.output)
        #expect(compiles.count == 1 && compiles[0].contains("/Panel.xib -o "), "\(compiles)")
        let nib = try Self.compiledResource("Panel.nib")
        #expect(nib.starts(with: Array("NIBArchive".utf8)))

        // SwiftPM plans again only when the target's files change: an edited `compileNibs` is an
        // error naming what was planned and what nib.json says now, until a file is added.
        try Self.edit(Self.app + "/nib.json") { _ in "{ \"compileNibs\": false }\n" }
        let stale = try Self.build()
        #expect(stale.status != 0)
        #expect(
            stale.output.contains(
                "\(Self.app)/nib.json: error: \"compileNibs\" changed since SwiftPM planned this build (planned: [\"Panel.xib\"]; now: none)"
            ), "\(stale.output)")
        try TestSupport.write("let replanned = true\n", to: Self.app + "/Replanned.swift")
        let replanned = try Self.build()
        #expect(replanned.status == 0, "\(replanned.output)")
        #expect(!replanned.output.contains(" compile "), "\(replanned.output)")

        // A listed path that names no document of the target is a warning saying where paths start.
        try Self.edit(Self.app + "/nib.json") { _ in "{ \"compileNibs\": [\"Nibs/Panel.xib\"] }\n" }
        try FileManager.default.removeItem(atPath: Self.app + "/Replanned.swift")
        let unmatched = try Self.build()
        #expect(unmatched.status == 0, "\(unmatched.output)")
        #expect(
            unmatched.output.contains(
                "\"compileNibs\" lists \"Nibs/Panel.xib\", which is no document of target 'App' (its paths are relative to the target's folder"
            ), "\(unmatched.output)")
        try FileManager.default.removeItem(atPath: Self.app + "/Panel.xib")
        try FileManager.default.removeItem(atPath: Self.app + "/nib.json")
    }

    /// A compiled document's classes that inherit their module from the target are archived in
    /// the target's module, as Xcode's `ibtool --module` puts them: `test8_menu`'s `AppDelegate`
    /// (`customModule="uitest" customModuleProvider="target"`) compiled into target `App` is
    /// `_TtC3App11AppDelegate` (it was `_TtC6uitest11AppDelegate`, a class the app does not have).
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func compiledNibsNameTheTargetsModule() throws {
        _ = try Self.prepare()
        let menu = try String(contentsOfFile: TestCorpus.path("nib-pairs/test8_menu.xib"), encoding: .utf8)
        try TestSupport.write(menu, to: Self.app + "/Menu.xib")
        // The class the generated accessor creates for the document's `AppDelegate`.
        try TestSupport.write(
            "import NibRuntime\n\nfinal class AppDelegate: NibResponder {}\n", to: Self.app + "/AppDelegate.swift")
        try TestSupport.write("{ \"compileNibs\": [\"Menu.xib\"] }\n", to: Self.app + "/nib.json")
        defer {
            for file in ["Menu.xib", "AppDelegate.swift", "nib.json"] {
                try? FileManager.default.removeItem(atPath: Self.app + "/" + file)
            }
        }
        let log = try Self.build()
        #expect(log.status == 0, "\(log.output)")
        let compiles = Self.compileCommands(in: log.output)
        #expect(compiles.count == 1 && compiles[0].hasSuffix(" --module App"), "\(compiles)")
        let nib = try Self.compiledResource("Menu.nib")
        #expect(nib.range(of: Data("_TtC3App11AppDelegate".utf8)) != nil)
        #expect(nib.range(of: Data("_TtC6uitest".utf8)) == nil)
    }

    /// The `codegen compile` command lines of a verbose build log.
    static func compileCommands(in output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains(#/\/codegen(?:-tool)? compile /#) }
    }

    /// The bytes of `name` in the app target's resource bundle of the last debug build.
    static func compiledResource(_ name: String) throws -> Data {
        let bundle = try #require(
            FileManager.default.contentsOfDirectory(atPath: package + "/.build/debug").first {
                $0.hasSuffix(".resources") && $0.contains("App")
            })
        return try #require(FileManager.default.contents(atPath: package + "/.build/debug/\(bundle)/\(name)"))
    }

    /// A small AppKit document the writer encodes: a window with a push button.
    static let panel = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <window title="Panel" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="1">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <rect key="contentRect" x="100" y="100" width="240" height="120"/>
                    <view key="contentView" id="2">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="120"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <button verticalHuggingPriority="750" id="3">
                                <rect key="frame" x="20" y="20" width="100" height="32"/>
                                <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="4">
                                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                            </button>
                        </subviews>
                    </view>
                </window>
            </objects>
        </document>
        """

    /// `generate-nib-sources` writes the generated sources and the documents `compileNibs` selects,
    /// compiled — the very bytes `codegen compile` writes — into the folder it writes to.
    @Test func commandPluginWritesTheGeneratedSourcesIntoTheTree() throws {
        try Self.copyFixture()
        try TestSupport.write(Self.panel, to: Self.app + "/Panel.xib")
        try TestSupport.write("{ \"compileNibs\": [\"Panel.xib\"] }\n", to: Self.app + "/nib.json")
        let folder = Self.app + "/Committed"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Self.generateNibSources(["--output", "Committed"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("App: wrote 10 files to Sources/App/Committed"), "\(result.output)")
        #expect(result.output.contains("App: compiled Panel.nib into Sources/App/Committed"), "\(result.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(
            files == [
                "First+Manifest.swift", "First+Nib.swift", "Hello.Base+Manifest.swift", "Hello.Base+Nib.swift",
                "Hello.fr+Manifest.swift", "Hello.fr+Nib.swift", "Panel+Manifest.swift", "Panel+Nib.swift",
                "Panel.nib", "Second+Manifest.swift", "Second+Nib.swift",
            ])
        let first = try String(contentsOfFile: folder + "/First+Nib.swift", encoding: .utf8)
        #expect(first.contains("enum FirstNib"))
        // Written with package-relative paths, so the committed files do not depend on the machine.
        #expect(!first.contains(Self.package), "machine path in committed source")
        let manifest = try String(contentsOfFile: folder + "/First+Manifest.swift", encoding: .utf8)
        #expect(manifest.contains("swift-nib/1"))

        // The nib is what `codegen compile` writes for the document: the tool the plugin ran.
        let direct = Self.work + "/Panel.nib"
        let compile = try TestSupport.run(
            [Self.package + "/.build/debug/codegen-tool", "compile", "Sources/App/Panel.xib", "-o", direct],
            in: Self.package)
        #expect(compile.status == 0, "\(compile.output)")
        let written = FileManager.default.contents(atPath: folder + "/Panel.nib")
        #expect(written != nil && written == FileManager.default.contents(atPath: direct))
    }

    /// `generate-nib-sources --nibs-only` with a selected document the writer refuses: the
    /// refusal at its line, a non-zero exit, and nothing written — not even the nib of the
    /// document that compiled.
    @Test func commandPluginWritesNoNibWhenOneIsRefused() throws {
        try Self.copyFixture()
        try TestSupport.write(Self.panel, to: Self.app + "/Panel.xib")
        let refused = Self.panel.replacingOccurrences(of: "title=\"OK\"", with: "title=\"OK\" tag=\"7\"")
        try TestSupport.write(refused, to: Self.app + "/Refused.xib")
        try TestSupport.write(
            "{ \"compileNibs\": [\"Panel.xib\", \"Refused.xib\"] }\n", to: Self.app + "/nib.json")
        let folder = Self.app + "/Nibs"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Self.generateNibSources(["--output", "Nibs", "--nibs-only"])
        #expect(result.status != 0)
        #expect(
            result.output.contains(
                "Sources/App/Refused.xib:16:25: error: cannot compile attribute 'tag' of <buttonCell>"),
            "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: folder), "a refused document left output behind")

        try TestSupport.write("{ \"compileNibs\": [\"Panel.xib\"] }\n", to: Self.app + "/nib.json")
        let nibsOnly = try Self.generateNibSources(["--output", "Nibs", "--nibs-only"])
        #expect(nibsOnly.status == 0, "\(nibsOnly.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Panel.nib"])
    }

    /// `swift package generate-nib-sources --target App` with `arguments`, in the fixture package.
    static func generateNibSources(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try TestSupport.run(
            ["swift", "package", "--allow-writing-to-package-directory", "generate-nib-sources", "--target", "App"]
                + arguments, in: package)
    }
}
