import NibModel

/// The Swift types generated code uses for standard toolkit classes: the default objects of the
/// runtime (module `NibObjects`), which stand in for UIKit and AppKit classes on every platform.
public struct TypeVocabulary: Sendable {
    /// Standard class name → default-objects type, for both toolkits.
    public var types: [String: String]
    /// The type used for a standard class with no default object of its own.
    public var fallbackType: String
    /// The common base type of every default object.
    public var rootType: String
    /// The type of the event an action method receives (`go:forEvent:`).
    public var eventType: String
    /// Default-objects type → outlet names it handles itself (`view` of a view controller, …).
    /// The generator leaves them to the default object instead of declaring them again.
    public var inheritedOutlets: [String: Set<String>]
    /// Default-objects type → member names a generated subclass must not redeclare.
    public var reservedMembers: [String: Set<String>]
    /// Default-objects type → its superclass, for finding common types.
    public var superclasses: [String: String]
    /// Custom class name as the documents write it → the Swift type the app defines for it
    /// (`"LoginController": "LoginScreen"`); names not listed are used as written.
    public var typeNames: [String: String] = [:]
    /// Custom class name → the default-objects type its generated base derives from, overriding
    /// what the documents imply (`"Inspector": "NibViewController"`; `bases` in `nib.json`).
    public var baseOverrides: [String: String] = [:]
    /// The type of File's Owner and other placeholders whose class (`NSObject`) has no default
    /// object: one made in code that keeps any outlet and action.
    public var placeholderFallbackType = "NibStandardObject"
    /// Default objects that are not responders (no custom class derives from them).
    public var nonResponders: Set<String> = ["NibPassiveObject", "NibLayoutConstraint", "NibFormatter"]

    public init(types: [String: String], fallbackType: String, rootType: String, eventType: String,
                inheritedOutlets: [String: Set<String>] = [:], reservedMembers: [String: Set<String>] = [:],
                superclasses: [String: String] = [:]) {
        self.types = types
        self.fallbackType = fallbackType
        self.rootType = rootType
        self.eventType = eventType
        self.inheritedOutlets = inheritedOutlets
        self.reservedMembers = reservedMembers
        self.superclasses = superclasses
    }

    /// The default-objects type for a standard class (`UIButton` → `NibButton`).
    public func defaultType(for standardClass: String, platform: NibPlatform?) -> String {
        types[standardClass] ?? fallbackType
    }

    /// Whether `type` is `ancestor` or derives from it.
    public func derives(_ type: String, from ancestor: String) -> Bool {
        var current: String? = type
        var steps = 0
        while let name = current, steps < 64 {
            if name == ancestor { return true }
            current = superclasses[name]
            steps += 1
        }
        return false
    }

    /// Whether objects of `type` are responders (every default object but constraints and formatters).
    public func isResponder(_ type: String) -> Bool { !nonResponders.contains(type) }

    /// Outlets the default-objects type (or one of its superclasses) handles itself.
    public func inheritedOutlets(of type: String) -> Set<String> {
        var result: Set<String> = []
        var current: String? = type
        while let name = current {
            result.formUnion(inheritedOutlets[name] ?? [])
            current = superclasses[name]
        }
        return result
    }

    /// Member names of the type and its superclasses that generated outlets must avoid.
    public func reservedMembers(of type: String) -> Set<String> {
        var result: Set<String> = Self.responderMembers
        var current: String? = type
        while let name = current {
            result.formUnion(reservedMembers[name] ?? [])
            current = superclasses[name]
        }
        return result
    }

    /// The nearest type both `a` and `b` derive from (the root type when they share nothing closer).
    public func commonType(_ a: String, _ b: String) -> String {
        if a == b { return a }
        var ancestors: [String] = []
        var current: String? = a
        while let name = current { ancestors.append(name); current = superclasses[name] }
        current = b
        while let name = current {
            if ancestors.contains(name) { return name }
            current = superclasses[name]
        }
        return rootType
    }

    /// Default objects that accept target-action connections with themselves as the sender.
    public var actionSenders: Set<String> = ["NibControl", "NibMenuItem", "NibBarButtonItem", "NibToolbarItem"]

    /// Whether objects of `type` (or a subclass) accept actions they send.
    public func connectsActions(_ type: String) -> Bool {
        var current: String? = type
        while let name = current {
            if actionSenders.contains(name) { return true }
            current = superclasses[name]
        }
        return false
    }

    /// Whether `name` is a standard toolkit class (a custom class that names one adds nothing).
    /// Apple reserves the `NS` and `UI` prefixes (and `WK`, `MK` for WebKit and MapKit), so a
    /// custom class spelled like one (`NSObject`, `UIResponder`, `NSArrayController`) names a
    /// framework class, never an app class.
    public func isStandardClass(_ name: String) -> Bool {
        if types[name] != nil { return true }
        for prefix in ["NS", "UI", "WK", "MK"] where name.hasPrefix(prefix) {
            if let next = name.dropFirst(prefix.count).first, next.isUppercase { return true }
        }
        return false
    }

    /// Names a nib accessor's top-level properties must avoid.
    public var reservedTopLevelNames: Set<String> { ["all", "nib", "objects", "owner", "init"] }

    /// A readable name for an object of a class, for naming top-level properties
    /// (`UITableViewCell` → `TableViewCell`).
    public func displayName(of className: String) -> String {
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
    ]
}
