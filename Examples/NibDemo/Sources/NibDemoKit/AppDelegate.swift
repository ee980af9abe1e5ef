import NibObjects
import NibRuntime

/// The application delegate of `MainMenu.xib` (`NDAppDelegate` there; `nib.json` maps the name).
/// Menu items aim at First Responder: their actions travel item → menu → … → application →
/// this delegate, which handles what it knows and lets the rest fall through to the application,
/// which handles the standard ones (`terminate:`, `orderFrontStandardAboutPanel:`, …) itself.
final class AppDelegate: AppDelegateBase, AppDelegateActions {
    var transcript = Transcript()
    private(set) var documents = 0
    private(set) var pasteboard: String?

    func clearNotes(_ sender: NibButton) {
        notesField?.text = ""
        transcript.log("menu app: \"\(sender.title() ?? "")\" clicked, notes cleared")
    }

    override func nibPerformAction(_ selector: String, sender: AnyObject?) -> Bool {
        switch selector {
        case "newDocument:":
            documents += 1
            transcript.log("menu app: new document #\(documents)")
        case "copy:":
            pasteboard = notesField?.text
            transcript.log("menu app: copied \"\(pasteboard ?? "")\"")
        case "paste:" where pasteboard != nil:
            notesField?.text = (notesField?.text ?? "") + (pasteboard ?? "")
            transcript.log("menu app: pasted, notes now \"\(notesField?.text ?? "")\"")
        default:
            return super.nibPerformAction(selector, sender: sender)
        }
        return true
    }
}
