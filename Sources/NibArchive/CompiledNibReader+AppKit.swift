import NibModel

extension CompiledNibReader {
    /// The document of an AppKit nib whose `IB.objectdata` is archive object `data`.
    func appKitDocument(objectData data: Int, sourceFile: String) throws(CompiledNibDocumentError) -> NibDocument {
        let keys = try elements("NSObjectsKeys", of: data)
        let parentList = try elements("NSObjectsValues", of: data)
        guard keys.count == parentList.count else {
            throw CompiledNibDocumentError(
                .mismatchedObjectTables(keys: keys.count, parents: parentList.count), object: data)
        }
        let owner = try reference("NSRoot", of: data)
        var placeholders = [try appKitPlaceholder(owner, role: .owner)]
        var placeholderIndices: Set<Int> = [owner]
        for index in keys where index != owner && archive.objects[index].className == "NSCustomObject" {
            let role: NibPlaceholder.Role
            switch try optionalString("NSClassName", of: index) {
            case "FirstResponder": role = .firstResponder
            case NibPlatform.macOS.applicationClass: role = .application
            default: continue
            }
            placeholders.append(try appKitPlaceholder(index, role: role))
            placeholderIndices.insert(index)
        }
        let listed = keys.filter { !placeholderIndices.contains($0) }
        let listedSet = Set(listed)
        var parents: [Int: Int] = [:]
        for (index, parent) in zip(keys, parentList) where listedSet.contains(index) {
            if placeholderIndices.contains(parent) { continue }
            guard listedSet.contains(parent) else {
                throw CompiledNibDocumentError(.unlistedEndpoint(key: "NSObjectsValues", object: parent), object: index)
            }
            parents[index] = parent
        }
        let connectors = try elements("NSConnections", of: data)
        let (ordered, listedObjects, connections) = try graph(
            listed, parents: parents, placeholders: placeholderIndices, connectors: connectors,
            connection: appKitConnection)
        var objects = listedObjects
        let attributes = try runtimeAttributes(connectors)
        for offset in objects.indices {
            objects[offset].runtimeAttributes = attributes[objects[offset].id] ?? []
        }
        for offset in placeholders.indices {
            placeholders[offset].runtimeAttributes = attributes[placeholders[offset].id] ?? []
        }
        if connections.contains(where: { $0.destination == CompiledNibDocument.firstResponderID }) {
            placeholders.append(
                NibPlaceholder(
                    id: CompiledNibDocument.firstResponderID, role: .firstResponder, element: "NSCustomObject",
                    className: "FirstResponder"))
        }
        return NibDocument(
            sourceFile: sourceFile,
            info: DocumentInfo(
                type: "com.apple.InterfaceBuilder3.Cocoa.XIB", version: "3.0", targetRuntime: "MacOSX.Cocoa"),
            placeholders: placeholders, objects: objects, connections: connections,
            topLevelObjects: ordered.filter { parents[$0] == nil }.map(CompiledNibDocument.id(ofObject:)))
    }

    /// The user-defined runtime attributes of the `NSIBUserDefinedRuntimeAttributesConnector`s
    /// among `connectors`, by the model id of their `NSObject`: each `NSKeyPaths` string with the
    /// same-index `NSValues` value, as ``AppKitEncoding``'s `runtimeAttributeValue` writes them
    /// (an `NSString`: `string`; an `NSNumber`'s `NS.boolval`: `boolean`, `NS.intval` or
    /// `NS.dblval`: `number`). A value of another form leaves its attribute out.
    func runtimeAttributes(_ connectors: [Int]) throws(CompiledNibDocumentError) -> [String: [NibRuntimeAttribute]] {
        var attributes: [String: [NibRuntimeAttribute]] = [:]
        for connector in connectors
        where archive.objects[connector].className == "NSIBUserDefinedRuntimeAttributesConnector" {
            let object = try reference("NSObject", of: connector)
            let keyPaths = try elements("NSKeyPaths", of: connector)
            let values = try elements("NSValues", of: connector)
            guard keyPaths.count == values.count else {
                throw malformed("NSValues", "an array as long as NSKeyPaths (\(keyPaths.count))", connector)
            }
            for (keyPath, value) in zip(keyPaths, values) {
                guard case .data(let bytes)? = archive.objects[keyPath].value(forKey: "NS.bytes") else {
                    throw malformed("NSKeyPaths", "an array of strings", connector)
                }
                guard let decoded = runtimeAttributeValue(value) else { continue }
                attributes[CompiledNibDocument.id(ofObject: object), default: []].append(
                    NibRuntimeAttribute(
                        keyPath: String(decoding: bytes, as: UTF8.self), type: decoded.type, value: decoded.value))
            }
        }
        return attributes
    }

