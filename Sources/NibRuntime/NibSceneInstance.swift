import NibModel

/// One instantiation of a storyboard scene: the storyboard and registry it came from, the
/// scene's segues, and the objects the scene's controller keeps alive with it (the scene's other
/// top-level objects and the triggers its controls send segue actions to).
///
/// The storyboard passes it into the scene's nib as an external object; the nib's outlets phase
/// hands it the controller, which then holds it in ``NibStoryboardController/storyboardScene``.
/// It refers to the controller weakly, so controller → scene instance is the only strong link.
public final class NibSceneInstance: NibConnectable {
    /// The storyboard the scene belongs to.
    public let storyboard: NibStoryboard
    /// The scene's `sceneID`.
    public var sceneID: String { storyboard.layout.scenes[sceneIndex].scene.id }
    /// The scene's controller, while it lives.
    public private(set) weak var controller: AnyObject?
    /// The scene's top-level objects other than its controller, kept alive with the controller.
    public private(set) var topLevelObjects: [AnyObject] = []
    /// Errors of segues that controls triggered (an action has no caller to throw to), in order.
    public private(set) var triggerErrors: [NibError] = []

    let sceneIndex: Int
    let environment: NibStoryboardEnvironment
    private(set) var triggers: [NibSegueTrigger] = []

    init(storyboard: NibStoryboard, sceneIndex: Int, environment: NibStoryboardEnvironment) {
        self.storyboard = storyboard
        self.sceneIndex = sceneIndex
        self.environment = environment
    }

    var plan: NibScenePlan { storyboard.layout.scenes[sceneIndex] }

    /// Every segue of the scene, in document order.
    public var segues: [NibSegueTemplate] { plan.segues }

    /// The identifiers of the segues `performSegue(withIdentifier:)` accepts, in document order.
    public var segueIdentifiers: [String] {
        var seen = Set<String>()
        return plan.segues.compactMap { template in
            guard !template.kind.performedAtLoad, let identifier = template.identifier, seen.insert(identifier).inserted
            else { return nil }
            return identifier
        }
    }

    /// The first segue of the scene with the identifier that can be performed on request
    /// (embed and relationship segues run at load only).
    public func segue(withIdentifier identifier: String) -> NibSegueTemplate? {
        plan.segues.first { $0.identifier == identifier && !$0.kind.performedAtLoad }
    }

    /// Performs every segue a cell (or another object that sends no actions) triggers, as its
    /// selection would: `shouldPerformSegue` is asked first. Returns how many were performed.
    @discardableResult
    public func performSegues(triggeredBy sender: AnyObject, id: String) throws(NibError) -> Int {
        var count = 0
        for template in plan.segues where template.source == id && !template.kind.performedAtLoad {
            if try performTriggered(template, sender: sender) { count += 1 }
        }
        return count
    }

    /// Performs one segue of the scene from its controller (as `performSegue(withIdentifier:)`
    /// does, also for segues without identifier or triggered by a control). Embed and
    /// relationship segues run at load only and are refused.
    public func performSegue(_ template: NibSegueTemplate, sender: AnyObject?) throws(NibError) {
        guard let source = controller as? any NibStoryboardController else {
            throw .located(
                .storyboard(
                    .segueFailed(
                        segue: template.displayName, reason: "the scene's controller is not a storyboard controller")),
                at: template.location)
        }
        try perform(template, from: source, sender: sender)
    }

    // MARK: Loading

    func makeTrigger(for template: NibSegueTemplate) -> NibSegueTrigger {
        let trigger = NibSegueTrigger(scene: self, template: template)
        triggers.append(trigger)
        return trigger
    }

    func keep(topLevelObjects objects: [AnyObject]) {
        topLevelObjects = objects.filter { $0 !== controller }
    }

