import FuzzConverterChecks
import XibCompiler

/// libFuzzer entry point for the converter: any bytes either compile or give a ``XibError``.
///
/// A document that compiles must also pass ``checkManifestRoundTrip(_:frontEnd:)``.
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
    checkManifestRoundTrip(compilation, frontEnd: "the converter")
    return 0
}
