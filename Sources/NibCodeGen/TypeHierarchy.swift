/// The class hierarchy generated code sees: the default objects and their superclasses, and
/// every custom class of the inputs under the default object it derives from.
struct TypeHierarchy {
    /// The vocabulary, its superclasses extended with the custom classes.
    private var types: TypeVocabulary

    /// Custom classes whose Swift names are one (two names alike in their first
    /// ``SwiftIdentifier/maximumLength`` letters) take the base of the last in name order, so the
    /// same documents give the same code whatever order the table is read in.
    init(vocabulary: TypeVocabulary, bases: [String: String]) {
        types = vocabulary
        for (custom, base) in bases.sorted(by: { $0.key < $1.key }) {
            types.superclasses[vocabulary.swiftTypeName(custom)] = base
        }
    }

    /// The nearest class both derive from; nil when they share none (`AnyObject` is no class).
    func commonSuperclass(_ a: String, _ b: String) -> String? {
        let ancestors = types.ancestry(a)
        return types.ancestry(b).first { ancestors.contains($0) && $0 != "AnyObject" }
    }
}
