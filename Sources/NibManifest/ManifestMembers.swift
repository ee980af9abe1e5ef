/// Every member name of the manifest, declared once: one enum per kind of JSON object, one case
/// per member, in the order the writer writes them. The writer and the decoder read these cases;
/// `ManifestSchemaTests` ties them to `docs/manifest.schema.json` and `docs/manifest.md`.
///
/// Adding a member is adding its case here (the compiler then asks for it where the kind is
/// decoded member by member), writing and reading it, and declaring it in the schema.
enum ManifestMembers {
    /// The member that tags a structured value with its kind (`{"type": "rect", …}`).
    static let tagMember: ManifestName = "type"

    /// The top level.
    enum Root: ManifestName, ManifestObjectKind {
        case format, source, identity, document, placeholders, objects, connections, topLevelObjects, resources
        case metadata, initialController, scenes, classDescriptions
        static let schemaPointer: String? = "#"
        static let optionalMembers: Set<Self> = [.identity, .initialController, .scenes, .classDescriptions]
    }

    /// `identity`: where the document sits in its package.
    enum Identity: ManifestName, ManifestObjectKind {
        case path, localization
        static let schemaPointer: String? = "#/properties/identity"
        static let optionalMembers: Set<Self> = [.localization]
    }

    /// `document`: the root element's facts.
    enum Info: ManifestName, ManifestObjectKind {
        case type, version, toolsVersion, targetRuntime, platform, attributes
        static let schemaPointer: String? = "#/properties/document"
        static let optionalMembers: Set<Self> = [.toolsVersion]
    }

    /// One of `classDescriptions` (legacy archives).
    enum ClassDescription: ManifestName, ManifestObjectKind {
        case name, superclass, outlets, actions, source
        static let schemaPointer: String? = "#/$defs/classDescription"
        static let optionalMembers: Set<Self> = [.superclass, .source]
    }

    /// A class description's `source`: the header that declares it.
    enum ClassSource: ManifestName, ManifestObjectKind {
        case kind, path
        static let schemaPointer: String? = "#/$defs/classDescription/properties/source"
        static let optionalMembers: Set<Self> = []
    }

    /// One of `scenes` (storyboards).
    enum Scene: ManifestName, ManifestPositionedKind {
        case id, controller, objects, placeholders, canvasLocation, line, column
        static let schemaPointer: String? = "#/$defs/scene"
        static let optionalMembers: Set<Self> = [.controller, .canvasLocation]
    }

    /// A scene's `canvasLocation`.
    enum CanvasLocation: ManifestName, ManifestObjectKind {
        case x, y
        static let schemaPointer: String? = "#/$defs/scene/properties/canvasLocation"
        static let optionalMembers: Set<Self> = []
    }

    /// One of `placeholders`.
    enum Placeholder: ManifestName, ManifestGraphNodeKind {
        case id, role, identifier, element, `class`, customClass, customModule, userLabel, properties
        case runtimeAttributes, line, column
        static let schemaPointer: String? = "#/$defs/placeholder"
        static let optionalMembers: Set<Self> = [
            .identifier, .customClass, .customModule, .userLabel, .runtimeAttributes,
        ]
    }

    /// One of `objects`.
    enum Object: ManifestName, ManifestGraphNodeKind {
        case id, element, `class`, customClass, customModule, userLabel, parent, key, anonymous, properties
        case runtimeAttributes, line, column
        static let schemaPointer: String? = "#/$defs/object"
        static let optionalMembers: Set<Self> = [
            .customClass, .customModule, .userLabel, .parent, .key, .anonymous, .runtimeAttributes,
        ]
    }

    /// One of an object's or placeholder's `runtimeAttributes`.
    enum RuntimeAttribute: ManifestName, ManifestObjectKind {
        case keyPath, type, value
        static let schemaPointer: String? = "#/$defs/runtimeAttribute"
        static let optionalMembers: Set<Self> = []
    }

    /// One of `connections`.
    enum Connection: ManifestName, ManifestPositionedKind {
        case id, kind, source, destination, name, properties, line, column
        static let schemaPointer: String? = "#/$defs/connection"
        static let optionalMembers: Set<Self> = [.properties]
    }

    /// One of `resources`.
    enum Resource: ManifestName, ManifestPositionedKind {
        case kind, name, properties, line, column
        static let schemaPointer: String? = "#/$defs/resource"
        static let optionalMembers: Set<Self> = []
    }

