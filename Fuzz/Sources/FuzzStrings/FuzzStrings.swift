import NibModel
import NibStrings

/// libFuzzer entry point for the `.strings` reader: any bytes either parse or give a positioned
/// ``StringsError``; and for the comparison of format specifiers that `strings check` makes.
///
/// Invariants checked beyond "no crash": every error and warning has a position inside the text,
/// a table that parses writes a file that reads back to the same keys and values, and of the
/// first two values, each agrees with itself as a translation, and they agree as Base text and
/// translation either way round or neither.
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
    if table.entries.count >= 2 {
        let (first, second) = (table.entries[0].value, table.entries[1].value)
        guard !FormatCheck.disagree(base: first, translation: first) else {
            fatalError("a text's format specifiers differ from its own")
        }
        guard
            FormatCheck.disagree(base: first, translation: second)
                == FormatCheck.disagree(base: second, translation: first)
        else {
            fatalError("format specifiers agree one way round only")
        }
    }
    return 0
}

/// The format finding `strings check` gives a translation of a label's text.
enum FormatCheck {
    static func disagree(base: String, translation: String) -> Bool {
        let label = NibObject(
            id: "l-1", element: "label", className: "UILabel", properties: NibProperties(["text": .string(base)]))
        let document = NibDocument(
            sourceFile: "Fuzz.xib",
            info: DocumentInfo(
                type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", version: "3.0", targetRuntime: "iOS.CocoaTouch"),
            objects: [label])
        var disagree = false
        TranslationCheck.check(
            document: document, documentFile: "Fuzz.xib", language: "fr",
            table: StringsTable(entries: [StringsEntry(key: "l-1.text", value: translation)]), tableFile: "fr.strings"
        ) { finding in
            if finding.kind == .format { disagree = true }
        }
        return disagree
    }
}
