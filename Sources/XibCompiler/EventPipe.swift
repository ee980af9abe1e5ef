#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Batches of bytes handed from one thread to another in order, at most ``capacity`` waiting at
/// once: how ``SAXTreeBuilder`` passes the events libxml2 reports on the thread that parses to
/// the thread that builds the tree and converts it, so that the two run side by side while the
/// memory between them stays bounded.
///
/// The sender fills a batch, ``send(_:)``s it and gets an empty one back (a batch the receiver
/// has finished with, when there is one); the receiver takes batches with ``receive()`` until it
/// returns nil, after the sender's ``close()``, and gives each back with ``recycle(_:)``.
final class EventPipe {
    /// How many filled batches may wait for the receiver before the sender waits.
    let capacity: Int

    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private let changed: UnsafeMutablePointer<pthread_cond_t>
    /// Filled batches, oldest first.
    private var waiting: [UnmanagedArray<UInt8>] = []
    /// Batches the receiver is done with, for the sender to fill again.
    private var spare: [UnmanagedArray<UInt8>] = []
    private var closed = false

    init(capacity: Int) {
        self.capacity = capacity
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        changed = .allocate(capacity: 1)
        changed.initialize(to: pthread_cond_t())
        pthread_cond_init(changed, nil)
    }

    deinit {
        for var batch in waiting + spare { batch.release() }
        pthread_cond_destroy(changed)
        changed.deallocate()
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// Hands `batch` to the receiver, waiting while ``capacity`` batches already wait, and
    /// returns an empty batch to fill next.
    func send(_ batch: UnmanagedArray<UInt8>) -> UnmanagedArray<UInt8> {
        pthread_mutex_lock(lock)
        while waiting.count >= capacity { pthread_cond_wait(changed, lock) }
        waiting.append(batch)
        var next = spare.popLast() ?? UnmanagedArray<UInt8>()
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
        next.truncate(to: 0)
        return next
    }

    /// Tells the receiver that no batch follows.
    func close() {
        pthread_mutex_lock(lock)
        closed = true
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
    }

    /// The oldest waiting batch, waiting for one to be sent; nil once the pipe is closed and empty.
    func receive() -> UnmanagedArray<UInt8>? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        while waiting.isEmpty && !closed { pthread_cond_wait(changed, lock) }
        guard !waiting.isEmpty else { return nil }
        let batch = waiting.removeFirst()
        pthread_cond_broadcast(changed)
        return batch
    }

    /// Gives back a batch the receiver has read, for the sender to fill again.
    func recycle(_ batch: UnmanagedArray<UInt8>) {
        pthread_mutex_lock(lock)
        spare.append(batch)
        pthread_mutex_unlock(lock)
    }
}