    /// An element kept as written: one of `metadata`, a child of another, or a property value.
    enum Element: ManifestName, ManifestTaggedKind {
        case name, attributes, text, children
        static let schemaPointer: String? = "#/$defs/element"
        static let optionalMembers: Set<Self> = [.text, .children]
        static let valueTag: ManifestName = "element"
    }

    /// One of an attributed string's `fragments`.
    enum Fragment: ManifestName, ManifestObjectKind {
        case content, attributes
        static let schemaPointer: String? = "#/$defs/tagged/oneOf/8/properties/fragments/items"
        static let optionalMembers: Set<Self> = []
    }

    // MARK: Structured values

    enum Rect: ManifestName, ManifestTaggedKind {
        case x, y, width, height
        static let schemaPointer: String? = nil
        static let optionalMembers: Set<Self> = []
        static let valueTag: ManifestName = "rect"
    }

    enum Point: ManifestName, ManifestTaggedKind {
        case x, y
        static let schemaPointer: String? = nil
        static let optionalMembers: Set<Self> = []
        static let valueTag: ManifestName = "point"
    }

    enum Size: ManifestName, ManifestTaggedKind {
        case width, height
        static let schemaPointer: String? = nil
        static let optionalMembers: Set<Self> = []
        static let valueTag: ManifestName = "size"
    }

    enum Inset: ManifestName, ManifestTaggedKind {
        case edges
        static let schemaPointer: String? = nil
        static let optionalMembers: Set<Self> = []
        static let valueTag: ManifestName = "inset"
    }

    enum Color: ManifestName, ManifestTaggedKind {
        case space, colorSpace, customColorSpace, components, name, catalog, fallbackName
        static let schemaPointer: String? = nil
        static let optionalMembers: Set<Self> = [
            .colorSpace, .customColorSpace, .components, .name, .catalog, .fallbackName,
        ]
        static let valueTag: ManifestName = "color"
    }

    enum Font: ManifestName, ManifestTaggedKind {
        case form, attributes
        static let schemaPointer: String? = nil
        static let optionalMembers: Set<Self> = []
        static let valueTag: ManifestName = "font"
    }

    enum Flags: ManifestName, ManifestTaggedKind {
        case flags
        static let schemaPointer: String? = nil
        static let optionalMembers: Set<Self> = []
        static let valueTag: ManifestName = "flags"
    }

    enum State: ManifestName, ManifestTaggedKind {
        case properties
        static let schemaPointer: String? = nil
        static let optionalMembers: Set<Self> = []
        static let valueTag: ManifestName = "state"
    }

    enum AttributedString: ManifestName, ManifestTaggedKind {
        case fragments
        static let schemaPointer: String? = nil
        static let optionalMembers: Set<Self> = []
        static let valueTag: ManifestName = "attributedString"
    }

    enum DictionaryValue: ManifestName, ManifestTaggedKind {
        case entries
        static let schemaPointer: String? = nil
        static let optionalMembers: Set<Self> = []
        static let valueTag: ManifestName = "dictionary"
    }

    /// `{"type": "object", "id"}`: the child object that fills a key.
    enum ObjectReference: ManifestName, ManifestTaggedKind {
        case id
        static let schemaPointer: String? = nil
        static let optionalMembers: Set<Self> = []
        static let valueTag: ManifestName = "object"
    }

    /// `{"type": "objects", "ids"}`: an ordered relationship.
    enum ObjectList: ManifestName, ManifestTaggedKind {
        case ids
        static let schemaPointer: String? = nil
        static let optionalMembers: Set<Self> = []
        static let valueTag: ManifestName = "objects"
    }

    /// Every kind, for the checks against the schema and the documentation.
    static var kinds: [any ManifestObjectKind.Type] {
        [
            Root.self, Identity.self, Info.self, ClassDescription.self, ClassSource.self, Scene.self,
            CanvasLocation.self, Placeholder.self, Object.self, RuntimeAttribute.self, Connection.self, Resource.self,
            Element.self, Fragment.self, Rect.self, Point.self, Size.self, Inset.self, Color.self, Font.self,
            Flags.self, State.self, AttributedString.self, DictionaryValue.self, ObjectReference.self, ObjectList.self,
        ]
    }
}
