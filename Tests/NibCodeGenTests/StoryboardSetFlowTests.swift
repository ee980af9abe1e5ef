import Foundation
import NibModel
import Testing

@testable import NibCodeGen

/// Two storyboards of one target, `FixtureXibs/StoryboardSet`: `Home.storyboard` reaches
/// `Account.storyboard` (Base and German) through storyboard references — a tab whose controller
/// is Account's initial one, and a `show` segue to its `Profile` scene — and names a storyboard
/// of another bundle. Generated with embedded manifests, compiled with app classes, and run in
/// the consumer package with no glue: the accessors' `load` resolves the references.
enum StoryboardSetFlow {
    static let target = "StoryboardSetFlow"
    static let folder = TestSupport.fixtures + "/StoryboardSet"
    static let documents = ["Home.storyboard", "Base.lproj/Account.storyboard", "de.lproj/Account.storyboard"]

    static let app = """
        import NibObjects
        import NibRuntime

        final class HomeViewController: HomeViewControllerBase, HomeViewControllerActions {}

        final class AccountViewController: AccountViewControllerBase, AccountViewControllerActions {}

        final class ProfileViewController: ProfileViewControllerBase, ProfileViewControllerActions {}

        """

    static func main(manifests: String) -> String {
        """
        import NibObjects
        import NibRuntime

        func run(_ storyboard: HomeStoryboard, _ label: String) throws(NibError) {
            let tabs = try storyboard.instantiateInitial()
            let account = tabs.viewControllers.last as? AccountViewController
            print("\\(label) tab: \\(account.map { "\\(type(of: $0)) \\($0.titleLabel?.text ?? "?")" } ?? "FAIL no account tab")")
            guard let navigation = tabs.viewControllers.first as? NibNavigationController,
                  let home = navigation.topViewController as? HomeViewController else {
                print("FAIL no home in the first tab")
                return
            }
            _ = home.profileButton?.performClick()
            let profile = navigation.topViewController as? ProfileViewController
            print("\\(label) segue: \\(profile.map { "\\(type(of: $0)) \\($0.nameLabel?.text ?? "?")" } ?? "FAIL nothing pushed")")
            do {
                try home.performSegue(.showHelp)
                print("FAIL the other bundle's storyboard was found")
            } catch {
                print("\\(label) other bundle: \\(error)")
            }
        }

        do {
            try run(try HomeStoryboard.load(languages: ["en"]), "en")
            try run(try HomeStoryboard.load(languages: ["de-DE"]), "de")
            try run(try HomeStoryboard.load(from: \(SwiftLiteral.string(manifests))), "files")
            let direct = try AccountStoryboard.load(languages: ["de"]).instantiateProfile()
            print("instantiate: \\(type(of: direct)) \\(direct.nameLabel?.text ?? "?")")
        } catch {
            print("FAIL \\(error)")
        }

        """
    }

    /// The target's inputs, compiled from the fixture folder.
    static func inputs() throws -> [GeneratorInput] {
        try documents.map { try TestSupport.compile(folder + "/" + $0) }
    }

    /// Writes the target: generated code (one file per document, as the build plugin's
    /// `generate --context` runs produce), embedded manifests, the Base manifests as files, the app.
    static func write(_ expected: inout Set<String>) throws {
        try ConsumerPackageTests.writeStoryboardTarget(
            target, inputs: inputs(), app: app, main: { main(manifests: $0) },
            writesManifest: { $0.localization != "de" }, &expected)
    }
}

@Suite struct StoryboardSetTests {
    @Test func theSetIsDeclaredOnceInTheFirstStoryboardsFile() throws {
        let generator = try NibCodeGenerator(options: GeneratorOptions(embedsManifests: true))
        let files = try generator.generate(StoryboardSetFlow.inputs())
        let declaring = files.filter { $0.contents.contains("enum Storyboards {") }.map(\.name)
        #expect(declaring == ["Account.Base+Storyboard.swift"])
        let set = try #require(files.first { $0.name == declaring.first }?.contents)
        #expect(
            set.contains("set.register(AccountStoryboard.name) { AccountStoryboard.manifest(languages: languages) }"))
        #expect(set.contains("set.register(HomeStoryboard.name) { HomeStoryboard.manifest(languages: languages) }"))
        #expect(set.contains("        HomeStoryboard.registerClasses(in: registry)"))
        let home = try #require(files.first { $0.name == "Home+Storyboard.swift" }?.contents)
        #expect(
            home.contains(
                "HomeStoryboard(try Storyboards.set(languages: languages).storyboard(named: name), registry: registry)")
        )
        #expect(home.contains("static var registry: NibClassRegistry { Storyboards.registry }"))
    }

    /// The plugin runs one `generate` per document with the others as context: every run
    /// declares the set in the same file, identically.
    @Test func everyRunWithTheSameDocumentsDeclaresTheSameSet() throws {
        let generator = try NibCodeGenerator(options: GeneratorOptions(embedsManifests: true))
        let inputs = try StoryboardSetFlow.inputs()
        let whole = try generator.generate(inputs)
        for rotation in inputs.indices {
            let rotated = Array(inputs[rotation...] + inputs[..<rotation])
            #expect(try generator.generate(rotated) == whole)
        }
    }

    /// Without storyboards there is no set; the xibs' classes join the set's registry when there is one.
    @Test func nibsJoinTheRegistryAndATargetWithoutStoryboardsHasNoSet() throws {
        let generator = try NibCodeGenerator()
        let xib = try TestSupport.compile(TestSupport.fixtures + "/ProfileEditor.xib")
        #expect(try generator.generate([xib]).allSatisfy { !$0.contents.contains("enum Storyboards") })
        let files = try generator.generate([xib] + StoryboardSetFlow.inputs())
        let set = try #require(files.first { $0.contents.contains("enum Storyboards {") })
        #expect(set.contents.contains("        ProfileEditorNib.registerClasses(in: registry)"))
        #expect(!set.contents.contains("static func set(languages:"))
    }
}

extension ConsumerPackageTests {
    @Test func storyboardReferencesReachTheTargetsOtherStoryboardsWithoutGlue() throws {
        _ = try Self.preparedTargets()
        let build = try Self.build(StoryboardSetFlow.target)
        let diagnostics = Self.diagnostics(build.output)
        #expect(build.status == 0 && diagnostics.isEmpty, "\(diagnostics.joined(separator: "\n"))")
        guard build.status == 0 else { return }
        let run = try TestSupport.run([Self.work + "/.build/debug/\(StoryboardSetFlow.target)"], in: Self.work)
        let bundleError =
            "storyboard reference names \"Help\" in bundle \"com.example.Help\", which is not one of these storyboards "
            + "(known: \"Account\", \"Home\"); give the NibStoryboardSet a fallback resolver that loads it"
        #expect(
            run.output == """
                en tab: AccountViewController Your account
                en segue: ProfileViewController Your profile
                en other bundle: Home.storyboard:\(Self.helpSegueLine): error: \(bundleError)
                de tab: AccountViewController Ihr Konto
                de segue: ProfileViewController Ihr Profil
                de other bundle: Home.storyboard:\(Self.helpSegueLine): error: \(bundleError)
                files tab: AccountViewController Your account
                files segue: ProfileViewController Your profile
                files other bundle: Home.storyboard:\(Self.helpSegueLine): error: \(bundleError)
                instantiate: ProfileViewController Ihr Profil

                """)
    }

    /// The line and column of the `showHelp` segue in `Home.storyboard`.
    static let helpSegueLine = "64:25"
}
