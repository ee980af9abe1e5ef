@testable import NibMerge

/// Whether two documents are the same by object, the way the merge corpus judges a merge: objects
/// by id with the same element name, attributes and text; children with a `key` as a set; unkeyed
/// children of an object and the children of `<connections>`, `<constraints>`, `<resources>`,
/// `<dependencies>`, `<userDefinedRuntimeAttributes>` and `<mask>` as a multiset; every other
/// child list in order; whitespace-only text and header churn (`toolsVersion`, `systemVersion`,
/// `<capability>`, `<development>`, plug-in and deployment versions) ignored.
enum SemanticEquality {
    static let multisetContainers: Set<String> = [
        "connections", "constraints", "resources", "dependencies", "userDefinedRuntimeAttributes", "mask",
    ]

    /// The canonical text of a document: equal texts mean equal documents.
    static func canonical(_ bytes: [UInt8]) throws -> String {
        try canonical(MarkupScanner.scan(bytes, file: "document"))
    }

    static func canonical(_ element: MarkupElement) -> String {
        var attributes: [String] = []
        for attribute in element.attributes where !isChurn(attribute.name, in: element.name) {
            attributes.append(attribute.name + "=" + attribute.value)
        }
        var text = element.text ?? ""
        if text.allSatisfy(\.isWhitespace) { text = "" }
        var keyed: [String] = []
        var unkeyed: [String] = []
        for child in element.children where child.name != "capability" && child.name != "development" {
            if child.attribute("key") != nil {
                keyed.append(canonical(child))
            } else {
                unkeyed.append(canonical(child))
            }
        }
        let isObject = element.attribute("id") != nil || element.name == "scene"
        if isObject || multisetContainers.contains(element.name) { unkeyed.sort() }
        return "<" + element.name + " " + attributes.sorted().joined(separator: " ") + ">" + text + "["
            + keyed.sorted().joined(separator: ",") + "|" + unkeyed.joined(separator: ",") + "]"
    }

    private static func isChurn(_ attribute: String, in element: String) -> Bool {
        switch (element, attribute) {
        case ("document", "toolsVersion"), ("document", "systemVersion"), ("plugIn", "version"),
            ("deployment", "version"):
            return true
        default: return false
        }
    }

    /// The ids that occur more than once, and the references to ids that do not exist.
    static func problems(_ bytes: [UInt8]) throws -> (duplicates: [String], dangling: Set<String>) {
        let root = try MarkupScanner.scan(bytes, file: "document")
        var ids: Set<String> = []
        var duplicates: [String] = []
        var references: [String] = []
        visit(root) { element in
            for attribute in element.attributes {
                if attribute.name == "id" {
                    if !ids.insert(attribute.value).inserted { duplicates.append(attribute.value) }
                } else if ThreeWayMerge.referenceAttributes.contains(attribute.name) {
                    references.append(attribute.value)
                }
            }
        }
        return (duplicates, Set(references.filter { !ids.contains($0) }))
    }

    private static func visit(_ element: MarkupElement, _ body: (MarkupElement) -> Void) {
        body(element)
        for child in element.children { visit(child, body) }
    }

    /// The first `limit` differences between two documents by object (for reading why a merge is
    /// not equal): an object only one has, or a property (`path@attribute`, `path#text`) of an
    /// object, or an object's children, that differ.
    static func differences(_ merged: [UInt8], _ resolved: [UInt8], limit: Int = 4) throws -> [String] {
        let (mine, theirs) = try (
            objects(MarkupScanner.scan(merged, file: "merged")), objects(MarkupScanner.scan(resolved, file: "resolved"))
        )
        var lines: [String] = []
        for key in Set(mine.keys).union(theirs.keys).sorted() where lines.count < limit {
            guard let left = mine[key], let right = theirs[key] else {
                lines.append("\(key): only in the \(mine[key] == nil ? "resolution" : "merge")")
                continue
            }
            for property in Set(left.keys).union(right.keys).sorted() where left[property] != right[property] {
                lines.append(
                    "\(key) \(property): merged \(left[property] ?? "(none)"), resolved \(right[property] ?? "(none)")")
                if lines.count == limit { break }
            }
        }
        return lines
    }

    /// Every object (by id, `document` for the root) and its properties: attributes and text of the
    /// object and of the elements below it up to the next objects, and the ids of those objects
    /// (in order, or sorted in a multiset container).
    private static func objects(_ root: MarkupElement) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        func walk(_ element: MarkupElement, owner: String, path: String, inMultiset: Bool) {
            var owner = owner
            var path = path
            if let id = element.attribute("id") ?? (element.name == "scene" ? element.attribute("sceneID") : nil) {
                let list = path + "/children"
                let ids = (result[owner]?[list].map { $0.split(separator: " ").map(String.init) } ?? []) + [id]
                result[owner, default: [:]][list] = (inMultiset ? ids.sorted() : ids).joined(separator: " ")
                owner = id
                path = element.name
            }
            for attribute in element.attributes where !isChurn(attribute.name, in: element.name) {
                result[owner, default: [:]][path + "@" + attribute.name] = attribute.value
            }
            if let text = element.text, !text.allSatisfy(\.isWhitespace) {
                result[owner, default: [:]][path + "#text"] = text
            }
            let multiset = multisetContainers.contains(element.name)
            var seen: [String: Int] = [:]
            for child in element.children where child.name != "capability" && child.name != "development" {
                let name = child.name + (child.attribute("key").map { "[\($0)]" } ?? "")
                let ordinal = multiset && child.attribute("id") != nil ? 0 : seen[name, default: 0]
                seen[name] = ordinal + 1
                walk(
                    child, owner: owner, path: path + "/" + name + (ordinal == 0 ? "" : "#\(ordinal)"),
                    inMultiset: multiset)
            }
        }
        walk(root, owner: "document", path: "document", inMultiset: false)
        return result
    }
}
