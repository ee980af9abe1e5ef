import NibModel

/// Builds the model of a compiled storyboard's files (``CompiledStoryboardDocument`` describes
/// the layout it reads).
struct CompiledStoryboardReader {
    let files: CompiledStoryboardFiles

    /// A scene's nibs and the ids read from their names.
    private struct SceneNibs {
        var controller: CompiledStoryboardFiles.File
        var controllerIndex: Int
        var controllerID: String
        var view: CompiledStoryboardFiles.File?
    }

    /// A view nib's name split at its first `-view-`: the controller's and the view's ids (each
    /// not empty); nil for a name without it.
    static func viewNibIDs(_ name: String) -> (controller: String, view: String)? {
        let separator = Array("-view-".utf8)
        let bytes = Array(name.utf8)
        guard bytes.count > separator.count + 1 else { return nil }
        for start in 1..<(bytes.count - separator.count)
        where bytes[start..<start + separator.count].elementsEqual(separator) {
            return (
                String(decoding: bytes[..<start], as: UTF8.self),
                String(decoding: bytes[(start + separator.count)...], as: UTF8.self)
            )
        }
        return nil
    }

    /// The document of the files; `sourceFile` names it.
    func document(sourceFile: String) throws(CompiledStoryboardLoadError) -> NibDocument {
        var scenes: [SceneNibs] = []
        var controllerByNib: [String: String] = [:]
        var seenIDs: Set<String> = []
        for (_, nibName) in files.identifiersToNibNames where controllerByNib[nibName] == nil {
            let scene = try sceneNibs(nibName)
            guard seenIDs.insert(scene.controllerID).inserted else {
                throw .storyboard(
                    CompiledStoryboardError(
                        .duplicateController(id: scene.controllerID), file: scene.controller.path,
                        object: scene.controllerIndex))
            }
            controllerByNib[nibName] = scene.controllerID
            scenes.append(scene)
        }
        var controllerByIdentifier: [String: String] = [:]
        for (identifier, nibName) in files.identifiersToNibNames where controllerByIdentifier[identifier] == nil {
            controllerByIdentifier[identifier] = controllerByNib[nibName]
        }
        var document = NibDocument(sourceFile: sourceFile, info: CompiledStoryboardDocument.documentInfo)
        for scene in scenes {
            let segues: [PendingSegue]
            do { segues = try append(scene, to: &document) } catch {
                var located = error
                located.file = located.file ?? scene.controller.path
                throw .model(located)
            }
            for segue in segues {
                guard let destination = controllerByIdentifier[segue.destinationIdentifier] else {
                    throw .storyboard(
                        CompiledStoryboardError(
                            .unknownIdentifier(
                                key: "UIDestinationViewControllerIdentifier", identifier: segue.destinationIdentifier),
                            file: scene.controller.path, object: segue.template))
                }
                var connection = segue.connection
                connection.destination = destination
                document.connections.append(connection)
            }
        }
        if let entryPoint = files.entryPointIdentifier {
            guard let controller = controllerByIdentifier[entryPoint] else {
                throw .storyboard(
                    CompiledStoryboardError(
                        .unknownIdentifier(key: CompiledStoryboard.entryPointKey, identifier: entryPoint),
                        file: files.infoPath))
            }
            document.initialController = controller
        }
        return document
    }

    /// The nibs of the scene whose controller nib is `nibName`, and its controller's id.
    private func sceneNibs(_ nibName: String) throws(CompiledStoryboardLoadError) -> SceneNibs {
        guard let controller = files.nib(named: nibName) else {
            throw .storyboard(CompiledStoryboardError(.missingNib(nibName), file: files.infoPath))
        }
        let reader = CompiledNibReader(archive: controller.archive)
        let found: Int?
        do { found = try reader.sceneController() } catch {
            throw .model(CompiledNibDocumentError(error.reason, object: error.object, file: controller.path))
        }
        guard let index = found else {
            throw .storyboard(CompiledStoryboardError(.noSceneController, file: controller.path, object: 0))
        }
        let viewNibName: String?
        let className: String
        do {
            viewNibName = try reader.optionalString("UINibName", of: index)
            className = try reader.classes(of: index).className
        } catch {
            throw .model(CompiledNibDocumentError(error.reason, object: error.object, file: controller.path))
        }
        var controllerID = nibName
        if let viewNibName, let ids = Self.viewNibIDs(viewNibName) {
            controllerID = ids.controller
        } else if nibName.hasPrefix(className + "-"), nibName.count > className.count + 1 {
            controllerID = String(nibName.dropFirst(className.count + 1))
        }
        return SceneNibs(
            controller: controller, controllerIndex: index, controllerID: controllerID,
            view: viewNibName.flatMap(files.nib(named:)))
    }

