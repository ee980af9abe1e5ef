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

    /// The detail of an issue about `name` of `object`: the element, and why it is not encoded
    /// where ``unsettledAttributes`` says.
    static func unhandledDetail(_ name: String, of object: NibObject) -> String {
        unsettledAttributes[name].map { "of <\(object.element)> (\($0))" } ?? "of <\(object.element)>"
    }

    /// The detail of an issue about a connection not encoded: its kind and source, and why where
    /// it is known — an outlet collection, or an object it joins not encoded (`toUnencoded`: the
    /// object's own issue says why).
    static func connectionDetail(_ connection: NibConnection, toUnencoded: Bool = false) -> String {
        guard connection.kind == .outletCollection else {
            guard toUnencoded else { return "(\(connection.kind.rawValue) from \(connection.source))" }
            return
                "(\(connection.kind.rawValue) from \(connection.source) to \(connection.destination): an object it joins is not encoded)"
        }
        return
            "(outletCollection from \(connection.source): a UIRuntimeOutletCollectionConnection, whose keys no pair shows)"
    }
}
