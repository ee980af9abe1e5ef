import NibModel

/// ibtool's `--module NAME`: the module of every custom class whose module the target provides
/// (`customModuleProvider="target"`, Interface Builder's "Inherit Module From Target"). The
/// document's own `customModule` is the module of the target it was last saved in; a build names
/// the module it compiles into, which wins (a document shared by two targets, or a target
/// renamed). Classes whose module is set by hand keep it.
enum TargetModule {
    /// `document` with `module` as the module of every object that inherits the target's; the
    /// document itself when `module` is nil.
    static func apply(_ module: String?, to document: NibDocument) -> NibDocument {
        guard let module else { return document }
        var resolved = document
        for index in resolved.objects.indices
        where resolved.objects[index].properties["customModuleProvider"] == .string("target") {
            resolved.objects[index].customModule = module
        }
        return resolved
    }

    /// The detail of the refusal of a class in `module` whose runtime name is not encoded
    /// (``SwiftRuntimeName``), for `object`. When the module is the one `--module` gave
    /// (`targetModule`, applied to the object because its module is the target's) and the module
    /// is what the runtime name cannot hold, the detail names the option, not the document.
    static func unencodedRuntimeNameDetail(
        of object: NibObject, module: String, className: String, targetModule: String?
    ) -> String {
        let fromOption =
            targetModule == module && object.properties["customModuleProvider"] == .string("target")
        let moduleIsTheProblem = !SwiftRuntimeName.isPlainIdentifier(module) || module == "Swift"
        if fromOption, moduleIsTheProblem {
            return "of <\(object.element)> (the module \(module.debugDescription) given by --module: a class's runtime "
                + "name is encoded only in a module named by an ASCII identifier other than Swift)"
        }
        return "of <\(object.element)> ('\(module).\(className)': its runtime name is not encoded yet)"
    }
}
