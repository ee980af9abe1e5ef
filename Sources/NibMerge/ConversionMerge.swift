import NibModel

/// Versions whose base is a legacy `<archive>` and of which a side was converted to the modern
/// format (Interface Builder converts on saving). The edits of a legacy archive cannot be carried
/// into the converted document, so the converted side is the result: theirs when only theirs was
/// converted, else ours. What the other side changed is reported as one ``MergeConflict/Kind/conversion``
/// conflict, unless it changed nothing (a legacy side equal to base, or the same conversion).
enum ConversionMerge {
    /// The merge of such versions, or nil when the base is not a legacy archive converted by a side.
    static func merge(
        base: NibMerger.Input, ours: NibMerger.Input, theirs: NibMerger.Input, path: String
    ) throws(MergeError) -> MergeResult? {
        guard MarkupScanner.rootName(base.bytes) == "archive" else { return nil }
        let oursConverted = MarkupScanner.rootName(ours.bytes) == "document"
        let theirsConverted = MarkupScanner.rootName(theirs.bytes) == "document"
        guard oursConverted || theirsConverted else { return nil }
        let (kept, other, keptName, otherName) =
            oursConverted ? (ours, theirs, "ours", "theirs") : (theirs, ours, "theirs", "ours")
        // The converted side must be a document the merge could read (well-formed, ids unique).
        let document = try MergeDocument(bytes: kept.bytes, file: kept.file)
        let otherChanged = oursConverted && theirsConverted ? other.bytes != kept.bytes : other.bytes != base.bytes
        guard otherChanged else { return MergeResult(bytes: kept.bytes, conflicts: []) }
        let what =
            oursConverted && theirsConverted
            ? "both sides converted the legacy archive to the modern format and the conversions differ"
            : "\(keptName) converted the legacy archive to the modern format and \(otherName) edited the archive"
        let root = oursConverted ? document.root : try MarkupScanner.scan(ours.bytes, file: ours.file)
        let conflict = MergeConflict(
            kind: .conversion, location: SourceLocation(file: path, line: root.line, column: root.column),
            element: "<\(root.name)>", detail: "\(what); \(keptName)' document kept, \(otherName)' edits not merged")
        return MergeResult(bytes: kept.bytes, conflicts: [conflict])
    }
}
