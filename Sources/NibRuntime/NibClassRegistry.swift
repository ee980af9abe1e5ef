import Synchronization

/// Creates one object from its coder. Registered per class name.
public typealias NibFactory = @Sendable (NibCoder) -> any NibConnectable

/// Maps class names from the xib to factories. Generated code registers every `customClass`;
/// the default objects (module NibObjects) register the standard UIKit and AppKit classes.
///
/// A registry may have a parent that answers names it does not know, so an app's registry can
/// sit on top of the default objects: `NibClassRegistry(parent: .defaultObjects)`.
/// Registering is thread-safe; nibs cache their resolution per registry and notice later
/// registrations.
public final class NibClassRegistry: Sendable {
    /// A process-wide registry, empty until something registers into it. The default for
    /// ``Nib/instantiate(owner:externals:registry:options:)``.
    public static let main = NibClassRegistry()

    /// The registry names fall through to.
    public let parent: NibClassRegistry?
    private let storage = Mutex<Storage>(Storage())

    private struct Storage {
        var factories: [String: NibFactory] = [:]
        var segueFactories: [String: NibSegueFactory] = [:]
        var generation = 0
    }

    /// An empty registry; names it does not know are looked up in `parent` (e.g. `.defaultObjects`).
    public init(parent: NibClassRegistry? = nil) {
        self.parent = parent
    }

    /// Registers `factory` for `className` (replacing an earlier registration of that name).
    public func register(_ className: String, factory: @escaping NibFactory) {
        storage.withLock {
            $0.factories[className] = factory
            $0.generation += 1
        }
    }

    /// Registers a ``NibResponder`` subclass under `className`, created with `init(coder:)`.
    public func register<T: NibResponder>(_ className: String, _ type: T.Type) {
        register(className) { coder in T(coder: coder) }
    }

    /// The factory for `className`, from this registry or its parents.
    public func factory(for className: String) -> NibFactory? {
        if let own = storage.withLock({ $0.factories[className] }) { return own }
        return parent?.factory(for: className)
    }

    /// Whether `className` is registered here or in a parent.
    public func contains(_ className: String) -> Bool { factory(for: className) != nil }

    /// Registers a storyboard segue class under `className` (a segue's `customClass`, or
    /// `Module.Class` when the document names its module).
    public func registerSegue(_ className: String, factory: @escaping NibSegueFactory) {
        storage.withLock { $0.segueFactories[className] = factory }
    }

    /// Registers a ``NibStoryboardSegue`` subclass under `className`, created with `init(identifier:source:destination:)`.
    public func registerSegue<T: NibStoryboardSegue>(_ className: String, _ type: T.Type) {
        registerSegue(className) { identifier, source, destination in
            T(identifier: identifier, source: source, destination: destination)
        }
    }

    /// The segue factory for `className`, from this registry or its parents.
    public func segueFactory(for className: String) -> NibSegueFactory? {
        if let own = storage.withLock({ $0.segueFactories[className] }) { return own }
        return parent?.segueFactory(for: className)
    }

    /// Changes whenever this registry or a parent gains a registration.
    public var generation: Int {
        storage.withLock { $0.generation } &+ (parent?.generation ?? 0) &* 1_000_003
    }
}
