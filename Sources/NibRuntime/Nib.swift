import NibManifest
import NibModel
import Synchronization

/// A parsed nib (the UINib / NSNib idea): read and planned once, immutable, safe to share
/// across threads; every ``instantiate(owner:externals:registry:options:)`` creates a fresh graph.
public final class Nib: Sendable {
    /// The externals key under which the Application placeholder's object is passed.
    public static let applicationExternalName = NibPlaceholder.applicationExternalName

    /// The deepest parent–child nesting instantiate accepts. Real nibs stay far below; a deeper
    /// (hostile) graph would exhaust the stack when its objects are released.
    public static let maximumNesting = 2_048

    /// The graph the nib recreates.
    public let document: NibDocument
    /// The directory the manifest came from (a resource bundle), if it came from disk.
    public let directory: String?
    /// Named caches through which the nib's image and sound names resolve.
    public let resourceCache: NibResourceCache
    /// Problems found while loading: resources the document names that the provider cannot find.
    public let diagnostics: [NibDiagnostic]

    let plan: NibPlan
    private let resolution = Mutex<ClassResolution?>(nil)

    /// A nib for a document in memory. `resources` defaults to files in `directory`.
    public convenience init(document: NibDocument, directory: String? = nil, resources: NibResourceCache? = nil) {
        self.init(document: document, objectIndex: document.objectIndex(), directory: directory, resources: resources)
    }

    /// A nib for a document whose index of objects by id is already built (the reader builds it
    /// while checking the graph).
    init(document: NibDocument, objectIndex: [String: Int], directory: String?, resources: NibResourceCache?) {
        self.document = document
        self.directory = directory
        let cache = resources ?? NibResourceCache(provider: directory.map { NibDirectoryResources(directory: $0) })
        self.resourceCache = cache
        self.plan = NibPlan(document: document, indexByID: objectIndex)
        var diagnostics: [NibDiagnostic] = []
        for resource in document.resources {
            let at = SourceLocation(file: document.sourceFile, position: resource.position)
            switch resource.kind {
            case .image where cache.image(named: resource.name) == nil:
                diagnostics.append(
                    NibDiagnostic(severity: .warning, message: "image \"\(resource.name)\" not found", location: at))
            case .sound where cache.sound(named: resource.name) == nil:
                diagnostics.append(
                    NibDiagnostic(severity: .warning, message: "sound \"\(resource.name)\" not found", location: at))
            default:
                break
            }
        }
        self.diagnostics = diagnostics
    }

    /// Loads a manifest file (`Name.nib.json`). Its directory provides resources unless `resources` is given.
    public convenience init(contentsOf path: String, resources: NibResourceCache? = nil) throws(NibError) {
        let read: (document: NibDocument, objectIndex: [String: Int])
        do { read = try ManifestReader.readIndexed(contentsOf: path) } catch { throw .manifest(error, readFrom: path) }
        self.init(
            document: read.document, objectIndex: read.objectIndex, directory: PathComponents.folder(of: path),
            resources: resources)
    }

    /// Loads a manifest from bytes in memory.
    public convenience init(bytes: some Collection<UInt8>, directory: String? = nil, resources: NibResourceCache? = nil)
        throws(NibError)
    {
        let read: (document: NibDocument, objectIndex: [String: Int])
        do { read = try ManifestReader.readIndexed(bytes) } catch { throw .manifest(error) }
        self.init(document: read.document, objectIndex: read.objectIndex, directory: directory, resources: resources)
    }

    /// Finds `Name.nib.json` in a directory (a resource bundle) and loads it. With a `device`
    /// (`iphone`, `ipad`, …) a `Name~device.nib.json` is preferred when it exists. A name or device
    /// that is not a name (``ResourceName``: `../x`, `/x`, `a/b`) is not looked for.
    public static func named(
        _ name: String, in directory: String, device: String? = nil,
        resources: NibResourceCache? = nil
    ) throws(NibError) -> Nib {
        guard ResourceName.problem(name: name) == nil, device.flatMap(ResourceName.problem(name:)) == nil else {
            throw .nibNotFound(name: name, searched: [])
        }
        var candidates: [String] = []
        if let device { candidates.append("\(directory)/\(name)~\(device).nib.json") }
        candidates.append("\(directory)/\(name).nib.json")
        for path in candidates where FileIO.exists(path) && !FileIO.isDirectory(path) {
            return try Nib(contentsOf: path, resources: resources)
        }
        throw .nibNotFound(name: name, searched: candidates)
    }

