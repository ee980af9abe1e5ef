import NibModel

extension UIKitEncoding {
    /// A segue a control of a scene view triggers, as the two nibs archive it: the controller's
    /// nib holds the template, the view's nib a proxy for it (the upstream placeholder) that
    /// the control's event connection performs.
    struct SceneSegue {
        /// The document's segue.
        var connection: NibConnection
        /// The template's class (`UIStoryboardShowSegueTemplate`).
        var templateClass: String
        /// The selector the template's segue presents with.
        var actionName: String
        /// The name of the destination controller's nib.
        var destinationNibName: String
        /// The name the view nib's proxy and the controller's external objects table share.
        var placeholderName: String { "UpstreamPlaceholder-\(connection.id)" }
    }

    /// The template class and presenting selector by segue `kind`. Only `show` is learnt.
    static let segueTemplates: [String: (templateClass: String, actionName: String)] = [
        "show": ("UIStoryboardShowSegueTemplate", "showViewController:sender:")
    ]

    /// The document's segues whose source is a `<button>` among the encoded objects of `nib`,
    /// in document order; each is marked encoded. A segue ``sceneSegue(_:)`` refuses stays an
    /// issue, with that reason.
    mutating func sceneSegues(in nib: UIKitNib) -> [SceneSegue] {
        var segues: [SceneSegue] = []
        let offsets = nib.indices.keys.flatMap { connectionsFrom[$0] ?? [] }.sorted()
        for connection in offsets.map({ document.connections[$0] }) where connection.kind == .segue {
            switch sceneSegue(connection) {
            case .encoded(let segue):
                encodedConnections.insert(connection.id)
                segues.append(segue)
            case .refused(let reason):
                connectionReasons[connection.id] = reason
            }
        }
        return segues
    }

    /// In the view's nib: a proxy for each segue's template (`UIProxyObject` named by its
    /// placeholder name) and the `UIRuntimeEventConnection` by which the button performs it
    /// (`perform:` on touch up inside, event mask 64). Returns the proxies, in order.
    func appendSegueTriggers(_ segues: [SceneSegue], to nib: inout UIKitNib) -> [Int] {
        var proxies: [Int] = []
        for segue in segues {
            guard let source = nib.indices[segue.connection.source] else { continue }
            let proxy = nib.proxy(segue.placeholderName)
            let event = nib.graph.addObject("UIRuntimeEventConnection")
            nib.graph.append("UIDestination", .object(proxy), to: event)
            nib.graph.append("UIEventMask", .int8(64), to: event)
            nib.graph.append("UILabel", nib.graph.string("perform:"), to: event)
            nib.graph.append("UISource", .object(source), to: event)
            nib.connections.append(event)
            proxies.append(proxy)
        }
        return proxies
    }

    /// In the controller's nib: each segue's template (`UIIdentifier`,
    /// `UIDestinationViewControllerIdentifier`, `UIActionName`), which the controller lists in
    /// `UIStoryboardSegueTemplates` and, under its placeholder name, in
    /// `UIExternalObjectsTableForViewLoading`. Returns the templates.
    func appendSegueTemplates(_ segues: [SceneSegue], to nib: inout UIKitNib) -> [Int] {
        var templates: [Int] = []
        for segue in segues {
            let template = nib.graph.addObject(segue.templateClass)
            if case .string(let identifier)? = segue.connection.properties["identifier"] {
                nib.graph.append("UIIdentifier", nib.graph.string(identifier), to: template)
            }
            nib.graph.append(
                "UIDestinationViewControllerIdentifier", nib.graph.string(segue.destinationNibName), to: template)
            nib.graph.append("UIActionName", nib.graph.string(segue.actionName), to: template)
            templates.append(template)
        }
        return templates
    }
}
