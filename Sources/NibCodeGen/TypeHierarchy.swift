/// The class hierarchy generated code sees: the default objects and their superclasses, and
/// every custom class of the inputs under the default object it derives from.
struct TypeHierarchy {
    /// The vocabulary, its superclasses extended with the custom classes.
    private var types: TypeVocabulary

    init(vocabulary: TypeVocabulary, bases: [String: String]) {
        types = vocabulary
        for (custom, base) in bases { types.superclasses[vocabulary.swiftTypeName(custom)] = base }
    }

    /// The nearest class both derive from; nil when they share none (`AnyObject` is no class).
    func commonSuperclass(_ a: String, _ b: String) -> String? {
        let ancestors = types.ancestry(a)
        return types.ancestry(b).first { ancestors.contains($0) && $0 != "AnyObject" }
    }
}
