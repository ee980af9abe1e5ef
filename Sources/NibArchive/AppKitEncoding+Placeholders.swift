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

    mutating func checkPlaceholder(_ placeholder: NibPlaceholder) {
        for entry in placeholder.properties {
            refuse(.attribute, entry.name, at: placeholder.position, detail: "of <\(placeholder.element)>")
        }
        if !placeholder.runtimeAttributes.isEmpty {
            refuse(.attribute, "userDefinedRuntimeAttributes", at: placeholder.position, detail: "of the placeholder")
        }
        if placeholder.customModule != nil {
            refuse(.attribute, "customModule", at: placeholder.position, detail: "of <\(placeholder.element)>")
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
        refuseUnhandled(object, handled: [])
        guard let customClass = object.customClass else {
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
}
