import NibModel

/// Builds the ``CodeModel`` from the inputs: finds the owner classes, merges what several inputs
/// say about the same class, detects conflicts and names everything in valid, unique Swift.
struct Analyzer {
    let vocabulary: TypeVocabulary

    /// One end of a connection: an object or a placeholder.
    private struct Endpoint {
        var id: String
        var standardClass: String
        var customClass: String?
        var position: SourcePosition
        var isTopLevel: Bool
        var role: NibPlaceholder.Role?
    }

    /// What the inputs say about one outlet before merging.
    private struct OutletFacts {
        var name: String
        var isCollection: Bool
        var type: String
        var isStrong: Bool
        var locations: [SourceLocation]
        /// For collections: the input that fixed the element type (element types may widen
        /// within one input but must agree between inputs).
        var typeInput: Int
        /// The destination's type in each place, for the note when they differ.
        var typedAt: [(type: String, location: SourceLocation)]
        /// The destinations' class names as the documents write them.
        var destinationClasses: [String]
    }

    private struct ActionFacts {
        var selector: ActionSelector
        var senderTypes: Set<String>
        var senderClasses: Set<String>
        var eventTypes: Set<String>
        var locations: [SourceLocation]
        /// An unwind action of a storyboard (its sender is the segue).
        var isUnwind = false
    }

    private struct ClassFacts {
        var xibName: String
        var standardClass: String
        var platform: NibPlatform
        var outlets: [String: OutletFacts] = [:]
        var actions: [String: ActionFacts] = [:]
        var locations: [SourceLocation] = []
        var homeInput: Int
        var sendsActions = false
        /// Storyboard segues with identifiers from the class's scenes, by identifier.
        var segues: [String: [StoryboardAnalyzer.SegueFact]] = [:]
        /// Prototype cells' reuse identifiers in the class's scenes, by identifier.
        var cells: [String: [StoryboardAnalyzer.CellFact]] = [:]
    }

