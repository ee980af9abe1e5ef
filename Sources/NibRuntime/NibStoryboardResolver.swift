import NibManifest
import NibModel
import Synchronization

/// Finds the storyboards that storyboard references (`viewControllerPlaceholder`) name.
public protocol NibStoryboardResolver: Sendable {
    /// The storyboard called `name`, for a reference in `storyboard`.
    func storyboard(named name: String, referencedFrom storyboard: NibStoryboard) throws(NibError) -> NibStoryboard

    /// The storyboard called `name` in the bundle `bundleIdentifier`, for a reference that names
    /// one (`bundleIdentifier`: a storyboard of another module). By default the bundle is not
    /// considered: the name is looked up as any other.
    func storyboard(named name: String, bundleIdentifier: String, referencedFrom storyboard: NibStoryboard)
        throws(NibError) -> NibStoryboard
}

extension NibStoryboardResolver {
    /// The default for a reference into another bundle: the bundle is ignored and `name` looked
    /// up with ``storyboard(named:referencedFrom:)``.
    public func storyboard(named name: String, bundleIdentifier: String, referencedFrom storyboard: NibStoryboard)
        throws(NibError) -> NibStoryboard
    {
        try self.storyboard(named: name, referencedFrom: storyboard)
    }
}

/// Finds storyboards as manifests in a directory (``NibStoryboard/manifestNames(for:)``),
/// each read once through ``NibStoryboardCache/shared``. The default resolver of a storyboard
/// loaded from disk: its own directory.
public struct NibStoryboardDirectory: NibStoryboardResolver {
    /// The folder the referenced storyboards' manifests are looked for in.
    public let directory: String

    /// A resolver that finds referenced storyboards in `directory`.
    public init(directory: String) { self.directory = directory }

    /// The storyboard `name` from ``directory``, through ``NibStoryboardCache/shared``; where the
    /// reference comes from does not matter.
    public func storyboard(named name: String, referencedFrom storyboard: NibStoryboard) throws(NibError)
        -> NibStoryboard
    {
        try NibStoryboardCache.shared.storyboard(named: name, in: directory)
    }
}

/// A set of storyboards registered by name — one target's storyboards, such as the manifests the
/// build plugin compiles in (the generated `Storyboards.set(languages:)`) — which resolve
/// references among themselves. A storyboard is registered as a document, as a manifest read on
/// first use, or as a manifest file in a directory read on first use. The set keeps documents,
/// not storyboards, so no reference cycle forms: each storyboard keeps the ones it resolved.
///
/// A reference to a name the set does not hold, or to a storyboard of another bundle
/// (`bundleIdentifier` other than the set's ``bundleIdentifier``), goes to ``fallback``; without
/// one it is an error naming the storyboard and the set's names.
public final class NibStoryboardSet: NibStoryboardResolver {
    /// A registered storyboard: its document and the directory its resources come from, or how
    /// to read them on first use.
    private enum Entry: Sendable {
        case loaded(NibDocument, directory: String?)
        case pending(@Sendable () throws(NibError) -> (document: NibDocument, directory: String?))
    }

    private let entries = Mutex<[String: Entry]>([:])
    /// Per referring storyboard: reference name → registered name (``route(_:from:to:)``).
    private let routes = Mutex<[String: [String: String]]>([:])
    /// Where names the set does not hold, and other bundles' storyboards, are looked for next, if anywhere.
    public let fallback: (any NibStoryboardResolver)?
    /// The bundle the set's storyboards belong to, if it has one: references into that bundle
    /// are the set's own.
    public let bundleIdentifier: String?

    /// An empty set of the storyboards of the bundle `bundleIdentifier` (nil: the referring
    /// storyboards' own); references to other names and bundles go to `fallback`, if any.
    public init(bundleIdentifier: String? = nil, fallback: (any NibStoryboardResolver)? = nil) {
        self.bundleIdentifier = bundleIdentifier
        self.fallback = fallback
    }

    /// Registers `document` under `name` (default: its source file's name without extension).
    public func register(_ document: NibDocument, as name: String? = nil) {
        let key = name ?? NibStoryboard.storyboardName(of: document.sourceFile)
        entries.withLock { $0[key] = .loaded(document, directory: nil) }
    }

    /// Registers the storyboard `name` as a manifest in memory, produced and parsed the first
    /// time a storyboard of the set needs it (a manifest compiled into the target).
    public func register(_ name: String, manifest: @escaping @Sendable () -> String) {
        entries.withLock { $0[name] = .pending { () throws(NibError) in (try Self.read(manifest()), nil) } }
    }

    /// Registers the storyboard `name` as its manifest in `directory`
    /// (``NibStoryboard/manifestNames(for:)``), read the first time a storyboard of the set needs
    /// it; its resources come from that directory.
    public func register(_ name: String, directory: String) {
        entries.withLock {
            $0[name] = .pending { () throws(NibError) in
                let path = try NibStoryboard.manifestPath(named: name, in: directory)
                return (try Self.read(contentsOf: path), PathComponents.folder(of: path))
            }
        }
    }

