import NibModel

/// The state of one AppKit encoding: the graph being built, the issues found, and what the
/// `NSIBObjectData` tables collect (object ids, parents, visible windows, connectors).
struct AppKitEncoding {
    let document: NibDocument
    let file: String
    /// The module `--module` gave (``TargetModule``), nil when none.
    let targetModule: String?
    var graph = NibArchiveGraph()
    var issues: [NibCompileIssue] = []
    /// Each encoded document object's graph index, by document id.
    var encoded: [String: Int] = [:]
    /// Every object of the id tables in id order (File's Owner first).
    var identified: [Int] = []
    /// `(object, parent)` for the `NSObjectsKeys`/`NSObjectsValues` tables, in encoding order.
    var parents: [(object: Int, parent: Int)] = []
    var visibleWindows: [Int] = []
    var connectors: [Int] = []
    /// The document's lookups (object by id).
    let lookups: NibDocumentIndex
    /// The views some constraint names.
    let constrainedViews: Set<String>
    /// Stack views holding views, and the views they arrange: the stack view constrains them.
    let stackedViews: Set<String>
    /// Accessibility attributes of encoded views: the view, the attribute type and its value.
    var accessibilityAttributes: [(object: Int, type: String, value: String)] = []
    /// The accessibility connectors, in encoding order.
    var accessibilityConnectors: [Int] = []
    /// Encoded objects with user-defined runtime attributes, in encoding order.
    var runtimeAttributeObjects: [(index: Int, object: NibObject)] = []
    /// Objects archived once and referred to from many places (menu state images), by name.
    var sharedObjects: [String: Int] = [:]
    /// The layout guides constraints name, by the graph index of the view that owns them (and
    /// holds the constraints), in the order the constraints first name them.
    var viewLayoutGuides: [Int: [Int]] = [:]
    /// Stack views holding views, in encoding order, for their decoding connectors.
    var stackDecodingConnectors: [(index: Int, position: SourcePosition)] = []
    /// Tool tips written as text, by the graph index of their view, in encoding order.
    var toolTips: [(view: Int, text: String, position: SourcePosition)] = []
    /// Numbers Apple's archiver shares with an equal number archived before them.
    var sharedNumbers: Set<Int> = []
    /// Frames Apple's compiler lays out again, by object id, in place of the document's.
    var frameOverrides: [String: NibRect] = [:]
    /// What scroll views prepared for the tables they hold, by the table's id.
    var tableChrome: [String: TableChrome] = [:]
    /// How many tab views the object being encoded lies in: scroll views inside a tab view item
    /// keep their document's clip view (``layOutShownScrollers``).
    var tabViewDepth = 0

    init(document original: NibDocument, file: String, targetModule: String?) {
        let document = TargetModule.apply(targetModule, to: original)
        self.document = document
        self.file = file
        self.targetModule = targetModule
        lookups = NibDocumentIndex(document)
        constrainedViews = Self.viewsNamedByConstraints(in: document)
        stackedViews = Self.viewsInStacks(in: document)
    }

    /// Whether the document asks for custom objects to be created with `init` directly
    /// (`customObjectInstantitationMethod="direct"`): they are then class swappers.
    var instantiatesDirectly: Bool {
        document.info.attributes.contains { $0.name == "customObjectInstantitationMethod" && $0.value == "direct" }
    }

