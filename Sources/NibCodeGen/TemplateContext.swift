import NibModel

/// The values a template sees when it renders one generated file. Every member is documented in
/// `docs/templates.md`; names here are the names templates use.
///
/// Strings that end up in Swift source are ready to paste: identifiers are valid and escaped,
/// literals are quoted and escaped, comments are single-line and safe. Templates read the values
/// by name (Mustache looks members up by reflection), so the types are not part of the module's API.
struct FileContext: Sendable {
    /// The input's file name (`Login.xib`), with its localization folder when it has one (`ja.lproj/Main.xib`).
    var sourceFile: String
    /// The nib name (`Login`).
    var nibName: String
    /// The generated file's name (`Login+Nib.swift`, `Main.ja+Nib.swift` for a localized variant).
    var fileName: String
    /// `iOS`, `macOS`, `tvOS` or `watchOS`.
    var platform: String
    /// Modules to import, sorted.
    var imports: [String]
    /// `public ` or empty: the prefix of generated declarations that are not classes.
    var access: String
    /// `open ` or empty: the prefix of generated base classes and their overridable members.
    var openAccess: String
    /// Whether `--access public` was chosen.
    var isPublic: Bool
    /// The owner classes this file declares (each class is declared once, in the first file that uses it).
    var classes: [ClassContext]
    /// Whether ``classes`` is non-empty: the template writes the owner-class section only then.
    var hasClasses: Bool
    /// The owner classes declared by other files of the same run that this nib uses.
    var classesDeclaredElsewhere: [DeclaredElsewhereContext]
    /// Whether ``classesDeclaredElsewhere`` is non-empty.
    var hasClassesDeclaredElsewhere: Bool
    /// The typed accessor of this nib; nil in the file of a localized variant whose accessor is
    /// declared by another file (`ja.lproj/Main.xib` when `Base.lproj/Main.xib` exists).
    var nib: NibContext?
    /// For a localized variant: the accessor (declared in another file) that loads it.
    var variantOf: String
    /// Whether this file is a localized variant's: it declares no accessor, and ``variantOf`` names
    /// the one that loads it.
    var isVariant: Bool
    /// The typed accessor of a storyboard (then ``nib`` is nil); nil for a xib and in the file
    /// of a storyboard's localized variant.
    var storyboard: StoryboardContext? = nil
    /// The target's storyboards as one set, in the one file that declares it (the first
    /// storyboard's); nil in every other file.
    var storyboardSet: StoryboardSetContext? = nil
}

/// One owner class: a generated base class with the outlets and an actions protocol.
struct ClassContext: Sendable {
    /// The app's class (`LoginViewController`).
    var name: String
    /// The class name as the documents write it, as a comment-safe string.
    var xibName: String
    /// The class name as a string literal, quotes included.
    var xibNameLiteral: String
    /// The generated base class (`LoginViewControllerBase`).
    var baseName: String
    /// The generated actions protocol (`LoginViewControllerActions`).
    var actionsName: String
    /// The default-objects type the base class derives from (`NibViewController`).
    var superclass: String
    /// The standard class the documents give it (`UIViewController`).
    var standardClass: String
    /// `file:line:column` of each use, in input order.
    var locations: [String]
    /// The single outlets, sorted by name: the base class declares a property for each.
    var outlets: [OutletContext]
    /// Whether ``outlets`` is non-empty.
    var hasOutlets: Bool
    /// The outlet collections, sorted by name: the base class declares an array property for each.
    var outletCollections: [OutletContext]
    /// Whether ``outletCollections`` is non-empty.
    var hasOutletCollections: Bool
    /// The actions the documents connect to the class, sorted by selector: the requirements of the
    /// actions protocol.
    var actions: [ActionContext]
    /// Whether ``actions`` is non-empty.
    var hasActions: Bool
    /// Whether the base accepts and keeps the actions its instances send (`nibSentActions`).
    var sendsActions: Bool
    /// Storyboard unwind actions (requirements of the actions protocol, sender the segue).
    var unwindActions: [ActionContext] = []
    /// Whether ``unwindActions`` is non-empty.
    var hasUnwindActions = false
    /// Whether the class has anything storyboard-specific to declare: segue identifiers,
    /// prototype cells, or it is a scene controller (see ``StoryboardClassContext``).
    var storyboardMembers: StoryboardClassContext? = nil
}

/// One outlet or outlet collection.
struct OutletContext: Sendable {
    /// The name as written in the document, comment-safe.
    var name: String
    /// The name as a string literal, quotes included (the runtime passes this name).
    var nameLiteral: String
    /// The Swift property name.
    var swiftName: String
    /// The element type.
    var type: String
    /// Whether the base class holds the outlet strongly: it points at a top-level object, which
    /// nothing else keeps alive.
    var isStrong: Bool
    /// Whether the base class holds the outlet weakly (the opposite of ``isStrong``).
    var isWeak: Bool
    /// Whether this is an outlet collection (an array property) rather than a single outlet.
    var isCollection: Bool
    /// `file:line:column` of each connection.
    var locations: [String]
    /// The first location.
    var location: String
    /// Where the line that names an app class comes from in the document, when the generator
    /// writes line directives (partial `LineDirective`); nil otherwise.
    var lineDirective: LineDirective?
}

