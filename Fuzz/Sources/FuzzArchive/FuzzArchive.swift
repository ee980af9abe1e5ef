import FuzzConverterChecks
import XibCompiler

/// The XML declaration and archive root wrapped around inputs that do not already open an
/// `<archive>`, so that mutations land inside the archive front-end instead of being turned
/// away as "not an Interface Builder document".
let archiveHeader = Array(
    #"<?xml version="1.0" encoding="UTF-8"?><archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">"#.utf8
)
let archiveFooter = Array("</archive>".utf8)

/// Whether the first bytes of `bytes` already contain the archive root's start tag.
func opensArchive(_ bytes: [UInt8]) -> Bool {
    let marker = Array("<archive".utf8)
    let window = bytes.prefix(512)
    guard window.count >= marker.count else { return false }
    for start in window.startIndex...(window.endIndex - marker.count)
    where window[start..<(start + marker.count)].elementsEqual(marker) {
        return true
    }
    return false
}

/// libFuzzer entry point for the legacy archive front-end (`<archive type="com.apple.InterfaceBuilder3…">`):
/// any bytes either compile or give a ``XibError`` positioned in the file.
///
/// Inputs that already open an `<archive>` (the corpus seeds and their mutations) are compiled as
/// they are; any other input becomes the content of an archive root. Each is compiled
/// concurrently and on one thread, which must agree (``compileBothWays(_:path:)``). A document that
/// compiles must write a manifest that reads back to the same graph and writes the same bytes again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArchive(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let bytes = opensArchive(input) ? input : archiveHeader + input + archiveFooter
    switch compileBothWays(bytes, path: "Fuzz.xib") {
    case .success(let compilation):
        checkManifestRoundTrip(compilation, frontEnd: "the archive front-end")
    case .failure(let error):
        guard error.description.hasPrefix("Fuzz.xib:"), error.description.contains(": error: ") else {
            fatalError("an error that does not name its place in the file: \(error.description)")
        }
    }
    return 0
}
