import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A second reading of a document, with Foundation's `XMLDocument` rather than the merge's own
/// scanner, to check what `codegen diff` claims against.
struct IndependentReading {
    let root: XMLElement
    /// Every object: an element with an `id` (a scene without one: its `sceneID`) inside the
    /// document's `<objects>` or `<scenes>`, by that id (`<device id=…>` is metadata).
    let objects: [String: XMLElement]
    /// The document's lines, for checking positions.
    let lines: [Substring]

    /// The attributes that tell an element without an id apart from its siblings, in the order
    /// `codegen diff` documents for its property paths.
    static let namingAttributes = ["key", "identifier", "keyPath", "name", "reference", "property", "selector"]

    init(_ bytes: [UInt8]) throws {
        let document = try XMLDocument(data: Data(bytes), options: [.nodePreserveWhitespace])
        guard let root = document.rootElement() else { throw CocoaError(.fileReadCorruptFile) }
        self.root = root
        var objects: [String: XMLElement] = [:]
        func walk(_ element: XMLElement) {
            if let id = Self.objectID(of: element) { objects[id] = element }
            for child in element.children ?? [] { if let child = child as? XMLElement { walk(child) } }
        }
        walk(root)
        self.objects = objects
        lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }

    static func objectID(of element: XMLElement) -> String? {
        var ancestor = element
        while let parent = ancestor.parent as? XMLElement, parent.parent as? XMLElement != nil { ancestor = parent }
        guard ancestor !== element, ["objects", "scenes"].contains(ancestor.name ?? "") else { return nil }
        if let id = element.attribute(forName: "id")?.stringValue { return id }
        if element.name == "scene" { return element.attribute(forName: "sceneID")?.stringValue }
        return nil
    }

    /// The object `id`, or the root element for nil.
    func object(_ id: String?) -> XMLElement? { id.map { objects[$0] } ?? root }

    /// The element below `object` reached by `steps`: each a name, an optional naming attribute and
    /// value, and which of the matching children (those with no naming attribute when none is given).
    static func follow(
        _ steps: [(name: String, attribute: String?, value: String?, ordinal: Int)], from object: XMLElement
    )
        -> XMLElement?
    {
        var current = object
        for step in steps {
            let matching = (current.children ?? []).compactMap { $0 as? XMLElement }.filter { child in
                guard child.name == step.name, objectID(of: child) == nil else { return false }
                let naming = namingAttributes.first { child.attribute(forName: $0) != nil }
                guard naming == step.attribute else { return false }
                guard let attribute = step.attribute else { return true }
                return child.attribute(forName: attribute)?.stringValue == step.value
            }
            guard step.ordinal < matching.count else { return nil }
            current = matching[step.ordinal]
        }
        return current
    }

    /// The text of a leaf element (nil when it has element children or no text).
    static func text(of element: XMLElement) -> String? {
        guard !(element.children ?? []).contains(where: { $0 is XMLElement }) else { return nil }
        let text = element.stringValue ?? ""
        return text.allSatisfy(\.isWhitespace) ? nil : text
    }

    /// Where an object sits: its nearest ancestor that is an object (its id, or "" for the root)
    /// and the names of the elements between them.
    static func parentIdentity(of element: XMLElement) -> String {
        var names: [String] = []
        var current = element.parent as? XMLElement
        while let candidate = current {
            if let id = objectID(of: candidate) { return id + "/" + names.reversed().joined(separator: "/") }
            if candidate.parent as? XMLElement == nil { return "/" + names.reversed().joined(separator: "/") }
            names.append(candidate.name ?? "")
            current = candidate.parent as? XMLElement
        }
        return ""
    }

    /// The ids of the objects among `element`'s siblings (itself included), in document order.
    func objectSiblings(of element: XMLElement) -> [String] {
        ((element.parent as? XMLElement)?.children ?? []).compactMap { $0 as? XMLElement }.compactMap(Self.objectID)
    }

    /// Whether the document has, at 1-based `line` and `column`, the start tag of element `name`
    /// with `id` (or `sceneID`) on that line when one is given.
    func hasStartTag(_ name: String, id: String?, line: Int, column: Int) -> Bool {
        guard line >= 1, line <= lines.count else { return false }
        let text = lines[line - 1]
        guard column >= 1, column <= text.utf8.count else { return false }
        let rest = Substring(text.utf8.dropFirst(column - 1))
        guard rest.hasPrefix("<" + name + " ") || rest.hasPrefix("<" + name + ">") || rest.hasPrefix("<" + name + "/")
        else { return false }
        guard let id else { return true }
        return rest.contains(" id=\"\(id)\"") || name == "scene" && rest.contains(" sceneID=\"\(id)\"")
    }
}
