import Foundation
import NibTestSupport
import Testing

/// `codegen diff` as people and git run it: the lines, `--json`, `--compact`, the external-diff
/// form, an added document, and a document it cannot read.
struct DiffCommandTests {
    @Test func oneLinePerChangedPropertyAtTheObject() throws {
        let files = try MergeCommandTests.conflictingFiles()
        defer { try? FileManager.default.removeItem(atPath: files.folder) }
        let run = try MergeCommandTests.run(["diff", files.base, files.ours])
        #expect(run.status == 0)
        #expect(run.stdout == "\(files.ours):11:17: changed label \"Ours\" [a]: text: \"A\" → \"Ours\"\n")
    }

    @Test func jsonAndCompactForms() throws {
        let files = try MergeCommandTests.conflictingFiles()
        defer { try? FileManager.default.removeItem(atPath: files.folder) }
        let json = try MergeCommandTests.run(["diff", "--json", files.base, files.ours])
        #expect(json.status == 0)
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let change = (report?["changes"] as? [[String: Any]])?.first
        #expect((report?["changes"] as? [Any])?.count == 1)
        #expect(change?["kind"] as? String == "changed")
        #expect(change?["attribute"] as? String == "text")
        #expect(change?["old"] as? String == "A" && change?["new"] as? String == "Ours")
        #expect((change?["object"] as? [String: Any])?["id"] as? String == "a")
        let compact = try MergeCommandTests.run(["diff", "--compact", files.base, files.ours])
        #expect(compact.stdout == "**\(files.ours)**: 1 changed object\n- changed `label \"Ours\" [a]`: text\n")
    }

    /// Git's seven arguments, with `/dev/null` for a document that did not exist.
    @Test func theExternalDiffFormAndAnAddedDocument() throws {
        let files = try MergeCommandTests.conflictingFiles()
        defer { try? FileManager.default.removeItem(atPath: files.folder) }
        let run = try MergeCommandTests.run([
            "diff", "--git", "Views/Login.xib", "/dev/null", ".", ".", files.ours, "0123abc", "100644",
        ])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "codegen diff Views/Login.xib Views/Login.xib")
        #expect(lines.dropFirst().first?.hasPrefix("Views/Login.xib:2:1: added document") == true)
        #expect(lines.count == 2)
    }

    /// The example's login screen with its button sent to the back (moved before the text fields)
    /// and two outlets of File's Owner swapped: the button is listed as reordered; the outlets,
    /// whose order carries no meaning, are not.
    @Test func aViewSentToTheBackIsListedAsReordered() throws {
        let login = TestCorpus.packageRoot + "/Examples/NibDemo/Sources/NibDemoKit/Nibs/Login.xib"
        let text = try String(contentsOfFile: login, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let button = try #require(lines.firstIndex { $0.contains("<button ") })
        let buttonEnd = try #require(lines[button...].firstIndex { $0.contains("</button>") })
        let firstField = try #require(lines.firstIndex { $0.contains("<textField ") })
        var edited = Array(lines)
        let block = Array(edited[button...buttonEnd])
        edited.removeSubrange(button...buttonEnd)
        edited.insert(contentsOf: block, at: firstField)
        let user = try #require(edited.firstIndex { $0.contains("id=\"o2\"") })
        edited.swapAt(user, user + 1)
        let folder = NSTemporaryDirectory() + "diff-reorder-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let new = folder + "/Login.xib"
        try edited.joined(separator: "\n").write(toFile: new, atomically: true, encoding: .utf8)

        let run = try MergeCommandTests.run(["diff", login, new])
        #expect(run.status == 0)
        #expect(run.stdout == "\(new):\(firstField + 1):17: reordered button [go]: position 3 of 4 → position 1 of 4\n")
        let json = try MergeCommandTests.run(["diff", "--json", login, new])
        let change = try #require(
            ((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["changes"]
                as? [[String: Any]])?.first)
        #expect(change["kind"] as? String == "reordered")
        #expect(change["old"] as? String == "position 3 of 4" && change["new"] as? String == "position 1 of 4")
        let compact = try MergeCommandTests.run(["diff", "--compact", login, new])
        #expect(compact.stdout == "**\(new)**: 1 reordered\n- reordered `button [go]` to position 1 of 4\n")
        // Swapped back, nothing is listed.
        let back = try MergeCommandTests.run(["diff", new, new])
        #expect(back.stdout.isEmpty)
    }

    @Test func aBrokenDocumentExitsTwoWithItsPosition() throws {
        let files = try MergeCommandTests.conflictingFiles()
        defer { try? FileManager.default.removeItem(atPath: files.folder) }
        let broken = files.folder + "/broken.xib"
        try "<?xml version=\"1.0\"?>\n<document>\n  <objects>\n</document>\n".write(
            toFile: broken, atomically: true, encoding: .utf8)
        let run = try MergeCommandTests.run(["diff", files.base, broken])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("\(broken):4:"))
        #expect(run.stderr.contains("error: not well-formed XML"))
        #expect(run.stdout.isEmpty)
    }
}
