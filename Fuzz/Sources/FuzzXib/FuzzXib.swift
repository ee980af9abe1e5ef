import NibModel
import XibCompiler

/// libFuzzer entry point for the converter: any bytes either compile or give a ``XibError``.
///
/// Invariants checked beyond "no crash": a document that compiles writes a manifest that the
/// reader accepts and that reads back to the same graph, and writing it again gives the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXib(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let compilation: XibCompiler.Compilation
    do {
        compilation = try XibCompiler().compile(bytes: bytes, path: "Fuzz.xib")
    } catch {
        _ = error.description
        return 0
    }
    let manifest = ManifestWriter.data(for: compilation.document)
    let reread: NibDocument
    do {
        reread = try ManifestReader.read(manifest)
    } catch {
        fatalError("the converter wrote a manifest the reader refuses: \(error)")
    }
    guard reread == compilation.document else {
        fatalError("the manifest does not read back to the converted graph")
    }
    guard ManifestWriter.data(for: reread) == manifest else {
        fatalError("writing the manifest twice gives different bytes")
    }
    return 0
}
