import NibModel

extension UIKitEncoding {
    /// A colour of a legacy archive as Xcode 4 archives it: a UIKit colour named by its key path
    /// (``UIKitLegacyArchive/systemColors``) as that colour with `UISystemColorName` in the gray
    /// space; a calibrated RGB or white colour as the RGB colour of the components as written
    /// (`NSColorSpace = 2`, `NSRGB` as text with three significant digits, `UIRed`/`UIGreen`/
    /// `UIBlue` as floats, `UIColorComponentCount = 4`, `UIAlpha`). Other colours and alpha other
    /// than 1 are issues.
    mutating func encodeLegacyColor(_ value: NibValue, key: String, of object: NibObject, in nib: inout UIKitNib)
        -> NibArchiveValue.Kind?
    {
        let detail = "of <\(object.element)> in a legacy archive"
        guard case .color(let color) = value, color.component("alpha") ?? 1 == 1 else {
            refuse(.attribute, key, at: object.position, detail: "\(detail) (not a colour of alpha 1)")
            return nil
        }
        let index: Int
        switch color.space {
        case .system:
            guard let name = color.name, let system = UIKitLegacyArchive.systemColors[name] else {
                refuse(.attribute, key, at: object.position, detail: "\(detail) (colour '\(color.name ?? "")')")
                return nil
            }
            index = nib.graph.addObject("UIColor")
            nib.graph.append("UISystemColorName", nib.graph.string(system.name), to: index)
            nib.graph.append("UIColorComponentCount", .int8(2), to: index)
            nib.graph.append("UIWhite", .float32(Float(system.white)), to: index)
            nib.graph.append("UIAlpha", .float32(1), to: index)
            guard let text = AppKitEncoding.decimalText(system.white, significantDigits: 3) else { return nil }
            nib.graph.append("NSWhite", .data(Array(text.utf8)), to: index)
            nib.graph.append("NSColorSpace", .int8(4), to: index)
        case .rgb where color.colorSpace == "calibratedRGB", .white where color.colorSpace == "calibratedWhite":
            let names = color.space == .rgb ? ["red", "green", "blue"] : ["white", "white", "white"]
            let components = names.compactMap { color.component($0) }
            let texts = components.compactMap { AppKitEncoding.decimalText($0, significantDigits: 3) }
            guard components.count == 3, texts.count == 3 else {
                refuse(.attribute, key, at: object.position, detail: "\(detail) (components)")
                return nil
            }
            index = nib.graph.addObject("UIColor")
            nib.graph.append("UIColorComponentCount", .int8(4), to: index)
            for (floatKey, component) in zip(["UIRed", "UIGreen", "UIBlue"], components) {
                nib.graph.append(floatKey, .float32(Float(component)), to: index)
            }
            nib.graph.append("UIAlpha", .float32(1), to: index)
            nib.graph.append("NSRGB", .data(Array(texts.joined(separator: " ").utf8)), to: index)
            nib.graph.append("NSColorSpace", .int8(2), to: index)
        default:
            refuse(
                .attribute, key, at: object.position,
                detail: "\(detail) (colour in \(color.colorSpace ?? color.space.rawValue))")
            return nil
        }
        return .object(index)
    }

    /// A view's font in a legacy archive: the archive's `NSFont` (`font`: name and size) made by
    /// its font description (`fontDescription`) of a system type (``UIKitLegacyArchive/fontTraits``)
    /// and the same size, as a `UIFont` with `UISystemFont = true`: `UIFontName` and `NSName` one
    /// string, `UIFontPointSize`/`NSSize` doubles, `UIFontTraits`. Other fonts are issues.
    mutating func encodeLegacyFont(of view: NibObject, in nib: inout UIKitNib) -> NibArchiveValue.Kind? {
        guard case .font(let font)? = view.properties["font"], let name = font["name"], let size = font.pointSize,
            case .font(let description)? = view.properties["fontDescription"],
            let traits = description["type"].flatMap({ UIKitLegacyArchive.fontTraits[$0] }),
            description.pointSize == size, description.attributes.count == 2
        else {
            refuse(
                .attribute, "font", at: view.position,
                detail: "of <\(view.element)> in a legacy archive (only the system font and its bold are learnt)")
            return nil
        }
        let index = nib.graph.addObject("UIFont")
        let fontName = nib.graph.string(name)
        nib.graph.append("UIFontName", fontName, to: index)
        nib.graph.append("UIFontPointSize", .double(size), to: index)
        nib.graph.append("UIFontTraits", NibArchiveGraph.narrowest(traits), to: index)
        nib.graph.append("UISystemFont", .bool(true), to: index)
        nib.graph.append("NSName", fontName, to: index)
        nib.graph.append("NSSize", .double(size), to: index)
        return .object(index)
    }
}
