import NibModel

extension TypeVocabulary {
    /// The runtime's segue type: what `prepare(for:sender:)` and unwind actions receive.
    package var segueType: String { "NibStoryboardSegue" }
}

extension Analyzer {
    /// Names that the cases of a class's `Segue` and `TypedSegue` enums must avoid (`other` is
    /// the catch-all case of `TypedSegue`).
    static let reservedSegueCases: Set<String> = ["other", "allCases", "rawValue", "init", "self", "Type"]

    /// Merges the segue facts of one class into its `Segue` enum's cases: the identifiers, sorted,
    /// then the segues without identifier, each once (its localizations share it), sorted by
    /// storyboard, name and id, so that a collision is numbered the same way on every run.
    func segueIdentifiers(
        _ facts: [String: [StoryboardAnalyzer.SegueFact]], anonymous: [StoryboardAnalyzer.SegueFact]
    ) -> [SegueIdentifier] {
        var names = IdentifierScope(reserved: Self.reservedSegueCases)
        let identified = facts.keys.sorted().map { identifier in
            segueCase(
                facts[identifier]!, identifier: identifier, name: StoryboardNames.segueCase(identifier: identifier))
        }.map { segue in
            var segue = segue
            segue.caseName = names.claim(segue.caseName)
            return segue
        }
        var byTemplate: [[String]: [StoryboardAnalyzer.SegueFact]] = [:]
        for fact in anonymous { byTemplate[[fact.storyboard, fact.templateID], default: []].append(fact) }
        let unnamed = byTemplate.values.map { uses in
            segueCase(uses, identifier: "", name: StoryboardNames.segueCase(destinationLabel: uses[0].destinationLabel))
        }.sorted {
            ($0.storyboards[0], SwiftIdentifier.bare($0.caseName), $0.templateID!)
                < ($1.storyboards[0], SwiftIdentifier.bare($1.caseName), $1.templateID!)
        }.map { segue in
            var segue = segue
            segue.caseName = names.claim(segue.caseName)
            return segue
        }
        return identified + unnamed
    }

    /// One case of the uses of one identifier, or of one segue without identifier; `name` is the
    /// base of its case name, which the caller claims.
    private func segueCase(_ uses: [StoryboardAnalyzer.SegueFact], identifier: String, name: String) -> SegueIdentifier
    {
        let types = uses.map(\.destinationType)
        let destination: String
        if types.contains(where: { $0 == nil }) {
            destination = "AnyObject"
        } else {
            let known = types.compactMap { $0 }
            destination = known.dropFirst().reduce(known[0], vocabulary.commonType)
        }
        var firstInStoryboard: [String: SourceLocation] = [:]
        for use in uses where firstInStoryboard[use.storyboard] == nil {
            firstInStoryboard[use.storyboard] = use.location
        }
        return SegueIdentifier(
            identifier: identifier, caseName: name, kinds: Set(uses.map(\.kind)).sorted(),
            destinationType: destination, destinationClasses: Set(uses.map(\.destinationClass)).sorted(),
            locations: uses.map(\.location), storyboards: Set(uses.map(\.storyboard)).sorted(),
            storyboardLocations: firstInStoryboard,
            templateID: identifier.isEmpty ? uses[0].templateID : nil,
            isPerformable: identifier.isEmpty ? uses[0].isPerformable : true)
    }

    /// Merges the prototype cells of one class's scenes into its `CellIdentifier` enum's cases.
    func cellIdentifiers(_ facts: [String: [StoryboardAnalyzer.CellFact]]) -> [CellIdentifier] {
        var names = IdentifierScope(reserved: Self.reservedSegueCases)
        return facts.keys.sorted().map { identifier in
            let uses = facts[identifier]!
            let type = uses.dropFirst().map(\.cellType).reduce(uses[0].cellType, vocabulary.commonType)
            return CellIdentifier(
                identifier: identifier, caseName: names.claim(SwiftIdentifier.lowerCamel(identifier)),
                cellType: type, cellClasses: Set(uses.map(\.cellClass)).sorted(),
                locations: uses.map(\.location))
        }
    }

    /// The typed accessor of one storyboard: its scenes' controllers and its segue classes.
    func storyboardAccessor(
        for input: GeneratorInput, lookup: NibDocumentIndex, at index: Int, typeOf: (String) -> String
    ) -> StoryboardAccessor {
        let document = input.document
        var methods = IdentifierScope(reserved: ["instantiateInitial", "instantiateScene", "load", "registerClasses"])
        var allScenes: [StoryboardAccessor.Scene] = []
        var cases = IdentifierScope(reserved: Self.reservedSegueCases)
        for scene in document.scenes {
            guard let id = scene.controller, let controller = lookup.object(id) else { continue }
            let identifier = StoryboardAnalyzer.string(controller.properties["storyboardIdentifier"])
            let label = StoryboardNames.controllerLabel(of: controller, vocabulary: vocabulary)
            allScenes.append(
                StoryboardAccessor.Scene(
                    sceneID: scene.id, controllerID: id, identifier: identifier, methodName: "",
                    caseName: StoryboardAnalyzer.isReference(controller)
                        ? "" : cases.claim(StoryboardNames.sceneCase(label: label)),
                    isReference: StoryboardAnalyzer.isReference(controller),
                    type: StoryboardAnalyzer.isReference(controller) ? "AnyObject" : typeOf(id),
                    className: controller.effectiveClassName, location: input.location(controller.position)))
        }
        // A storyboard reference stands for a scene of another storyboard: it can be the initial
        // controller or a segue's destination, but it is not one of this storyboard's scenes.
        let scenes = allScenes.filter { !$0.isReference }
        var identified = scenes.filter { $0.identifier != nil }.sorted { $0.identifier! < $1.identifier! }
        for offset in identified.indices {
            identified[offset].methodName = methods.claim(
                "instantiate" + SwiftIdentifier.type(identified[offset].identifier!))
        }
        var segueClasses: [String: StoryboardAccessor.SegueClass] = [:]
        for connection in document.connections where connection.kind == .segue {
            guard let name = vocabulary.appClass(StoryboardAnalyzer.string(connection.properties["customClass"])) else {
                continue
            }
            segueClasses[
                name,
                default: StoryboardAccessor.SegueClass(
                    xibName: name, swiftName: vocabulary.swiftTypeName(name), locations: [])
            ]
            .locations.append(input.location(connection.position))
        }
        return StoryboardAccessor(
            inputIndex: index, storyboardName: input.nibName, sourceFile: document.sourceFile,
            swiftName: input.accessorName, platform: document.info.platform,
            initialScene: document.initialController.flatMap { initial in allScenes.first { $0.controllerID == initial }
            },
            identifiedScenes: identified, scenes: scenes,
            segueClasses: segueClasses.values.sorted { $0.xibName < $1.xibName })
    }
}
