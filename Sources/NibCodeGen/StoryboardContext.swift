/// The typed accessor of one storyboard, as the `StoryboardAccessor` template sees it.
struct StoryboardContext: Sendable {
    /// The accessor type (`MainStoryboard`).
    var swiftName: String
    /// The storyboard name as a string literal (`"Main"`).
    var nameLiteral: String
    /// The source file name, comment-safe.
    var sourceFile: String
    /// The type of the target's storyboards as one set (`Storyboards`), through which the
    /// accessor loads and whose registry it instantiates with.
    var setName: String
    /// Every custom class the storyboard instantiates, sorted, for registration.
    var registeredClasses: [RegisteredClassContext]
    /// Whether ``registeredClasses`` is non-empty.
    var hasRegisteredClasses: Bool
    /// Custom segue classes, sorted, for registration.
    var segueClasses: [SegueClassContext]
    /// Whether ``segueClasses`` is non-empty.
    var hasSegueClasses: Bool
    /// The initial controller's scene, when the storyboard names one.
    var initial: SceneContext?
    /// Scenes whose controller has a storyboard identifier, sorted by identifier.
    var identifiedScenes: [SceneContext]
    /// Every scene with a controller, in document order (cases of the `Scene` enum).
    var scenes: [SceneContext]
    /// Whether ``scenes`` is non-empty.
    var hasScenes: Bool
    /// Whether the manifest is compiled into the target, giving the accessor `load(languages:)`.
    var embedsManifest: Bool
    /// The embedded manifest property of this document (`manifest`, `manifest_Base`).
    var manifestProperty: String
    /// Whether the target holds localized variants of this storyboard.
    var isLocalized: Bool
    /// The localized variants, sorted by localization (this document's included when localized).
    var localizations: [LocalizationContext]
}

/// The target's storyboards as one set, as the `StoryboardSet` template sees it: declared once,
/// in the generated file of ``StoryboardSet/homeInput``.
struct StoryboardSetContext: Sendable {
    /// The type's name (`Storyboards`).
    var swiftName: String
    /// `public ` or empty.
    var access: String
    /// The target's storyboards, sorted by name.
    var storyboards: [StoryboardSetMemberContext]
    /// The accessors of the target's nibs, sorted: their classes join the registry.
    var nibAccessors: [String]
    /// Whether the target has nibs (``nibAccessors`` is not empty).
    var hasNibAccessors: Bool
    /// Whether the manifests are compiled into the target, giving the set `set(languages:)`.
    var embedsManifests: Bool
    /// The references that reach a folder-qualified storyboard (``StoryboardSet/routes``).
    var routes: [StoryboardRouteContext] = []
}

/// A storyboard reference the set routes to a folder-qualified storyboard
/// (`set.route("Main", from: "Settings.Detail", to: "Settings.Main")`).
struct StoryboardRouteContext: Sendable {
    /// The name the reference gives, as a string literal.
    var nameLiteral: String
    /// The set's name of the storyboard holding the reference, as a string literal.
    var fromLiteral: String
    /// The set's name of the storyboard it reaches, as a string literal.
    var toLiteral: String
}

/// One storyboard of the target's set.
struct StoryboardSetMemberContext: Sendable {
    /// The storyboard's name, comment-safe (`Main`).
    var name: String
    /// Its accessor (`MainStoryboard`).
    var accessorName: String
}

/// One scene of a storyboard.
struct SceneContext: Sendable {
    /// The accessor method for a scene with a storyboard identifier (`instantiateSettings`).
    var methodName: String
    /// The case of the accessor's `Scene` enum.
    var caseName: String
    /// The controller's Swift type.
    var type: String
    /// The type name as a string literal.
    var typeLiteral: String
    /// The storyboard identifier as a string literal (empty when the scene has none).
    var identifierLiteral: String
    /// The storyboard identifier, comment-safe.
    var identifier: String
    /// Whether the scene's controller has a storyboard identifier, so the accessor gets a method
    /// (``methodName``) for it.
    var hasIdentifier: Bool
    /// The scene id as a string literal.
    var sceneIDLiteral: String
    /// The controller's class as written, comment-safe.
    var className: String
    /// `Main.storyboard:12:5`, comment-safe.
    var location: String
    /// The directive of the controller's element when line directives are on and the line names
    /// an app class, so a compile error it causes lands on the storyboard's line; else nil.
    var lineDirective: LineDirective? = nil
}

