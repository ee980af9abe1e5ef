import NibModel

extension Analyzer {
    /// The default-objects type each custom class derives from, decided over every input before
    /// connections are read:
    /// 1. a type `nib.json` names for the class (``TypeVocabulary/baseOverrides``);
    /// 2. the most specific standard class any document gives it (objects say more than
    ///    placeholders, whose class is usually `NSObject`); ties go to the first input;
    /// 3. for a class still at the root type, its role in the graph (``controllerBases(in:)``):
    ///    a view or window controller.
    func baseTypes(_ inputs: [GeneratorInput]) -> [String: String] {
        var bases: [String: String] = [:]
        let objects = inputs.flatMap { $0.document.objects as [any NibGraphNode] }
        let placeholders = inputs.flatMap { $0.document.placeholders as [any NibGraphNode] }
        for node in objects + placeholders {
            guard let name = vocabulary.appClass(node.customClass) else { continue }
            if let existing = bases[name], existing != vocabulary.rootType { continue }
            let type = vocabulary.defaultType(for: node.className)
            // A custom class cannot derive from a default object that is not a responder.
            bases[name] = vocabulary.isResponder(type) ? type : vocabulary.rootType
        }
        applyDeclaredSuperclasses(inputs, to: &bases)
        for input in inputs {
            for (name, controller) in controllerBases(in: input.document) where bases[name] == vocabulary.rootType {
                bases[name] = controller
            }
        }
        for (name, type) in vocabulary.baseOverrides where bases[name] != nil { bases[name] = type }
        return bases
    }

    /// Custom classes that act as view or window controllers in `document`, as UIKit and AppKit
    /// define them: a `view` outlet to a top-level view makes a view controller, a `window` outlet
    /// to a top-level window (macOS) a window controller. A class whose name says it is a view or
    /// cell (`…View`, `…Cell`) is left alone: views that load their own contents have a `view`
    /// outlet too.
    func controllerBases(in document: NibDocument) -> [(String, String)] {
        let platform = document.info.platform
        let topLevel = Set(document.topLevelObjects)
        var classOf: [String: String] = [:]
        var standardOf: [String: String] = [:]
        for node in document.nodes {
            switch node.placeholderRole {
            case nil: standardOf[node.id] = vocabulary.restatedStandardClass(node.customClass) ?? node.className
            case .owner?, .external?: break
            case .firstResponder?, .application?, .exit?: continue
            }
            if let name = vocabulary.appClass(node.customClass) { classOf[node.id] = name }
        }
        var result: [(String, String)] = []
        for connection in document.connections where connection.kind == .outlet {
            guard let name = classOf[connection.source], topLevel.contains(connection.destination),
                let destination = standardOf[connection.destination],
                !name.hasSuffix("View"), !name.hasSuffix("Cell")
            else { continue }
            let destinationType = vocabulary.defaultType(for: destination)
            if connection.name == "view" && vocabulary.derives(destinationType, from: "NibView") {
                result.append((name, "NibViewController"))
            } else if connection.name == "window" && platform == .macOS
                && vocabulary.derives(destinationType, from: "NibWindow")
            {
                result.append((name, "NibWindowController"))
            }
        }
        return result
    }

    /// The type of a placeholder with no custom class: the default object of its class, or, for
    /// `NSObject`, ``TypeVocabulary/placeholderFallbackType`` (an object made in code that stands
    /// for a toolkit class and keeps whatever the nib connects to it).
    func standIn(for standardClass: String) -> String {
        vocabulary.types[standardClass] ?? vocabulary.placeholderFallbackType
    }

    /// Every custom class the app supplies for the inputs, sorted by name: the classes of
    /// objects, of File's Owner and of external objects, and storyboards' custom segue classes,
    /// each with the inputs that use it.
    func appClasses(
        _ inputs: [GeneratorInput], bases: [String: String],
        storyboards: [StoryboardAccessor]
    ) -> [AppClass] {
        var classes: [String: AppClass] = [:]
        func use(_ name: String, baseType: @autoclosure () -> String, in index: Int) {
            classes[
                name,
                default: AppClass(
                    xibName: name, swiftName: vocabulary.swiftTypeName(name),
                    baseType: baseType(), inputs: [])
            ].use(in: index)
        }
        for (index, input) in inputs.enumerated() {
            for node in input.document.objects as [any NibGraphNode] + input.document.placeholders
            where node.placeholderRole == nil || node.placeholderRole == .owner || node.placeholderRole == .external {
                guard let name = vocabulary.appClass(node.customClass) else { continue }
                use(name, baseType: bases[name] ?? vocabulary.defaultType(for: node.className), in: index)
            }
            for segueClass in storyboards.first(where: { $0.inputIndex == index })?.segueClasses ?? [] {
                use(segueClass.xibName, baseType: vocabulary.segueType, in: index)
            }
        }
        return classes.values.sorted { $0.xibName < $1.xibName }
    }
}
