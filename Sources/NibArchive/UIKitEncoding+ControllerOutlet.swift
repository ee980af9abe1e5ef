import NibModel

extension UIKitEncoding {
    /// The outlets to the scene's controller learnt, by the element they come from.
    static let controllerOutlets: [String: Set<String>] = ["tableView": ["dataSource", "delegate"]]

    /// Outlets from objects of the view's nib to the scene's controller, which the view's nib
    /// reaches through a proxy (`UIProxyObject` named `UpstreamPlaceholder-ID`, the controller's
    /// id; `ibtool` makes up a fresh name per build): the proxy and an outlet to it for each, in
    /// document order, each marked encoded. Nil when there are none; beside segues they stay
    /// issues (the proxies' order is not learnt).
    mutating func appendControllerOutlets(in nib: inout UIKitNib, controllerID: String, besideSegues: Bool)
        -> (proxy: Int, name: String)?
    {
        let outlets = (connectionsTo[controllerID] ?? []).map { document.connections[$0] }.filter { connection in
            guard connection.kind == .outlet, connection.properties.isEmpty,
                nib.indices[connection.source] != nil, let source = lookups.object(connection.source)
            else { return false }
            return Self.controllerOutlets[source.element]?.contains(connection.name) == true
        }
        guard !outlets.isEmpty else { return nil }
        guard !besideSegues else {
            for outlet in outlets {
                connectionReasons[outlet.id] =
                    "beside a segue of its scene: the order of their proxies for the controller is not learnt"
            }
            return nil
        }
        let name = "UpstreamPlaceholder-\(controllerID)"
        let proxy = nib.proxy(name)
        for outlet in outlets {
            guard let source = nib.indices[outlet.source] else { continue }
            nib.outlet(from: source, to: proxy, label: outlet.name)
            encodedConnections.insert(outlet.id)
        }
        return (proxy, name)
    }
}
