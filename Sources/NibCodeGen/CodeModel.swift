import NibModel

/// What the generator knows about the inputs once they are analysed: the owner classes (merged
/// across every input) and one typed accessor per nib. Templates see it through ``TemplateContext``.
package struct CodeModel: Sendable {
    /// The owner classes, merged across every input and sorted by name: each gets a generated base
    /// class and actions protocol, declared in the file of its ``OwnerClass/homeInput``.
    package var classes: [OwnerClass]
    /// One per input, xibs and storyboards alike (a storyboard's holds its class registration).
    package var nibs: [NibAccessor]
    /// One per storyboard input, in input order.
    package var storyboards: [StoryboardAccessor] = []
    /// The target's storyboards as one set, when the inputs hold any.
    package var storyboardSet: StoryboardSet? = nil
    /// Decisions worth telling the user about (outlets widened to a common superclass).
    package var notes: [CodeGenNote] = []
    /// Every custom class the app supplies (objects' classes, File's Owner's, external objects',
    /// custom segue classes), sorted by name: what a scaffold starts from.
    package var appClasses: [AppClass] = []
}

/// A custom class the app defines for the documents, and the inputs that use it.
package struct AppClass: Sendable {
    /// The class name as the documents write it.
    package var xibName: String
    /// The Swift type name the app defines.
    package var swiftName: String
    /// The type the class derives from (a default object, or the runtime's segue type).
    package var baseType: String
    /// The indexes of the inputs that use the class, in input order.
    package var inputs: [Int]

    mutating func use(in input: Int) {
        if inputs.last != input { inputs.append(input) }
    }
}

/// A custom class that is the source of outlets or the target of actions.
package struct OwnerClass: Sendable {
    /// The class name as the documents write it (`customClass`).
    package var xibName: String
    /// The Swift type name the app defines (normally identical to ``xibName``).
    package var swiftName: String
    /// The default-objects type the generated base class derives from.
    package var superclass: String
    /// The standard class the documents give it (`UIViewController`, `NSObject`, …).
    package var standardClass: String
    /// Single outlets, sorted by name.
    package var outlets: [Outlet]
    /// Outlet collections, sorted by name.
    package var outletCollections: [Outlet]
    /// Action methods, sorted by selector.
    package var actions: [Action]
    /// Whether instances send actions (a custom non-control class that is an action's source):
    /// the base then accepts and keeps the connections, which its superclass would refuse.
    package var sendsActions: Bool
    /// Where the class is used, in input order.
    package var locations: [SourceLocation]
    /// The index of the input whose generated file declares the class (the first that uses it).
    package var homeInput: Int
    /// Storyboard unwind actions the class implements (`func done(_ segue: NibStoryboardSegue)`),
    /// sorted by selector; requirements of the actions protocol like ``actions``.
    package var unwindActions: [Action] = []
    /// Identifiers of the storyboard segues that start in the class's scenes, sorted.
    package var segues: [SegueIdentifier] = []
    /// Reuse identifiers of the prototype cells in the class's scenes, sorted.
    package var cellIdentifiers: [CellIdentifier] = []
}

/// An outlet or outlet collection of an ``OwnerClass``.
package struct Outlet: Sendable {
    /// The property name as written in the documents (the runtime sets it by this name).
    package var name: String
    /// The Swift property name.
    package var swiftName: String
    /// The element type (the destination's class).
    package var type: String
    /// Whether the property holds its object strongly (a top-level or otherwise owned object).
    package var isStrong: Bool
    /// Whether this is an outlet collection (an array property) rather than a single outlet.
    package var isCollection: Bool
    /// Where the outlet is connected, in input order, first first.
    package var locations: [SourceLocation]
    /// Each distinct destination type with the first place it occurs; more than one when the
    /// outlet is typed as their common superclass.
    package var typedAt: [TypedAt] = []
    /// The destinations' class names as the documents write them (custom or standard), first first.
    package var destinationClasses: [String] = []

    /// One destination type of the outlet and the first connection that gives it.
    package struct TypedAt: Sendable {
        /// The destination's Swift type.
        package var type: String
        /// Where a connection first gives the outlet this type.
        package var location: SourceLocation
    }
}

/// An action method of an ``OwnerClass``.
package struct Action: Sendable {
    /// The selector as the documents write it (`login:`), which the runtime sends.
    package var selector: ActionSelector
    /// The Swift method's base name.
    package var swiftName: String
    /// The sender's type (the source control's class, or a common type when several differ).
    package var senderType: String
    /// Control events the documents connect it for (`touchUpInside`, …), sorted.
    package var eventTypes: [String]
    /// The classes of the controls that send it, sorted.
    package var senderClasses: [String]
    /// Where the action is connected, in input order.
    package var locations: [SourceLocation]
    /// Whether this is a storyboard unwind action (its sender is the segue).
    package var isUnwind = false
}

/// The typed accessor generated for one nib.
package struct NibAccessor: Sendable {
    /// The index of the input this accessor is generated for.
    package var inputIndex: Int
    /// The nib's name (`Login`), by which the runtime finds its manifest.
    package var nibName: String
    /// The source file name (`Login.xib`).
    package var sourceFile: String
    /// The accessor's Swift type name (`LoginNib`).
    package var swiftName: String
    /// The platform the document targets (`iOS`, `macOS`, …).
    package var platform: NibPlatform
    /// File's Owner's type: its custom class, else the default object of its standard class;
    /// nil when the document has no File's Owner.
    package var ownerType: String?
    /// Whether File's Owner has a custom class.
    package var ownerIsCustom: Bool
    /// Whether the nib connects File's Owner, so the accessor requires one.
    package var ownerIsRequired: Bool
    /// Where the document declares File's Owner.
    package var ownerLocation: SourceLocation?
    /// File's Owner's raw class name, when custom.
    package var ownerClassName: String?
    /// One parameter per custom placeholder, in document order, and the Application placeholder
    /// when the nib connects it.
    package var externals: [External]
    /// The top-level objects, in document order.
    package var topLevelObjects: [TopLevelObject]
    /// Every custom class the document instantiates, sorted, for registration.
    package var registeredClasses: [RegisteredClass]

    /// A custom placeholder (or the Application placeholder): a typed parameter of `instantiate`.
    package struct External: Sendable {
        /// The placeholder identifier (`ExternalDataSource`).
        package var identifier: String
        /// Whether this is the Application placeholder (passed under `Nib.applicationExternalName`).
        package var isApplication: Bool
        /// The Swift name of the accessor's parameter that takes it (`externalDataSource`).
        package var parameterName: String
        /// Its Swift type: the placeholder's custom class, else the default object of its standard class.
        package var type: String
        /// Where the document declares the placeholder.
        package var location: SourceLocation
    }

    /// A top-level object, returned typed as a property of the accessor's `Objects`.
    package struct TopLevelObject: Sendable {
        /// The object's id in the document.
        package var id: String
        /// The name of its property in the accessor's `Objects`.
        package var propertyName: String
        /// Its Swift type: the object's custom class, else the default object of its standard class.
        package var type: String
        /// The class name as written (custom or standard).
        package var className: String
        /// Where the document declares it.
        package var location: SourceLocation
    }

    /// A custom class the document instantiates, which the accessor registers by name.
    package struct RegisteredClass: Sendable {
        /// The class name as the documents write it, which the runtime looks up.
        package var xibName: String
        /// The Swift type name the app defines.
        package var swiftName: String
        /// The default-objects type the class must derive from.
        package var baseType: String
        /// Whether a generated base class exists for it.
        package var hasOwnerBase: Bool
        /// Where the document first uses it.
        package var location: SourceLocation
    }
}
