import FuzzConverterChecks
import NibModel
import XibCompiler

/// libFuzzer entry point for the converter: any bytes either compile or give a ``XibError``.
///
/// Each input is compiled twice, converting on a second thread while libxml2 parses (with 256-byte
/// event batches, so that the thread starts for small inputs too and the events cross many
/// batches) and on one thread: both must give the same manifest or the same error. A document
/// that compiles must also pass ``checkManifestRoundTrip(_:frontEnd:)``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXib(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let oneThread = outcome(XibCompiler(options: .init(convertsConcurrently: false)), bytes)
    let compilation: XibCompiler.Compilation
    do {
        compilation = try concurrent.compile(bytes: bytes, path: "Fuzz.xib")
    } catch {
        if "error: \(error.description)" != oneThread {
            fatalError("converting concurrently gave \(error.description), on one thread \(oneThread)")
        }
        return 0
    }
    if ManifestWriter.string(for: compilation.document) != oneThread {
        fatalError("converting concurrently and on one thread gave different manifests")
    }
    checkManifestRoundTrip(compilation, frontEnd: "the converter")
    return 0
}

private let concurrent = XibCompiler(options: .init(convertsConcurrently: true, eventBatchSize: 256))

/// The manifest `compiler` makes of `bytes`, or its error's text.
private func outcome(_ compiler: XibCompiler, _ bytes: [UInt8]) -> String {
    do {
        return ManifestWriter.string(for: try compiler.compile(bytes: bytes, path: "Fuzz.xib").document)
    } catch {
        return "error: \(error.description)"
    }
}
