/// What a compiled UIKit storyboard (`.storyboardc` folder) holds: one nib per controller and
/// one per scene view, and the facts its `Info.plist` records.
public struct CompiledStoryboard: Sendable, Equatable {
    /// One nib of the folder.
    public struct Nib: Sendable, Equatable {
        /// The nib's name without `.nib` (`UIViewController-01J-lp-oVM`, `01J-lp-oVM-view-SSU-zJ-s1d`).
        public var name: String
        /// The nib's object graph.
        public var graph: NibArchiveGraph

        /// A nib named `name` holding `graph`.
        public init(name: String, graph: NibArchiveGraph) {
            self.name = name
            self.graph = graph
        }
    }

    /// The nibs, controllers' and views' in scene order.
    public var nibs: [Nib]
    /// `UIStoryboardDesignatedEntryPointIdentifier`: the initial controller's identifier.
    public var entryPointIdentifier: String?
    /// `UIViewControllerIdentifiersToNibNames`: each controller's identifier and its nib's name,
    /// in scene order.
    public var identifiersToNibNames: [(identifier: String, nibName: String)]
    /// `UIStoryboardVersion`.
    public var version: Int

    /// A compiled storyboard of these parts.
    public init(
        nibs: [Nib], entryPointIdentifier: String?, identifiersToNibNames: [(identifier: String, nibName: String)],
        version: Int = 1
    ) {
        self.nibs = nibs
        self.entryPointIdentifier = entryPointIdentifier
        self.identifiersToNibNames = identifiersToNibNames
        self.version = version
    }

    /// Equal parts, identifiers compared in order.
    public static func == (lhs: CompiledStoryboard, rhs: CompiledStoryboard) -> Bool {
        lhs.nibs == rhs.nibs && lhs.entryPointIdentifier == rhs.entryPointIdentifier && lhs.version == rhs.version
            && lhs.identifiersToNibNames.elementsEqual(rhs.identifiersToNibNames) { $0 == $1 }
    }
}
