import NibModel

extension AppKitEncoding {
    /// The largest design size Apple's nibs record for an image (a side): larger system images
    /// are recorded at this size; larger app images are not encoded yet.
    static let systemImageDesignLimit = 32.0

    /// A named image as an `NSCustomResource`: its name, its namespace (`system` for the
    /// system's `NS…` images, none for the app's own) and its design size, the document's
    /// `<image width height>` (a system image's capped at 32 a side, 32 × 32 when the document
    /// records none). Asset-catalog symbols, and app images without a size or larger than 32 a
    /// side, are not encoded yet.
    mutating func encodeImage(named name: String, of object: NibObject) -> NibArchiveValue.Kind? {
        let resource = document.resources.first { $0.kind == .image && $0.name == name }
        func side(_ key: String) -> Double? {
            switch resource?.properties[key] {
            case .real(let value)?: return value
            case .integer(let value)?: return Double(value)
            default: return nil
            }
        }
        let plainResource = resource.map { Set($0.properties.names) == ["width", "height"] } ?? true
        let isSystem = name.hasPrefix("NS")
        let limit = Self.systemImageDesignLimit
        let size: NibSize
        if isSystem, plainResource {
            size = NibSize(width: min(side("width") ?? limit, limit), height: min(side("height") ?? limit, limit))
        } else if !isSystem, plainResource, let width = side("width"), let height = side("height"), width <= limit,
            height <= limit
        {
            size = NibSize(width: width, height: height)
        } else {
            refuse(
                .attribute, "image", at: object.position,
                detail: "'\(name)' of <\(object.element)> (not a system image or an app image of known size)")
            return nil
        }
        let value = graph.addObject("NSValue")
        graph.append("NS.sizeval", graph.string(Self.sizeText(size)), to: value)
        graph.append("NS.special", .int8(2), to: value)
        let index = graph.addObject("NSCustomResource")
        graph.append("NSClassName", graph.string("NSImage"), to: index)
        graph.append("NSResourceName", graph.string(name), to: index)
        graph.append("IBNamespaceID", isSystem ? graph.string("system") : .null, to: index)
        graph.append("IBDesignSize", .object(value), to: index)
        graph.append("IBDesignImageConfiguration", .null, to: index)
        return .object(index)
    }

    /// The design size Apple's nibs record for a symbol of the system catalog, whatever size
    /// the document's `<image>` gives it: 35 symbols of `transmission_MainMenu` (13 to 22
    /// points a side in the document) and `catalog_image`'s menu item image.
    static let systemSymbolDesignSize = NibSize(width: 32, height: 32)

    /// An image the document names from the `system` catalog (an SF Symbol: `image="…"
    /// catalog="system"`) as an `NSCustomResource` with that catalog and namespace and the
    /// design size ``systemSymbolDesignSize``.
    mutating func encodeSystemSymbol(named name: String) -> NibArchiveValue.Kind {
        let value = graph.addObject("NSValue")
        graph.append("NS.sizeval", graph.string(Self.sizeText(Self.systemSymbolDesignSize)), to: value)
        graph.append("NS.special", .int8(2), to: value)
        let index = graph.addObject("NSCustomResource")
        graph.append("NSClassName", graph.string("NSImage"), to: index)
        graph.append("NSResourceName", graph.string(name), to: index)
        graph.append("NSCatalogName", graph.string("system"), to: index)
        graph.append("IBNamespaceID", graph.string("system"), to: index)
        graph.append("IBDesignSize", .object(value), to: index)
        graph.append("IBDesignImageConfiguration", .null, to: index)
        return .object(index)
    }
}
