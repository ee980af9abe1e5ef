/// The typed accessor of one storyboard, as the `StoryboardAccessor` template sees it.
public struct StoryboardContext: Sendable {
    /// The accessor type (`MainStoryboard`).
    public var swiftName: String
    /// The storyboard name as a string literal (`"Main"`).
    public var nameLiteral: String
    /// The source file name, comment-safe.
    public var sourceFile: String
    /// The type of the target's storyboards as one set (`Storyboards`), through which the
    /// accessor loads and whose registry it instantiates with.
    public var setName: String
    /// Every custom class the storyboard instantiates, sorted, for registration.
    public var registeredClasses: [RegisteredClassContext]
    /// Whether ``registeredClasses`` is non-empty.
    public var hasRegisteredClasses: Bool
    /// Custom segue classes, sorted, for registration.
    public var segueClasses: [SegueClassContext]
    /// Whether ``segueClasses`` is non-empty.
    public var hasSegueClasses: Bool
    /// The initial controller's scene, when the storyboard names one.
    public var initial: SceneContext?
    /// Scenes whose controller has a storyboard identifier, sorted by identifier.
    public var identifiedScenes: [SceneContext]
    /// Every scene with a controller, in document order (cases of the `Scene` enum).
    public var scenes: [SceneContext]
    /// Whether ``scenes`` is non-empty.
    public var hasScenes: Bool
    /// Whether the manifest is compiled into the target, giving the accessor `load(languages:)`.
    public var embedsManifest: Bool
    /// The embedded manifest property of this document (`manifest`, `manifest_Base`).
    public var manifestProperty: String
    /// Whether the target holds localized variants of this storyboard.
    public var isLocalized: Bool
    /// The localized variants, sorted by localization (this document's included when localized).
    public var localizations: [LocalizationContext]
}

/// The target's storyboards as one set, as the `StoryboardSet` template sees it: declared once,
/// in the generated file of ``StoryboardSet/homeInput``.
public struct StoryboardSetContext: Sendable {
    /// The type's name (`Storyboards`).
    public var swiftName: String
    /// `public ` or empty.
    public var access: String
    /// The target's storyboards, sorted by name.
    public var storyboards: [StoryboardSetMemberContext]
    /// Their names for a comment: `` `Main`, `Settings` ``.
    public var storyboardNames: String
    /// The accessors of the target's nibs, sorted: their classes join the registry.
    public var nibAccessors: [String]
    /// Whether the target has nibs (``nibAccessors`` is not empty).
    public var hasNibAccessors: Bool
    /// Whether the manifests are compiled into the target, giving the set `set(languages:)`.
    public var embedsManifests: Bool
    /// The references that reach a folder-qualified storyboard (``StoryboardSet/routes``).
    public var routes: [StoryboardRouteContext] = []
}

/// A storyboard reference the set routes to a folder-qualified storyboard
/// (`set.route("Main", from: "Settings.Detail", to: "Settings.Main")`).
public struct StoryboardRouteContext: Sendable {
    /// The name the reference gives, as a string literal.
    public var nameLiteral: String
    /// The set's name of the storyboard holding the reference, as a string literal.
    public var fromLiteral: String
    /// The set's name of the storyboard it reaches, as a string literal.
    public var toLiteral: String
}

/// One storyboard of the target's set.
public struct StoryboardSetMemberContext: Sendable {
    /// The storyboard's name, comment-safe (`Main`).
    public var name: String
    /// Its accessor (`MainStoryboard`).
    public var accessorName: String
}

/// One scene of a storyboard.
public struct SceneContext: Sendable {
    /// The accessor method for a scene with a storyboard identifier (`instantiateSettings`).
    public var methodName: String
    /// The case of the accessor's `Scene` enum.
    public var caseName: String
    /// The controller's Swift type.
    public var type: String
    /// The type name as a string literal.
    public var typeLiteral: String
    /// The storyboard identifier as a string literal (empty when the scene has none).
    public var identifierLiteral: String
    /// The storyboard identifier, comment-safe.
    public var identifier: String
    /// Whether the scene's controller has a storyboard identifier, so the accessor gets a method
    /// (``methodName``) for it.
    public var hasIdentifier: Bool
    /// The scene id as a string literal.
    public var sceneIDLiteral: String
    /// The controller's class as written, comment-safe.
    public var className: String
    /// `Main.storyboard:12:5`, comment-safe.
    public var location: String
    /// `#sourceLocation(file: "…", line: N)` at the controller's element when line directives are on and
    /// the line names an app class, so a compile error it causes lands on the storyboard's line;
    /// else empty.
    public var lineDirective: String = ""
    /// Whether ``lineDirective`` is set (then end the declaration with `#sourceLocation()`).
    public var hasLineDirective: Bool = false
}

/// A custom segue class the storyboard names.
public struct SegueClassContext: Sendable {
    /// The class name as a string literal, quotes included.
    public var xibNameLiteral: String
    /// The app's Swift class (a `NibStoryboardSegue` subclass).
    public var swiftName: String
    /// Comment-safe `file:line:column` of the first segue that names it.
    public var location: String
    /// `#sourceLocation(file: "…", line: N)` at the first segue that names the class when line directives are on and
    /// the line names an app class, so a compile error it causes lands on the storyboard's line;
    /// else empty.
    public var lineDirective: String = ""
    /// Whether ``lineDirective`` is set (then end the declaration with `#sourceLocation()`).
    public var hasLineDirective: Bool = false
}

