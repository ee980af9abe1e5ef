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

    /// A child of `<scenes>` that is not a scene: kept as metadata.
    mutating func convertScenesChild(_ child: XMLTree.Node) {
        coverage.record(.element, "scenes/\(child.name)", at: position(child))
        model.metadata.append(genericElement(child))
    }

    /// The start of a `<scene>`: its id. Its `<objects>` follow.
    func beginScene(_ node: XMLTree.Node) throws(XibError) -> NibScene {
        guard let sceneID = node.attribute("sceneID") else {
            throw .missingAttribute(location(node), element: "scene", attribute: "sceneID")
        }
        return NibScene(id: sceneID, controller: nil, position: position(node))
    }

    /// A child of a `<scene>` other than its `<objects>`: where the editor draws it, or metadata.
    mutating func convertSceneChild(_ child: XMLTree.Node, of scene: inout NibScene) {
        if child.name == "point" && child.attribute(.key) == "canvasLocation" {
            if case .point(let point) = convertValue(child) { scene.canvasLocation = point }
            return
        }
        coverage.record(.element, "scene/\(child.name)", at: position(child))
        model.metadata.append(genericElement(child))
    }

    /// The end of a `<scene>`.
    mutating func endScene(_ scene: NibScene) {
        model.scenes.append(scene)
    }
}
