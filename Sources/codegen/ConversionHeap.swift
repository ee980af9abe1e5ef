#if canImport(Glibc)
    import CMalloc
    import Glibc
#endif

/// How `codegen convert` sets up the C allocator for its own process before it converts.
///
/// The converter builds the graph on a second thread while libxml2 parses on the first. Left to
/// itself, glibc gives that thread an arena of its own, which grows by one `mprotect` call for
/// each page or few it needs (about 2,400 calls for a 10 MB document). With one arena for the
/// process, grown through `brk` in steps of about the input's size, the same memory takes a few
/// calls. Only this command changes these settings, never the libraries: the process ends once
/// the manifests are written.
enum ConversionHeap {
    /// The smallest step the heap grows by: glibc's own default.
    static let minimumStep = 128 << 10
    /// The largest step: steps beyond it gain nothing measurable.
    static let maximumStep = 64 << 20

    /// Sets the allocator up for converting the files at `paths` (those that cannot be read are
    /// left to the conversion to report).
    static func prepare(forInputs paths: [String]) {
        #if canImport(Glibc)
            let step = min(max(totalSize(of: paths), minimumStep), maximumStep)
            _ = mallopt(M_ARENA_MAX, 1)
            _ = mallopt(M_TOP_PAD, Int32(step))
        #endif
    }

    /// The sum of the sizes of the regular files at `paths`.
    private static func totalSize(of paths: [String]) -> Int {
        var total = 0
        for path in paths {
            var info = stat()
            if stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG { total += Int(info.st_size) }
        }
        return total
    }
}
