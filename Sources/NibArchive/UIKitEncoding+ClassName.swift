import NibModel

extension UIKitEncoding {
    /// The name a class swapper gives for a custom class: the class's own name, or for a class
    /// in a module (`customModule`) the Objective-C runtime name of a Swift class,
    /// `_TtC<length><module><length><class>` (`_TtC8SwiftGen23CreateAccViewController`). Nil,
    /// with an issue, for names that form does not cover: nested classes, names that are not
    /// ASCII identifiers (Swift spells those with Punycode), and the `Swift` module (`_TtCs…`).
    mutating func runtimeClassName(of object: NibObject, customClass: String) -> String? {
        guard let module = object.customModule else { return customClass }
        guard let runtimeName = SwiftRuntimeName.of(className: customClass, module: module) else {
            refuse(
                .attribute, "customModule", at: object.position,
                detail: TargetModule.unencodedRuntimeNameDetail(
                    of: object, module: module, className: customClass, targetModule: targetModule))
            return nil
        }
        return runtimeName
    }
}