    /// The outlets phase hands the scene its controller (a synthesized outlet).
    public func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        guard name == NibStoryboardLayout.controllerOutlet else {
            throw .unknownOutlet(className: nibClassName, outlet: name)
        }
        controller = value
        (value as? any NibStoryboardController)?.storyboardScene = self
    }

    // MARK: Performing

    /// A control's action (or a cell's selection): asks the controller, then performs.
    func performTriggered(_ template: NibSegueTemplate, sender: AnyObject?) throws(NibError) -> Bool {
        guard let source = controller as? any NibStoryboardController else {
            throw .located(
                .storyboard(
                    .segueFailed(
                        segue: template.displayName, reason: "the scene's controller is not a storyboard controller")),
                at: template.location)
        }
        guard source.shouldPerformSegue(withIdentifier: template.identifier ?? "", sender: sender) else { return false }
        try perform(template, from: source, sender: sender)
        return true
    }

    func noteTriggerError(_ error: NibError) { triggerErrors.append(error) }

    /// Performs `template` from `source`: instantiate the destination (resolving storyboard
    /// references), create the segue object, `prepare(for:sender:)`, `perform()`. Unwind
    /// segues search their destination instead (see ``unwind(_:from:sender:)``).
    func perform(_ template: NibSegueTemplate, from source: any NibStoryboardController, sender: AnyObject?)
        throws(NibError)
    {
        do throws(NibError) {
            switch template.kind {
            case .unwind:
                try unwind(template, from: source, sender: sender)
            case .embed, .relationship:
                throw .storyboard(
                    .segueFailed(
                        segue: template.displayName,
                        reason: "\(template.kind) segues are performed when their scene loads"))
            default:
                var diagnostics: [NibDiagnostic] = []
                let destination = try storyboard.instantiateDestination(
                    of: template, environment: environment, path: [], diagnostics: &diagnostics)
                let segue = try storyboard.makeSegue(
                    template, source: source, destination: destination, environment: environment)
                segue.trigger = sender
                source.prepare(for: segue, sender: sender)
                try segue.perform()
            }
        } catch {
            if case .located = error { throw error }
            throw .located(error, at: template.location)
        }
    }

    /// Unwind: walk up from the source (parent, else presenting controller); at each step the
    /// container's other children are searched first (nearest first, each child's own children
    /// before it, as UIKit descends into a presenting tab bar's navigation stack), then the
    /// container itself.
    /// The first that implements the action is the destination; the source gets
    /// `prepare(for:sender:)`, the destination's action runs, then the segue performs (the
    /// destination dismisses and pops back to itself).
    func unwind(_ template: NibSegueTemplate, from source: any NibStoryboardController, sender: AnyObject?)
        throws(NibError)
    {
        guard let action = template.unwindAction else {
            throw .storyboard(
                .segueFailed(segue: template.displayName, reason: "the unwind segue names no unwindAction"))
        }
        guard let destination = Self.unwindDestination(for: action, from: source, sender: sender) else {
            throw .storyboard(.noUnwindDestination(action: action, source: source.nibClassName))
        }
        let segue = try storyboard.makeSegue(
            template, source: source, destination: destination, environment: environment)
        segue.trigger = sender
        source.prepare(for: segue, sender: sender)
        _ = destination.nibPerformUnwind(action, segue: segue)
        try segue.perform()
    }

    static func unwindDestination(for action: String, from source: any NibStoryboardController, sender: AnyObject?) -> (
        any NibStoryboardController
    )? {
        var current: any NibStoryboardController = source
        var steps = 0
        while let next = current.nibUnwindParent, steps < 10_000 {
            for child in next.nibUnwindChildren where child !== current && child !== source {
                if let found = unwindDestination(for: action, within: child, from: source, sender: sender, depth: 0) {
                    return found
                }
            }
            if next.nibCanPerformUnwind(action, from: source, sender: sender) { return next }
            current = next
            steps += 1
        }
        return nil
    }

    /// The first controller in `subtree` that performs the unwind action: its children (nearest
    /// first) before the controller itself. The source is never a destination.
    static func unwindDestination(
        for action: String, within subtree: any NibStoryboardController, from source: any NibStoryboardController,
        sender: AnyObject?, depth: Int
    ) -> (any NibStoryboardController)? {
        guard depth < 1_000 else { return nil }
        for child in subtree.nibUnwindChildren where child !== source {
            if let found = unwindDestination(for: action, within: child, from: source, sender: sender, depth: depth + 1)
            {
                return found
            }
        }
        return subtree.nibCanPerformUnwind(action, from: source, sender: sender) ? subtree : nil
    }
}

/// What a control's segue action targets: performs its segue from the scene's controller,
/// with the control as sender. Kept alive by its ``NibSceneInstance``.
final class NibSegueTrigger: NibConnectable {
    private weak var scene: NibSceneInstance?
    let template: NibSegueTemplate

    init(scene: NibSceneInstance, template: NibSegueTemplate) {
        self.scene = scene
        self.template = template
    }

    func nibPerformAction(_ selector: String, sender: AnyObject?) -> Bool {
        guard selector == NibStoryboardLayout.triggerSelector, let scene else { return false }
        do throws(NibError) {
            _ = try scene.performTriggered(template, sender: sender)
        } catch {
            scene.noteTriggerError(error)
        }
        return true
    }
}

/// The registry and options a storyboard instantiation runs with; segues performed later from
/// the same scenes use them too.
struct NibStoryboardEnvironment: Sendable {
    var registry: NibClassRegistry
    var options: NibInstantiationOptions
}
