#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `codegen convert` sets up the C allocator for its own process before it converts.
///
/// The converter builds the graph on a second thread while libxml2 parses on the first. Left to
/// itself, glibc gives that thread an arena of its own, which grows by one `mprotect` call for
/// each page or few it needs (about 2,400 calls for a 10 MB document). With one arena for the
/// process, grown through `brk` in steps of an eighth of the input's size, the same memory takes
/// a few calls. The step is bounded (4 MiB), so a process under a data limit (`ulimit -d`) meets
/// it at most one step sooner. Only this command changes these settings, never the libraries: the
/// process ends once the manifests are written.
enum ConversionHeap {
    /// The smallest step the heap grows by: glibc's own default.
    static let minimumStep = 128 << 10
    /// The largest step: a 30 MB document's graph then takes about 15 steps.
    static let maximumStep = 4 << 20

    /// Sets the allocator up for converting the files at `paths` (those that cannot be read are
    /// left to the conversion to report).
    static func prepare(forInputs paths: [String]) {
        #if canImport(Glibc)
            let step = min(max(totalSize(of: paths) / 8, minimumStep), maximumStep)
            _ = GlibcAllocator.set(GlibcAllocator.arenaMax, to: 1)
            _ = GlibcAllocator.set(GlibcAllocator.topPad, to: Int32(step))
        #endif
    }

    /// The sum of the sizes of the regular files at `paths`.
    private static func totalSize(of paths: [String]) -> Int {
        var total = 0
        #if canImport(Glibc)
            for path in paths {
                var info = stat()
                if stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG { total += Int(info.st_size) }
            }
        #endif
        return total
    }
}

#if canImport(Glibc)
    /// glibc's `mallopt`, which the `Glibc` module does not export (`malloc.h` is not part of it),
    /// with the two settings `convert` changes; their values are glibc's, fixed in its ABI.
    enum GlibcAllocator {
        /// `M_TOP_PAD`: how much more than asked the main heap grows by each time.
        static let topPad: Int32 = -2
        /// `M_ARENA_MAX`: how many arenas threads may share.
        static let arenaMax: Int32 = -8

        /// Sets `parameter` to `value`; whether glibc accepted it.
        static func set(_ parameter: Int32, to value: Int32) -> Bool { mallopt(parameter, value) == 1 }

        @_silgen_name("mallopt")
        private static func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
    }
#endif
