import NibModel

extension UIKitEncoding {
    /// `UIStackViewAxis` by `axis` (horizontal when the document gives none).
    static let stackAxes: [String: Int] = ["horizontal": 0, "vertical": 1]
    /// `UIStackViewDistribution` by `distribution` (fill when none is given).
    static let stackDistributions: [String: Int] = [
        "fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4,
    ]
    /// `UIStackViewAlignment` by `alignment` (fill when none is given).
    static let stackAlignments: [String: Int] = [
        "fill": 0, "leading": 1, "top": 1, "firstBaseline": 2, "center": 3, "trailing": 4, "bottom": 4,
        "lastBaseline": 5,
    ]

    /// A `UIStackView`'s own keys: axis, distribution, alignment, spacing, not baseline or
    /// margin relative, zero layout margins (its arranged subviews, all its subviews, are added
    /// by ``encodeView(_:in:guides:listed:isSceneView:)``). Returns the properties consumed.
    mutating func encodeStackView(_ view: NibObject, index: Int, in nib: inout UIKitNib) -> Set<String> {
        guard form.archivesStackViews else {
            refuse(
                .objectClass, "UIStackView", at: view.position,
                detail: "(<stackView>: toolsVersion \(form.toolsVersion) not learnt; 11201–16097 are)")
            return []
        }
        var handled: Set<String> = []
        func value(_ name: String, in table: [String: Int]) -> Int? {
            guard let given = view.properties[name] else { return 0 }
            guard case .string(let text) = given, let number = table[text] else { return nil }
            handled.insert(name)
            return number
        }
        let axis = value("axis", in: Self.stackAxes)
        let distribution = value("distribution", in: Self.stackDistributions)
        let alignment = value("alignment", in: Self.stackAlignments)
        var spacing = 0.0
        switch view.properties["spacing"] {
        case nil: break
        case .integer(let number)?: spacing = Double(number)
        case .real(let number)?: spacing = number
        default: return handled
        }
        if view.properties["spacing"] != nil { handled.insert("spacing") }
        guard let axis, let distribution, let alignment else { return handled }
        nib.graph.append("UIViewLayoutMargins", geometry([0, 0, 0, 0]), to: index)
        nib.graph.append("UIStackViewAxis", NibArchiveGraph.narrowest(axis), to: index)
        nib.graph.append("UIStackViewDistribution", NibArchiveGraph.narrowest(distribution), to: index)
        nib.graph.append("UIStackViewAlignment", NibArchiveGraph.narrowest(alignment), to: index)
        nib.graph.append("UIStackViewSpacing", .double(spacing), to: index)
        nib.graph.append("UIStackViewBaselineRelative", .bool(false), to: index)
        nib.graph.append("UIStackViewLayoutMarginsRelative", .bool(false), to: index)
        return handled
    }
}
