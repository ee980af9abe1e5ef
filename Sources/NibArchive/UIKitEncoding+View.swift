import NibModel

extension UIKitEncoding {
    /// `UIAutoresizingMask` bits by `autoresizingMask` flag.
    static let autoresizingBits: [String: Int] = [
        "flexibleMinX": 1, "widthSizable": 2, "flexibleMaxX": 4, "flexibleMinY": 8, "heightSizable": 16,
        "flexibleMaxY": 32,
    ]
    /// The `autoresizingMask` flags whose bits `mask` sets (``autoresizingBits`` read back), in
    /// bit order.
    static func autoresizingFlags(_ mask: Int) -> [String] {
        autoresizingBits.filter { mask & $0.value != 0 }.sorted { $0.value < $1.value }.map(\.key)
    }
    /// The mask of a view that does not translate its autoresizing mask into constraints and
    /// whose document gives none: flexible right and bottom margins.
    static let untranslatedAutoresizing = 4 | 32

    /// `UIContentMode` by `contentMode`; `scaleToFill` (0) leaves no key.
    static let contentModes: [String: Int] = [
        "scaleToFill": 0, "scaleAspectFit": 1, "scaleAspectFill": 2, "redraw": 3, "center": 4, "top": 5,
        "bottom": 6, "left": 7, "right": 8, "topLeft": 9, "topRight": 10, "bottomLeft": 11, "bottomRight": 12,
    ]

    /// The view elements encoded, with their UIKit class.
    static let viewClasses: [String: String] = [
        "view": "UIView", "imageView": "UIImageView", "button": "UIButton", "tableView": "UITableView",
        "stackView": "UIStackView",
    ]

    /// What Interface Builder records of a top-level view or a scene's controller only for its
    /// own canvas (where the view is drawn, the size it is simulated at): never archived
    /// (`PerfectFreeze__PFWebViewController`'s top-level view gives both; Apple's nibs hold
    /// neither).
    static let canvasOnlyProperties: Set<String> = ["canvasLocation", "simulatedDestinationMetrics"]

    /// The frame Apple's compiler gives a view whose document gives none (Interface Builder
    /// leaves it out for a view placed only by constraints): 1000 × 1000 at the origin, as the
    /// `PerfectFreeze__PFWebViewController` pairs have it for their stack view, buttons and line.
    static let unplacedFrame = NibRect(x: 0, y: 0, width: 1000, height: 1000)

