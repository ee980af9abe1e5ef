/// How an element is recognised across base, ours and theirs.
///
/// An object — an element with an `id` (a scene: its `sceneID`) in the document's object graph,
/// `<objects>` and `<scenes>` — is that id, wherever it sits in the document, so an object moved
/// to another parent is still the same object. Elsewhere an `id` is an ordinary attribute: the
/// "View as" `<device id="retina6_1">` and its `<adaptation id="fullscreen">` are document
/// metadata, as the converter reads them, one per parent. Any other element is its
/// parent's identity, its name and what tells it apart from its siblings: its `key` attribute
/// (`<rect key="frame">`), else a naming attribute (`<capability name=…>`, `<plugIn
/// identifier=…>`, `<userDefinedRuntimeAttribute keyPath=…>`, …), and an ordinal among siblings
/// that would otherwise share an identity.
enum ElementIdentity {
    /// Attributes that name an element without an id, in the order they are looked for.
    static let namingAttributes = ["key", "identifier", "keyPath", "name", "reference", "property", "selector"]

    /// The children of the root that hold the object graph, as the converter reads a document:
    /// an `id` below them names an object; an `id` anywhere else (`<device>`) is metadata.
    static let objectContainers: Set<String> = ["objects", "scenes"]

    /// The identity of the object whose id is `id`. Only an element below the root has it: the
    /// root is the document itself (keyed `document`), whatever `id` it carries, so a reference
    /// to the root's id names no object.
    static func objectKey(forID id: String) -> String { "#" + id }

    /// The identity of an object (an element with an id in the object graph), or nil.
    static func globalKey(of element: MarkupElement) -> String? {
        guard element.isInObjectGraph else { return nil }
        if let id = element.attribute("id") { return objectKey(forID: id) }
        if element.name == "scene", let sceneID = element.attribute("sceneID") { return "#scene:" + sceneID }
        return nil
    }

    /// What tells an element without an id apart from its siblings (before any ordinal).
    static func localName(of element: MarkupElement) -> String {
        guard let (name, value) = namingAttribute(of: element) else { return element.name }
        return element.name + "[" + name + "=" + value + "]"
    }

    /// The first naming attribute the element has, and its value.
    static func namingAttribute(of element: MarkupElement) -> (name: String, value: String)? {
        for name in namingAttributes {
            if let value = element.attribute(name) { return (name, value) }
        }
        return nil
    }

    /// Whether the element is an object: it has an id in the object graph, or it is a scene or the document.
    static func isObject(_ element: MarkupElement) -> Bool {
        element.depth == 0 || globalKey(of: element) != nil
    }

    /// Gives the descendants of `element`, whose own identity is set, their identities.
    static func assignKeys(below element: MarkupElement) {
        var seen: [String: Int] = [:]
        for child in element.children {
            child.parentKey = element.key
            child.isInObjectGraph =
                element.isInObjectGraph || (element.depth == 0 && objectContainers.contains(child.name))
            if let key = globalKey(of: child) {
                child.key = key
            } else {
                let local = localName(of: child)
                let ordinal = seen[local, default: 0]
                seen[local] = ordinal + 1
                child.ordinal = ordinal
                child.key = element.key + "/" + local + (ordinal == 0 ? "" : "#\(ordinal)")
            }
            assignKeys(below: child)
        }
    }
}
