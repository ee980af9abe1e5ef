import NibModel

/// What changed between two versions of an Interface Builder document, by object: objects added,
/// removed, moved to another parent or reordered among their siblings, and each property that
/// changed, connections and segues included (they are objects with ids too).
///
/// Objects are matched the way ``NibMerger`` matches them (``ElementIdentity``): by `id`, a scene by
/// its `sceneID`, wherever it sits. A property is an attribute or the text of the object's element
/// or of an element below it up to the next object (`<rect key="frame">`, `<color key=…>`), or the
/// presence of such an element.
///
/// ```swift
/// let diff = try NibDiff(old: .init(bytes: old, file: "a/Main.storyboard"), new: .init(bytes: new, file: "b/Main.storyboard"))
/// for change in diff.changes { print(NibDiffFormat.line(change)) }
/// ```
public struct NibDiff: Sendable {
    /// Element names of connections and segues: listed as such, with where they point.
    public static let connectionElements: Set<String> = [
        "outlet", "outletCollection", "action", "segue", "binding", "relationship",
    ]

    /// Every change: the removed objects in the old version's order, then the rest in the new one's.
    public private(set) var changes: [NibChange] = []

    /// Compares two versions. A missing version (nil: the document was added or deleted) counts as
    /// a document with no objects. Throws for an input that is not a modern Interface Builder
    /// document (``MergeError/legacyArchive(file:)`` for a legacy `<archive>`), is not well-formed,
    /// or repeats an id.
    public init(old: NibMerger.Input?, new: NibMerger.Input?) throws(MergeError) {
        let scannedBefore = try old.map { input throws(MergeError) in
            try MergeDocument.Scanned(bytes: input.bytes, file: input.file)
        }
        let scannedAfter = try new.map { input throws(MergeError) in
            try MergeDocument.Scanned(bytes: input.bytes, file: input.file)
        }
        // The new version's elements without ids are lined up with the old version's.
        let before = try scannedBefore.map { scanned throws(MergeError) in
            try MergeDocument(scanned, aligningTo: nil)
        }
        let after = try scannedAfter.map { scanned throws(MergeError) in
            try MergeDocument(scanned, aligningTo: before)
        }
        var comparison = Comparison(old: before, new: after)
        comparison.run()
        changes = comparison.changes
    }
}

/// The comparison of two read versions, in phases: removals, the objects reordered among their
/// siblings, then additions, moves, reorders and property changes in the new version's order.
private struct Comparison {
    let old: MergeDocument?
    let new: MergeDocument?
    var changes: [NibChange] = []
    /// The objects listed as reordered, by key: their places in the old and the new version.
    private var reordered: [String: (old: String, new: String)] = [:]

    init(old: MergeDocument?, new: MergeDocument?) {
        self.old = old
        self.new = new
    }

    mutating func run() {
        if let old { removals(old.root) }
        if let new {
            reorders(new.root)
            visit(new.root)
        }
    }

    /// The objects of each element that both versions hold there, in another order: those outside
    /// the longest run of them that both versions order alike, with their places among the
    /// element's objects in each version. Elements whose children are a set, as the merge treats
    /// them (``ThreeWayMerge/setContainers``: connections, constraints, scenes, …), have no order.
    private mutating func reorders(_ element: MarkupElement) {
        if !ThreeWayMerge.setContainers.contains(element.name), let before = old?.elements[element.key] {
            let oldObjects = before.children.filter(ElementIdentity.isObject)
            let newObjects = element.children.filter(ElementIdentity.isObject)
            let oldPlaces = Dictionary(oldObjects.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { a, _ in a })
            let shared = newObjects.enumerated().compactMap { place, child in
                oldPlaces[child.key].map { (key: child.key, old: $0, new: place) }
            }
            let kept = Set(Self.longestIncreasingRun(shared.map(\.old)))
            for (index, entry) in shared.enumerated() where !kept.contains(index) {
                reordered[entry.key] = (
                    "position \(entry.old + 1) of \(oldObjects.count)",
                    "position \(entry.new + 1) of \(newObjects.count)"
                )
            }
        }
        for child in element.children { reorders(child) }
    }

    /// The indexes of a longest strictly increasing run (not necessarily contiguous) of `values`.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        // Patience sorting: `ends[k]` is the index of the smallest value ending a run of k + 1.
        var ends: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = ends.count
            while low < high {
                let middle = (low + high) / 2
                if values[ends[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = ends[low - 1] }
            if low == ends.count { ends.append(index) } else { ends[low] = index }
        }
        var run: [Int] = []
        var current = ends.last ?? -1
        while current >= 0 {
            run.append(current)
            current = previous[current]
        }
        return run.reversed()
    }

    /// The outermost objects only the old version has.
    private mutating func removals(_ element: MarkupElement) {
        if ElementIdentity.isObject(element), new?.elements[element.key] == nil, let old {
            changes.append(
                NibChange(
                    kind: .removed, object: Self.summary(element, in: old), location: old.location(of: element),
                    contained: Self.objectIDs(inside: element, absentFrom: new)))
            return
        }
        for child in element.children { removals(child) }
    }