    /// Instantiates a fresh graph and returns its top-level objects (document order).
    ///
    /// - Parameters:
    ///   - owner: File's Owner. May be nil only if nothing in the nib connects to it.
    ///   - externals: objects for the custom placeholders, by placeholder identifier, and for the
    ///     Application placeholder under ``applicationExternalName``. A missing one is an error.
    ///   - registry: where class names find their factories.
    ///   - options: awakeFromNib semantics, strict class resolution, showing windows.
    @discardableResult
    public func instantiate(
        owner: AnyObject? = nil, externals: [String: AnyObject] = [:],
        registry: NibClassRegistry = .main,
        options: NibInstantiationOptions = NibInstantiationOptions()
    ) throws(NibError) -> [AnyObject] {
        try instantiateGraph(owner: owner, externals: externals, registry: registry, options: options).topLevelObjects
    }

    /// Like ``instantiate(owner:externals:registry:options:)``, also returning every object and the diagnostics.
    public func instantiateGraph(
        owner: AnyObject? = nil, externals: [String: AnyObject] = [:],
        registry: NibClassRegistry = .main,
        options: NibInstantiationOptions = NibInstantiationOptions()
    ) throws(NibError) -> NibInstance {
        if let deep = plan.tooDeep {
            let object = plan.objects[deep]
            throw .located(.nestingTooDeep(limit: Self.maximumNesting, objectID: object.source.id), at: object.location)
        }
        let classes = resolvedClasses(for: registry)
        if options.strictClasses, let unknown = classes.unknownCustom.first {
            let object = plan.objects[unknown]
            throw .located(
                .unknownClass(className: object.source.effectiveClassName, objectID: object.source.id),
                at: object.location)
        }
        let state = InstantiationState(nib: self, registry: registry, factories: classes.factories)
        state.diagnostics = plan.notes + classes.diagnostics
        try state.run(owner: owner, externals: externals, options: options)
        return NibInstance(
            topLevelObjects: plan.topLevel.compactMap { state.objects[$0] },
            objects: state.objects.compactMap { $0 },
            diagnostics: state.diagnostics,
            indexByID: plan.indexByID,
            connectionCount: plan.connectionCount)
    }

    /// The factories for every object under `registry`, computed once per registry (and again
    /// only when the registry gains registrations).
    func resolvedClasses(for registry: NibClassRegistry) -> ClassResolution {
        let generation = registry.generation
        if let cached = resolution.withLock({ $0 }), cached.registry === registry, cached.generation == generation {
            return cached
        }
        let resolved = ClassResolution(plan: plan, registry: registry, generation: generation)
        resolution.withLock { $0 = resolved }
        return resolved
    }
}

/// Which factory makes each object under one registry, with the diagnostics that choice causes.
struct ClassResolution: Sendable {
    let registry: NibClassRegistry
    let generation: Int
    let factories: [NibFactory]
    /// Objects whose custom class nobody registered.
    let unknownCustom: [Int]
    let diagnostics: [NibDiagnostic]

    static let generic: NibFactory = { coder in NibGenericObject(coder: coder) }

    init(plan: NibPlan, registry: NibClassRegistry, generation: Int) {
        self.registry = registry
        self.generation = generation
        var factories: [NibFactory] = []
        factories.reserveCapacity(plan.objects.count)
        var unknownCustom: [Int] = []
        var diagnostics: [NibDiagnostic] = []
        var reported = Set<String>()
        for (offset, object) in plan.objects.enumerated() {
            let source = object.source
            if let custom = source.customClass {
                if let factory = registry.factory(for: custom)
                    ?? source.customModule.flatMap({ registry.factory(for: "\($0).\(custom)") })
                {
                    factories.append(factory)
                    continue
                }
                unknownCustom.append(offset)
                let standard = registry.factory(for: source.className)
                if reported.insert(custom).inserted {
                    let fallback = standard == nil ? "a generic object that keeps its properties" : source.className
                    diagnostics.append(
                        NibDiagnostic(
                            severity: .warning,
                            message: "Unknown class \(custom) in Interface Builder file; using \(fallback)",
                            location: object.location))
                }
                factories.append(standard ?? Self.generic)
            } else if let factory = registry.factory(for: source.className) {
                factories.append(factory)
            } else {
                if reported.insert(source.className).inserted {
                    diagnostics.append(
                        NibDiagnostic(
                            severity: .note,
                            message:
                                "no class registered for \(source.className); using a generic object that keeps its properties",
                            location: object.location))
                }
                factories.append(Self.generic)
            }
        }
        self.factories = factories
        self.unknownCustom = unknownCustom
        self.diagnostics = diagnostics
    }
}
