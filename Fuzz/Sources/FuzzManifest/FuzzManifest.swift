import NibManifest
import NibModel
import NibObjects
import NibRuntime

/// libFuzzer entry point for the manifest reader and the runtime: any bytes either give a typed
/// ``ManifestError`` or a document that the runtime instantiates (or refuses with a ``NibError``).
///
/// Invariants checked beyond "no crash": an accepted manifest, written again, reads back to the
/// same graph.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let document: NibDocument
    do {
        document = try ManifestReader.read(bytes)
    } catch {
        _ = error.description
        return 0
    }
    let written = ManifestWriter.data(for: document)
    do {
        let reread = try ManifestReader.read(written)
        guard reread == document else { fatalError("a written manifest reads back to a different graph") }
    } catch {
        fatalError("the writer wrote a manifest the reader refuses: \(error)")
    }
    // Instantiate with every placeholder supplied, so the run reaches connections and awake.
    var externals: [String: AnyObject] = [Nib.applicationExternalName: NibResponder()]
    for placeholder in document.placeholders {
        if let identifier = placeholder.identifier { externals[identifier] = NibResponder() }
    }
    let nib = Nib(document: document)
    do {
        let instance = try nib.instantiateGraph(owner: NibResponder(), externals: externals, registry: .defaultObjects)
        _ = instance.diagnostics.map(\.description)
    } catch {
        _ = error.description
    }
    return 0
}