    /// A manifest's document, from its JSON.
    private static func read(_ manifest: String) throws(NibError) -> NibDocument {
        do throws(ManifestError) { return try ManifestReader.read(Array(manifest.utf8)) } catch {
            throw .manifest(error)
        }
    }

    /// A manifest's document, from its file.
    private static func read(contentsOf path: String) throws(NibError) -> NibDocument {
        do throws(ManifestError) { return try ManifestReader.read(contentsOf: path) } catch {
            throw .manifest(error, readFrom: path)
        }
    }

    /// Makes a reference to `name` in the registered storyboard `storyboard` reach the registered
    /// storyboard `registered`. A target whose folders hold storyboards of one name registers them
    /// under folder-qualified names (`Settings.Main`), and a reference, which names a storyboard by
    /// its file name (`Main`), means the one in its own folder: the generated `Storyboards` routes
    /// each such reference.
    public func route(_ name: String, from storyboard: String, to registered: String) {
        routes.withLock { $0[storyboard, default: [:]][name] = registered }
    }

    /// The registered name a reference to `name` in the storyboard `storyboard` means: its route,
    /// else `name`.
    public func registeredName(for name: String, referencedFrom storyboard: String) -> String {
        routes.withLock { $0[storyboard]?[name] } ?? name
    }

    /// The names registered, sorted.
    public var names: [String] { entries.withLock { $0.keys.sorted() } }

    /// Whether the set holds a storyboard called `name`.
    public func contains(_ name: String) -> Bool { entries.withLock { $0[name] != nil } }

    /// A storyboard for the registered storyboard `name`, resolving its own references through this set.
    public func storyboard(named name: String) throws(NibError) -> NibStoryboard {
        guard let entry = entries.withLock({ $0[name] }) else {
            throw .storyboard(
                .storyboardNotFound(
                    name: name, searched: ["registered: " + (names.isEmpty ? "none" : names.joined(separator: ", "))]))
        }
        let (document, directory) = try load(entry, as: name)
        return try NibStoryboard(document: document, name: name, directory: directory, resolver: self)
    }

    /// The document of an entry, read once: the first reader's result is kept.
    private func load(_ entry: Entry, as name: String) throws(NibError) -> (NibDocument, String?) {
        switch entry {
        case .loaded(let document, let directory):
            return (document, directory)
        case .pending(let read):
            let (document, directory) = try read()
            entries.withLock { $0[name] = .loaded(document, directory: directory) }
            return (document, directory)
        }
    }

    /// The registered storyboard `name` (or the one it is routed to from `storyboard`:
    /// ``route(_:from:to:)``), else the one `fallback` finds, else
    /// ``NibError/storyboard(_:)`` with ``NibStoryboardError/storyboardNotFound(name:searched:)``.
    public func storyboard(named name: String, referencedFrom storyboard: NibStoryboard) throws(NibError)
        -> NibStoryboard
    {
        let name = registeredName(for: name, referencedFrom: storyboard.name)
        if !contains(name), let fallback {
            return try fallback.storyboard(named: name, referencedFrom: storyboard)
        }
        return try self.storyboard(named: name)
    }

    /// A storyboard of the set's own bundle is looked up by name; one of another bundle is the
    /// fallback's to find, else it is ``NibStoryboardError/storyboardInOtherBundle(_:bundle:known:)``.
    public func storyboard(named name: String, bundleIdentifier: String, referencedFrom storyboard: NibStoryboard)
        throws(NibError) -> NibStoryboard
    {
        if bundleIdentifier == self.bundleIdentifier {
            return try self.storyboard(named: name, referencedFrom: storyboard)
        }
        guard let fallback else {
            throw .storyboard(.storyboardInOtherBundle(name, bundle: bundleIdentifier, known: names))
        }
        return try fallback.storyboard(named: name, bundleIdentifier: bundleIdentifier, referencedFrom: storyboard)
    }
}

/// Storyboards loaded by name from directories, parsed once per file and shared.
public final class NibStoryboardCache: Sendable {
    /// The process-wide cache.
    public static let shared = NibStoryboardCache()

    private let storyboards = Mutex<[String: NibStoryboard]>([:])

    /// An empty cache of its own, for code that must not share storyboards with ``shared``.
    public init() {}

    /// The storyboard `name` in `directory` (see ``NibStoryboard/named(_:in:resources:)``), loaded on first request.
    public func storyboard(named name: String, in directory: String) throws(NibError) -> NibStoryboard {
        let key = directory + "/" + name
        if let cached = storyboards.withLock({ $0[key] }) { return cached }
        let storyboard = try NibStoryboard.named(name, in: directory)
        return storyboards.withLock { storage in
            if let raced = storage[key] { return raced }
            storage[key] = storyboard
            return storyboard
        }
    }

    /// Forgets every cached storyboard.
    public func removeAll() { storyboards.withLock { $0.removeAll() } }
}