/// One action method.
struct ActionContext: Sendable {
    /// The selector as written, comment-safe.
    var selector: String
    /// The selector as a string literal, quotes included.
    var selectorLiteral: String
    /// The Swift method's base name.
    var swiftName: String
    /// The sender's type.
    var senderType: String
    /// Whether the method takes the sender (`login:`, `login:forEvent:`); `login` takes nothing.
    var takesSender: Bool
    /// Whether the method also takes the event (`login:forEvent:`, `login:withEvent:`).
    var takesEvent: Bool
    /// The method's parameters, in selector order (none for `login`): partials `ActionSignature`
    /// and `ActionCall` write the requirement and the call from them.
    var parameters: [ActionParameterContext]
    /// Control events, comma-separated (`touchUpInside`), or empty.
    var eventTypes: String
    /// Whether ``eventTypes`` is non-empty.
    var hasEventTypes: Bool
    /// Classes of the sending controls, comma-separated.
    var senderClasses: String
    /// `file:line:column` of each connection, in input order.
    var locations: [String]
    /// The first of ``locations``.
    var location: String
    /// Where the line that names an app class comes from in the document, when the generator
    /// writes line directives (partial `LineDirective`); nil otherwise.
    var lineDirective: LineDirective?
    /// The line directive of the requirement in the actions protocol: always set (when line
    /// directives are on), so "protocol requires function …" points at the action's connection.
    var requirementLineDirective: LineDirective?
}

/// The typed accessor of one nib.
struct NibContext: Sendable {
    /// The accessor type (`LoginNib`).
    var swiftName: String
    /// The nib name as a string literal (`"Login"`).
    var nameLiteral: String
    /// The source file name, comment-safe.
    var sourceFile: String
    /// File's Owner's type: its custom class, else its standard class's default object
    /// (then the parameter is optional), or `AnyObject` when the document has no File's Owner.
    var ownerType: String
    /// Whether File's Owner has a custom class.
    var hasOwnerClass: Bool
    /// Whether File's Owner's class has a generated base and actions protocol to check at compile time.
    var ownerHasBase: Bool
    /// The owner's actions protocol, when ``ownerHasBase``.
    var ownerActionsName: String
    /// Whether the nib connects File's Owner: the `owner` parameter is then required (`owner: T`),
    /// else optional (`owner: T? = nil`).
    var ownerIsRequired: Bool
    /// The owner's line directive (File's Owner's line), see ``OutletContext/lineDirective``.
    var ownerLineDirective: LineDirective?
    /// The custom placeholders, in document order, and the Application placeholder when the nib
    /// connects it: each becomes a type alias and a parameter of `instantiate`.
    var externals: [ExternalContext]
    /// Whether ``externals`` is non-empty.
    var hasExternals: Bool
    /// The top-level objects, in document order: the stored properties of the accessor's `Objects`.
    var topLevelObjects: [TopLevelContext]
    /// Whether ``topLevelObjects`` is non-empty.
    var hasTopLevelObjects: Bool
    /// The custom classes the nib instantiates, which `registerClasses(in:)` registers by name.
    var registeredClasses: [RegisteredClassContext]
    /// Whether ``registeredClasses`` is non-empty.
    var hasRegisteredClasses: Bool
    /// The number of top-level objects.
    var topLevelCount: Int
    /// Whether the manifests are compiled into the target (`NAME+Manifest.swift`), so the
    /// accessor has `load(languages:)`.
    var embedsManifest: Bool
    /// The embedded manifest property of this document (`manifest`, `manifest_Base`).
    var manifestProperty: String
    /// Whether the target holds localized variants of this nib (`*.lproj/NAME.xib`).
    var isLocalized: Bool
    /// The localized variants, sorted by localization (this document's included when localized).
    var localizations: [LocalizationContext]
}

/// One localized variant of a nib whose manifest is embedded.
struct LocalizationContext: Sendable {
    /// The localization as a string literal (`"ja"`).
    var nameLiteral: String
    /// Its embedded manifest property (`manifest_ja`).
    var manifestProperty: String
}

/// One custom placeholder: a typed parameter of the accessor.
struct ExternalContext: Sendable {
    /// The placeholder identifier, comment-safe.
    var identifier: String
    /// The identifier as a string literal, quotes included: the externals key of a custom
    /// placeholder (the Application placeholder's key is `Nib.applicationExternalName`).
    var identifierLiteral: String
    /// Whether this is the Application placeholder of a macOS main nib.
    var isApplication: Bool
    /// The name of the accessor's `instantiate` parameter that takes the placeholder (`sessionStore`).
    var parameterName: String
    /// The placeholder's class (an app class or a default object).
    var type: String
    /// The accessor's type alias for it (`SessionStoreType`), used by the parameter list.
    var typeAlias: String
    /// Where the line that names an app class comes from in the document, when the generator
    /// writes line directives (partial `LineDirective`); nil otherwise.
    var lineDirective: LineDirective?
}

