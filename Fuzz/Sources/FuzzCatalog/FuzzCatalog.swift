import NibStrings

/// libFuzzer entry point for the String Catalog reader: any bytes either read as a catalog or
/// give a positioned ``StringsError``.
///
/// Invariants checked beyond "no crash": a catalog that reads yields a table for each of its
/// languages, survives an update, and its written text reads back and writes the same bytes again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var catalog: StringCatalog
    do {
        catalog = try StringCatalog(bytes: bytes, file: "Fuzz.xcstrings")
    } catch {
        guard error.position.line >= 1 && error.position.column >= 1 else {
            fatalError("error without a position: \(error)")
        }
        _ = error.description
        return 0
    }
    for warning in catalog.warnings where warning.position.line < 1 || warning.position.column < 1 {
        fatalError("warning without a position: \(warning)")
    }
    for language in catalog.languages {
        _ = catalog.table(for: language)
        _ = catalog.variationKeys(for: language)
        if LanguageName.problem(language) != nil { fatalError("a language that is not a name: \(language)") }
    }
    let text = catalog.text
    let reread: StringCatalog
    do {
        reread = try StringCatalog(bytes: Array(text.utf8), file: "Written.xcstrings")
    } catch {
        fatalError("the writer produced a catalog the reader refuses: \(error)\n\(text)")
    }
    guard reread.text == text else { fatalError("writing the catalog twice gives different text") }
    // A member given twice is read once, so the written catalog gives it once.
    if reread.warnings.contains(where: \.isDuplicateKey) { fatalError("the written catalog repeats a member") }
    catalog.update(with: StringsTable(entries: [StringsEntry(key: "a.title", value: "A", comment: "c")]))
    _ = catalog.text
    return 0
}
