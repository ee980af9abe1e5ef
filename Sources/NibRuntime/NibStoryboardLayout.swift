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
        let index = NibDocumentIndex(document)
        var members = SceneMembers(document: document, index: index)
        var ids = FreshIDs(document)
        var scenes: [NibScenePlan] = []
        for (offset, scene) in document.scenes.enumerated() {
            scenes.append(Self.plan(scene, at: offset, members: members, index: index, ids: &ids))
        }
        self.scenes = scenes
        sceneIndexByID = Self.firstIndices(document.scenes.map { $0.id })
        let controllers = Self.firstIndices(
            document.scenes.map { scene in scene.controller.flatMap { index.object($0)?.id } })
        sceneIndexByController = controllers
        identifiers = Self.identifiers(document, index: index)
        sceneIndexByIdentifier = Dictionary(
            identifiers.map { ($0.name, $0.scene) }, uniquingKeysWith: { first, _ in first })
        initialScene = document.initialController.flatMap { controllers[$0] }
        if let initial = document.initialController, initialScene == nil {
            members.notes.append(
                NibDiagnostic(
                    severity: .warning, message: "the initial controller \(initial) is no scene's controller",
                    location: SourceLocation(file: document.sourceFile, position: .start)))
        }
        notes = members.notes
    }

    /// Each scene's objects, placeholders, connections and segues, in document order, with a
    /// warning for each object and connection that belongs to no scene.
    struct SceneMembers {
        var objects: [[NibObject]]
        var placeholders: [[NibPlaceholder]]
        var connections: [[NibConnection]]
        var segues: [[NibSegueTemplate]]
        var notes: [NibDiagnostic] = []

        init(document: NibDocument, index: NibDocumentIndex) {
            let file = document.sourceFile
            let count = document.scenes.count
            objects = Array(repeating: [], count: count)
            placeholders = Array(repeating: [], count: count)
            connections = Array(repeating: [], count: count)
            segues = Array(repeating: [], count: count)
            for (offset, object) in document.objects.enumerated() {
                guard let scene = index.scene(ofObjectAt: offset) else {
                    notes.append(
                        NibDiagnostic(
                            severity: .warning, message: "object \(object.id) belongs to no scene; never instantiated",
                            location: SourceLocation(file: file, position: object.position)))
                    continue
                }
                objects[scene].append(object)
            }
            for placeholder in document.placeholders {
                if let scene = index.scene(of: placeholder.id) { placeholders[scene].append(placeholder) }
            }
            for connection in document.connections {
                guard let scene = index.scene(of: connection.source) else {
                    notes.append(
                        NibDiagnostic(
                            severity: .warning,
                            message:
                                "\(connection.kind.rawValue) \"\(connection.name)\" starts at \(connection.source), which is in no scene; skipped",
                            location: SourceLocation(file: file, position: connection.position)))
                    continue
                }
                if connection.kind == .segue {
                    segues[scene].append(NibSegueTemplate(connection: connection, file: file))
                } else {
                    connections[scene].append(connection)
                }
            }
        }
    }

    /// Ids for the synthesized placeholders and connections: nothing in the document has them.
    struct FreshIDs {
        var taken: Set<String>

        init(_ document: NibDocument) {
            taken = Set(document.objects.map(\.id))
            taken.formUnion(document.placeholders.map(\.id))
        }

        mutating func claim(_ base: String) -> String {
            var id = base
            while taken.contains(id) { id = "@" + id }
            taken.insert(id)
            return id
        }
    }

    /// Each value's first position, for the values that are not nil.
    static func firstIndices(_ values: [String?]) -> [String: Int] {
        var result: [String: Int] = [:]
        for (offset, value) in values.enumerated() {
            if let value, result[value] == nil { result[value] = offset }
        }
        return result
    }

    /// The scene controllers' non-empty storyboard identifiers in document order, each with the
    /// first scene that has it.
    static func identifiers(_ document: NibDocument, index: NibDocumentIndex) -> [(name: String, scene: Int)] {
        var seen: Set<String> = []
        var identifiers: [(name: String, scene: Int)] = []
        for (offset, scene) in document.scenes.enumerated() {
            guard let controller = scene.controller.flatMap(index.object),
                let identifier = NibValueReading.string(controller.properties["storyboardIdentifier"]),
                !identifier.isEmpty, seen.insert(identifier).inserted
            else { continue }
            identifiers.append((identifier, offset))
        }
        return identifiers
    }

    /// The plan of the scene at `offset`: a reference to another storyboard, or the scene's own
    /// nib with the scene instance and one trigger per segue a control performs.
    static func plan(
        _ scene: NibScene, at offset: Int, members: SceneMembers, index: NibDocumentIndex, ids: inout FreshIDs
    ) -> NibScenePlan {
        let controller = scene.controller.flatMap(index.object)
        if let controller, controller.role == .storyboardReference {
            return NibScenePlan(
                scene: scene, document: nil, reference: reference(controller), segues: members.segues[offset],
                triggers: [])
        }
        let document = index.document
        var sceneDocument = NibDocument(
            sourceFile: document.sourceFile, info: document.info, placeholders: members.placeholders[offset],
            objects: members.objects[offset], connections: members.connections[offset],
            topLevelObjects: scene.objects.filter { index.offset(of: $0) != nil })
        let contextID = ids.claim("@scene")
        sceneDocument.placeholders.append(
            NibPlaceholder(
                id: contextID, role: .external, identifier: sceneExternalName, element: "placeholder",
                className: "NibSceneInstance", position: scene.position))
        if let controller {
            sceneDocument.connections.append(
                NibConnection(
                    id: ids.claim("@scene-controller"), kind: .outlet, source: contextID, destination: controller.id,
                    name: controllerOutlet, position: controller.position))
        }
        var triggers: [NibTriggerPlan] = []
        for template in members.segues[offset] where isTriggered(template, controller: scene.controller, index: index) {
            triggers.append(addTrigger(template, to: &sceneDocument, ids: &ids))
        }
        return NibScenePlan(
            scene: scene, document: sceneDocument, reference: nil, segues: members.segues[offset], triggers: triggers)
    }

    /// The storyboard a reference scene's controller (a `viewControllerPlaceholder`) stands for.
    static func reference(_ controller: NibObject) -> NibStoryboardReference {
        func nonEmpty(_ key: String) -> String? {
            NibValueReading.string(controller.properties[key]).flatMap { $0.isEmpty ? nil : $0 }
        }
        return NibStoryboardReference(
            storyboardName: nonEmpty("storyboardName"), referencedIdentifier: nonEmpty("referencedIdentifier"),
            bundleIdentifier: nonEmpty("bundleIdentifier"))
    }

    /// Adds to a scene's nib the external object a segue's control sends its action to, and that action.
    static func addTrigger(
        _ template: NibSegueTemplate, to sceneDocument: inout NibDocument, ids: inout FreshIDs
    ) -> NibTriggerPlan {
        let placeholderID = ids.claim("@segue-" + template.id)
        let externalName = "NibStoryboardSegue:" + template.id
        sceneDocument.placeholders.append(
            NibPlaceholder(
                id: placeholderID, role: .external, identifier: externalName, element: "placeholder",
                className: "NibSegueTrigger", position: template.location.position))
        sceneDocument.connections.append(
            NibConnection(
                id: ids.claim("@trigger-" + template.id), kind: .action, source: template.source,
                destination: placeholderID, name: triggerSelector, position: template.location.position))
        return NibTriggerPlan(template: template, externalName: externalName)
    }

    /// Whether a control's action performs the segue: every segue that starts at an object
    /// other than the controller, except those the storyboard performs at load and those of
    /// cells (a cell's selection triggers them; cells send no actions: see
    /// ``NibSceneInstance/performSegues(triggeredBy:)``).
    static func isTriggered(_ template: NibSegueTemplate, controller: String?, index: NibDocumentIndex) -> Bool {
        guard !template.kind.performedAtLoad, template.source != controller, let source = index.object(template.source)
        else { return false }
        return source.role != .cell
    }
}
