import NibModel

/// A target's storyboards as one set: the type generated once per target (`Storyboards`) through
/// which every storyboard accessor loads, so a storyboard reference in any of them finds the
/// others and their scenes instantiate with every class of the target.
package struct StoryboardSet: Sendable {
    /// The generated type's name.
    package static let swiftName = "Storyboards"

    /// One storyboard of the set: the accessor of its base variant.
    package struct Member: Sendable {
        /// The storyboard's name in the target (`Main`, or `Settings.Main` when another folder has
        /// a `Main` too: ``TargetDocumentNames``), under which the set registers it.
        package var storyboardName: String
        /// Its accessor (`MainStoryboard`).
        package var accessorName: String
    }

    /// A storyboard reference whose name is not the name the set registers its storyboard by:
    /// `storyboardName` in the storyboard `from` means the set's storyboard `to`
    /// (``TargetDocumentNames/resolve(referenceFrom:candidates:)``).
    package struct Route: Sendable, Equatable {
        /// The name the reference gives (`Main`).
        package var name: String
        /// The set's name of the storyboard the reference is in.
        package var from: String
        /// The set's name of the storyboard it means (`Settings.Main`).
        package var to: String
    }

    /// The input whose generated file declares the set: the first storyboard's base variant, so
    /// that every run over the same documents declares it in the same file.
    package var homeInput: Int
    /// The target's storyboards, sorted by name.
    package var storyboards: [Member]
    /// The accessors of the target's nibs (xibs), sorted: their classes join the set's registry.
    package var nibAccessors: [String]
    /// The references that reach a folder-qualified storyboard, sorted by storyboard and name.
    package var routes: [Route] = []

    /// The set of `inputs` (every document of the target, in generator order, named in the
    /// target), nil without storyboards. A reference whose name several folders' storyboards have,
    /// none of them in its own folder, is an error naming them.
    static func of(_ inputs: [GeneratorInput]) throws(CodeGenError) -> StoryboardSet? {
        let primaries = GeneratorInput.variantGroups(inputs).map { ContextBuilder.primary(of: $0, in: inputs) }
        let storyboards = primaries.filter { inputs[$0].isStoryboard }
        guard let home = storyboards.min() else { return nil }
        var set = StoryboardSet(
            homeInput: home,
            storyboards: storyboards.map {
                Member(storyboardName: inputs[$0].nibName, accessorName: inputs[$0].accessorName)
            }.sorted { $0.storyboardName < $1.storyboardName },
            nibAccessors: primaries.filter { !inputs[$0].isStoryboard }.map { inputs[$0].accessorName }.sorted())
        set.routes = try routes(among: storyboards.map { inputs[$0] })
        return set
    }

    /// The routes of every reference of `storyboards` (base variants) whose name resolves to a
    /// storyboard registered under another name.
    static func routes(among storyboards: [GeneratorInput]) throws(CodeGenError) -> [Route] {
        var routes: [Route] = []
        for storyboard in storyboards {
            for object in storyboard.document.objects where StoryboardAnalyzer.isReference(object) {
                guard StoryboardAnalyzer.string(object.properties["bundleIdentifier"]) == nil,
                    let name = StoryboardAnalyzer.string(object.properties["storyboardName"])
                else { continue }
                let candidates = storyboards.filter { $0.fileNibName == name }
                switch TargetDocumentNames.resolve(
                    referenceFrom: storyboard.documentPath, candidates: candidates.map(\.documentPath))
                {
                case .none: continue
                case .found(let path):
                    guard let target = candidates.first(where: { $0.documentPath == path }), target.nibName != name
                    else { continue }
                    let route = Route(name: name, from: storyboard.nibName, to: target.nibName)
                    if !routes.contains(route) { routes.append(route) }
                case .ambiguous(let paths):
                    throw .ambiguousStoryboardReference(storyboard.location(object.position), name: name, paths: paths)
                }
            }
        }
        return routes.sorted { ($0.from, $0.name) < ($1.from, $1.name) }
    }
}
