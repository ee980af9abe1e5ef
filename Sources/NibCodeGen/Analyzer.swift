import NibModel

/// Builds the ``CodeModel`` from the inputs: finds the owner classes, merges what several inputs
/// say about the same class, detects conflicts and names everything in valid, unique Swift.
///
/// The phases, in order: decide every custom class's base type over all inputs
/// (``baseTypes(_:)``); read each input's connections into the classes' facts and build its
/// accessor; turn the facts into owner classes; note outlets widened to a common superclass;
/// list every class the app supplies (``appClasses(_:bases:storyboards:)``).
struct Analyzer {
    let vocabulary: TypeVocabulary

    /// One end of a connection, an object or a placeholder, as the generator sees it.
    struct Endpoint {
        var id: String
        /// The standard class: a custom class that names a standard class again counts as that class.
        var standardClass: String
        /// The custom class worth generating for, if any.
        var customClass: String?
        var position: SourcePosition
        var isTopLevel: Bool
        var role: NibPlaceholder.Role?
        /// For a generic placeholder, the type its document's class descriptions declare for the
        /// outlets connected to it (``declaredPlaceholderTypes(_:bases:)``).
        var declaredType: String?
    }

    func analyze(_ inputs: [GeneratorInput]) throws(CodeGenError) -> CodeModel {
        let bases = baseTypes(inputs)
        let hierarchy = TypeHierarchy(vocabulary: vocabulary, bases: bases)
        var facts = ClassFactsTable(hierarchy: hierarchy)
        var nibs: [NibAccessor] = []
        var storyboards: [StoryboardAccessor] = []
        for (index, input) in inputs.enumerated() {
            let endpoints = endpoints(of: input.document, bases: bases)
            for connection in input.document.connections {
                try collect(connection, of: input, at: index, endpoints: endpoints, bases: bases, into: &facts)
            }
            let typeOf = { (id: String) in endpoints[id].map(type(of:)) ?? vocabulary.rootType }
            let lookup = NibDocumentIndex(input.document)
            if input.isStoryboard {
                collectStoryboardFacts(
                    of: input, lookup: lookup, at: index, endpoints: endpoints, typeOf: typeOf, into: &facts)
                storyboards.append(storyboardAccessor(for: input, lookup: lookup, at: index, typeOf: typeOf))
            }
            nibs.append(accessor(for: input, lookup: lookup, at: index, endpoints: endpoints, bases: bases))
        }
        let classes = facts.classes.values.sorted { $0.xibName < $1.xibName }.map {
            makeClass($0, superclass: bases[$0.xibName], hierarchy: hierarchy)
        }
        try checkNameClashes(inputs, classes: classes, storyboards: storyboards)
        return CodeModel(
            classes: classes, nibs: markingOwnerBases(nibs, classes: classes), storyboards: storyboards,
            storyboardSet: try StoryboardSet.of(inputs), notes: widenedOutletNotes(classes),
            appClasses: appClasses(inputs, bases: bases, storyboards: storyboards))
    }

    /// Every object and placeholder of `document`, by id.
    func endpoints(of document: NibDocument, bases: [String: String]) -> [String: Endpoint] {
        let topLevel = Set(document.topLevelObjects)
        let declaredTypes = declaredPlaceholderTypes(document, bases: bases)
        var endpoints: [String: Endpoint] = [:]
        for node in document.nodes {
            endpoints[node.id] = Endpoint(
                id: node.id, standardClass: vocabulary.restatedStandardClass(node.customClass) ?? node.className,
                customClass: vocabulary.appClass(node.customClass), position: node.position,
                isTopLevel: node.placeholderRole == nil && topLevel.contains(node.id), role: node.placeholderRole,
                declaredType: declaredTypes[node.id])
        }
        return endpoints
    }

    /// The Swift type generated code gives an endpoint: its custom class; for First Responder and
    /// Exit the root type; for another placeholder the type declared for it or its stand-in; else
    /// its default object.
    func type(of endpoint: Endpoint) -> String {
        if let custom = endpoint.customClass { return vocabulary.swiftTypeName(custom) }
        if let declared = endpoint.declaredType { return declared }
        switch endpoint.role {
        case .firstResponder?, .exit?: return vocabulary.rootType
        case .owner?, .external?, .application?: return standIn(for: endpoint.standardClass)
        case nil: return vocabulary.defaultType(for: endpoint.standardClass)
        }
    }

