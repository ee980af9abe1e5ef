import NibManifest
import NibModel
import Synchronization

/// A parsed storyboard (the UIStoryboard / NSStoryboard idea): read and split into scenes once,
/// immutable, safe to share across threads. Each scene is its own nib, planned on first use;
/// every instantiation creates a fresh graph of the scene (and of the scenes its relationships
/// and embeds bring in).
public final class NibStoryboard: Sendable {
    /// The graph of the whole storyboard, every scene included.
    public let document: NibDocument
    /// The storyboard's name (`Main` for `Main.storyboard`): what references use.
    public let name: String
    /// The directory the manifest came from, if it came from disk.
    public let directory: String?
    /// Named caches through which the scenes' image and sound names resolve (shared by every scene).
    public let resourceCache: NibResourceCache
    /// Finds the storyboards that references name.
    public let resolver: (any NibStoryboardResolver)?
    /// Problems found while reading: missing resources, objects or connections in no scene.
    public let diagnostics: [NibDiagnostic]

    let layout: NibStoryboardLayout
    private let sceneNibs: Mutex<[Nib?]>
    private let referenced = Mutex<[String: NibStoryboard]>([:])

    /// A storyboard for a document in memory. `resources` defaults to files in `directory`;
    /// `resolver` defaults to storyboards in `directory` (none without a directory).
    public init(
        document: NibDocument, name: String? = nil, directory: String? = nil, resources: NibResourceCache? = nil,
        resolver: (any NibStoryboardResolver)? = nil
    ) throws(NibError) {
        guard !document.scenes.isEmpty else { throw .storyboard(.notAStoryboard(file: document.sourceFile)) }
        self.document = document
        self.name = name ?? Self.storyboardName(of: document.sourceFile)
        self.directory = directory
        let cache = resources ?? NibResourceCache(provider: directory.map { NibDirectoryResources(directory: $0) })
        resourceCache = cache
        self.resolver = resolver ?? directory.map { NibStoryboardDirectory(directory: $0) }
        layout = NibStoryboardLayout(document: document)
        sceneNibs = Mutex([Nib?](repeating: nil, count: layout.scenes.count))
        // The resources are checked once for the whole storyboard, the way a nib checks its own.
        let resourceCheck = Nib(
            document: NibDocument(sourceFile: document.sourceFile, info: document.info, resources: document.resources),
            directory: directory, resources: cache)
        diagnostics = resourceCheck.diagnostics + layout.notes
    }

    /// Loads a storyboard manifest file. Its directory provides resources and referenced storyboards.
    public convenience init(
        contentsOf path: String, resources: NibResourceCache? = nil,
        resolver: (any NibStoryboardResolver)? = nil
    ) throws(NibError) {
        let document: NibDocument
        do { document = try ManifestReader.read(contentsOf: path) } catch { throw .manifest(error, readFrom: path) }
        try self.init(
            document: document, directory: PathComponents.folder(of: path), resources: resources, resolver: resolver)
    }

    /// Loads a storyboard manifest from bytes in memory (the manifest the build plugin compiles
    /// into the target). References to other storyboards resolve through `resolver`.
    public convenience init(
        bytes: some Collection<UInt8>, name: String? = nil, directory: String? = nil,
        resources: NibResourceCache? = nil, resolver: (any NibStoryboardResolver)? = nil
    ) throws(NibError) {
        let document: NibDocument
        do { document = try ManifestReader.read(bytes) } catch { throw .manifest(error) }
        try self.init(document: document, name: name, directory: directory, resources: resources, resolver: resolver)
    }

    /// The file names a storyboard called `name` is looked for under, in order.
    public static func manifestNames(for name: String) -> [String] {
        ["\(name).storyboard.json", "\(name).nib.json"]
    }

    /// Finds the storyboard `name` in a directory (``manifestNames(for:)``) and loads it. A name
    /// that is not a name (``ResourceName``: `../x`, `/x`, `a/b`) is not looked for: it would lead
    /// out of the directory.
    public static func named(_ name: String, in directory: String, resources: NibResourceCache? = nil) throws(NibError)
        -> NibStoryboard
    {
        try NibStoryboard(contentsOf: manifestPath(named: name, in: directory), resources: resources)
    }

