/// A target's storyboards as one set: the type generated once per target (`Storyboards`) through
/// which every storyboard accessor loads, so a storyboard reference in any of them finds the
/// others and their scenes instantiate with every class of the target.
public struct StoryboardSet: Sendable {
    /// The generated type's name.
    public static let swiftName = "Storyboards"

    /// One storyboard of the set: the accessor of its base variant.
    public struct Member: Sendable {
        /// The storyboard's name (`Main`), by which references find it.
        public var storyboardName: String
        /// Its accessor (`MainStoryboard`).
        public var accessorName: String
    }

    /// The input whose generated file declares the set: the first storyboard's base variant, so
    /// that every run over the same documents declares it in the same file.
    public var homeInput: Int
    /// The target's storyboards, sorted by name.
    public var storyboards: [Member]
    /// The accessors of the target's nibs (xibs), sorted: their classes join the set's registry.
    public var nibAccessors: [String]

    /// The set of `inputs` (every document of the target, in generator order), nil without storyboards.
    static func of(_ inputs: [GeneratorInput]) -> StoryboardSet? {
        var primaries: [Int] = []
        for index in inputs.indices where !primaries.contains(where: { inputs[$0].nibName == inputs[index].nibName }) {
            let variants = inputs.indices.filter { inputs[$0].nibName == inputs[index].nibName }
            primaries.append(ContextBuilder.primary(of: variants, in: inputs))
        }
        let storyboards = primaries.filter { inputs[$0].isStoryboard }
        guard let home = storyboards.min() else { return nil }
        return StoryboardSet(
            homeInput: home,
            storyboards: storyboards.map {
                Member(storyboardName: inputs[$0].nibName, accessorName: inputs[$0].accessorName)
            }.sorted { $0.storyboardName < $1.storyboardName },
            nibAccessors: primaries.filter { !inputs[$0].isStoryboard }.map { inputs[$0].accessorName }.sorted())
    }
}
