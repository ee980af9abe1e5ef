import NibManifest
import NibModel
import XibCompiler

/// The invariant every converter fuzz target checks beyond "no crash": a document that compiles
/// writes a manifest that the reader accepts and that reads back to the same graph, and writing
/// it again gives the same bytes. `frontEnd` names the converter in the failure message.
public func checkManifestRoundTrip(_ compilation: XibCompiler.Compilation, frontEnd: String) {
    let manifest = ManifestWriter.data(for: compilation.document)
    let reread: NibDocument
    do {
        reread = try ManifestReader.read(manifest)
    } catch {
        fatalError("\(frontEnd) wrote a manifest the reader refuses: \(error)")
    }
    guard reread == compilation.document else {
        fatalError("the manifest does not read back to the converted graph")
    }
    guard ManifestWriter.data(for: reread) == manifest else {
        fatalError("writing the manifest twice gives different bytes")
    }
}
