import Foundation
import NibModel

/// Interface documents of the corpus (`../shared/corpus` from the package root, or
/// `NIB_BENCH_CORPUS`), read once and sorted by path.
public enum CorpusFiles {
    /// The corpus folder: `NIB_BENCH_CORPUS` if set, else the first of the usual places that exists.
    public static var root: String? {
        if let path = ProcessInfo.processInfo.environment["NIB_BENCH_CORPUS"] { return path }
        let here = FileManager.default.currentDirectoryPath
        return [here + "/../shared/corpus", here + "/../../shared/corpus"].first {
            FileManager.default.fileExists(atPath: $0 + "/xib")
        }
    }

    /// Every modern-format xib (root element `<document>`) under `root/xib`.
    public static func modernXibs() -> [(path: String, bytes: [UInt8])] {
        guard let root, let enumerator = FileManager.default.enumerator(atPath: root + "/xib") else { return [] }
        var result: [(path: String, bytes: [UInt8])] = []
        for case let relative as String in enumerator where relative.hasSuffix(".xib") {
            let path = root + "/xib/" + relative
            guard let bytes = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path))),
                String(decoding: bytes.prefix(2048), as: UTF8.self).contains("<document")
            else { continue }
            result.append((path, bytes))
        }
        return result.sorted { $0.path < $1.path }
    }
}
