/// What an object the loader creates and a placeholder the caller supplies have in common: the
/// id connections name it by, its class, its recorded values and where the document declares it.
///
/// ``NibDocument`` keeps the two apart (``NibDocument/objects``, ``NibDocument/placeholders``)
/// because the loader treats them differently; code that only needs a connection's endpoints or a
/// graph member's class reads both through this protocol (``NibDocument/nodes``) instead of
/// merging the lists again.
public protocol NibGraphNode: Sendable {
    var id: String { get }
    /// The element name in the document (`button`, `placeholder`, `customObject`, …).
    var element: String { get }
    /// The toolkit class the element stands for on the document's platform.
    var className: String { get }
    var customClass: String? { get }
    var customModule: String? { get }
    var userLabel: String? { get }
    var properties: NibProperties { get }
    /// User-defined runtime attributes, applied by key path once the graph exists.
    var runtimeAttributes: [NibRuntimeAttribute] { get }
    var position: SourcePosition { get }
    /// The placeholder's role; nil for an object the loader creates.
    var placeholderRole: NibPlaceholder.Role? { get }
}

extension NibGraphNode {
    /// The class the graph holds: the custom class when there is one, else the standard class.
    public var effectiveClassName: String { customClass ?? className }
}

extension NibObject: NibGraphNode {
    public var placeholderRole: NibPlaceholder.Role? { nil }
}

extension NibPlaceholder: NibGraphNode {
    public var placeholderRole: Role? { role }
}

extension NibDocument {
    /// Every member of the graph a connection can name: the placeholders, then the objects, each
    /// in document order.
    public var nodes: [any NibGraphNode] {
        var nodes: [any NibGraphNode] = placeholders
        nodes.append(contentsOf: objects as [any NibGraphNode])
        return nodes
    }
}
