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
    }

    struct ActionFacts {
        var selector: ActionSelector
        var senderTypes: Set<String> = []
        var senderClasses: Set<String> = []
        var eventTypes: Set<String> = []
        var locations: [SourceLocation] = []
        /// An unwind action of a storyboard (its sender is the segue).
        var isUnwind = false
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
        guard var existing = classes[custom]!.outlets[name] else {
            classes[custom]!.outlets[name] = ClassFacts.OutletFacts(
                name: name, isCollection: isCollection, type: type, isStrong: isStrong, locations: [location],
                typedAt: [(type, location)], destinationClasses: [destinationClass])
            return
        }
        // Objective-C and Swift code accept the nearest common superclass; only destinations
        // that share none conflict.
        let common = existing.type == type ? type : hierarchy.commonSuperclass(existing.type, type)
        guard existing.isCollection == isCollection, let common else {
            throw .conflictingOutlet(
                className: custom, outlet: name, first: existing.locations[0],
                firstType: Self.describe(existing.type, existing.isCollection),
                second: location, secondType: Self.describe(type, isCollection))
        }
        existing.type = common
        if !existing.typedAt.contains(where: { $0.type == type }) { existing.typedAt.append((type, location)) }
        if !existing.destinationClasses.contains(destinationClass) {
            existing.destinationClasses.append(destinationClass)
        }
        existing.isStrong = existing.isStrong || isStrong
        existing.locations.append(location)
        classes[custom]!.outlets[name] = existing
    }

    /// Adds one action connection that targets `custom`.
    mutating func addAction(
        of custom: String, selector: String, senderType: String, senderClass: String,
        eventType: String?, at location: SourceLocation
    ) {
        var facts = classes[custom]!.actions[selector] ?? ClassFacts.ActionFacts(selector: ActionSelector(selector))
        facts.senderTypes.insert(senderType)
        facts.senderClasses.insert(senderClass)
        if let eventType { facts.eventTypes.insert(eventType) }
        facts.locations.append(location)
        classes[custom]!.actions[selector] = facts
    }

    /// Records that instances of `custom` send actions (a custom class that is not a control).
    mutating func markSendsActions(_ custom: String) { classes[custom]!.sendsActions = true }

    /// Adds a storyboard unwind action `custom` must implement; its sender is the segue.
    mutating func addUnwind(_ unwind: StoryboardAnalyzer.UnwindFact, segueType: String) {
        var facts =
            classes[unwind.targetClass]!.actions[unwind.selector]
            ?? ClassFacts.ActionFacts(
                selector: ActionSelector(unwind.selector))
        facts.isUnwind = true
        facts.senderTypes.insert(segueType)
        facts.senderClasses.insert("unwind segue")
        facts.locations.append(unwind.location)
        classes[unwind.targetClass]!.actions[unwind.selector] = facts
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
