import NibObjects
import NibRuntime

/// The app's session, created in code and passed into `Profile.xib` for its `SessionStore`
/// placeholder (an external object): the nib's button signs out through it.
final class SessionStore: SessionStoreBase, SessionStoreActions {
    var user: String?
    var transcript = Transcript()

    init(user: String?) {
        self.user = user
        super.init()
    }

    required init(coder: NibCoder) { super.init(coder: coder) }

    func signOut(_ sender: NibButton) {
        transcript.log("profile: \"\(sender.title() ?? "")\" tapped, \(user ?? "nobody") signed out")
        user = nil
    }
}

/// File's Owner of `Profile.xib`.
final class ProfileViewController: ProfileViewControllerBase, ProfileViewControllerActions {
    func refresh(_ sender: NibButton) {
        nameLabel?.text = session?.user ?? "(signed out)"
    }
}

/// File's Owner of the localized `Greeting.xib` (`Base.lproj` and `ja.lproj`).
final class GreetingViewController: GreetingViewControllerBase, GreetingViewControllerActions {}

/// File's Owner of `Base.lproj/Farewell.xib`, whose languages come from `.strings` and `.xcstrings` files.
final class FarewellViewController: FarewellViewControllerBase, FarewellViewControllerActions {}
