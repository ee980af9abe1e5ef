import NibModel
import Synchronization

/// Finds the storyboards that storyboard references (`viewControllerPlaceholder`) name.
public protocol NibStoryboardResolver: Sendable {
    /// The storyboard called `name`, for a reference in `storyboard`.
    func storyboard(named name: String, referencedFrom storyboard: NibStoryboard) throws(NibError) -> NibStoryboard
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

/// A set of storyboards registered by name (documents in memory, e.g. compiled into the app),
/// which resolve references among themselves. The set keeps documents, not storyboards, so no
/// reference cycle forms: each storyboard keeps the ones it resolved.
public final class NibStoryboardSet: NibStoryboardResolver {
    private let documents = Mutex<[String: NibDocument]>([:])
    /// Where names the set does not hold are looked for next, if anywhere.
    public let fallback: (any NibStoryboardResolver)?

    /// An empty set; references to names it does not hold go to `fallback`, if any.
    public init(fallback: (any NibStoryboardResolver)? = nil) {
        self.fallback = fallback
    }

    /// Registers `document` under `name` (default: its source file's name without extension).
    public func register(_ document: NibDocument, as name: String? = nil) {
        let key = name ?? NibStoryboard.storyboardName(of: document.sourceFile)
        documents.withLock { $0[key] = document }
    }

    /// The names registered, sorted.
    public var names: [String] { documents.withLock { $0.keys.sorted() } }

    /// A storyboard for the registered document `name`, resolving its own references through this set.
    public func storyboard(named name: String) throws(NibError) -> NibStoryboard {
        guard let document = documents.withLock({ $0[name] }) else {
            throw .storyboard(
                .storyboardNotFound(
                    name: name, searched: ["registered: " + (names.isEmpty ? "none" : names.joined(separator: ", "))]))
        }
        return try NibStoryboard(document: document, name: name, resolver: self)
    }

    /// The registered storyboard `name`, else the one `fallback` finds, else
    /// ``NibError/storyboard(_:)`` with ``NibStoryboardError/storyboardNotFound(name:searched:)``.
    public func storyboard(named name: String, referencedFrom storyboard: NibStoryboard) throws(NibError)
        -> NibStoryboard
    {
        if documents.withLock({ $0[name] }) == nil, let fallback {
            return try fallback.storyboard(named: name, referencedFrom: storyboard)
        }
        return try self.storyboard(named: name)
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
