import NibModel

extension AppKitEncoding {
    /// The document's toolsVersion as the number the version rules compare: its first component
    /// (a build number such as `5037.3` or `32700.99.1234` orders by `5037` or `32700`). Nil
    /// when the document has none or it does not start with a number.
    var toolsBuild: Int? {
        guard let major = document.info.toolsVersion?.split(separator: ".").first else { return nil }
        return Int(major)
    }
}