    /// The type and value of an archived runtime attribute value, nil for a form not read back.
    func runtimeAttributeValue(_ index: Int) -> (type: String, value: NibValue)? {
        let object = archive.objects[index]
        if case .data(let bytes)? = object.value(forKey: "NS.bytes"), object.className.hasSuffix("String") {
            return ("string", .string(String(decoding: bytes, as: UTF8.self)))
        }
        guard object.className == "NSNumber" else { return nil }
        switch (
            object.value(forKey: "NS.boolval"), object.value(forKey: "NS.intval"), object.value(forKey: "NS.dblval")
        ) {
        case (.bool(let flag)?, _, _): return ("boolean", .bool(flag))
        case (_, .int8(let value)?, _): return ("number", .integer(Int(value)))
        case (_, .int16(let value)?, _): return ("number", .integer(Int(value)))
        case (_, .int32(let value)?, _): return ("number", .integer(Int(value)))
        case (_, .int64(let value)?, _): return ("number", .integer(Int(value)))
        case (_, _, .double(let value)?) where value.isFinite: return ("number", .real(value))
        default: return nil
        }
    }

    /// The placeholder archive object `index` stands for.
    func appKitPlaceholder(_ index: Int, role: NibPlaceholder.Role) throws(CompiledNibDocumentError) -> NibPlaceholder {
        let (className, customClass) = try classes(of: index)
        return NibPlaceholder(
            id: CompiledNibDocument.id(ofObject: index), role: role, element: archive.objects[index].className,
            className: className, customClass: customClass)
    }

    /// The model connection of connector `index`, nil for one Interface Builder adds for itself.
    func appKitConnection(_ index: Int, known: Set<Int>) throws(CompiledNibDocumentError) -> NibConnection? {
        let className = archive.objects[index].className
        let kind: NibConnection.Kind
        switch className {
        case "NSNibOutletConnector": kind = .outlet
        case "NSNibControlConnector": kind = .action
        case "NSNibBindingConnector": kind = .binding
        default:
            if CompiledNibDocument.appKitConnectorsOutsideTheModel.contains(className) { return nil }
            throw CompiledNibDocumentError(.unknownConnection(className: className), object: index)
        }
        let name = try string(kind == .binding ? "NSBinding" : "NSLabel", of: index)
        var connection = try connection(
            index, kind: kind, name: name, source: try reference("NSSource", of: index),
            destination: try appKitDestination(index, kind: kind), known: known)
        if kind == .binding, let keyPath = try optionalString("NSKeyPath", of: index) {
            connection.properties.set("keyPath", .string(keyPath))
        }
        return connection
    }

    /// The object connector `index` targets: its `NSDestination`, nil (the First Responder) for an
    /// action without one (a nil-targeted action, sent along the responder chain).
    func appKitDestination(_ index: Int, kind: NibConnection.Kind) throws(CompiledNibDocumentError) -> Int? {
        if kind == .action, archive.objects[index].value(forKey: "NSDestination") == nil { return nil }
        return try reference("NSDestination", of: index)
    }
}
