import NibModel

/// The typed accessor generated for one storyboard: its initial controller and one
/// `instantiate…()` per scene with a `storyboardIdentifier`, each typed after the scene's
/// controller, and the registration of its classes and custom segue classes.
public struct StoryboardAccessor: Sendable {
    /// The index of the input this accessor is generated for.
    public var inputIndex: Int
    /// The storyboard's name (`Main`), by which the runtime finds its manifest.
    public var storyboardName: String
    /// The source file name (`Main.storyboard`).
    public var sourceFile: String
    /// The accessor's Swift type name (`MainStoryboard`).
    public var swiftName: String
    /// The platform the document targets (`iOS`, `macOS`, …).
    public var platform: NibPlatform
    /// The scene of the initial controller, when the storyboard names one.
    public var initialScene: Scene?
    /// The scenes whose controller has a `storyboardIdentifier`, sorted by identifier.
    public var identifiedScenes: [Scene]
    /// Every scene with a controller, in document order; storyboard references (scenes of
    /// other storyboards) excluded.
    public var scenes: [Scene]
    /// Custom segue classes (`customClass` of a segue), sorted, for registration.
    public var segueClasses: [SegueClass]

    /// One scene's controller.
    public struct Scene: Sendable {
        /// The scene's `sceneID`.
        public var sceneID: String
        /// The controller's object id.
        public var controllerID: String
        /// The controller's `storyboardIdentifier`, if any.
        public var identifier: String?
        /// The accessor method (`instantiateSettings`), for scenes with an identifier.
        public var methodName: String
        /// The case of the accessor's `Scene` enum (after the identifier, else the controller's
        /// title, label or class).
        public var caseName: String
        /// Whether the scene is a storyboard reference (its controller is another storyboard's).
        public var isReference: Bool
        /// The controller's Swift type (its custom class, else its default object).
        public var type: String
        /// The controller's class as written (custom or standard).
        public var className: String
        /// Where the document declares the controller.
        public var location: SourceLocation
    }

    /// A segue class the document names, which the app defines (a `NibStoryboardSegue` subclass).
    public struct SegueClass: Sendable {
        /// The class name as the document writes it (the segue's `customClass`), which the runtime looks up.
        public var xibName: String
        /// The Swift type name the app defines.
        public var swiftName: String
        /// The segues that name the class, in document order.
        public var locations: [SourceLocation]
    }
}

/// A segue of a scene controller's class: a case of its `Segue` enum (one per storyboard when the
/// class's scenes are in several), and of the enum `typedSegue(_:)` returns with the destination
/// typed. Either every segue with one identifier, or one segue without identifier, named after
/// its destination (``templateID`` is set).
public struct SegueIdentifier: Sendable {
    /// The identifier as written; empty for a segue without identifier.
    public var identifier: String
    /// The enum case name.
    public var caseName: String
    /// The segue kinds the documents give it (`show`, `presentation`, …), sorted.
    public var kinds: [String]
    /// The destination's Swift type: the destination controller's class, a common base when the
    /// identifier leads to several, `AnyObject` when unknown (unwind segues, storyboard references).
    public var destinationType: String
    /// The destination classes as written, sorted.
    public var destinationClasses: [String]
    /// Where the segues with this identifier are declared.
    public var locations: [SourceLocation]
    /// The names of the storyboards the segues are in, sorted.
    public var storyboards: [String] = []
    /// For a segue without identifier, its id in the document, by which the runtime performs it
    /// (`performSegue(templateID:sender:)`); nil for an identifier.
    public var templateID: String?
    /// Whether the app can perform it (a segue without identifier that embeds cannot).
    public var isPerformable: Bool = true
}

/// A reuse identifier of a prototype cell in a scene controller's scene.
public struct CellIdentifier: Sendable {
    /// The identifier as written.
    public var identifier: String
    /// The enum case name.
    public var caseName: String
    /// The cell's Swift type (a common base when several prototypes share the identifier).
    public var cellType: String
    /// The cell classes as written, sorted.
    public var cellClasses: [String]
    /// Where the prototype cells with this identifier are declared.
    public var locations: [SourceLocation]
}