    /// A view (`UIView`, `UIImageView`, `UIButton`, a scene's `UITableView`) and everything below it. `guides` are the controller's
    /// layout guides when `view` is the scene's view (archived as its last subviews); `listed`
    /// collects the objects of the nib's objects table, depth first. Nil, with issues, when the
    /// view is not encoded.
    mutating func encodeView(
        _ view: NibObject, in nib: inout UIKitNib, guides: [NibObject], listed: inout [Int], isSceneView: Bool = false
    ) -> Int? {
        guard let className = Self.viewClasses[view.element], view.customClass == nil || view.element == "view"
        else {
            if view.element == "label" {
                refuseLabel(view)
                return nil
            }
            if Self.containerControllers[view.element] != nil {
                refuseContainer(view)
                return nil
            }
            refuse(
                .objectClass, view.customClass ?? view.className, at: view.position,
                detail: Self.elementDetail(view.element))
            return nil
        }
        let index: Int
        if let customClass = view.customClass {
            // A view of a custom class: a class swapper naming it and the view's class.
            guard let runtimeName = runtimeClassName(of: view, customClass: customClass) else { return nil }
            index = nib.graph.addObject("UIClassSwapper")
            nib.graph.append("UIClassName", nib.graph.string(runtimeName), to: index)
            nib.graph.append("UIOriginalClassName", nib.graph.string(className), to: index)
        } else {
            index = nib.graph.addObject(className)
        }
        nib.indices[view.id] = index
        listed.append(index)
        var handled = encodeViewCommon(view, index: index, in: &nib, isSceneView: isSceneView)
        if view.customClass != nil { handled.insert("customClass") }
        if view.element == "imageView", encodeImage(of: view, index: index, in: &nib) { handled.insert("image") }
        if view.element == "button" { handled.formUnion(encodeButton(view, index: index, in: &nib)) }
        if view.element == "stackView" { handled.formUnion(encodeStackView(view, index: index, in: &nib)) }
        if view.element == "tableView" {
            handled.formUnion(encodeTableView(view, index: index, in: &nib, isSceneView: isSceneView))
        }
        var subviews: [NibArchiveValue.Kind] = []
        var below: [Int] = []
        // Each subview's own listing (the subview first), depth first in `below`.
        var listings: [[Int]] = []
        if case .objects(let ids)? = view.properties["subviews"] {
            handled.insert("subviews")
            for id in ids {
                var listing: [Int] = []
                guard let subview = lookups.object(id),
                    let subviewIndex = encodeView(subview, in: &nib, guides: [], listed: &listing)
                else { continue }
                subviews.append(.object(subviewIndex))
                below += listing
                listings.append(listing)
            }
        }
        var constraints: [NibArchiveValue.Kind] = []
        let guideIndices = encodeGuides(guides, of: index, in: &nib, subviews: &subviews, constraints: &constraints)
        if view.properties["constraints"] != nil { handled.insert("constraints") }
        let own = encodeConstraints(of: view, holder: index, descendants: below, in: &nib)
        constraints += own.map { .object($0) }
        // The objects table lists a view's constraints and guides, its subviews, then what is
        // below each subview (PerfectFreeze__PFWebViewController: the line and the stack view
        // before the line's constraint).
        listed += own + guideIndices + listings.compactMap(\.first) + listings.flatMap { $0.dropFirst() }
        if !subviews.isEmpty {
            nib.graph.append(
                ArchivedProperty.uiSubviews.key, nib.graph.array(subviews, className: "NSMutableArray"), to: index)
        }
        if view.element == "stackView" {
            nib.graph.append("UIStackViewArrangedSubviews", nib.graph.array(subviews), to: index)
        }
        if !constraints.isEmpty {
            nib.graph.append(
                "UIViewAutolayoutConstraints", nib.graph.array(constraints, className: "NSMutableArray"), to: index)
        }
        refuseUnhandled(view, handled: handled, allowsModule: view.customClass != nil)
        return index
    }

