import NibModel

/// One difference between two versions of a document, about one object (an element with an `id`,
/// a scene, or the document itself): what ``NibDiff`` lists and `codegen diff` prints.
public struct NibChange: Sendable, Hashable {
    /// What happened to the object.
    public enum Kind: String, Sendable, Hashable {
        /// Only the new version has the object (the objects inside it are in ``NibChange/contained``).
        case added
        /// Only the old version has the object (the objects inside it are in ``NibChange/contained``).
        case removed
        /// The object sits under another parent in the new version.
        case moved
        /// The object keeps its parent but sits elsewhere among its siblings (their order is what
        /// draws views over each other, and the order of items, cells and top-level objects;
        /// connections, constraints and scenes have none). Of the siblings both versions hold,
        /// those outside the longest run that both order alike are listed, so swapping two objects
        /// lists one of them.
        case reordered
        /// One property of the object has another value (or exists in one version only).
        case changed
    }

    public var kind: Kind
    /// The object, as the version that shows the change has it (the old one for a removal).
    public var object: NibObjectSummary
    /// Where the object starts: in the old version for a removal, else in the new one.
    public var location: SourceLocation
    /// For ``Kind/changed``: the property, as the path of elements below the object that holds it
    /// (`[]` for the object's own element) and what of that element changed.
    public var property: NibPropertyPath?
    /// For ``Kind/changed``: the value before and after (nil where there is none). For
    /// ``Kind/moved``: the description of the old and the new parent. For ``Kind/reordered``: the
    /// object's place among the objects of its parent's element in each version (`position 3 of 4`).
    public var old: String?
    public var new: String?
    /// For ``Kind/added`` and ``Kind/removed``: the ids of the objects inside it, added or removed with it.
    public var contained: [String]

    /// Makes a change; the fields are those of the same names.
    public init(
        kind: Kind, object: NibObjectSummary, location: SourceLocation, property: NibPropertyPath? = nil,
        old: String? = nil, new: String? = nil, contained: [String] = []
    ) {
        self.kind = kind
        self.object = object
        self.location = location
        self.property = property
        self.old = old
        self.new = new
        self.contained = contained
    }

    /// Whether the change is a version stamp Interface Builder rewrites on every save
    /// (`toolsVersion`, plug-in versions, …), which the merge settles by rule.
    public var isHeaderChurn: Bool {
        guard kind == .changed, let property, let attribute = property.attribute else { return false }
        let element = property.elements.last?.name ?? object.elementName
        return AttributeClass.of(attribute: attribute, in: element) == .headerChurn
            || (object.id == nil && property.elements.first?.name == "dependencies")
    }
}

/// How an object is shown in a change: its element, class, label and id.
public struct NibObjectSummary: Sendable, Hashable {
    /// The element's name (`label`, `viewController`, `outlet`, …).
    public var elementName: String
    /// The custom class when there is one, else the element's name.
    public var className: String
    /// What a person recognises it by (its `userLabel`, title, text, outlet name, …), if anything.
    public var label: String?
    /// Its `id` (a scene: its `sceneID`); nil for the document itself.
    public var id: String?
    /// For an outlet, action or segue: the id it points to.
    public var destination: String?

    /// Makes a summary; the fields are those of the same names.
    public init(elementName: String, className: String, label: String?, id: String?, destination: String? = nil) {
        self.elementName = elementName
        self.className = className
        self.label = label
        self.id = id
        self.destination = destination
    }

    /// Whether the object is a connection (an outlet, an action, a binding) or a segue.
    public var isConnection: Bool { NibDiff.connectionElements.contains(elementName) }

    /// `label "Title" [abc-de-fgh]`, `outlet "titleLabel" → [x1] [o-1]`, or `document`.
    public var description: String {
        var text = className
        if let label { text += " " + PrintableText.shortened(label) }
        if let destination { text += " → [\(destination)]" }
        if let id { text += " [\(id)]" }
        return text
    }
}

/// Where a property lies below its object: each element on the way (its name and what tells it
/// apart from its siblings), then the attribute.
public struct NibPropertyPath: Sendable, Hashable, CustomStringConvertible {
    /// One element on the way from the object to the property.
    public struct Step: Sendable, Hashable {
        /// The element's name (`rect`, `color`, `string`, …).
        public var name: String
        /// The attribute that names it among its siblings and its value (`key`, `frame`), if any.
        public var namingAttribute: String?
        public var namingValue: String?
        /// Which of the siblings with the same name and naming value it is (0 for the first).
        public var ordinal: Int

        /// Makes a step; the fields are those of the same names.
        public init(name: String, namingAttribute: String?, namingValue: String?, ordinal: Int) {
            self.name = name
            self.namingAttribute = namingAttribute
            self.namingValue = namingValue
            self.ordinal = ordinal
        }

        /// `frame` for `<rect key="frame">`, `plugIn[identifier=…]`, `segment#2`. A naming value
        /// over 128 bytes shows as its start, length and digest, as the element's identity holds
        /// it: a path names every element on the way, so whole values made a listing of elements
        /// nested `d` deep `d` times as long as their values.
        public var description: String {
            var text: String
            if namingAttribute == "key", let namingValue {
                text = ElementIdentity.shortened(namingValue)
            } else if let namingAttribute, let namingValue {
                text = "\(name)[\(namingAttribute)=\(ElementIdentity.shortened(namingValue))]"
            } else {
                text = name
            }
            if ordinal > 0 { text += "#\(ordinal)" }
            return text
        }
    }

    /// What of the element the change is about.
    public enum Part: Sendable, Hashable {
        /// One attribute.
        case attribute(String)
        /// The element's character data.
        case text
        /// The element itself: its name (the object's element), or whether it exists at all (an
        /// element below the object).
        case element
    }

    /// The elements from the object (excluded) down to the one that holds the property.
    public var elements: [Step]
    /// What of that element changed.
    public var part: Part

    /// Makes a path; the fields are those of the same names.
    public init(elements: [Step], part: Part) {
        self.elements = elements
        self.part = part
    }

    /// The attribute, if the property is one.
    public var attribute: String? {
        if case .attribute(let name) = part { return name }
        return nil
    }

    /// `frame.width`, `text`, `fontDescription.pointSize`, `backgroundColor`; `(element)` and
    /// `(text)` for the object's own element name and text.
    public var description: String {
        var parts = elements.map(\.description)
        switch part {
        case .attribute(let name): parts.append(name)
        case .text where parts.isEmpty: parts.append("(text)")
        case .element where parts.isEmpty: parts.append("(element)")
        case .text, .element: break
        }
        return parts.joined(separator: ".")
    }
}
