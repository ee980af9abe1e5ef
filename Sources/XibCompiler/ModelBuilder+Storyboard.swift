import NibModel

/// The checks only a storyboard needs, made once every scene is recorded: the rules of
/// ``StoryboardStructure``, which the manifest reader holds manifests to as well, reported as
/// the converter's errors.
extension ModelBuilder {
    /// Checks `document`, the finished graph, against ``StoryboardStructure``.
    func checkStoryboard(_ document: NibDocument) throws(XibError) {
        do {
            try StoryboardStructure.check(document)
        } catch {
            throw xibError(error)
        }
    }

    /// The converter's error for a broken storyboard rule, at the element it is about: the root
    /// element for the initial controller, else the object or segue that breaks the rule.
    func xibError(_ violation: StoryboardViolation) -> XibError {
        switch violation {
        case .initialControllerNotInScene(let id):
            return .missingInitialController(location(initialControllerPosition), id: id)
        case .duplicateStoryboardIdentifier(let identifier, _, let position, _, let first):
            return .duplicateStoryboardIdentifier(location(position), identifier: identifier, first: first)
        case .segueToMissingScene(_, let position, let destination, let kind):
            return .segueToMissingScene(location(position), destination: destination, kind: kind)
        case .relationshipCycle(_, let position, let controllers):
            return .relationshipCycle(location(position), controllers: controllers)
        case .referencedStoryboardNotAName(let name, let problem, _, let position):
            return .invalidName(
                location(position), attribute: StoryboardStructure.referencedStoryboardProperty, value: name,
                problem: problem)
        }
    }
}
