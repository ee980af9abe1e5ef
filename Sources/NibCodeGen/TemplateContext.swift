import NibModel

/// The values a template sees when it renders one generated file. Every member is documented in
/// `docs/templates.md`; names here are the names templates use.
///
/// Strings that end up in Swift source are ready to paste: identifiers are valid and escaped,
/// literals are quoted and escaped, comments are single-line and safe.
public struct FileContext: Sendable {
    /// The input's file name (`Login.xib`), with its localization folder when it has one (`ja.lproj/Main.xib`).
    public var sourceFile: String
    /// The nib name (`Login`).
    public var nibName: String
    /// The generated file's name (`Login+Nib.swift`, `Main.ja+Nib.swift` for a localized variant).
    public var fileName: String
    /// `iOS`, `macOS`, `tvOS` or `watchOS`.
    public var platform: String
    /// Modules to import, sorted.
    public var imports: [String]
    /// `public ` or empty: the prefix of generated declarations that are not classes.
    public var access: String
    /// `open ` or empty: the prefix of generated base classes and their overridable members.
    public var openAccess: String
    /// Whether `--access public` was chosen.
    public var isPublic: Bool
    /// The owner classes this file declares (each class is declared once, in the first file that uses it).
    public var classes: [ClassContext]
    /// Whether ``classes`` is non-empty: the template writes the owner-class section only then.
    public var hasClasses: Bool
    /// The owner classes declared by other files of the same run that this nib uses.
    public var classesDeclaredElsewhere: [String]
    /// Whether ``classesDeclaredElsewhere`` is non-empty.
    public var hasClassesDeclaredElsewhere: Bool
    /// The typed accessor of this nib; nil in the file of a localized variant whose accessor is
    /// declared by another file (`ja.lproj/Main.xib` when `Base.lproj/Main.xib` exists).
    public var nib: NibContext?
    /// For a localized variant: the accessor (declared in another file) that loads it.
    public var variantOf: String
    /// Whether this file is a localized variant's: it declares no accessor, and ``variantOf`` names
    /// the one that loads it.
    public var isVariant: Bool
    /// The typed accessor of a storyboard (then ``nib`` is nil); nil for a xib and in the file
    /// of a storyboard's localized variant.
    public var storyboard: StoryboardContext? = nil
    /// The target's storyboards as one set, in the one file that declares it (the first
    /// storyboard's); nil in every other file.
    public var storyboardSet: StoryboardSetContext? = nil
}

/// One owner class: a generated base class with the outlets and an actions protocol.
public struct ClassContext: Sendable {
    /// The app's class (`LoginViewController`).
    public var name: String
    /// The class name as the documents write it, as a comment-safe string.
    public var xibName: String
    /// The class name as a string literal, quotes included.
    public var xibNameLiteral: String
    /// The generated base class (`LoginViewControllerBase`).
    public var baseName: String
    /// The generated actions protocol (`LoginViewControllerActions`).
    public var actionsName: String
    /// The default-objects type the base class derives from (`NibViewController`).
    public var superclass: String
    /// The standard class the documents give it (`UIViewController`).
    public var standardClass: String
    /// `file:line:column` of each use, in input order.
    public var locations: [String]
    /// The single outlets, sorted by name: the base class declares a property for each.
    public var outlets: [OutletContext]
    /// Whether ``outlets`` is non-empty.
    public var hasOutlets: Bool
    /// The outlet collections, sorted by name: the base class declares an array property for each.
    public var outletCollections: [OutletContext]
    /// Whether ``outletCollections`` is non-empty.
    public var hasOutletCollections: Bool
    /// The actions the documents connect to the class, sorted by selector: the requirements of the
    /// actions protocol.
    public var actions: [ActionContext]
    /// Whether ``actions`` is non-empty.
    public var hasActions: Bool
    /// Whether the base accepts and keeps the actions its instances send (`nibSentActions`).
    public var sendsActions: Bool
    /// The first action's Swift signature, for examples in doc comments.
    public var exampleAction: String
    /// Storyboard unwind actions (requirements of the actions protocol, sender the segue).
    public var unwindActions: [ActionContext] = []
    /// Whether ``unwindActions`` is non-empty.
    public var hasUnwindActions = false
    /// Whether the class has anything storyboard-specific to declare: segue identifiers,
    /// prototype cells, or it is a scene controller (see ``StoryboardClassContext``).
    public var storyboardMembers: StoryboardClassContext? = nil
}

