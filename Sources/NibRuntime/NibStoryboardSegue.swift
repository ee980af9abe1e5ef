import NibModel

/// A segue being performed (UIStoryboardSegue / NSStoryboardSegue): what the source's
/// ``NibStoryboardController/prepare(for:sender:)`` receives, and what does the transition.
///
/// The storyboard creates one per performance: an instance of the segue's registered
/// `customClass` (``NibClassRegistry/registerSegue(_:factory:)``) or of this class. The base
/// ``perform()`` does the built-in effect of the segue's kind by calling the source's
/// ``NibStoryboardController`` effect methods; a subclass overrides it to do its own transition
/// (a `custom` segue's class usually does), and may call `super.perform()` for the default one.
open class NibStoryboardSegue {
    /// The identifier the document gives the segue, if any.
    public let identifier: String?
    /// The controller the segue starts from (for an embed: the container view's controller).
    public let source: AnyObject
    /// The controller the segue leads to (for an unwind: the controller unwound to).
    public let destination: AnyObject
    /// The segue's kind, as the document writes it.
    public internal(set) var kind: NibSegueKind = .custom
    /// Everything the document records of the segue (`modalPresentationStyle`, `customClass`, …).
    public internal(set) var properties = NibProperties()
    /// The object whose action or container triggered the segue (a control, a container view), if any.
    public internal(set) weak var trigger: AnyObject?
    /// The unwind action an unwind segue sends.
    public internal(set) var unwindAction: String?
    /// The segue's id in the document.
    public internal(set) var templateID: String = ""

    /// Creates a segue (the factory a segue subclass registers calls this).
    public required init(identifier: String?, source: AnyObject, destination: AnyObject) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Does the transition. The base class performs the built-in kinds: `show`/`push` →
    /// ``NibStoryboardController/nibShow(_:sender:)``; `showDetail`/`replace` →
    /// ``NibStoryboardController/nibShowDetail(_:sender:)``; `modal`/`presentation`/`popover`/`sheet` →
    /// ``NibStoryboardController/nibPresent(_:segue:)``; `embed` → ``NibStoryboardController/nibEmbed(_:in:)``;
    /// `unwind` → the destination's ``NibStoryboardController/nibUnwind(from:)``; `custom` → presented
    /// modally, as a `presentation` segue with the segue's recorded properties
    /// (``NibStoryboardController/nibPresent(_:segue:)``): the default transition a custom segue
    /// class gets when its `perform()` calls `super.perform()` (or does not override it).
    /// A kind the runtime does not know (``NibSegueKind/other(_:)``) has no default transition:
    /// its registered class must override this without calling `super`.
    open func perform() throws(NibError) {
        guard let from = source as? any NibStoryboardController, let to = destination as? any NibStoryboardController
        else {
            throw .storyboard(
                .segueFailed(
                    segue: displayName,
                    reason:
                        "source and destination must be storyboard controllers (\(type(of: source)) → \(type(of: destination)))"
                ))
        }
        switch kind {
        case .show, .push: try from.nibShow(to, sender: trigger)
        case .showDetail, .replace: try from.nibShowDetail(to, sender: trigger)
        case .modal, .presentation, .popover, .sheet, .custom: try from.nibPresent(to, segue: self)
        case .embed: try from.nibEmbed(to, in: trigger)
        case .unwind: try to.nibUnwind(from: from)
        case .relationship:
            let name = NibValueDecoding.string(properties["relationship"]) ?? "relationship"
            try from.nibSetRelationship(name, to: [to])
        case .other(let name):
            throw .storyboard(
                .segueFailed(
                    segue: displayName,
                    reason:
                        "the segue kind \"\(name)\" has no built-in transition: register a segue class for it (registerSegue) whose perform() does the transition without calling super.perform()"
                ))
        }
    }

    /// How the segue is named in messages.
    public var displayName: String { identifier.map { "\"\($0)\"" } ?? "\(kind) segue \(templateID)" }
}

/// Creates a segue of a registered class.
public typealias NibSegueFactory =
    @Sendable (_ identifier: String?, _ source: AnyObject, _ destination: AnyObject) -> NibStoryboardSegue