/// One top-level object, returned typed.
struct TopLevelContext: Sendable {
    /// The name of the property of the accessor's `Objects` that holds the object.
    var propertyName: String
    /// The property name without backticks: its label in `Objects`' memberwise initialiser.
    var propertyLabel: String
    /// The property name as a string literal.
    var propertyLiteral: String
    /// The property's type: the object's app class or default object (`NibView`).
    var type: String
    /// The type name as a string literal.
    var typeLiteral: String
    /// The object's id as a string literal.
    var idLiteral: String
    /// The class name as written, comment-safe.
    var className: String
    /// Position among the top-level objects (0-based).
    var index: Int
    /// Where the line that names an app class comes from in the document, when the generator
    /// writes line directives (partial `LineDirective`); nil otherwise.
    var lineDirective: LineDirective?
}

/// One custom class the nib instantiates, registered with the runtime's class registry.
struct RegisteredClassContext: Sendable {
    /// The class name as a string literal, quotes included.
    var xibNameLiteral: String
    /// The app's Swift class.
    var swiftName: String
    /// The default-objects type it must derive from.
    var baseType: String
    /// Whether the class has a generated base class (and actions protocol).
    var hasOwnerBase: Bool
    /// Its generated actions protocol, when ``hasOwnerBase``.
    var actionsName: String
    /// Where the line that names an app class comes from in the document, when the generator
    /// writes line directives (partial `LineDirective`); nil otherwise.
    var lineDirective: LineDirective?
}

/// The values the scaffold template sees: one app-side class a project starts from.
struct ScaffoldContext: Sendable {
    /// The class's Swift name, which is also the file's name.
    var name: String
    /// `public ` or empty: the prefix of the scaffolded class and its members.
    var access: String
    /// Modules to import, sorted.
    var imports: [String]
    /// For an owner class: subclass of its generated base, conforming to its actions protocol,
    /// with every action stub.
    var owner: ClassContext?
    /// For a custom class with no outlets or actions: a plain subclass of its default type.
    var plain: RegisteredClassContext?
    /// The input files that use the class, comma-separated and comment-safe.
    var sources: String
    /// Whether ``plain`` is a storyboard's custom segue class (its base is the segue type): the
    /// scaffold overrides `perform()` with a call to `super.perform()`, the default transition.
    var isSegue: Bool = false
}

/// The values the `EmbeddedManifest` template sees: one document's manifest, compiled into the
/// target (`NAME+Manifest.swift`).
struct EmbeddedManifestContext: Sendable {
    /// The document's file name, with its localization folder (`ja.lproj/Main.xib`), comment-safe.
    var sourceFile: String
    /// What the file holds and what wrote it, for its header (`the manifest of Main.xib
    /// (swift-nib/1), embedded by `codegen convert --swift``), comment-safe.
    var origin: String
    /// The file's own name (`Main.ja+Manifest.swift`), comment-safe.
    var fileName: String
    /// The manifest format (`swift-nib/1`).
    var format: String
    /// `public ` or empty.
    var access: String
    /// The accessor the property extends (`MainNib`, `MainStoryboard`).
    var accessorName: String
    /// `manifest`, or `manifest_ja` for a localization.
    var propertyName: String
    /// The `#`s around the raw string literal (`#`, or more when the JSON holds `"""#` or `\#`).
    var delimiter: String
    /// The manifest JSON, verbatim but for characters Swift source cannot hold, escaped for the
    /// raw literal (`\#u{7F}`); it ends with a line break.
    var json: String
}

/// A `#sourceLocation(file:line:)` directive: the lines after it are compiled as if they stood at
/// `line` of the document, so a compile error they cause is reported there (partial `LineDirective`;
/// the template ends the region with `#sourceLocation()`).
struct LineDirective: Sendable {
    /// The document's path as the generator was given it, as a string literal, quotes included.
    var fileLiteral: String
    /// The line (1-based).
    var line: Int
}

/// One parameter of an action method (partials `ActionSignature` and `ActionCall`).
struct ActionParameterContext: Sendable {
    /// The argument label (`_` for the sender, `forEvent`, `with`).
    var label: String
    /// The parameter's name inside the method (`sender`, `event`); empty when it is the label.
    var name: String
    /// Whether ``name`` differs from the label, so the signature writes both.
    var hasName: Bool
    /// The parameter's type.
    var type: String
    /// Whether this is the sender (first parameter; the call passes the sender in scope).
    var isSender: Bool
    /// Whether this is the event (the call passes `event`).
    var isEvent: Bool
    /// Whether this is another part of the selector (the call passes `nil`).
    var isOther: Bool
}

/// An owner class another file of the same run declares, that this nib uses.
struct DeclaredElsewhereContext: Sendable {
    /// The app's class.
    var name: String
    /// Its generated base class.
    var baseName: String
    /// Its generated actions protocol.
    var actionsName: String
}
