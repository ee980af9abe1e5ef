import NibModel

extension ContextBuilder {
    /// The storyboard accessor's context for input `index`; nil for a xib.
    func storyboardContext(for index: Int, variants: [Int]) -> StoryboardContext? {
        guard let storyboard = model.storyboards.first(where: { $0.inputIndex == index }) else { return nil }
        let input = inputs[index]
        let localized = variants.compactMap { variant in
            inputs[variant].localization.map { (name: $0, property: inputs[variant].manifestPropertyName) }
        }.sorted { $0.name < $1.name }
        let registered = model.nibs[index].registeredClasses.map(registeredContext)
        let segueClasses = storyboard.segueClasses.map {
            SegueClassContext(
                xibNameLiteral: SwiftLiteral.string($0.xibName), swiftName: $0.swiftName,
                location: SwiftLiteral.comment(Self.shortLocation($0.locations[0])),
                lineDirective: lineDirective($0.locations.first, for: $0.swiftName))
        }
        let scenes = storyboard.scenes.map(sceneContext)
        return StoryboardContext(
            swiftName: storyboard.swiftName, nameLiteral: SwiftLiteral.string(storyboard.storyboardName),
            sourceFile: SwiftLiteral.comment(storyboard.sourceFile), setName: StoryboardSet.swiftName,
            registeredClasses: registered, hasRegisteredClasses: !registered.isEmpty,
            segueClasses: segueClasses, hasSegueClasses: !segueClasses.isEmpty,
            initial: storyboard.initialScene.map(sceneContext),
            identifiedScenes: storyboard.identifiedScenes.map(sceneContext),
            scenes: scenes, hasScenes: !scenes.isEmpty,
            embedsManifest: options.embedsManifests, manifestProperty: input.manifestPropertyName,
            isLocalized: !localized.isEmpty,
            localizations: localized.map {
                LocalizationContext(nameLiteral: SwiftLiteral.string($0.name), manifestProperty: $0.property)
            })
    }

    /// The set of the target's storyboards, for the one input whose file declares it; else nil.
    func storyboardSetContext(for index: Int) -> StoryboardSetContext? {
        guard let set = model.storyboardSet, set.homeInput == index else { return nil }
        return StoryboardSetContext(
            swiftName: StoryboardSet.swiftName, access: access,
            storyboards: set.storyboards.map {
                StoryboardSetMemberContext(name: SwiftLiteral.comment($0.storyboardName), accessorName: $0.accessorName)
            },
            nibAccessors: set.nibAccessors, hasNibAccessors: !set.nibAccessors.isEmpty,
            embedsManifests: options.embedsManifests,
            routes: set.routes.map {
                StoryboardRouteContext(
                    nameLiteral: SwiftLiteral.string($0.name), fromLiteral: SwiftLiteral.string($0.from),
                    toLiteral: SwiftLiteral.string($0.to))
            })
    }

    func sceneContext(_ scene: StoryboardAccessor.Scene) -> SceneContext {
        SceneContext(
            methodName: scene.methodName, caseName: scene.caseName, type: scene.type,
            typeLiteral: SwiftLiteral.string(SwiftIdentifier.bare(scene.type)),
            identifierLiteral: scene.identifier.map(SwiftLiteral.string) ?? "",
            identifier: SwiftLiteral.comment(scene.identifier ?? ""), hasIdentifier: scene.identifier != nil,
            sceneIDLiteral: SwiftLiteral.string(scene.sceneID), className: SwiftLiteral.comment(scene.className),
            location: SwiftLiteral.comment(Self.shortLocation(scene.location)),
            lineDirective: lineDirective(scene.location, for: scene.type))
    }