    func analyze(_ inputs: [GeneratorInput]) throws(CodeGenError) -> CodeModel {
        var classes: [String: ClassFacts] = [:]
        var nibs: [NibAccessor] = []
        var storyboards: [StoryboardAccessor] = []
        var notes: [CodeGenNote] = []
        let bases = baseTypes(inputs)
        let hierarchy = TypeHierarchy(vocabulary: vocabulary, bases: bases, typeName: typeName)

        for (inputIndex, input) in inputs.enumerated() {
            let document = input.document
            let platform = document.info.platform
            let topLevel = Set(document.topLevelObjects)
            var endpoints: [String: Endpoint] = [:]
            for placeholder in document.placeholders {
                endpoints[placeholder.id] = Endpoint(id: placeholder.id,
                                                     standardClass: standard(placeholder.customClass) ?? placeholder.className,
                                                     customClass: custom(placeholder.customClass),
                                                     position: placeholder.position, isTopLevel: false,
                                                     role: placeholder.role)
            }
            for object in document.objects {
                endpoints[object.id] = Endpoint(id: object.id, standardClass: standard(object.customClass) ?? object.className,
                                                customClass: custom(object.customClass), position: object.position,
                                                isTopLevel: topLevel.contains(object.id), role: nil)
            }
            let declaredTypes = declaredPlaceholderTypes(document, bases: bases)
            func type(of endpoint: Endpoint) -> String {
                if let custom = endpoint.customClass { return typeName(custom) }
                if let declared = declaredTypes[endpoint.id] { return declared }
                switch endpoint.role {
                case .firstResponder?, .exit?: return vocabulary.rootType
                case .owner?, .external?, .application?: return standIn(for: endpoint.standardClass, platform: platform)
                case nil: return vocabulary.defaultType(for: endpoint.standardClass, platform: platform)
                }
            }
            func register(_ endpoint: Endpoint, _ custom: String) {
                let location = input.location(endpoint.position)
                if classes[custom] == nil {
                    classes[custom] = ClassFacts(xibName: custom, standardClass: endpoint.standardClass,
                                                platform: platform, homeInput: inputIndex)
                }
                if !classes[custom]!.locations.contains(location) { classes[custom]!.locations.append(location) }
            }

            for connection in document.connections {
                switch connection.kind {
                case .outlet, .outletCollection:
                    guard let source = endpoints[connection.source], let custom = source.customClass,
                          let destination = endpoints[connection.destination] else { continue }
                    let superclass = bases[custom] ?? vocabulary.rootType
                    if vocabulary.inheritedOutlets(of: superclass).contains(connection.name) { continue }
                    register(source, custom)
                    let location = input.location(connection.position)
                    let isCollection = connection.kind == .outletCollection
                    let destinationType = type(of: destination)
                    let destinationClass = destination.customClass ?? destination.standardClass
                    let strong = destination.isTopLevel
                    if var existing = classes[custom]!.outlets[connection.name] {
                        let first = existing.locations[0]
                        if existing.isCollection != isCollection {
                            throw .conflictingOutlet(className: custom, outlet: connection.name, first: first,
                                                     firstType: describe(existing.type, existing.isCollection),
                                                     second: location, secondType: describe(destinationType, isCollection))
                        }
                        if existing.type != destinationType {
                            // Objective-C and Swift code accept the nearest common superclass; only
                            // destinations that share none conflict.
                            guard let common = hierarchy.commonSuperclass(existing.type, destinationType) else {
                                throw .conflictingOutlet(className: custom, outlet: connection.name, first: first,
                                                         firstType: describe(existing.type, isCollection),
                                                         second: location, secondType: describe(destinationType, isCollection))
                            }
                            existing.type = common
                        }
                        if !existing.typedAt.contains(where: { $0.type == destinationType }) {
                            existing.typedAt.append((destinationType, location))
                        }
                        if !existing.destinationClasses.contains(destinationClass) { existing.destinationClasses.append(destinationClass) }
                        existing.isStrong = existing.isStrong || strong
                        existing.locations.append(location)
                        classes[custom]!.outlets[connection.name] = existing
                    } else {
                        classes[custom]!.outlets[connection.name] = OutletFacts(
                            name: connection.name, isCollection: isCollection, type: destinationType,
                            isStrong: strong, locations: [location], typeInput: inputIndex,
                            typedAt: [(destinationType, location)], destinationClasses: [destinationClass])
                    }
                case .action:
                    // A custom class that *sends* an action must accept the connection; controls
                    // do, other default objects refuse it for registered classes.
                    if let source = endpoints[connection.source], let sender = source.customClass,
                       !vocabulary.connectsActions(bases[sender] ?? vocabulary.rootType) {
                        register(source, sender)
                        classes[sender]!.sendsActions = true
                    }
                    // Actions for First Responder travel the responder chain; no class receives them here.
                    guard let target = endpoints[connection.destination], target.role != .firstResponder,
                          let custom = target.customClass,
                          let source = endpoints[connection.source] else { continue }
                    register(target, custom)
                    let location = input.location(connection.position)
                    var facts = classes[custom]!.actions[connection.name] ?? ActionFacts(
                        selector: ActionSelector(connection.name), senderTypes: [], senderClasses: [],
                        eventTypes: [], locations: [])
                    facts.senderTypes.insert(type(of: source))
                    facts.senderClasses.insert(source.customClass ?? source.standardClass)
                    if let event = connection.eventType { facts.eventTypes.insert(event) }
                    facts.locations.append(location)
                    classes[custom]!.actions[connection.name] = facts
                case .binding, .segue:
                    continue
                }
            }
            if input.isStoryboard {
                let storyboard = StoryboardAnalyzer(input: input,
                                                    typeOf: { id in endpoints[id].map(type(of:)) ?? vocabulary.rootType },
                                                    customOf: { id in endpoints[id]?.customClass })
                // Scene controllers are owners like File's Owner: a base and an actions protocol
                // each, whether or not the scene connects outlets or actions yet.
                for controller in storyboard.controllerClasses() { register(endpoints[controller.id]!, controller.className) }
                for segue in storyboard.segues() { classes[segue.sourceClass]?.segues[segue.identifier, default: []].append(segue) }
                for cell in storyboard.cells() { classes[cell.controllerClass]?.cells[cell.identifier, default: []].append(cell) }
                for unwind in storyboard.unwinds() {
                    var facts = classes[unwind.targetClass]!.actions[unwind.selector] ?? ActionFacts(
                        selector: ActionSelector(unwind.selector), senderTypes: [], senderClasses: [],
                        eventTypes: [], locations: [], isUnwind: true)
                    facts.isUnwind = true
                    facts.senderTypes.insert(vocabulary.segueType)
                    facts.senderClasses.insert("unwind segue")
                    facts.locations.append(unwind.location)
                    classes[unwind.targetClass]!.actions[unwind.selector] = facts
                }
                storyboards.append(storyboardAccessor(for: input, at: inputIndex, typeOf: { id in
                    endpoints[id].map(type(of:)) ?? vocabulary.rootType }))
            }
            nibs.append(accessor(for: input, at: inputIndex, endpoints: endpoints, bases: bases, typeOf: type(of:)))
        }

        let ownerClasses = classes.values.sorted { $0.xibName < $1.xibName }.map {
            makeClass($0, superclass: bases[$0.xibName], hierarchy: hierarchy)
        }
        for owner in ownerClasses {
            for outlet in owner.outlets + owner.outletCollections where outlet.typedAt.count > 1 {
                notes.append(CodeGenNote(outlet: outlet, className: owner.xibName))
            }
        }
        let withBase = Set(ownerClasses.map(\.xibName))
        for index in nibs.indices {
            for classIndex in nibs[index].registeredClasses.indices {
                nibs[index].registeredClasses[classIndex].hasOwnerBase =
                    withBase.contains(nibs[index].registeredClasses[classIndex].xibName)
            }
        }
        return CodeModel(classes: ownerClasses, nibs: nibs, storyboards: storyboards, notes: notes)
    }