/// One outlet or outlet collection.
public struct OutletContext: Sendable {
    /// The name as written in the document, comment-safe.
    public var name: String
    /// The name as a string literal, quotes included (the runtime passes this name).
    public var nameLiteral: String
    /// The Swift property name.
    public var swiftName: String
    /// The element type.
    public var type: String
    /// Whether the base class holds the outlet strongly: it points at a top-level object, which
    /// nothing else keeps alive.
    public var isStrong: Bool
    /// Whether the base class holds the outlet weakly (the opposite of ``isStrong``).
    public var isWeak: Bool
    /// The whole property declaration, e.g. `public private(set) weak var nameField: NibTextField?`.
    public var declaration: String
    /// `file:line:column` of each connection.
    public var locations: [String]
    /// The first location.
    public var location: String
    /// `#sourceLocation(file: "…", line: N)` when the generator writes line directives: the
    /// line that names an app class is compiled as if it stood at the document's line, so a compile
    /// error it causes is reported on the xib. Empty otherwise.
    public var lineDirective: String
    /// Whether ``lineDirective`` is set (then end the line with `#sourceLocation()`).
    public var hasLineDirective: Bool
}

/// One action method.
public struct ActionContext: Sendable {
    /// The selector as written, comment-safe.
    public var selector: String
    /// The selector as a string literal, quotes included.
    public var selectorLiteral: String
    /// The Swift method's base name.
    public var swiftName: String
    /// The sender's type.
    public var senderType: String
    /// Whether the method takes the sender (`login:`, `login:forEvent:`); `login` takes nothing.
    public var takesSender: Bool
    /// Whether the method also takes the event (`login:forEvent:`, `login:withEvent:`).
    public var takesEvent: Bool
    /// The requirement's signature without access (`func login(_ sender: NibButton)`).
    public var signature: String
    /// The call on a value named `actions`, with `sender` (already cast) and `event` in scope.
    public var call: String
    /// Control events, comma-separated (`touchUpInside`), or empty.
    public var eventTypes: String
    /// Whether ``eventTypes`` is non-empty.
    public var hasEventTypes: Bool
    /// Classes of the sending controls, comma-separated.
    public var senderClasses: String
    /// `file:line:column` of each connection, in input order.
    public var locations: [String]
    /// The first of ``locations``.
    public var location: String
    /// `#sourceLocation(file: "…", line: N)` when the generator writes line directives: the
    /// line that names an app class is compiled as if it stood at the document's line, so a compile
    /// error it causes is reported on the xib. Empty otherwise.
    public var lineDirective: String
    /// Whether ``lineDirective`` is set (then end the line with `#sourceLocation()`).
    public var hasLineDirective: Bool
    /// The line directive of the requirement in the actions protocol: always set (when line
    /// directives are on), so "protocol requires function …" points at the action's connection.
    public var requirementLineDirective: String
    /// Whether ``requirementLineDirective`` is set (then end the requirement's line with
    /// `#sourceLocation()`).
    public var hasRequirementLineDirective: Bool
}