    /// The nib's UIKit document, errors located in its file.
    private func model(_ file: CompiledStoryboardFiles.File) throws(CompiledNibDocumentError) -> NibDocument {
        do { return try CompiledNibReader(archive: file.archive).uiKitDocument(sourceFile: file.path) } catch {
            var located = error
            located.file = file.path
            throw located
        }
    }

    /// Appends a scene's objects, placeholders and connections to `document`; returns its segues.
    private func append(
        _ scene: SceneNibs, to document: inout NibDocument
    ) throws(CompiledNibDocumentError) -> [PendingSegue] {
        let nibName = scene.controller.name
        let archive = scene.controller.archive
        let reader = CompiledNibReader(archive: archive)
        let controllerModel = try model(scene.controller)
        let controllerKey = CompiledNibDocument.id(ofObject: scene.controllerIndex)
        var ids = NibIDMap(prefix: nibName)
        ids.names[controllerKey] = scene.controllerID
        var placeholders: [String] = []
        var firstResponder: String?
        for placeholder in controllerModel.placeholders {
            if placeholder.role == .owner || placeholder.identifier == CompiledNibReader.storyboardPlaceholderIdentifier
            {
                ids.dropped.insert(placeholder.id)
                continue
            }
            var kept = placeholder
            kept.id = ids.id(placeholder.id)
            if placeholder.role == .firstResponder, firstResponder == nil { firstResponder = kept.id }
            document.placeholders.append(kept)
            placeholders.append(kept.id)
        }
        var templates: [(index: Int, kind: String)] = []
        for index in archive.objects.indices {
            guard let kind = CompiledStoryboardDocument.segueKind(templateClass: archive.objects[index].className)
            else {
                continue
            }
            templates.append((index, kind))
            ids.dropped.insert(CompiledNibDocument.id(ofObject: index))
        }
        var controller = controllerModel.objects.first { $0.id == controllerKey }
        if let className = controller?.className,
            let element = UIKitEncoding.controllerClasses.first(where: { $0.value == className })?.key
        {
            controller?.element = element
        }
        for (property, key) in [("storyboardIdentifier", "UIStoryboardIdentifier"), ("title", "UITitle")] {
            if let text = try reader.optionalString(key, of: scene.controllerIndex) {
                controller?.properties.set(property, .string(text))
            }
        }
        var objects: [NibObject] = []
        var topLevel: [String] = []
        for object in controllerModel.objects where !ids.dropped.contains(object.id) {
            var kept = object.id == controllerKey ? controller ?? object : object
            kept.id = ids.id(object.id)
            kept.parent = object.parent.flatMap(ids.optionalID)
            kept.properties = kept.properties.renamingReferences(ids.optionalID)
            objects.append(kept)
        }
        for id in controllerModel.topLevelObjects where !ids.dropped.contains(id) { topLevel.append(ids.id(id)) }
        var connections: [NibConnection] = []
        for connection in controllerModel.connections {
            if let kept = ids.connection(connection) { connections.append(kept) }
        }
        var segueSources: [Int: String] = [:]
        if let view = scene.view {
            let viewPart = try appendView(
                view, scene: scene, firstResponder: firstResponder, controllerReader: reader, templates: templates)
            if let viewID = viewPart.viewID, let offset = objects.firstIndex(where: { $0.id == scene.controllerID }) {
                objects[offset].properties.set("view", .object(viewID))
            }
            objects += viewPart.objects
            topLevel += viewPart.topLevel
            connections += viewPart.connections
            placeholders += viewPart.placeholders.map(\.id)
            document.placeholders += viewPart.placeholders
            segueSources = viewPart.segueSources
        }
        var segues: [PendingSegue] = []
        for template in templates {
            var segue = NibConnection(
                id: CompiledStoryboardDocument.id(ofObject: template.index, inNib: nibName), kind: .segue,
                source: segueSources[template.index] ?? scene.controllerID, destination: "", name: template.kind)
            if let name = try reader.optionalString("UIIdentifier", of: template.index) {
                segue.properties.set("identifier", .string(name))
            }
            segues.append(
                PendingSegue(
                    connection: segue, template: template.index,
                    destinationIdentifier: try reader.string(
                        "UIDestinationViewControllerIdentifier", of: template.index)))
        }
        document.objects += objects
        document.connections += connections
        document.topLevelObjects += topLevel
        document.scenes.append(
            NibScene(id: nibName, controller: scene.controllerID, objects: topLevel, placeholders: placeholders))
        return segues
    }

