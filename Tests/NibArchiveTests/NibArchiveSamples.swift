import Foundation
import NibArchive
import NibTestSupport

/// The archives the tests read: a small one built here (every value type, a fallback class and
/// a reference cycle), and the compiled nibs of the corpus's `nib-pairs`.
enum NibArchiveSamples {
    /// Every value type, a class with a fallback, and the cycle 0 → 2 → 0.
    static let built: ArchiveEncoder = {
        var encoder = ArchiveEncoder()
        encoder.keys = ["root", "NS.bytes", "UINibEncoderEmptyKey", "width", "flag", "frame", "nothing"]
        encoder.classes = [("NSObject", []), ("NSString", []), ("UIColor", [3]), ("NSColor", [])]
        encoder.objects = [
            .init(
                classIndex: 0,
                values: [
                    (0, .object(2)), (3, .int8(-3)), (3, .int16(300)), (3, .int32(70000)), (3, .int64(1 << 40)),
                    (4, .bool(true)), (4, .bool(false)), (6, .null),
                ]),
            .init(classIndex: 1, values: [(1, .data(Array("tab\there \"quoted\"".utf8)))]),
            .init(
                classIndex: 2,
                values: [
                    (3, .float32(0.5)), (3, .double(-2.25)), (5, .data([0, 1, 2, 0xFF])), (2, .object(1)),
                    (2, .object(0)),
                ]),
        ]
        return encoder
    }()

    /// The corpus's `nib-pairs` folder.
    static let pairs = TestCorpus.path("nib-pairs")

    /// Every `.nib` (file or folder) below `nib-pairs`, AppKit and UIKit, storyboard scenes
    /// included; sorted, empty without the corpus.
    static let corpusNibs: [String] = TestCorpus.files(in: "nib-pairs", withExtension: "nib")

    /// Whether a corpus nib is one of the UIKit documents.
    static func isUIKit(_ path: String) -> Bool { path.hasPrefix(pairs + "/uikit/") }

    /// The coder version `meta.txt` records for a UIKit nib (the folder of `compiled.nib` or of
    /// `compiled.storyboardc`).
    static func recordedCoderVersion(_ path: String) -> UInt32? {
        var folder = (path as NSString).deletingLastPathComponent
        if folder.hasSuffix(".storyboardc") { folder = (folder as NSString).deletingLastPathComponent }
        guard let meta = try? String(contentsOfFile: folder + "/meta.txt", encoding: .utf8) else { return nil }
        for line in meta.split(separator: "\n") where line.hasPrefix("coder: ") {
            return UInt32(line.dropFirst("coder: ".count))
        }
        return nil
    }

    /// The bytes of a corpus file.
    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