    /// Each object of the new version: added (the outermost only: what is inside it and new is
    /// counted with it), or moved and changed (an object moved into an added one too).
    private mutating func visit(_ element: MarkupElement, insideAdded: Bool = false) {
        guard let new else { return }
        var childrenInsideAdded = insideAdded
        if ElementIdentity.isObject(element) {
            let summary = Self.summary(element, in: new)
            let location = new.location(of: element)
            if let old, let before = old.elements[element.key] {
                childrenInsideAdded = false
                if before.parentKey != element.parentKey {
                    changes.append(
                        NibChange(
                            kind: .moved, object: summary, location: location, old: old.describeParent(of: before),
                            new: new.describeParent(of: element)))
                } else if let places = reordered[element.key] {
                    changes.append(
                        NibChange(
                            kind: .reordered, object: summary, location: location, old: places.old, new: places.new))
                }
                propertyChanges(before, element, summary: summary, location: location)
            } else {
                childrenInsideAdded = true
                if !insideAdded {
                    changes.append(
                        NibChange(
                            kind: .added, object: summary, location: location,
                            contained: Self.objectIDs(inside: element, absentFrom: old)))
                }
            }
        }
        for child in element.children { visit(child, insideAdded: childrenInsideAdded) }
    }

    /// The properties of one object that differ: values, and elements below it that one version lacks.
    private mutating func propertyChanges(
        _ before: MarkupElement, _ after: MarkupElement, summary: NibObjectSummary, location: SourceLocation
    ) {
        guard let old, let new else { return }
        let oldProperties = ObjectProperties(of: before)
        let newProperties = ObjectProperties(of: after)
        var added: [String] = []
        for entry in newProperties.entries where !Self.isInside(entry, added) {
            if entry.path.part == .element, !entry.elementID.isEmpty {
                guard old.elements[before.key + entry.elementID] == nil else { continue }
                added.append(entry.elementID)
            } else if oldProperties[entry.id]?.value == entry.value {
                continue
            }
            changes.append(
                NibChange(
                    kind: .changed, object: summary, location: location, property: entry.path,
                    old: oldProperties[entry.id]?.value, new: entry.value))
        }
        var removed: [String] = []
        for entry in oldProperties.entries where newProperties[entry.id] == nil && !Self.isInside(entry, removed) {
            if entry.path.part == .element, !entry.elementID.isEmpty {
                guard new.elements[after.key + entry.elementID] == nil else { continue }
                removed.append(entry.elementID)
            }
            changes.append(
                NibChange(kind: .changed, object: summary, location: location, property: entry.path, old: entry.value))
        }
    }

    /// Whether `entry` lies in (or is a part of) one of the elements `absent`, already reported whole.
    private static func isInside(_ entry: ObjectProperties.Entry, _ absent: [String]) -> Bool {
        absent.contains {
            entry.elementID.hasPrefix($0 + "/") || (entry.elementID == $0 && entry.path.part != .element)
        }
    }

    /// The ids of the objects inside `element` (not counting itself) that `other` lacks: added or
    /// removed with it (one `other` has was moved out, and is listed as moved).
    static func objectIDs(inside element: MarkupElement, absentFrom other: MergeDocument?) -> [String] {
        var ids: [String] = []
        func walk(_ element: MarkupElement) {
            for child in element.children {
                if let key = ElementIdentity.globalKey(of: child), other?.elements[key] == nil,
                    let id = child.attribute("id") ?? child.attribute("sceneID")
                {
                    ids.append(id)
                }
                walk(child)
            }
        }
        walk(element)
        return ids
    }

    /// An object as a change shows it.
    static func summary(_ element: MarkupElement, in document: MergeDocument) -> NibObjectSummary {
        document.summary(of: element)
    }
}

extension MergeDocument {
    /// Attributes that say what an object is to a person, in the order they are looked for.
    static let labelAttributes = [
        "userLabel", "title", "text", "placeholder", "property", "selector", "storyboardIdentifier", "identifier",
        "keyPath", "name", "kind", "image", "firstAttribute",
    ]

    /// Where `element` starts.
    func location(of element: MarkupElement) -> SourceLocation {
        SourceLocation(file: file, line: element.line, column: element.column)
    }

    /// An object's element, class, label and id.
    func summary(of element: MarkupElement) -> NibObjectSummary {
        let id = element.attribute("id") ?? (element.name == "scene" ? element.attribute("sceneID") : nil)
        let isConnection = NibDiff.connectionElements.contains(element.name)
        return NibObjectSummary(
            elementName: element.name, className: element.attribute("customClass") ?? element.name,
            label: label(of: element), id: id,
            destination: isConnection ? element.attribute("destination") ?? element.attribute("target") : nil)
    }

    /// What a person recognises the object by: a label attribute, the text or title below it, or
    /// (for a scene) the comment Interface Builder writes before it.
    func label(of element: MarkupElement) -> String? {
        for name in Self.labelAttributes {
            if let value = element.attribute(name), !value.isEmpty { return value }
        }
        for child in element.children where child.name == "string" {
            if let key = child.attribute("key"), key == "text" || key == "title", let text = child.text,
                !text.isEmpty
            {
                return text
            }
        }
        if element.name == "scene", let comment = element.leadingComments.last {
            let text = String(decoding: bytes[comment], as: UTF8.self)
            return String(text.dropFirst(4).dropLast(3)).trimmingSpaces
        }
        return nil
    }

    /// `subviews of view [abc]`: the element an object sits in, named by the object that holds it.
    func describeParent(of element: MarkupElement) -> String {
        var container: [String] = []
        var current = elements[element.parentKey]
        while let candidate = current, !ElementIdentity.isObject(candidate) {
            container.insert(candidate.name, at: 0)
            current = elements[candidate.parentKey]
        }
        let holder = current.map { summary(of: $0).description } ?? "document"
        return container.isEmpty ? holder : container.joined(separator: ".") + " of " + holder
    }
}

extension String {
    /// The string without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
