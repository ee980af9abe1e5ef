import NibModel

/// The kind of a storyboard segue (its `kind` attribute).
public enum NibSegueKind: Sendable, Hashable, CustomStringConvertible {
    /// `show` (iOS: push onto the nearest navigation controller, else present; macOS: present in a window).
    case show
    /// `showDetail`: replace the detail of the nearest split view controller, else present.
    case showDetail
    /// `push` (deprecated iOS form of `show`).
    case push
    /// `replace` (deprecated iPad form of `showDetail`).
    case replace
    /// `modal` (iOS: deprecated form of `presentation`; macOS: a modal window).
    case modal
    /// `presentation`: present modally.
    case presentation
    /// `popover`: present as a popover.
    case popover
    /// `sheet` (macOS): present as a sheet.
    case sheet
    /// `embed`: the destination becomes a child shown in a container view when the source loads.
    case embed
    /// `relationship`: a container's content (root view controller, tabs, split columns, …), filled at load.
    case relationship
    /// `custom`: a registered segue subclass does the work in `perform()`.
    case custom
    /// `unwind`: back to the first controller up the chain that implements the unwind action.
    case unwind
    /// Any other kind, as written.
    case other(String)

    /// The kind the `kind` attribute `name` stands for; an unknown name is ``other(_:)``.
    public init(_ name: String) {
        switch name {
        case "show": self = .show
        case "showDetail": self = .showDetail
        case "push": self = .push
        case "replace": self = .replace
        case "modal": self = .modal
        case "presentation": self = .presentation
        case "popover": self = .popover
        case "sheet": self = .sheet
        case "embed": self = .embed
        case "relationship": self = .relationship
        case "custom": self = .custom
        case "unwind": self = .unwind
        default: self = .other(name)
        }
    }

    public var description: String {
        switch self {
        case .show: "show"
        case .showDetail: "showDetail"
        case .push: "push"
        case .replace: "replace"
        case .modal: "modal"
        case .presentation: "presentation"
        case .popover: "popover"
        case .sheet: "sheet"
        case .embed: "embed"
        case .relationship: "relationship"
        case .custom: "custom"
        case .unwind: "unwind"
        case .other(let name): name
        }
    }

    /// Whether the kind presents its destination modally (modal, presentation, popover, sheet).
    public var presents: Bool {
        switch self {
        case .modal, .presentation, .popover, .sheet: true
        default: false
        }
    }

    /// Whether a storyboard performs the segue itself while loading the source's scene, rather
    /// than on request or on a control's action.
    public var performedAtLoad: Bool { self == .embed || self == .relationship }
}

/// One segue of a storyboard, precomputed when the storyboard is read: what `performSegue` and
/// a control's action need to build and run a ``NibStoryboardSegue``.
public struct NibSegueTemplate: Sendable, Hashable {
    /// The segue's id in the document.
    public var id: String
    /// The `identifier` app code names it by, if the document gives one.
    public var identifier: String?
    /// What the segue does: show, present, embed, unwind, ….
    public var kind: NibSegueKind
    /// The object whose connections hold the segue: the scene's controller for manual segues,
    /// a control, cell or bar button item for triggered ones, a container view for embeds.
    public var source: String
    /// The destination controller's id; for unwind segues the Exit placeholder's id.
    public var destination: String
    /// The container relationship a `relationship` segue fills (`rootViewController`, `viewControllers`, …).
    public var relationship: String?
    /// The action an unwind segue sends (`unwindToList:`).
    public var unwindAction: String?
    /// The segue subclass the document names (`customClass`), with its module.
    public var customClass: String?
    /// The module of ``customClass`` (`customModule`), if the document names one.
    public var customModule: String?
    /// Everything the document records of the segue (`modalPresentationStyle`, `popoverAnchorView`, …).
    public var properties: NibProperties
    /// Where the segue is written in the storyboard, for diagnostics.
    public var location: SourceLocation

    init(connection: NibConnection, file: String) {
        id = connection.id
        kind = NibSegueKind(connection.name)
        source = connection.source
        destination = connection.destination
        properties = connection.properties
        identifier = NibValueDecoding.string(properties["identifier"]).flatMap { $0.isEmpty ? nil : $0 }
        relationship = NibValueDecoding.string(properties["relationship"])
        unwindAction = NibValueDecoding.string(properties["unwindAction"])
        customClass = NibValueDecoding.string(properties["customClass"]).flatMap { $0.isEmpty ? nil : $0 }
        customModule = NibValueDecoding.string(properties["customModule"]).flatMap { $0.isEmpty ? nil : $0 }
        location = SourceLocation(file: file, position: connection.position)
    }

    /// How the segue is named in messages: its identifier, else its kind and id.
    public var displayName: String { identifier.map { "\"\($0)\"" } ?? "\(kind) segue \(id)" }
}
