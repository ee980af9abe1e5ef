import Foundation
import NibManifest
import NibModel
import NibRuntime
import NibTestSupport
import Testing
import XibCompiler

/// The runtime reads model-level facts (``NibObjectRole``), never document element spellings, and
/// the loader's single-pass index agrees with the document it read.
@Suite("Model boundary")
struct ModelBoundaryTests {
    /// Spellings that only make sense in a document's XML: element comparisons and element names that are no
    /// relationship key (`customView` is also a bar button item's key, so it is not listed).
    static let elementSpellings = [
        ".element ==", "element ==", "element.hasSuffix", "\"customObject\"",
        "\"viewControllerPlaceholder\"", "\"tableCellView\"", "\"windowTemplate\"",
    ]

    @Test("no runtime source compares or spells a document element name")
    func runtimeNamesNoElements() throws {
        var offenders: [String] = []
        for folder in ["Sources/NibRuntime", "Sources/NibObjects"] {
            let directory = TestCorpus.packageRoot + "/" + folder
            let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }
            #expect(!files.isEmpty, "no sources in \(directory)")
            for file in files {
                let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    for spelling in Self.elementSpellings where line.contains(spelling) {
                        offenders.append("\(folder)/\(file):\(number + 1): \(spelling)")
                    }
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }

    @Test("roles of the elements the runtime treats specially")
    func roles() {
        #expect(NibObjectRole(element: "customView") == .customView)
        #expect(NibObjectRole(element: "customObject") == .customObject)
        #expect(NibObjectRole(element: "window") == .window)
        #expect(NibObjectRole(element: "panel") == .window)
        #expect(NibObjectRole(element: "viewControllerPlaceholder") == .storyboardReference)
        #expect(NibObjectRole(element: "tableViewCell") == .cell)
        #expect(NibObjectRole(element: "tableCellView") == .cell)
        #expect(NibObjectRole(element: "button") == .standard)
        #expect(NibObjectRole(element: "buttonCell") == .cell)
    }

    @Test(
        "every corpus xib: the index the reader builds while checking the graph is the document's object index",
        .enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func readerIndex() throws {
        let files = TestCorpus.files(in: "xib", withExtension: "xib")
        #expect(files.count > 110)
        var checked = 0
        for path in files {
            guard let document = try? XibCompiler().compile(contentsOf: path).document else { continue }
            let read = try ManifestReader.readIndexed(ManifestWriter.data(for: document))
            // Manifests do not record which strings were written in base64 (`base64Properties`).
            var expected = document
            for index in expected.objects.indices { expected.objects[index].base64Properties = [] }
            #expect(read.document == expected, "\(path)")
            #expect(read.objectIndex == document.objectIndex(), "\(path)")
            checked += 1
        }
        #expect(checked > 100)
    }
}
