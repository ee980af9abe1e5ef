import NibModel

/// The number a document's `toolsVersion` is compared by in every version rule, AppKit and
/// UIKit alike: its first component (a build number such as `5037.3`, `14313.18` or
/// `32700.99.1234` orders by `5037`, `14313` or `32700`).
enum ToolsBuild {
    /// The first component of `toolsVersion` as a number; nil when there is none or it does not
    /// start with a number.
    static func of(_ toolsVersion: String?) -> Int? {
        guard let major = toolsVersion?.split(separator: ".").first else { return nil }
        return Int(major)
    }
}

extension AppKitEncoding {
    /// The document's toolsVersion as the version rules compare it (``ToolsBuild``).
    var toolsBuild: Int? { ToolsBuild.of(document.info.toolsVersion) }
}
