import NibArchive
import NibModel
import XibCompiler

/// libFuzzer entry point for the nib writer (`codegen compile`): a document the converter accepts
/// either compiles or is refused with issues, each at a position inside the document — never a
/// crash.
///
/// Invariants checked beyond "no crash": the writer refuses exactly when its coverage lists
/// issues, and lists the same ones; a document it compiles gives the same bytes twice, and every
/// nib it writes (the one of a `.xib`, each of a storyboard's) reads back with the NIBArchive
/// reader and, for a `.xib`, into the model.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? XibCompiler().compile(bytes: bytes, path: "Fuzz.xib").document else { return 0 }
    // Lines end at LF, CR LF or a lone CR: the document has at most this many.
    let lines = 1 + max(bytes.count { $0 == 0x0A }, bytes.count { $0 == 0x0D })
    if document.info.platform.isAppKit {
        let encoder = AppKitNibEncoder(document: document, file: "Fuzz.xib", targetModule: "App")
        checkNib(coverage: encoder.coverage(), lines: lines, encode: encoder.encode)
    } else if document.isStoryboard {
        let encoder = UIKitNibEncoder(document: document, file: "Fuzz.xib", targetModule: "App")
        let coverage = encoder.coverage()
        let storyboard: CompiledStoryboard
        do { storyboard = try encoder.encodeStoryboard() } catch {
            checkRefusal(error.issues, coverage: coverage, lines: lines)
            return 0
        }
        guard coverage.isEmpty, (try? encoder.encodeStoryboard()) == storyboard else {
            fatalError("a compiled storyboard differs when compiled twice, or its coverage lists issues")
        }
        for nib in storyboard.nibs {
            let written = NibArchiveWriter.bytes(of: nib.graph)
            guard (try? NibArchiveReader.read(written)) != nil else {
                fatalError("the storyboard's nib \(nib.name) does not read back")
            }
        }
    } else {
        let encoder = UIKitNibEncoder(document: document, file: "Fuzz.xib", targetModule: "App")
        checkNib(coverage: encoder.coverage(), lines: lines, encode: encoder.encodeNib)
    }
    return 0
}

/// A refusal: at least one issue, each inside the document (or at its start), and the same issues
/// as the coverage lists (in document order).
func checkRefusal(_ issues: [NibCompileIssue], coverage: [NibCompileIssue], lines: Int) {
    guard !issues.isEmpty else { fatalError("a refusal without an issue") }
    for issue in issues {
        let line = issue.location?.position.line ?? 1
        guard line >= 1, line <= lines else { fatalError("an issue outside the document: \(issue.message)") }
        _ = issue.diagnostic.description
    }
    guard Set(issues.map(\.message)) == Set(coverage.map(\.message)) else {
        fatalError("the refusal and the coverage list different issues")
    }
}

/// One nib (an AppKit or UIKit `.xib`): refused as ``checkRefusal(_:coverage:lines:)`` says, or
/// compiled with no coverage issue, the same bytes when compiled again, read back into the model.
func checkNib(
    coverage: [NibCompileIssue], lines: Int, encode: () throws(NibCompileError) -> NibArchiveGraph
) {
    let bytes: [UInt8]
    do { bytes = NibArchiveWriter.bytes(of: try encode()) } catch {
        checkRefusal(error.issues, coverage: coverage, lines: lines)
        return
    }
    guard coverage.isEmpty else { fatalError("compiled, but the coverage lists issues") }
    guard (try? encode()).map(NibArchiveWriter.bytes(of:)) == bytes else {
        fatalError("a nib differs when compiled twice")
    }
    checkReadsIntoTheModel(bytes)
}

/// The nib written reads back with the reader and into the model.
func checkReadsIntoTheModel(_ bytes: [UInt8]) {
    let archive: NibArchiveFile
    do { archive = try NibArchiveReader.read(bytes) } catch { fatalError("a written nib does not read back: \(error)") }
    do { _ = try CompiledNibDocument.document(from: archive, sourceFile: "Fuzz.nib") } catch {
        fatalError("a written nib does not read into the model: \(error)")
    }
}
