import Foundation
import NibModel
import NibTestSupport
import Testing

/// Paths whose file name starts with a combining mark: `/` and the mark are one `Character`, so a
/// split by characters found no `/`. The outputs named after such a document were written
/// outside the output folder (`../ͅTop.xib` gave `OUT/../ͅTop.nib.json`) or in a folder below it.
@Suite struct PathSplitCLITests {
    static let mark = "\u{345}"

    @Test func pathsAreSplitAtTheSlashByte() {
        let path = "A/Base.lproj/../\(Self.mark)Top.xib"
        #expect(PathComponents.of(path) == ["A", "Base.lproj", "..", "\(Self.mark)Top.xib"])
        #expect(PathComponents.of("/a//b/", keepingEmpty: true) == ["", "a", "", "b", ""])
        #expect(PathComponents.last(path) == "\(Self.mark)Top.xib")
        #expect(PathComponents.directory(path) == "A/Base.lproj/../")
        #expect(PathComponents.directory("nib.json") == "")
        #expect(NibOutputNames.nibName(ofPath: "../\(Self.mark)Top.xib") == "\(Self.mark)Top")
        #expect(NibOutputNames.localization(ofPath: "ja.lproj/\(Self.mark)Top.xib") == "ja")
        #expect(
            TargetDocumentNames.folder(ofPath: "Sources/App/\(Self.mark)A/Base.lproj/Main.xib") == [
                "Sources", "App", "\(Self.mark)A",
            ])
    }

    @Test func outputsNamedByTheDocumentStayInTheOutputFolder() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("path-split-\(UUID().uuidString)")
        let work = scratch.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let top = "\(Self.mark)Top.xib"
        try SmallXib.oneView.write(to: scratch.appendingPathComponent(top), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try SmallXib.oneView.write(
            to: scratch.appendingPathComponent("sub").appendingPathComponent("\(Self.mark)Doc.xib"), atomically: true,
            encoding: .utf8)
        let precious = work.appendingPathComponent("\(Self.mark)Top.nib.json")
        try Data("precious".utf8).write(to: precious)
        let convert = try CLI.run(["convert", "../\(top)", "-o", "gen"], in: work)
        #expect(convert.status == 0, "\(convert.stderr)")
        #expect(FileManager.default.contents(atPath: precious.path) == Data("precious".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path + "/gen") == ["\(Self.mark)Top.nib.json"])
        let nested = try CLI.run(["convert", "../sub/\(Self.mark)Doc.xib", "-o", "gen2"], in: work)
        #expect(nested.status == 0, "\(nested.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: work.path + "/gen2") == ["\(Self.mark)Doc.nib.json"])
    }
}
