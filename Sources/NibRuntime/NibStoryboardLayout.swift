import NibModel

/// A storyboard reference (`viewControllerPlaceholder`): the scene stands for a controller of
/// another storyboard (or of this one).
struct NibStoryboardReference: Sendable, Hashable {
    /// The storyboard's name; nil means the storyboard holding the reference.
    var storyboardName: String?
    /// The referenced controller's storyboard identifier; nil means the storyboard's initial controller.
    var referencedIdentifier: String?
    /// The bundle the storyboard lives in (`bundleIdentifier`): another module's storyboard; nil
    /// means the referring storyboard's own bundle.
    var bundleIdentifier: String? = nil
}

/// A segue whose source is an object other than the controller (a control, a bar button item):
/// the scene's nib connects an action from the source to a trigger supplied as an external object.
struct NibTriggerPlan: Sendable {
    var template: NibSegueTemplate
    /// The externals key under which the scene's instantiation passes the trigger.
    var externalName: String
}

/// One scene, precomputed: its own nib document (the scene's objects, placeholders and
/// connections, plus the storyboard's synthesized externals) and its segues.
struct NibScenePlan: Sendable {
    var scene: NibScene
    /// The nib the scene instantiates (nil for a storyboard reference scene).
    var document: NibDocument?
    var reference: NibStoryboardReference?
    /// Every segue whose source lies in the scene, in document order.
    var segues: [NibSegueTemplate]
    var triggers: [NibTriggerPlan]
}

/// How a storyboard document splits into scenes, computed once when a ``NibStoryboard`` is made.
struct NibStoryboardLayout: Sendable {
    /// The externals key under which every scene instantiation passes its ``NibSceneInstance``
    /// (UIKit's storyboard nibs likewise receive their storyboard as an external object).
    static let sceneExternalName = "NibStoryboardScene"
    /// The outlet of the scene instance that receives the scene's controller.
    static let controllerOutlet = "sceneController"
    /// The selector of the action a segue trigger receives from its control.
    static let triggerSelector = "perform:"

    var scenes: [NibScenePlan]
    var sceneIndexByID: [String: Int]
    var sceneIndexByController: [String: Int]
    /// Storyboard identifiers in document order, with their scenes.
    var identifiers: [(name: String, scene: Int)]
    var sceneIndexByIdentifier: [String: Int]
    var initialScene: Int?
    /// Problems with the document's scene structure (objects or connections in no scene).
    var notes: [NibDiagnostic]

