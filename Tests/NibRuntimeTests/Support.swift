import NibManifest
import NibModel
import NibObjects
import NibRuntime
import Synchronization

/// Builds small documents for the tests.
struct DocumentBuilder {
    var document: NibDocument

    init(platform: NibPlatform = .iOS, file: String = "Test.xib") {
        let runtime = platform == .macOS ? "MacOSX.Cocoa" : "iOS.CocoaTouch"
        let type =
            platform == .macOS ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        document = NibDocument(sourceFile: file, info: DocumentInfo(type: type, version: "3.0", targetRuntime: runtime))
    }

    mutating func owner(_ customClass: String? = nil, id: String = "-1") {
        document.placeholders.append(
            NibPlaceholder(
                id: id, role: .owner, identifier: "IBFilesOwner", element: "placeholder",
                className: "NSObject", customClass: customClass))
    }

    mutating func firstResponder(id: String = "-2") {
        document.placeholders.append(
            NibPlaceholder(
                id: id, role: .firstResponder, identifier: "IBFirstResponder",
                element: "placeholder", className: "UIResponder"))
    }

    mutating func application(id: String = "-3") {
        document.placeholders.append(
            NibPlaceholder(
                id: id, role: .application, element: "customObject", className: "NSObject",
                customClass: "NSApplication"))
    }

    mutating func external(_ name: String, id: String, customClass: String? = nil) {
        document.placeholders.append(
            NibPlaceholder(
                id: id, role: .external, identifier: name, element: "placeholder",
                className: "NSObject", customClass: customClass))
    }

    @discardableResult
    mutating func object(
        _ id: String, _ element: String, _ className: String, custom: String? = nil,
        parent: String? = nil, key: String? = nil, line: Int = 1,
        _ properties: KeyValuePairs<String, NibValue> = [:],
        attributes: [NibRuntimeAttribute] = []
    ) -> String {
        var props = NibProperties(properties)
        if let parent, let key, let index = document.objects.firstIndex(where: { $0.id == parent }) {
            var parentProps = document.objects[index].properties
            if case .objects(let ids)? = parentProps[key] {
                parentProps[key] = .objects(ids + [id])
            } else if key == "subviews" || key == "items" {
                parentProps[key] = .objects([id])
            } else {
                parentProps[key] = .object(id)
            }
            document.objects[index].properties = parentProps
        }
        if props.isEmpty { props = NibProperties() }
        document.objects.append(
            NibObject(
                id: id, element: element, className: className, customClass: custom, parent: parent,
                key: key, properties: props, runtimeAttributes: attributes,
                position: SourcePosition(line: line, column: 5)))
        if parent == nil { document.topLevelObjects.append(id) }
        return id
    }

    mutating func connect(
        _ kind: NibConnection.Kind, _ source: String, _ destination: String, _ name: String,
        line: Int = 1, _ properties: KeyValuePairs<String, NibValue> = [:]
    ) {
        let id = "c\(document.connections.count)"
        document.connections.append(
            NibConnection(
                id: id, kind: kind, source: source, destination: destination, name: name,
                properties: NibProperties(properties), position: SourcePosition(line: line, column: 9)))
    }

    /// The document written as a manifest and read back through json-c, as the runtime sees it.
    func nib(directory: String? = nil) throws -> Nib {
        try Nib(bytes: ManifestWriter.data(for: document), directory: directory)
    }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> NibValue {
    .rect(NibRect(x: x, y: y, width: w, height: h))
}

/// A generated-style owner: typed outlets and a typed action switch.
class LoginController: NibViewController {
    private(set) weak var nameField: NibTextField?
    private(set) weak var loginButton: NibButton?
    private(set) var fields: [NibTextField] = []
    private(set) weak var session: Session?
    var log: [String] = []
    var awakeCount = 0
    var outletsSetWhenAwoken = false

    override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
        switch name {
        case "nameField": nameField = try nibCast(value, outlet: name, of: self)
        case "loginButton": loginButton = try nibCast(value, outlet: name, of: self)
        case "session": session = try nibCast(value, outlet: name, of: self)
        default: try super.nibSetOutlet(name, to: value)
        }
    }