    /// The path of the manifest of the storyboard `name` in `directory`: the first of
    /// ``manifestNames(for:)`` that is a file. A name that is not a name is not looked for.
    static func manifestPath(named name: String, in directory: String) throws(NibError) -> String {
        guard ResourceName.problem(name: name) == nil else {
            throw .storyboard(.storyboardNotFound(name: name, searched: []))
        }
        let candidates = manifestNames(for: name).map { "\(directory)/\($0)" }
        for path in candidates where FileIO.exists(path) && !FileIO.isDirectory(path) { return path }
        throw .storyboard(.storyboardNotFound(name: name, searched: candidates))
    }

    /// `Main.storyboard` → `Main`.
    static func storyboardName(of file: String) -> String {
        let last = PathComponents.last(file)
        return last.firstIndex(of: ".").map { String(last[..<$0]) } ?? last
    }

    // MARK: What the storyboard holds

    /// The storyboard identifiers of its controllers, in document order.
    public var identifiers: [String] { layout.identifiers.map(\.name) }

    /// The scene ids, in document order.
    public var sceneIDs: [String] { layout.scenes.map(\.scene.id) }

    /// The scene id of the initial controller, if the storyboard names one.
    public var initialSceneID: String? { layout.initialScene.map { layout.scenes[$0].scene.id } }

    // MARK: Instantiating

    /// Instantiates the initial controller's scene and returns the controller (UIKit:
    /// `instantiateInitialViewController`).
    public func instantiateInitialController(
        registry: NibClassRegistry = .main,
        options: NibInstantiationOptions = NibInstantiationOptions()
    ) throws(NibError) -> AnyObject {
        guard let index = layout.initialScene else { throw .storyboard(.noInitialController(storyboard: name)) }
        return try controller(
            of: instantiate(
                sceneAt: index, environment: NibStoryboardEnvironment(registry: registry, options: options), path: []))
    }

    /// Instantiates the scene of the controller with this storyboard identifier and returns the
    /// controller. An unknown identifier is ``NibStoryboardError/unknownIdentifier(_:storyboard:known:)``
    /// listing the known ones.
    public func instantiateController(
        identifier: String, registry: NibClassRegistry = .main,
        options: NibInstantiationOptions = NibInstantiationOptions()
    ) throws(NibError) -> AnyObject {
        guard let index = layout.sceneIndexByIdentifier[identifier] else {
            throw .storyboard(.unknownIdentifier(identifier, storyboard: name, known: identifiers))
        }
        return try controller(
            of: instantiate(
                sceneAt: index, environment: NibStoryboardEnvironment(registry: registry, options: options), path: []))
    }

    /// Instantiates one scene by its scene id and returns the whole graph (scenes without a
    /// controller — a macOS application scene — included).
    public func instantiateScene(
        withID sceneID: String, registry: NibClassRegistry = .main,
        options: NibInstantiationOptions = NibInstantiationOptions()
    ) throws(NibError) -> NibSceneGraph {
        guard let index = layout.sceneIndexByID[sceneID] else {
            throw .storyboard(.unknownScene(sceneID, storyboard: name))
        }
        return try instantiate(
            sceneAt: index, environment: NibStoryboardEnvironment(registry: registry, options: options), path: [])
    }

    private func controller(of graph: NibSceneGraph) throws(NibError) -> AnyObject {
        guard let controller = graph.controller else {
            throw .storyboard(.segueFailed(segue: "scene \(graph.sceneID)", reason: "the scene has no controller"))
        }
        return controller
    }

    /// The nib of scene `index`, planned on first use and kept.
    func sceneNib(_ index: Int) -> Nib? {
        if let nib = sceneNibs.withLock({ $0[index] }) { return nib }
        guard let document = layout.scenes[index].document else { return nil }
        let nib = Nib(document: document, directory: directory, resources: resourceCache)
        return sceneNibs.withLock { nibs in
            if let raced = nibs[index] { return raced }
            nibs[index] = nib
            return nib
        }
    }

    /// One step of the scenes an instantiation is inside of, for cycle detection across storyboards.
    struct PathEntry {
        var storyboard: ObjectIdentifier
        var scene: Int
        var label: String
    }

