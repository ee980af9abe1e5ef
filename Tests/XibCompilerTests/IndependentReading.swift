import Foundation
import NibManifest
import NibModel

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a modern-format xib with Foundation's XML DOM — not the converter — and derives the
/// `inspect --json` summary from first principles:
/// - objects: elements with an `id` under `<objects>`, not placeholders, not inside `<connections>`;
/// - placeholders: `<placeholder>` (role from `placeholderIdentifier`), and in macOS documents the
///   `<customObject>` children of `<objects>` with the reserved ids -2, -1, -3;
/// - connections: the children of every `<connections>` element; the source is the id of the
///   element that holds the `<connections>` element.
///
/// A storyboard is read the same way over every `<scene>`'s `<objects>`, where placeholders are
/// also `<exit>` (role `exit`) and a `<customObject sceneMemberID="firstResponder">` (the macOS
/// First Responder, no identifier); segues are connections named by their `kind`.
struct IndependentReading {
    var objects = 0
    var placeholders: [NibSummary.Placeholder] = []
    var connections: [NibSummary.Connection] = []

    init(path: String) throws {
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
        guard let root = document.rootElement() else { throw CocoaError(.fileReadCorruptFile) }
        let macOS = (root.attribute(forName: "targetRuntime")?.stringValue ?? "").hasPrefix("MacOSX")
        var objectContainers = root.elements(forName: "objects")
        for scenes in root.elements(forName: "scenes") {
            for scene in scenes.elements(forName: "scene") { objectContainers += scene.elements(forName: "objects") }
        }
        for objectsElement in objectContainers {
            for child in objectsElement.children ?? [] {
                guard let element = child as? XMLElement else { continue }
                visit(element, topLevel: true, macOS: macOS)
            }
        }
        connections.sort()
    }

    mutating func visit(_ element: XMLElement, topLevel: Bool, macOS: Bool) {
        let id = element.attribute(forName: "id")?.stringValue
        if let id, element.name == "placeholder" {
            let identifier = element.attribute(forName: "placeholderIdentifier")?.stringValue
            let role: NibPlaceholder.Role =
                identifier == "IBFilesOwner"
                ? .owner
                : identifier == "IBFirstResponder" ? .firstResponder : .external
            placeholders.append(.init(id: id, role: role, identifier: identifier))
        } else if let id, topLevel, element.name == "exit" {
            placeholders.append(.init(id: id, role: .exit, identifier: nil))
        } else if let id, topLevel, element.name == "customObject",
            element.attribute(forName: "sceneMemberID")?.stringValue == "firstResponder"
        {
            placeholders.append(.init(id: id, role: .firstResponder, identifier: nil))
        } else if let id, topLevel, macOS, element.name == "customObject", ["-1", "-2", "-3"].contains(id) {
            let role: NibPlaceholder.Role = id == "-2" ? .owner : id == "-1" ? .firstResponder : .application
            placeholders.append(.init(id: id, role: role, identifier: nil))
        } else if id != nil {
            objects += 1
        }
        for child in element.children ?? [] {
            guard let childElement = child as? XMLElement else { continue }
            if childElement.name == "connections" {
                for connection in childElement.children ?? [] {
                    guard let connectionElement = connection as? XMLElement, let source = id else { continue }
                    record(connectionElement, source: source)
                }
            } else {
                visit(childElement, topLevel: false, macOS: macOS)
            }
        }
    }

    mutating func record(_ element: XMLElement, source: String) {
        func attribute(_ name: String) -> String? { element.attribute(forName: name)?.stringValue }
        guard let kind = NibConnection.Kind(rawValue: element.name ?? "") else { return }
        let destination = attribute("destination") ?? attribute("target") ?? ""
        let name: String
        switch kind {
        case .outlet, .outletCollection: name = attribute("property") ?? ""
        case .action: name = attribute("selector") ?? ""
        case .binding: name = attribute("name") ?? ""
        case .segue: name = attribute("kind") ?? ""
        }
        connections.append(.init(kind: kind, source: source, destination: destination, name: name))
    }
}

extension IndependentReading {
    var summary: CorpusChecks.Summary {
        (objects, placeholders, connections)
    }
}
