import NibModel

/// Something the loader noticed that did not stop it: an unknown class that fell back to a
/// standard one, a missing image, a connection kind this runtime does not make. The runtime's
/// name for ``Diagnostic`` (severity `warning` or `note`, and the place in the source document
/// when known); it prints as compilers do, `File.xib:line:column: warning: message`.
public typealias NibDiagnostic = Diagnostic
