import FuzzConverterChecks
import XibCompiler

/// libFuzzer entry point for the converter: any bytes either compile or give a ``XibError``.
///
/// Each input is compiled concurrently and on one thread, which must agree
/// (``compileBothWays(_:path:)``); a document that compiles must also pass
/// ``checkManifestRoundTrip(_:frontEnd:)``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXib(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .success(let compilation) = compileBothWays(bytes, path: "Fuzz.xib") else { return 0 }
    checkManifestRoundTrip(compilation, frontEnd: "the converter")
    return 0
}
