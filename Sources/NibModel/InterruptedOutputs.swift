#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files of outputs being written, removed when the process is ended by `SIGINT`,
/// `SIGTERM` or `SIGHUP` — how build systems cancel a command. Without it a cancelled command
/// left its `.NAME.tmp-XXXXXX` beside the destination (as large as the output), where the next
/// `ibtool --link` of a compiled storyboard would copy it too.
///
/// ``OutputSink`` tracks each temporary file from its creation until it is moved into place or
/// removed. The handler, installed with the first one, removes every file tracked (with `unlink`,
/// safe in a signal handler), then ends the process by the same signal with its default action,
/// so the exit status still says which signal ended it. A signal the process ignores
/// (`nohup`) stays ignored. `SIGKILL` cannot be caught: the output that was there is still whole,
/// since a temporary file only replaces it by a rename.
package enum InterruptedOutputs {
    /// How many temporary files are tracked at once; more (a link of a compiled storyboard of
    /// thousands of nibs) are written as before, untracked.
    static let capacity = 4096

    /// The tracked paths as C strings, read by the signal handler; nil slots are free.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()

    /// Everything below, changed only under ``lock`` (never by the handler).
    private struct Table {
        var slotByPath: [String: Int] = [:]
        var freeSlots: [Int] = []
        var used = 0
        var installed = false
    }
    nonisolated(unsafe) private static var table = Table()
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()

    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Starts tracking the temporary file `path`.
    static func track(_ path: String) {
        let slots = slots
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if !table.installed {
            table.installed = true
            installHandlers()
        }
        let slot: Int
        if let free = table.freeSlots.popLast() {
            slot = free
        } else if table.used < capacity {
            slot = table.used
            table.used += 1
        } else {
            return
        }
        guard let copy = strdup(path) else {
            table.freeSlots.append(slot)
            return
        }
        table.slotByPath[path] = slot
        slots[slot] = copy
    }

    /// `body`'s result, with the signals the handler handles held back while it runs (delivered
    /// after it).
    static func holdingSignals<Result>(_ body: () -> Result) -> Result {
        var held = sigset_t()
        var previous = sigset_t()
        sigemptyset(&held)
        for number in signals { sigaddset(&held, number) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// Stops tracking `path` (moved into place, or removed).
    static func untrack(_ path: String) {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard let slot = table.slotByPath.removeValue(forKey: path) else { return }
        let copy = slots[slot]
        slots[slot] = nil
        free(copy)
        table.freeSlots.append(slot)
    }

    private static func installHandlers() {
        for number in signals {
            let previous = signal(number, handle)
            if previous.map({ unsafeBitCast($0, to: Int.self) }) == 1 { signal(number, SIG_IGN) }
        }
    }

    /// Removes the tracked files, then lets `number` end the process as it would have.
    private static let handle: @convention(c) (Int32) -> Void = { number in
        let slots = InterruptedOutputs.slots
        for index in 0..<InterruptedOutputs.capacity {
            if let path = slots[index] { unlink(path) }
        }
        signal(number, SIG_DFL)
        raise(number)
    }
}
