import NibModel

/// What a document's class descriptions (a legacy archive's `IBDocument.Classes`) add to the
/// graph's facts: declared superclasses, and declared outlet types where the graph's own type is
/// only a generic one.
extension Analyzer {
    /// Gives each custom class the default-objects type of its declared superclass chain
    /// (`SUPasswordPrompt` → `SUWindowController` → `NSWindowController` → `NibWindowController`)
    /// when that type is more specific than the one the graph implies and derives from it.
    func applyDeclaredSuperclasses(_ inputs: [GeneratorInput], to bases: inout [String: String]) {
        for (name, current) in bases {
            guard let declared = declaredBase(of: name, in: inputs), declared != current,
                vocabulary.derives(declared, from: current)
            else { continue }
            bases[name] = declared
        }
    }

    /// The default-objects type a custom class derives from by its declared superclasses: the
    /// first standard class up the chain; nil when the chain ends without one or loops.
    func declaredBase(of name: String, in inputs: [GeneratorInput]) -> String? {
        var current = name
        var seen: Set<String> = [name]
        while let superclass = inputs.lazy.compactMap({ $0.document.declaredSuperclass(of: current) }).first {
            if vocabulary.isStandardClass(superclass) {
                let type = vocabulary.defaultType(for: superclass)
                return vocabulary.isResponder(type) ? type : vocabulary.rootType
            }
            guard seen.insert(superclass).inserted else { return nil }
            current = superclass
        }
        return nil
    }

    /// Placeholder id → the type the class descriptions declare for the outlets connected to it,
    /// for placeholders whose graph type is generic (File's Owner or an external object of class
    /// `NSObject`). The caller supplies a placeholder, so it can be of the declared type; the
    /// accessor's parameter and the outlet take it together. Objects the loader creates keep the
    /// graph's type: they are of the class the graph gives, whatever a header declares.
    /// Placeholders whose outlets declare different types keep the graph's type.
    func declaredPlaceholderTypes(_ document: NibDocument, bases: [String: String]) -> [String: String] {
        guard !document.classDescriptions.isEmpty else { return [:] }
        var classOf: [String: String] = [:]
        for node in document.nodes { classOf[node.id] = node.effectiveClassName }
        var types: [String: String] = [:]
        var conflicting: Set<String> = []
        for placeholder in document.placeholders where placeholder.role == .owner || placeholder.role == .external {
            guard vocabulary.appClass(placeholder.customClass) == nil,
                genericTypes.contains(
                    standIn(for: vocabulary.restatedStandardClass(placeholder.customClass) ?? placeholder.className))
            else { continue }
            for connection in document.connections
            where connection.kind == .outlet && connection.destination == placeholder.id {
                guard let source = classOf[connection.source],
                    let declared = document.declaredOutletType(connection.name, of: source),
                    let type = declaredType(declared, bases: bases)
                else { continue }
                if let existing = types[placeholder.id], existing != type { conflicting.insert(placeholder.id) }
                types[placeholder.id] = type
            }
        }
        for id in conflicting { types[id] = nil }
        return types
    }

    /// The Swift type for a declared class name: a custom class the inputs know, or the default
    /// object of a standard class; nil for `id`, a generic class or a class the inputs never use.
    func declaredType(_ className: String, bases: [String: String]) -> String? {
        if let name = vocabulary.appClass(className) {
            return bases[name] != nil ? vocabulary.swiftTypeName(name) : nil
        }
        let type = vocabulary.defaultType(for: className)
        return genericTypes.contains(type) ? nil : type
    }

    /// The types that say nothing about a class: the root type and the placeholders' stand-in.
    private var genericTypes: Set<String> { [vocabulary.rootType, vocabulary.placeholderFallbackType] }
}
