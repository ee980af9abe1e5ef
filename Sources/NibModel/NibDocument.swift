/// The whole object graph of one Interface Builder document: what the converter produces,
/// what the manifest stores, and what the runtime instantiates.
public struct NibDocument: Sendable, Hashable {
    /// The manifest format this model reads and writes.
    public static let currentFormat = "swift-nib/1"

    /// The file the graph was compiled from (its last path component, e.g. `Login.xib`).
    public var sourceFile: String
    /// Where the document stands in its package and which localization it is, when the converter
    /// was told (`codegen convert --document-path`): what names the generated files.
    public var identity: DocumentIdentity?
    public var info: DocumentInfo
    /// Objects the caller supplies at load time, in document order.
    public var placeholders: [NibPlaceholder]
    /// Every object the loader creates, at any depth, in document order (parents before children).
    public var objects: [NibObject]
    /// Every connection, in document order.
    public var connections: [NibConnection]
    /// Ids of the objects with no parent, in document order. Placeholders are never top-level.
    public var topLevelObjects: [String]
    /// Images, sounds and colours the document refers to by name.
    public var resources: [NibResource]
    /// Document-level elements that describe the editing environment rather than the graph
    /// (`device`, `dependencies`, …), kept as written.
    public var metadata: [NibElement]
    /// The scenes of a storyboard, in document order; empty for a xib. Every scene's objects,
    /// placeholders and connections are also in ``objects``, ``placeholders`` and ``connections``.
    public var scenes: [NibScene]
    /// The id of a storyboard's initial controller (`initialViewController`), if it names one.
    public var initialController: String?
    /// The classes the document declares (a legacy archive's `IBDocument.Classes`), in document order.
    public var classDescriptions: [NibClassDescription]

    public init(
        sourceFile: String, info: DocumentInfo, placeholders: [NibPlaceholder] = [],
        objects: [NibObject] = [], connections: [NibConnection] = [],
        topLevelObjects: [String] = [], resources: [NibResource] = [], metadata: [NibElement] = [],
        scenes: [NibScene] = [], initialController: String? = nil, identity: DocumentIdentity? = nil,
        classDescriptions: [NibClassDescription] = []
    ) {
        self.sourceFile = sourceFile
        self.identity = identity
        self.info = info
        self.placeholders = placeholders
        self.objects = objects
        self.connections = connections
        self.topLevelObjects = topLevelObjects
        self.resources = resources
        self.metadata = metadata
        self.scenes = scenes
        self.initialController = initialController
        self.classDescriptions = classDescriptions
    }

    /// Whether the document is a storyboard (a set of scenes) rather than a single nib.
    public var isStoryboard: Bool { !scenes.isEmpty || info.type.contains("Storyboard") }

    /// The placeholder with the given role (the first, if several share it).
    public func placeholder(role: NibPlaceholder.Role) -> NibPlaceholder? {
        placeholders.first { $0.role == role }
    }

    /// File's Owner, if the document declares one.
    public var owner: NibPlaceholder? { placeholder(role: .owner) }

    /// Builds a lookup table from id to object index.
    public func objectIndex() -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(objects.count)
        for (offset, object) in objects.enumerated() { index[object.id] = offset }
        return index
    }
}

/// A document's identity in its package: the path the build names it by and its localization.
public struct DocumentIdentity: Sendable, Hashable {
    /// The document's path relative to the package (`Sources/App/Base.lproj/Main.xib`).
    public var path: String
    /// The localization the manifest holds (`Base`, `fr`): that of the document's `NAME.lproj`
    /// folder, or the language a `Base.lproj` document was translated into. Nil for an
    /// unlocalized document.
    public var localization: String?

    public init(path: String, localization: String? = nil) {
        self.path = path
        self.localization = localization
    }
}

/// Facts about the document itself, from its root element.
public struct DocumentInfo: Sendable, Hashable {
    /// The root element's `type` (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`, …).
    public var type: String
    /// The root element's `version` (`3.0`).
    public var version: String
    public var toolsVersion: String?
    /// `iOS.CocoaTouch`, `MacOSX.Cocoa`, `AppleTV`, …
    public var targetRuntime: String
    /// Every other root attribute, as written.
    public var attributes: [NibAttribute]

    public init(
        type: String, version: String, toolsVersion: String? = nil, targetRuntime: String,
        attributes: [NibAttribute] = []
    ) {
        self.type = type
        self.version = version
        self.toolsVersion = toolsVersion
        self.targetRuntime = targetRuntime
        self.attributes = attributes
    }

    public var platform: NibPlatform { NibPlatform(targetRuntime: targetRuntime) }
}

