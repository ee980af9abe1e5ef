import Foundation
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
