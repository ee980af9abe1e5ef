import NibModel

/// A controller a storyboard scene stands for, as the storyboard runtime sees it: the segue
/// protocol app code overrides (``shouldPerformSegue(withIdentifier:sender:)``,
/// ``prepare(for:sender:)``), the effects the built-in segue kinds call, and the typed unwind
/// dispatch generated code provides.
///
/// `NibViewController` and `NibWindowController` (module NibObjects) and the container
/// controllers built on them implement it; a plain class may conform directly (every
/// requirement but ``storyboardScene`` has a default: effects throw, unwind actions are not handled).
public protocol NibStoryboardController: NibConnectable {
    /// The scene instance the controller came from; the storyboard sets it while loading the
    /// scene (in the outlets phase, before awakeFromNib). Keep it strongly: it holds the scene's
    /// other top-level objects and its segue triggers.
    var storyboardScene: NibSceneInstance? { get set }

    /// Asked before a *triggered* segue (a control's action) runs; false cancels it.
    /// `performSegue(withIdentifier:sender:)` does not ask (as in UIKit).
    func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool
    /// Sent to the source with the segue object after the destination exists and before the
    /// transition (also for embed and unwind segues).
    func prepare(for segue: NibStoryboardSegue, sender: AnyObject?)

    // MARK: Effects of the built-in kinds (the source receives them)

    /// `show` / `push`.
    func nibShow(_ destination: any NibStoryboardController, sender: AnyObject?) throws(NibError)
    /// `showDetail` / `replace`.
    func nibShowDetail(_ destination: any NibStoryboardController, sender: AnyObject?) throws(NibError)
    /// `modal`, `presentation`, `popover`, `sheet` (the segue says which, and its properties
    /// carry `modalPresentationStyle` and the like).
    func nibPresent(_ destination: any NibStoryboardController, segue: NibStoryboardSegue) throws(NibError)
    /// `embed`: adds `child` as a child controller whose view fills `container` (a container view).
    func nibEmbed(_ child: any NibStoryboardController, in container: AnyObject?) throws(NibError)
    /// `relationship`: fills the container relationship `name` (`rootViewController`,
    /// `viewControllers`, `masterViewController`, `splitItems`, `tabItems`,
    /// `window.shadowedContentViewController`, …) with its destinations, in document order.
    func nibSetRelationship(_ name: String, to destinations: [any NibStoryboardController]) throws(NibError)

    // MARK: Unwinding

    /// Where the unwind search continues above this controller: its parent, else the
    /// controller that presented it.
    var nibUnwindParent: (any NibStoryboardController)? { get }
    /// Children the unwind search visits when it passes through this container, nearest first
    /// (a navigation stack from the top).
    var nibUnwindChildren: [any NibStoryboardController] { get }
    /// Whether this controller implements the unwind action `action` (as written, `unwindToList:`).
    /// Generated code answers with a switch over the names the class implements.
    func nibCanPerformUnwind(_ action: String, from source: any NibStoryboardController, sender: AnyObject?) -> Bool
    /// Calls the unwind action `action` with the segue; returns false when the class has none.
    func nibPerformUnwind(_ action: String, segue: NibStoryboardSegue) -> Bool
    /// The unwind transition on the destination: dismiss what is presented above it and pop
    /// navigation stacks back to it.
    func nibUnwind(from source: any NibStoryboardController) throws(NibError)
}

extension NibStoryboardController {
    public func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool { true }
    public func prepare(for segue: NibStoryboardSegue, sender: AnyObject?) {}

    public func nibShow(_ destination: any NibStoryboardController, sender: AnyObject?) throws(NibError) {
        throw .storyboard(.segueFailed(segue: "show", reason: "\(nibClassName) cannot show controllers"))
    }
    public func nibShowDetail(_ destination: any NibStoryboardController, sender: AnyObject?) throws(NibError) {
        throw .storyboard(.segueFailed(segue: "showDetail", reason: "\(nibClassName) cannot show detail controllers"))
    }
    public func nibPresent(_ destination: any NibStoryboardController, segue: NibStoryboardSegue) throws(NibError) {
        throw .storyboard(.segueFailed(segue: segue.displayName, reason: "\(nibClassName) cannot present controllers"))
    }
    public func nibEmbed(_ child: any NibStoryboardController, in container: AnyObject?) throws(NibError) {
        throw .storyboard(.segueFailed(segue: "embed", reason: "\(nibClassName) cannot embed child controllers"))
    }
    public func nibSetRelationship(_ name: String, to destinations: [any NibStoryboardController]) throws(NibError) {
        throw .storyboard(
            .segueFailed(segue: "relationship \(name)", reason: "\(nibClassName) has no relationship \"\(name)\""))
    }
    public var nibUnwindParent: (any NibStoryboardController)? { nil }
    public var nibUnwindChildren: [any NibStoryboardController] { [] }
    public func nibCanPerformUnwind(_ action: String, from source: any NibStoryboardController, sender: AnyObject?)
        -> Bool
    { false }
    public func nibPerformUnwind(_ action: String, segue: NibStoryboardSegue) -> Bool { false }
    public func nibUnwind(from source: any NibStoryboardController) throws(NibError) {}

    /// The storyboard the controller came from.
    public var storyboard: NibStoryboard? { storyboardScene?.storyboard }

    /// Performs the segue with this identifier from this controller's scene (a manual segue, or
    /// one a control triggers): the destination is instantiated, ``prepare(for:sender:)`` is
    /// sent, then the segue performs. Does not ask ``shouldPerformSegue(withIdentifier:sender:)``.
    /// An identifier the scene does not have is ``NibStoryboardError/unknownSegue(_:controller:known:)``.
    public func performSegue(withIdentifier identifier: String, sender: AnyObject?) throws(NibError) {
        guard let scene = storyboardScene else { throw .storyboard(.notFromStoryboard(controller: nibClassName)) }
        guard let template = scene.segue(withIdentifier: identifier) else {
            throw .storyboard(.unknownSegue(identifier, controller: nibClassName, known: scene.segueIdentifiers))
        }
        try scene.perform(template, from: self, sender: sender)
    }

    /// Performs the segue with this id in the document (`<segue id="…">`) from this controller's
    /// scene, as ``performSegue(withIdentifier:sender:)`` does: what the generated `performSegue(_:)`
    /// calls for a segue without identifier. An id the scene's segues do not have is
    /// ``NibStoryboardError/unknownSegue(_:controller:known:)``.
    public func performSegue(templateID: String, sender: AnyObject?) throws(NibError) {
        guard let scene = storyboardScene else { throw .storyboard(.notFromStoryboard(controller: nibClassName)) }
        guard let template = scene.segues.first(where: { $0.id == templateID }) else {
            throw .storyboard(
                .unknownSegue("segue \(templateID)", controller: nibClassName, known: scene.segueIdentifiers))
        }
        try scene.perform(template, from: self, sender: sender)
    }
}
