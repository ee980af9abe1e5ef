import NibModel

extension Analyzer {
    /// The typed accessor of one input: File's Owner, the external objects, the top-level objects
    /// and the custom classes to register.
    func accessor(
        for input: GeneratorInput, lookup: NibDocumentIndex, at index: Int, endpoints: [String: Endpoint],
        bases: [String: String]
    ) -> NibAccessor {
        let document = input.document
        let owner = document.owner.flatMap { vocabulary.appClass($0.customClass) }
        let connected = connectedPlaceholders(document)
        return NibAccessor(
            inputIndex: index, nibName: input.nibName, sourceFile: document.sourceFile,
            swiftName: input.accessorName, platform: document.info.platform,
            ownerType: owner.map(vocabulary.swiftTypeName) ?? document.owner.map { type(of: endpoints[$0.id]!) },
            ownerIsCustom: owner != nil, ownerIsRequired: document.owner.map { connected.contains($0.id) } ?? false,
            ownerLocation: document.owner.map { input.location($0.position) },
            ownerClassName: owner,
            externals: externals(of: input, endpoints: endpoints, connected: connected),
            topLevelObjects: topLevelObjects(of: input, lookup: lookup, endpoints: endpoints),
            registeredClasses: registeredClasses(of: input, bases: bases))
    }

    /// One parameter per custom placeholder, in document order, and the Application placeholder
    /// when something connects it.
    private func externals(
        of input: GeneratorInput, endpoints: [String: Endpoint],
        connected: Set<String>
    ) -> [NibAccessor.External] {
        // `instantiate`'s other parameters, its local `objects` and what it calls unqualified.
        var parameters = IdentifierScope(reserved: [
            "owner", "nib", "registry", "options", "objects", "registerClasses",
        ])
        return input.document.placeholders.compactMap { placeholder -> NibAccessor.External? in
            let type = type(of: endpoints[placeholder.id]!)
            let location = input.location(placeholder.position)
            switch placeholder.role {
            case .external:
                let identifier = placeholder.identifier ?? placeholder.id
                return NibAccessor.External(
                    identifier: identifier, isApplication: false,
                    parameterName: parameters.claim(SwiftIdentifier.lowerCamel(identifier)),
                    type: type, location: location)
            case .application:
                guard connected.contains(placeholder.id) else { return nil }
                return NibAccessor.External(
                    identifier: NibPlaceholder.applicationExternalName, isApplication: true,
                    parameterName: parameters.claim("application"), type: type, location: location)
            case .owner, .firstResponder, .exit:
                return nil
            }
        }
    }

    /// The top-level objects, in document order, each named after its label or class.
    private func topLevelObjects(
        of input: GeneratorInput, lookup: NibDocumentIndex, endpoints: [String: Endpoint]
    ) -> [NibAccessor.TopLevelObject] {
        var properties = IdentifierScope(reserved: vocabulary.reservedTopLevelNames)
        return input.document.topLevelObjects.compactMap { id -> NibAccessor.TopLevelObject? in
            guard let object = lookup.object(id) else { return nil }
            let label =
                object.userLabel.flatMap { $0.isEmpty ? nil : $0 }
                ?? vocabulary.displayName(of: object.effectiveClassName)
            return NibAccessor.TopLevelObject(
                id: id, propertyName: properties.claim(SwiftIdentifier.lowerCamel(label)),
                type: type(of: endpoints[id]!), className: object.effectiveClassName,
                location: input.location(object.position))
        }
    }

    /// Every custom class the document instantiates, sorted, with the type it must derive from.
    private func registeredClasses(of input: GeneratorInput, bases: [String: String]) -> [NibAccessor.RegisteredClass] {
        var registered: [String: NibAccessor.RegisteredClass] = [:]
        for object in input.document.objects {
            guard let custom = vocabulary.appClass(object.customClass), registered[custom] == nil else { continue }
            registered[custom] = NibAccessor.RegisteredClass(
                xibName: custom, swiftName: vocabulary.swiftTypeName(custom),
                baseType: bases[custom] ?? vocabulary.defaultType(for: object.className),
                hasOwnerBase: false, location: input.location(object.position))
        }
        return registered.values.sorted { $0.xibName < $1.xibName }
    }

    /// The placeholders a connection (of any kind) or a runtime attribute involves.
    func connectedPlaceholders(_ document: NibDocument) -> Set<String> {
        var ids: Set<String> = []
        for connection in document.connections {
            ids.insert(connection.source)
            ids.insert(connection.destination)
        }
        let placeholders = document.placeholders.filter { ids.contains($0.id) || !$0.runtimeAttributes.isEmpty }
        return Set(placeholders.map(\.id))
    }
}
