import NibModel

/// Reads a compiled UIKit storyboard (a `.storyboardc` folder, ``CompiledStoryboard``) into the
/// project's model as a storyboard document, so that `codegen inspect` and `codegen validate`
/// accept it as they accept a compiled nib (``CompiledNibDocument``).
///
/// What it reads:
/// - `Info.plist`: each controller's nib (``CompiledStoryboard/identifiersToNibNamesKey``) and
///   the initial controller (``CompiledStoryboard/entryPointKey``).
/// - One scene per controller nib, in `Info.plist`'s order, named by the nib. Its controller is
///   the destination of File's Owner's `sceneViewController` outlet; its First Responder the
///   nib's. File's Owner (the storyboard's loader) and the `UIStoryboardPlaceholder` proxy are
///   how the nib reaches the storyboard, not objects of the document: they and their outlets
///   are left out.
/// - The view's nib, which the controller's `UINibName` names (`CTRLID-view-VIEWID`): its File's
///   Owner is the controller, the destination of the owner's `view` outlet is the controller's
///   view (the controller's `view`, no connection), and a proxy the controller's
///   `UIExternalObjectsTableForViewLoading` names stands for the object the table gives (the
///   controller, or a segue's template). Objects of the view nib without a parent hang below the
///   view, unless the nib lists them as top-level: those are the scene's.
/// - Segues: each segue template of a controller nib (a class `UIStoryboard…SegueTemplate`) is a
///   segue of kind ``segueKind(templateClass:)``, identifier `UIIdentifier`,
///   leading to the controller whose identifier `UIDestinationViewControllerIdentifier` gives.
///   Its source is the control whose event connection (`perform:`) targets the template's proxy
///   in the view nib, else the controller.
///
/// Ids: a controller keeps its document id, read from its view nib's name or, without a view
/// nib, from a nib named `CLASS-ID`; its view keeps its id from the view nib's name. Any other
/// object is `NIBNAME#N` (archive object N of that nib, as `codegen dump` numbers them), a
/// connection `NIBNAME#S-#D`, a segue `NIBNAME#T` (its template). A controller's element is the
/// storyboard element of its class (`viewController`, as the compiler's table gives it), its
/// `storyboardIdentifier` and `title` properties the nib's `UIStoryboardIdentifier` and `UITitle`.
public enum CompiledStoryboardDocument {
    /// The document of the `.storyboardc` folder at `folder` (its path is the model's source file).
    public static func document(contentsOf folder: String) throws(CompiledStoryboardLoadError) -> NibDocument {
        let files = try CompiledStoryboardFiles(folder: folder)
        return try CompiledStoryboardReader(files: files).document(sourceFile: files.folder)
    }

    /// The document of `storyboard`; errors name its nibs as files of `folder`. Each nib is laid
    /// out as ``NibArchiveWriter`` writes it, so objects without a document id are numbered as in
    /// the written archive.
    public static func document(
        from storyboard: CompiledStoryboard, folder: String
    ) throws(CompiledStoryboardLoadError) -> NibDocument {
        let files = try CompiledStoryboardFiles(storyboard, folder: folder)
        return try CompiledStoryboardReader(files: files).document(sourceFile: folder)
    }

    /// The document type of a storyboard for iOS.
    public static let documentInfo = DocumentInfo(
        type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", version: "3.0",
        targetRuntime: "iOS.CocoaTouch")

    /// The id of archive object `index` of the nib `nibName` in the model.
    public static func id(ofObject index: Int, inNib nibName: String) -> String {
        nibName + CompiledNibDocument.id(ofObject: index)
    }

    /// The storyboard segue kind of a segue template class, as a `.storyboard` writes it: the
    /// class name without `UIStoryboard` and `SegueTemplate`, its first letter lowercased
    /// (`UIStoryboardShowSegueTemplate`: `show`, `UIStoryboardPopoverPresentationSegueTemplate`:
    /// `popoverPresentation`); `custom` for the plain `UIStoryboardSegueTemplate`. Nil for a class
    /// that is no segue template.
    public static func segueKind(templateClass: String) -> String? {
        let prefix = "UIStoryboard"
        let suffix = "SegueTemplate"
        guard templateClass.hasPrefix(prefix), templateClass.hasSuffix(suffix),
            templateClass.count >= prefix.count + suffix.count
        else { return nil }
        let middle = templateClass.dropFirst(prefix.count).dropLast(suffix.count)
        guard let first = middle.first else { return "custom" }
        return first.lowercased() + middle.dropFirst()
    }
}