    func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: file, position: position) }

    mutating func refuse(
        _ subject: NibCompileIssue.Subject, _ name: String, at position: SourcePosition, detail: String = ""
    ) {
        issues.append(NibCompileIssue(subject, name, at: location(position), detail: detail))
    }

    // MARK: Phases

    mutating func run() {
        guard checkDocument() else { return }
        let root = graph.addObject("NSObject")
        let objectData = graph.addObject("NSIBObjectData")
        graph.append("IB.objectdata", .object(objectData), to: root)
        graph.append("IB.systemFontUpdateVersion", .int8(1), to: root)
        guard let owner = encodePlaceholders() else { return }
        for id in document.topLevelObjects {
            guard let object = lookups.object(id) else { continue }
            _ = encodeObject(object, parent: owner, superview: nil)
        }
        encodeConnections()
        encodeHelpConnectors()
        encodeStackDecodingConnectors()
        encodeRuntimeAttributes()
        encodeAccessibilityConnectors()
        assembleObjectData(objectData, owner: owner)
        shareEqualNumbers()
    }

    /// Only AppKit xibs are encoded so far (UIKit documents, storyboards among them, are
    /// `UIKitNibEncoder`'s).
    mutating func checkDocument() -> Bool {
        if document.isStoryboard {
            refuse(.document, "storyboard", at: .start, detail: "(AppKit storyboards; UIKit storyboards are compiled)")
            return false
        }
        guard document.info.platform.isAppKit else {
            refuse(.document, document.info.targetRuntime, at: .start, detail: "(UIKit documents)")
            // No UIKit class is encoded yet: each object is named where it is, for `--coverage`.
            for object in document.objects {
                refuse(
                    .objectClass, object.customClass ?? object.className, at: object.position,
                    detail: "(<\(object.element)>, UIKit)")
            }
            return false
        }
        return true
    }

    /// The `NSIBObjectData` tables, once every object and connector is encoded.
    mutating func assembleObjectData(_ objectData: Int, owner: Int) {
        // Apple's archiver keeps one object per number value: an id equal to a number archived
        // before (a font descriptor's point size, `NS.dblval = 13.0`) is that object.
        var earlierNumbers: [Int: Int] = [:]
        for (index, object) in graph.objects.enumerated() where object.className == "NSNumber" {
            guard object.values.count == 1, object.values[0].key == "NS.dblval",
                case .double(let value) = object.values[0].kind, let whole = Int(exactly: value)
            else { continue }
            if earlierNumbers[whole] == nil { earlierNumbers[whole] = index }
        }
        var oidNumbers: [NibArchiveValue.Kind] = []
        for number in 1...max(identified.count, 1) where number <= identified.count {
            oidNumbers.append(earlierNumbers[number].map { .object($0) } ?? graph.number(number))
        }
        let accessibilityNumbers = accessibilityConnectors.indices.map { graph.number(identified.count + 1 + $0) }
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSRoot", .object(owner)),
            ("NSVisibleWindows", graph.array(visibleWindows.map { .object($0) }, className: "NSMutableSet")),
            ("NSConnections", graph.array(connectors.map { .object($0) }, className: "NSMutableArray")),
            ("NSObjectsKeys", graph.array(parents.map { .object($0.object) })),
            ("NSObjectsValues", graph.array(parents.map { .object($0.parent) })),
            ("NSOidsKeys", graph.array(identified.map { .object($0) })),
            ("NSOidsValues", graph.array(oidNumbers)),
            (
                "NSAccessibilityConnectors",
                graph.array(accessibilityConnectors.map { .object($0) }, className: "NSMutableArray")
            ),
            ("NSAccessibilityOidsKeys", graph.array(accessibilityConnectors.map { .object($0) })),
            ("NSAccessibilityOidsValues", graph.array(accessibilityNumbers)),
        ]
        for (key, value) in values { graph.append(key, value, to: objectData) }
    }

    /// Registers an encoded object: its id and, unless it is the root, its parent.
    mutating func register(_ index: Int, id: String, parent: Int?) {
        encoded[id] = index
        identified.append(index)
        if let parent { parents.append((index, parent)) }
    }

    // MARK: Objects

    /// Encodes one document object and everything below it; returns its graph index, or nil
    /// when it is not encoded (an issue was recorded).
    mutating func encodeObject(_ object: NibObject, parent: Int, superview: Int?) -> Int? {
        let index = encodeObjectItself(object, parent: parent, superview: superview)
        if let index {
            encodeConstraints(of: object, index: index)
            if !object.runtimeAttributes.isEmpty { runtimeAttributeObjects.append((index, object)) }
        }
        return index
    }

    /// The object and everything below it but its constraints.
    mutating func encodeObjectItself(_ object: NibObject, parent: Int, superview: Int?) -> Int? {
        switch object.element {
        case "customObject": return encodeCustomObject(object, parent: parent)
        case "userDefaultsController" where superview == nil:
            return encodeUserDefaultsController(object, parent: parent)
        case "window": return encodeWindow(object, parent: parent)
        case "view", "customView": return encodeView(object, parent: parent, superview: superview)
        case "button": return encodeButton(object, parent: parent, superview: superview)
        case "splitView": return encodeSplitView(object, parent: parent, superview: superview)
        case "stepper": return encodeStepper(object, parent: parent, superview: superview)
        case "progressIndicator": return encodeProgressIndicator(object, parent: parent, superview: superview)
        case "popUpButton": return encodePopUpButton(object, parent: parent, superview: superview)
        case "imageView": return encodeImageView(object, parent: parent, superview: superview)
        case "segmentedControl": return encodeSegmentedControl(object, parent: parent, superview: superview)
        case "stackView": return encodeStackView(object, parent: parent, superview: superview)
        case "slider": return encodeSlider(object, parent: parent, superview: superview)
        case "textField", "searchField": return encodeTextField(object, parent: parent, superview: superview)
        case "menu" where superview == nil: return encodeMenu(object, parent: parent)
        case "scrollView": return encodeScrollView(object, parent: parent, superview: superview)
        case "clipView": return encodeClipView(object, parent: parent, superview: superview)
        case "textView" where superview != nil: return encodeTextView(object, parent: parent, superview: superview)
        case "colorWell": return encodeColorWell(object, parent: parent, superview: superview)
        case "datePicker": return encodeDatePicker(object, parent: parent, superview: superview)
        case "tabView": return encodeTabView(object, parent: parent, superview: superview)
        case "box": return encodeBox(object, parent: parent, superview: superview)
        case "matrix": return encodeMatrix(object, parent: parent, superview: superview)
        case "tableView", "outlineView": return encodeTableView(object, parent: parent, superview: superview)
        default:
            var detail = "(<\(object.element)>"
            if let reason = Self.unlearntClasses[object.element] { detail += ": \(reason)" }
            refuse(.objectClass, object.className, at: object.position, detail: detail + ")")
            return nil
        }
    }

    /// Why classes the corpus shows are not encoded, by element.
    static let unlearntClasses: [String: String] = [
        "pathControl": "its component cells come from the Mac's file system, which the document does not record",
        "predicateEditor": "its row templates, their views and the NSPredicate they archive are not learnt",
    ]

    /// Properties that only place objects on Interface Builder's canvas: never archived.
    static let editorOnly: Set<String> = ["canvasLocation"]

    /// Records every property of `object` not in `handled` as an issue.
    /// `moduleEncoded` says the object's `customModule` is archived (in its class name).
    mutating func refuseUnhandled(_ object: NibObject, handled: Set<String>, moduleEncoded: Bool = false) {
        for entry in object.properties where !handled.contains(entry.name) && !Self.editorOnly.contains(entry.name) {
            let property = UnhandledProperty(entry, of: object, in: lookups)
            refuse(.attribute, property.name, at: property.position, detail: property.detail(of: object))
        }
        if object.customModule != nil, !moduleEncoded {
            refuse(.attribute, "customModule", at: object.position, detail: "of <\(object.element)>")
        }
    }
}
