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
}
