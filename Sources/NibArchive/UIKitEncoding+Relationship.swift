import NibModel

extension UIKitEncoding {
    /// The container controllers, with their UIKit class and the relationships a storyboard
    /// gives them (`<segue kind="relationship" relationship="…">`).
    static let containerControllers: [String: (className: String, relationships: Set<String>)] = [
        "navigationController": ("UINavigationController", ["rootViewController"]),
        "tabBarController": ("UITabBarController", ["viewControllers"]),
        "splitViewController": ("UISplitViewController", ["masterViewController", "detailViewController"]),
    ]

    /// Why a container controller is refused: its archive is not settled. No Apple pair holds a
    /// navigation, tab bar or split view controller. Two open xib-to-nib converters agree on the
    /// layout — a relationship's destination is archived in the container's own nib, listed in
    /// its `UIChildViewControllers` and `UIViewControllers`, with `UIParentViewController` the
    /// container — and UIKit decoders described in public read those keys; but the array
    /// classes, the keys and defaults of `UINavigationBar`, `UINavigationItem`, `UITabBar` and
    /// `UITabBarItem`, and whether the destination also keeps a nib of its own, no Apple nib at
    /// hand shows.
    mutating func refuseContainer(_ controller: NibObject) {
        guard let container = Self.containerControllers[controller.element] else { return }
        refuse(
            .objectClass, controller.customClass ?? container.className, at: controller.position,
            detail:
                "(<\(controller.element)>: the keys of its bar and items and the arrays holding its controllers are not settled: no Apple pair holds one)"
        )
    }

    /// The `relationship` segues of the document, in document order.
    var relationshipSegues: [NibConnection] {
        document.connections.filter { $0.kind == .segue && $0.name == "relationship" }
    }

    /// Each relationship segue is an issue where it is declared, naming what is wrong with it (a
    /// source that holds no relationships, a relationship its container does not have, a second
    /// root) or, for a well-formed one, that containers are not encoded. Returns the ids
    /// reported. A destination that is not a scene's controller and cycles of relationships are
    /// the converter's errors (`StoryboardStructure`): such a document never gets here.
    mutating func checkRelationships() -> Set<String> {
        let segues = relationshipSegues
        var roots: Set<String> = []
        for segue in segues {
            let relationship = text(segue, "relationship") ?? ""
            guard let source = lookups.object(segue.source),
                let container = Self.containerControllers[source.element]
            else {
                let element = lookups.object(segue.source)?.element ?? "object"
                refuse(
                    .connection, "relationship", at: segue.position,
                    detail:
                        "'\(relationship)' from <\(element)> '\(segue.source)' (only navigation, tab bar and split view controllers hold relationships)"
                )
                continue
            }
            guard container.relationships.contains(relationship) else {
                let known = container.relationships.sorted().joined(separator: ", ")
                refuse(
                    .connection, "relationship", at: segue.position,
                    detail: "'\(relationship)' of <\(source.element)> (\(container.className) has \(known))")
                continue
            }
            if relationship == "rootViewController", !roots.insert(segue.source).inserted {
                refuse(
                    .connection, "relationship", at: segue.position,
                    detail: "'rootViewController' of '\(segue.source)' (a second root)")
                continue
            }
            refuse(
                .connection, "relationship", at: segue.position,
                detail:
                    "'\(relationship)' of \(container.className) to '\(segue.destination)' (archived in the container's nib, whose keys are not settled: no Apple pair holds one)"
            )
        }
        return Set(segues.map(\.id))
    }

    /// A text property of a connection, if it has one.
    func text(_ connection: NibConnection, _ name: String) -> String? {
        if case .string(let value)? = connection.properties[name] { return value }
        return nil
    }
}
