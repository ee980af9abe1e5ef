import NibModel

extension Analyzer {
    /// Refuses an app class whose Swift name is a type the generated code declares itself (a
    /// nib accessor `LoginNib`, a base class `FooBase`, an actions protocol `FooActions`, the
    /// `Storyboards` set): the generated declaration and the app's class would be one name for two
    /// types, which does not compile. The error is at the first element that uses the class.
    func checkNameClashes(
        _ inputs: [GeneratorInput], classes: [OwnerClass], storyboards: [StoryboardAccessor]
    ) throws(CodeGenError) {
        var generated: [String: String] = [:]
        for input in inputs where generated[input.accessorName] == nil {
            generated[input.accessorName] = "the typed accessor of \(input.documentPath)"
        }
        for owner in classes {
            generated[GeneratedTypeNames.baseClass(of: owner.swiftName)] =
                "the base class generated for '\(owner.xibName)'"
            generated[GeneratedTypeNames.actionsProtocol(of: owner.swiftName)] =
                "the actions protocol generated for '\(owner.xibName)'"
        }
        if !storyboards.isEmpty {
            generated[StoryboardSet.swiftName] = "the storyboard set the generated code declares"
        }
        for (index, input) in inputs.enumerated() {
            for node in input.document.objects as [any NibGraphNode] + input.document.placeholders {
                guard let custom = vocabulary.appClass(node.customClass),
                    let what = generated[SwiftIdentifier.bare(vocabulary.swiftTypeName(custom))]
                else { continue }
                throw .generatedNameClash(input.location(node.position), className: custom, generated: what)
            }
            for segueClass in storyboards.first(where: { $0.inputIndex == index })?.segueClasses ?? [] {
                guard let what = generated[SwiftIdentifier.bare(segueClass.swiftName)],
                    let location = segueClass.locations.first
                else { continue }
                throw .generatedNameClash(location, className: segueClass.xibName, generated: what)
            }
        }
    }
}
