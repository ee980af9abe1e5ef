import NibModel

/// Where a connection end or runtime attribute lives, resolved once per nib.
enum Slot: Sendable, Hashable {
    /// An instantiated object: index into the document's objects.
    case object(Int)
    /// A placeholder: index into the document's placeholders.
    case placeholder(Int)
    /// First Responder: not an object; actions aimed at it travel the responder chain.
    case firstResponder
}

/// The children of one object that fill one relationship key, in document order.
struct ChildGroup: Sendable {
    var key: String
    var indices: [Int]
}

/// What the loader does for one object, precomputed. A class, so that reading it while
/// instantiating costs one reference, not a copy of every field.
final class ObjectPlan: Sendable {
    let source: NibObject
    /// What the object is to the loader (read once from its element).
    let role: NibObjectRole
    let initialization: NibInitialization
    let children: [ChildGroup]
    /// Every child index, all keys, document order (what the parent owns).
    let allChildIndices: [Int]
    let location: SourceLocation

    init(
        source: NibObject, role: NibObjectRole, initialization: NibInitialization, children: [ChildGroup],
        allChildIndices: [Int], location: SourceLocation
    ) {
        self.source = source
        self.role = role
        self.initialization = initialization
        self.children = children
        self.allChildIndices = allChildIndices
        self.location = location
    }
}

/// One connection step, precomputed: ends resolved to slots, collections grouped.
struct ConnectionPlan: Sendable {
    enum Operation: Sendable { case outlet, outletCollection, action, binding }
    var operation: Operation
    var source: Slot
    var destinations: [Slot]
    var name: String
    var eventType: String?
    var keyPath: String
    var options: NibProperties
    var location: SourceLocation
    /// How many manifest connections this step makes (collections group several).
    var count: Int
}

/// A user-defined runtime attribute to apply, precomputed.
struct AttributePlan: Sendable {
    var target: Slot
    var keyPath: String
    var value: NibValue
    var location: SourceLocation
}

/// A placeholder, precomputed: how the caller supplies it.
struct PlaceholderPlan: Sendable {
    var role: NibPlaceholder.Role
    /// The externals key for custom and Application placeholders.
    var externalName: String?
    var className: String
    var location: SourceLocation
}

/// Everything instantiate needs, computed once when a ``Nib`` is made: no string parsing or
/// id lookups are left for instantiation.
struct NibPlan: Sendable {
    var platform: NibPlatform
    var objects: [ObjectPlan]
    var indexByID: [String: Int]
    var placeholders: [PlaceholderPlan]
    var ownerPlaceholder: Int?
    /// Indices in the order objects are created: children before parents.
    var creationOrder: [Int]
    var topLevel: [Int]
    var attributes: [AttributePlan]
    /// Outlets and outlet collections, then actions, then bindings: each in document order.
    var outlets: [ConnectionPlan]
    var actions: [ConnectionPlan]
    var bindings: [ConnectionPlan]
    var visibleAtLaunch: [Int]
    /// Whether any connection or attribute involves File's Owner.
    var usesOwner: Bool
    /// Whether any connection or attribute involves the Application placeholder (a nib that does
    /// not may be instantiated without an application object).
    var usesApplication: Bool
    /// Notes about the document itself (segues skipped, orphans), reported with every instantiation.
    var notes: [NibDiagnostic]
    /// How many manifest connections instantiation makes (segues and unresolvable ones excluded).
    var connectionCount: Int
    /// The first object nested deeper than ``Nib/maximumNesting``, if any.
    var tooDeep: Int?

    /// Plans `document` in named phases; `indexByID` is the index from object id to position in
    /// its objects (the manifest reader builds it while checking the graph).
    init(document: NibDocument, indexByID: [String: Int]) {
        let context = PlanContext(document: document, indexByID: indexByID)
        platform = document.info.platform
        self.indexByID = indexByID
        (placeholders, ownerPlaceholder) = Self.planPlaceholders(context)
        let family = Self.groupChildren(context)
        objects = Self.planObjects(context, family)
        (creationOrder, tooDeep) = Self.planCreationOrder(context, family)
        topLevel = Self.planTopLevel(context, family)
        var uses = Uses()
        attributes = Self.planAttributes(context, ownerPlaceholder: ownerPlaceholder, uses: &uses)
        (outlets, actions, bindings) = Self.planConnections(
            context, placeholders: placeholders,
            ownerPlaceholder: ownerPlaceholder, uses: &uses)
        usesOwner = uses.owner
        usesApplication = uses.application
        visibleAtLaunch = Self.planVisibleAtLaunch(objects)
        notes = context.notes
        connectionCount = [outlets, actions, bindings].reduce(0) { total, steps in steps.reduce(total) { $0 + $1.count }
        }
    }

