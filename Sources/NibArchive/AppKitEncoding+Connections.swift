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
            if connection.kind == .binding {
                encodeBinding(connection)
                continue
            }
            guard connection.kind == .outlet || connection.kind == .action, connection.properties.isEmpty else {
                refuse(.connection, connection.kind.rawValue, at: connection.position, detail: "'\(connection.name)'")
                continue
            }
            if menuItemIDs.contains(connection.source) {
                // `test26_strings`: Apple lists a main menu's connectors in an order that is
                // neither the document's nor the items'.
                refuse(
                    .connection, connection.kind.rawValue, at: connection.position,
                    detail: "'\(connection.name)' from a menu item (Apple's order of such connectors is not learnt)")
                continue
            }
            if connection.destination == document.placeholder(role: .firstResponder)?.id {
                // Apple's nibs archive these without a destination, but list them among the
                // connectors in an order neither the document's nor the sources' (test26_strings).
                refuse(
                    .connection, connection.kind.rawValue, at: connection.position,
                    detail: "'\(connection.name)' to First Responder (Apple's order of such connectors is not learnt)")
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

    /// The version every binding connector of the corpus carries.
    static let bindingConnectorVersion: Int8 = 2

    /// A binding (`<binding>`) as an `NSNibBindingConnector`: `NSSource` the bound object,
    /// `NSDestination` the object bound to, `NSBinding` the binding's name, `NSKeyPath`, `NSLabel`
    /// (`name: keyPath`), `NSNibBindingConnectorVersion = 2` and, when the document gives
    /// options, `NSOptions` (an `NSDictionary`, name then value, in the document's order).
    /// Options that are not integers or strings, or that are not in ascending name order (the
    /// corpus does not tell whether Apple's compiler keeps the document's order or sorts), and
    /// bindings beside other connections, are refused.
    mutating func encodeBinding(_ connection: NibConnection) {
        func refuseBinding(_ detail: String) {
            refuse(
                .connection, connection.kind.rawValue, at: connection.position, detail: "'\(connection.name)' \(detail)"
            )
        }
        guard let keyPath = connection.keyPath else { return refuseBinding("(no key path)") }
        // The corpus has one binding, alone: where Apple lists a binding among other connectors
        // is not learnt.
        guard document.connections.count == 1 else {
            return refuseBinding("(beside other connections: their order in Apple's nibs is not learnt)")
        }
        let others = connection.properties.map(\.name).filter { $0 != "keyPath" && $0 != "options" }
        guard others.isEmpty else { return refuseBinding("(\(others.joined(separator: ", ")))") }
        guard let source = encoded[connection.source], let destination = encoded[connection.destination] else {
            return refuseBinding("to or from an object not encoded")
        }
        var options: NibArchiveValue.Kind?
        switch connection.properties["options"] {
        case nil:
            break
        case .dictionary(let entries)?:
            let names = entries.map(\.name)
            guard names == names.sorted() else { return refuseBinding("(options not in ascending order)") }
            var elements: [NibArchiveValue.Kind] = []
            for entry in entries {
                let value: NibArchiveValue.Kind
                switch entry.value {
                case .integer(let number):
                    let object = graph.addObject("NSNumber")
                    graph.append("NS.intval", .int64(Int64(number)), to: object)
                    value = .object(object)
                case .string(let text):
                    value = graph.string(text)
                default:
                    return refuseBinding("(option '\(entry.name)' of a type not encoded yet)")
                }
                elements += [graph.string(entry.name), value]
            }
            options = graph.array(elements, className: "NSDictionary")
        default:
            return refuseBinding("(options not a dictionary)")
        }
        let index = graph.addObject("NSNibBindingConnector")
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSSource", .object(source)), ("NSDestination", .object(destination)),
            ("NSBinding", graph.string(connection.name)), ("NSKeyPath", graph.string(keyPath)),
            ("NSLabel", graph.string("\(connection.name): \(keyPath)")),
            ("NSNibBindingConnectorVersion", .int8(Self.bindingConnectorVersion)),
        ]
        for (key, value) in values { graph.append(key, value, to: index) }
        if let options { graph.append("NSOptions", options, to: index) }
        connectors.append(index)
        identified.append(index)
    }
}
