import NibModel

extension CompiledNibReader {
    /// The document of a UIKit nib (a root holding `UINibObjectsKey`), its tables' prototype
    /// cells included (``prototypes(of:known:firstResponder:nesting:budget:)``).
    func uiKitDocument(sourceFile: String) throws(CompiledNibDocumentError) -> NibDocument {
        var budget = Self.prototypeBytesLimit
        return try uiKitDocument(sourceFile: sourceFile, nesting: 0, budget: &budget)
    }

    /// The document of a UIKit nib found `nesting` nibs deep, its prototype nibs read from
    /// `budget` bytes left.
    func uiKitDocument(
        sourceFile: String, nesting: Int, budget: inout Int
    ) throws(CompiledNibDocumentError) -> NibDocument {
        let listedAll = try elements("UINibObjectsKey", of: 0)
        var placeholders: [NibPlaceholder] = []
        var placeholderIndices: Set<Int> = []
        for index in listedAll where archive.objects[index].className == "UIProxyObject" {
            let identifier = try string("UIProxiedObjectIdentifier", of: index)
            let role: NibPlaceholder.Role =
                switch identifier {
                case "IBFilesOwner": .owner
                case "IBFirstResponder": .firstResponder
                default: .external
                }
            placeholders.append(
                NibPlaceholder(
                    id: CompiledNibDocument.id(ofObject: index), role: role, identifier: identifier,
                    element: "UIProxyObject", className: "NSObject"))
            placeholderIndices.insert(index)
        }
        let listed = listedAll.filter { !placeholderIndices.contains($0) }
        let listedSet = Set(listed)
        var parents: [Int: Int] = [:]
        for index in listed {
            guard case .object = archive.objects[index].value(forKey: ArchivedProperty.uiSubviews.key) else { continue }
            for child in try elements(ArchivedProperty.uiSubviews.key, of: index) where listedSet.contains(child) {
                parents[child] = index
            }
        }
        var (ordered, objects, connections) = try graph(
            listed, parents: parents, placeholders: placeholderIndices,
            connectors: elements("UINibConnectionsKey", of: 0), connection: uiKitConnection)
        let topLevel = try elements("UINibTopLevelObjectsKey", of: 0).filter { listedSet.contains($0) }
        let prototypes = try self.prototypes(
            of: listed, known: listedSet.union(placeholderIndices),
            firstResponder: placeholders.first { $0.role == .firstResponder }?.id, nesting: nesting, budget: &budget)
        for (offset, index) in ordered.enumerated() {
            if let cells = prototypes.cells[index] { objects[offset].properties.set("prototypes", .objects(cells)) }
        }
        return NibDocument(
            sourceFile: sourceFile,
            info: DocumentInfo(
                type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", version: "3.0", targetRuntime: "iOS.CocoaTouch"),
            placeholders: placeholders + prototypes.placeholders, objects: objects + prototypes.objects,
            connections: connections + prototypes.connections,
            topLevelObjects: topLevel.map(CompiledNibDocument.id(ofObject:)))
    }

    /// The model connection of UIKit connection object `index`.
    func uiKitConnection(_ index: Int, known: Set<Int>) throws(CompiledNibDocumentError) -> NibConnection {
        let className = archive.objects[index].className
        let kind: NibConnection.Kind
        switch className {
        case "UIRuntimeOutletConnection": kind = .outlet
        case "UIRuntimeOutletCollectionConnection": kind = .outletCollection
        case "UIRuntimeEventConnection": kind = .action
        default: throw CompiledNibDocumentError(.unknownConnection(className: className), object: index)
        }
        var connection = try connection(
            index, kind: kind, name: try string("UILabel", of: index), source: try reference("UISource", of: index),
            destination: try reference("UIDestination", of: index), known: known)
        if kind == .action {
            switch archive.objects[index].value(forKey: "UIEventMask") {
            case .int8(let mask)?: connection.properties.set("eventMask", .integer(Int(mask)))
            case .int16(let mask)?: connection.properties.set("eventMask", .integer(Int(mask)))
            case .int32(let mask)?: connection.properties.set("eventMask", .integer(Int(mask)))
            case .int64(let mask)?: connection.properties.set("eventMask", .integer(Int(mask)))
            default: break
            }
        }
        return connection
    }
}