    /// What every phase reads, and the notes they collect.
    private final class PlanContext {
        let document: NibDocument
        let indexByID: [String: Int]
        let placeholderIndex: [String: Int]
        var notes: [NibDiagnostic] = []

        init(document: NibDocument, indexByID: [String: Int]) {
            self.document = document
            self.indexByID = indexByID
            var placeholderIndex: [String: Int] = [:]
            for (offset, placeholder) in document.placeholders.enumerated() {
                placeholderIndex[placeholder.id] = offset
            }
            self.placeholderIndex = placeholderIndex
        }

        func location(_ position: SourcePosition) -> SourceLocation {
            SourceLocation(file: document.sourceFile, position: position)
        }

        /// Where a connection end or attribute target lives.
        func slot(_ id: String) -> Slot? {
            if let index = indexByID[id] { return .object(index) }
            if let index = placeholderIndex[id] {
                return document.placeholders[index].role == .firstResponder ? .firstResponder : .placeholder(index)
            }
            return nil
        }
    }

    /// Each object's children, grouped by relationship key, and the objects with no parent.
    private struct Family {
        var groups: [[ChildGroup]]
        var allChildren: [[Int]]
        var roots: [Int]
    }

    /// Whether connections or attributes involve File's Owner or the Application placeholder.
    private struct Uses {
        var owner = false
        var application = false
    }

    private static func planPlaceholders(_ context: PlanContext) -> ([PlaceholderPlan], owner: Int?) {
        var plans: [PlaceholderPlan] = []
        var owner: Int?
        for (offset, placeholder) in context.document.placeholders.enumerated() {
            let externalName: String?
            switch placeholder.role {
            case .external: externalName = placeholder.identifier ?? placeholder.id
            case .application: externalName = Nib.applicationExternalName
            case .owner, .firstResponder, .exit: externalName = nil
            }
            if placeholder.role == .owner && owner == nil { owner = offset }
            plans.append(
                PlaceholderPlan(
                    role: placeholder.role, externalName: externalName,
                    className: placeholder.effectiveClassName,
                    location: context.location(placeholder.position)))
        }
        return (plans, owner)
    }

    /// Children per parent, grouped by relationship key, in document order.
    private static func groupChildren(_ context: PlanContext) -> Family {
        let objects = context.document.objects
        var family = Family(
            groups: [[ChildGroup]](repeating: [], count: objects.count),
            allChildren: [[Int]](repeating: [], count: objects.count), roots: [])
        for offset in objects.indices {
            // Fields are read in place: copying each object would retain and release all of them.
            guard let parentID = objects[offset].parent else {
                family.roots.append(offset)
                continue
            }
            guard let parent = context.indexByID[parentID], parent != offset else {
                family.roots.append(offset)
                context.notes.append(
                    NibDiagnostic(
                        severity: .warning,
                        message:
                            "object \(objects[offset].id) names a parent \(parentID) that is not an object; treated as top-level",
                        location: context.location(objects[offset].position)))
                continue
            }
            let key = objects[offset].key ?? "children"
            if let at = family.groups[parent].firstIndex(where: { $0.key == key }) {
                family.groups[parent][at].indices.append(offset)
            } else {
                family.groups[parent].append(ChildGroup(key: key, indices: [offset]))
            }
            family.allChildren[parent].append(offset)
        }
        return family
    }

    private static func planObjects(_ context: PlanContext, _ family: Family) -> [ObjectPlan] {
        let objects = context.document.objects
        return objects.indices.map { offset in
            let object = objects[offset]
            let role = object.role
            let initialization: NibInitialization
            switch role {
            case .customView:
                initialization = .frame(
                    NibValueDecoding.rect(object.properties["frame"]) ?? NibRect(x: 0, y: 0, width: 0, height: 0))
            case .customObject:
                initialization = .plain
            case .window, .storyboardReference, .cell, .standard:
                initialization = .decode
            }
            return ObjectPlan(
                source: object, role: role, initialization: initialization, children: family.groups[offset],
                allChildIndices: family.allChildren[offset], location: context.location(object.position))
        }
    }

    /// Post-order from the roots (iteratively: hostile nesting must not overflow the stack), and
    /// the first object nested deeper than ``Nib/maximumNesting``.
    private static func planCreationOrder(_ context: PlanContext, _ family: Family) -> ([Int], tooDeep: Int?) {
        let objects = context.document.objects
        var order: [Int] = []
        order.reserveCapacity(objects.count)
        var visited = [Bool](repeating: false, count: objects.count)
        var tooDeep: Int?
        for root in family.roots {
            var stack: [(Int, Int)] = [(root, 0)]
            visited[root] = true
            while let (node, next) = stack.last {
                let children = family.allChildren[node]
                if next < children.count {
                    stack[stack.count - 1].1 = next + 1
                    let child = children[next]
                    if !visited[child] {
                        visited[child] = true
                        stack.append((child, 0))
                    }
                    if stack.count > Nib.maximumNesting && tooDeep == nil { tooDeep = child }
                } else {
                    order.append(node)
                    stack.removeLast()
                }
            }
        }
        for offset in visited.indices.reversed() where !visited[offset] {
            // Only a parent cycle leaves objects unreached; create them anyway, children first.
            order.append(offset)
            context.notes.append(
                NibDiagnostic(
                    severity: .warning, message: "object \(objects[offset].id) is part of a parent cycle",
                    location: context.location(objects[offset].position)))
        }
        return (order, tooDeep)
    }

