import NibModel

extension ManifestReader {
    /// Reads a manifest file.
    public static func read(contentsOf path: String) throws(ManifestError) -> NibDocument {
        try readIndexed(contentsOf: path).document
    }

    /// Reads a manifest file, with the index of its objects by id (see ``readIndexed(_:)``).
    package static func readIndexed(contentsOf path: String) throws(ManifestError) -> (
        document: NibDocument, objectIndex: [String: Int]
    ) {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, limit: 256 << 20) } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        return try readIndexed(bytes)
    }
}
