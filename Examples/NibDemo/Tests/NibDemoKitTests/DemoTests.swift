import NibObjects
import NibRuntime
import Testing

@testable import NibDemoKit

@Suite struct DemoTests {
    @Test func transcriptOfTheWholeRun() throws {
        let lines = try Demo.run(languages: ["en-US"])
        #expect(lines.first == "greeting [Base]: Welcome")
        #expect(lines.contains("login: \"Log In\" tapped → Wrong password (1 failed)"))
        #expect(lines.contains("login: \"Log In\" tapped → Signed in as alice"))
        #expect(lines.contains("contacts: called 555-0103, 555-0105"))
        #expect(lines.contains("storyboard: settings closed by unwind, sort by phone on"))
        #expect(lines.contains("account: \"Sign Out\" tapped in Account.storyboard"))
        #expect(lines.contains("menu: Edit ▸ Paste → handled by nobody (beep)"))
        #expect(lines.contains("profile: shows alice"))
        #expect(lines.last == "profile: shows (signed out)")
    }

    @Test func storyboardShowsPresentsAndUnwinds() throws {
        let transcript = Transcript()
        try Demo.storyboard(transcript)
        #expect(
            transcript.lines == [
                "storyboard: tabs NibNavigationController, About",
                "storyboard: showed Grace Hopper 555-0142, 2 deep",
                "storyboard: Settings presents Settings (formSheet)",
                "storyboard: settings closed by unwind, sort by phone on",
                "storyboard: after unwind nothing is presented",
            ])
    }

    /// A second storyboard reached through a storyboard reference, with no setup in the app: its
    /// scene gets its own class, `prepare` hands it over, and the localization follows the
    /// languages the first storyboard was loaded for.
    @Test func accountStoryboardIsReachedThroughAReference() throws {
        for (languages, expected) in [
            (
                ["en-US"],
                [
                    "account [Base]: showed AccountViewController from Account.storyboard, 2 deep: Your account",
                    "account: \"Sign Out\" tapped in Account.storyboard",
                ]
            ),
            (
                ["ja-JP"],
                [
                    "account [ja]: showed AccountViewController from Account.storyboard, 2 deep: あなたのアカウント",
                    "account: \"サインアウト\" tapped in Account.storyboard",
                ]
            ),
        ] {
            let transcript = Transcript()
            try Demo.account(languages: languages, transcript)
            #expect(transcript.lines == expected, "languages \(languages)")
        }
    }

    /// Loading the account storyboard from its manifest alone: the target's set and registry too.
    @Test func everyStoryboardOfTheTargetSharesOneSetAndRegistry() throws {
        #expect(MainStoryboard.registry === AccountStoryboard.registry)
        #expect(Storyboards.set(languages: []).names == ["Account", "Main"])
        let account = try AccountStoryboard.load(languages: ["ja"]).instantiateAccount()
        #expect(account.greetingLabel?.text == "あなたのアカウント")
    }

    @Test func greetingFollowsTheLanguage() throws {
        for (languages, expected) in [
            (["ja-JP"], "greeting [ja]: ようこそ"), (["fr", "ja"], "greeting [ja]: ようこそ"),
            (["de"], "greeting [Base]: Welcome"), ([], "greeting [Base]: Welcome"),
        ] {
            let transcript = Transcript()
            try Demo.greeting(languages: languages, transcript)
            #expect(transcript.lines == [expected], "languages \(languages)")
        }
    }

    @Test func farewellIsTranslatedFromStringsAndCatalogWithBaseFallback() throws {
        for (languages, expected) in [
            (["de-DE"], "farewell [de]: Bis bald / Abmelden"),
            (["es"], "farewell [es]: See you soon / Cerrar sesión"),
            (["fr", "es-MX"], "farewell [es]: See you soon / Cerrar sesión"),
            (["ja"], "farewell [Base]: See you soon / Sign out"),
            ([], "farewell [Base]: See you soon / Sign out"),
        ] {
            let transcript = Transcript()
            try Demo.farewell(languages: languages, transcript)
            #expect(transcript.lines == [expected], "languages \(languages)")
        }
    }

    @Test func loginButtonEnablesOnlyWithBothFields() throws {
        let controller = LoginViewController()
        _ = try LoginNib.instantiate(try LoginNib.load(), owner: controller)
        controller.start()
        let button = try #require(controller.loginButton)
        #expect(!button.isEnabled)
        #expect(button.performClick().isEmpty)
        Demo.type("alice", into: try #require(controller.usernameField))
        #expect(!button.isEnabled)
        Demo.type("wonderland", into: try #require(controller.passwordField))
        #expect(button.isEnabled)
        #expect(button.performClick().first === controller)
        #expect(controller.signedInUser == "alice")
        #expect(controller.statusLabel?.text == "Signed in as alice")
    }

    @Test func cellsComeFreshFromOneCachedNib() throws {
        let first = try ContactList(contacts: [Contact(name: "A", phone: "1"), Contact(name: "B", phone: "2")])
        let second = try ContactList(contacts: [Contact(name: "C", phone: "3")])
        #expect(try ContactList.cellNib.get() === (try ContactList.cellNib.get()))
        #expect(first.cells[0] !== first.cells[1])
        #expect(first.cells[0].nameLabel !== first.cells[1].nameLabel)
        #expect(second.cells[0].phoneLabel?.text == "3")
        #expect(first.cells[1].reuseIdentifier == "ContactCell")
        first.cells[1].callButton?.performClick()
        #expect(first.calls == [Contact(name: "B", phone: "2")])
    }

    @Test func menuItemsTravelTheResponderChain() throws {
        let application = NibApplication()
        let objects = try MainMenuNib.instantiate(try MainMenuNib.load(), owner: application)
        let delegate = objects.ndAppDelegate
        #expect(application.delegate === delegate)
        let new = try #require(objects.menu.item(withTitle: "File")?.submenu?.item(withTitle: "New"))
        #expect(new.performAction() === application)
        #expect(delegate.documents == 1)
        let about = try #require(objects.menu.item(withTitle: "NibDemo")?.submenu?.item(withTitle: "About NibDemo"))
        // Standard application actions: handled by the application itself, no subclass needed.
        #expect(about.performAction() === application)
        #expect(application.isAboutPanelVisible)
        let quit = try #require(objects.menu.item(withTitle: "NibDemo")?.submenu?.item(withTitle: "Quit NibDemo"))
        #expect(quit.performAction() === application)
        #expect(application.isTerminationRequested)
        #expect(delegate.notesField?.text == "Hello")
    }

    @Test func externalObjectFillsThePlaceholder() throws {
        let session = SessionStore(user: "bob")
        let controller = ProfileViewController()
        let objects = try ProfileNib.instantiate(try ProfileNib.load(), owner: controller, sessionStore: session)
        #expect(controller.session === session)
        let signOut = try #require(
            objects.view.subviews.compactMap { $0 as? NibButton }.first { $0.title() == "Sign Out" })
        #expect(signOut.performClick().first === session)
        #expect(session.user == nil)
    }
}
