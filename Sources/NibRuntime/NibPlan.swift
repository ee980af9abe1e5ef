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
    let initialization: NibInitialization
    let children: [ChildGroup]
    /// Every child index, all keys, document order (what the parent owns).
    let allChildIndices: [Int]
    let location: SourceLocation

    init(source: NibObject, initialization: NibInitialization, children: [ChildGroup], allChildIndices: [Int], location: SourceLocation) {
        self.source = source
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

    init(document: NibDocument) {
        let file = document.sourceFile
        func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: file, position: position) }

        platform = document.info.platform
        let indexByID = document.objectIndex()
        self.indexByID = indexByID
        var notes: [NibDiagnostic] = []

        var placeholderIndex: [String: Int] = [:]
        placeholders = []
        ownerPlaceholder = nil
        for (offset, placeholder) in document.placeholders.enumerated() {
            placeholderIndex[placeholder.id] = offset
            let externalName: String?
            switch placeholder.role {
            case .external: externalName = placeholder.identifier ?? placeholder.id
            case .application: externalName = Nib.applicationExternalName
            case .owner, .firstResponder, .exit: externalName = nil
            }
            if placeholder.role == .owner && ownerPlaceholder == nil { ownerPlaceholder = offset }
            placeholders.append(PlaceholderPlan(role: placeholder.role, externalName: externalName,
                                                className: placeholder.effectiveClassName,
                                                location: location(placeholder.position)))
        }

        // Children per parent, grouped by relationship key, in document order.
        var groups = [[ChildGroup]](repeating: [], count: document.objects.count)
        var allChildren = [[Int]](repeating: [], count: document.objects.count)
        var roots: [Int] = []
        for (offset, object) in document.objects.enumerated() {
            guard let parentID = object.parent else { roots.append(offset); continue }
            guard let parent = indexByID[parentID], parent != offset else {
                roots.append(offset)
                notes.append(NibDiagnostic(severity: .warning, message: "object \(object.id) names a parent \(parentID) that is not an object; treated as top-level",
                                           location: location(object.position)))
                continue
            }
            let key = object.key ?? "children"
            if let at = groups[parent].firstIndex(where: { $0.key == key }) {
                groups[parent][at].indices.append(offset)
            } else {
                groups[parent].append(ChildGroup(key: key, indices: [offset]))
            }
            allChildren[parent].append(offset)
        }

        objects = document.objects.enumerated().map { offset, object in
            let initialization: NibInitialization
            if object.element == "customView" {
                initialization = .frame(NibValueDecoding.rect(object.properties["frame"]) ?? NibRect(x: 0, y: 0, width: 0, height: 0))
            } else if object.element == "customObject" {
                initialization = .plain
            } else {
                initialization = .decode
            }
            return ObjectPlan(source: object, initialization: initialization, children: groups[offset],
                              allChildIndices: allChildren[offset], location: location(object.position))
        }

        // Post-order from the roots (iteratively: hostile nesting must not overflow the stack).
        var order: [Int] = []
        order.reserveCapacity(document.objects.count)
        var visited = [Bool](repeating: false, count: document.objects.count)
        var tooDeep: Int?
        for root in roots {
            var stack: [(Int, Int)] = [(root, 0)]
            visited[root] = true
            while let (node, next) = stack.last {
                let children = allChildren[node]
                if next < children.count {
                    stack[stack.count - 1].1 = next + 1
                    let child = children[next]
                    if !visited[child] { visited[child] = true; stack.append((child, 0)) }
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
            notes.append(NibDiagnostic(severity: .warning, message: "object \(document.objects[offset].id) is part of a parent cycle",
                                       location: location(document.objects[offset].position)))
        }
        creationOrder = order
        self.tooDeep = tooDeep

        let topLevelIDs = document.topLevelObjects.isEmpty ? roots.map { document.objects[$0].id } : document.topLevelObjects
        topLevel = topLevelIDs.compactMap { indexByID[$0] }

        func slot(_ id: String) -> Slot? {
            if let index = indexByID[id] { return .object(index) }
            if let index = placeholderIndex[id] {
                return document.placeholders[index].role == .firstResponder ? .firstResponder : .placeholder(index)
            }
            return nil
        }
        let ownerSlot = ownerPlaceholder.map(Slot.placeholder)
        let applicationSlot = placeholders.firstIndex { $0.role == .application }.map(Slot.placeholder)
        var usesOwner = false
        var usesApplication = false

        attributes = []
        for (offset, placeholder) in document.placeholders.enumerated() where placeholder.role != .firstResponder {
            for attribute in placeholder.runtimeAttributes {
                attributes.append(AttributePlan(target: .placeholder(offset), keyPath: attribute.keyPath, value: attribute.value,
                                                location: location(placeholder.position)))
                if offset == ownerPlaceholder { usesOwner = true }
                if placeholder.role == .application { usesApplication = true }
            }
        }
        for (offset, object) in document.objects.enumerated() {
            for attribute in object.runtimeAttributes {
                attributes.append(AttributePlan(target: .object(offset), keyPath: attribute.keyPath, value: attribute.value,
                                                location: location(object.position)))
            }
        }

        outlets = []
        actions = []
        bindings = []
        var collectionAt: [Slot: [String: Int]] = [:]
        for connection in document.connections {
            let at = location(connection.position)
            guard let source = slot(connection.source), let destination = slot(connection.destination) else {
                notes.append(NibDiagnostic(severity: .warning, message: "\(connection.kind.rawValue) \"\(connection.name)\" refers to an id that is not in the document; skipped", location: at))
                continue
            }
            if source == ownerSlot || destination == ownerSlot { usesOwner = true }
            if source == applicationSlot || destination == applicationSlot { usesApplication = true }
            var options = NibProperties()
            if case .dictionary(let dictionary)? = connection.properties["options"] {
                options = dictionary
            } else {
                options = NibProperties(connection.properties.entries.filter { $0.name != "keyPath" })
            }
            var step = ConnectionPlan(operation: .outlet, source: source, destinations: [destination], name: connection.name,
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
                notes.append(NibDiagnostic(severity: .note, message: "segue \"\(connection.name)\" is a storyboard connection; nibs do not perform segues", location: at))
            }
        }
        self.usesOwner = usesOwner
        self.usesApplication = usesApplication

        visibleAtLaunch = []
        for (offset, object) in document.objects.enumerated() where NibObject.isWindow(element: object.element) {
            let flag = NibValueDecoding.bool(object.properties[NibObject.visibleAtLaunchKey])
            if flag ?? NibObject.visibleAtLaunchByDefault { visibleAtLaunch.append(offset) }
        }
        self.notes = notes
        connectionCount = (outlets + actions + bindings).reduce(0) { $0 + $1.count }
    }


}
