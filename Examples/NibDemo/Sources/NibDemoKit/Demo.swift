import NibObjects
import NibRuntime

/// Drives the app headless: loads each nib, sends the control events a user would, and reports
/// what happened. `swift run nib-demo` prints the transcript; the tests assert on it.
public enum Demo {
    /// Runs every scene and returns the transcript.
    /// - Parameter languages: the user's languages for the localized greeting, most preferred first.
    public static func run(languages: [String] = NibLocalization.preferredLanguages()) throws(NibError) -> [String] {
        let transcript = Transcript()
        try greeting(languages: languages, transcript)
        try farewell(languages: languages, transcript)
        let user = try login(transcript)
        try contacts(transcript)
        try storyboard(transcript)
        try account(languages: languages, transcript)
        try menu(transcript)
        try profile(user: user, transcript)
        return transcript.lines
    }

    /// The localized greeting: the runtime picks `ja.lproj` or `Base.lproj`.
    static func greeting(languages: [String], _ transcript: Transcript) throws(NibError) {
        let controller = GreetingViewController()
        _ = try GreetingNib.instantiate(try GreetingNib.load(languages: languages), owner: controller)
        let chosen = NibLocalization.bestMatch(among: GreetingNib.localizations, for: languages) ?? "Base"
        transcript.log("greeting [\(chosen)]: \(controller.titleLabel?.text ?? "")")
    }

    /// The Base-internationalized farewell: one `Base.lproj/Farewell.xib`, German from
    /// `de.lproj/Farewell.strings`, Spanish from the String Catalog `mul.lproj/Farewell.xcstrings`
    /// (whose Spanish lacks the message, which stays in the Base text).
    static func farewell(languages: [String], _ transcript: Transcript) throws(NibError) {
        let controller = FarewellViewController()
        _ = try FarewellNib.instantiate(try FarewellNib.load(languages: languages), owner: controller)
        let chosen = NibLocalization.bestMatch(among: FarewellNib.localizations, for: languages) ?? "Base"
        transcript.log(
            "farewell [\(chosen)]: \(controller.messageLabel?.text ?? "") / \(controller.signOutButton?.title() ?? "")")
    }

    /// The login form: `Login.xib` instantiated with the controller as File's Owner; typing sends
    /// `editingChanged`, tapping the button `touchUpInside`.
    static func login(_ transcript: Transcript) throws(NibError) -> String? {
        let controller = LoginViewController()
        controller.transcript = transcript
        _ = try LoginNib.instantiate(try LoginNib.load(), owner: controller)
        controller.start()
        guard let user = controller.usernameField, let password = controller.passwordField,
            let button = controller.loginButton
        else { return nil }
        button.performClick()  // disabled: nothing happens
        type("alice", into: user)
        type("secret", into: password)
        button.performClick()
        type("wonderland", into: password)
        button.performClick()
        return controller.signedInUser
    }

    static func type(_ text: String, into field: NibTextField) {
        field.text = text
        field.sendActions(for: "editingChanged")
    }

    /// The contact list: one cached nib, a fresh cell per row; tapping a row's button calls.
    static func contacts(_ transcript: Transcript) throws(NibError) {
        let contacts = (1...5).map { Contact(name: "Contact \($0)", phone: "555-010\($0)") }
        let list = try ContactList(contacts: contacts)
        let distinct = Set(list.cells.map { ObjectIdentifier($0) }).count
        transcript.log(
            "contacts: \(list.cells.count) cells (\(distinct) distinct objects) from one nib; "
                + "rows: \(list.cells.map { $0.nameLabel?.text ?? "?" }.joined(separator: ", "))")
        list.cells[2].callButton?.performClick()
        list.cells[4].callButton?.performClick()
        transcript.log("contacts: called \(list.calls.map(\.phone).joined(separator: ", "))")
    }

