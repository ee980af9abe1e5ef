import NibModel

/// The merge of three versions of a document over their element trees, in phases: decide where
/// every element ends up (``decidePlacement()``), find which subtrees one side has exactly
/// (``computeExactness()``), assemble the result (``build(_:)``), then check its references
/// (``danglingReferences(in:)``) and, when one names an element the merge deleted, settle it and
/// run the phases again.
struct ThreeWayMerge {
    let base: MergeDocument
    let ours: MergeDocument
    let theirs: MergeDocument
    let options: MergeOptions
    /// The name used for the document in conflicts.
    let path: String

    /// Conflicts found by the current round's phases.
    var conflicts: [MergeConflict] = []
    /// Conflicts found by the reference checks of earlier rounds.
    var referenceConflicts: [MergeConflict] = []
    /// For every element of the result, its parent's identity.
    var placement: [String: String] = [:]
    /// Elements of ours kept although theirs deleted them, because the result refers to them.
    var restored: Set<String> = []
    /// Elements only theirs has that are left out, because they refer to something ours deleted.
    var dropped: Set<String> = []
    /// Attributes (`key` NUL `name`) whose value is ours, because theirs' refers to something ours deleted.
    var keptAttributes: Set<String> = []
    /// Ours' edits the result does not take (``NeutralEdits``).
    let oursNeutral: NeutralEdits
    /// Theirs' edits the result does not take.
    let theirsNeutral: NeutralEdits
    /// Whether the result's element equals ours' (with everything inside it).
    var oursExact: [String: Bool] = [:]
    /// Whether the result's element equals theirs' (with everything inside it).
    var theirsExact: [String: Bool] = [:]

