import Foundation
import NibManifest
import NibModel

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a legacy archive xib with Foundation's XML DOM — not the converter — and derives the
/// `inspect --json` summary from the archive's own records:
/// - objects: the `IBObjectRecord`s of `IBDocument.Objects`, less the document's root record
///   (id 0) and the placeholders;
/// - placeholders: Cocoa's records -2 (File's Owner), -1 (First Responder), -3 (Application) of
///   `NSCustomObject`s; Cocoa Touch's `IBProxyObject`s by `IBProxiedObjectIdentifier`;
/// - connections: the `IBConnectionRecord`s, each end named by its object's record id; a Cocoa
///   action's archived `destination` is the sending control, a binding is named by `NSBinding`.
struct ArchiveIndependentReading {
    var objects = 0
    var placeholders: [NibSummary.Placeholder] = []
    var connections: [NibSummary.Connection] = []

    init(path: String) throws {
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
        guard let root = document.rootElement(), let data = root.elements(forName: "data").first else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let cocoa = root.attribute(forName: "type")?.stringValue == "com.apple.InterfaceBuilder3.Cocoa.XIB"
        var byArchiveID: [String: XMLElement] = [:]
        Self.collectIDs(root, into: &byArchiveID)
        func keyed(_ element: XMLElement, _ key: String) -> XMLElement? {
            (element.children ?? []).compactMap { $0 as? XMLElement }.first {
                $0.attribute(forName: "key")?.stringValue == key
            }
        }
        func resolve(_ element: XMLElement?) -> XMLElement? {
            guard let element else { return nil }
            if element.name == "reference" {
                return element.attribute(forName: "ref")?.stringValue.flatMap { byArchiveID[$0] }
            }
            return element.name == "nil" ? nil : element
        }
        func items(_ element: XMLElement?) -> [XMLElement] {
            (element?.children ?? []).compactMap { $0 as? XMLElement }.filter { $0.attribute(forName: "key") == nil }
                .compactMap(resolve)
        }
        func text(_ element: XMLElement?) -> String? {
            guard let element = resolve(element) else { return nil }
            if let bytes = keyed(element, "NS.bytes") { return bytes.stringValue }
            return element.attribute(forName: "value")?.stringValue ?? element.stringValue
        }

        guard let container = keyed(data, "IBDocument.Objects") else { throw CocoaError(.fileReadCorruptFile) }
        let recordSet = resolve(keyed(container, "objectRecords"))
        let recordList = recordSet.flatMap { keyed($0, "orderedObjects") }.flatMap(resolve) ?? recordSet
        var recordIDByObject: [ObjectIdentifier: String] = [:]
        for record in items(recordList) {
            guard let id = text(keyed(record, "objectID") ?? keyed(record, "id")),
                let object = resolve(keyed(record, "object"))
            else { continue }
            recordIDByObject[ObjectIdentifier(object)] = id
            if id == "0" { continue }
            let objectClass = object.attribute(forName: "class")?.stringValue
            let parentID = resolve(keyed(record, "parent")).flatMap { recordIDByObject[ObjectIdentifier($0)] }
            if objectClass == "IBProxyObject" {
                let identifier = text(keyed(object, "IBProxiedObjectIdentifier"))
                let role: NibPlaceholder.Role =
                    identifier == "IBFilesOwner"
                    ? .owner
                    : identifier == "IBFirstResponder" ? .firstResponder : .external
                placeholders.append(.init(id: id, role: role, identifier: identifier))
            } else if cocoa, objectClass == "NSCustomObject", parentID == "0" || parentID == nil,
                let role: NibPlaceholder.Role = ["-2": .owner, "-1": .firstResponder, "-3": .application][id]
            {
                placeholders.append(.init(id: id, role: role, identifier: nil))
            } else {
                objects += 1
            }
        }
        for record in items(resolve(keyed(container, "connectionRecords"))) {
            guard let connection = resolve(keyed(record, "connection")),
                let source = resolve(keyed(connection, "source")).flatMap({ recordIDByObject[ObjectIdentifier($0)] }),
                let destination = resolve(keyed(connection, "destination")).flatMap({
                    recordIDByObject[ObjectIdentifier($0)]
                })
            else { continue }
            let label = text(keyed(connection, "label")) ?? ""
            switch connection.attribute(forName: "class")?.stringValue {
            case "IBOutletConnection", "IBCocoaTouchOutletConnection":
                connections.append(.init(kind: .outlet, source: source, destination: destination, name: label))
            case "IBActionConnection":
                connections.append(.init(kind: .action, source: destination, destination: source, name: label))
            case "IBCocoaTouchEventConnection":
                connections.append(.init(kind: .action, source: source, destination: destination, name: label))
            case "IBBindingConnection":
                let binding = resolve(keyed(connection, "connector")).flatMap { text(keyed($0, "NSBinding")) }
                connections.append(
                    .init(kind: .binding, source: source, destination: destination, name: binding ?? label))
            default:
                continue
            }
        }
        connections.sort()
    }

    static func collectIDs(_ element: XMLElement, into map: inout [String: XMLElement]) {
        if element.name != "reference", let id = element.attribute(forName: "id")?.stringValue { map[id] = element }
        for child in element.children ?? [] {
            if let child = child as? XMLElement { collectIDs(child, into: &map) }
        }
    }
}

extension ArchiveIndependentReading {
    var summary: CorpusChecks.Summary {
        (objects, placeholders, connections)
    }
}