    /// The storyboard: `Main.storyboard`'s initial tab bar controller; in its People tab the list
    /// shows a person through the typed `showPerson` segue (its `prepare` hands the person over),
    /// the Settings button presents the settings scene modally, whose Done button unwinds back.
    static func storyboard(_ transcript: Transcript) throws(NibError) {
        let storyboard = try MainStoryboard.load()
        let tabs = try storyboard.instantiateInitial()
        let tabNames = tabs.viewControllers.map { $0.title ?? String(describing: Swift.type(of: $0)) }
        transcript.log("storyboard: tabs \(tabNames.joined(separator: ", "))")
        guard let navigation = tabs.viewControllers.first as? NibNavigationController,
            let people = navigation.topViewController as? PeopleViewController
        else {
            transcript.log("storyboard: no people list in the first tab")
            return
        }
        people.transcript = transcript
        people.people = [
            Contact(name: "Ada Lovelace", phone: "555-0199"), Contact(name: "Grace Hopper", phone: "555-0142"),
        ]
        try people.choose(at: 1)
        let person = navigation.topViewController as? PersonViewController
        transcript.log(
            "storyboard: showed \(person?.nameLabel?.text ?? "?") \(person?.phoneLabel?.text ?? "?"), "
                + "\(navigation.viewControllers.count) deep")
        people.settingsButton?.performClick()
        let presented = people.presentedViewController as? NibNavigationController
        let settings = presented?.topViewController as? SettingsViewController
        transcript.log(
            "storyboard: Settings presents \(settings?.title ?? "nothing") (\(presented?.presentation?.style ?? "no style"))"
        )
        settings?.sortSwitch?.sendActions(for: "valueChanged")
        settings?.doneButton?.performClick()
        transcript.log(
            "storyboard: after unwind \(people.presentedViewController == nil ? "nothing is presented" : "settings still up")"
        )
    }

    /// A second storyboard: the People list's Account button follows a storyboard reference into
    /// `Account.storyboard` (Base, Japanese in `ja.lproj`). `MainStoryboard.load(languages:)`
    /// finds it among the target's storyboards, in the same languages, and its scene comes with
    /// its own class (`AccountViewController`) — no setup in the app.
    static func account(languages: [String], _ transcript: Transcript) throws(NibError) {
        let tabs = try MainStoryboard.load(languages: languages).instantiateInitial()
        guard let navigation = tabs.viewControllers.first as? NibNavigationController,
            let people = navigation.topViewController as? PeopleViewController
        else {
            transcript.log("account: no people list in the first tab")
            return
        }
        people.transcript = transcript
        people.accountButton?.performClick()
        guard let account = navigation.topViewController as? AccountViewController else {
            transcript.log(
                "account: the Account button showed \(navigation.topViewController.map { "\(Swift.type(of: $0))" } ?? "nothing")"
            )
            return
        }
        let chosen = NibLocalization.bestMatch(among: AccountStoryboard.localizations, for: languages) ?? "Base"
        transcript.log(
            "account [\(chosen)]: showed \(Swift.type(of: account)) from \(account.storyboard?.name ?? "?").storyboard, "
                + "\(navigation.viewControllers.count) deep: \(account.greetingLabel?.text ?? "?")")
        account.signOutButton?.performClick()
    }

    /// The macOS-style main menu: items aimed at First Responder travel up the responder chain to
    /// the application's delegate; an item nobody handles ends in nothing (AppKit beeps).
    static func menu(_ transcript: Transcript) throws(NibError) {
        let application = NibApplication()
        let objects = try MainMenuNib.instantiate(try MainMenuNib.load(), owner: application)
        objects.ndAppDelegate.transcript = transcript
        func choose(_ menuTitle: String, _ itemTitle: String) {
            let item = objects.menu.item(withTitle: menuTitle)?.submenu?.item(withTitle: itemTitle)
            let handler = item?.performAction()
            let name = handler.map { String(describing: Swift.type(of: $0)) } ?? "nobody (beep)"
            transcript.log("menu: \(menuTitle) ▸ \(itemTitle) → handled by \(name)")
        }
        choose("Edit", "Paste")
        choose("File", "New")
        choose("File", "New")
        choose("Edit", "Copy")
        choose("Edit", "Paste")
        choose("NibDemo", "About NibDemo")
        if let clear = objects.window.contentView?.subviews.compactMap({ $0 as? NibButton }).first {
            clear.performClick()
        }
        choose("NibDemo", "Quit NibDemo")
        transcript.log(
            "menu: about panel shown \(application.isAboutPanelVisible), termination requested \(application.isTerminationRequested)"
        )
    }

    /// The profile: `SessionStore` is an external object the app passes for the placeholder.
    static func profile(user: String?, _ transcript: Transcript) throws(NibError) {
        let session = SessionStore(user: user)
        session.transcript = transcript
        let controller = ProfileViewController()
        let objects = try ProfileNib.instantiate(try ProfileNib.load(), owner: controller, sessionStore: session)
        let buttons = objects.view.subviews.compactMap { $0 as? NibButton }
        func tap(_ title: String) { buttons.first { $0.title() == title }?.performClick() }
        tap("Refresh")
        transcript.log("profile: shows \(controller.nameLabel?.text ?? "")")
        tap("Sign Out")
        tap("Refresh")
        transcript.log("profile: shows \(controller.nameLabel?.text ?? "")")
    }
}