    /// The per-scene load: the scene's nib runs its loading order (placeholders — the scene
    /// instance and segue triggers among the externals —, objects, runtime attributes, outlets,
    /// actions, bindings, awakeFromNib); then relationship segues fill the controller (each
    /// destination scene loaded the same way, in document order); then embed segues load their
    /// children into their container views.
    func instantiate(sceneAt index: Int, environment: NibStoryboardEnvironment, path: [PathEntry]) throws(NibError)
        -> NibSceneGraph
    {
        let plan = layout.scenes[index]
        let entry = PathEntry(storyboard: ObjectIdentifier(self), scene: index, label: "\(name):\(plan.scene.id)")
        if path.contains(where: { $0.storyboard == entry.storyboard && $0.scene == index }) || path.count > 256 {
            throw .located(
                .storyboard(.cycle(scenes: (path + [entry]).map(\.label))),
                at: SourceLocation(file: document.sourceFile, position: plan.scene.position))
        }
        if let reference = plan.reference {
            return try instantiate(reference, environment: environment, path: path + [entry])
        }
        guard let nib = sceneNib(index) else { throw .storyboard(.unknownScene(plan.scene.id, storyboard: name)) }

        let scene = NibSceneInstance(storyboard: self, sceneIndex: index, environment: environment)
        var externals: [String: AnyObject] = [NibStoryboardLayout.sceneExternalName: scene]
        for trigger in plan.triggers { externals[trigger.externalName] = scene.makeTrigger(for: trigger.template) }
        // A scene's windows are shown by showWindow or a segue, never at load (as NSStoryboard).
        var options = environment.options
        options.showsVisibleAtLaunchWindows = false
        let instance = try nib.instantiateGraph(externals: externals, registry: environment.registry, options: options)
        let controller = plan.scene.controller.flatMap { instance.object(withID: $0) }
        scene.keep(topLevelObjects: instance.topLevelObjects)
        var graph = NibSceneGraph(
            sceneID: plan.scene.id, controller: controller, instance: instance, scene: scene,
            diagnostics: instance.diagnostics)
        try performRelationships(of: plan, into: &graph, environment: environment, path: path + [entry])
        try performEmbeds(of: plan, into: &graph, environment: environment, path: path + [entry])
        return graph
    }

    /// A storyboard reference scene: the referenced storyboard's controller (or initial controller).
    private func instantiate(
        _ reference: NibStoryboardReference, environment: NibStoryboardEnvironment,
        path: [PathEntry]
    ) throws(NibError) -> NibSceneGraph {
        let target: NibStoryboard
        if let name = reference.storyboardName {
            target = try storyboard(named: name, bundleIdentifier: reference.bundleIdentifier)
        } else {
            target = self
        }
        let index: Int
        if let identifier = reference.referencedIdentifier {
            guard let found = target.layout.sceneIndexByIdentifier[identifier] else {
                throw .storyboard(.unknownIdentifier(identifier, storyboard: target.name, known: target.identifiers))
            }
            index = found
        } else {
            guard let initial = target.layout.initialScene else {
                throw .storyboard(.noInitialController(storyboard: target.name))
            }
            index = initial
        }
        return try target.instantiate(sceneAt: index, environment: environment, path: path)
    }

    /// The storyboard a reference names: this one, or one the resolver finds (kept once found).
    /// A reference naming a bundle (another module's storyboard) is never this one; the resolver
    /// decides (``NibStoryboardResolver/storyboard(named:bundleIdentifier:referencedFrom:)``).
    func storyboard(named name: String, bundleIdentifier: String? = nil) throws(NibError) -> NibStoryboard {
        if name == self.name && bundleIdentifier == nil { return self }
        let key = bundleIdentifier.map { "\($0)/\(name)" } ?? name
        if let known = referenced.withLock({ $0[key] }) { return known }
        guard let resolver else { throw .storyboard(.storyboardNotFound(name: name, searched: [])) }
        let found: NibStoryboard
        if let bundleIdentifier {
            found = try resolver.storyboard(named: name, bundleIdentifier: bundleIdentifier, referencedFrom: self)
        } else {
            found = try resolver.storyboard(named: name, referencedFrom: self)
        }
        return referenced.withLock { storage in
            if let raced = storage[key] { return raced }
            storage[key] = found
            return found
        }
    }

    /// Instantiates the controller a segue leads to; its scene's diagnostics go to `diagnostics`.
    func instantiateDestination(
        of template: NibSegueTemplate, environment: NibStoryboardEnvironment, path: [PathEntry],
        diagnostics: inout [NibDiagnostic]
    ) throws(NibError) -> AnyObject {
        guard let index = layout.sceneIndexByController[template.destination] else {
            throw .located(
                .storyboard(.unknownDestination(segue: template.displayName, destination: template.destination)),
                at: template.location)
        }
        let graph = try instantiate(sceneAt: index, environment: environment, path: path)
        diagnostics += graph.diagnostics
        guard let controller = graph.controller else {
            throw .located(
                .storyboard(
                    .segueFailed(segue: template.displayName, reason: "the destination scene has no controller")),
                at: template.location)
        }
        return controller
    }