    /// Adds what one connection says to the facts of the custom classes at its ends.
    private func collect(
        _ connection: NibConnection, of input: GeneratorInput, at index: Int,
        endpoints: [String: Endpoint], bases: [String: String],
        into facts: inout ClassFactsTable
    ) throws(CodeGenError) {
        func register(_ endpoint: Endpoint, _ custom: String) {
            facts.register(
                custom, standardClass: endpoint.standardClass, input: index, at: input.location(endpoint.position))
        }
        let location = input.location(connection.position)
        switch connection.kind {
        case .outlet, .outletCollection:
            guard let source = endpoints[connection.source], let custom = source.customClass,
                let destination = endpoints[connection.destination],
                !vocabulary.inheritedOutlets(of: bases[custom] ?? vocabulary.rootType).contains(connection.name)
            else { return }
            register(source, custom)
            try facts.addOutlet(
                of: custom, named: connection.name, isCollection: connection.kind == .outletCollection,
                type: type(of: destination),
                destinationClass: destination.customClass ?? destination.standardClass,
                isStrong: destination.isTopLevel, at: location)
        case .action:
            // A custom class that *sends* an action must accept the connection; controls do,
            // other default objects refuse it for registered classes.
            if let source = endpoints[connection.source], let sender = source.customClass,
                !vocabulary.connectsActions(bases[sender] ?? vocabulary.rootType)
            {
                register(source, sender)
                facts.markSendsActions(sender)
            }
            // Actions for First Responder travel the responder chain; no class receives them here.
            guard let target = endpoints[connection.destination], target.role != .firstResponder,
                let custom = target.customClass, let source = endpoints[connection.source]
            else { return }
            register(target, custom)
            facts.addAction(
                of: custom, selector: connection.name, senderType: type(of: source),
                senderClass: source.customClass ?? source.standardClass, eventType: connection.eventType,
                at: location)
        case .binding, .segue:
            return
        }
    }

    /// Adds what a storyboard says beyond connections: scene controllers are owners like File's
    /// Owner (a base and an actions protocol each, whether or not the scene connects anything
    /// yet), with their segue identifiers, prototype cells and unwind actions.
    private func collectStoryboardFacts(
        of input: GeneratorInput, lookup: NibDocumentIndex, at index: Int, endpoints: [String: Endpoint],
        typeOf: @escaping (String) -> String, into facts: inout ClassFactsTable
    ) {
        let storyboard = StoryboardAnalyzer(
            input: input, vocabulary: vocabulary, typeOf: typeOf, customOf: { id in endpoints[id]?.customClass },
            index: lookup)
        for controller in storyboard.controllerClasses() {
            let endpoint = endpoints[controller.id]!
            facts.register(
                controller.className, standardClass: endpoint.standardClass, input: index,
                at: input.location(endpoint.position))
        }
        for segue in storyboard.segues() { facts.addSegue(segue) }
        for cell in storyboard.cells() { facts.addCell(cell) }
        for unwind in storyboard.unwinds() { facts.addUnwind(unwind, segueType: vocabulary.segueType) }
    }

    /// One note per outlet typed as the common superclass of several destination types.
    private func widenedOutletNotes(_ classes: [OwnerClass]) -> [CodeGenNote] {
        classes.flatMap { owner in
            (owner.outlets + owner.outletCollections).filter { $0.typedAt.count > 1 }.map {
                CodeGenNote(outlet: $0, className: owner.xibName)
            }
        }
    }

    /// The accessors, each registered class marked when it has a generated base.
    private func markingOwnerBases(_ nibs: [NibAccessor], classes: [OwnerClass]) -> [NibAccessor] {
        let withBase = Set(classes.map(\.xibName))
        var nibs = nibs
        for index in nibs.indices {
            for classIndex in nibs[index].registeredClasses.indices {
                nibs[index].registeredClasses[classIndex].hasOwnerBase =
                    withBase.contains(nibs[index].registeredClasses[classIndex].xibName)
            }
        }
        return nibs
    }
}