    /// A segue read from its template, its destination not yet resolved.
    private struct PendingSegue {
        var connection: NibConnection
        var template: Int
        var destinationIdentifier: String
    }

    /// What a scene's view nib adds.
    private struct ViewPart {
        var viewID: String?
        var objects: [NibObject] = []
        var topLevel: [String] = []
        var connections: [NibConnection] = []
        var placeholders: [NibPlaceholder] = []
        /// Template index → the id of the control that performs it.
        var segueSources: [Int: String] = [:]
    }

    /// The objects, placeholders and connections of a scene's view nib.
    private func appendView(
        _ file: CompiledStoryboardFiles.File, scene: SceneNibs, firstResponder: String?,
        controllerReader: CompiledNibReader, templates: [(index: Int, kind: String)]
    ) throws(CompiledNibDocumentError) -> ViewPart {
        let viewModel = try model(file)
        let reader = CompiledNibReader(archive: file.archive)
        var part = ViewPart()
        var ids = NibIDMap(prefix: file.name)
        let external: [(name: String, object: Int)]
        do {
            external = try controllerReader.namedObjects(
                "UIExternalObjectsTableForViewLoading", of: scene.controllerIndex)
        } catch {
            throw CompiledNibDocumentError(error.reason, object: error.object, file: scene.controller.path)
        }
        // By name, the first of a name winning: one look-up per placeholder (a scene has one of each per segue).
        let externalObjects = Dictionary(external.map { ($0.name, $0.object) }, uniquingKeysWith: { first, _ in first })
        let templateIndices = Set(templates.map(\.index))
        var triggers: [String: Int] = [:]
        var ownerID: String?
        for placeholder in viewModel.placeholders {
            switch placeholder.role {
            case .owner:
                ids.names[placeholder.id] = scene.controllerID
                ownerID = placeholder.id
                continue
            case .firstResponder where firstResponder != nil:
                ids.names[placeholder.id] = firstResponder
                continue
            default: break
            }
            if let identifier = placeholder.identifier, let target = externalObjects[identifier] {
                if target == scene.controllerIndex {
                    ids.names[placeholder.id] = scene.controllerID
                    continue
                }
                if templateIndices.contains(target) {
                    triggers[placeholder.id] = target
                    ids.dropped.insert(placeholder.id)
                    continue
                }
            }
            var kept = placeholder
            kept.id = ids.id(placeholder.id)
            part.placeholders.append(kept)
        }
        let viewIndex: Int?
        do { viewIndex = try reader.outlet(CompiledNibReader.sceneViewOutlet, fromProxy: "IBFilesOwner") } catch {
            var located = error
            located.file = file.path
            throw located
        }
        // The outlet `view` leads to one of the nib's objects (any other end is no view).
        let viewKey = viewIndex.map(CompiledNibDocument.id(ofObject:)).flatMap { key in
            viewModel.objects.contains { $0.id == key } ? key : nil
        }
        if let viewKey {
            if let named = Self.viewNibIDs(file.name) { ids.names[viewKey] = named.view }
            part.viewID = ids.id(viewKey)
        }
        let listedTopLevel = Set(viewModel.topLevelObjects)
        var rest: [NibObject] = []
        for object in viewModel.objects {
            var kept = object
            kept.id = ids.id(object.id)
            kept.properties = object.properties.renamingReferences(ids.optionalID)
            if object.id == viewKey {
                kept.parent = scene.controllerID
                kept.key = CompiledNibReader.sceneViewOutlet
                part.objects.insert(kept, at: 0)
                continue
            }
            if let parent = object.parent {
                kept.parent = ids.id(parent)
            } else if listedTopLevel.contains(object.id) {
                part.topLevel.append(kept.id)
            } else {
                kept.parent = part.viewID
            }
            rest.append(kept)
        }
        part.objects += rest
        for connection in viewModel.connections {
            if connection.kind == .outlet, connection.source == ownerID, connection.destination == viewKey,
                connection.name == CompiledNibReader.sceneViewOutlet
            {
                continue
            }
            if connection.kind == .action, connection.name == CompiledNibReader.performSegueSelector,
                let template = triggers[connection.destination]
            {
                part.segueSources[template] = ids.id(connection.source)
                continue
            }
            if let kept = ids.connection(connection) { part.connections.append(kept) }
        }
        return part
    }
}
