import NibModel

extension AppKitEncoding {
    /// Outlets as `NSNibOutletConnector`s between encoded objects; every other kind of
    /// connection, and any connection to an object not encoded (First Responder), is an issue.
    mutating func encodeConnections() {
        for connection in document.connections {
            guard connection.kind == .outlet, connection.properties.isEmpty else {
                refuse(.connection, connection.kind.rawValue, at: connection.position, detail: "'\(connection.name)'")
                continue
            }
            guard let source = encoded[connection.source], let destination = encoded[connection.destination] else {
                refuse(
                    .connection, "outlet", at: connection.position,
                    detail: "'\(connection.name)' to or from an object not encoded")
                continue
            }
            let index = graph.addObject("NSNibOutletConnector")
            graph.append("NSSource", .object(source), to: index)
            graph.append("NSDestination", .object(destination), to: index)
            graph.append("NSLabel", graph.string(connection.name), to: index)
            graph.append("NSChildControllerCreationSelectorName", .null, to: index)
            connectors.append(index)
            identified.append(index)
        }
    }
}
