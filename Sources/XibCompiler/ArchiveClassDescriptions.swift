import NibModel

extension ArchiveConverter {
    /// `IBDocument.Classes`: declared outlets and actions with their types.
    mutating func readClassDescriptions(_ data: Int32) throws(XibError) {
    }
}
