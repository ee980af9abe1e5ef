import Foundation
import NibMerge
import NibModel
import NibRender
import NibTestSupport
import Testing
import XibCompiler

/// `nib-render --diff` marks every change a semantic diff lists (menu items one by one, the
/// initial controller) and prints the same list as `codegen diff`.
@Suite struct DiffListTests {
    /// The ids whose own group in the picture carries a change mark (a stroke in a mark colour).
    static func markedIDs(_ picture: Picture) -> Set<String> {
        let colors: Set<RenderColor> = [ChangeMark.added, .changed, .removed].map(\.color).reduce(into: []) {
            $0.insert($1)
        }
        var stack: [String] = []
        var marked: Set<String> = []
        for operation in picture.operations {
            switch operation {
            case .beginObject(let id, _): stack.append(id)
            case .endObject: _ = stack.popLast()
            case .rect(_, radius: _, fill: _, stroke: let stroke?, lineWidth: let width, dashed: false)
            where colors.contains(stroke) && width >= 1.5:
                if let id = stack.last { marked.insert(id) }
            default: break
            }
        }
        return marked
    }

    /// Every change of `changes` on an object the new version has shows as a mark on the object
    /// or on the nearest ancestor the picture draws; the ids that show none.
    static func unmarked(_ changes: [NibChange], old: NibDocument, new: NibDocument, picture: Picture) -> [String] {
        let marked = markedIDs(picture)
        var drawn: Set<String> = []
        for operation in picture.operations {
            if case .beginObject(let id, _) = operation { drawn.insert(id) }
        }
        let index = new.objectIndex()
        let connections = Dictionary(
            (new.connections + old.connections).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let controllers = Dictionary(
            new.scenes.compactMap { scene in scene.controller.map { (scene.id, $0) } }, uniquingKeysWith: { a, _ in a })
        var missing: [String] = []
        for change in changes where change.kind != .removed {
            guard let id = change.object.id else { continue }
            var target: String? =
                index[id] != nil ? id : connections[id].map(\.source) ?? controllers[id]
            while let candidate = target, !drawn.contains(candidate) {
                target = index[candidate].flatMap { new.objects[$0].parent }
            }
            guard let target, index[target] != nil || drawn.contains(target) else { continue }
            if !marked.contains(target) { missing.append(id) }
        }
        return missing
    }

    @Test func menuItemsAndInitialControllerAreMarked() throws {
        let path = RenderSupport.fixtures + "/MainMenu.storyboard"
        let newText = try String(contentsOfFile: path, encoding: .utf8)
        let oldText =
            newText
            .replacingOccurrences(of: "title=\"Export…\"", with: "title=\"Export\"")
            .replacingOccurrences(of: "initialViewController=\"second-dm\"", with: "initialViewController=\"first-dm\"")
        let changes = try NibDiff(
            old: .init(bytes: Array(oldText.utf8), file: "old.storyboard"),
            new: .init(bytes: Array(newText.utf8), file: "new.storyboard")
        ).changes
        #expect(changes.count == 2)
        let new = try XibCompiler().compile(contentsOf: path).document
        let old = try XibCompiler().compile(bytes: Array(oldText.utf8), path: "old.storyboard").document
        let picture = NibRenderer().diffPicture(old: old, new: new, changes: changes)
        let marked = Self.markedIDs(picture)
        // The menu item itself, not its menu or the whole board; and the new initial controller.
        #expect(marked.contains("export-dm"))
        #expect(!marked.contains("file-dm"))
        #expect(marked.contains("second-dm"))
        // The counts of the model comparison see no change of any object for the initial controller.
        #expect(NibRenderer().diffPicture(old: old, new: new).1.changed == ["export-dm"])
    }

    /// For every merge case of the corpus, `nib-render --diff BASE SIDE` prints what `codegen
    /// diff BASE SIDE` prints (the ``NibDiff`` lines), and its picture marks every change.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func diffListEqualsCodegenDiffOverMergeCases() throws {
        let root = RenderSupport.corpus + "/merges"
        let cases = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix("/base.xib") || $0.hasSuffix("/base.storyboard") }.sorted()
        #expect(cases.count > 100)
        var compared = 0
        var legacy = 0
        var unmarked: [String] = []
        let output = CommandLineTests.temporary("merge-diff.svg")
        defer { try? FileManager.default.removeItem(atPath: output) }
        for base in cases {
            let ext = String(base[base.index(after: base.lastIndex(of: ".")!)...])
            let folder = root + "/" + String(base[..<base.lastIndex(of: "/")!])
            for side in ["ours", "theirs"] {
                let old = root + "/" + base
                let new = folder + "/" + side + "." + ext
                let oldBytes = Array(try Data(contentsOf: URL(fileURLWithPath: old)))
                let newBytes = Array(try Data(contentsOf: URL(fileURLWithPath: new)))
                let changes: [NibChange]
                do {
                    changes = try NibDiff(
                        old: .init(bytes: oldBytes, file: old), new: .init(bytes: newBytes, file: new)
                    )
                    .changes
                } catch {
                    // Legacy archives: codegen diff refuses them; nib-render falls back to counts.
                    legacy += 1
                    continue
                }
                let run = try CommandLineTests.run(["--diff", old, new, "-o", output])
                #expect(run.status == 0, "\(new): \(run.stderr)")
                let expected = changes.map { NibDiffFormat.line($0) + "\n" }.joined()
                #expect(run.stdout == expected, "\(new): the list differs from codegen diff's")
                let oldDocument = try XibCompiler().compile(contentsOf: old).document
                let newDocument = try XibCompiler().compile(contentsOf: new).document
                let picture = NibRenderer().diffPicture(old: oldDocument, new: newDocument, changes: changes)
                unmarked += Self.unmarked(changes, old: oldDocument, new: newDocument, picture: picture).map {
                    "\(new): \($0)"
                }
                compared += 1
            }
        }
        print("merge diffs compared: \(compared), legacy archives left to the model comparison: \(legacy)")
        #expect(compared > 100)
        #expect(unmarked.isEmpty, "\(unmarked.count) changes not marked: \(unmarked.prefix(10))")
    }
}
