import NibModel

/// One instantiation in progress. The load order (see docs/runtime.md):
/// placeholders bound → objects created (children first) → runtime attributes → outlets and
/// outlet collections → actions → bindings → responder-chain ends → awakeFromNib → windows shown.
final class InstantiationState {
    let nib: Nib
    let plan: NibPlan
    let registry: NibClassRegistry
    let factories: [NibFactory]
    /// Created objects, by document index.
    var objects: [AnyObject?]
    var nodes: [(any NibConnectable)?]
    /// Objects standing in for placeholders, by placeholder index.
    var placeholderObjects: [AnyObject?]
    var diagnostics: [NibDiagnostic] = []

    init(nib: Nib, registry: NibClassRegistry, factories: [NibFactory]) {
        self.nib = nib
        self.plan = nib.plan
        self.registry = registry
        self.factories = factories
        objects = [AnyObject?](repeating: nil, count: plan.objects.count)
        nodes = [(any NibConnectable)?](repeating: nil, count: plan.objects.count)
        placeholderObjects = [AnyObject?](repeating: nil, count: plan.placeholders.count)
    }

    func run(owner: AnyObject?, externals: [String: AnyObject], options: NibInstantiationOptions) throws(NibError) {
        try bindPlaceholders(owner: owner, externals: externals)
        createObjects()
        for attribute in plan.attributes {
            do throws(NibError) {
                try connectable(attribute.target, role: "runtime attribute target").nibSetValue(
                    attribute.value, forKeyPath: attribute.keyPath)
            } catch { throw locate(error, attribute.location) }
        }
        for step in plan.outlets { try connect(step) }
        for step in plan.actions { try connect(step) }
        for step in plan.bindings { try connect(step) }
        linkChainEnds()
        awake(semantics: options.awakeSemantics ?? (plan.platform == .macOS ? .macOS : .iOS))
        if options.showsVisibleAtLaunchWindows {
            for index in plan.visibleAtLaunch { nodes[index]?.nibShowAtLaunch() }
        }
    }

    /// File's Owner is the object passed in; custom and Application placeholders come from
    /// `externals` by name (missing = error, except an Application placeholder nothing connects);
    /// First Responder stays a marker.
    func bindPlaceholders(owner: AnyObject?, externals: [String: AnyObject]) throws(NibError) {
        for (offset, placeholder) in plan.placeholders.enumerated() {
            switch placeholder.role {
            case .owner:
                placeholderObjects[offset] = owner
            case .firstResponder, .exit:
                break
            case .external, .application:
                let name = placeholder.externalName ?? ""
                guard let object = externals[name] else {
                    if placeholder.role == .application && !plan.usesApplication {
                        // A main nib's File's Owner of the application class is the application.
                        if let index = plan.ownerPlaceholder,
                            NibPlatform.applicationClasses.contains(plan.placeholders[index].className)
                        {
                            placeholderObjects[offset] = owner
                        }
                        continue
                    }
                    throw .located(.missingExternalObject(name: name), at: placeholder.location)
                }
                placeholderObjects[offset] = object
            }
        }
        if plan.usesOwner, owner == nil, let index = plan.ownerPlaceholder {
            throw .located(
                .missingOwner(expectedClass: plan.placeholders[index].className), at: plan.placeholders[index].location)
        }
    }

    /// Creates every object through its factory, children before parents, so that each
    /// initialiser finds its children alive; parents then own their children.
    func createObjects() {
        for index in plan.creationOrder {
            let node = factories[index](NibCoder(state: self, index: index))
            nodes[index] = node
            objects[index] = node
            let childIndices = plan.objects[index].allChildIndices
            if !childIndices.isEmpty, let responder = node as? NibResponder {
                var owned: [AnyObject] = []
                owned.reserveCapacity(childIndices.count)
                for child in childIndices { if let object = objects[child] { owned.append(object) } }
                responder.nibChildren = owned
            }
        }
    }

    func object(_ slot: Slot, role: @autoclosure () -> String) throws(NibError) -> AnyObject {
        switch slot {
        case .object(let index):
            if let object = objects[index] { return object }
            throw .invalidConnection(
                kind: role(), name: plan.objects[index].source.id, reason: "the object was not created")
        case .placeholder(let index):
            if let object = placeholderObjects[index] { return object }
            throw .missingOwner(expectedClass: plan.placeholders[index].className)
        case .firstResponder:
            throw .invalidConnection(
                kind: role(), name: "First Responder",
                reason: "First Responder is not an object; only actions can target it")
        }
    }