/// The UI toolkit family a document was designed for.
public enum NibPlatform: String, Sendable, Hashable, CaseIterable {
    case iOS, macOS, tvOS, watchOS

    public init(targetRuntime: String) {
        if targetRuntime.hasPrefix("MacOSX") {
            self = .macOS
        } else if targetRuntime.hasPrefix("AppleTV") {
            self = .tvOS
        } else if targetRuntime.hasPrefix("watchKit") || targetRuntime.hasPrefix("watchOS") {
            self = .watchOS
        } else {
            self = .iOS
        }
    }

    /// Whether the platform's toolkit is AppKit (class prefix `NS`) rather than UIKit (`UI`).
    public var isAppKit: Bool { self == .macOS }

    /// The toolkit's application class: the class of the Application placeholder and of a main
    /// nib's File's Owner (`NSApplication`, `UIApplication`).
    public var applicationClass: String { isAppKit ? "NSApplication" : "UIApplication" }

    /// The application classes of every toolkit.
    public static let applicationClasses: Set<String> = Set(allCases.map(\.applicationClass))
}

/// An object the loader creates.
public struct NibObject: Sendable, Hashable {
    public var id: String
    /// The element name in the document (`button`, `view`, `customObject`, …).
    public var element: String
    /// The toolkit class the element stands for on the document's platform (`UIButton`, `NSButton`).
    public var className: String
    public var customClass: String?
    public var customModule: String?
    public var userLabel: String?
    /// The id of the object whose relationship this object fills; nil for top-level objects.
    public var parent: String?
    /// The relationship key this object fills in its parent (`subviews`, `contentView`, `cell`, …).
    public var key: String?
    /// Recorded property values in document order, relationships included.
    public var properties: NibProperties
    /// User-defined runtime attributes, applied by key path after the object is created.
    public var runtimeAttributes: [NibRuntimeAttribute]
    /// Whether the document gave this object no id (older documents write some objects, such as
    /// a cell's `contentView`, without one). Its ``id`` is then derived from its parent's id and key.
    public var isAnonymous: Bool
    public var position: SourcePosition
    /// The names of the properties whose string the document wrote in base64
    /// (`<string key="toolTip" base64-UTF8="YES">`), in document order. Their values in
    /// ``properties`` are decoded like any other string; only a compiled nib depends on the form
    /// (Apple's compiler drops a tool tip written so). Manifests do not record it: an object read
    /// from a manifest has none.
    public var base64Properties: [String]

    @inlinable public init(
        id: String, element: String, className: String, customClass: String? = nil,
        customModule: String? = nil, userLabel: String? = nil, parent: String? = nil,
        key: String? = nil, properties: NibProperties = NibProperties(),
        runtimeAttributes: [NibRuntimeAttribute] = [], isAnonymous: Bool = false,
        position: SourcePosition = .start, base64Properties: [String] = []
    ) {
        self.id = id
        self.element = element
        self.className = className
        self.customClass = customClass
        self.customModule = customModule
        self.userLabel = userLabel
        self.parent = parent
        self.key = key
        self.properties = properties
        self.runtimeAttributes = runtimeAttributes
        self.isAnonymous = isAnonymous
        self.position = position
        self.base64Properties = base64Properties
    }
}

extension NibObject {
    /// The property that records whether a window is shown once its nib is loaded.
    public static let visibleAtLaunchKey = "visibleAtLaunch"

    /// Interface Builder's default for a window's "Visible At Launch" box, on every platform:
    /// ticked (documents omit the attribute then).
    public static let visibleAtLaunchByDefault = true

    /// Whether objects of `element` are windows (`window`, `panel`): the objects that can be
    /// visible at launch.
    public static func isWindow(element: String) -> Bool { NibObjectRole(element: element) == .window }

    /// Records a window's launch visibility explicitly when the document leaves it to the
    /// default, so that every manifest states it.
    public static func recordVisibleAtLaunch(element: String, in properties: inout NibProperties) {
        guard isWindow(element: element), properties[visibleAtLaunchKey] == nil else { return }
        properties.set(visibleAtLaunchKey, .bool(visibleAtLaunchByDefault))
    }
}

