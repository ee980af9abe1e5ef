import NibModel

/// Reads what a storyboard says beyond outlets and actions: which scene every object belongs
/// to, the scene controllers, the segues with identifiers, the unwind actions some controller
/// must implement, and the reuse identifiers of prototype cells. The ``Analyzer`` merges the
/// facts into the owner classes; nothing here names Swift declarations.
struct StoryboardAnalyzer {
    /// A segue from a scene whose controller has a custom class: one with an identifier, or one
    /// without that the app can reach (not a relationship or an unwind).
    struct SegueFact {
        var sourceClass: String
        /// The identifier; nil for a segue without one.
        var identifier: String?
        /// The storyboard's name (`Main`): every localization of it shares its segues.
        var storyboard: String
        /// The segue's id in the document, by which the runtime finds a segue without identifier.
        var templateID: String
        /// What names the destination (``StoryboardNames/controllerLabel(of:vocabulary:)``).
        var destinationLabel: String
        /// Whether the app can perform it (not an embed, which runs when its scene loads).
        var isPerformable: Bool
        var kind: String
        /// The destination's Swift type, nil when it is unknown (unwind, storyboard reference).
        var destinationType: String?
        /// The destination's class as written (`exit` for an unwind).
        var destinationClass: String
        var location: SourceLocation
    }

    /// An unwind action a custom-class controller must implement.
    struct UnwindFact {
        var targetClass: String
        var selector: String
        var location: SourceLocation
    }

    /// A prototype cell's reuse identifier, in a scene whose controller has a custom class.
    struct CellFact {
        var controllerClass: String
        var identifier: String
        var cellType: String
        var cellClass: String
        var location: SourceLocation
    }

    let input: GeneratorInput
    let vocabulary: TypeVocabulary
    /// The Swift type of an object, by id (its custom class, else its default object).
    let typeOf: (String) -> String
    /// The custom class of an object worth generating for, by id.
    let customOf: (String) -> String?

    private var document: NibDocument { input.document }

    /// The document's lookups: object by id, scene of each object and placeholder.
    let index: NibDocumentIndex

    /// The scene controllers with a custom class: each gets a base class and actions protocol.
    func controllerClasses() -> [(id: String, className: String)] {
        document.scenes.compactMap { scene in
            guard let id = scene.controller, let custom = customOf(id) else { return nil }
            return (id, custom)
        }
    }

    func segues() -> [SegueFact] {
        var facts: [SegueFact] = []
        for connection in document.connections where connection.kind == .segue {
            let identifier = Self.string(connection.properties["identifier"])
            guard identifier != nil || !["relationship", "unwind"].contains(connection.name),
                let scene = index.scene(of: connection.source), let controller = document.scenes[scene].controller,
                let sourceClass = customOf(controller)
            else { continue }
            var destinationType: String?
            var destinationClass = "exit"
            var destinationLabel = "exit"
            if let destination = index.object(connection.destination) {
                destinationClass = destination.effectiveClassName
                destinationLabel = StoryboardNames.controllerLabel(of: destination, vocabulary: vocabulary)
                if !Self.isReference(destination) { destinationType = typeOf(destination.id) }
            }
            facts.append(
                SegueFact(
                    sourceClass: sourceClass, identifier: identifier, storyboard: input.nibName,
                    templateID: connection.id, destinationLabel: destinationLabel,
                    isPerformable: connection.name != "embed", kind: connection.name,
                    destinationType: destinationType, destinationClass: destinationClass,
                    location: input.location(connection.position)))
        }
        return facts
    }

    /// For each unwind segue, the custom-class controllers it can unwind to: walking back along
    /// the segues that lead to its scene, the first controller with a custom class on each path
    /// (containers and other standard controllers are passed through).
    func unwinds() -> [UnwindFact] {
        var controllerScene: [String: Int] = [:]
        for (offset, scene) in document.scenes.enumerated() {
            if let controller = scene.controller { controllerScene[controller] = offset }
        }
        var predecessors: [Int: [Int]] = [:]
        for connection in document.connections where connection.kind == .segue && connection.name != "unwind" {
            guard let from = index.scene(of: connection.source), let to = controllerScene[connection.destination],
                from != to,
                !(predecessors[to] ?? []).contains(from)
            else { continue }
            predecessors[to, default: []].append(from)
        }
        var facts: [UnwindFact] = []
        for connection in document.connections where connection.kind == .segue && connection.name == "unwind" {
            guard let selector = Self.string(connection.properties["unwindAction"]),
                let start = index.scene(of: connection.source)
            else { continue }
            var visited: Set<Int> = [start]
            var queue = predecessors[start] ?? []
            var targets: [String] = []
            while !queue.isEmpty {
                let scene = queue.removeFirst()
                guard visited.insert(scene).inserted else { continue }
                if let controller = document.scenes[scene].controller, let custom = customOf(controller) {
                    if !targets.contains(custom) { targets.append(custom) }
                } else {
                    queue += predecessors[scene] ?? []
                }
            }
            for target in targets {
                facts.append(
                    UnwindFact(targetClass: target, selector: selector, location: input.location(connection.position)))
            }
        }
        return facts
    }

    func cells() -> [CellFact] {
        var facts: [CellFact] = []
        for (offset, object) in document.objects.enumerated() {
            guard let identifier = Self.string(object.properties["reuseIdentifier"]),
                let scene = index.scene(ofObjectAt: offset), let controller = document.scenes[scene].controller,
                let controllerClass = customOf(controller)
            else { continue }
            facts.append(
                CellFact(
                    controllerClass: controllerClass, identifier: identifier, cellType: typeOf(object.id),
                    cellClass: object.effectiveClassName, location: input.location(object.position)))
        }
        return facts
    }

    /// A storyboard reference (`viewControllerPlaceholder`): its controller comes from another
    /// storyboard, so its class is not known here.
    static func isReference(_ object: NibObject) -> Bool { object.role == .storyboardReference }

    /// A non-empty string value.
    static func string(_ value: NibValue?) -> String? { NibValueReading.nonEmptyString(value) }
}
