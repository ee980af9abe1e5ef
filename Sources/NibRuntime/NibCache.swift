import Synchronization

/// Nibs loaded by name, parsed once per file and shared: what view controllers decoded from a
/// nib use to find their own `nibName`, so a hundred controllers read the file once.
public final class NibCache: Sendable {
    /// The process-wide cache.
    public static let shared = NibCache()

    private let nibs = Mutex<[String: Nib]>([:])

    /// An empty cache of its own, for code that must not share nibs with ``shared``.
    public init() {}

    /// The nib `name` in `directory` (see ``Nib/named(_:in:device:resources:)``), loaded on first request.
    public func nib(named name: String, in directory: String, device: String? = nil) throws(NibError) -> Nib {
        let key = directory + "/" + name + "~" + (device ?? "")
        if let cached = nibs.withLock({ $0[key] }) { return cached }
        let nib = try Nib.named(name, in: directory, device: device)
        return nibs.withLock { storage in
            if let raced = storage[key] { return raced }
            storage[key] = nib
            return nib
        }
    }

    /// Forgets every cached nib.
    public func removeAll() { nibs.withLock { $0.removeAll() } }
}
