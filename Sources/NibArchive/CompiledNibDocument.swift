import NibModel

/// Reads a compiled nib (a ``NibArchiveFile``) into the project's model, so that the commands
/// that summarise, validate, convert or draw a document accept Apple's `.nib` as well.
///
/// What it reads:
/// - AppKit: the root's `IB.objectdata` (`NSIBObjectData`). Its objects are the keys of
///   `NSObjectsKeys`, their parents the same-index entries of `NSObjectsValues`; `NSRoot` is
///   File's Owner; an object whose parent is File's Owner is top-level. `NSCustomObject`s named
///   `FirstResponder` and `NSApplication` are the First Responder and Application placeholders.
///   `NSConnections` gives outlets (`NSNibOutletConnector`), actions (`NSNibControlConnector`)
///   and bindings (`NSNibBindingConnector`); the connectors Interface Builder adds for itself
///   (``appKitConnectorsOutsideTheModel``) are not connections of the model.
/// - UIKit: the root's `UINibObjectsKey` (objects and `UIProxyObject` placeholders),
///   `UINibTopLevelObjectsKey`, and `UINibConnectionsKey` (`UIRuntimeOutletConnection`,
///   `UIRuntimeOutletCollectionConnection`, `UIRuntimeEventConnection`); a view's parent is the
///   listed object whose `UISubviews` holds it.
///
/// Each object also gets the relationship it fills in its parent (`subviews`, `cell`, `items`, …)
/// and the properties the reader decodes from the keys the encoders write (frames, titles,
/// hidden, tags, autoresizing masks, colours, fonts, images, constraints, AppKit runtime attributes: see
/// `docs/nib-archive.md`); a decoded key of the wrong type is an error naming the object, a value
/// of a form not read back is left out.
///
/// Ids are synthesised from the archive: `#N` for archive object N, the number `codegen dump`
/// prints, and `#S-#D` for a connection from object S whose connector is object D. An AppKit
/// action without `NSDestination` (sent to the First Responder, which AppKit nibs do not archive)
/// targets a First Responder placeholder of id ``firstResponderID``. Objects keep
/// the archive's class name as their element; a class swapped in (`NSClassSwapper`,
/// `UIClassSwapper`), a custom object or view (`NSClassName`) or a window's `NSWindowClass`
/// other than the toolkit's is the object's custom class. Positions are 1:1 of the file: an
/// archived object has no line.
public enum CompiledNibDocument {
    /// The connector classes of AppKit nibs that Interface Builder adds for its own use (help
    /// anchors, runtime attributes, accessibility, decoding-order markers): not connections the
    /// document draws.
    public static let appKitConnectorsOutsideTheModel: Set<String> = [
        "NSNibConnector", "NSIBHelpConnector", "NSIBUserDefinedRuntimeAttributesConnector",
        "NSNibAXAttributeConnector", "NSNibAXRelationshipConnector",
    ]

    /// The document `archive` holds; `sourceFile` names it (the model's source file).
    public static func document(
        from archive: NibArchiveFile, sourceFile: String
    ) throws(CompiledNibDocumentError) -> NibDocument {
        let reader = CompiledNibReader(archive: archive)
        do throws(CompiledNibDocumentError) {
            if case .object(let data)? = archive.root.value(forKey: "IB.objectdata") {
                return try reader.appKitDocument(objectData: data, sourceFile: sourceFile)
            }
            if archive.root.value(forKey: "UINibObjectsKey") != nil {
                return try reader.uiKitDocument(sourceFile: sourceFile)
            }
            throw CompiledNibDocumentError(.unknownRoot, object: 0)
        } catch {
            var located = error
            located.file = sourceFile
            throw located
        }
    }

    /// The document of the compiled nib at `path` (a `.nib` file or folder).
    public static func document(contentsOf path: String) throws(CompiledNibLoadError) -> NibDocument {
        let archive: NibArchiveFile
        do { archive = try NibArchiveFile.read(contentsOf: path) } catch { throw .archive(error) }
        do { return try document(from: archive, sourceFile: path) } catch { throw .model(error) }
    }

    /// The id of the First Responder placeholder of an AppKit nib, which Apple's compiler does
    /// not archive: an action without `NSDestination` targets it.
    public static let firstResponderID = "FirstResponder"

    /// The id of archive object `index` in the model.
    public static func id(ofObject index: Int) -> String { "#\(index)" }
}
