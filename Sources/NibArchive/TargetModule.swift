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
}
