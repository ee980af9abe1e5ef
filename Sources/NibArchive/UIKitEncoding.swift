import NibModel

/// The state of one UIKit storyboard encoding: the document, the archive form its Interface
/// Builder version calls for, and the issues found. Each scene becomes two nibs (``UIKitNib``):
/// the controller's and its view's.
struct UIKitEncoding {
    let document: NibDocument
    let file: String
    /// The module `--module` gave (``TargetModule``), nil when none.
    let targetModule: String?
    var issues: [NibCompileIssue] = []
    /// The document's lookups (object by id).
    let lookups: NibDocumentIndex
    /// The form chosen for the document (by ``checkDocument()``).
    var form = UIKitArchiveForm.newest
    /// The ids of the connections encoded (segues), which ``checkConnections()`` leaves alone.
    var encodedConnections: Set<String> = []
    /// Why a connection left out is not encoded, by its id, where the phase that left it out
    /// knows (``checkConnections()`` names it beside the connection).
    var connectionReasons: [String: String] = [:]
    /// The frames of scene subviews laid out again at the canvas size, by document id.
    var relaidFrames: [String: NibRect] = [:]
    /// The offsets in `document.connections` of the connections from each object and to each
    /// one, in document order: a scene looks up its own instead of reading every connection of
    /// the storyboard (which made compiling thousands of scenes take seconds per thousand).
    let connectionsFrom: [String: [Int]]
    let connectionsTo: [String: [Int]]

    /// The encoding of `document` compiled for `targetModule` (``TargetModule``).
    init(document original: NibDocument, file: String, targetModule: String? = nil) {
        let document = TargetModule.apply(targetModule, to: original)
        self.document = document
        self.file = file
        self.targetModule = targetModule
        lookups = NibDocumentIndex(document)
        var from: [String: [Int]] = [:]
        var to: [String: [Int]] = [:]
        for (offset, connection) in document.connections.enumerated() {
            from[connection.source, default: []].append(offset)
            to[connection.destination, default: []].append(offset)
        }
        connectionsFrom = from
        connectionsTo = to
    }

    /// The issues in document order (by line and column; issues at one place in the order found).
    var sortedIssues: [NibCompileIssue] {
        issues.enumerated().sorted {
            let left = $0.element.location?.position ?? .start
            let right = $1.element.location?.position ?? .start
            return left != right ? left < right : $0.offset < $1.offset
        }.map(\.element)
    }

