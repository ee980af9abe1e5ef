import NibModel

extension UIKitEncoding {
    /// `UIEventMask` by an action's `eventType`. Only touch up inside is learnt.
    /// File's Owner and First Responder as the nib's first two proxies (returned in that order),
    /// each of the document's placeholders given its proxy; another placeholder, or a placeholder
    /// attribute outside its set in `designTime` (one set per placeholder, in document order), is
    /// an issue. A placeholder's class is the loader's business: only its proxy is archived.
    mutating func encodeProxies(in nib: inout UIKitNib, designTime: [Set<String>]) -> [Int] {
        let owner = nib.proxy("IBFilesOwner")
        let firstResponder = nib.proxy("IBFirstResponder")
        for (placeholder, designTime) in zip(document.placeholders, designTime) {
            switch placeholder.role {
            case .owner: nib.indices[placeholder.id] = owner
            case .firstResponder: nib.indices[placeholder.id] = firstResponder
            default:
                refuse(
                    .objectClass, placeholder.className, at: placeholder.position, detail: "(<\(placeholder.element)>)")
            }
            for entry in placeholder.properties where !designTime.contains(entry.name) {
                refuse(.attribute, entry.name, at: placeholder.position, detail: "of <\(placeholder.element)>")
            }
        }
        return [owner, firstResponder]
    }

    static let eventMasks: [String: Int] = ["touchUpInside": 64]

    /// The event mask of an action between encoded objects, or why it is not encoded (it is when
    /// it has an `eventType` whose mask is learnt and nothing else, outside legacy archives).
    func actionEncoding(_ connection: NibConnection) -> EncodingDecision<Int> {
        guard !form.isLegacyArchive else { return .refused("no legacy archive pair holds an action") }
        let others = connection.properties.names.filter { $0 != "eventType" }
        guard others.isEmpty else { return .refused(Self.unlearntProperties(others)) }
        guard case .string(let event)? = connection.properties["eventType"] else {
            return .refused("an action without an eventType: no pair shows its event mask")
        }
        guard let mask = Self.eventMasks[event] else {
            let learnt = Self.eventMasks.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }
            return .refused("the event '\(event)': only the masks of \(learnt.joined(separator: ", ")) are learnt")
        }
        return .encoded(mask)
    }

    /// The reason for a connection with attributes no pair shows archived.
    static func unlearntProperties(_ names: [String]) -> String {
        "with \(names.map { "'\($0)'" }.joined(separator: ", ")): no pair shows it archived"
    }

    /// A UIKit `.xib` document as the one nib Xcode compiles it to: File's Owner and First
    /// Responder as proxies (the objects table and the top-level objects list them first), then
    /// each top-level view and what is below it, and the document's outlets and actions in
    /// document order. Nil, with issues, when anything is not encoded.
    mutating func runXib() -> NibArchiveGraph? {
        guard checkDocument() else { return nil }
        if form.isLegacyArchive { return runLegacyXib() }
        var nib = UIKitNib(form: form)
        let proxies = encodeProxies(
            in: &nib,
            designTime: document.placeholders.map {
                designTimeProperties($0.properties, customModule: $0.customModule)
            })
        return finishXib(&nib, proxies: proxies)
    }

    /// The rest of a `.xib` document's nib after its `proxies`: each top-level view and what is
    /// below it (the objects table lists the proxies, then each view and what is below it; the
    /// top-level list the proxies and the views), in the document's form (a legacy archive's
    /// views by ``encodeLegacyView(_:in:listed:isTopLevel:)``), then the outlets and actions.
    mutating func finishXib(_ nib: inout UIKitNib, proxies: [Int]) -> NibArchiveGraph? {
        var objects = proxies
        var topLevel = proxies
        for id in document.topLevelObjects {
            guard let object = lookups.object(id) else { continue }
            var listed: [Int] = []
            let encoded =
                form.isLegacyArchive
                ? encodeLegacyView(object, in: &nib, listed: &listed, isTopLevel: true)
                : encodeView(object, in: &nib, guides: [], listed: &listed)
            guard let index = encoded else { continue }
            topLevel.append(index)
            objects += listed
        }
        appendXibConnections(to: &nib)
        nib.objects = objects
        nib.topLevelObjects = topLevel
        return nib.finished()
    }

    /// The document's outlets (`UIRuntimeOutletConnection`) and actions
    /// (`UIRuntimeEventConnection`: the selector, the control's event mask) between encoded
    /// objects, in document order; anything else is left to ``checkConnections()``.
    mutating func appendXibConnections(to nib: inout UIKitNib) {
        let connections = document.connections.enumerated().sorted {
            $0.element.position != $1.element.position
                ? $0.element.position < $1.element.position : $0.offset < $1.offset
        }.map(\.element)
        for connection in connections {
            guard let source = nib.indices[connection.source], let destination = nib.indices[connection.destination]
            else {
                // An outlet collection is refused for its kind, whatever it joins.
                if connection.kind != .outletCollection {
                    let other = nib.indices[connection.source] == nil ? connection.source : connection.destination
                    connectionReasons[connection.id] = "it joins '\(other)', an object not encoded"
                }
                continue
            }
            switch connection.kind {
            case .outlet where connection.properties.isEmpty:
                nib.outlet(from: source, to: destination, label: connection.name)
            case .outlet:
                connectionReasons[connection.id] = Self.unlearntProperties(connection.properties.names)
                continue
            case .action:
                let mask: Int
                switch actionEncoding(connection) {
                case .encoded(let learnt): mask = learnt
                case .refused(let reason):
                    connectionReasons[connection.id] = reason
                    continue
                }
                let index = nib.graph.addObject("UIRuntimeEventConnection")
                nib.graph.append("UIDestination", .object(destination), to: index)
                nib.graph.append("UIEventMask", NibArchiveGraph.narrowest(mask), to: index)
                nib.graph.append("UILabel", nib.graph.string(connection.name), to: index)
                nib.graph.append("UISource", .object(source), to: index)
                nib.connections.append(index)
            default:
                continue
            }
            encodedConnections.insert(connection.id)
        }
        checkConnections()
    }
}