    /// The default-objects type each custom class derives from, decided over every input before
    /// connections are read:
    /// 1. a type `nib.json` names for the class (``TypeVocabulary/baseOverrides``);
    /// 2. the most specific standard class any document gives it (objects say more than
    ///    placeholders, whose class is usually `NSObject`); ties go to the first input;
    /// 3. for a class still at the root type, its role in the graph (``controllerBase(of:in:)``):
    ///    a view or window controller.
    func baseTypes(_ inputs: [GeneratorInput]) -> [String: String] {
        var bases: [String: String] = [:]
        func consider(_ customClass: String?, _ standardClass: String, _ platform: NibPlatform) {
            guard let name = custom(customClass) else { return }
            var type = vocabulary.defaultType(for: standardClass, platform: platform)
            // A custom class cannot derive from a default object that is not a responder.
            if !vocabulary.isResponder(type) { type = vocabulary.rootType }
            if let existing = bases[name], existing != vocabulary.rootType { return }
            bases[name] = type
        }
        for input in inputs {
            let platform = input.document.info.platform
            for object in input.document.objects { consider(object.customClass, object.className, platform) }
        }
        for input in inputs {
            let platform = input.document.info.platform
            for placeholder in input.document.placeholders {
                consider(placeholder.customClass, standard(placeholder.customClass) ?? placeholder.className, platform)
            }
        }
        applyDeclaredSuperclasses(inputs, to: &bases)
        for input in inputs {
            for (name, controller) in controllerBases(in: input.document) where bases[name] == vocabulary.rootType {
                bases[name] = controller
            }
        }
        for (name, type) in vocabulary.baseOverrides where bases[name] != nil { bases[name] = type }
        return bases
    }

    /// Custom classes that act as view or window controllers in `document`, as UIKit and AppKit
    /// define them: a `view` outlet to a top-level view makes a view controller, a `window` outlet
    /// to a top-level window (macOS) a window controller. A class whose name says it is a view or
    /// cell (`…View`, `…Cell`) is left alone: views that load their own contents have a `view`
    /// outlet too.
    func controllerBases(in document: NibDocument) -> [(String, String)] {
        let platform = document.info.platform
        let topLevel = Set(document.topLevelObjects)
        var classOf: [String: String] = [:]
        var standardOf: [String: String] = [:]
        for placeholder in document.placeholders where placeholder.role == .owner || placeholder.role == .external {
            if let name = custom(placeholder.customClass) { classOf[placeholder.id] = name }
        }
        for object in document.objects {
            if let name = custom(object.customClass) { classOf[object.id] = name }
            standardOf[object.id] = standard(object.customClass) ?? object.className
        }
        var result: [(String, String)] = []
        for connection in document.connections where connection.kind == .outlet {
            guard let name = classOf[connection.source], topLevel.contains(connection.destination),
                  let destination = standardOf[connection.destination],
                  !name.hasSuffix("View"), !name.hasSuffix("Cell") else { continue }
            let destinationType = vocabulary.defaultType(for: destination, platform: platform)
            if connection.name == "view" && vocabulary.derives(destinationType, from: "NibView") {
                result.append((name, "NibViewController"))
            } else if connection.name == "window" && platform == .macOS && vocabulary.derives(destinationType, from: "NibWindow") {
                result.append((name, "NibWindowController"))
            }
        }
        return result
    }

