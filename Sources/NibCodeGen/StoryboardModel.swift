import NibModel

/// The typed accessor generated for one storyboard: its initial controller and one
/// `instantiate…()` per scene with a `storyboardIdentifier`, each typed after the scene's
/// controller, and the registration of its classes and custom segue classes.
package struct StoryboardAccessor: Sendable {
    /// The index of the input this accessor is generated for.
    package var inputIndex: Int
    /// The storyboard's name (`Main`), by which the runtime finds its manifest.
    package var storyboardName: String
    /// The source file name (`Main.storyboard`).
    package var sourceFile: String
    /// The accessor's Swift type name (`MainStoryboard`).
    package var swiftName: String
    /// The platform the document targets (`iOS`, `macOS`, …).
    package var platform: NibPlatform
    /// The scene of the initial controller, when the storyboard names one.
    package var initialScene: Scene?
    /// The scenes whose controller has a `storyboardIdentifier`, sorted by identifier.
    package var identifiedScenes: [Scene]
    /// Every scene with a controller, in document order; storyboard references (scenes of
    /// other storyboards) excluded.
    package var scenes: [Scene]
    /// Custom segue classes (`customClass` of a segue), sorted, for registration.
    package var segueClasses: [SegueClass]

    /// One scene's controller.
    package struct Scene: Sendable {
        /// The scene's `sceneID`.
        package var sceneID: String
        /// The controller's object id.
        package var controllerID: String
        /// The controller's `storyboardIdentifier`, if any.
        package var identifier: String?
        /// The accessor method (`instantiateSettings`), for scenes with an identifier.
        package var methodName: String
        /// The case of the accessor's `Scene` enum (after the identifier, else the controller's
        /// title, label or class).
        package var caseName: String
        /// Whether the scene is a storyboard reference (its controller is another storyboard's).
        package var isReference: Bool
        /// The controller's Swift type (its custom class, else its default object).
        package var type: String
        /// The controller's class as written (custom or standard).
        package var className: String
        /// Where the document declares the controller.
        package var location: SourceLocation
    }

    /// A segue class the document names, which the app defines (a `NibStoryboardSegue` subclass).
    package struct SegueClass: Sendable {
        /// The class name as the document writes it (the segue's `customClass`), which the runtime looks up.
        package var xibName: String
        /// The Swift type name the app defines.
        package var swiftName: String
        /// The segues that name the class, in document order.
        package var locations: [SourceLocation]
    }
}

/// A segue of a scene controller's class: a case of its `Segue` enum (one per storyboard when the
/// class's scenes are in several), and of the enum `typedSegue(_:)` returns with the destination
/// typed. Either every segue with one identifier, or one segue without identifier, named after
/// its destination (``templateID`` is set).
package struct SegueIdentifier: Sendable {
    /// The identifier as written; empty for a segue without identifier.
    package var identifier: String
    /// The enum case name.
    package var caseName: String
    /// The segue kinds the documents give it (`show`, `presentation`, …), sorted.
    package var kinds: [String]
    /// The destination's Swift type: the destination controller's class, a common base when the
    /// identifier leads to several, `AnyObject` when unknown (unwind segues, storyboard references).
    package var destinationType: String
    /// The destination classes as written, sorted.
    package var destinationClasses: [String]
    /// Where the segues with this identifier are declared.
    package var locations: [SourceLocation]
    /// The names of the storyboards the segues are in, sorted.
    package var storyboards: [String] = []
    /// Where the first of the segues is declared in each storyboard, by storyboard name: what a
    /// per-storyboard enum's case cites.
    package var storyboardLocations: [String: SourceLocation] = [:]
    /// For a segue without identifier, its id in the document, by which the runtime performs it
    /// (`performSegue(templateID:sender:)`); nil for an identifier.
    package var templateID: String?
    /// Whether the app can perform it (a segue without identifier that embeds cannot).
    package var isPerformable: Bool = true
}

/// A reuse identifier of a prototype cell in a scene controller's scene.
package struct CellIdentifier: Sendable {
    /// The identifier as written.
    package var identifier: String
    /// The enum case name.
    package var caseName: String
    /// The cell's Swift type (a common base when several prototypes share the identifier).
    package var cellType: String
    /// The cell classes as written, sorted.
    package var cellClasses: [String]
    /// Where the prototype cells with this identifier are declared.
    package var locations: [SourceLocation]
}
