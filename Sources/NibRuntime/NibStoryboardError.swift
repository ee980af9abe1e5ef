import NibModel

/// Why a storyboard could not find, instantiate or perform something. Thrown wrapped in
/// ``NibError/storyboard(_:)`` (and in ``NibError/located(_:at:)`` when a document line is known).
public enum NibStoryboardError: Error, DiagnosticConvertible, Sendable, Equatable {
    /// The document has no scenes (it is a xib, or an empty storyboard).
    case notAStoryboard(file: String)
    /// `instantiateController(identifier:)` with an identifier no scene carries.
    case unknownIdentifier(String, storyboard: String, known: [String])
    /// `instantiateInitialController()` on a storyboard that names no initial controller.
    case noInitialController(storyboard: String)
    /// No scene with that scene id.
    case unknownScene(String, storyboard: String)
    /// A segue or relationship points at an id that is no scene's controller.
    case unknownDestination(segue: String, destination: String)
    /// `performSegue(withIdentifier:)` with an identifier the controller's scene does not have.
    case unknownSegue(String, controller: String, known: [String])
    /// A storyboard reference names a storyboard the resolver cannot find.
    case storyboardNotFound(name: String, searched: [String])
    /// A storyboard reference names a storyboard of another bundle (`bundleIdentifier`), which
    /// the set of storyboards it was resolved in (`known`) cannot hold.
    case storyboardInOtherBundle(String, bundle: String, known: [String])
    /// A custom segue whose class is not registered in the registry the storyboard was instantiated with.
    case unknownSegueClass(String, segue: String)
    /// The scene instantiates itself again through relationships or embeds.
    case cycle(scenes: [String])
    /// A segue cannot do its work on the controllers it connects.
    case segueFailed(segue: String, reason: String)
    /// An unwind segue found no controller on the presenting/parent chain implementing its action.
    case noUnwindDestination(action: String, source: String)
    /// The controller did not come from a storyboard, so it has no segues.
    case notFromStoryboard(controller: String)

    /// The error as a diagnostic; ``NibError/located(_:at:)`` adds the place when one is known.
    public var diagnostic: Diagnostic { Diagnostic(message: message) }

    private var message: String {
        switch self {
        case .notAStoryboard(let file):
            return "\(file) is not a storyboard: it has no scenes"
        case .unknownIdentifier(let identifier, let storyboard, let known):
            return
                "storyboard \(storyboard) has no controller with identifier \"\(identifier)\" (known: \(Self.list(known)))"
        case .noInitialController(let storyboard):
            return "storyboard \(storyboard) names no initial controller"
        case .unknownScene(let scene, let storyboard):
            return "storyboard \(storyboard) has no scene \"\(scene)\""
        case .unknownDestination(let segue, let destination):
            return "segue \(segue) leads to \"\(destination)\", which is no scene's controller"
        case .unknownSegue(let identifier, let controller, let known):
            return "\(controller) has no segue with identifier \"\(identifier)\" (known: \(Self.list(known)))"
        case .storyboardNotFound(let name, let searched):
            return "no storyboard named \"\(name)\""
                + (searched.isEmpty ? "" : " (looked for \(searched.joined(separator: ", ")))")
        case .storyboardInOtherBundle(let name, let bundle, let known):
            return
                "storyboard reference names \"\(name)\" in bundle \"\(bundle)\", which is not one of these storyboards "
                + "(known: \(Self.list(known))); give the NibStoryboardSet a fallback resolver that loads it"
        case .unknownSegueClass(let className, let segue):
            return
                "custom segue \(segue) cannot be performed: its class \(className) is not registered in the class registry the storyboard was instantiated with (call registerSegue(\"\(className)\", \(className).self) on it, or instantiate through the storyboard's generated accessor, whose registry registers every segue class)"
        case .cycle(let scenes):
            return "scenes instantiate each other in a cycle: \(scenes.joined(separator: " → "))"
        case .segueFailed(let segue, let reason):
            return "cannot perform segue \(segue): \(reason)"
        case .noUnwindDestination(let action, let source):
            return "no controller above \(source) implements the unwind action \"\(action)\""
        case .notFromStoryboard(let controller):
            return "\(controller) was not instantiated from a storyboard, so it has no segues"
        }
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
