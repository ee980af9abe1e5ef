import NibModel

extension AppKitEncoding {
    /// The largest design size Apple's nibs record for a system image (a side).
    static let systemImageDesignLimit = 32.0

    /// A named system image (`NS…`, no asset catalog) as an `NSCustomResource`: its name, the
    /// `system` namespace and its design size, the document's `<image width height>` capped at 32
    /// a side (32 × 32 when the document records none). Other images are not encoded yet.
    mutating func encodeImage(named name: String, of object: NibObject) -> NibArchiveValue.Kind? {
        let resource = document.resources.first { $0.kind == .image && $0.name == name }
        guard name.hasPrefix("NS"), resource.map({ Set($0.properties.names) == ["width", "height"] }) ?? true else {
            refuse(
                .attribute, "image", at: object.position,
                detail: "'\(name)' of <\(object.element)> (not a system image)")
            return nil
        }
        func side(_ key: String) -> Double {
            switch resource?.properties[key] {
            case .real(let value)?: return min(value, Self.systemImageDesignLimit)
            case .integer(let value)?: return min(Double(value), Self.systemImageDesignLimit)
            default: return Self.systemImageDesignLimit
            }
        }
        let size = graph.addObject("NSValue")
        graph.append(
            "NS.sizeval", graph.string(Self.sizeText(NibSize(width: side("width"), height: side("height")))), to: size)
        graph.append("NS.special", .int8(2), to: size)
        let index = graph.addObject("NSCustomResource")
        graph.append("NSClassName", graph.string("NSImage"), to: index)
        graph.append("NSResourceName", graph.string(name), to: index)
        graph.append("IBNamespaceID", graph.string("system"), to: index)
        graph.append("IBDesignSize", .object(size), to: index)
        graph.append("IBDesignImageConfiguration", .null, to: index)
        return .object(index)
    }
}
