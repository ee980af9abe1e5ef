import Foundation
import NibModel

/// Finds the PNG file for an image name in a target's resources: loose files (`name.png`,
/// `name@2x.png`) and asset catalog image sets (`name.imageset/…png`), under the folders it is given.
/// The search is bounded (depth and file count) so a huge tree cannot stall a render, and it stays
/// inside each folder: a symbolic link that leads out of it (`Assets -> /home`) is not followed, so a
/// document cannot have a file from elsewhere on the machine embedded in its picture.
public struct ImageLocator: Sendable {
    static let maximumFiles = 50_000
    static let maximumDepth = 12

    private var files: [String: String] = [:]

    public init(searchPaths: [String]) {
        let manager = FileManager.default
        var visited = 0
        for root in searchPaths {
            let inside = Self.resolved(root)
            var queue: [(String, Int)] = [(root, 0)]
            while let (folder, depth) = queue.popLast(), visited < Self.maximumFiles {
                guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { continue }
                for entry in entries.sorted() where !entry.hasPrefix(".") {
                    visited += 1
                    let path = folder + "/" + entry
                    guard Self.staysInside(path, inside) else { continue }
                    var isFolder: ObjCBool = false
                    guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                    if isFolder.boolValue {
                        if entry.hasSuffix(".imageset") {
                            let name = String(entry.dropLast(".imageset".count))
                            if files[name] == nil, let png = Self.bestPNG(in: path, inside: inside, manager: manager) {
                                files[name] = png
                            }
                        } else if depth < Self.maximumDepth, entry != ".build", !entry.hasPrefix(".build") {
                            queue.append((path, depth + 1))
                        }
                    } else if entry.lowercased().hasSuffix(".png"), FileIO.isRegularFile(path) {
                        var name = String(entry.dropLast(4))
                        for suffix in ["@3x", "@2x", "@1x"] where name.hasSuffix(suffix) {
                            name = String(name.dropLast(suffix.count))
                        }
                        // The 1x file wins over 2x/3x only for the same name; the first found is kept otherwise.
                        if files[name] == nil || entry == name + ".png" { files[name] = path }
                    }
                }
            }
        }
    }

    /// The PNG for `name` (with or without an extension), if one was found.
    public func path(for name: String) -> String? {
        if let hit = files[name] { return hit }
        for ext in [".png", ".tiff", ".tif", ".pdf", ".jpg", ".icns"] where name.lowercased().hasSuffix(ext) {
            return files[String(name.dropLast(ext.count))]
        }
        return nil
    }

    /// `path` with every symbolic link in it resolved.
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// Whether the resolved `path` is the resolved folder `root` or lies under it.
    static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// Whether the entry at `path` may be followed: it is no symbolic link, or one that resolves
    /// inside the resolved folder `root`.
    static func staysInside(_ path: String, _ root: String) -> Bool {
        !FileIO.isSymbolicLink(path) || isInside(resolved(path), root)
    }

    /// The image set `folder`'s PNG, the 2x one first; a link must resolve inside `inside`.
    private static func bestPNG(in folder: String, inside: String, manager: FileManager) -> String? {
        guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { return nil }
        let pngs = entries.filter {
            let path = folder + "/" + $0
            return $0.lowercased().hasSuffix(".png") && FileIO.isRegularFile(path)
                && staysInside(path, inside)
        }
        .sorted()
        let preferred = pngs.first { $0.contains("@2x") } ?? pngs.first
        return preferred.map { folder + "/" + $0 }
    }
}
