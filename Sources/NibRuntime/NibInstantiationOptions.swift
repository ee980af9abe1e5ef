/// Which objects receive awakeFromNib.
public enum NibAwakeSemantics: Sendable, Hashable {
    /// UIKit: only the objects the loader instantiated.
    case iOS
    /// AppKit: every instantiated object, then File's Owner and the other placeholders.
    case macOS
}

/// Options for one instantiation.
public struct NibInstantiationOptions: Sendable {
    /// nil: chosen by the document's target runtime (macOS documents → ``NibAwakeSemantics/macOS``,
    /// every other platform → ``NibAwakeSemantics/iOS``).
    public var awakeSemantics: NibAwakeSemantics?
    /// When true, a `customClass` nobody registered is ``NibError/unknownClass(className:objectID:)``
    /// instead of a warning and a fallback to the standard class.
    public var strictClasses: Bool
    /// When false, windows marked visible at launch are not shown.
    public var showsVisibleAtLaunchWindows: Bool

    /// Options with the given awake semantics (nil: the document's platform decides), class
    /// strictness and launch-time windows.
    public init(
        awakeSemantics: NibAwakeSemantics? = nil, strictClasses: Bool = false, showsVisibleAtLaunchWindows: Bool = true
    ) {
        self.awakeSemantics = awakeSemantics
        self.strictClasses = strictClasses
        self.showsVisibleAtLaunchWindows = showsVisibleAtLaunchWindows
    }
}
