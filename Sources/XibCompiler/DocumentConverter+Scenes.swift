import NibModel

/// The storyboard part of the modern front-end: `<scenes>` of `<scene>` elements, each holding an
/// `<objects>` element with the scene's controller, its First Responder and Exit, and any other
/// top-level objects, written in the same element grammar as a xib's `<objects>`.
extension DocumentConverter {
    /// The `sceneMemberID` that marks a scene's controller (a view or window controller, a
    /// storyboard reference, or a macOS storyboard's `<application>`).
    static let controllerMemberID = "viewController"

    /// Document-level elements a storyboard writes for the editor only.
    static let storyboardEditorElements: Set<String> = ["inferredMetricsTieBreakers"]

    mutating func convertScenes(_ container: XMLTree.Node) throws(XibError) {
        for childIndex in container.children {
            let child = tree.node(childIndex)
            guard child.name == "scene" else {
                coverage.record(.element, "scenes/\(child.name)", at: position(child))
                model.metadata.append(genericElement(child))
                continue
            }
            try convertScene(child)
        }
    }

    mutating func convertScene(_ node: XMLTree.Node) throws(XibError) {
        guard let sceneID = node.attribute("sceneID") else {
            throw .missingAttribute(location(node), element: "scene", attribute: "sceneID")
        }
        var scene = NibScene(id: sceneID, controller: nil, position: position(node))
        for childIndex in node.children {
            let child = tree.node(childIndex)
            switch child.name {
            case "objects":
                var members: NibScene? = scene
                try convertObjects(child, scene: &members)
                scene = members ?? scene
            case "point" where child.attribute(.key) == "canvasLocation":
                if case .point(let point) = convertValue(child) { scene.canvasLocation = point }
            default:
                coverage.record(.element, "scene/\(child.name)", at: position(child))
                model.metadata.append(genericElement(child))
            }
        }
        model.scenes.append(scene)
    }
}
