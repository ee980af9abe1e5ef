import NibModel

/// What the inputs say about one custom class before it becomes an ``OwnerClass``: gathered
/// connection by connection, over every input, by ``ClassFactsTable``.
struct ClassFacts {
    /// What the inputs say about one outlet before merging.
    struct OutletFacts {
        var name: String
        var isCollection: Bool
        var type: String
        var isStrong: Bool
        var locations: [SourceLocation]
        /// The destination's type in each place, for the note when they differ.
        var typedAt: [(type: String, location: SourceLocation)]
        /// The destinations' class names as the documents write them.
        var destinationClasses: [String]
        /// The members of `typedAt` and `destinationClasses`, so that adding one stays a look-up.
        private var knownTypes: Set<String>
        private var knownDestinationClasses: Set<String>

        /// The facts of an outlet's first connection.
        init(
            name: String, isCollection: Bool, type: String, destinationClass: String, isStrong: Bool,
            at location: SourceLocation
        ) {
            self.name = name
            self.isCollection = isCollection
            self.type = type
            self.isStrong = isStrong
            locations = [location]
            typedAt = [(type, location)]
            destinationClasses = [destinationClass]
            knownTypes = [type]
            knownDestinationClasses = [destinationClass]
        }

        /// Adds one more connection of this outlet, widening its type to the common superclass of
        /// the destinations; throws when they share none or one is a collection and the other not.
        mutating func add(
            type: String, isCollection: Bool, destinationClass: String, isStrong: Bool,
            at location: SourceLocation, of custom: String, hierarchy: TypeHierarchy
        ) throws(CodeGenError) {
            // Objective-C and Swift code accept the nearest common superclass; only destinations
            // that share none conflict.
            let common = self.type == type ? type : hierarchy.commonSuperclass(self.type, type)
            guard self.isCollection == isCollection, let common else {
                throw .conflictingOutlet(
                    className: custom, outlet: name, first: locations[0],
                    firstType: ClassFactsTable.describe(self.type, self.isCollection),
                    second: location, secondType: ClassFactsTable.describe(type, isCollection))
            }
            self.type = common
            if knownTypes.insert(type).inserted { typedAt.append((type, location)) }
            if knownDestinationClasses.insert(destinationClass).inserted { destinationClasses.append(destinationClass) }
            self.isStrong = self.isStrong || isStrong
            locations.append(location)
        }
    }

    struct ActionFacts {
        var selector: ActionSelector
        var senderTypes: Set<String> = []
        var senderClasses: Set<String> = []
        var eventTypes: Set<String> = []
        var locations: [SourceLocation] = []
        /// An unwind action of a storyboard (its sender is the segue).
        var isUnwind = false

        /// Adds one more connection that sends this action (or, with `isUnwind`, one unwind segue).
        mutating func add(
            senderType: String, senderClass: String, eventType: String?, at location: SourceLocation,
            isUnwind: Bool = false
        ) {
            senderTypes.insert(senderType)
            senderClasses.insert(senderClass)
            if let eventType { eventTypes.insert(eventType) }
            locations.append(location)
            if isUnwind { self.isUnwind = true }
        }
    }

    var xibName: String
    var standardClass: String
    var outlets: [String: OutletFacts] = [:]
    var actions: [String: ActionFacts] = [:]
    var locations: [SourceLocation] = []
    /// The members of `locations`, so that adding one stays a look-up however many there are.
    var knownLocations: Set<SourceLocation> = []
    var homeInput: Int
    var sendsActions = false
    /// Storyboard segues with identifiers from the class's scenes, by identifier.
    var segues: [String: [StoryboardAnalyzer.SegueFact]] = [:]
    /// Storyboard segues without identifier from the class's scenes, in input and document order.
    var anonymousSegues: [StoryboardAnalyzer.SegueFact] = []
    /// Prototype cells' reuse identifiers in the class's scenes, by identifier.
    var cells: [String: [StoryboardAnalyzer.CellFact]] = [:]
}

