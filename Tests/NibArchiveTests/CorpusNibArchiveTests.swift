import NibArchive
import NibTestSupport
import Testing

/// Every compiled nib of the corpus decodes, and its layout is the one the format description
/// and Apple's writer give.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CorpusNibArchiveTests {
    /// The AppKit root: `IB.objectdata`, then the font-update version.
    static let appKitRootKeys = ["IB.objectdata", "IB.systemFontUpdateVersion"]
    /// The UIKit root's keys, each an `NSArray` (`UINibTraitStorageListsKey` only from newer
    /// Xcode versions).
    static let uiKitRootKeys = [
        "UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibConnectionsKey", "UINibVisibleWindowsKey",
        "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey", "UINibKeyValuePairsKey",
    ]

    @Test func theCorpusHoldsAppKitAndUIKitNibs() {
        let nibs = NibArchiveSamples.corpusNibs
        #expect(nibs.count >= 238)
        #expect(nibs.filter(NibArchiveSamples.isUIKit).count >= 134)
        #expect(nibs.contains { $0.contains(".storyboardc/") })
    }

    @Test func everyNibDecodesWithAppleLayout() throws {
        for path in NibArchiveSamples.corpusNibs {
            let archive: NibArchiveFile
            do { archive = try NibArchiveFile.read(contentsOf: path) } catch {
                Issue.record("\(error)")
                continue
            }
            let size = try NibArchiveSamples.bytes(try NibArchiveFile.archivePath(for: path)).count
            #expect(archive.formatVersion == 1, "\(path)")
            checkTables(archive, size: size, path)
            checkReferences(archive, path)
            if NibArchiveSamples.isUIKit(path) {
                checkUIKitRoot(archive, path)
            } else {
                checkAppKitRoot(archive, path)
            }
        }
    }

    /// Objects, keys, values and class names, each right after the previous table, from the
    /// end of the header to the end of the file; each object's values follow the previous one's.
    func checkTables(_ archive: NibArchiveFile, size: Int, _ path: String) {
        let tables = archive.tables
        #expect(tables[0].offset == NibArchiveReader.headerSize, "\(path)")
        for index in 1..<4 { #expect(tables[index].offset == tables[index - 1].end, "\(path)") }
        #expect(tables[3].end == size, "\(path)")
        var next = 0
        for object in archive.objects {
            #expect(object.firstValueIndex == next, "\(path)")
            next = object.values.endIndex
        }
        #expect(next == archive.values.count, "\(path)")
    }

    /// Every reference is in range (the reader checks it) and every object is reachable from the
    /// root.
    func checkReferences(_ archive: NibArchiveFile, _ path: String) {
        var reached = [Bool](repeating: false, count: archive.objects.count)
        var stack = [0]
        while let index = stack.popLast() {
            guard !reached[index] else { continue }
            reached[index] = true
            for target in archive.references(of: archive.objects[index]) {
                #expect(archive.objects.indices.contains(target), "\(path)")
                stack.append(target)
            }
        }
        #expect(reached.allSatisfy { $0 }, "\(path): objects not reachable from the root")
    }

    func checkAppKitRoot(_ archive: NibArchiveFile, _ path: String) {
        #expect(archive.coderVersion == 10, "\(path)")
        #expect(archive.root.className == "NSObject", "\(path)")
        #expect(archive.root.values.map(\.key) == Self.appKitRootKeys, "\(path)")
        guard case .object(let data)? = archive.root.value(forKey: "IB.objectdata") else {
            Issue.record("\(path): IB.objectdata is not a reference")
            return
        }
        let objectData = archive.objects[data]
        #expect(objectData.className == "NSIBObjectData", "\(path)")
        for key in ["NSRoot", "NSConnections", "NSObjectsKeys", "NSObjectsValues", "NSOidsKeys", "NSOidsValues"] {
            #expect(objectData.value(forKey: key) != nil, "\(path): NSIBObjectData without \(key)")
        }
    }

    func checkUIKitRoot(_ archive: NibArchiveFile, _ path: String) {
        #expect(archive.coderVersion == NibArchiveSamples.recordedCoderVersion(path), "\(path)")
        #expect(archive.root.className == "NSObject", "\(path)")
        let keys = archive.root.values.map(\.key)
        #expect(keys == Self.uiKitRootKeys.filter(keys.contains), "\(path): root keys \(keys)")
        #expect(keys.count >= Self.uiKitRootKeys.count - 1, "\(path): root keys \(keys)")
        for value in archive.root.values {
            guard case .object(let target) = value.kind else {
                Issue.record("\(path): \(value.key) is not a reference")
                continue
            }
            #expect(archive.objects[target].className == "NSArray", "\(path): \(value.key)")
        }
    }
}