    func connectable(_ slot: Slot, role: @autoclosure () -> String) throws(NibError) -> any NibConnectable {
        if case .object(let index) = slot, let node = nodes[index] { return node }
        let object = try object(slot, role: role())
        guard let node = object as? any NibConnectable else {
            throw .notConnectable(role: role(), actualType: String(describing: type(of: object)))
        }
        return node
    }

    func connect(_ step: ConnectionPlan) throws(NibError) {
        do throws(NibError) {
            switch step.operation {
            case .outlet:
                let source = try connectable(step.source, role: "outlet source")
                let value = try object(step.destinations[0], role: "outlet \"\(step.name)\"")
                try source.nibSetOutlet(step.name, to: value)
                (source as? NibResponder)?.nibConnectedOutlets[step.name] = [WeakReference(value)]
            case .outletCollection:
                let source = try connectable(step.source, role: "outlet collection source")
                var values: [AnyObject] = []
                values.reserveCapacity(step.destinations.count)
                for destination in step.destinations {
                    values.append(try object(destination, role: "outlet collection \"\(step.name)\""))
                }
                try source.nibSetOutletCollection(step.name, to: values)
                (source as? NibResponder)?.nibConnectedOutlets[step.name] = values.map(WeakReference.init)
            case .action:
                let source = try connectable(step.source, role: "action source")
                let destination = step.destinations[0]
                if destination == .firstResponder {
                    try source.nibConnectAction(
                        NibAction(
                            selector: step.name, eventType: step.eventType, target: nil, targetsFirstResponder: true))
                } else {
                    let target = try object(destination, role: "action target")
                    try source.nibConnectAction(
                        NibAction(selector: step.name, eventType: step.eventType, target: target))
                }
            case .binding:
                let source = try connectable(step.source, role: "binding source")
                let target = try object(step.destinations[0], role: "bound object")
                try source.nibBind(
                    NibBinding(name: step.name, target: target, keyPath: step.keyPath, options: step.options))
            }
        } catch {
            throw locate(error, step.location)
        }
    }

    /// Top-level responders and the placeholders continue their chain at the Application
    /// placeholder's object (Apple: window → application), unless they already have an end.
    func linkChainEnds() {
        guard let appIndex = plan.placeholders.firstIndex(where: { $0.role == .application }),
            let app = placeholderObjects[appIndex] as? NibResponder
        else { return }
        func link(_ object: AnyObject?) {
            guard let responder = object as? NibResponder, responder !== app, responder.fallbackNextResponder == nil
            else { return }
            responder.fallbackNextResponder = app
        }
        for index in plan.topLevel { link(objects[index]) }
        for (offset, placeholder) in plan.placeholders.enumerated() where placeholder.role != .application {
            link(placeholderObjects[offset])
        }
    }

    /// awakeFromNib once per object: iOS — instantiated objects only; macOS — those, then the
    /// placeholders' objects, File's Owner last.
    func awake(semantics: NibAwakeSemantics) {
        for node in nodes { node?.awakeFromNib() }
        guard semantics == .macOS else { return }
        var seen: [ObjectIdentifier] = []
        func send(_ object: AnyObject?) {
            guard let node = object as? any NibConnectable else { return }
            let id = ObjectIdentifier(node)
            guard !seen.contains(id) else { return }
            seen.append(id)
            node.awakeFromNib()
        }
        for (offset, placeholder) in plan.placeholders.enumerated() where placeholder.role != .owner {
            send(placeholderObjects[offset])
        }
        if let owner = plan.ownerPlaceholder { send(placeholderObjects[owner]) }
    }

    func noteMissingResource(kind: String, name: String, at location: SourceLocation) {
        diagnostics.append(
            NibDiagnostic(severity: .warning, message: "\(kind) \"\(name)\" not found", location: location))
    }

    func locate(_ error: NibError, _ location: SourceLocation) -> NibError {
        if case .located = error { return error }
        return .located(error, at: location)
    }
}
