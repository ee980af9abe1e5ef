import NibModel

extension AppKitEncoding {
    /// File's Owner (the archive's root object) and the Application, as `NSCustomObject`s.
    /// First Responder is left out: nothing it stands for is archived unless a connection
    /// reaches it. Returns File's Owner's index, or nil when the document has none.
    mutating func encodePlaceholders() -> Int? {
        guard let owner = document.owner else {
            refuse(.objectClass, "document without File's Owner", at: .start)
            return nil
        }
        let ownerIndex = customObject(className: owner.customClass ?? "NSObject", reference: owner.customClass)
        checkPlaceholder(owner)
        register(ownerIndex, id: owner.id, parent: nil)
        for placeholder in document.placeholders {
            switch placeholder.role {
            case .owner, .firstResponder:
                continue
            case .application:
                checkPlaceholder(placeholder)
                let index = customObject(className: "NSApplication", reference: placeholder.customClass)
                register(index, id: placeholder.id, parent: ownerIndex)
            case .external, .exit:
                refuse(.objectClass, placeholder.className, at: placeholder.position, detail: "(placeholder)")
            }
        }
        return ownerIndex
    }

    /// Refuses what a placeholder carries beyond its class. A class in a module is refused once,
    /// naming `customModule` (with `customModuleProvider`, which only says where the module comes
    /// from): the pairs show `IBClassReference` with `IBModuleName` and `IBModuleProvider` nil
    /// only, never how a module is archived there or whether `NSClassName` becomes the Swift
    /// runtime name.
    mutating func checkPlaceholder(_ placeholder: NibPlaceholder) {
        if placeholder.customModule != nil {
            refuse(
                .attribute, "customModule", at: placeholder.position,
                detail:
                    "of <\(placeholder.element)> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module)"
            )
        }
        for entry in placeholder.properties
        where !(entry.name == "customModuleProvider" && placeholder.customModule != nil) {
            refuse(.attribute, entry.name, at: placeholder.position, detail: "of <\(placeholder.element)>")
        }
        if !placeholder.runtimeAttributes.isEmpty {
            refuse(.attribute, "userDefinedRuntimeAttributes", at: placeholder.position, detail: "of the placeholder")
        }
    }

    /// An `NSCustomObject` of `className`, with an `IBClassReference` naming `reference` when
    /// the document gave a custom class.
    mutating func customObject(className: String, reference: String?) -> Int {
        let index = graph.addObject("NSCustomObject")
        if let reference { graph.append("IBClassReference", classReference(reference), to: index) }
        graph.append("NSClassName", graph.string(className), to: index)
        return index
    }

    /// An `IBClassReference` naming a class with no module.
    mutating func classReference(_ className: String) -> NibArchiveValue.Kind {
        let index = graph.addObject("IBClassReference")
        graph.append("IBClassName", graph.string(className), to: index)
        graph.append("IBModuleName", .null, to: index)
        graph.append("IBModuleProvider", .null, to: index)
        return .object(index)
    }

    /// A top-level `<customObject>`: an `NSCustomObject` naming its class, or with
    /// `customObjectInstantitationMethod="direct"` an `NSClassSwapper` created with `init`.
    mutating func encodeCustomObject(_ object: NibObject, parent: Int) -> Int? {
        var swiftName: String?
        switch swiftRuntimeName(object) {
        case .encoded(let name)?:
            swiftName = name
            refuseUnhandled(object, handled: ["customModuleProvider"], moduleEncoded: true)
        case .refused(let detail)?:
            // One issue naming the module (and `--module` when it gave it), rather than its two
            // attributes.
            refuseUnhandled(object, handled: ["customModuleProvider"], moduleEncoded: true)
            refuse(.attribute, "customModule", at: object.position, detail: detail)
        case nil:
            refuseUnhandled(object, handled: [], moduleEncoded: false)
        }
        guard let customClass = swiftName ?? object.customClass else {
            refuse(.objectClass, object.className, at: object.position, detail: "(<customObject> without customClass)")
            return nil
        }
        let index: Int
        // AppKit's own classes (`NSFontManager`) stay custom objects, created as AppKit creates
        // them, even when the document asks for direct instantiation.
        if instantiatesDirectly, !customClass.hasPrefix("NS") {
            index = graph.addObject("NSClassSwapper")
            graph.append("NSClassName", graph.string(customClass), to: index)
            graph.append("NSInitializeWithInit", .bool(true), to: index)
            graph.append("NSOriginalClassName", graph.string("NSObject"), to: index)
        } else {
            index = customObject(className: customClass, reference: customClass)
        }
        register(index, id: object.id, parent: parent)
        return index
    }

    /// The Objective-C runtime name of a Swift class the document names with its module, for a
    /// custom object created directly (`customObjectInstantitationMethod="direct"`) whose module is
    /// the target's (`customModuleProvider="target"`): `_TtC`, then the module and the class, each
    /// preceded by its length in bytes (`_TtC6uitest11AppDelegate`), as Apple's nibs name it;
    /// refused, with the detail of its issue, for names that are not plain ASCII identifiers
    /// (nested, generic or non-ASCII names are mangled otherwise). Nil for any other object.
    func swiftRuntimeName(_ object: NibObject) -> EncodingDecision<String>? {
        guard instantiatesDirectly, let module = object.customModule, let className = object.customClass,
            object.properties["customModuleProvider"] == .string("target")
        else { return nil }
        guard let name = SwiftRuntimeName.of(className: className, module: module) else {
            return .refused(
                TargetModule.unencodedRuntimeNameDetail(
                    of: object, module: module, className: className, targetModule: targetModule))
        }
        return .encoded(name)
    }
}