    /// The segue object for a performance: the registered class of the segue's `customClass`
    /// (`Module.Class` first, then `Class`), else ``NibStoryboardSegue``. A `custom` segue whose
    /// class nobody registered is an error; another kind falls back to the base class.
    func makeSegue(
        _ template: NibSegueTemplate, source: AnyObject, destination: AnyObject,
        environment: NibStoryboardEnvironment
    ) throws(NibError) -> NibStoryboardSegue {
        var factory: NibSegueFactory?
        if let custom = template.customClass {
            factory =
                template.customModule.flatMap { environment.registry.segueFactory(for: "\($0).\(custom)") }
                ?? environment.registry.segueFactory(for: custom)
            if factory == nil, template.kind == .custom {
                throw .located(
                    .storyboard(.unknownSegueClass(custom, segue: template.displayName)), at: template.location)
            }
        }
        let segue =
            factory?(template.identifier, source, destination)
            ?? NibStoryboardSegue(identifier: template.identifier, source: source, destination: destination)
        segue.kind = template.kind
        segue.properties = template.properties
        segue.unwindAction = template.unwindAction
        segue.templateID = template.id
        return segue
    }

    /// Relationship segues from the controller, grouped by relationship name (first appearance
    /// order), destinations in document order.
    private func performRelationships(
        of plan: NibScenePlan, into graph: inout NibSceneGraph,
        environment: NibStoryboardEnvironment, path: [PathEntry]
    ) throws(NibError) {
        let relationships = plan.segues.filter { $0.kind == .relationship }
        guard !relationships.isEmpty else { return }
        guard let container = graph.controller as? any NibStoryboardController else {
            graph.diagnostics.append(
                NibDiagnostic(
                    severity: .warning,
                    message: "the scene's controller is not a storyboard controller; its relationships are not filled",
                    location: relationships[0].location))
            return
        }
        var names: [String] = []
        var destinations: [String: [any NibStoryboardController]] = [:]
        for template in relationships {
            let name = template.relationship ?? "relationship"
            let destination = try instantiateDestination(
                of: template, environment: environment, path: path, diagnostics: &graph.diagnostics)
            guard let child = destination as? any NibStoryboardController else {
                graph.diagnostics.append(
                    NibDiagnostic(
                        severity: .warning,
                        message:
                            "relationship \(name) leads to \(type(of: destination)), which is not a storyboard controller; skipped",
                        location: template.location))
                continue
            }
            if destinations[name] == nil { names.append(name) }
            destinations[name, default: []].append(child)
        }
        for name in names {
            do throws(NibError) {
                try container.nibSetRelationship(name, to: destinations[name] ?? [])
            } catch {
                throw .located(error, at: relationships.first { ($0.relationship ?? "relationship") == name }!.location)
            }
        }
    }

    /// Embed segues: the container view's controller (the scene's controller) gets
    /// `prepare(for:sender:)` (sender nil), then the segue performs (`nibEmbed(_:in:)`).
    private func performEmbeds(
        of plan: NibScenePlan, into graph: inout NibSceneGraph,
        environment: NibStoryboardEnvironment, path: [PathEntry]
    ) throws(NibError) {
        for template in plan.segues where template.kind == .embed {
            guard let host = graph.controller as? any NibStoryboardController else {
                graph.diagnostics.append(
                    NibDiagnostic(
                        severity: .warning,
                        message:
                            "the scene's controller is not a storyboard controller; embed segue \(template.displayName) is not performed",
                        location: template.location))
                continue
            }
            let destination = try instantiateDestination(
                of: template, environment: environment, path: path, diagnostics: &graph.diagnostics)
            let segue = try makeSegue(template, source: host, destination: destination, environment: environment)
            segue.trigger = graph.instance.object(withID: template.source)
            host.prepare(for: segue, sender: nil)
            do throws(NibError) { try segue.perform() } catch {
                if case .located = error { throw error }
                throw .located(error, at: template.location)
            }
        }
    }
}

/// One instantiated scene: its controller and the whole graph.
public struct NibSceneGraph {
    /// The scene's `sceneID` (for a storyboard reference: the referenced scene's).
    public var sceneID: String
    /// The scene's controller (nil for a scene without one, such as a macOS application scene).
    public var controller: AnyObject?
    /// Every object of the scene, the top-level objects and the connection count.
    public var instance: NibInstance
    /// The scene instance the controller keeps (segues, triggers).
    public var scene: NibSceneInstance
    /// The scene's diagnostics and those of the scenes its relationships and embeds loaded.
    public var diagnostics: [NibDiagnostic]
}