/// The typed accessor of one nib.
public struct NibContext: Sendable {
    /// The accessor type (`LoginNib`).
    public var swiftName: String
    /// The nib name as a string literal (`"Login"`).
    public var nameLiteral: String
    /// The source file name, comment-safe.
    public var sourceFile: String
    /// File's Owner's type: its custom class, else its standard class's default object
    /// (then the parameter is optional), or `AnyObject` when the document has no File's Owner.
    public var ownerType: String
    /// Whether File's Owner has a custom class.
    public var hasOwnerClass: Bool
    /// Whether File's Owner's class has a generated base and actions protocol to check at compile time.
    public var ownerHasBase: Bool
    /// The owner's actions protocol, when ``ownerHasBase``.
    public var ownerActionsName: String
    /// Whether the nib connects File's Owner: the `owner` parameter is then required (`owner: T`),
    /// else optional (`owner: T? = nil`).
    public var ownerIsRequired: Bool
    /// The owner as passed to the loader (`owner`, `owner as any LoginActions`, or
    /// `owner.map { $0 as any LoginActions }` for an optional owner with a generated base).
    public var ownerArgument: String
    /// The owner's line directive (File's Owner's line), see ``OutletContext/lineDirective``.
    public var ownerLineDirective: String
    /// Whether ``ownerLineDirective`` is set (then end the `Owner` type alias with `#sourceLocation()`).
    public var hasOwnerLineDirective: Bool
    /// The custom placeholders, in document order, and the Application placeholder when the nib
    /// connects it: each becomes a type alias and a parameter of `instantiate`.
    public var externals: [ExternalContext]
    /// Whether ``externals`` is non-empty.
    public var hasExternals: Bool
    /// The top-level objects, in document order: the stored properties of the accessor's `Objects`.
    public var topLevelObjects: [TopLevelContext]
    /// Whether ``topLevelObjects`` is non-empty.
    public var hasTopLevelObjects: Bool
    /// The custom classes the nib instantiates, which `registerClasses(in:)` registers by name.
    public var registeredClasses: [RegisteredClassContext]
    /// Whether ``registeredClasses`` is non-empty.
    public var hasRegisteredClasses: Bool
    /// The instantiate function's parameter list (`owner: LoginViewController, dataSource: NibObject`).
    public var parameters: String
    /// The externals dictionary literal (`["DataSource": dataSource]`, or `[:]`).
    public var externalsLiteral: String
    /// The number of top-level objects.
    public var topLevelCount: Int
    /// The arguments of `Objects`' memberwise initialiser (`view: view, cell: cell`).
    public var initArguments: String
    /// Whether the manifests are compiled into the target (`NAME+Manifest.swift`), so the
    /// accessor has `load(languages:)`.
    public var embedsManifest: Bool
    /// The embedded manifest property of this document (`manifest`, `manifest_Base`).
    public var manifestProperty: String
    /// Whether the target holds localized variants of this nib (`*.lproj/NAME.xib`).
    public var isLocalized: Bool
    /// The localized variants, sorted by localization (this document's included when localized).
    public var localizations: [LocalizationContext]
}

/// One localized variant of a nib whose manifest is embedded.
public struct LocalizationContext: Sendable {
    /// The localization as a string literal (`"ja"`).
    public var nameLiteral: String
    /// Its embedded manifest property (`manifest_ja`).
    public var manifestProperty: String
}

/// One custom placeholder: a typed parameter of the accessor.
public struct ExternalContext: Sendable {
    /// The placeholder identifier, comment-safe.
    public var identifier: String
    /// The externals key: the identifier as a string literal, quotes included, or
    /// `Nib.applicationExternalName` for the Application placeholder.
    public var identifierLiteral: String
    /// Whether this is the Application placeholder of a macOS main nib.
    public var isApplication: Bool
    /// The name of the accessor's `instantiate` parameter that takes the placeholder (`sessionStore`).
    public var parameterName: String
    /// The placeholder's class (an app class or a default object).
    public var type: String
    /// The accessor's type alias for it (`SessionStoreType`), used by the parameter list.
    public var typeAlias: String
    /// `#sourceLocation(file: "…", line: N)` when the generator writes line directives: the
    /// line that names an app class is compiled as if it stood at the document's line, so a compile
    /// error it causes is reported on the xib. Empty otherwise.
    public var lineDirective: String
    /// Whether ``lineDirective`` is set (then end the line with `#sourceLocation()`).
    public var hasLineDirective: Bool
}

