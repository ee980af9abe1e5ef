import Foundation
import Testing

@testable import NibModel

/// ``Diagnostic`` is the one place that formats a message: the compiler form with as much of the
/// place as is known, notes on the lines below.
@Suite struct DiagnosticTests {
    @Test func rendersTheCompilerForm() {
        let position = SourcePosition(line: 4, column: 17)
        #expect(Diagnostic(file: "A.xib", position: position, message: "m").description == "A.xib:4:17: error: m")
        #expect(Diagnostic(.warning, file: "A.xib", message: "m").description == "A.xib: warning: m")
        #expect(Diagnostic(.note, position: position, message: "m").description == "4:17: note: m")
        #expect(Diagnostic(message: "m").description == "error: m")
        #expect(Diagnostic(file: "", position: position, message: "m").description == "4:17: error: m")
    }

    /// ``DiagnosticText`` is the form itself; the build plugins print through it too.
    @Test func textIsTheFormDiagnosticPrints() {
        #expect(DiagnosticText.line(file: "A.xib", position: (4, 17), message: "m") == "A.xib:4:17: error: m")
        #expect(DiagnosticText.line(file: "A.xib", severity: "warning", message: "m") == "A.xib: warning: m")
        #expect(DiagnosticText.line(file: nil, position: (4, 17), severity: "note", message: "m") == "4:17: note: m")
        #expect(DiagnosticText.line(file: "", message: "m") == "error: m")
        let diagnostic = Diagnostic(.warning, file: "B.xib", position: SourcePosition(line: 2, column: 3), message: "m")
        #expect(
            diagnostic.description
                == DiagnosticText.line(file: "B.xib", position: (2, 3), severity: "warning", message: "m"))
    }

    /// A file name cannot print a line of its own: a name holding `\n` and a forged diagnostic
    /// made editors show an error in `Package.swift`.
    @Test func controlCharactersOfFileNamesAreEscaped() {
        let forged = "bad\nPackage.swift:1:1: error: INJECTED.xib"
        let line = DiagnosticText.line(file: forged, position: (1, 1), message: "m")
        #expect(line == "bad\\nPackage.swift:1:1: error: INJECTED.xib:1:1: error: m")
        #expect(!line.contains("\n"))
        #expect(
            DiagnosticText.line(file: "a\u{1B}[2Jb\r\tc\u{2028}d\u{85}.xib", message: "m")
                == "a\\u{1B}[2Jb\\r\\tc\\u{2028}d\\u{85}.xib: error: m")
        #expect(DiagnosticText.line(file: "Café/Ünïcode.xib", message: "m") == "Café/Ünïcode.xib: error: m")
        #expect(Diagnostic(file: "x\ny.xib", message: "m").description == "x\\ny.xib: error: m")
    }

    /// The plugins cannot depend on NibModel, so each compiles `DiagnosticText.swift` itself,
    /// through a symbolic link to the one file; nothing else under `Sources/` or `Plugins/` spells
    /// the form (`…: error: …`) itself.
    @Test func theFormIsSpelledInOnePlace() throws {
        let root = PortabilityTests.packageRoot
        let manager = FileManager.default
        for plugin in try manager.contentsOfDirectory(atPath: root + "/Plugins").sorted() {
            let path = root + "/Plugins/\(plugin)/DiagnosticText.swift"
            #expect(
                try manager.destinationOfSymbolicLink(atPath: path) == "../../Sources/NibModel/DiagnosticText.swift",
                "\(plugin)")
        }
        var spelt: [String] = []
        for file in PortabilityTests.swiftSources() where !file.hasSuffix("/DiagnosticText.swift") {
            for (number, line) in try PortabilityTests.lines(file).enumerated() where !line.hasPrefix("//") {
                if line.contains(#": error: "#) || line.contains(#"): error"#) || line.contains(#"\(severity): "#) {
                    spelt.append("\(file):\(number + 1)")
                }
            }
        }
        #expect(spelt == [], "diagnostic text spelt outside DiagnosticText.swift")
    }

    @Test func notesFollowOnTheirOwnLines() {
        let note = Diagnostic(.note, at: SourceLocation(file: "A.xib", line: 1, column: 2), message: "first here")
        let diagnostic = Diagnostic(
            at: SourceLocation(file: "B.xib", line: 3, column: 4), message: "clash", notes: [note])
        #expect(diagnostic.description == "B.xib:3:4: error: clash\nA.xib:1:2: note: first here")
    }

    @Test func locatedNamesOnlyAMissingFile() {
        let position = SourcePosition(line: 2, column: 1)
        #expect(
            Diagnostic(position: position, message: "m").located(in: "x.json").description == "x.json:2:1: error: m")
        #expect(Diagnostic(file: "y.json", message: "m").located(in: "x.json").description == "y.json: error: m")
        let withNote = Diagnostic(message: "m", notes: [Diagnostic(.note, position: position, message: "n")]).located(
            in: "x.json")
        #expect(withNote.description == "x.json: error: m\nx.json:2:1: note: n")
    }

    @Test func locationIsFileAndPositionTogether() {
        var diagnostic = Diagnostic(file: "A.xib", message: "m")
        #expect(diagnostic.location == nil)
        diagnostic.location = SourceLocation(file: "B.xib", line: 7, column: 3)
        #expect(diagnostic.file == "B.xib" && diagnostic.position == SourcePosition(line: 7, column: 3))
        #expect(diagnostic.with(severity: .warning).description == "B.xib:7:3: warning: m")
    }

    /// A file over the size limit is a value callers can decide on (the converter turns it into
    /// its own "too large" error), not a text to match.
    @Test func fileTooLargeIsAValue() throws {
        let path = NSTemporaryDirectory() + "/diagnostic-size-\(ProcessInfo.processInfo.processIdentifier)"
        try Data(repeating: 0x20, count: 100).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: FileError(path: path, cause: .tooLarge(bytes: 100, limit: 10))) {
            try FileIO.read(path, limit: 10)
        }
        #expect(throws: FileError(path: NSTemporaryDirectory(), cause: .notARegularFile)) {
            try FileIO.read(NSTemporaryDirectory())
        }
        do {
            _ = try FileIO.read(path, limit: 10)
        } catch {
            #expect(error.description == "\(path): error: file is 100 bytes, over the limit of 10")
        }
    }
}
