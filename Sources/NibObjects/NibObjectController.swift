import NibModel
import NibRuntime

/// An object controller (NSObjectController and its subclasses NSArrayController,
/// NSTreeController, NSDictionaryController): the content bindings observe. Headless: the app
/// sets ``content``; the recorded settings are kept.
open class NibObjectController: NibStandardObject {
    /// The controlled content.
    public var content: AnyObject?
    /// The class of objects it creates, as recorded (`objectClassName`).
    public let objectClassName: String?
    /// Whether it is editable.
    public var isEditable = true
    /// Every recorded property, in document order.
    public let properties: NibProperties

    public override init() {
        objectClassName = nil
        properties = NibProperties()
        super.init()
    }

    public required init(coder: NibCoder) {
        objectClassName = coder.string("objectClassName")
        isEditable = coder.bool("editable") ?? true
        properties = coder.properties
        super.init(coder: coder)
    }
}

/// An array controller (NSArrayController): content as an array and a selection.
open class NibArrayController: NibObjectController {
    /// The indexes of the selected objects.
    public var selectionIndexes: [Int] = []

    public override init() { super.init() }

    public required init(coder: NibCoder) { super.init(coder: coder) }

    /// The content as an array (empty when it is not one).
    public var arrangedObjects: [AnyObject] { (content as? NibArrayContent)?.objects ?? [] }
}

/// A tree controller (NSTreeController): content as a tree, children found by a key path.
open class NibTreeController: NibObjectController {
    /// The key path of each node's children (`childrenKeyPath`).
    public let childrenKeyPath: String?

    public override init() {
        childrenKeyPath = nil
        super.init()
    }

    public required init(coder: NibCoder) {
        childrenKeyPath = coder.string("childrenKeyPath")
        super.init(coder: coder)
    }
}

/// Content an array controller can list: an app wraps its objects in one.
public final class NibArrayContent {
    /// The objects the controller arranges, in order.
    public var objects: [AnyObject]
    /// Content holding `objects`.
    public init(_ objects: [AnyObject]) { self.objects = objects }
}
