import NibArchive

/// What the tests read back from a compiled AppKit nib to check it against its source document:
/// the archive root, the connectors of `NSConnections` with their labels, and the class names it
/// holds.
struct CompiledNibReading {
    let archive: NibArchiveFile

    init(_ archive: NibArchiveFile) { self.archive = archive }

    /// The `NSIBObjectData` the root's `IB.objectdata` names, if it does.
    var objectData: NibArchiveObject? {
        guard case .object(let index)? = archive.root.value(forKey: "IB.objectdata"),
            archive.objects[index].className == "NSIBObjectData"
        else { return nil }
        return archive.objects[index]
    }

    /// Whether the root is Apple's AppKit root: `IB.objectdata` naming an `NSIBObjectData`.
    var hasAppKitRoot: Bool { objectData != nil }

    /// The elements of the array `object` is (references kept under the empty key).
    func elements(of index: Int) -> [Int] {
        archive.objects[index].values.compactMap { value in
            guard value.key == "UINibEncoderEmptyKey", case .object(let element) = value.kind else { return nil }
            return element
        }
    }

    /// The connectors `NSConnections` lists, as objects of the archive.
    var connectors: [NibArchiveObject] {
        guard case .object(let list)? = objectData?.value(forKey: "NSConnections") else { return [] }
        return elements(of: list).map { archive.objects[$0] }
    }

    /// The text of the `NSString` that `kind` refers to.
    func string(_ kind: NibArchiveValue.Kind?) -> String? {
        guard case .object(let index)? = kind, case .data(let bytes)? = archive.objects[index].value(forKey: "NS.bytes")
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The labels of the connectors of `className`, sorted.
    func connectorLabels(_ className: String) -> [String] {
        connectors.filter { $0.className == className }.compactMap { string($0.value(forKey: "NSLabel")) }.sorted()
    }

    /// The class table's names and every class name archived as a value (`NSClassName`,
    /// `IBClassName`).
    var classNames: Set<String> {
        var names = Set(archive.classes.map(\.name))
        for object in archive.objects {
            for key in ["NSClassName", "IBClassName"] {
                if let name = string(object.value(forKey: key)) { names.insert(name) }
            }
        }
        return names
    }
}
