/// The names of the types the generator declares for an app's class or parameter: the one
/// place their suffixes are spelled. Each takes a Swift name (backticks allowed) and returns a
/// plain identifier, since a suffixed name is never a keyword.
enum GeneratedTypeNames {
    /// The generated base class of an owner class (`LoginViewController` → `LoginViewControllerBase`).
    static func baseClass(of swiftName: String) -> String { SwiftIdentifier.bare(swiftName) + "Base" }

    /// The generated actions protocol of an owner class (`LoginViewControllerActions`).
    static func actionsProtocol(of swiftName: String) -> String { SwiftIdentifier.bare(swiftName) + "Actions" }

    /// A nib accessor's type alias for the class of the placeholder passed as `parameterName`
    /// (`sessionStore` → `SessionStoreType`), before its scope resolves collisions.
    static func placeholderAlias(of parameterName: String) -> String {
        SwiftIdentifier.type(SwiftIdentifier.bare(parameterName)) + "Type"
    }

    /// The enum of a class's performable segues when its scenes are in one storyboard.
    static let segueEnum = "Segue"

    /// The enum of one storyboard's segues of a class whose scenes are in several (`MainSegue`).
    static func segueEnum(storyboard: String) -> String { SwiftIdentifier.type(storyboard) + segueEnum }
}