    /// The type of a placeholder with no custom class: the default object of its class, or, for
    /// `NSObject`, ``NibStandardObject`` (an object made in code that stands for a toolkit class and
    /// keeps whatever the nib connects to it).
    func standIn(for standardClass: String, platform: NibPlatform) -> String {
        let type = vocabulary.defaultType(for: standardClass, platform: platform)
        return type == vocabulary.fallbackType ? vocabulary.placeholderFallbackType : type
    }

    private func makeClass(_ facts: ClassFacts, superclass: String?, hierarchy: TypeHierarchy) -> OwnerClass {
        let superclass = superclass ?? vocabulary.rootType
        var names = IdentifierScope(reserved: vocabulary.reservedMembers(of: superclass), clashSuffix: "Outlet")
        var outlets: [Outlet] = []
        var collections: [Outlet] = []
        for facts in facts.outlets.values.sorted(by: { $0.name < $1.name }) {
            let outlet = Outlet(name: facts.name, swiftName: names.claim(SwiftIdentifier.value(facts.name)),
                                type: facts.type, isStrong: facts.isStrong, isCollection: facts.isCollection,
                                locations: facts.locations, typedAt: facts.typedAt.map { Outlet.TypedAt(type: $0.type, location: $0.location) },
                                destinationClasses: facts.destinationClasses)
            if facts.isCollection { collections.append(outlet) } else { outlets.append(outlet) }
        }
        var methods = IdentifierScope(reserved: vocabulary.reservedMembers(of: superclass).map { "\($0)(_:)" })
        let allActions = facts.actions.values.sorted { $0.selector < $1.selector }.map { facts in
            // Methods overload on arity and labels, so the scope key is the whole signature shape.
            let base = SwiftIdentifier.value(facts.selector.parts[0])
            let shape = "\(SwiftIdentifier.bare(base))(\(facts.selector.takesSender ? "_:" : "")\(facts.selector.parts.dropFirst().map { SwiftIdentifier.sanitized($0) + ":" }.joined()))"
            let claimed = SwiftIdentifier.bare(methods.claim(shape))
            let swiftName = claimed == shape ? base
                : SwiftIdentifier.escaped(SwiftIdentifier.bare(base) + claimed.dropFirst(shape.count))
            let senderType = facts.senderTypes.count == 1 ? facts.senderTypes.first!
                : facts.senderTypes.sorted().dropFirst().reduce(facts.senderTypes.sorted()[0]) {
                    hierarchy.commonSuperclass($0, $1) ?? "AnyObject"
                }
            return Action(selector: facts.selector, swiftName: swiftName, senderType: senderType,
                          eventTypes: facts.eventTypes.sorted(), senderClasses: facts.senderClasses.sorted(),
                          locations: facts.locations, isUnwind: facts.isUnwind)
        }
        let actions = allActions.filter { !$0.isUnwind }
        return OwnerClass(xibName: facts.xibName, swiftName: typeName(facts.xibName), superclass: superclass,
                          standardClass: facts.standardClass, outlets: outlets, outletCollections: collections,
                          actions: actions, sendsActions: facts.sendsActions, locations: facts.locations,
                          homeInput: facts.homeInput, unwindActions: allActions.filter(\.isUnwind),
                          segues: segueIdentifiers(facts.segues), cellIdentifiers: cellIdentifiers(facts.cells))
    }

