import NibModel

extension AppKitEncoding {
    /// Outlets as `NSNibOutletConnector`s and target-action connections as
    /// `NSNibControlConnector`s (the control as source, the target as destination, the selector
    /// as label) between encoded objects; every other kind of connection, and any connection to
    /// an object not encoded (First Responder), is an issue.
    /// Connectors follow their source objects' encoding order (a parent's before its
    /// children's), as Apple's nibs list them, whatever the order of `<connections>` elements.
    mutating func encodeConnections() {
        var order: [Int: Int] = [:]
        for (position, index) in identified.enumerated() { order[index] = position }
        /// Where a source's connectors go: its own position, or just before its anchor's.
        func place(_ source: String) -> (Int, Int) {
            guard let index = encoded[source] else { return (Int.max, 1) }
            if let anchor = connectorAnchors[index] { return (order[anchor] ?? Int.max, 0) }
            return (order[index] ?? Int.max, 1)
        }
        let connections = document.connections.enumerated().sorted { first, second in
            let a = place(first.element.source)
            let b = place(second.element.source)
            return (a.0, a.1, first.offset) < (b.0, b.1, second.offset)
        }.map(\.element)
        for connection in connections {
            guard connection.kind == .outlet || connection.kind == .action, connection.properties.isEmpty else {
                refuse(.connection, connection.kind.rawValue, at: connection.position, detail: "'\(connection.name)'")
                continue
            }
            guard let source = encoded[connection.source], let destination = encoded[connection.destination] else {
                refuse(
                    .connection, connection.kind.rawValue, at: connection.position,
                    detail: "'\(connection.name)' to or from an object not encoded")
                continue
            }
            let isOutlet = connection.kind == .outlet
            let index = graph.addObject(isOutlet ? "NSNibOutletConnector" : "NSNibControlConnector")
            graph.append("NSSource", .object(source), to: index)
            graph.append("NSDestination", .object(destination), to: index)
            graph.append("NSLabel", graph.string(connection.name), to: index)
            if isOutlet { graph.append("NSChildControllerCreationSelectorName", .null, to: index) }
            connectors.append(index)
            identified.append(index)
        }
    }
}