/// An object the caller supplies instead of the loader creating it.
public struct NibPlaceholder: Sendable, Hashable {
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// File's Owner: the object passed to the loader.
        case owner
        /// First Responder: a marker for delivery through the responder chain.
        case firstResponder
        /// The application object (macOS).
        case application
        /// A custom placeholder, replaced by an external object named by ``NibPlaceholder/identifier``.
        case external
        /// A storyboard scene's Exit: the target of unwind segues, resolved along the presenting chain.
        case exit
    }

    /// The name a load's caller passes the application object under (in `externals`): the
    /// Application placeholder's class, which only AppKit documents have.
    public static let applicationExternalName = NibPlatform.macOS.applicationClass

    public var id: String
    public var role: Role
    /// The placeholder identifier as written (`IBFilesOwner`, `IBFirstResponder`, or a custom name).
    /// macOS documents have none for the reserved ids; the model leaves it nil there.
    public var identifier: String?
    public var element: String
    public var className: String
    public var customClass: String?
    public var customModule: String?
    public var userLabel: String?
    public var properties: NibProperties
    public var runtimeAttributes: [NibRuntimeAttribute]
    public var position: SourcePosition

    public init(
        id: String, role: Role, identifier: String? = nil, element: String, className: String,
        customClass: String? = nil, customModule: String? = nil, userLabel: String? = nil,
        properties: NibProperties = NibProperties(), runtimeAttributes: [NibRuntimeAttribute] = [],
        position: SourcePosition = .start
    ) {
        self.id = id
        self.role = role
        self.identifier = identifier
        self.element = element
        self.className = className
        self.customClass = customClass
        self.customModule = customModule
        self.userLabel = userLabel
        self.properties = properties
        self.runtimeAttributes = runtimeAttributes
        self.position = position
    }
}

/// A user-defined runtime attribute: a value set by key path on an object after it is created.
public struct NibRuntimeAttribute: Sendable, Hashable {
    public var keyPath: String
    /// The type the document declares (`boolean`, `number`, `string`, `color`, `image`, `rect`, …).
    public var type: String
    public var value: NibValue

    public init(keyPath: String, type: String, value: NibValue) {
        self.keyPath = keyPath
        self.type = type
        self.value = value
    }
}

/// A connection between two objects of the graph (or a placeholder).
public struct NibConnection: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
        case outlet, outletCollection, action, binding, segue
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var id: String
    public var kind: Kind
    /// The object whose `<connections>` holds this connection.
    public var source: String
    /// The other end: the outlet's value, the action's target, the bound object, the segue's destination.
    public var destination: String
    /// The outlet property, action selector, binding name or segue kind.
    public var name: String
    /// Everything else the document says of the connection, typed: `eventType`, `keyPath`,
    /// `options`, `collectionClass`, `identifier`, …
    public var properties: NibProperties
    public var position: SourcePosition

    @inlinable public init(
        id: String, kind: Kind, source: String, destination: String, name: String,
        properties: NibProperties = NibProperties(), position: SourcePosition = .start
    ) {
        self.id = id
        self.kind = kind
        self.source = source
        self.destination = destination
        self.name = name
        self.properties = properties
        self.position = position
    }

    /// The control event of an iOS action (`touchUpInside`, `valueChanged`, …).
    public var eventType: String? {
        if case .string(let value)? = properties["eventType"] { return value }
        return nil
    }

    /// The key path of a binding.
    public var keyPath: String? {
        if case .string(let value)? = properties["keyPath"] { return value }
        return nil
    }
}

/// A resource the document refers to by name.
public struct NibResource: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case image, sound, namedColor, systemColor, other
    }
    public var kind: Kind
    public var name: String
    /// The rest of what the document records (`catalog`, `width`, `height`, the colour value, …).
    public var properties: NibProperties
    public var position: SourcePosition

    public init(
        kind: Kind, name: String, properties: NibProperties = NibProperties(), position: SourcePosition = .start
    ) {
        self.kind = kind
        self.name = name
        self.properties = properties
        self.position = position
    }
}

/// One scene of a storyboard: what ibtool compiles into one nib. Its objects are the top-level
/// objects of the scene's `<objects>` element (the controller and any others) with everything
/// below them; its placeholders are the scene's First Responder, Exit and external objects.
public struct NibScene: Sendable, Hashable {
    /// The scene's `sceneID`.
    public var id: String
    /// The id of the scene's controller (the object the scene stands for, `sceneMemberID` =
    /// `viewController`, …), or nil when the scene holds none (an application scene's menu only).
    public var controller: String?
    /// Ids of the scene's top-level objects, in document order (placeholders excluded).
    public var objects: [String]
    /// Ids of the scene's placeholders, in document order.
    public var placeholders: [String]
    /// Where Interface Builder's canvas shows the scene (`<point key="canvasLocation">`).
    public var canvasLocation: NibPoint?
    public var position: SourcePosition

    public init(
        id: String, controller: String?, objects: [String] = [], placeholders: [String] = [],
        canvasLocation: NibPoint? = nil, position: SourcePosition = .start
    ) {
        self.id = id
        self.controller = controller
        self.objects = objects
        self.placeholders = placeholders
        self.canvasLocation = canvasLocation
        self.position = position
    }
}