    private static func planTopLevel(_ context: PlanContext, _ family: Family) -> [Int] {
        let document = context.document
        let ids =
            document.topLevelObjects.isEmpty ? family.roots.map { document.objects[$0].id } : document.topLevelObjects
        return ids.compactMap { context.indexByID[$0] }
    }

    private static func planAttributes(_ context: PlanContext, ownerPlaceholder: Int?, uses: inout Uses)
        -> [AttributePlan]
    {
        var plans: [AttributePlan] = []
        for (offset, placeholder) in context.document.placeholders.enumerated()
        where placeholder.role != .firstResponder {
            for attribute in placeholder.runtimeAttributes {
                plans.append(
                    AttributePlan(
                        target: .placeholder(offset), keyPath: attribute.keyPath, value: attribute.value,
                        location: context.location(placeholder.position)))
                if offset == ownerPlaceholder { uses.owner = true }
                if placeholder.role == .application { uses.application = true }
            }
        }
        for (offset, object) in context.document.objects.enumerated() {
            for attribute in object.runtimeAttributes {
                plans.append(
                    AttributePlan(
                        target: .object(offset), keyPath: attribute.keyPath, value: attribute.value,
                        location: context.location(object.position)))
            }
        }
        return plans
    }

    /// Outlets (collections grouped per source and name), actions and bindings, ends resolved.
    private static func planConnections(
        _ context: PlanContext, placeholders: [PlaceholderPlan], ownerPlaceholder: Int?,
        uses: inout Uses
    ) -> (outlets: [ConnectionPlan], actions: [ConnectionPlan], bindings: [ConnectionPlan]) {
        let ownerSlot = ownerPlaceholder.map(Slot.placeholder)
        let applicationSlot = placeholders.firstIndex { $0.role == .application }.map(Slot.placeholder)
        var outlets: [ConnectionPlan] = []
        var actions: [ConnectionPlan] = []
        var bindings: [ConnectionPlan] = []
        var collectionAt: [Slot: [String: Int]] = [:]
        for connection in context.document.connections {
            let at = context.location(connection.position)
            guard let source = context.slot(connection.source), let destination = context.slot(connection.destination)
            else {
                context.notes.append(
                    NibDiagnostic(
                        severity: .warning,
                        message:
                            "\(connection.kind.rawValue) \"\(connection.name)\" refers to an id that is not in the document; skipped",
                        location: at))
                continue
            }
            if source == ownerSlot || destination == ownerSlot { uses.owner = true }
            if source == applicationSlot || destination == applicationSlot { uses.application = true }
            var options = NibProperties()
            if case .dictionary(let dictionary)? = connection.properties["options"] {
                options = dictionary
            } else {
                options = NibProperties(connection.properties.entries.filter { $0.name != "keyPath" })
            }
            var step = ConnectionPlan(
                operation: .outlet, source: source, destinations: [destination], name: connection.name,
                eventType: connection.eventType, keyPath: connection.keyPath ?? "", options: options,
                location: at, count: 1)
            switch connection.kind {
            case .outlet:
                outlets.append(step)
            case .outletCollection:
                if let existing = collectionAt[source]?[connection.name] {
                    outlets[existing].destinations.append(destination)
                    outlets[existing].count += 1
                } else {
                    step.operation = .outletCollection
                    collectionAt[source, default: [:]][connection.name] = outlets.count
                    outlets.append(step)
                }
            case .action:
                step.operation = .action
                actions.append(step)
            case .binding:
                step.operation = .binding
                bindings.append(step)
            case .segue:
                context.notes.append(
                    NibDiagnostic(
                        severity: .note,
                        message: "segue \"\(connection.name)\" is a storyboard connection; nibs do not perform segues",
                        location: at))
            }
        }
        return (outlets, actions, bindings)
    }

    /// Windows shown after instantiation: those marked visible at launch (Interface Builder's
    /// default when a document says nothing, ``NibObject/visibleAtLaunchByDefault``).
    private static func planVisibleAtLaunch(_ objects: [ObjectPlan]) -> [Int] {
        objects.indices.filter { offset in
            guard objects[offset].role == .window else { return false }
            let flag = NibValueDecoding.bool(objects[offset].source.properties[NibObject.visibleAtLaunchKey])
            return flag ?? NibObject.visibleAtLaunchByDefault
        }
    }
}
