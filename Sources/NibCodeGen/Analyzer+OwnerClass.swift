import NibModel

extension Analyzer {
    /// An owner class from its facts: outlets and actions named in unique Swift that avoids the
    /// superclass's members, action senders typed as their common superclass.
    func makeClass(_ facts: ClassFacts, superclass: String?, hierarchy: TypeHierarchy) -> OwnerClass {
        let superclass = superclass ?? vocabulary.rootType
        var names = IdentifierScope(reserved: vocabulary.reservedMembers(of: superclass), clashSuffix: "Outlet")
        var outlets: [Outlet] = []
        var collections: [Outlet] = []
        for facts in facts.outlets.values.sorted(by: { $0.name < $1.name }) {
            let outlet = Outlet(
                name: facts.name, swiftName: names.claim(SwiftIdentifier.value(facts.name)),
                type: facts.type, isStrong: facts.isStrong, isCollection: facts.isCollection,
                locations: facts.locations,
                typedAt: facts.typedAt.map { Outlet.TypedAt(type: $0.type, location: $0.location) },
                destinationClasses: facts.destinationClasses)
            if facts.isCollection { collections.append(outlet) } else { outlets.append(outlet) }
        }
        var methods = IdentifierScope(reserved: vocabulary.reservedMembers(of: superclass).map { "\($0)(_:)" })
        let allActions = facts.actions.values.sorted { $0.selector < $1.selector }.map { facts in
            // Methods overload on arity and labels, so the scope key is the whole signature shape.
            let base = SwiftIdentifier.value(facts.selector.parts[0])
            let shape =
                "\(SwiftIdentifier.bare(base))(\(facts.selector.takesSender ? "_:" : "")\(facts.selector.parts.dropFirst().map { SwiftIdentifier.sanitized($0) + ":" }.joined()))"
            let claimed = SwiftIdentifier.bare(methods.claim(shape))
            let swiftName =
                claimed == shape
                ? base
                : SwiftIdentifier.escaped(SwiftIdentifier.bare(base) + claimed.dropFirst(shape.count))
            let senderTypes = facts.senderTypes.sorted()
            let senderType = senderTypes.dropFirst().reduce(senderTypes[0]) {
                hierarchy.commonSuperclass($0, $1) ?? "AnyObject"
            }
            return Action(
                selector: facts.selector, swiftName: swiftName, senderType: senderType,
                eventTypes: facts.eventTypes.sorted(), senderClasses: facts.senderClasses.sorted(),
                locations: facts.locations, isUnwind: facts.isUnwind)
        }
        return OwnerClass(
            xibName: facts.xibName, swiftName: vocabulary.swiftTypeName(facts.xibName), superclass: superclass,
            standardClass: facts.standardClass, outlets: outlets, outletCollections: collections,
            actions: allActions.filter { !$0.isUnwind }, sendsActions: facts.sendsActions,
            locations: facts.locations, homeInput: facts.homeInput,
            unwindActions: allActions.filter(\.isUnwind),
            segues: segueIdentifiers(facts.segues, anonymous: facts.anonymousSegues),
            cellIdentifiers: cellIdentifiers(facts.cells))
    }
}
