import NibModel

/// Which of Apple's initialiser rules the loader applies to an object.
public enum NibInitialization: Sendable, Hashable {
    /// Decoded from its recorded properties (`initWithCoder:`): the default.
    case decode
    /// A custom view the design tool has no implementation for (`NSCustomView`): created with its
    /// frame only (`initWithFrame:`).
    case frame(NibRect)
    /// A custom object (`<customObject>`): a plain `init`; recorded properties are not applied.
    case plain
}

/// What a class factory receives to create one object: its recorded properties, its already
/// created children, the initialiser rule, and access to the nib's named resources.
///
/// The loader creates children before their parents, so ``children(forKey:)`` already returns
/// live objects (as `initWithCoder:` decodes its subviews). Only valid during the factory call.
public struct NibCoder {
    let state: InstantiationState
    let index: Int

    init(state: InstantiationState, index: Int) {
        self.state = state
        self.index = index
    }

    var plan: ObjectPlan { state.plan.objects[index] }

    /// The object's id in the document.
    public var objectID: String { plan.source.id }
    /// The element name (`button`, `view`, `customObject`, …).
    public var element: String { plan.source.element }
    /// The standard toolkit class (`UIButton`, `NSButton`).
    public var standardClassName: String { plan.source.className }
    /// The custom class the document names, if any.
    public var customClass: String? { plan.source.customClass }
    /// The class the loader looked for: the custom class, else the standard class.
    public var className: String { plan.source.effectiveClassName }
    /// The initialiser rule for this object.
    public var initialization: NibInitialization { plan.initialization }
    /// Every recorded property, in document order.
    public var properties: NibProperties { plan.source.properties }
    /// The platform the document was designed for.
    public var platform: NibPlatform { state.plan.platform }
    /// The nib being instantiated (for nested loads, e.g. a view controller's own nib).
    public var nib: Nib { state.nib }
    /// The registry in use (for nested loads).
    public var registry: NibClassRegistry { state.registry }

    /// The value recorded under `key`.
    public subscript(key: String) -> NibValue? { plan.source.properties[key] }

    /// The child objects that fill relationship `key` (`subviews`, `items`, `contentView`, `cell`…), in order.
    public func children(forKey key: String) -> [AnyObject] {
        for group in plan.children where group.key == key {
            return group.indices.compactMap { state.objects[$0] }
        }
        return []
    }

    /// The single child that fills relationship `key`.
    public func child(forKey key: String) -> AnyObject? { children(forKey: key).first }

    /// Every child relationship: key and objects, in document order.
    public var allChildren: [(key: String, objects: [AnyObject])] {
        plan.children.map { group in (group.key, group.indices.compactMap { state.objects[$0] }) }
    }

    /// An object the property `key` refers to by id, if it exists already (children and objects
    /// later in the document do; earlier siblings and ancestors are not created yet).
    public func object(forKey key: String) -> AnyObject? {
        guard case .object(let id)? = plan.source.properties[key],
            let target = state.plan.indexByID[id]
        else { return nil }
        return state.objects[target]
    }

    // MARK: Typed values, tolerant of the textual forms the converter may keep.

    /// The property `key` as text (numbers and booleans written out), or nil when it is absent or not textual.
    public func string(_ key: String) -> String? { NibValueDecoding.string(self[key]) }
    /// The property `key` as a boolean (`YES`/`NO`, `true`/`false`, 0 or 1 included), or nil.
    public func bool(_ key: String) -> Bool? { NibValueDecoding.bool(self[key]) }
    /// The property `key` as a number (integers and numeric text included), or nil.
    public func double(_ key: String) -> Double? { NibValueDecoding.double(self[key]) }
    /// The property `key` as an integer (a finite real is truncated, numeric text parsed), or nil.
    public func int(_ key: String) -> Int? { NibValueDecoding.int(self[key]) }
    /// The property `key` as a rectangle (a frame or bounds), or nil.
    public func rect(_ key: String) -> NibRect? { NibValueDecoding.rect(self[key]) }
    /// The property `key` as a color, or nil when it is absent or not a color.
    public func color(_ key: String) -> NibColor? {
        if case .color(let color)? = self[key] { return color }
        return nil
    }
    /// The property `key` as a font description, or nil when it is absent or not a font.
    public func font(_ key: String) -> NibFont? {
        if case .font(let font)? = self[key] { return font }
        return nil
    }

    /// The image resource of that name, from the nib's resource cache (nil and a diagnostic if missing).
    public func image(named name: String) -> NibImage? {
        if let image = state.nib.resourceCache.image(named: name) { return image }
        state.noteMissingResource(kind: "image", name: name, at: plan.location)
        return nil
    }

    /// The sound resource of that name, from the nib's resource cache (nil and a diagnostic if missing).
    public func sound(named name: String) -> NibSound? {
        if let sound = state.nib.resourceCache.sound(named: name) { return sound }
        state.noteMissingResource(kind: "sound", name: name, at: plan.location)
        return nil
    }

    /// Reports something the class noticed while decoding.
    public func diagnose(_ message: String, severity: NibDiagnostic.Severity = .warning) {
        state.diagnostics.append(NibDiagnostic(severity: severity, message: message, location: plan.location))
    }
}

/// Reads ``NibValue``s leniently: booleans written as `YES`/`NO`, numbers kept as text, and so on.
public enum NibValueDecoding {
    /// `value` as text: strings as they are, numbers and booleans (`YES`/`NO`) written out, an attributed
    /// string's fragments joined; nil for anything else.
    public static func string(_ value: NibValue?) -> String? { NibValueReading.string(value) }

    /// `value` as a boolean: a boolean, a non-zero integer, or `YES`/`NO`, `true`/`false`, `1`/`0` as text.
    public static func bool(_ value: NibValue?) -> Bool? { NibValueReading.bool(value) }

    /// `value` as a number: a real, an integer or numeric text.
    public static func double(_ value: NibValue?) -> Double? { NibValueReading.double(value) }

    /// `value` as an integer: an integer, a finite real (truncated; nil beyond ±10¹⁵) or integer text.
    public static func int(_ value: NibValue?) -> Int? { NibValueReading.int(value) }

    /// `value` as a rectangle, or nil when it is not one.
    public static func rect(_ value: NibValue?) -> NibRect? {
        if case .rect(let r)? = value { return r }
        return nil
    }
}
