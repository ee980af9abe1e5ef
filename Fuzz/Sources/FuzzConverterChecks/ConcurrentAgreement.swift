import NibManifest
import NibModel
import XibCompiler

/// Compiles `bytes` twice — converting on a second thread while libxml2 parses, in 256-byte event
/// batches so that the thread starts for small inputs too and the events cross many batches, and
/// on one thread — and stops the fuzzer unless both give the same manifest or the same error.
/// Returns the concurrent side's result.
public func compileBothWays(_ bytes: [UInt8], path: String) -> Result<XibCompiler.Compilation, XibError> {
    let concurrent = Result { () throws(XibError) in try concurrentCompiler.compile(bytes: bytes, path: path) }
    let oneThread = Result { () throws(XibError) in try oneThreadCompiler.compile(bytes: bytes, path: path) }
    if outcome(concurrent) != outcome(oneThread) {
        fatalError(
            "converting concurrently gave \(outcome(concurrent).prefix(300)), on one thread \(outcome(oneThread).prefix(300))"
        )
    }
    return concurrent
}

private let concurrentCompiler = XibCompiler(options: .init(convertsConcurrently: true, eventBatchSize: 256))
private let oneThreadCompiler = XibCompiler(options: .init(convertsConcurrently: false))

/// The manifest of a compilation, or its error's text.
private func outcome(_ result: Result<XibCompiler.Compilation, XibError>) -> String {
    switch result {
    case .success(let compilation): ManifestWriter.string(for: compilation.document)
    case .failure(let error): "error: \(error.description)"
    }
}
