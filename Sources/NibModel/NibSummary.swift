/// The machine-readable summary of a graph that `codegen inspect --json` prints:
/// how many objects, which placeholders, and every connection with its endpoints and name.
public struct NibSummary: Sendable, Hashable {
    public struct Placeholder: Sendable, Hashable {
        public var id: String
        public var role: NibPlaceholder.Role
        public var identifier: String?

        public init(id: String, role: NibPlaceholder.Role, identifier: String?) {
            self.id = id
            self.role = role
            self.identifier = identifier
        }
    }

    public struct Connection: Sendable, Hashable, Comparable {
        public var kind: NibConnection.Kind
        public var source: String
        public var destination: String
        public var name: String

        public init(kind: NibConnection.Kind, source: String, destination: String, name: String) {
            self.kind = kind
            self.source = source
            self.destination = destination
            self.name = name
        }

        public static func < (lhs: Connection, rhs: Connection) -> Bool {
            (lhs.kind.rawValue, lhs.source, lhs.destination, lhs.name) < (rhs.kind.rawValue, rhs.source, rhs.destination, rhs.name)
        }
    }

    /// Every object the document gives an id; placeholders, connections and id-less objects are not counted.
    public var objects: Int
    /// Placeholders in document order.
    public var placeholders: [Placeholder]
    /// Connections sorted by kind, source, destination and name.
    public var connections: [Connection]

    public init(_ document: NibDocument) {
        objects = document.objects.count { !$0.isAnonymous }
        placeholders = document.placeholders.map { Placeholder(id: $0.id, role: $0.role, identifier: $0.identifier) }
        connections = document.connections.map {
            Connection(kind: $0.kind, source: $0.source, destination: $0.destination, name: $0.name)
        }.sorted()
    }

    /// `{"objects": N, "placeholders": [...], "connections": [...]}`, indented, with a final newline.
    public func json() -> String {
        let root = JSON.object()
        JSON.set(root, "objects", JSON.int(objects))
        JSON.set(root, "placeholders", ManifestWriter.list(placeholders) { placeholder in
            let object = JSON.object()
            JSON.set(object, "id", JSON.string(placeholder.id))
            JSON.set(object, "role", JSON.string(placeholder.role.rawValue))
            JSON.set(object, "identifier", placeholder.identifier.map(JSON.string))
            return object
        })
        JSON.set(root, "connections", ManifestWriter.list(connections) { connection in
            let object = JSON.object()
            JSON.set(object, "kind", JSON.string(connection.kind.rawValue))
            JSON.set(object, "source", JSON.string(connection.source))
            JSON.set(object, "destination", JSON.string(connection.destination))
            JSON.set(object, "name", JSON.string(connection.name))
            return object
        })
        return String(decoding: JSONBuilder(root: root).serialized(), as: UTF8.self)
    }
}