/// One top-level object, returned typed.
public struct TopLevelContext: Sendable {
    /// The name of the property of the accessor's `Objects` that holds the object.
    public var propertyName: String
    /// The property name as a string literal.
    public var propertyLiteral: String
    /// The property's type: the object's app class or default object (`NibView`).
    public var type: String
    /// The type name as a string literal.
    public var typeLiteral: String
    /// The object's id as a string literal.
    public var idLiteral: String
    /// The class name as written, comment-safe.
    public var className: String
    /// Position among the top-level objects (0-based).
    public var index: Int
    /// `#sourceLocation(file: "…", line: N)` when the generator writes line directives: the
    /// line that names an app class is compiled as if it stood at the document's line, so a compile
    /// error it causes is reported on the xib. Empty otherwise.
    public var lineDirective: String
    /// Whether ``lineDirective`` is set (then end the line with `#sourceLocation()`).
    public var hasLineDirective: Bool
}

/// One custom class the nib instantiates, registered with the runtime's class registry.
public struct RegisteredClassContext: Sendable {
    /// The class name as a string literal, quotes included.
    public var xibNameLiteral: String
    /// The app's Swift class.
    public var swiftName: String
    /// The default-objects type it must derive from.
    public var baseType: String
    /// Whether the class has a generated base class (and actions protocol).
    public var hasOwnerBase: Bool
    /// Its generated actions protocol, when ``hasOwnerBase``.
    public var actionsName: String
    /// `#sourceLocation(file: "…", line: N)` when the generator writes line directives: the
    /// line that names an app class is compiled as if it stood at the document's line, so a compile
    /// error it causes is reported on the xib. Empty otherwise.
    public var lineDirective: String
    /// Whether ``lineDirective`` is set (then end the line with `#sourceLocation()`).
    public var hasLineDirective: Bool
}

/// The values the scaffold template sees: one app-side class a project starts from.
public struct ScaffoldContext: Sendable {
    /// The class's Swift name, which is also the file's name.
    public var name: String
    /// `public ` or empty: the prefix of the scaffolded class and its members.
    public var access: String
    /// Modules to import, sorted.
    public var imports: [String]
    /// For an owner class: subclass of its generated base, conforming to its actions protocol,
    /// with every action stub.
    public var owner: ClassContext?
    /// For a custom class with no outlets or actions: a plain subclass of its default type.
    public var plain: RegisteredClassContext?
    /// The input files that use the class, comma-separated and comment-safe.
    public var sources: String
    /// Whether ``plain`` is a storyboard's custom segue class (its base is the segue type): the
    /// scaffold overrides `perform()` with a call to `super.perform()`, the default transition.
    public var isSegue: Bool = false
}

/// The values the `EmbeddedManifest` template sees: one document's manifest, compiled into the
/// target (`NAME+Manifest.swift`).
public struct EmbeddedManifestContext: Sendable {
    /// The document's file name, with its localization folder (`ja.lproj/Main.xib`), comment-safe.
    public var sourceFile: String
    /// The file's own name (`Main.ja+Manifest.swift`), comment-safe.
    public var fileName: String
    /// The manifest format (`swift-nib/1`).
    public var format: String
    /// `public ` or empty.
    public var access: String
    /// The accessor the property extends (`MainNib`, `MainStoryboard`).
    public var accessorName: String
    /// `manifest`, or `manifest_ja` for a localization.
    public var propertyName: String
    /// The `#`s around the raw string literal (`#`, or more when the JSON holds `"""#` or `\#`).
    public var delimiter: String
    /// The manifest JSON, verbatim but for characters Swift source cannot hold, escaped for the
    /// raw literal (`\#u{7F}`); it ends with a line break.
    public var json: String
}
