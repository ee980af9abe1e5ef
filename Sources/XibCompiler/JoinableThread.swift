#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread that runs one piece of work and is waited for with ``join()``: where
/// ``SAXTreeBuilder`` builds the tree and converts it while libxml2 parses on the calling thread.
/// Its stack is as large as a main thread's usually is, so the converter's nesting limit holds the
/// same on it.
final class JoinableThread {
    /// The stack the thread gets: 8 MiB, what Linux and macOS give a main thread.
    static let stackSize = 8 << 20

    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    // glibc's `pthread_t` is an integer; Darwin's and musl's are pointers, imported as optionals.
    #if canImport(Glibc)
        private var handle = pthread_t()
    #else
        private var handle: pthread_t?
    #endif
    private var joined = false

    /// Starts `body` on a new thread; nil if the system cannot start one.
    init?(_ body: @escaping () -> Void) {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, Self.stackSize)
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        #if canImport(Darwin)
            let result = pthread_create(
                &handle, &attributes,
                { argument in
                    Unmanaged<Work>.fromOpaque(argument).takeRetainedValue().body()
                    return nil
                }, work)
        #else
            let result = pthread_create(
                &handle, &attributes,
                { argument in
                    if let argument { Unmanaged<Work>.fromOpaque(argument).takeRetainedValue().body() }
                    return nil
                }, work)
        #endif
        guard result == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return nil
        }
    }

    /// Waits until the work has run to its end.
    func join() {
        guard !joined else { return }
        joined = true
        #if canImport(Glibc)
            pthread_join(handle, nil)
        #else
            if let handle { pthread_join(handle, nil) }
        #endif
    }

    deinit { join() }
}
