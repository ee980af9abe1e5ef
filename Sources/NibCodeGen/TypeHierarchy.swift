/// The class hierarchy generated code sees: the default objects and their superclasses, and
/// every custom class of the inputs under the default object it derives from.
struct TypeHierarchy {
    /// Swift type name → its superclass's Swift type name.
    private var superclasses: [String: String]

    init(vocabulary: TypeVocabulary, bases: [String: String], typeName: (String) -> String) {
        superclasses = vocabulary.superclasses
        for (custom, base) in bases { superclasses[typeName(custom)] = base }
    }

    /// `type` and its superclasses, nearest first.
    func ancestry(_ type: String) -> [String] {
        var chain: [String] = []
        var current: String? = type
        while let name = current, !chain.contains(name) {
            chain.append(name)
            current = superclasses[name]
        }
        return chain
    }

    /// The nearest class both derive from; nil when they share none (`AnyObject` is no class).
    func commonSuperclass(_ a: String, _ b: String) -> String? {
        if a == b { return a }
        let ancestors = ancestry(a)
        return ancestry(b).first { ancestors.contains($0) && $0 != "AnyObject" }
    }
}
