extension TypeVocabulary {
    /// The default objects of module `NibObjects`, as the runtime registers them.
    ///
    /// A standard class without a default object of its own is created by the runtime as a
    /// generic object, so outlets to it are typed with the root type, ``rootType``, which every
    /// object the loader creates derives from.
    public static let defaultObjects = TypeVocabulary(
        types: defaultObjectTypes,
        fallbackType: "NibResponder",
        rootType: "NibResponder",
        eventType: "AnyObject?",
        inheritedOutlets: [:],
        reservedMembers: [:],
        superclasses: [:]
    )

    static let defaultObjectTypes: [String: String] = [:]
}
