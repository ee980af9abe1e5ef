/// A class as a document declares it, apart from any object of the graph: a legacy archive's
/// `IBDocument.Classes` entry (`IBPartialClassDescription`), which Interface Builder 3 read from
/// the project's headers and frameworks. It says what the graph alone may not: a class's
/// superclass, and the declared type of each outlet and of each action's sender.
public struct NibClassDescription: Sendable, Hashable {
    /// Where a description comes from: `IBProjectSource` (a header of the project, by path) or
    /// `IBFrameworkSource` (a framework header).
    public struct Source: Sendable, Hashable {
        /// `IBProjectSource`, `IBFrameworkSource`, … (the archive's `majorKey`).
        public var kind: String
        /// The header's path (the archive's `minorKey`).
        public var path: String

        public init(kind: String, path: String) {
            self.kind = kind
            self.path = path
        }
    }

    /// The class's name (`className`).
    public var name: String
    /// The declared superclass (`superclassName`); nil when the description names none.
    public var superclass: String?
    /// Outlet name → the declared class of its value (`id` when the header declares no class).
    public var outlets: [String: String]
    /// Action selector → the declared class of its sender (usually `id`).
    public var actions: [String: String]
    public var source: Source?

    public init(
        name: String, superclass: String? = nil, outlets: [String: String] = [:],
        actions: [String: String] = [:], source: Source? = nil
    ) {
        self.name = name
        self.superclass = superclass
        self.outlets = outlets
        self.actions = actions
        self.source = source
    }
}

extension NibDocument {
    /// The declared type of `outlet` of the class `className`, from the first description of the
    /// class that declares it; nil when none does or the declaration is `id`.
    public func declaredOutletType(_ outlet: String, of className: String) -> String? {
        for description in classDescriptions where description.name == className {
            if let type = description.outlets[outlet], !type.isEmpty, type != "id" { return type }
        }
        return nil
    }

    /// The superclass the document declares for `className`, from its first description that names one.
    public func declaredSuperclass(of className: String) -> String? {
        classDescriptions.first { $0.name == className && $0.superclass != nil }?.superclass
    }
}
