import NibObjects
import NibRuntime

/// Checks user names and passwords: the demo's stand-in for a server.
struct Authenticator {
    var accounts: [String: String]

    static let demo = Authenticator(accounts: ["alice": "wonderland"])

    func verify(user: String, password: String) -> Bool { accounts[user] == password }
}

/// File's Owner of `Login.xib` (a view controller: its `view` outlet holds the form). The outlets and the action wiring are generated
/// (`LoginViewControllerBase`); the state and the actions are the app's.
final class LoginViewController: LoginViewControllerBase, LoginViewControllerActions {
    var authenticator = Authenticator.demo
    var transcript = Transcript()
    private(set) var failedAttempts = 0
    private(set) var signedInUser: String?

    /// Call once `Login.xib` is instantiated with this controller as File's Owner.
    func start() {
        updateLoginButton()
        transcript.log("login: view loaded, status \"\(statusLabel?.text ?? "")\", log-in button \(enabledText)")
    }

    func fieldChanged(_ sender: NibTextField) {
        updateLoginButton()
        let field = sender === usernameField ? "user name" : "password"
        transcript.log("login: \(field) edited, log-in button \(enabledText)")
    }

    func logIn(_ sender: NibButton) {
        let user = usernameField?.text ?? ""
        if authenticator.verify(user: user, password: passwordField?.text ?? "") {
            signedInUser = user
            statusLabel?.text = "Signed in as \(user)"
        } else {
            failedAttempts += 1
            statusLabel?.text = "Wrong password (\(failedAttempts) failed)"
        }
        transcript.log("login: \"\(sender.title() ?? "")\" tapped → \(statusLabel?.text ?? "")")
    }

    private func updateLoginButton() {
        let complete = !(usernameField?.text ?? "").isEmpty && !(passwordField?.text ?? "").isEmpty
        loginButton?.isEnabled = complete
    }

    private var enabledText: String { loginButton?.isEnabled == true ? "enabled" : "disabled" }
}
