import NibModel

/// The machine-readable summary of a graph that `codegen inspect --json` prints:
/// how many objects, which placeholders, and every connection with its endpoints and name.
package struct NibSummary: Sendable, Hashable {
    package struct Placeholder: Sendable, Hashable {
        package var id: String
        package var role: NibPlaceholder.Role
        package var identifier: String?

        package init(id: String, role: NibPlaceholder.Role, identifier: String?) {
            self.id = id
            self.role = role
            self.identifier = identifier
        }
    }

    package struct Connection: Sendable, Hashable, Comparable {
        package var kind: NibConnection.Kind
        package var source: String
        package var destination: String
        package var name: String

        package init(kind: NibConnection.Kind, source: String, destination: String, name: String) {
            self.kind = kind
            self.source = source
            self.destination = destination
            self.name = name
        }

        package static func < (lhs: Connection, rhs: Connection) -> Bool {
            (lhs.kind.rawValue, lhs.source, lhs.destination, lhs.name) < (
                rhs.kind.rawValue, rhs.source, rhs.destination, rhs.name
            )
        }
    }

    /// Every object the document gives an id; placeholders, connections and id-less objects are not counted.
    package var objects: Int
    /// Placeholders in document order.
    package var placeholders: [Placeholder]
    /// Connections sorted by kind, source, destination and name.
    package var connections: [Connection]

    package init(_ document: NibDocument) {
        objects = document.objects.count { !$0.isAnonymous }
        placeholders = document.placeholders.map { Placeholder(id: $0.id, role: $0.role, identifier: $0.identifier) }
        connections = document.connections.map {
            Connection(kind: $0.kind, source: $0.source, destination: $0.destination, name: $0.name)
        }.sorted()
    }

    /// `{"objects": N, "placeholders": [...], "connections": [...]}`, indented, with a final newline.
    package func json() -> String {
        var json = JSONTextWriter()
        json.beginObject()
        json.key("objects" as StaticString)
        json.int(objects)
        json.key("placeholders" as StaticString)
        ManifestWriter.list(placeholders, &json) { placeholder, json in
            json.beginObject()
            json.key("id" as StaticString)
            json.string(placeholder.id)
            json.key("role" as StaticString)
            json.string(placeholder.role.rawValue)
            json.key("identifier" as StaticString)
            if let identifier = placeholder.identifier { json.string(identifier) } else { json.null() }
            json.endObject()
        }
        json.key("connections" as StaticString)
        ManifestWriter.list(connections, &json) { connection, json in
            json.beginObject()
            json.key("kind" as StaticString)
            json.string(connection.kind.rawValue)
            json.key("source" as StaticString)
            json.string(connection.source)
            json.key("destination" as StaticString)
            json.string(connection.destination)
            json.key("name" as StaticString)
            json.string(connection.name)
            json.endObject()
        }
        json.endObject()
        return String(decoding: json.finish(), as: UTF8.self)
    }
}