/// A custom segue class the storyboard names.
struct SegueClassContext: Sendable {
    /// The class name as a string literal, quotes included.
    var xibNameLiteral: String
    /// The app's Swift class (a `NibStoryboardSegue` subclass).
    var swiftName: String
    /// Comment-safe `file:line:column` of the first segue that names it.
    var location: String
    /// The directive of the first segue that names the class when line directives are on and the line names
    /// an app class, so a compile error it causes lands on the storyboard's line; else nil.
    var lineDirective: LineDirective? = nil
}

/// What a scene controller's class gets from the storyboards: typed segue identifiers and
/// prototype cells' reuse identifiers, declared in an extension of its base class.
struct StoryboardClassContext: Sendable {
    /// The generated base class being extended (`ListViewControllerBase`).
    var baseName: String
    /// The class's segue identifiers, sorted.
    var segues: [SegueContext]
    /// Whether ``segues`` is non-empty: the extension declares `Segue` and `typedSegue(_:)` only then.
    var hasSegues: Bool
    /// Whether the class can perform segues (its base is a storyboard controller), so it gets
    /// `performSegue(_:sender:)`.
    var performsSegues: Bool
    /// The enums of performable segues: one `Segue` for a class whose scenes are in one
    /// storyboard, one per storyboard (`MainSegue`, …) otherwise, so no enum offers a segue of
    /// another storyboard's scene. Empty enums are left out.
    var segueEnums: [SegueEnumContext] = []
    /// Whether the class's segue enums are per storyboard (its scenes are in several, and some
    /// segue can be performed): `Segue` is then an unavailable alias naming them.
    var isPerStoryboard: Bool = false
    /// Whether some segue has no identifier (``SegueContext/hasTemplateID``): `typedSegue(_:)`
    /// then also matches by storyboard and segue id.
    var hasAnonymousSegues: Bool = false
    /// The reuse identifiers of its scenes' prototype cells, sorted.
    var cellIdentifiers: [CellIdentifierContext]
    /// Whether ``cellIdentifiers`` is non-empty: the extension declares `CellIdentifier` only then.
    var hasCellIdentifiers: Bool
}

/// One enum of a class's performable segues (`Segue`, or `MainSegue` for one storyboard's).
struct SegueEnumContext: Sendable {
    /// The enum's name.
    var name: String
    /// The storyboard's name, comment-safe (for a per-storyboard enum).
    var storyboard: String
    /// Whether the enum is one storyboard's among several.
    var isPerStoryboard: Bool
    /// Its cases.
    var segues: [SegueContext]
    /// Whether some case is a segue without identifier, so `performSegue(_:)` switches over them.
    var hasAnonymous: Bool
}

/// One segue identifier, or one segue without identifier (``hasTemplateID``).
struct SegueContext: Sendable {
    /// The enum case name.
    var caseName: String
    /// The identifier as a string literal.
    var identifierLiteral: String
    /// The identifier, comment-safe.
    var identifier: String
    /// The segue kinds, comma-separated, comment-safe.
    var kinds: String
    /// The destination's Swift type (`AnyObject` when unknown).
    var destinationType: String
    /// Whether the destination's type is known (not `AnyObject`).
    var hasDestinationType: Bool
    /// The destination classes as written, comma-separated, comment-safe.
    var destinationClasses: String
    /// Comment-safe `file:line:column` of the first segue with this identifier.
    var location: String
    /// The case's raw value: the identifier, or the segue's id in the document for a segue
    /// without identifier, as a string literal.
    var rawValueLiteral: String = ""
    /// Whether this is a segue without identifier, found by ``templateIDLiteral`` in
    /// ``storyboardLiteral``.
    var hasTemplateID: Bool = false
    /// The segue's id in the document as a string literal (empty for an identifier).
    var templateIDLiteral: String = ""
    /// The storyboard's name as a string literal (empty for an identifier).
    var storyboardLiteral: String = ""
    /// The directive of the first segue with this identifier when line directives are on and the line names
    /// an app class, so a compile error it causes lands on the storyboard's line; else nil.
    var lineDirective: LineDirective? = nil
}

/// One prototype cell reuse identifier.
struct CellIdentifierContext: Sendable {
    /// The case of the class's `CellIdentifier` enum.
    var caseName: String
    /// The reuse identifier as a string literal: the case's raw value.
    var identifierLiteral: String
    /// The reuse identifier, comment-safe.
    var identifier: String
    /// The cell's Swift type.
    var cellType: String
    /// The cell classes as written, comma-separated, comment-safe.
    var cellClasses: String
    /// Comment-safe `file:line:column` of the first prototype cell with this identifier.
    var location: String
    /// The directive of the first prototype cell with this identifier when line directives are on and the line names
    /// an app class, so a compile error it causes lands on the storyboard's line; else nil.
    var lineDirective: LineDirective? = nil
}
