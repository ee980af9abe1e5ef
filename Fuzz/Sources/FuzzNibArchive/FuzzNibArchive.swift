import NibArchive
import NibModel

/// libFuzzer entry point for the NIBArchive reader: any bytes either decode or give a
/// ``NibArchiveError`` at a byte inside the input. Input that starts with `bplist00` goes to the
/// binary property list reader instead (a compiled storyboard's `Info.plist`): it decodes or
/// gives a ``BinaryPropertyListError`` at a byte inside the input, a decoded list written and read
/// back is the same value, and a decoded list read as `Info.plist` gives a storyboard or a
/// storyboard error.
///
/// Invariants checked beyond "no crash": every reference of a decoded archive is in range, every
/// object's values lie inside the value table, no value is listed by two objects, and both
/// listings (file order and walk order) finish and come out the same when made twice, and the
/// archive either reads into the model, every parent an object of it, or gives an error naming
/// one of its objects, and read as the only scene of a compiled storyboard (its controller's
/// nib, and its own view's) either gives a storyboard whose objects' parents and the references
/// their properties hold are objects of it, or an error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNibArchive(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if bytes.starts(with: "bplist00".utf8) {
        checkPropertyList(bytes)
        return 0
    }
    let archive: NibArchiveFile
    do {
        archive = try NibArchiveReader.read(bytes)
    } catch {
        guard error.offset >= 0 && error.offset <= size else {
            fatalError("error outside the input: \(error)")
        }
        _ = error.description
        return 0
    }
    checkIndices(archive)
    let listing = NibArchiveDump(archive).text
    let sorted = NibArchiveDump(archive, order: .walk).text
    guard listing == NibArchiveDump(archive).text, sorted == NibArchiveDump(archive, order: .walk).text else {
        fatalError("a listing differs when made twice")
    }
    checkModel(archive)
    checkStoryboard(archive)
    return 0
}

/// A binary property list: decoded, or an error inside the input; decoded twice the same; written
/// in the binary form and read back, the same value (compared by the bytes written again, which
/// differ for any other value, a NaN's bits included); written in the XML form, text or an error.
func checkPropertyList(_ bytes: [UInt8]) {
    do {
        let value = try BinaryPropertyListReader.value(from: bytes)
        guard value == (try? BinaryPropertyListReader.value(from: bytes)) else {
            fatalError("a property list decodes differently twice")
        }
        let written = BinaryPropertyListWriter.bytes(of: value)
        guard let again = try? BinaryPropertyListReader.value(from: written),
            BinaryPropertyListWriter.bytes(of: again) == written
        else {
            fatalError("a written property list does not read back the same")
        }
        do { _ = try XMLPropertyListWriter.text(of: value) } catch { _ = error.message }
        _ = try? CompiledStoryboard(info: value, nibs: [], file: "Info.plist")
    } catch {
        guard error.offset >= 0 && error.offset <= bytes.count else {
            fatalError("error outside the input: \(error)")
        }
        _ = error.message
    }
}

/// The archive as a compiled storyboard's only controller nib (named `N`, also the nib its
/// controller's view would load from): a storyboard whose parents and property references
/// (subviews, content views, prototype cells) are its objects, or an error.
func checkStoryboard(_ archive: NibArchiveFile) {
    let graph = NibArchiveGraph(archive)
    let storyboard = CompiledStoryboard(
        nibs: [.init(name: "N", graph: graph), .init(name: "N-view-V", graph: graph)], entryPointIdentifier: "N",
        identifiersToNibNames: [("N", "N")])
    do {
        let document = try CompiledStoryboardDocument.document(from: storyboard, folder: "fuzz.storyboardc")
        let ids = Set(document.objects.map(\.id))
        for object in document.objects {
            checkProperties(object, ids: ids)
            guard let parent = object.parent, !ids.contains(parent) else { continue }
            fatalError("object \(object.id) has parent \(parent), not an object")
        }
    } catch {
        _ = error.diagnostic
    }
}

/// The archive read into the model: parents are objects of the document, a relationship key
/// only on an object with a parent, relationship properties name objects of the document,
/// decoded geometry is finite; errors name an object.
func checkModel(_ archive: NibArchiveFile) {
    do {
        let document = try CompiledNibDocument.document(from: archive, sourceFile: "fuzz.nib")
        let ids = Set(document.objects.map(\.id))
        for object in document.objects {
            checkProperties(object, ids: ids)
            guard let parent = object.parent else {
                guard object.key == nil else { fatalError("object \(object.id) has a key but no parent") }
                continue
            }
            guard ids.contains(parent) else { fatalError("object \(object.id) has parent \(parent), not an object") }
        }
    } catch {
        guard archive.objects.indices.contains(error.object) else {
            fatalError("an error outside the archive: \(error)")
        }
        _ = error.message
    }
}

/// The decoded properties of `object`: references name objects of the document, rectangles
/// and colour components are finite.
func checkProperties(_ object: NibObject, ids: Set<String>) {
    for entry in object.properties {
        switch entry.value {
        case .object(let id) where !ids.contains(id):
            fatalError("\(object.id).\(entry.name) names \(id), not an object")
        case .objects(let list) where list.contains { !ids.contains($0) }:
            fatalError("\(object.id).\(entry.name) names an id that is not an object")
        case .rect(let rect) where ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite):
            fatalError("\(object.id).\(entry.name) is not finite")
        case .color(let color) where !color.components.allSatisfy(\.value.isFinite):
            fatalError("\(object.id).\(entry.name) has a component that is not finite")
        default:
            break
        }
    }
}

/// Every index the reader checked is in range of its table.
func checkIndices(_ archive: NibArchiveFile) {
    guard !archive.objects.isEmpty else { fatalError("an archive without a root object") }
    for object in archive.objects {
        guard archive.classes.indices.contains(object.classIndex),
            object.values.startIndex >= 0, object.values.endIndex <= archive.values.count
        else { fatalError("an object outside its tables") }
        for target in archive.references(of: object) where !archive.objects.indices.contains(target) {
            fatalError("a reference to object \(target) of \(archive.objects.count)")
        }
    }
    guard archive.objects.reduce(0, { $0 + $1.values.count }) <= archive.values.count else {
        fatalError("objects listing more values than the value table holds")
    }
    for value in archive.values where !archive.keys.indices.contains(value.keyIndex) {
        fatalError("a value naming key \(value.keyIndex) of \(archive.keys.count)")
    }
}
