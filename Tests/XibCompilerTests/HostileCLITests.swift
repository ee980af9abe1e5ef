import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile documents through `codegen convert` as a build runs it: exit status 1, one positioned
/// diagnostic line, no manifest and no temporary file left, bounded time, and a bound on memory
/// enforced by the kernel: each run gets a data-segment limit (`ulimit -d`, RLIMIT_DATA, which
/// covers the heap and private mappings), so reading a 100 MB file or building a graph for it would
/// make the tool fail to allocate and abort, which the exit status shows.
@Suite struct HostileCLITests {
    struct Measured {
        var status: Int32
        var stderr: String
        var elapsed: Duration
    }

    /// Runs `codegen` under `sh -c 'ulimit -d …; exec codegen …'`, with at most `dataLimitMiB` of data.
    static func measure(_ arguments: [String], dataLimitMiB: Int) throws -> Measured {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let errPath = scratch.appendingPathComponent("err").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let executable = "/bin/sh"
        // A sanitizer reserves its shadow memory as data, so under one (`NIB_SANITIZER` set) the
        // limit cannot apply; the sanitizer watches memory itself.
        let limited = ProcessInfo.processInfo.environment["NIB_SANITIZER"] == nil
        let script = (limited ? "ulimit -d \(dataLimitMiB * 1024) && " : "") + "exec \"$0\" \"$@\""
        let argv: [UnsafeMutablePointer<CChar>?] =
            ([executable, "-c", script, TestPaths.codegen.path] + arguments)
            .map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let clock = ContinuousClock()
        let start = clock.now
        // No signal blocked in the child, whatever this thread blocks (as `ProcessRunner` does).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let elapsed = clock.now - start
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return Measured(status: exit, stderr: stderr, elapsed: elapsed)
    }

    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    static let header = HostileInputTests.header
    static let dtd = HostileInputTests.dtdMessage

    /// name, contents, the message after `path:`.
    static let cases: [(String, [UInt8], String)] = [
        (
            "Entity.xib",
            Array(
                "<?xml version=\"1.0\"?>\n<!DOCTYPE document [ <!ENTITY e SYSTEM \"file:///etc/passwd\"> ]>\n\(header)<objects><view id=\"a\" userLabel=\"&e;\"/></objects></document>"
                    .utf8),
            "2:1: error: malformed XML: \(dtd)"
        ),
        (
            "Deep.xib", Array((header + "<objects>" + String(repeating: "<view>", count: 100_000)).utf8),
            "1:\(header.utf8.count + 10 + 6 * 254): error: malformed XML: elements nest deeper than 256 levels"
        ),
        (
            "Truncated.xib", Array((header + "\n<objects>\n  <view id=\"a\">\n    <rect key=\"frame\" x=\"0").utf8),
            "4:27: error: malformed XML: the file ends before <view> (line 3, column 3) is closed"
        ),
        (
            "Nul.xib", Array((header + "<objects>").utf8) + [0] + Array("</objects></document>".utf8),
            "1:\(header.utf8.count + 10): error: malformed XML: Char 0x0 out of allowed range"
        ),
        // libxml2 used to print the conversion error to standard error itself, unpositioned.
        (
            "Encoding.xib",
            Array("<?xml version=\"1.0\" encoding=\"EUC-JP\"?>\n\(header)<objects><view userLabel=\"".utf8) + [
                0xF9, 0x70, 0x65, 0x3D,
            ]
                + Array("\"/></objects></document>".utf8),
            "2:\(header.utf8.count + 27): error: malformed XML: input conversion failed due to input error, bytes 0xF9 0x70 0x65 0x3D"
        ),
        (
            "Root.xib", Array("<plist version=\"1.0\"/>".utf8),
            "1:1: error: not an Interface Builder document: the root element is <plist>, expected <document>"
        ),
        (
            "Dangling.xib",
            Array(
                (header
                    + "\n<objects>\n<view id=\"a\"><connections><outlet property=\"x\" destination=\"b\" id=\"c\"/></connections></view>\n</objects></document>")
                    .utf8),
            "3:27: error: outlet destination \"b\" does not exist in this document"
        ),
        (
            "Attributes.xib",
            Array(
                (header + "<objects><view " + (0..<100_000).map { "a\($0)=\"\"" }.joined(separator: " ")
                    + "/></objects></document>").utf8),
            "1:\(header.utf8.count + 10): error: malformed XML: an element has more than 1024 attributes"
        ),
    ]

    @Test func hostileDocumentsFailWithOneLineAndLeaveNothing() throws {
        let out = scratch.appendingPathComponent("out")
        for (name, bytes, message) in Self.cases {
            let input = scratch.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: input))
            let run = try Self.measure(["convert", input, "-o", out.path], dataLimitMiB: 256)
            #expect(run.status == 1, "\(name)")
            #expect(run.stderr == "\(input):\(message)\n", "\(name)")
            #expect(run.elapsed < .seconds(10), "\(name) took \(run.elapsed)")
            let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
            #expect(leftovers.isEmpty, "\(name) left \(leftovers)")
        }
    }

    @Test func a100MBFileIsRefusedWithoutReadingIt() throws {
        let input = scratch.appendingPathComponent("Huge.xib").path
        defer { try? FileManager.default.removeItem(atPath: input) }
        let size = 100 << 20
        // A real 100 MB document: a header, a 100 MB run of objects, the end.
        _ = FileManager.default.createFile(atPath: input, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: input))
        let head = Data((Self.header + "<objects>").utf8)
        let tail = Data("</objects></document>\n".utf8)
        let object = Data("<view id=\"x\"/>\n".utf8)
        var chunk = Data()
        while chunk.count < 1 << 20 { chunk += object }
        try handle.write(contentsOf: head)
        var written = head.count
        while written + chunk.count + tail.count <= size {
            try handle.write(contentsOf: chunk)
            written += chunk.count
        }
        try handle.write(contentsOf: Data(repeating: UInt8(ascii: " "), count: size - written - tail.count))
        try handle.write(contentsOf: tail)
        try handle.close()
        #expect(try FileManager.default.attributesOfItem(atPath: input)[.size] as? Int == size)

        let out = scratch.appendingPathComponent("out")
        // 64 MiB of data: the tool's own footprint fits, the file's contents would not.
        let run = try Self.measure(["convert", input, "-o", out.path], dataLimitMiB: 64)
        #expect(run.status == 1)
        #expect(run.stderr == "\(input):1:1: error: the file is \(size) bytes, over the limit of \(64 << 20) bytes\n")
        #expect(run.elapsed < .seconds(5))
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty)
    }

    @Test func aLargeFileUnderTheLimitConvertsWithinBoundedMemory() throws {
        // 60 MB: one object and a 60 MB comment (libxml2's 10,000,000-byte cap on one comment is lifted).
        let input = scratch.appendingPathComponent("Large.xib").path
        defer { try? FileManager.default.removeItem(atPath: input) }
        let text =
            Self.header + "\n<objects>\n<view id=\"a\"/><!--" + String(repeating: "A", count: 60_000_000)
            + "--></objects></document>\n"
        try text.write(toFile: input, atomically: false, encoding: .utf8)
        let out = scratch.appendingPathComponent("out")
        let run = try Self.measure(["convert", input, "-o", out.path], dataLimitMiB: 512)
        #expect(run.stderr == "")
        #expect(run.status == 0)
        #expect(run.elapsed < .seconds(60))  // a debug build on a shared machine; release takes well under a second
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []) == ["Large.nib.json"])
    }
}