/// What a scene controller's class gets from the storyboards: typed segue identifiers and
/// prototype cells' reuse identifiers, declared in an extension of its base class.
public struct StoryboardClassContext: Sendable {
    /// The generated base class being extended (`ListViewControllerBase`).
    public var baseName: String
    /// The class's segue identifiers, sorted.
    public var segues: [SegueContext]
    /// Whether ``segues`` is non-empty: the extension declares `Segue` and `typedSegue(_:)` only then.
    public var hasSegues: Bool
    /// Whether the class can perform segues (its base is a storyboard controller), so it gets
    /// `performSegue(_:sender:)`.
    public var performsSegues: Bool
    /// The enums of performable segues: one `Segue` for a class whose scenes are in one
    /// storyboard, one per storyboard (`MainSegue`, …) otherwise, so no enum offers a segue of
    /// another storyboard's scene. Empty enums are left out.
    public var segueEnums: [SegueEnumContext] = []
    /// Whether the class's segue enums are per storyboard (its scenes are in several, and some
    /// segue can be performed): `Segue` is then an unavailable alias naming them.
    public var isPerStoryboard: Bool = false
    /// The per-storyboard enums' names for a message (`MainSegue or SettingsSegue`).
    public var segueEnumNames: String = ""
    /// The first per-storyboard enum, which the unavailable `Segue` alias names.
    public var firstSegueEnum: String = ""
    /// Whether some segue has no identifier (``SegueContext/hasTemplateID``): `typedSegue(_:)`
    /// then also matches by storyboard and segue id.
    public var hasAnonymousSegues: Bool = false
    /// The reuse identifiers of its scenes' prototype cells, sorted.
    public var cellIdentifiers: [CellIdentifierContext]
    /// Whether ``cellIdentifiers`` is non-empty: the extension declares `CellIdentifier` only then.
    public var hasCellIdentifiers: Bool
}

/// One enum of a class's performable segues (`Segue`, or `MainSegue` for one storyboard's).
public struct SegueEnumContext: Sendable {
    /// The enum's name.
    public var name: String
    /// The storyboard's name, comment-safe (for a per-storyboard enum).
    public var storyboard: String
    /// Whether the enum is one storyboard's among several.
    public var isPerStoryboard: Bool
    /// Its cases.
    public var segues: [SegueContext]
    /// Whether some case is a segue without identifier, so `performSegue(_:)` switches over them.
    public var hasAnonymous: Bool
}

/// One segue identifier, or one segue without identifier (``hasTemplateID``).
public struct SegueContext: Sendable {
    /// The enum case name.
    public var caseName: String
    /// The identifier as a string literal.
    public var identifierLiteral: String
    /// The identifier, comment-safe.
    public var identifier: String
    /// The segue kinds, comma-separated, comment-safe.
    public var kinds: String
    /// The destination's Swift type (`AnyObject` when unknown).
    public var destinationType: String
    /// Whether the destination's type is known (not `AnyObject`).
    public var hasDestinationType: Bool
    /// The destination classes as written, comma-separated, comment-safe.
    public var destinationClasses: String
    /// Comment-safe `file:line:column` of the first segue with this identifier.
    public var location: String
    /// The case's raw value: the identifier, or the segue's id in the document for a segue
    /// without identifier, as a string literal.
    public var rawValueLiteral: String = ""
    /// Whether this is a segue without identifier, found by ``templateIDLiteral`` in
    /// ``storyboardLiteral``.
    public var hasTemplateID: Bool = false
    /// The segue's id in the document as a string literal (empty for an identifier).
    public var templateIDLiteral: String = ""
    /// The storyboard's name as a string literal (empty for an identifier).
    public var storyboardLiteral: String = ""
    /// How the case is named, for its comment: `` `showContact` ``, or for a segue without
    /// identifier `a show segue without identifier`, comment-safe.
    public var title: String = ""
    /// `#sourceLocation(file: "…", line: N)` at the first segue with this identifier when line directives are on and
    /// the line names an app class, so a compile error it causes lands on the storyboard's line;
    /// else empty.
    public var lineDirective: String = ""
    /// Whether ``lineDirective`` is set (then end the declaration with `#sourceLocation()`).
    public var hasLineDirective: Bool = false
}

/// One prototype cell reuse identifier.
public struct CellIdentifierContext: Sendable {
    /// The case of the class's `CellIdentifier` enum.
    public var caseName: String
    /// The reuse identifier as a string literal: the case's raw value.
    public var identifierLiteral: String
    /// The reuse identifier, comment-safe.
    public var identifier: String
    /// The cell's Swift type.
    public var cellType: String
    /// The cell classes as written, comma-separated, comment-safe.
    public var cellClasses: String
    /// Comment-safe `file:line:column` of the first prototype cell with this identifier.
    public var location: String
    /// `#sourceLocation(file: "…", line: N)` at the first prototype cell with this identifier when line directives are on and
    /// the line names an app class, so a compile error it causes lands on the storyboard's line;
    /// else empty.
    public var lineDirective: String = ""
    /// Whether ``lineDirective`` is set (then end the declaration with `#sourceLocation()`).
    public var hasLineDirective: Bool = false
}
