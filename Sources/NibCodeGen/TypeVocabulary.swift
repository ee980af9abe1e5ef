import NibModel

/// The Swift types generated code uses for standard toolkit classes: the default objects of the
/// runtime (module `NibObjects`), which stand in for UIKit and AppKit classes on every platform.
package struct TypeVocabulary: Sendable {
    /// Standard class name → default-objects type, for both toolkits.
    package var types: [String: String]
    /// The common base type of every default object, and the type of an object whose standard
    /// class has no default object of its own (the runtime creates a generic object for it).
    package var rootType: String
    /// The type of the event an action method receives (`go:forEvent:`).
    package var eventType: String
    /// The modules generated code imports for these types.
    package var modules: [String]
    /// Default-objects type → outlet names it handles itself (`view` of a view controller, …).
    /// The generator leaves them to the default object instead of declaring them again.
    package var inheritedOutlets: [String: Set<String>]
    /// Default-objects type → member names a generated subclass must not redeclare.
    package var reservedMembers: [String: Set<String>]
    /// Default-objects type → its superclass, for finding common types.
    package var superclasses: [String: String]
    /// Custom class name as the documents write it → the Swift type the app defines for it
    /// (`"LoginController": "LoginScreen"`); names not listed are used as written.
    package var typeNames: [String: String] = [:]
    /// Custom class name → the default-objects type its generated base derives from, overriding
    /// what the documents imply (`"Inspector": "NibViewController"`; `bases` in `nib.json`).
    package var baseOverrides: [String: String] = [:]
    /// The type of File's Owner and other placeholders whose class (`NSObject`) has no default
    /// object: one made in code that keeps any outlet and action.
    package var placeholderFallbackType = "NibStandardObject"
    /// Default objects that accept target-action connections with themselves as the sender.
    package var actionSenders: Set<String> = ["NibControl", "NibMenuItem", "NibBarButtonItem", "NibToolbarItem"]

    /// A vocabulary that maps standard classes through `types` and the rest to `rootType`; the
    /// outlet, member and superclass tables not given start empty.
    package init(
        types: [String: String], rootType: String, eventType: String, modules: [String],
        inheritedOutlets: [String: Set<String>] = [:], reservedMembers: [String: Set<String>] = [:],
        superclasses: [String: String] = [:]
    ) {
        self.types = types
        self.rootType = rootType
        self.eventType = eventType
        self.modules = modules
        self.inheritedOutlets = inheritedOutlets
        self.reservedMembers = reservedMembers
        self.superclasses = superclasses
    }

    /// The default-objects type for a standard class (`UIButton` → `NibButton`); the root type
    /// for a class with no default object of its own.
    package func defaultType(for standardClass: String) -> String {
        types[standardClass] ?? rootType
    }

    /// `type` and its superclasses, nearest first (stops on a cycle).
    package func ancestry(_ type: String) -> [String] {
        var chain: [String] = []
        var current: String? = type
        while let name = current, !chain.contains(name) {
            chain.append(name)
            current = superclasses[name]
        }
        return chain
    }

    /// Whether `type` is `ancestor` or derives from it.
    package func derives(_ type: String, from ancestor: String) -> Bool { ancestry(type).contains(ancestor) }

    /// Whether objects of `type` are responders: every default object but those outside the
    /// responder hierarchy (constraints and formatters).
    package func isResponder(_ type: String) -> Bool { derives(type, from: rootType) }

    /// Outlets the default-objects type (or one of its superclasses) handles itself.
    package func inheritedOutlets(of type: String) -> Set<String> {
        ancestry(type).reduce(into: []) { $0.formUnion(inheritedOutlets[$1] ?? []) }
    }

    /// Member names of the type and its superclasses that generated outlets must avoid.
    package func reservedMembers(of type: String) -> Set<String> {
        ancestry(type).reduce(into: Self.responderMembers) { $0.formUnion(reservedMembers[$1] ?? []) }
    }

    /// The nearest type both `a` and `b` derive from (the root type when they share nothing closer).
    package func commonType(_ a: String, _ b: String) -> String {
        let ancestors = ancestry(a)
        return ancestry(b).first(where: ancestors.contains) ?? rootType
    }

    /// Whether objects of `type` (or a subclass) accept actions they send.
    package func connectsActions(_ type: String) -> Bool { ancestry(type).contains(where: actionSenders.contains) }

    /// Whether `name` is a standard toolkit class (a custom class that names one adds nothing).
    /// Apple reserves the `NS` and `UI` prefixes (and `WK`, `MK` for WebKit and MapKit), so a
    /// custom class spelled like one (`NSObject`, `UIResponder`, `NSArrayController`) names a
    /// framework class, never an app class.
    package func isStandardClass(_ name: String) -> Bool {
        if types[name] != nil { return true }
        for prefix in ["NS", "UI", "WK", "MK"] where name.hasPrefix(prefix) {
            if let next = name.dropFirst(prefix.count).first, next.isUppercase { return true }
        }
        return false
    }

    /// A custom class of the app worth generating for: present, and not just a standard class
    /// named again (`customClass="UIApplication"`).
    package func appClass(_ className: String?) -> String? {
        guard let name = className, !name.isEmpty, !isStandardClass(name) else { return nil }
        return name
    }

    /// A custom class that only names a standard class again (`customClass="UIApplication"`);
    /// `NSObject` says nothing and is not one.
    package func restatedStandardClass(_ className: String?) -> String? {
        guard let name = className, !name.isEmpty, name != "NSObject", isStandardClass(name) else { return nil }
        return name
    }

    /// The Swift spelling of a class name from a document: ``typeNames``' entry, else the name
    /// kept as written when valid, so the generated code refers to exactly the class the app defines.
    package func swiftTypeName(_ className: String) -> String {
        if let mapped = typeNames[className] { return mapped }
        let sanitized = SwiftIdentifier.sanitized(className)
        // `Self` names the enclosing type even in backticks: a class of that name is `Self_`, as
        // ``SwiftIdentifier/type(_:)`` names it.
        if sanitized == "Self" { return "Self_" }
        return SwiftIdentifier.reservedWords.contains(sanitized) ? "`\(sanitized)`" : sanitized
    }

    /// Whether `name`, from a configuration file's `types` or `bases`, may be written into code as
    /// a type: identifiers separated by dots, no keyword (``SwiftIdentifier/isTypePath(_:)``).
    package static func isTypeName(_ name: String) -> Bool { SwiftIdentifier.isTypePath(name) }

    /// Names a nib accessor's top-level properties must avoid; `objects` and `type` are what the generated `Objects.init(_:)` refers to while its locals,
    /// named after the properties, are in scope (`type(of: objects[0])`).
    package var reservedTopLevelNames: Set<String> { ["all", "nib", "objects", "owner", "init", "type"] }

    /// A readable name for an object of a class, for naming top-level properties
    /// (`UITableViewCell` → `TableViewCell`).
    package func displayName(of className: String) -> String {
        for prefix in ["UI", "NS", "WK"] where className.hasPrefix(prefix) {
            let rest = className.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { return String(rest) }
        }
        return className
    }

    /// Members of `NibResponder`, the root of every default object.
    static let responderMembers: Set<String> = [
        "nibChildren", "nibAttributes", "nibBindings", "fallbackNextResponder", "nextResponder",
        "responderChain", "nibClassName", "nibSentActions", "awakeFromNib", "nibShowAtLaunch", "nibSetOutlet",
        "nibSetOutletCollection", "nibPerformAction", "nibConnectAction", "nibBind", "nibSetValue",
        // Not members, but names a member cannot take: even in backticks, an unqualified `self`
        // in the generated wiring is the instance itself (`\`self\` = …` does not compile).
        "self", "Self", "Type", "Protocol",
        // Names the generated wiring calls unqualified inside the class: a property of that name
        // would hide the function or type (`nibCast(value, …)` would call the property).
        "nibCast", "nibCastAll", "NibEvent",
    ]
}