    private func accessor(for input: GeneratorInput, at index: Int, endpoints: [String: Endpoint],
                          bases: [String: String], typeOf: (Endpoint) -> String) -> NibAccessor {
        let document = input.document
        let platform = document.info.platform
        let owner = document.owner.flatMap { custom($0.customClass) }
        let connected = connectedPlaceholders(document)
        var parameters = IdentifierScope(reserved: ["owner", "nib", "registry", "options"])
        let externals = document.placeholders.compactMap { placeholder -> NibAccessor.External? in
            let endpoint = endpoints[placeholder.id]!
            switch placeholder.role {
            case .external:
                let identifier = placeholder.identifier ?? placeholder.id
                return NibAccessor.External(identifier: identifier, isApplication: false,
                                            parameterName: parameters.claim(SwiftIdentifier.lowerCamel(identifier)),
                                            type: typeOf(endpoint), location: input.location(placeholder.position))
            case .application:
                guard connected.contains(placeholder.id) else { return nil }
                return NibAccessor.External(identifier: "NSApplication", isApplication: true,
                                            parameterName: parameters.claim("application"), type: typeOf(endpoint),
                                            location: input.location(placeholder.position))
            case .owner, .firstResponder, .exit:
                return nil
            }
        }
        var properties = IdentifierScope(reserved: vocabulary.reservedTopLevelNames)
        let objectsByID = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let topLevel = document.topLevelObjects.compactMap { id -> NibAccessor.TopLevelObject? in
            guard let object = objectsByID[id] else { return nil }
            let label = nonEmpty(object.userLabel) ?? vocabulary.displayName(of: object.effectiveClassName)
            return NibAccessor.TopLevelObject(id: id, propertyName: properties.claim(SwiftIdentifier.lowerCamel(label)),
                                              type: typeOf(endpoints[id]!), className: object.effectiveClassName,
                                              location: input.location(object.position))
        }
        var registered: [String: NibAccessor.RegisteredClass] = [:]
        for object in document.objects {
            guard let custom = custom(object.customClass), registered[custom] == nil else { continue }
            registered[custom] = NibAccessor.RegisteredClass(
                xibName: custom, swiftName: typeName(custom),
                baseType: bases[custom] ?? vocabulary.defaultType(for: object.className, platform: platform),
                hasOwnerBase: false, location: input.location(object.position))
        }
        return NibAccessor(inputIndex: index, nibName: input.nibName, sourceFile: document.sourceFile,
                           swiftName: input.accessorName, platform: platform,
                           ownerType: owner.map(typeName) ?? document.owner.map { typeOf(endpoints[$0.id]!) },
                           ownerIsCustom: owner != nil, ownerIsRequired: document.owner.map { connected.contains($0.id) } ?? false,
                           ownerLocation: document.owner.map { input.location($0.position) },
                           ownerClassName: owner, externals: externals,
                           topLevelObjects: topLevel,
                           registeredClasses: registered.values.sorted { $0.xibName < $1.xibName })
    }

    /// The placeholders a connection (of any kind) or a runtime attribute involves.
    func connectedPlaceholders(_ document: NibDocument) -> Set<String> {
        var ids: Set<String> = []
        for connection in document.connections {
            ids.insert(connection.source)
            ids.insert(connection.destination)
        }
        let placeholders = document.placeholders.filter { ids.contains($0.id) || !$0.runtimeAttributes.isEmpty }
        return Set(placeholders.map(\.id))
    }

    /// The Swift spelling of a class name from a document: kept as written when valid, so the
    /// generated code refers to exactly the class the app defines.
    func typeName(_ className: String) -> String {
        if let mapped = vocabulary.typeNames[className] { return mapped }
        let sanitized = SwiftIdentifier.sanitized(className)
        return SwiftIdentifier.reservedWords.contains(sanitized) ? "`\(sanitized)`" : sanitized
    }

    private func describe(_ type: String, _ isCollection: Bool) -> String { isCollection ? "[\(type)]" : type }

    /// A custom class worth generating for: present, and not just a standard class named again.
    func custom(_ className: String?) -> String? {
        guard let name = nonEmpty(className), !vocabulary.isStandardClass(name) else { return nil }
        return name
    }

    /// A custom class that only names a standard class again (`customClass="UIApplication"`).
    func standard(_ className: String?) -> String? {
        guard let name = nonEmpty(className), name != "NSObject", vocabulary.isStandardClass(name) else { return nil }
        return name
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
