import NibModel

extension UIKitEncoding {
    /// The controller elements encoded, with their UIKit class.
    static let controllerClasses: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
    ]

    /// A scene: a plain or table view controller and its view, with First Responder as its only
    /// placeholder. Nil, with issues, for anything else.
    mutating func encodeScene(_ scene: NibScene) -> CompiledScene? {
        guard let controllerID = scene.controller, let controller = lookups.object(controllerID) else {
            refuse(.objectClass, "scene without a view controller", at: scene.position)
            return nil
        }
        for id in scene.objects where id != controllerID {
            if let object = lookups.object(id) {
                refuse(
                    .objectClass, object.customClass ?? object.className, at: object.position,
                    detail: "(<\(object.element)> beside the scene's controller)")
            }
        }
        for id in scene.placeholders {
            guard let placeholder = document.placeholders.first(where: { $0.id == id }) else { continue }
            checkPlaceholder(placeholder)
        }
        if Self.containerControllers[controller.element] != nil {
            refuseContainer(controller)
            return nil
        }
        let className: String
        switch controllerClass(of: controller) {
        case .encoded(let name): className = name
        case .refused(let reason):
            refuse(
                .objectClass, controller.customClass ?? controller.className, at: controller.position, detail: reason)
            return nil
        }
        refuseUnhandled(
            controller,
            handled: designTimeProperties(of: controller).union(Self.canvasOnlyProperties).union([
                "sceneMemberID", "view", "layoutGuides", "storyboardIdentifier", "title",
            ]),
            allowsModule: true)
        var runtimeName: String?
        if let customClass = controller.customClass {
            guard let name = runtimeClassName(of: controller, customClass: customClass) else { return nil }
            runtimeName = name
        }
        guard case .object(let viewID)? = controller.properties["view"], let view = lookups.object(viewID) else {
            refuse(.attribute, "view", at: controller.position, detail: "of <\(controller.element)> (none)")
            return nil
        }
        let guides = layoutGuides(of: controller)
        guard let (viewGraph, segues, upstream) = encodeViewNib(view, guides: guides, controllerID: controller.id)
        else { return nil }
        let storyboardIdentifier = text(controller, "storyboardIdentifier")
        let identifier = controllerNibName(controller, className: className)
        let viewNibName = "\(controller.id)-view-\(view.id)"
        let controllerGraph = encodeControllerNib(
            controller, className: className, customClass: runtimeName, storyboardIdentifier: storyboardIdentifier,
            viewNibName: viewNibName, segues: segues, upstreamName: upstream)
        return CompiledScene(
            controllerID: controller.id, identifier: identifier,
            nibs: [.init(name: identifier, graph: controllerGraph), .init(name: viewNibName, graph: viewGraph)])
    }

    /// The name of a controller's nib: its storyboard identifier, else `CLASS-ID`.
    func controllerNibName(_ controller: NibObject, className: String) -> String {
        text(controller, "storyboardIdentifier") ?? "\(className)-\(controller.id)"
    }

    /// A text property of `object`, if it has one.
    func text(_ object: NibObject, _ name: String) -> String? {
        if case .string(let value)? = object.properties[name] { return value }
        return nil
    }

    /// First Responder is archived as a proxy in every nib; any other placeholder is an issue.
    mutating func checkPlaceholder(_ placeholder: NibPlaceholder) {
        guard placeholder.role == .firstResponder else {
            refuse(.objectClass, placeholder.className, at: placeholder.position, detail: "(<\(placeholder.element)>)")
            return
        }
        for entry in placeholder.properties where entry.name != "sceneMemberID" {
            refuse(.attribute, entry.name, at: placeholder.position, detail: "of <\(placeholder.element)>")
        }
    }

    /// The controller's nib: File's Owner (the storyboard's loader), First Responder, the
    /// storyboard placeholder and the controller, which loads its view from `viewNibName`;
    /// outlets `sceneViewController` (owner → controller) and `storyboard` (controller →
    /// placeholder; from toolsVersion 16097 the other way round). The controller is a
    /// `UIClassSwapper` when it has a custom class (its runtime name, `customClass`; from
    /// toolsVersion 16097: always), and carries `UIStoryboardIdentifier` and `UITitle` when the document gives them.
    /// When the view's outlets point to the controller, its external objects table holds the
    /// controller under `upstreamName`, the view nib's proxy for it.
    mutating func encodeControllerNib(
        _ object: NibObject, className: String, customClass: String?, storyboardIdentifier: String?,
        viewNibName: String, segues: [SceneSegue], upstreamName: String?
    ) -> NibArchiveGraph {
        var nib = UIKitNib(form: form)
        let owner = nib.proxy("IBFilesOwner")
        let firstResponder = nib.proxy("IBFirstResponder")
        let storyboard = nib.proxy("UIStoryboardPlaceholder")
        let controller: Int
        if let customClass {
            controller = nib.graph.addObject("UIClassSwapper")
            nib.graph.append("UIClassName", nib.graph.string(customClass), to: controller)
            nib.graph.append("UIOriginalClassName", nib.graph.string(className), to: controller)
        } else if form.archivesControllersAsClassSwappers {
            // From toolsVersion 16097 every storyboard controller is a class swapper.
            controller = nib.graph.addObject("UIClassSwapper")
            let name = nib.graph.string(className)
            nib.graph.append("UIClassName", name, to: controller)
            nib.graph.append("UIOriginalClassName", name, to: controller)
        } else {
            controller = nib.graph.addObject(className)
        }
        if let storyboardIdentifier {
            nib.graph.append("UIStoryboardIdentifier", nib.graph.string(storyboardIdentifier), to: controller)
        }
        if let title = text(object, "title") { nib.graph.append("UITitle", nib.graph.string(title), to: controller) }
        if object.element == "tableViewController", form.tableForm?.archivesClearsSelection == true {
            nib.graph.append("UIClearsSelectionOnViewWillAppear", .bool(true), to: controller)
        }
        let templates = appendSegueTemplates(segues, to: &nib)
        if !templates.isEmpty {
            nib.graph.append(
                "UIStoryboardSegueTemplates", nib.graph.array(templates.map { .object($0) }), to: controller)
        }
        var external: [NibArchiveValue.Kind] = []
        for (segue, template) in zip(segues, templates) {
            external += [nib.graph.string(segue.placeholderName), .object(template)]
        }
        if let upstreamName { external += [nib.graph.string(upstreamName), .object(controller)] }
        nib.graph.append(
            "UIExternalObjectsTableForViewLoading", nib.graph.array(external, className: "NSDictionary"),
            to: controller)
        nib.graph.append("UINibName", nib.graph.string(viewNibName), to: controller)
        if form.archivesControllersAsClassSwappers {
            nib.outlet(from: controller, to: storyboard, label: "storyboard")
            nib.outlet(from: owner, to: controller, label: "sceneViewController")
        } else {
            nib.outlet(from: owner, to: controller, label: "sceneViewController")
            nib.outlet(from: controller, to: storyboard, label: "storyboard")
        }
        if form.isCoder10 {
            nib.objects = [owner, firstResponder, storyboard, controller]
        } else {
            nib.objects = [controller, owner, firstResponder, storyboard]
        }
        nib.topLevelObjects = nib.objects
        // The templates follow the top-level objects, each with its outlet to the controller.
        nib.objects += templates
        for template in templates { nib.outlet(from: template, to: controller, label: "viewController") }
        return nib.finished()
    }

    /// The view's nib: File's Owner (the controller), First Responder and the view, with the
    /// outlet `view` from the owner. The objects table lists File's Owner and First Responder
    /// first, then the view and what is below it (coder 10), or the view, File's Owner, First
    /// Responder, then what is below the view (coder 9: `SwiftGen__SwiftGen/5` shows the view's
    /// constraints, layout guides and subviews after the placeholders). A segue its buttons
    /// trigger adds a proxy after First Responder (a top-level object) and an event connection
    /// before the outlet `view` (after it from toolsVersion 16097). Outlets to the controller
    /// (a table view's `dataSource` and `delegate`) go to a proxy for it, listed as a segue's,
    /// before the outlet `view`. Nil when the view is not encoded; else the nib, its segues and
    /// the name of the controller's proxy, if any.
    mutating func encodeViewNib(_ view: NibObject, guides: [NibObject], controllerID: String)
        -> (NibArchiveGraph, [SceneSegue], String?)?
    {
        var nib = UIKitNib(form: form)
        let owner = nib.proxy("IBFilesOwner")
        let firstResponder = nib.proxy("IBFirstResponder")
        var listed: [Int] = []
        guard let viewIndex = encodeView(view, in: &nib, guides: guides, listed: &listed, isSceneView: true)
        else { return nil }
        let segues = sceneSegues(in: nib)
        let upstream = appendControllerOutlets(in: &nib, controllerID: controllerID, besideSegues: !segues.isEmpty)
        if form.listsViewOutletBeforeEvents { nib.outlet(from: owner, to: viewIndex, label: "view") }
        let proxies = upstream.map { [$0.proxy] } ?? appendSegueTriggers(segues, to: &nib)
        if !form.listsViewOutletBeforeEvents { nib.outlet(from: owner, to: viewIndex, label: "view") }
        if form.isCoder10 {
            nib.objects = [owner, firstResponder] + listed
            nib.topLevelObjects = [owner, firstResponder, viewIndex]
        } else {
            nib.objects = [viewIndex, owner, firstResponder] + proxies + listed.dropFirst()
            nib.topLevelObjects = [viewIndex, owner, firstResponder] + proxies
        }
        return (nib.finished(), segues, upstream?.name)
    }

    /// The controller's `<layoutGuides>` (top and bottom layout guides), in document order.
    func layoutGuides(of controller: NibObject) -> [NibObject] {
        guard case .objects(let ids)? = controller.properties["layoutGuides"] else { return [] }
        return ids.compactMap { lookups.object($0) }
    }

    /// The class a scene's controller is archived as, or why it is refused: an element of no
    /// learnt class, or a table view controller of a toolsVersion whose table archive no pair shows.
    func controllerClass(of controller: NibObject) -> EncodingDecision<String> {
        guard let className = Self.controllerClasses[controller.element] else {
            return .refused("(<\(controller.element)>)")
        }
        if controller.element == "tableViewController", form.tableForm == nil {
            return .refused(
                "(<\(controller.element)>: toolsVersion \(form.toolsVersion) not learnt; \(UIKitArchiveForm.learntTableVersions) are)"
            )
        }
        return .encoded(className)
    }
}