    func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: file, position: position) }

    mutating func refuse(
        _ subject: NibCompileIssue.Subject, _ name: String, at position: SourcePosition, detail: String = "",
        reason: String? = nil
    ) {
        issues.append(NibCompileIssue(subject, name, at: location(position), detail: detail, reason: reason))
    }

    // MARK: Phases

    mutating func run() -> CompiledStoryboard? {
        guard document.isStoryboard else {
            refuse(.document, "UIKit .xib", at: .start, detail: "(compiles to one nib, not a storyboard)")
            return nil
        }
        guard checkDocument() else { return nil }
        var nibs: [CompiledStoryboard.Nib] = []
        var identifiers: [(identifier: String, nibName: String)] = []
        var entryPoint: String?
        var names: Set<String> = []
        for scene in document.scenes {
            guard let compiled = encodeScene(scene), checkNibNames(compiled, scene: scene, used: &names) else {
                continue
            }
            nibs += compiled.nibs
            identifiers.append((compiled.identifier, compiled.identifier))
            if compiled.controllerID == document.initialController { entryPoint = compiled.identifier }
        }
        checkConnections()
        // Without an initial controller `Info.plist` has no entry point: UIKit reads the key as
        // optional (`instantiateInitialViewController` then gives nil), and the other keys are
        // the pairs'.
        if document.initialController != nil, entryPoint == nil, issues.isEmpty {
            refuse(
                .document, "initialViewController '\(document.initialController ?? "")'", at: .start,
                detail: "(no such controller)")
        }
        return CompiledStoryboard(nibs: nibs, entryPointIdentifier: entryPoint, identifiersToNibNames: identifiers)
    }

    /// Only UIKit documents saved by an Interface Builder version whose form is learnt.
    mutating func checkDocument() -> Bool {
        guard !document.info.platform.isAppKit else {
            refuse(.document, document.info.targetRuntime, at: .start, detail: "(AppKit documents: AppKitNibEncoder)")
            return false
        }
        if UIKitLegacyArchive.archiveVersions.contains(document.info.version) {
            return checkLegacyArchive()
        }
        guard let form = UIKitArchiveForm(toolsVersion: document.info.toolsVersion) else {
            refuse(
                .document, "toolsVersion \(document.info.toolsVersion ?? "none")", at: .start,
                detail:
                    "(the nibs Xcode writes for it are not learnt: \(UIKitArchiveForm.firstCoder9Tools)–\(UIKitArchiveForm.lastCoder9Tools) and from \(UIKitArchiveForm.firstCoder10Tools) are)"
            )
            return false
        }
        self.form = form
        return true
    }

    /// A legacy archive (`<archive … version="8.00">`) saved by an Interface Builder version
    /// whose legacy form is learnt (``UIKitLegacyArchive``); others are issues at the document.
    mutating func checkLegacyArchive() -> Bool {
        guard let form = UIKitArchiveForm(legacyArchiveToolsVersion: document.info.toolsVersion) else {
            let learnt = UIKitLegacyArchive.toolsVersions.sorted().map(String.init).joined(separator: ", ")
            refuse(
                .document, "toolsVersion \(document.info.toolsVersion ?? "none")", at: .start,
                detail:
                    "(a legacy archive: the nibs Xcode writes for it are not learnt; legacy archives of \(learnt) are)"
            )
            return false
        }
        self.form = form
        return true
    }

    /// Each nib's name is a name (``ResourceName``) that fits a file name with its `.nib`
    /// (``longestNibName``), so `NAME.nib` is a file of the folder that the reader accepts, used
    /// once: a storyboard identifier (or, in the names made from them, a controller's or view's
    /// id) that is empty, `.` or `..`, holds a `/` or a control character, is too long, or that
    /// two controllers share, is refused at the controller, naming the attribute.
    mutating func checkNibNames(_ compiled: CompiledScene, scene: NibScene, used: inout Set<String>) -> Bool {
        let controller = lookups.object(compiled.controllerID)
        let position = controller?.position ?? scene.position
        for (offset, nib) in compiled.nibs.enumerated() {
            // The controller's nib is named by its storyboard identifier when it has one; every
            // other name is made of ids.
            let attribute =
                offset == 0 && controller.flatMap { text($0, "storyboardIdentifier") } != nil
                ? "storyboardIdentifier" : "id"
            let detail = "of <\(controller?.element ?? "scene")>"
            if let problem = ResourceName.problem(name: nib.name) {
                refuse(
                    .attribute, attribute, at: position, detail: detail,
                    reason: ResourceName.message(what: "its nib name", value: nib.name, problem: problem))
                return false
            }
            if nib.name.utf8.count > Self.longestNibName {
                refuse(
                    .attribute, attribute, at: position, detail: detail,
                    reason:
                        "its nib name \(Self.shown(nib.name)) has \(nib.name.utf8.count) bytes, more than a file name holds before .nib (\(Self.longestNibName))"
                )
                return false
            }
            guard used.insert(nib.name).inserted else {
                refuse(
                    .attribute, attribute, at: position, detail: detail,
                    reason: "its nib name \(Self.shown(nib.name)) is another scene's nib's too")
                return false
            }
        }
        return true
    }

    /// The most UTF-8 bytes a nib's name may have: a file name's 255 less `.nib`.
    static let longestNibName = 255 - ".nib".utf8.count

    /// A name as a message shows it: quoted, cut after 120 characters.
    static func shown(_ name: String) -> String {
        (name.count > 120 ? String(name.prefix(120)) + "…" : name).debugDescription
    }

    /// Outlets, actions and the segues not encoded with their scene are issues where they are
    /// declared; relationship segues name what is wrong with them (``checkRelationships()``).
    mutating func checkConnections() {
        let relationships = checkRelationships()
        for connection in document.connections
        where !encodedConnections.contains(connection.id) && !relationships.contains(connection.id) {
            let reason = connectionReasons[connection.id] ?? unencodedReason(connection)
            refuse(
                .connection, connection.name, at: connection.position, detail: Self.connectionDetail(connection, reason)
            )
        }
    }

    // MARK: Objects

    /// Records every property of `object` not in `handled` as an issue.
    /// `customModule` is an issue too unless `allowsModule` (a class swapper names the class in its
    /// module).
    mutating func refuseUnhandled(_ object: NibObject, handled: Set<String>, allowsModule: Bool = false) {
        for entry in object.properties where !handled.contains(entry.name) {
            let property = UnhandledProperty(entry, of: object, in: lookups)
            refuse(
                .attribute, property.name, at: property.position,
                detail: property.detail(of: object, reason: Self.unsettledAttributes[entry.name]))
        }
        if object.customModule != nil, !allowsModule {
            refuse(.attribute, "customModule", at: object.position, detail: "of <\(object.element)>")
        }
        if !object.runtimeAttributes.isEmpty {
            refuse(.attribute, "userDefinedRuntimeAttributes", at: object.position, detail: "of <\(object.element)>")
        }
    }
}
