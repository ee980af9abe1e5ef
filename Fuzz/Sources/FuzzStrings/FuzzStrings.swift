import NibStrings

/// libFuzzer entry point for the `.strings` reader: any bytes either parse or give a positioned
/// ``StringsError``.
///
/// Invariants checked beyond "no crash": every error and warning has a position inside the text,
/// and a table that parses writes a file that reads back to the same keys and values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let table: StringsTable
    do {
        table = try StringsFileParser.parse(bytes, file: "Fuzz.strings")
    } catch {
        guard error.position.line >= 1 && error.position.column >= 1 else {
            fatalError("error without a position: \(error)")
        }
        _ = error.description
        return 0
    }
    for warning in table.warnings where warning.position.line < 1 || warning.position.column < 1 {
        fatalError("warning without a position: \(warning)")
    }
    let written = StringsFileWriter.text(table)
    let reread: StringsTable
    do {
        reread = try StringsFileParser.parse(Array(written.utf8), file: "Written.strings")
    } catch {
        fatalError("the writer produced a file the reader refuses: \(error)\n\(written)")
    }
    guard reread.entries.map(\.key) == table.entries.map(\.key),
        reread.entries.map(\.value) == table.entries.map(\.value)
    else {
        fatalError("the written file does not read back to the same entries")
    }
    return 0
}
