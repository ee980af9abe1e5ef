import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCodeGen

/// What the generator makes of a storyboard: scene controllers as owner classes, the typed
/// accessor, typed segues, unwind requirements and cell identifiers.
@Suite struct StoryboardGeneratorTests {
    let generator: NibCodeGenerator
    init() throws { generator = try NibCodeGenerator() }

    var input: GeneratorInput {
        GeneratorInput(path: "App/Contacts.storyboard", document: StoryboardFixtures.contacts())
    }

    @Test func namesComeFromTheStoryboard() {
        #expect(input.nibName == "Contacts")
        #expect(input.isStoryboard)
        #expect(input.outputFileName == "Contacts+Storyboard.swift")
        #expect(input.accessorName == "ContactsStoryboard")
        #expect(input.names.embeddedManifestFileName == "Contacts+Manifest.swift")
        let localized = GeneratorInput(
            path: "App/ja.lproj/Contacts.storyboard", document: StoryboardFixtures.contacts())
        #expect(localized.outputFileName == "Contacts.ja+Storyboard.swift")
        let xib = GeneratorInput(path: "App/Contacts.xib", document: Fixtures.login())
        #expect(xib.outputFileName == "Contacts+Nib.swift")
        #expect(xib.accessorName == "ContactsNib")
        for manifest in ["Contacts.storyboard.json", "Contacts.storyboard.nib.json"] {
            #expect(
                GeneratorInput(path: manifest, document: StoryboardFixtures.contacts()).accessorName
                    == "ContactsStoryboard")
        }
    }

    @Test func everySceneControllerWithACustomClassIsAnOwnerClass() throws {
        let model = try generator.codeModel(for: [input])
        #expect(
            model.classes.map(\.xibName) == [
                "ContactDetailViewController", "ContactListViewController", "SettingsViewController",
            ])
        let detail = model.classes[0]
        #expect(detail.superclass == "NibViewController")
        #expect(detail.outlets.map(\.name) == ["nameLabel"])
        #expect(detail.outlets.map(\.type) == ["NibLabel"])
        let settings = model.classes[2]
        #expect(settings.actions.map(\.selector.selector) == ["compactChanged:"])
        // Registered with its actions protocol: an undefined class or missing action does not compile.
        #expect(model.nibs[0].registeredClasses.map(\.hasOwnerBase) == [true, true, true])
    }

    @Test func theAccessorIsTypedAfterEachScenesController() throws {
        let model = try generator.codeModel(for: [input])
        let storyboard = try #require(model.storyboards.first)
        #expect(storyboard.swiftName == "ContactsStoryboard")
        #expect(storyboard.initialScene?.className == "UITabBarController")
        #expect(storyboard.initialScene?.type == generator.vocabulary.defaultType(for: "UITabBarController"))
        #expect(
            storyboard.identifiedScenes.map(\.methodName) == ["instantiateContactDetail", "instantiateContactList"])
        #expect(
            storyboard.identifiedScenes.map(\.type) == ["ContactDetailViewController", "ContactListViewController"])
        #expect(
            storyboard.scenes.map(\.caseName) == [
                "tabBarController", "navigationController", "contactList", "contactDetail",
                "navigationController2", "settingsViewController", "about",
            ])
        #expect(storyboard.segueClasses.map(\.swiftName) == ["FadeSegue"])
    }

    @Test func seguesAreTypedPerSourceControllerWithTheirDestinations() throws {
        let model = try generator.codeModel(for: [input])
        let list = try #require(model.classes.first { $0.xibName == "ContactListViewController" })
        // A manual segue of the controller and one its button triggers, sorted by identifier.
        #expect(list.segues.map(\.identifier) == ["open settings", "showContact"])
        #expect(list.segues.map(\.caseName) == ["openSettings", "showContact"])
        #expect(list.segues.map(\.destinationType)[1] == "ContactDetailViewController")
        #expect(list.segues.map(\.kinds) == [["presentation"], ["show"]])
        #expect(list.cellIdentifiers.map(\.identifier) == ["ContactRow"])
        #expect(list.cellIdentifiers.map(\.caseName) == ["contactRow"])
        let settings = try #require(model.classes.first { $0.xibName == "SettingsViewController" })
        // A keyword identifier is escaped.
        #expect(settings.segues.map(\.caseName) == ["`default`"])
        #expect(settings.segues.map(\.destinationType) == ["ContactListViewController"])
    }

    @Test func anUnwindActionIsRequiredOfTheCustomControllerThatLeadsToItsScene() throws {
        let model = try generator.codeModel(for: [input])
        // settings ← settingsNav (a standard container, passed through) ← list's presentation segue.
        let list = try #require(model.classes.first { $0.xibName == "ContactListViewController" })
        #expect(list.unwindActions.map(\.selector.selector) == ["closeSettings:"])
        #expect(list.unwindActions.map(\.senderType) == ["NibStoryboardSegue"])
        #expect(list.actions.isEmpty)
        // Nobody else: the settings controller is the unwind's source, the detail does not lead there.
        #expect(model.classes.filter { !$0.unwindActions.isEmpty }.map(\.xibName) == ["ContactListViewController"])
    }

    @Test func generatedFileDeclaresTheAccessorTypedSeguesAndUnwinding() throws {
        let files = try generator.generate([input])
        #expect(files.map(\.name) == ["Contacts+Storyboard.swift"])
        let text = files[0].contents
        #expect(text.contains("struct ContactsStoryboard: Sendable {"))
        #expect(
            text.contains(
                "func instantiateContactList(options: NibInstantiationOptions = NibInstantiationOptions()) throws(NibError) -> ContactListViewController {"
            ))
        #expect(text.contains("instantiateController(identifier: \"ContactList\""))
        #expect(
            text.contains(
                "registry.register(\"ContactListViewController\") { coder in ContactListViewController(coder: coder) as any ContactListViewControllerActions }"
            ))
        #expect(text.contains("registry.registerSegue(\"FadeSegue\", FadeSegue.self)"))
        #expect(text.contains("case openSettings = \"open settings\""))
        #expect(text.contains("case showContact(ContactDetailViewController)"))
        #expect(text.contains("func closeSettings(_ segue: NibStoryboardSegue)"))
        #expect(text.contains("case \"closeSettings:\":\n            actions.closeSettings(segue)"))
        #expect(text.contains("case contactRow = \"ContactRow\""))
        #expect(!text.contains("enum ContactsNib"))
        #expect(try generator.generate([input]) == files)
    }

    @Test func scaffoldStartsSegueClassesAndUnwindStubs() throws {
        let files = try generator.scaffold([input])
        #expect(
            files.map(\.name) == [
                "ContactDetailViewController.swift", "ContactListViewController.swift",
                "FadeSegue.swift", "SettingsViewController.swift",
            ])
        #expect(files[2].contents.contains("final class FadeSegue: NibStoryboardSegue {\n"))
        #expect(files[2].contents.contains("    override func perform() throws(NibError) {\n"))
        #expect(files[2].contents.contains("        try super.perform()\n"))
        #expect(files[1].contents.contains("func closeSettings(_ segue: NibStoryboardSegue) {"))
    }
}

/// The generated file of the hand-built storyboard, compared with a reviewed golden
/// (`NIB_RECORD_GOLDENS=1 swift test --filter Golden` re-records it).
@Suite struct StoryboardGoldenTests {
    @Test func generatedStoryboardSourceMatchesGolden() throws {
        let input = GeneratorInput(path: "App/Contacts.storyboard", document: StoryboardFixtures.contacts())
        let actual = try NibCodeGenerator().generate([input])[0].contents
        let path = TestSupport.goldens + "/Contacts+Storyboard.swift.golden"
        #expect(
            try GoldenFile.matches(actual, at: path),
            "differs from Contacts+Storyboard.swift.golden; re-record and review the diff")
    }
}
