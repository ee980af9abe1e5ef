/// The checks every merged document passes, for tools and tests that hold a merge to them: the
/// document reads, no id repeats, and the references it makes name ids it has.
public enum DocumentCheck {
    /// The ids that reference attributes (`destination`, `target`, `firstItem`, …) of `bytes` name
    /// and no element of it has. Throws when the document is not well-formed, is not a modern
    /// Interface Builder document, or repeats an id.
    public static func danglingReferences(in bytes: [UInt8], file: String) throws(MergeError) -> Set<String> {
        let document = try MergeDocument(bytes: bytes, file: file)
        var references: Set<String> = []
        for element in document.elements.values {
            for attribute in element.attributes where ThreeWayMerge.referenceAttributes.contains(attribute.name) {
                if document.elements[ElementIdentity.objectKey(forID: attribute.value)] == nil {
                    references.insert(attribute.value)
                }
            }
        }
        return references
    }
}
