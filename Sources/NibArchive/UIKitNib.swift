/// One UIKit nib being built: its graph and the tables its root object lists. The root
/// (`NSObject`) holds `UINibTopLevelObjectsKey`, `UINibObjectsKey` and `UINibConnectionsKey`,
/// then one empty `NSArray` shared by `UINibVisibleWindowsKey`,
/// `UINibAccessibilityConfigurationsKey`, `UINibTraitStorageListsKey` and `UINibKeyValuePairsKey`.
struct UIKitNib {
    var graph = NibArchiveGraph()
    let root: Int
    /// The objects of `UINibObjectsKey`, in order.
    var objects: [Int] = []
    /// The objects of `UINibTopLevelObjectsKey`, in order.
    var topLevelObjects: [Int] = []
    /// The connections of `UINibConnectionsKey`, in order.
    var connections: [Int] = []
    /// Each encoded document object's index, by document id.
    var indices: [String: Int] = [:]

    /// The classes UIKit's nibs name fallbacks for.
    static let fallbackClassNames: [String: [String]] = [
        "UIColor": ["NSColor"], "UIFont": ["NSFont"], "_UILayoutGuide": ["UIView"],
        "_UILayoutSupportConstraint": ["NSLayoutConstraint"], "UITableViewCellContentView": ["UIView"],
    ]

    /// Whether the root lists `UINibTraitStorageListsKey` (``UIKitArchiveForm/listsTraitStorage``).
    let listsTraitStorage: Bool

    init(form: UIKitArchiveForm) {
        graph.coderVersion = form.coderVersion
        graph.fallbackClassNames = form.namesFallbackClasses ? Self.fallbackClassNames : [:]
        listsTraitStorage = form.listsTraitStorage
        root = graph.addObject("NSObject")
    }

    /// A `UIProxyObject` standing for an object the loader is given (`IBFilesOwner`,
    /// `IBFirstResponder`, `UIStoryboardPlaceholder`).
    mutating func proxy(_ identifier: String) -> Int {
        let index = graph.addObject("UIProxyObject")
        graph.append("UIProxiedObjectIdentifier", graph.string(identifier), to: index)
        return index
    }

    /// A `UIRuntimeOutletConnection` from `source` to `destination` under `label`, appended to
    /// the connections.
    mutating func outlet(from source: Int, to destination: Int, label: String) {
        let index = graph.addObject("UIRuntimeOutletConnection")
        graph.append("UIDestination", .object(destination), to: index)
        graph.append("UILabel", graph.string(label), to: index)
        graph.append("UISource", .object(source), to: index)
        connections.append(index)
    }

    /// The graph with the root's tables in place.
    mutating func finished() -> NibArchiveGraph {
        let empty = graph.array([])
        let tables: [(String, NibArchiveValue.Kind)] = [
            ("UINibTopLevelObjectsKey", graph.array(topLevelObjects.map { .object($0) })),
            ("UINibObjectsKey", graph.array(objects.map { .object($0) })),
            ("UINibConnectionsKey", graph.array(connections.map { .object($0) })),
            ("UINibVisibleWindowsKey", empty), ("UINibAccessibilityConfigurationsKey", empty),
            ("UINibTraitStorageListsKey", empty), ("UINibKeyValuePairsKey", empty),
        ]
        for (key, value) in tables where listsTraitStorage || key != "UINibTraitStorageListsKey" {
            graph.append(key, value, to: root)
        }
        return graph
    }
}
