import Foundation
import NibArchive
import NibTestSupport
import XibCompiler

/// What the tests that change a corpus pair's document and encode it again share: the pairs
/// holding an element, and the issues of encoding changed text.
enum AppKitPairEditing {
    /// Every AppKit pair of `nib-pairs` whose document holds one of `elements` (start tags such
    /// as `"<tableView "`).
    static func pairs(holding elements: [String]) -> [String] {
        TestCorpus.files(in: "nib-pairs", withExtension: "xib").filter { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
            return elements.contains { text.contains($0) }
        }
    }

    /// Encodes `text` as the document at `path`; returns its issues (none when it encodes).
    static func issues(_ text: String, path: String) throws -> [NibCompileIssue] {
        let document = try XibCompiler().compile(bytes: Array(text.utf8), path: path).document
        do {
            _ = try AppKitNibEncoder(document: document, file: path).encode()
            return []
        } catch { return error.issues }
    }
}
