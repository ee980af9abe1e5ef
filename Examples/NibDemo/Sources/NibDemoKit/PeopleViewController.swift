import NibObjects
import NibRuntime

/// The list scene of `Main.storyboard`, root of the People tab's navigation controller: choosing
/// a person shows the detail scene (`showPerson`), the Settings button presents the settings
/// scene modally (`openSettings`), whose Done button unwinds back here (`settingsDone:`), and the
/// Account button shows the account scene of another storyboard, `Account.storyboard`, through a
/// storyboard reference (`showAccount`).
final class PeopleViewController: PeopleViewControllerBase, PeopleViewControllerActions {
    var people: [Contact] = []
    var transcript: Transcript?
    private(set) var chosen: Contact?
    private(set) var sortsByPhone = false

    /// The user picks a row: remember it, then show it through the typed segue.
    func choose(at index: Int) throws(NibError) {
        chosen = people[index]
        try performSegue(.showPerson, sender: self)
    }

    override func prepare(for segue: NibStoryboardSegue, sender: AnyObject?) {
        switch typedSegue(segue) {
        case .showPerson(let person):
            person.person = chosen
        case .openSettings(let navigation):
            (navigation.topViewController as? SettingsViewController)?.sortsByPhone = sortsByPhone
        case .showAccount(let destination):
            // A storyboard reference: the destination's class is the other storyboard's business.
            (destination as? AccountViewController)?.transcript = transcript
        case .other:
            break
        }
    }

    func settingsDone(_ segue: NibStoryboardSegue) {
        guard let settings = segue.source as? SettingsViewController else { return }
        sortsByPhone = settings.sortsByPhone
        transcript?.log("storyboard: settings closed by unwind, sort by phone \(sortsByPhone ? "on" : "off")")
    }
}

/// The detail scene: shows the person `prepare(for:sender:)` handed it.
final class PersonViewController: PersonViewControllerBase, PersonViewControllerActions {
    var person: Contact? {
        didSet {
            nameLabel?.text = person?.name
            phoneLabel?.text = person?.phone
        }
    }
}

/// The settings scene, presented modally inside its own navigation controller.
final class SettingsViewController: SettingsViewControllerBase, SettingsViewControllerActions {
    var sortsByPhone = false

    func sortByPhoneChanged(_ sender: NibControl) { sortsByPhone.toggle() }
}

/// The account scene of `Account.storyboard` (Base, Japanese in `ja.lproj`), reached from the
/// People list through a storyboard reference.
final class AccountViewController: AccountViewControllerBase, AccountViewControllerActions {
    var transcript: Transcript?

    func signOut(_ sender: NibButton) {
        transcript?.log("account: \"\(sender.title() ?? "")\" tapped in \(storyboard?.name ?? "no").storyboard")
    }
}
