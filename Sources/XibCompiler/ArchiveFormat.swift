/// The legacy keyed-archive xib formats (Interface Builder 3 and Xcode 3–4) the converter reads.
enum ArchiveFormat {
    /// The `<archive type=…>` values, each with the platform and target runtime it stands for.
    static let runtimes: [(type: String, targetRuntime: String)] = [
        ("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa"),
        ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "iOS.CocoaTouch"),
        ("com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB", "iOS.CocoaTouch.iPad"),
    ]

    static var types: [String] { runtimes.map(\.type) }

    /// The `<archive version=…>` values written by the tools that wrote these types.
    static let versions = ["7.02", "7.03", "7.10", "8.00"]

    /// The modern `targetRuntime` for an archive type, or nil when the type is not one of ``types``.
    static func targetRuntime(type: String) -> String? {
        runtimes.first { $0.type == type }?.targetRuntime
    }
}
