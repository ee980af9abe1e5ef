/// The result of ``Nib/instantiateGraph(owner:externals:registry:options:)``.
///
/// ``objects`` holds every created object strongly: keep the instance only as long as you want
/// the whole graph alive, and keep ``topLevelObjects`` for the usual nib lifetimes.
public struct NibInstance {
    /// The objects with no parent, in document order.
    public var topLevelObjects: [AnyObject]
    /// Every created object, in document order (same order as the manifest's `objects`).
    public var objects: [AnyObject]
    /// Notes and warnings: unknown classes, missing resources, connections not made.
    public var diagnostics: [NibDiagnostic]
    let indexByID: [String: Int]

    /// The object created for the document id.
    public func object(withID id: String) -> AnyObject? {
        indexByID[id].map { objects[$0] }
    }

    /// The number of connections the loader made.
    public var connectionCount: Int
}