    init(document: NibDocument) {
        let file = document.sourceFile
        func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: file, position: position) }
        var notes: [NibDiagnostic] = []

        // Which scene every object, placeholder and connection belongs to.
        var sceneOf: [String: Int] = [:]
        for (offset, scene) in document.scenes.enumerated() {
            for id in scene.objects { sceneOf[id] = offset }
            for id in scene.placeholders { sceneOf[id] = offset }
        }
        var objects = [[NibObject]](repeating: [], count: document.scenes.count)
        var objectByID: [String: NibObject] = [:]
        for object in document.objects {
            objectByID[object.id] = object
            if sceneOf[object.id] == nil, let parent = object.parent, let scene = sceneOf[parent] {
                sceneOf[object.id] = scene
            }
            guard let scene = sceneOf[object.id] else {
                notes.append(
                    NibDiagnostic(
                        severity: .warning, message: "object \(object.id) belongs to no scene; never instantiated",
                        location: location(object.position)))
                continue
            }
            objects[scene].append(object)
        }
        var placeholders = [[NibPlaceholder]](repeating: [], count: document.scenes.count)
        for placeholder in document.placeholders {
            if let scene = sceneOf[placeholder.id] { placeholders[scene].append(placeholder) }
        }
        var connections = [[NibConnection]](repeating: [], count: document.scenes.count)
        var segues = [[NibSegueTemplate]](repeating: [], count: document.scenes.count)
        for connection in document.connections {
            guard let scene = sceneOf[connection.source] else {
                notes.append(
                    NibDiagnostic(
                        severity: .warning,
                        message:
                            "\(connection.kind.rawValue) \"\(connection.name)\" starts at \(connection.source), which is in no scene; skipped",
                        location: location(connection.position)))
                continue
            }
            if connection.kind == .segue {
                segues[scene].append(NibSegueTemplate(connection: connection, file: file))
            } else {
                connections[scene].append(connection)
            }
        }

        // Ids the synthesized placeholders may use: nothing in the document has them.
        var taken = Set(document.objects.map(\.id))
        taken.formUnion(document.placeholders.map(\.id))
        func freshID(_ base: String) -> String {
            var id = base
            while taken.contains(id) { id = "@" + id }
            taken.insert(id)
            return id
        }

        var scenes: [NibScenePlan] = []
        var sceneIndexByID: [String: Int] = [:]
        var sceneIndexByController: [String: Int] = [:]
        var identifiers: [(name: String, scene: Int)] = []
        var sceneIndexByIdentifier: [String: Int] = [:]
        for (offset, scene) in document.scenes.enumerated() {
            if sceneIndexByID[scene.id] == nil { sceneIndexByID[scene.id] = offset }
            let controller = scene.controller.flatMap { objectByID[$0] }
            if let controller {
                if sceneIndexByController[controller.id] == nil { sceneIndexByController[controller.id] = offset }
                if let identifier = NibValueDecoding.string(controller.properties["storyboardIdentifier"]),
                    !identifier.isEmpty,
                    sceneIndexByIdentifier[identifier] == nil
                {
                    sceneIndexByIdentifier[identifier] = offset
                    identifiers.append((identifier, offset))
                }
            }
            if let controller, controller.role == .storyboardReference {
                let name = NibValueDecoding.string(controller.properties["storyboardName"]).flatMap {
                    $0.isEmpty ? nil : $0
                }
                let identifier = NibValueDecoding.string(controller.properties["referencedIdentifier"]).flatMap {
                    $0.isEmpty ? nil : $0
                }
                let bundle = NibValueDecoding.string(controller.properties["bundleIdentifier"]).flatMap {
                    $0.isEmpty ? nil : $0
                }
                scenes.append(
                    NibScenePlan(
                        scene: scene, document: nil,
                        reference: NibStoryboardReference(
                            storyboardName: name, referencedIdentifier: identifier, bundleIdentifier: bundle),
                        segues: segues[offset], triggers: []))
                continue
            }

            var sceneDocument = NibDocument(
                sourceFile: file, info: document.info, placeholders: placeholders[offset],
                objects: objects[offset], connections: connections[offset],
                topLevelObjects: scene.objects.filter { objectByID[$0] != nil })
            let contextID = freshID("@scene")
            sceneDocument.placeholders.append(
                NibPlaceholder(
                    id: contextID, role: .external, identifier: Self.sceneExternalName,
                    element: "placeholder", className: "NibSceneInstance",
                    position: scene.position))
            if let controller {
                sceneDocument.connections.append(
                    NibConnection(
                        id: freshID("@scene-controller"), kind: .outlet, source: contextID,
                        destination: controller.id, name: Self.controllerOutlet,
                        position: controller.position))
            }
            var triggers: [NibTriggerPlan] = []
            for template in segues[offset]
            where Self.isTriggered(template, controller: scene.controller, objects: objectByID) {
                let placeholderID = freshID("@segue-" + template.id)
                let externalName = "NibStoryboardSegue:" + template.id
                sceneDocument.placeholders.append(
                    NibPlaceholder(
                        id: placeholderID, role: .external, identifier: externalName,
                        element: "placeholder", className: "NibSegueTrigger",
                        position: template.location.position))
                sceneDocument.connections.append(
                    NibConnection(
                        id: freshID("@trigger-" + template.id), kind: .action,
                        source: template.source, destination: placeholderID,
                        name: Self.triggerSelector, position: template.location.position))
                triggers.append(NibTriggerPlan(template: template, externalName: externalName))
            }
            scenes.append(
                NibScenePlan(
                    scene: scene, document: sceneDocument, reference: nil, segues: segues[offset], triggers: triggers))
        }
        self.scenes = scenes
        self.sceneIndexByID = sceneIndexByID
        self.sceneIndexByController = sceneIndexByController
        self.identifiers = identifiers
        self.sceneIndexByIdentifier = sceneIndexByIdentifier
        initialScene = document.initialController.flatMap { sceneIndexByController[$0] }
        if let initial = document.initialController, initialScene == nil {
            notes.append(
                NibDiagnostic(
                    severity: .warning, message: "the initial controller \(initial) is no scene's controller",
                    location: SourceLocation(file: file, position: .start)))
        }
        self.notes = notes
    }

    /// Whether a control's action performs the segue: every segue that starts at an object
    /// other than the controller, except those the storyboard performs at load and those of
    /// cells (a cell's selection triggers them; cells send no actions: see
    /// ``NibSceneInstance/performSegues(triggeredBy:)``).
    static func isTriggered(_ template: NibSegueTemplate, controller: String?, objects: [String: NibObject]) -> Bool {
        guard !template.kind.performedAtLoad, template.source != controller, let source = objects[template.source]
        else { return false }
        return source.role != .cell
    }
}
