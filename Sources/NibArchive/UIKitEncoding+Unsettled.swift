import NibModel

extension UIKitEncoding {
    /// Why an attribute the corpus's UIKit documents use is not encoded: what the evidence (the
    /// pairs, UIKit's decoders as public projects describe them) leaves open. Named in the issue
    /// beside the attribute.
    static let unsettledAttributes: [String: String] = [
        "safeArea": "a safe-area layout guide: no UIKit pair has one",
        "tintColor": "no pair shows the key or its colour",
        "ambiguous": "Interface Builder's layout warning: no pair, UIKit or AppKit, has one",
        "useStoryboardIdentifierAsRestorationIdentifier":
            "no pair shows whether the restoration identifier is archived",
        "clearsContextBeforeDrawing": "only a legacy Xcode 4 pair shows its key",
        // The keys of `UINavigationItem` (`UITitle`, its bar button items) and `UITabBarItem` are
        // named alike by an open converter and UIKit's decoder, but which of them Apple's
        // compiler writes, with which defaults and integer widths, no Apple nib at hand shows.
        "navigationItem": "UINavigationItem's archive is not settled: no Apple pair holds one",
        "tabBarItem": "UITabBarItem's archive is not settled: no Apple pair holds one",
    ]

    /// Why an element the corpus's UIKit documents use as a view is not encoded.
    static let unsettledElements: [String: String] = [
        "tableViewCell":
            "a cell outside a table's prototypes: no pair shows how Xcode lays it out (its content view, separator)",
        "collectionViewCell": "no pair has a collection view or its cells",
        "collectionReusableView": "no pair has a collection view or its supplementary views",
    ]

    /// The detail of an issue about a view element not encoded: the element, and why where
    /// ``unsettledElements`` says.
    static func elementDetail(_ element: String) -> String {
        unsettledElements[element].map { "(<\(element)>: \($0))" } ?? "(<\(element)>)"
    }

    /// The detail of an issue about a connection not encoded: its kind and source, then why.
    static func connectionDetail(_ connection: NibConnection, _ reason: String) -> String {
        "(\(connection.kind.rawValue) from \(connection.source): \(reason))"
    }

    /// Why `connection` is not encoded, where the phase that met it recorded no reason of its
    /// own: by its kind, and for storyboards by what their pairs show.
    func unencodedReason(_ connection: NibConnection) -> String {
        let controllerOutlets = Self.controllerOutlets.flatMap { element, names in
            names.sorted().map { "a <\(element)>'s \($0)" }
        }.sorted().joined(separator: " and ")
        switch connection.kind {
        case .outletCollection:
            return "a UIRuntimeOutletCollectionConnection, whose keys no pair shows"
        case .outlet where document.isStoryboard:
            return
                "no storyboard pair holds an outlet but \(controllerOutlets) to its scene's controller, so where Apple's compiler lists the others is not learnt"
        case .action where document.isStoryboard:
            return "no storyboard pair holds an action, so where Apple's compiler archives one is not learnt"
        case .segue:
            let source = lookups.object(connection.source)
            if let source, Self.controllerClasses[source.element] != nil {
                return "a segue from the view controller itself (a manual segue): no pair holds one"
            }
            return "a segue from <\(source?.element ?? "object")>: only a button's, in a scene view encoded, are learnt"
        default:
            return "no pair shows how Apple's compiler archives it"
        }
    }

    /// A segue from an encoded object of a scene's view as it is encoded, or why it is not (it is
    /// when it is a `show` segue with an identifier and nothing else, from a `<button>`, to a
    /// scene's controller, in the coder 9 form).
    func sceneSegue(_ connection: NibConnection) -> EncodingDecision<SceneSegue> {
        let element = lookups.object(connection.source)?.element ?? "object"
        guard element == "button" else {
            return .refused("a segue from a <\(element)>: only a button's segues are learnt")
        }
        guard !form.isCoder10 else {
            return .refused("a segue in a document of Xcode's newer form (coder 10): no pair of that form holds one")
        }
        guard let template = Self.segueTemplates[connection.name] else {
            let learnt = Self.segueTemplates.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return .refused("a '\(connection.name)' segue: only \(learnt) segues are learnt")
        }
        guard case .string? = connection.properties["identifier"] else {
            return .refused("a segue without an identifier: no pair shows the template Apple's compiler writes for one")
        }
        let others = connection.properties.names.filter { $0 != "identifier" }
        guard others.isEmpty else { return .refused(Self.unlearntProperties(others)) }
        guard let destination = lookups.object(connection.destination),
            let destinationClass = Self.controllerClasses[destination.element]
        else {
            return .refused("to '\(connection.destination)', which is not a view controller whose nib is learnt")
        }
        return .encoded(
            SceneSegue(
                connection: connection, templateClass: template.templateClass, actionName: template.actionName,
                destinationNibName: controllerNibName(destination, className: destinationClass)))
    }
}
