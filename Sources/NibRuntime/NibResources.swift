import NibModel
import Synchronization

/// An image resource resolved by name. The runtime does not decode pixels; it finds the file.
public final class NibImage: Sendable, CustomStringConvertible {
    /// The name the nib uses.
    public let name: String
    /// The file that provides it, if it came from disk.
    public let path: String?

    /// An image `name` provided by the file at `path` (nil when it did not come from disk).
    public init(name: String, path: String?) {
        self.name = name
        self.path = path
    }

    public var description: String { "NibImage(\(name))" }
}

/// A sound resource resolved by name.
public final class NibSound: Sendable, CustomStringConvertible {
    /// The name the nib uses.
    public let name: String
    /// The file that provides it, if it came from disk.
    public let path: String?

    /// A sound `name` provided by the file at `path` (nil when it did not come from disk).
    public init(name: String, path: String?) {
        self.name = name
        self.path = path
    }

    public var description: String { "NibSound(\(name))" }
}

/// Resolves the image and sound names a nib stores into resources.
public protocol NibResourceProvider: Sendable {
    /// The image the nib calls `name`, or nil when there is none.
    func image(named name: String) -> NibImage?
    /// The sound the nib calls `name`, or nil when there is none.
    func sound(named name: String) -> NibSound?
}

/// Finds resources as files in a directory (a resource bundle): the name as written, or with
/// the usual extensions (`png`, `pdf`, `jpg`, `tiff`, `@2x.png` … for images; `aiff`, `wav`,
/// `caf`, `mp3`, `m4a` for sounds).
public struct NibDirectoryResources: NibResourceProvider {
    /// The folder searched for resource files.
    public let directory: String

    /// A provider that looks for resource files in `directory`.
    public init(directory: String) { self.directory = directory }

    static let imageExtensions = [
        "", ".png", "@2x.png", "@3x.png", ".pdf", ".jpg", ".jpeg", ".tiff", ".tif", ".gif", ".icns", ".svg",
    ]
    static let soundExtensions = ["", ".aiff", ".aif", ".wav", ".caf", ".mp3", ".m4a"]

    /// The first image file in ``directory`` named `name`, as written or with an image extension.
    public func image(named name: String) -> NibImage? {
        find(name, Self.imageExtensions).map { NibImage(name: name, path: $0) }
    }

    /// The first sound file in ``directory`` named `name`, as written or with a sound extension.
    public func sound(named name: String) -> NibSound? {
        find(name, Self.soundExtensions).map { NibSound(name: name, path: $0) }
    }

    /// The first regular file `directory/name+SUFFIX`. A resource name may name a folder inside
    /// the directory (`Icons/star`, as asset catalogs namespace them) but never lead out of it
    /// (``ResourceName``: no `..`, no absolute path).
    func find(_ name: String, _ extensions: [String]) -> String? {
        guard ResourceName.problem(packagePath: name) == nil else { return nil }
        for suffix in extensions {
            let path = directory + "/" + name + suffix
            if FileIO.isRegularFile(path) { return path }
        }
        return nil
    }
}

/// Named caches of resolved resources (Apple: `imageNamed:`'s cache). Thread-safe; a miss is
/// remembered too, so a missing file is looked for once.
public final class NibResourceCache: Sendable {
    /// Where names are resolved on a cache miss; nil resolves every name to nothing.
    public let provider: (any NibResourceProvider)?
    private let images = Mutex<[String: NibImage?]>([:])
    private let sounds = Mutex<[String: NibSound?]>([:])

    /// An empty cache that resolves names through `provider`.
    public init(provider: (any NibResourceProvider)?) {
        self.provider = provider
    }

    /// The image of that name, resolved once and cached.
    public func image(named name: String) -> NibImage? {
        if let cached = images.withLock({ $0[name] }) { return cached }
        let found = provider?.image(named: name)
        images.withLock { $0[name] = .some(found) }
        return found
    }

    /// The sound of that name, resolved once and cached.
    public func sound(named name: String) -> NibSound? {
        if let cached = sounds.withLock({ $0[name] }) { return cached }
        let found = provider?.sound(named: name)
        sounds.withLock { $0[name] = .some(found) }
        return found
    }
}
