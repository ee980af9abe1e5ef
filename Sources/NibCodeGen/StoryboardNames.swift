import NibModel

/// The rules that derive Swift names from what a storyboard says: the one place they are written.
/// Each returns a base name; the caller claims it in its ``IdentifierScope``, which resolves
/// collisions by numbering in the order the names are claimed.
enum StoryboardNames {
    /// What names a scene's controller: its storyboard identifier, else its title, else its
    /// user label, else its class without the toolkit prefix (`UINavigationController` →
    /// `NavigationController`). A storyboard reference is named by the identifier it refers to,
    /// else by the storyboard it names.
    static func controllerLabel(of controller: NibObject, vocabulary: TypeVocabulary) -> String {
        if StoryboardAnalyzer.isReference(controller) {
            return StoryboardAnalyzer.string(controller.properties["referencedIdentifier"])
                ?? StoryboardAnalyzer.string(controller.properties["storyboardName"])
                ?? vocabulary.displayName(of: controller.effectiveClassName)
        }
        return StoryboardAnalyzer.string(controller.properties["storyboardIdentifier"])
            ?? StoryboardAnalyzer.string(controller.properties["title"]) ?? controller.userLabel
            ?? vocabulary.displayName(of: controller.effectiveClassName)
    }

    /// The case of a scene in an accessor's `Scene` enum (`contactList`).
    static func sceneCase(label: String) -> String { SwiftIdentifier.lowerCamel(label) }

    /// The case of a segue with an identifier (`showContact`).
    static func segueCase(identifier: String) -> String { SwiftIdentifier.lowerCamel(identifier) }

    /// The case of a segue without an identifier: `to` and its destination controller's label
    /// (``controllerLabel(of:vocabulary:)``): `toContactDetail`, `toSettingsViewController`.
    static func segueCase(destinationLabel: String) -> String {
        SwiftIdentifier.lowerCamel("to " + SwiftIdentifier.type(destinationLabel))
    }
}
