import Foundation
import NibCodeGen
import NibModel
import XibCompiler

/// libFuzzer entry point for a templates directory (`codegen generate --templates`): the input is
/// `File.mustache`, and after a NUL byte `OwnerClass.mustache`, written to a scratch folder and
/// rendered over the example's login screen.
///
/// Invariants checked beyond "no crash, no hang": a template problem is an error, and a name no
/// context has a warning, at a line and column of one of the two files; a rendering gives the same
/// text and warnings twice; the tag reader reads every template the engine accepts as the engine
/// does (a template refused for reading differently is reported).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
    let file = parts.first.map { String(decoding: $0, as: UTF8.self) } ?? ""
    let ownerClass = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : nil
    let folder = TemplateFuzzing.folder
    do {
        try Data(file.utf8).write(to: URL(fileURLWithPath: folder + "/File.mustache"))
        let owner = URL(fileURLWithPath: folder + "/OwnerClass.mustache")
        if let ownerClass {
            try Data(ownerClass.utf8).write(to: owner)
        } else {
            try? FileManager.default.removeItem(at: owner)
        }
    } catch {
        fatalError("cannot write the scratch templates: \(error)")
    }
    let first: [GeneratedFile]
    do {
        let generator = try NibCodeGenerator(templatesDirectory: folder)
        first = try generator.generate([TemplateFuzzing.input])
        guard try generator.generate([TemplateFuzzing.input]) == first else {
            fatalError("rendering the same templates twice gives different text")
        }
    } catch {
        TemplateFuzzing.check(error)
        return 0
    }
    for warning in first.flatMap(\.warnings) {
        guard let file = warning.file, file.hasPrefix(folder + "/"), let position = warning.position,
            position.line >= 1, position.column >= 1
        else {
            fatalError("a template warning without its file, line and column: \(warning)")
        }
    }
    return 0
}

enum TemplateFuzzing {
    /// The scratch folder the templates are written to (one per process).
    static let folder: String = {
        let path = NSTemporaryDirectory() + "fuzz-template-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// The document every template renders over: the example's login screen (an owner class
    /// with outlets and actions), found from this file's place in the repository.
    static let input: GeneratorInput = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("Examples/NibDemo/Sources/NibDemoKit/Nibs/Login.xib").path
        do {
            let document = try XibCompiler().compile(contentsOf: path).document
            return GeneratorInput(path: path, document: document)
        } catch {
            fatalError("the fuzzing document does not convert: \(error)")
        }
    }()

    /// A template problem must name one of the two files at a line and column.
    static func check(_ error: CodeGenError) {
        let diagnostic = error.diagnostic
        guard case .invalidTemplate(let location, _) = error else {
            if case .missingTemplate = error { fatalError("a template the renderer lost: \(diagnostic)") }
            return
        }
        guard location.file.hasPrefix(folder + "/"), location.position.line >= 1, location.position.column >= 1 else {
            fatalError("a template error without its file, line and column: \(diagnostic)")
        }
        // Refused safely, but the tag reader should read as the engine does: report it to be fixed.
        if diagnostic.message.contains("reads this template's tags otherwise") {
            fatalError("the tag reader and the engine read a template differently: \(diagnostic)")
        }
    }
}
