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

    /// What tells an element without an id apart from its siblings (before any ordinal). A naming
    /// value longer than ``longestNamingValue`` bytes is written as its first 32 characters, its
    /// length and a digest of it: every identity holds its parent's, so whole values made the
    /// identities of elements nested `d` deep `d` times as long as their values.
    static func localName(of element: MarkupElement) -> String {
        guard let (name, value) = namingAttribute(of: element) else { return element.name }
        return element.name + "[" + name + "=" + shortened(value) + "]"
    }

    /// The longest naming value an identity holds whole, in UTF-8 bytes.
    static let longestNamingValue = 128

    /// `value`, or for a longer one than ``longestNamingValue`` its start, length and digest
    /// (64-bit FNV-1a of its bytes: the same in every process, unlike `Hasher`'s).
    static func shortened(_ value: String) -> String {
        guard value.utf8.count > longestNamingValue else { return value }
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in value.utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(value.prefix(32)) + "...(\(value.utf8.count) bytes, \(String(digest, radix: 16)))"
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
    ///
    /// Siblings without ids that share a name (and naming attribute) are told apart by an ordinal,
    /// their place among them. With `base` (the base version's elements by identity), another
    /// version's such siblings are lined up with base's instead: those whose content base has
    /// unchanged take the identity of the element they match, in order (their longest common
    /// run), each other one between two matches the identity of base's element at its place there
    /// (an edit of it), and the rest identities base does not have (insertions, named by the
    /// matched element they follow). So a segment inserted before others is not taken for an edit
    /// of every segment after it, and an edit of the segment after it stays with that segment.
    static func assignKeys(below element: MarkupElement, aligningTo base: [String: MarkupElement]? = nil) {
        var seen: [String: Int] = [:]
        var groups: [String: [MarkupElement]] = [:]
        let counterpart = base?[element.key]
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
                if counterpart != nil { groups[local, default: []].append(child) }
            }
        }
        if let counterpart, !groups.isEmpty { align(groups, with: counterpart) }
        for child in element.children { assignKeys(below: child, aligningTo: base) }
    }

    /// Gives each group of `groups` (siblings without ids, by local name) the identities of the
    /// matching siblings of `counterpart`, base's element of the same identity.
    private static func align(_ groups: [String: [MarkupElement]], with counterpart: MarkupElement) {
        var baseGroups: [String: [MarkupElement]] = [:]
        for child in counterpart.children where globalKey(of: child) == nil {
            let local = localName(of: child)
            if groups[local] != nil { baseGroups[local, default: []].append(child) }
        }
        for (local, group) in groups {
            guard let original = baseGroups[local], original.count > 1 || group.count > 1 else { continue }
            let matches = SequenceAlignment.matches(original.map(\.digest), group.map(\.digest))
            var previous = (base: -1, version: -1)
            for match in matches + [(original.count, group.count)] {
                let edited = min(match.0 - previous.base, match.1 - previous.version) - 1
                for offset in 0..<max(edited, 0) {
                    group[previous.version + 1 + offset].key = original[previous.base + 1 + offset].key
                }
                var inserted = 0
                for index in (previous.version + 1 + max(edited, 0))..<match.1 {
                    group[index].key = counterpart.key + "/" + local + "#+\(previous.base).\(inserted)"
                    inserted += 1
                }
                if match.0 < original.count { group[match.1].key = original[match.0].key }
                previous = (match.0, match.1)
            }
        }
    }
}