/// The facts of every custom class the inputs use, by class name as written. Each method adds
/// one thing a document says; ``register(_:standardClass:input:at:)`` must come first for a class.
struct ClassFactsTable {
    private(set) var classes: [String: ClassFacts] = [:]
    /// For merging an outlet's destination types into their common superclass.
    let hierarchy: TypeHierarchy

    init(hierarchy: TypeHierarchy) { self.hierarchy = hierarchy }

    /// Records that `input` uses `custom` at `location` (an outlet's source, an action's target,
    /// a scene's controller); the first input that does is the class's home.
    mutating func register(_ custom: String, standardClass: String, input: Int, at location: SourceLocation) {
        if classes[custom] == nil {
            classes[custom] = ClassFacts(xibName: custom, standardClass: standardClass, homeInput: input)
        }
        if classes[custom]!.knownLocations.insert(location).inserted { classes[custom]!.locations.append(location) }
    }

    /// Adds one outlet connection of `custom` to a destination of `type` (`destinationClass` as
    /// written). Destinations of different types widen the outlet to their common superclass;
    /// throws when they share none, or when one input connects a collection and another a single outlet.
    mutating func addOutlet(
        of custom: String, named name: String, isCollection: Bool, type: String,
        destinationClass: String, isStrong: Bool, at location: SourceLocation
    ) throws(CodeGenError) {
        guard classes[custom]!.outlets[name] != nil else {
            classes[custom]!.outlets[name] = ClassFacts.OutletFacts(
                name: name, isCollection: isCollection, type: type, destinationClass: destinationClass,
                isStrong: isStrong, at: location)
            return
        }
        // In place: a copy of the entry would copy its locations at every connection.
        try classes[custom]!.outlets[name]!.add(
            type: type, isCollection: isCollection, destinationClass: destinationClass, isStrong: isStrong,
            at: location, of: custom, hierarchy: hierarchy)
    }

    /// Adds one action connection that targets `custom`.
    mutating func addAction(
        of custom: String, selector: String, senderType: String, senderClass: String,
        eventType: String?, at location: SourceLocation
    ) {
        // In place: a copy of the entry would copy its locations at every connection.
        classes[custom]!.actions[selector, default: ClassFacts.ActionFacts(selector: ActionSelector(selector))].add(
            senderType: senderType, senderClass: senderClass, eventType: eventType, at: location)
    }

    /// Records that instances of `custom` send actions (a custom class that is not a control).
    mutating func markSendsActions(_ custom: String) { classes[custom]!.sendsActions = true }

    /// Adds a storyboard unwind action `custom` must implement; its sender is the segue.
    mutating func addUnwind(_ unwind: StoryboardAnalyzer.UnwindFact, segueType: String) {
        classes[unwind.targetClass]!.actions[
            unwind.selector, default: ClassFacts.ActionFacts(selector: ActionSelector(unwind.selector))
        ].add(senderType: segueType, senderClass: "unwind segue", eventType: nil, at: unwind.location, isUnwind: true)
    }

    /// Adds a segue with an identifier to its source scene's class, when that class has facts.
    mutating func addSegue(_ segue: StoryboardAnalyzer.SegueFact) {
        if let identifier = segue.identifier {
            classes[segue.sourceClass]?.segues[identifier, default: []].append(segue)
        } else {
            classes[segue.sourceClass]?.anonymousSegues.append(segue)
        }
    }

    /// Adds a prototype cell's reuse identifier to its scene controller's class, when that class has facts.
    mutating func addCell(_ cell: StoryboardAnalyzer.CellFact) {
        classes[cell.controllerClass]?.cells[cell.identifier, default: []].append(cell)
    }

    /// `[T]` for a collection, `T` for a single outlet.
    static func describe(_ type: String, _ isCollection: Bool) -> String { isCollection ? "[\(type)]" : type }
}
