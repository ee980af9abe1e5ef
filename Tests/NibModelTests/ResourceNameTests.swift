import Foundation
import NibModel
import Testing

@Suite struct ResourceNameTests {
    @Test func namesAreOnePathComponent() {
        for name in ["Main", "pt-BR", "zh-Hans", "Base", "a..b", "Main~ipad", "…", "名前", ".hidden"] {
            #expect(ResourceName.problem(name: name) == nil, "\(name)")
        }
        let refused: [(String, ResourceName.Problem)] = [
            ("", .empty), (".", .dotComponent), ("..", .dotComponent), ("../x", .separator), ("a/b", .separator),
            ("/abs", .separator), ("a\\b", .separator), ("x\u{0}y", .controlCharacter),
            ("tab\there", .controlCharacter),
            ("del\u{7F}", .controlCharacter),
        ]
        for (name, problem) in refused { #expect(ResourceName.problem(name: name) == problem, "\(name)") }
    }

    @Test func packagePathsAreRelativeAndMadeOfNames() {
        for path in ["Sources/App/Base.lproj/Main.xib", "Main.xib", "a//b", "a/b/"] {
            #expect(ResourceName.problem(packagePath: path) == nil, "\(path)")
        }
        let refused: [(String, ResourceName.Problem)] = [
            ("", .empty), ("/etc/passwd", .absolute), ("../Main.xib", .dotComponent), ("a/../../b", .dotComponent),
            ("a/./b", .dotComponent), (".", .dotComponent), ("a\\..\\b", .separator), ("a/\u{1}", .controlCharacter),
        ]
        for (path, problem) in refused { #expect(ResourceName.problem(packagePath: path) == problem, "\(path)") }
    }

    @Test func theMessageQuotesAndBoundsTheValue() {
        let message = ResourceName.message(what: "storyboardName", value: "../x\n", problem: .separator)
        #expect(message == #"storyboardName "../x\n" is not a name: it contains a path separator"#)
        let long = ResourceName.message(what: "x", value: String(repeating: "a/", count: 500), problem: .separator)
        #expect(long.count < 200)
    }
}

@Suite struct OutputStageTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("output-stage-\(UUID().uuidString)")
        .path

    func contents(_ path: String) -> String? { try? String(decoding: FileIO.read(path), as: UTF8.self) }

    @Test func nothingIsWrittenUntilCommitAndADiscardLeavesNoTrace() throws {
        let stage = OutputStage()
        try stage.stage(Array("one".utf8), to: scratch + "/a/b/One.txt")
        try stage.stage(to: scratch + "/a/Two.txt") { sink in
            sink.write(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        #expect(contents(scratch + "/a/b/One.txt") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch + "/a/b").allSatisfy { $0.hasPrefix(".") })
        stage.discard()
        #expect(!FileManager.default.fileExists(atPath: scratch))
    }

    @Test func aStageThatGoesAwayUncommittedWritesNothing() throws {
        do {
            let stage = OutputStage()
            try stage.stage(Array("one".utf8), to: scratch + "/One.txt")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch))
    }

    @Test func commitWritesEveryFileAndLeavesUnchangedOnesAlone() throws {
        try FileIO.createDirectory(scratch)
        try FileIO.writeAtomically(Array("same".utf8), to: scratch + "/Same.txt")
        let before = try FileManager.default.attributesOfItem(atPath: scratch + "/Same.txt")[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        let stage = OutputStage()
        try stage.stage(Array("same".utf8), to: scratch + "/Same.txt")
        try stage.stage(Array("new".utf8), named: "New.txt", in: scratch)
        #expect(try stage.commit() == [scratch + "/New.txt"])
        #expect(contents(scratch + "/New.txt") == "new")
        let after = try FileManager.default.attributesOfItem(atPath: scratch + "/Same.txt")[.modificationDate] as? Date
        #expect(before == after)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).sorted() == ["New.txt", "Same.txt"])
    }

    @Test func aNameThatIsAPathIsRefused() throws {
        let stage = OutputStage()
        for name in ["../x.swift", "/tmp/x.swift", "a/b.swift", "..", ""] {
            #expect(throws: FileError.self, "\(name)") {
                try stage.stage(Array("x".utf8), named: name, in: scratch)
            }
        }
        #expect(stage.destinations.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: scratch))
    }
}
