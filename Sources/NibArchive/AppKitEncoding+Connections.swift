import NibModel

extension AppKitEncoding {
    /// Outlets as `NSNibOutletConnector`s and target-action connections as
    /// `NSNibControlConnector`s (the control as source, the target as destination, the selector
    /// as label) between encoded objects; an action to First Responder has no destination. Every
    /// other kind of connection, and any connection to or from an object not encoded, is an issue.
    /// Connectors are listed outlets first, then actions (``connectorRank(_:)``), each in the
    /// order of their sources' ids (``precedes(_:_:)``), a source's own in document order.
    mutating func encodeConnections() {
        let firstResponder = document.placeholder(role: .firstResponder)?.id
        // No pair has connectors from two placeholders (File's Owner `-2`, Application `-3`):
        // their order is not learnt.
        let placeholderSources = Set(document.connections.map(\.source).filter { (Int($0) ?? 0) < 0 })
        if placeholderSources.count > 1,
            let later = document.connections.last(where: { placeholderSources.contains($0.source) })
        {
            refuse(
                .connection, later.kind.rawValue, at: later.position,
                detail:
                    "'\(later.name)' (connectors from \(placeholderSources.count) placeholders, whose order is not learnt)"
            )
        }
        for connection in Self.connectorOrder(document.connections) {
            if connection.kind == .binding {
                encodeBinding(connection)
                continue
            }
            guard connection.kind == .outlet || connection.kind == .action else {
                refuse(
                    .connection, connection.kind.rawValue, at: connection.position,
                    detail: "'\(connection.name)' (no pair holds a connection of this kind)")
                continue
            }
            guard connection.properties.isEmpty else {
                let names = connection.properties.names.map { "'\($0)'" }.joined(separator: ", ")
                refuse(
                    .connection, connection.kind.rawValue, at: connection.position,
                    detail: "'\(connection.name)' with \(names) (no pair shows it archived)")
                continue
            }
            let isOutlet = connection.kind == .outlet
            if isOutlet, connection.destination == firstResponder {
                refuse(
                    .connection, connection.kind.rawValue, at: connection.position,
                    detail: "'\(connection.name)' to First Responder (no pair holds an outlet to it)")
                continue
            }
            let toFirstResponder = connection.destination == firstResponder
            guard let source = encoded[connection.source],
                toFirstResponder || encoded[connection.destination] != nil
            else {
                refuse(
                    .connection, connection.kind.rawValue, at: connection.position,
                    detail: "'\(connection.name)' to or from an object not encoded")
                continue
            }
            let index = graph.addObject(isOutlet ? "NSNibOutletConnector" : "NSNibControlConnector")
            graph.append("NSSource", .object(source), to: index)
            if let destination = encoded[connection.destination] {
                graph.append("NSDestination", .object(destination), to: index)
            }
            graph.append("NSLabel", graph.string(connection.name), to: index)
            if isOutlet { graph.append("NSChildControllerCreationSelectorName", .null, to: index) }
            connectors.append(index)
            identified.append(index)
        }
    }

    /// Connections in the order Apple lists their connectors: by kind (``connectorRank(_:)``),
    /// then by source (``precedes(_:_:)``), then in document order.
    static func connectorOrder(_ connections: [NibConnection]) -> [NibConnection] {
        connections.enumerated().sorted { first, second in
            let kinds = (connectorRank(first.element.kind), connectorRank(second.element.kind))
            if kinds.0 != kinds.1 { return kinds.0 < kinds.1 }
            if first.element.source != second.element.source {
                return precedes(first.element.source, second.element.source)
            }
            return first.offset < second.offset
        }.map(\.element)
    }

    /// Where a connection's kind puts its connector: outlets, then actions, then the rest
    /// (`transmission_MainMenu`, whose 155 connectors Apple lists so: every outlet, then every
    /// action by its source's id, then its binding).
    static func connectorRank(_ kind: NibConnection.Kind) -> Int {
        switch kind {
        case .outlet: return 0
        case .action: return 1
        default: return 2
        }
    }

    /// The order of connectors' sources in Apple's nibs, within one kind: by their document ids,
    /// integers first and by value (`test3`: window `5` before button `10`; `blocklist_big`:
    /// File's Owner `-2` before `7`; `transmission_MainMenu`: its actions from `58` to `3448`,
    /// and its outlets from `3091` before those from `0FS-PW-dzb`), the others byte by byte
    /// (`test26_strings`: its 87 menu items' actions by the items' ids, `1UK-8n-QPP` before
    /// `1tx-W0-xDw`; `toolbar_button_item`: the toolbar `TB1-bb-bbb` before its window
    /// `W1-aa-aaa`). Every pair with connectors from several sources agrees.
    static func precedes(_ first: String, _ second: String) -> Bool {
        switch (Int(first), Int(second)) {
        case (let a?, let b?): return a < b
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return Array(first.utf8).lexicographicallyPrecedes(Array(second.utf8))
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
