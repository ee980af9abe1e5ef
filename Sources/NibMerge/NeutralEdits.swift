/// The edits of one side that no person made, which the merge does not take where the other side
/// edited the same place: what Interface Builder rewrote when the side only re-saved the document
/// in another version.
struct NeutralEdits {
    /// Elements the side added that the result leaves out.
    var additions: Set<String> = []
    /// Elements of base the side deleted that the result keeps (from the other side).
    var deletions: Set<String> = []

    /// The neutral edits of `side` (edited from `base`), where `other` is the other side.
    /// `isResave` says whether the side's changes are those of a re-save only (``isResave(_:since:)``)
    /// in an Interface Builder newer than the other side's.
    static func find(
        side: MergeDocument, other: MergeDocument, base: MergeDocument, isResave: Bool
    ) -> NeutralEdits {
        var edits = NeutralEdits()
        if isResave { edits.collectResaveRewrites(side, other, base) }
        return edits
    }

    /// Whether every change `side` made to `base` is one Interface Builder makes when it saves the
    /// document in another version: the version stamps changed; no object (element with an id)
    /// added, removed or moved; no attribute or text changed except version stamps and geometry
    /// (``AttributeClass``); elements without an id dropped or added whole.
    static func isResave(_ side: MergeDocument, since base: MergeDocument) -> Bool {
        guard let version = side.root.attribute("toolsVersion"), let original = base.root.attribute("toolsVersion"),
            version != original
        else { return false }
        for (key, element) in side.elements {
            guard let before = base.elements[key] else {
                if ElementIdentity.globalKey(of: element) != nil { return false }
                continue
            }
            guard before.parentKey == element.parentKey, before.name == element.name, before.text == element.text,
                contentAttributes(of: before) == contentAttributes(of: element)
            else { return false }
        }
        for (key, element) in base.elements where side.elements[key] == nil {
            if ElementIdentity.globalKey(of: element) != nil { return false }
        }
        return true
    }

    /// The attributes that are neither version stamps nor geometry, by name.
    private static func contentAttributes(of element: MarkupElement) -> [String: String] {
        var attributes: [String: String] = [:]
        for attribute in element.attributes
        where AttributeClass.of(attribute: attribute.name, in: element.name) == .content {
            attributes[attribute.name] = attribute.value
        }
        return attributes
    }

    /// A re-save's elements without an id, dropped or added whole under an element whose children
    /// the other side edited too: the other side's version stands there.
    private mutating func collectResaveRewrites(_ side: MergeDocument, _ other: MergeDocument, _ base: MergeDocument) {
        func otherEditedChildren(of parent: String) -> Bool {
            guard let original = base.elements[parent], let edited = other.elements[parent] else { return false }
            return original.childListDigest != edited.childListDigest
        }
        for (key, element) in side.elements where base.elements[key] == nil && other.elements[key] == nil {
            if ElementIdentity.globalKey(of: element) == nil, otherEditedChildren(of: element.parentKey) {
                additions.insert(key)
            }
        }
        for (key, element) in base.elements where side.elements[key] == nil && other.elements[key] != nil {
            if ElementIdentity.globalKey(of: element) == nil, otherEditedChildren(of: element.parentKey) {
                deletions.insert(key)
            }
        }
    }
}
