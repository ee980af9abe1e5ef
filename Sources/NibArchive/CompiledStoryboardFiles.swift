import NibModel

/// The files of a compiled storyboard, read: `Info.plist`'s facts and each nib's archive, in
/// order (a controller's nib, then its view's), with the path errors name.
struct CompiledStoryboardFiles {
    struct File {
        var name: String
        var path: String
        var archive: NibArchiveFile
    }

    var folder: String
    var entryPointIdentifier: String?
    var identifiersToNibNames: [(identifier: String, nibName: String)]
    var version: Int
    var nibs: [File] = []
    var byName: [String: Int] = [:]

    /// The path of `Info.plist` in the folder.
    var infoPath: String { folder + "/" + CompiledStoryboard.infoFileName }

    /// The files of the folder at `folder`.
    init(folder path: String) throws(CompiledStoryboardLoadError) {
        var folder = path
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        let infoPath = folder + "/" + CompiledStoryboard.infoFileName
        let bytes: [UInt8]
        // The folder's own entries are read as they are: a symbolic link among them is refused.
        do { bytes = try FileIO.read(infoPath, limit: 1 << 24, followingLinks: false) } catch { throw .file(error) }
        try self.init(folder: folder, info: bytes) { name throws(CompiledStoryboardLoadError) in
            let nibPath = folder + "/" + name + ".nib"
            do throws(NibArchiveLoadError) {
                return (nibPath, try NibArchiveFile.read(memberAt: nibPath))
            } catch {
                throw .nib(error)
            }
        }
    }

    /// The files of `storyboard`, its nibs' graphs laid out as archives, named as in `folder`.
    init(_ storyboard: CompiledStoryboard, folder: String) throws(CompiledStoryboardLoadError) {
        self.folder = folder
        self.entryPointIdentifier = storyboard.entryPointIdentifier
        self.identifiersToNibNames = storyboard.identifiersToNibNames
        self.version = storyboard.version
        for nib in storyboard.nibs where byName[nib.name] == nil {
            let path = folder + "/" + nib.name + ".nib"
            let archive: NibArchiveFile
            do { archive = try NibArchiveReader.read(NibArchiveWriter.bytes(of: nib.graph)) } catch {
                throw .nib(.archive(error.located(in: path)))
            }
            byName[nib.name] = nibs.count
            nibs.append(File(name: nib.name, path: path, archive: archive))
        }
    }

    /// The files `info` (`Info.plist`'s bytes) names, each nib read by `load` (its path and archive).
    private init(
        folder: String, info: [UInt8],
        load: (String) throws(CompiledStoryboardLoadError) -> (String, NibArchiveFile)
    ) throws(CompiledStoryboardLoadError) {
        self.folder = folder
        let infoPath = folder + "/" + CompiledStoryboard.infoFileName
        let value: PropertyListValue
        do { value = try BinaryPropertyListReader.value(from: info) } catch {
            throw .propertyList(error.located(in: infoPath))
        }
        do {
            (entryPointIdentifier, identifiersToNibNames, version) = try CompiledStoryboard.info(
                from: value, file: infoPath)
        } catch { throw .storyboard(error) }
        for (_, nibName) in identifiersToNibNames where byName[nibName] == nil {
            let controller = try add(nibName, load: load)
            let reader = CompiledNibReader(archive: controller.archive)
            var controllerIndex: Int?
            var viewNibName: String?
            do throws(CompiledNibDocumentError) {
                controllerIndex = try reader.sceneController()
                if let controllerIndex { viewNibName = try reader.optionalString("UINibName", of: controllerIndex) }
            } catch {
                var located = error
                located.file = controller.path
                throw .model(located)
            }
            guard let viewNibName else { continue }
            do {
                try CompiledStoryboard.checkNibName(viewNibName, file: controller.path, object: controllerIndex)
            } catch {
                throw .storyboard(error)
            }
            if byName[viewNibName] == nil { _ = try add(viewNibName, load: load) }
        }
    }

    private mutating func add(
        _ name: String, load: (String) throws(CompiledStoryboardLoadError) -> (String, NibArchiveFile)
    ) throws(CompiledStoryboardLoadError) -> File {
        let (path, archive) = try load(name)
        let file = File(name: name, path: path, archive: archive)
        byName[name] = nibs.count
        nibs.append(file)
        return file
    }

    /// The nib named `name`, if the folder's files include it.
    func nib(named name: String) -> File? { byName[name].map { nibs[$0] } }
}