    init(base: MergeDocument, ours: MergeDocument, theirs: MergeDocument, options: MergeOptions, path: String) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.options = options
        self.path = path
        // Only the side saved by the newer Interface Builder yields its rewrites: the older one still writes them.
        let oursVersion = ours.root.attribute("toolsVersion") ?? ""
        let theirsVersion = theirs.root.attribute("toolsVersion") ?? ""
        oursNeutral = NeutralEdits.find(
            side: ours, other: theirs, base: base,
            isResave: VersionOrder.isOlder(theirsVersion, than: oursVersion) && NeutralEdits.isResave(ours, since: base)
        )
        theirsNeutral = NeutralEdits.find(
            side: theirs, other: ours, base: base,
            isResave: VersionOrder.isOlder(oursVersion, than: theirsVersion)
                && NeutralEdits.isResave(theirs, since: base))
    }

    /// The merged document's root and every conflict.
    mutating func run() -> (root: MergedNode, conflicts: [MergeConflict]) {
        var round = 0
        while true {
            conflicts = []
            decidePlacement()
            computeExactness()
            let root = build(ours.root.key)
            let dangling = danglingReferences(in: root)
            round += 1
            if dangling.isEmpty || round == 8 { return (root, conflicts + referenceConflicts) }
            settle(dangling)
        }
    }

    // MARK: Placement

    /// Where every element of ours and theirs goes: under which parent, or nowhere (deleted).
    mutating func decidePlacement() {
        placement = [:]
        decideOurs(ours.root, forced: false)
        decideTheirs(theirs.root, suppressed: false)
    }

    /// Elements ours has. One theirs deleted stays when ours changed it (a conflict) or the result
    /// refers to it, and then everything of ours inside it stays too.
    private mutating func decideOurs(_ element: MarkupElement, forced: Bool) {
        let key = element.key
        let original = base.elements[key]
        var keepsSubtree = forced
        if element === ours.root {
            placement[key] = ""
        } else if let other = theirs.elements[key] {
            placement[key] = restored.contains(key) ? element.parentKey : parent(of: key, original, element, other)
        } else if original == nil {
            guard forced || !oursNeutral.additions.contains(key) else { return }
            placement[key] = element.parentKey
        } else if forced || restored.contains(key) || theirsNeutral.deletions.contains(key) {
            placement[key] = element.parentKey
            keepsSubtree = true
        } else if let original, isUnchanged(element, since: original) {
            // Deleted by theirs, unchanged in ours.
        } else {
            conflicts.append(
                conflict(.deleteChange, key, detail: "deleted by theirs, changed by ours; ours kept"))
            placement[key] = element.parentKey
            keepsSubtree = true
        }
        for child in element.children { decideOurs(child, forced: keepsSubtree) }
    }

    /// Elements only theirs has: added by theirs (kept), or deleted by ours (a conflict when theirs
    /// changed them; reported once, for the outermost).
    private mutating func decideTheirs(_ element: MarkupElement, suppressed: Bool) {
        let key = element.key
        var suppressesChildren = suppressed
        if ours.elements[key] == nil {
            if oursNeutral.deletions.contains(key), !suppressed, placement[element.parentKey] != nil {
                placement[key] = element.parentKey
            } else if let original = base.elements[key] {
                suppressesChildren = true
                if !suppressed, !isUnchanged(element, since: original) {
                    conflicts.append(
                        conflict(.deleteChange, key, detail: "deleted by ours, changed by theirs; left deleted"))
                }
            } else if !dropped.contains(key), !theirsNeutral.additions.contains(key) {
                placement[key] = element.parentKey
            }
        }
        for child in element.children { decideTheirs(child, suppressed: suppressesChildren) }
    }

    /// Whether a side left `element` as it was, where a deletion by the other side is concerned:
    /// same parent, same content, or (unless geometry conflicts are reported) a change of layout only.
    func isUnchanged(_ element: MarkupElement, since original: MarkupElement) -> Bool {
        guard original.parentKey == element.parentKey else { return false }
        if original.digest == element.digest { return true }
        return options.geometry != .conflict && original.layoutFreeDigest == element.layoutFreeDigest
    }

    /// The parent of an element both sides have: the one a side moved it to, ours when both did.
    private mutating func parent(
        of key: String, _ original: MarkupElement?, _ mine: MarkupElement, _ other: MarkupElement
    ) -> String {
        if mine.parentKey == other.parentKey || original?.parentKey == other.parentKey { return mine.parentKey }
        if original?.parentKey == mine.parentKey { return other.parentKey }
        conflicts.append(
            conflict(
                .move, key,
                detail:
                    "moved by both sides: ours into \(describe(mine.parentKey)), theirs into \(describe(other.parentKey)); ours kept"
            ))
        return mine.parentKey
    }

    // MARK: Exactness

    /// Marks, bottom-up, the elements whose merged form is exactly ours' (or theirs'), so they are
    /// copied byte for byte.
    mutating func computeExactness() {
        oursExact = [:]
        theirsExact = [:]
        _ = markExact(ours.root, side: .ours)
        _ = markExact(theirs.root, side: .theirs)
    }

    private mutating func markExact(_ element: MarkupElement, side: MergeSide) -> Bool {
        var exact = true
        for child in element.children where !markExact(child, side: side) { exact = false }
        let key = element.key
        let other = (side == .ours ? theirs : ours).elements[key]
        let original = base.elements[key]
        if element !== (side == .ours ? ours.root : theirs.root), placement[key] != element.parentKey { exact = false }
        if exact, let other {
            let sameContent =
                other.ownDigest == element.ownDigest || (original.map { other.ownDigest == $0.ownDigest } ?? false)
            let sameChildren =
                other.childListDigest == element.childListDigest
                || (original.map { other.childListDigest == $0.childListDigest } ?? false)
            exact = sameContent && sameChildren && !keepsOthersChildren(element, other)
            if side == .theirs, exact, other.ownDigest != element.ownDigest, hasKeptAttribute(key) { exact = false }
        }
        if side == .ours { oursExact[key] = exact } else { theirsExact[key] = exact }
        return exact
    }

    /// Whether the result keeps a child of `other` under `element` that `element` itself lacks
    /// (one kept by a delete-versus-change conflict).
    private func keepsOthersChildren(_ element: MarkupElement, _ other: MarkupElement) -> Bool {
        let own = Set(element.children.lazy.map(\.key))
        return other.children.contains { placement[$0.key] == element.key && !own.contains($0.key) }
    }

    private func hasKeptAttribute(_ key: String) -> Bool {
        keptAttributes.contains { $0.hasPrefix(key + "\u{0}") }
    }

    // MARK: Assembly

    /// The merged element `key` and everything inside it.
    mutating func build(_ key: String) -> MergedNode {
        let mine = ours.elements[key]
        let other = theirs.elements[key]
        if let mine, oursExact[key] == true { return .verbatim(mine, .ours) }
        if let other, theirsExact[key] == true { return .verbatim(other, .theirs) }
        let original = base.elements[key]
        let children = mergedChildren(key, original, mine, other).map { build($0) }
        return .built(
            BuiltElement(
                key: key, name: mergedName(key, original, mine, other),
                attributes: mergedAttributes(key, original, mine, other),
                text: mergedText(key, original, mine, other),
                comments: mergedComments(original, mine, other),
                children: children))
    }

    // MARK: Describing

    /// A conflict about element `key`, placed at it (or its nearest ancestor) in ours.
    func conflict(
        _ kind: MergeConflict.Kind, _ key: String, attribute: String? = nil, ours mine: String? = nil,
        theirs other: String? = nil, detail: String = ""
    ) -> MergeConflict {
        MergeConflict(
            kind: kind, location: location(of: key), element: describe(key), attribute: attribute, ours: mine,
            theirs: other, detail: detail)
    }

    /// Where element `key` (or, when ours does not have it, its nearest ancestor ours has) starts in ours.
    func location(of key: String) -> SourceLocation {
        var current = key
        for _ in 0..<256 {
            if let element = ours.elements[current] {
                return SourceLocation(file: path, line: element.line, column: element.column)
            }
            guard let parent = (theirs.elements[current] ?? base.elements[current])?.parentKey, !parent.isEmpty
            else { break }
            current = parent
        }
        return SourceLocation(file: path, line: ours.root.line, column: ours.root.column)
    }

    /// `<view> id="x"`, `<scene> sceneID="x"`, or `<rect key="frame"> in <view> id="x"`.
    func describe(_ key: String) -> String {
        guard let element = ours.elements[key] ?? theirs.elements[key] ?? base.elements[key] else { return key }
        if ElementIdentity.globalKey(of: element) != nil {
            if let id = element.attribute("id") { return "<\(element.name)> id=\"\(id)\"" }
            if let id = element.attribute("sceneID") { return "<scene> sceneID=\"\(id)\"" }
        }
        var text = "<" + element.name
        for name in ElementIdentity.namingAttributes {
            if let value = element.attribute(name) {
                text += " \(name)=\"\(value)\""
                break
            }
        }
        text += ">"
        if !element.parentKey.isEmpty, element.parentKey != "document" { text += " in " + describe(element.parentKey) }
        return text
    }
}