    /// Unwind actions, segue identifiers and cell identifiers of a class that storyboards use.
    func addStoryboardMembers(of owner: OwnerClass, to context: inout ClassContext) {
        context.unwindActions = owner.unwindActions.map { actionContext($0, senderName: "segue") }
        context.hasUnwindActions = !owner.unwindActions.isEmpty
        guard !owner.segues.isEmpty || !owner.cellIdentifiers.isEmpty else { return }
        let segues = owner.segues.map { segue in
            SegueContext(
                caseName: segue.caseName, identifierLiteral: SwiftLiteral.string(segue.identifier),
                identifier: SwiftLiteral.comment(segue.identifier),
                kinds: SwiftLiteral.comment(segue.kinds.joined(separator: ", ")),
                destinationType: segue.destinationType, hasDestinationType: segue.destinationType != "AnyObject",
                destinationClasses: SwiftLiteral.comment(segue.destinationClasses.joined(separator: ", ")),
                location: SwiftLiteral.comment(Self.shortLocation(segue.locations[0])),
                rawValueLiteral: SwiftLiteral.string(segue.templateID ?? segue.identifier),
                hasTemplateID: segue.templateID != nil,
                templateIDLiteral: segue.templateID.map(SwiftLiteral.string) ?? "",
                storyboardLiteral: segue.templateID != nil ? SwiftLiteral.string(segue.storyboards[0]) : "",
                lineDirective: lineDirective(segue.locations.first, for: segue.destinationType))
        }
        let cells = owner.cellIdentifiers.map { cell in
            CellIdentifierContext(
                caseName: cell.caseName, identifierLiteral: SwiftLiteral.string(cell.identifier),
                identifier: SwiftLiteral.comment(cell.identifier), cellType: cell.cellType,
                cellClasses: SwiftLiteral.comment(cell.cellClasses.joined(separator: ", ")),
                location: SwiftLiteral.comment(Self.shortLocation(cell.locations[0])),
                lineDirective: lineDirective(cell.locations.first, for: cell.cellType))
        }
        let storyboards = Set(owner.segues.flatMap(\.storyboards)).sorted()
        let isPerStoryboard = storyboards.count > 1
        let enums = segueEnums(owner.segues, contexts: segues, storyboards: storyboards)
        context.storyboardMembers = StoryboardClassContext(
            baseName: context.baseName, segues: segues, hasSegues: !segues.isEmpty,
            performsSegues: vocabulary.isStoryboardController(owner.superclass),
            segueEnums: enums, isPerStoryboard: isPerStoryboard && !enums.isEmpty,
            hasAnonymousSegues: owner.segues.contains { $0.templateID != nil },
            cellIdentifiers: cells, hasCellIdentifiers: !cells.isEmpty)
    }

    /// The enums of a class's performable segues: `Segue`, or one per storyboard when its scenes
    /// are in several (named by ``GeneratedTypeNames/segueEnum(storyboard:)``); empty ones left out.
    private func segueEnums(_ segues: [SegueIdentifier], contexts: [SegueContext], storyboards: [String])
        -> [SegueEnumContext]
    {
        let performable = zip(segues, contexts).filter { $0.0.isPerformable }
        guard storyboards.count > 1 else {
            let cases = performable.map(\.1)
            return cases.isEmpty
                ? []
                : [
                    SegueEnumContext(
                        name: GeneratedTypeNames.segueEnum, storyboard: "", isPerStoryboard: false, segues: cases,
                        hasAnonymous: cases.contains(where: \.hasTemplateID))
                ]
        }
        return storyboards.compactMap { storyboard in
            // Each case cites its segue in this storyboard, not the first one of any.
            let cases = performable.filter { $0.0.storyboards.contains(storyboard) }.map { segue, context in
                guard let location = segue.storyboardLocations[storyboard] else { return context }
                var cited = context
                cited.location = SwiftLiteral.comment(Self.shortLocation(location))
                cited.lineDirective = lineDirective(location, for: segue.destinationType)
                return cited
            }
            guard !cases.isEmpty else { return nil }
            return SegueEnumContext(
                name: GeneratedTypeNames.segueEnum(storyboard: storyboard),
                storyboard: SwiftLiteral.comment(storyboard),
                isPerStoryboard: true, segues: cases, hasAnonymous: cases.contains(where: \.hasTemplateID))
        }
    }
}

extension TypeVocabulary {
    /// The default-objects types that are storyboard scene controllers (segues start from them).
    package var storyboardControllerTypes: Set<String> { ["NibViewController", "NibWindowController"] }

    /// Whether `type` is, or derives from, a storyboard scene controller type.
    package func isStoryboardController(_ type: String) -> Bool {
        ancestry(type).contains(where: storyboardControllerTypes.contains)
    }
}