    /// The keys every view carries; returns the properties consumed. `archivedFrame`, when
    /// given, replaces the document's frame (a frame Apple's compiler lays out itself). An empty
    /// autoresizing mask leaves no key.
    mutating func encodeViewCommon(
        _ view: NibObject, index: Int, in nib: inout UIKitNib, isSceneView: Bool, archivedFrame: NibRect? = nil
    ) -> Set<String> {
        var handled: Set<String> = Self.canvasOnlyProperties.union(["frame", "contentMode"])
            .union(designTimeProperties(of: view))
        let translates = view.properties["translatesAutoresizingMaskIntoConstraints"] != .bool(false)
        nib.graph.append("UIAutoresizeSubviews", .bool(true), to: index)
        if case .flags(let flags)? = view.properties["autoresizingMask"] {
            let bits = flags.setFlags.compactMap { Self.autoresizingBits[$0] }
            if bits.count == flags.setFlags.count { handled.insert("autoresizingMask") }
            let mask = bits.reduce(0, |)
            if mask != 0 { nib.graph.append("UIAutoresizingMask", NibArchiveGraph.narrowest(mask), to: index) }
        } else if !translates {
            nib.graph.append("UIAutoresizingMask", NibArchiveGraph.narrowest(Self.untranslatedAutoresizing), to: index)
        } else {
            refuse(.attribute, "autoresizingMask", at: view.position, detail: "of <\(view.element)> (none given)")
        }
        if view.element == "stackView", form.stackViewsDrawNothing {
            // A stack view draws nothing: its colour and opacity are not archived.
            handled.formUnion(["backgroundColor", "opaque"])
        } else if let value = view.properties["backgroundColor"] {
            let color =
                view.element == "tableView"
                ? encodeTableBackground(value, of: view, in: &nib)
                : encodeColor(value, key: "backgroundColor", of: view, in: &nib)
            if let color {
                nib.graph.append(ArchivedProperty.uiBackgroundColor.key, color, to: index)
            }
            handled.insert("backgroundColor")
        }
        if case .rect(let documentFrame)? = view.properties["frame"] {
            let frame =
                archivedFrame ?? relaidFrames[view.id]
                ?? (isSceneView ? sceneViewFrame(view, frame: documentFrame) : documentFrame)
            nib.graph.append("UIBounds", geometry([0, 0, frame.width, frame.height]), to: index)
            nib.graph.append(
                "UICenter", geometry([frame.x + frame.width / 2, frame.y + frame.height / 2]), to: index)
        } else {
            let frame = archivedFrame ?? Self.unplacedFrame
            nib.graph.append("UIBounds", geometry([0, 0, frame.width, frame.height]), to: index)
            nib.graph.append(
                "UICenter", geometry([frame.x + frame.width / 2, frame.y + frame.height / 2]), to: index)
        }
        let clips = ArchivedProperty.uiClipsToBounds
        if view.properties[clips.property] == .bool(clips.value) {
            nib.graph.append(clips.key, .bool(true), to: index)
            handled.insert(clips.property)
        }
        switch view.properties["contentMode"] {
        case nil: break
        case .string(let name)? where Self.contentModes[name] != nil:
            if let mode = Self.contentModes[name], mode != 0 {
                nib.graph.append("UIContentMode", NibArchiveGraph.narrowest(mode), to: index)
            }
        default: handled.remove("contentMode")
        }
        // No animations (an empty `<animations/>`): nothing archived.
        if case .objects(let animations)? = view.properties["animations"], animations.isEmpty {
            handled.insert("animations")
        }
        if form.archivesDeepDrawRect { nib.graph.append("UIDeepDrawRect", .bool(true), to: index) }
        // A view that is not opaque (`opaque="NO"`) has no `UIOpaque` key.
        if case .bool(false)? = view.properties["opaque"], !handled.contains("opaque") {
            handled.insert("opaque")
        } else {
            nib.graph.append("UIOpaque", .bool(true), to: index)
        }
        // A hidden view: `UIHidden = true`, as Apple's nibs archive every view-controller layout
        // guide (a hidden `UIView`); a view shown leaves no key.
        for flag in [ArchivedProperty.uiHidden, ArchivedProperty.uiUserInteractionDisabled]
        where view.properties[flag.property] == .bool(flag.value) {
            nib.graph.append(flag.key, .bool(true), to: index)
            handled.insert(flag.property)
        }
        if let priorities = huggingPriorities(of: view) {
            nib.graph.append("UIViewContentHuggingPriority", nib.graph.string(priorities), to: index)
            handled.formUnion(["horizontalHuggingPriority", "verticalHuggingPriority"])
        }
        if !translates {
            nib.graph.append("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true), to: index)
            handled.insert("translatesAutoresizingMaskIntoConstraints")
        }
        appendViewTail(to: index, in: &nib)
        return handled
    }

    /// The frame a scene's view is archived with: the document's, or where the form archives
    /// scene views at the size-class canvas, 600 × 600. A scene view with subviews or
    /// constraints shown at another size is laid out again by Apple's compiler: its subviews'
    /// frames are recomputed where that is a translation (``relaidSubviewFrames(of:from:to:)``),
    /// else an issue.
    mutating func sceneViewFrame(_ view: NibObject, frame: NibRect) -> NibRect {
        let canvas = archivedSceneFrame(frame)
        guard canvas != frame else { return frame }
        let subviews: [String]
        if case .objects(let ids)? = view.properties["subviews"] { subviews = ids } else { subviews = [] }
        if !subviews.isEmpty || view.properties["constraints"] != nil {
            if let frames = relaidSubviewFrames(of: view, from: frame, to: canvas) {
                relaidFrames.merge(frames) { _, new in new }
                return canvas
            }
            refuse(
                .attribute, "frame", at: view.position,
                detail:
                    "of the scene's <\(view.element)> (archived at 600 × 600 for toolsVersion \(form.toolsVersion): its subviews would be laid out again)"
            )
        }
        return canvas
    }

    /// The frame a scene's view is archived with, without checking it: the document's, or
    /// 600 × 600 where the form archives scene views at the size-class canvas.
    func archivedSceneFrame(_ frame: NibRect) -> NibRect {
        form.archivesSceneViewsAtCanvasSize ? NibRect(x: 0, y: 0, width: 600, height: 600) : frame
    }

    /// The keys every view ends with: `UIViewLargeContentStoredProperties = nil` (coder 10) and
    /// `UIViewSemanticContentAttribute = 0`.
    func appendViewTail(to index: Int, in nib: inout UIKitNib) {
        if form.archivesLargeContentProperties {
            nib.graph.append("UIViewLargeContentStoredProperties", .null, to: index)
        }
        nib.graph.append("UIViewSemanticContentAttribute", .int8(0), to: index)
    }

    /// `{horizontal, vertical}` when the document gives both hugging priorities; nil otherwise
    /// (one alone is left as an issue: the class's default for the other is not learnt).
    func huggingPriorities(of view: NibObject) -> String? {
        guard case .integer(let horizontal)? = view.properties["horizontalHuggingPriority"],
            case .integer(let vertical)? = view.properties["verticalHuggingPriority"]
        else { return nil }
        return "{\(horizontal), \(vertical)}"
    }

    /// `UIImage`: a `UIImageNibPlaceholder` naming the document's image. Returns whether the
    /// image was encoded.
    mutating func encodeImage(of view: NibObject, index: Int, in nib: inout UIKitNib) -> Bool {
        guard case .string(let name)? = view.properties["image"] else { return false }
        // An image from a catalog other than the app's (`catalog="system"`: an SF Symbol) is
        // archived under other keys, not learnt yet.
        let resource = document.resources.first { $0.kind == .image && $0.name == name }
        if resource?.properties["catalog"] != nil { return false }
        // The placeholder's keys are learnt for toolsVersion 11201 (three) and 20037 (six).
        guard form.isCoder10 || form.toolsVersion <= 11201 else { return false }
        let image = nib.graph.addObject("UIImageNibPlaceholder")
        nib.graph.append("UIImageHeight", .float32(1), to: image)
        nib.graph.append("UIImageWidth", .float32(1), to: image)
        if form.isCoder10 { nib.graph.append("UIResourceCatalogName", .null, to: image) }
        nib.graph.append("UIResourceName", nib.graph.string(name), to: image)
        if form.isCoder10 {
            nib.graph.append("UISymbolImageConfiguration", .null, to: image)
            nib.graph.append("UISystemSymbolResourceName", .null, to: image)
        }
        nib.graph.append(ArchivedProperty.uiImage.key, .object(image), to: index)
        return true
    }

    /// The numbers of a geometry value ``geometry(_:)`` writes, read back: a type byte (6 for
    /// 32-bit floats, 7 for doubles), then `count` little-endian values. Nil for other data, or
    /// a value that is not finite.
    static func geometryValues(_ bytes: [UInt8], count: Int) -> [Double]? {
        guard let type = bytes.first, type == 6 || type == 7 else { return nil }
        let width = type == 6 ? 4 : 8
        guard bytes.count == 1 + width * count else { return nil }
        var values: [Double] = []
        for start in stride(from: 1, to: bytes.count, by: width) {
            var bits: UInt64 = 0
            for offset in 0..<width { bits |= UInt64(bytes[start + offset]) << UInt64(offset * 8) }
            let value =
                type == 6 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
            guard value.isFinite else { return nil }
            values.append(value)
        }
        return values
    }

    /// Numbers as UIKit archives geometry: a type byte, 7 for doubles or 6 for 32-bit floats
    /// where the form says so, then each value (little-endian).
    func geometry(_ values: [Double]) -> NibArchiveValue.Kind {
        let floats = form.archivesFloatGeometry
        var bytes: [UInt8] = [floats ? 6 : 7]
        for value in values {
            let bits = floats ? UInt64(Float(value).bitPattern) : value.bitPattern
            for shift in stride(from: 0, to: floats ? 32 : 64, by: 8) {
                bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
            }
        }
        return .data(bytes)
    }
}