    override func nibSetOutletCollection(_ name: String, to values: [AnyObject]) throws(NibError) {
        switch name {
        case "fields": fields = try nibCastAll(values, outlet: name, of: self)
        default: try super.nibSetOutletCollection(name, to: values)
        }
    }

    override func nibPerformAction(_ selector: String, sender: AnyObject?) -> Bool {
        switch selector {
        case "login:":
            log.append("login from \(type(of: sender.map { $0 }))")
            return true
        default: return super.nibPerformAction(selector, sender: sender)
        }
    }

    override func awakeFromNib() {
        awakeCount += 1
        outletsSetWhenAwoken = nameField != nil
    }

    /// Drops the strong outlet collection.
    func releaseFields() { fields = [] }
}

/// A plain custom object (`<customObject>`).
final class Session: NibResponder {
    static let initialisedPlainly = "plain"
    var how = ""
    var awakeCount = 0
    var user: String?
    override init() {
        how = "init()"
        super.init()
    }
    required init(coder: NibCoder) {
        how = "init(coder:)"
        super.init(coder: coder)
    }
    override func awakeFromNib() { awakeCount += 1 }
    override func nibSetValue(_ value: NibValue, forKeyPath keyPath: String) throws(NibError) {
        if keyPath == "user" {
            user = NibValueDecoding.string(value)
        } else {
            try super.nibSetValue(value, forKeyPath: keyPath)
        }
    }
}

/// A custom view class.
final class BadgeView: NibView {
    var awakeCount = 0
    var initialization: NibInitialization = .plain
    required init(coder: NibCoder) {
        initialization = coder.initialization
        super.init(coder: coder)
    }
    override init(frame: NibRect) { super.init(frame: frame) }
    override func awakeFromNib() { awakeCount += 1 }
}

/// A responder that handles one selector, for responder-chain tests.
final class Handler: NibResponder {
    let selector: String
    var received: [String] = []
    var awakeCount = 0
    init(handling selector: String) {
        self.selector = selector
        super.init()
    }
    required init(coder: NibCoder) {
        selector = ""
        super.init(coder: coder)
    }
    override func nibPerformAction(_ selector: String, sender: AnyObject?) -> Bool {
        guard selector == self.selector else { return false }
        received.append(selector)
        return true
    }
    override func awakeFromNib() { awakeCount += 1 }
}

/// The test registry: default objects plus the test's custom classes.
let testRegistry: NibClassRegistry = {
    let registry = NibClassRegistry(parent: .defaultObjects)
    registry.register("LoginController", LoginController.self)
    registry.register("Session") { _ in Session() }
    registry.register("BadgeView", BadgeView.self)
    return registry
}()

/// Live instances of the counted classes below.
let liveCountedObjects = Atomic<Int>(0)

final class CountedView: NibView {
    required init(coder: NibCoder) {
        liveCountedObjects.add(1, ordering: .relaxed)
        super.init(coder: coder)
    }
    deinit { liveCountedObjects.subtract(1, ordering: .relaxed) }
}
final class CountedTextField: NibTextField {
    required init(coder: NibCoder) {
        liveCountedObjects.add(1, ordering: .relaxed)
        super.init(coder: coder)
    }
    deinit { liveCountedObjects.subtract(1, ordering: .relaxed) }
}
final class CountedButton: NibButton {
    required init(coder: NibCoder) {
        liveCountedObjects.add(1, ordering: .relaxed)
        super.init(coder: coder)
    }
    deinit { liveCountedObjects.subtract(1, ordering: .relaxed) }
}
final class CountedOwner: LoginController {
    override init(nib: Nib?, registry: NibClassRegistry = .defaultObjects) {
        liveCountedObjects.add(1, ordering: .relaxed)
        super.init(nib: nib, registry: registry)
    }
    required init(coder: NibCoder) {
        liveCountedObjects.add(1, ordering: .relaxed)
        super.init(coder: coder)
    }
    deinit { liveCountedObjects.subtract(1, ordering: .relaxed) }
}

/// The test registry with instance-counting stand-ins for the login screen's classes.
let countingRegistry: NibClassRegistry = {
    let registry = NibClassRegistry(parent: testRegistry)
    registry.register("UIView", CountedView.self)
    registry.register("UITextField", CountedTextField.self)
    registry.register("UIButton", CountedButton.self)
    return registry
}()
