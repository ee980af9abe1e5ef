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

    public init(awakeSemantics: NibAwakeSemantics? = nil, strictClasses: Bool = false, showsVisibleAtLaunchWindows: Bool = true) {
        self.awakeSemantics = awakeSemantics
        self.strictClasses = strictClasses
        self.showsVisibleAtLaunchWindows = showsVisibleAtLaunchWindows
    }
}

/// The result of ``Nib/instantiateGraph(owner:externals:registry:options:)``.
///
/// ``objects`` holds every created object strongly: keep the instance only as long as you want
/// the whole graph alive, and keep ``topLevelObjects`` for the usual nib lifetimes.
public struct NibInstance {
    /// The objects with no parent, in document order.
    public var topLevelObjects: [AnyObject]
    /// Every created object, in document order (same order as the manifest's `objects`).
    public var objects: [AnyObject]
    /// Notes and warnings: unknown classes, missing resources, connections not made.
    public var diagnostics: [NibDiagnostic]
    let indexByID: [String: Int]

    /// The object created for the document id.
    public func object(withID id: String) -> AnyObject? {
        indexByID[id].map { objects[$0] }
    }

    /// The number of connections the loader made.
    public var connectionCount: Int
}
