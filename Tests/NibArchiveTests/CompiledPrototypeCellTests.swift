import Foundation
import NibModel
import NibTestSupport
import Testing
import XibCompiler

@testable import NibArchive

/// Table views' prototype cells read from the nibs UIKit keeps inside the table
/// (`UITableViewCellPrototypeNibs`): in the model, each cell is one of the table's `prototypes`,
/// with its content view and reuse identifier; a prototype nib that does not read is an error at
/// the table.
struct CompiledPrototypeCellTests {
    /// The storyboard of a table view controller (`c0`) whose table `t0` holds the prototype cell
    /// `PrefCell`, compiled by the encoder.
    static func compiled() throws -> CompiledStoryboard {
        let storyboard = UIKitStoryboardText.tableStoryboard()
        let document = try XibCompiler().compile(bytes: Array(storyboard.utf8), path: "Main.storyboard").document
        return try UIKitNibEncoder(document: document, file: "Main.storyboard").encodeStoryboard()
    }

    /// The offset of the scene view's nib, the table's index in its graph (to edit it) and in the
    /// archive written from it (where the reader's errors point).
    static func table(in storyboard: CompiledStoryboard) throws -> (nib: Int, table: Int, archived: Int) {
        let nib = try #require(storyboard.nibs.firstIndex { $0.name == "c0-view-t0" })
        let graph = storyboard.nibs[nib].graph
        let table = try #require(graph.objects.firstIndex { $0.className == "UITableView" })
        let archive = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        let archived = try #require(archive.objects.firstIndex { $0.className == "UITableView" })
        return (nib, table, archived)
    }

    /// The model of `storyboard`.
    static func model(_ storyboard: CompiledStoryboard) throws(CompiledStoryboardLoadError) -> NibDocument {
        try CompiledStoryboardDocument.document(from: storyboard, folder: "Main.storyboardc")
    }

    @Test func theCellIsOneOfTheTablesPrototypes() throws {
        let document = try Self.model(Self.compiled())
        let table = try #require(document.objects.first { $0.id == "t0" })
        guard case .objects(let cells)? = table.properties["prototypes"] else {
            Issue.record("no prototypes: \(table.properties)")
            return
        }
        #expect(cells.count == 1)
        let cell = try #require(document.objects.first { $0.id == cells.first })
        #expect(cell.className == "UITableViewCell")
        #expect(cell.parent == "t0")
        #expect(cell.key == "prototypes")
        #expect(cell.properties["reuseIdentifier"] == .string("PrefCell"))
        #expect(cell.properties["frame"] == .rect(NibRect(x: 0, y: 0, width: 375, height: 44)))
        let content = try #require(document.objects.first { $0.className == "UITableViewCellContentView" })
        #expect(content.parent == cell.id)
        #expect(content.key == "contentView")
        #expect(cell.properties["contentView"] == .object(content.id))
        // The cell's nib's File's Owner is nobody: no placeholder and no connection of it is kept.
        #expect(document.placeholders.allSatisfy { $0.role != .owner })
        #expect(!document.topLevelObjects.contains(cell.id))
        // Ids carry the view nib, the table and the prototype's position.
        #expect(cell.id.hasPrefix("c0-view-t0#") && cell.id.contains("/0#"), "\(cell.id)")
        // Read twice, the same model.
        #expect(try Self.model(Self.compiled()) == document)
    }

    /// Each Apple-compiled storyboard of the corpus has the prototype cells its source has: under
    /// the same table class, with the same reuse identifiers, cell and content view classes.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func everyCorpusPrototypeCellIsRead() throws {
        func cells(_ document: NibDocument) -> [String] {
            let byID = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            return document.objects.filter { $0.key == "prototypes" }.map { cell in
                var reuse = ""
                if case .string(let text)? = cell.properties["reuseIdentifier"] { reuse = text }
                var content = "none"
                if case .object(let id)? = cell.properties["contentView"], let view = byID[id] {
                    content = view.className + (view.parent == cell.id ? "" : " elsewhere")
                }
                return "\(byID[cell.parent ?? ""]?.className ?? "?") \(reuse) \(cell.className) \(content)"
            }.sorted()
        }
        var total = 0
        for compiled in CompiledStoryboardDocumentTests.corpusStoryboards {
            let source = String(compiled.dropLast("compiled.storyboardc".count)) + "source.storyboard"
            let fromCompiled = cells(try CompiledStoryboardDocument.document(contentsOf: compiled))
            #expect(fromCompiled == cells(try XibCompiler().compile(contentsOf: source).document), "\(compiled)")
            total += fromCompiled.count
        }
        #expect(total == 9)
    }

    /// `storyboard` with the value `key` of the table replaced by `kind`.
    static func editingTable(_ key: String, _ kind: NibArchiveValue.Kind) throws -> CompiledStoryboard {
        var storyboard = try compiled()
        let (nib, table, _) = try Self.table(in: storyboard)
        let slot = try #require(storyboard.nibs[nib].graph.objects[table].values.firstIndex { $0.key == key })
        storyboard.nibs[nib].graph.objects[table].values[slot].kind = kind
        return storyboard
    }

    /// The model error `storyboard` reads to; nil (recorded) when it reads or fails otherwise.
    static func modelError(_ storyboard: CompiledStoryboard) -> CompiledNibDocumentError? {
        do throws(CompiledStoryboardLoadError) {
            _ = try model(storyboard)
            Issue.record("read")
        } catch {
            if case .model(let found) = error { return found }
            Issue.record("\(error.diagnostic)")
        }
        return nil
    }

    @Test func prototypeTablesOfAnotherShapeAreErrorsAtTheTable() throws {
        let storyboard = try Self.compiled()
        let (nib, _, table) = try Self.table(in: storyboard)
        let graph = storyboard.nibs[nib].graph
        let string = try #require(graph.objects.firstIndex { $0.className == "NSString" })
        let shapes: [(String, NibArchiveValue.Kind)] = [
            (CompiledNibReader.prototypeNibsKey, .int8(1)),
            (CompiledNibReader.prototypeNibsKey, .object(string)),
            (CompiledNibReader.prototypeExternalObjectsKey, .object(string)),
            (CompiledNibReader.prototypeExternalObjectsKey, .double(2)),
        ]
        for (key, kind) in shapes {
            let error = Self.modelError(try Self.editingTable(key, kind))
            guard case .malformedValue(let named, _)? = error?.reason else {
                Issue.record("\(key) = \(kind): \(String(describing: error))")
                continue
            }
            #expect(named == key)
            #expect(error?.object == table)
            #expect(error?.file == "Main.storyboardc/c0-view-t0.nib")
        }
    }

    /// An external-object table may name only objects the enclosing nib lists.
    @Test func anExternalObjectTheNibDoesNotListIsAnError() throws {
        var storyboard = try Self.compiled()
        let (nib, table, archivedTable) = try Self.table(in: storyboard)
        var graph = storyboard.nibs[nib].graph
        guard
            case .object(let outer)? = graph.objects[table].values.first(where: {
                $0.key == CompiledNibReader.prototypeExternalObjectsKey
            })?.kind,
            case .object(let inner)? = graph.objects[outer].values.last?.kind
        else {
            Issue.record("no external-object table")
            return
        }
        let name = try #require(graph.objects.firstIndex { $0.className == "NSString" })
        let unlisted = try #require(graph.objects.firstIndex { $0.className == "NSData" })
        graph.append("UINibEncoderEmptyKey", .object(name), to: inner)
        graph.append("UINibEncoderEmptyKey", .object(unlisted), to: inner)
        storyboard.nibs[nib].graph = graph
        let error = Self.modelError(storyboard)
        guard case .unlistedEndpoint(let key, _)? = error?.reason else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(key == CompiledNibReader.prototypeExternalObjectsKey)
        #expect(error?.object == archivedTable)
    }

    /// The prototype nib's bytes: cut anywhere, or changed in any byte of its header, they are an
    /// error at the table naming the prototype, or a model (never a crash).
    @Test func aCutOrChangedPrototypeNibIsAnErrorAtTheTable() throws {
        let storyboard = try Self.compiled()
        let (nib, _, table) = try Self.table(in: storyboard)
        let graph = storyboard.nibs[nib].graph
        let data = try #require(graph.objects.firstIndex { $0.className == "NSData" })
        guard case .data(let bytes)? = graph.objects[data].values.first(where: { $0.key == "NS.bytes" })?.kind else {
            Issue.record("no NS.bytes")
            return
        }
        var cuts = 0
        for length in stride(from: 0, to: bytes.count, by: 7) {
            var edited = storyboard
            edited.nibs[nib].graph.objects[data].values[0] = .init(
                key: "NS.bytes", kind: .data(Array(bytes[..<length])))
            guard let error = Self.modelError(edited) else { continue }
            #expect(error.object == table)
            #expect(error.message.contains("\"PrefCell\""), "\(error.message)")
            cuts += 1
        }
        #expect(cuts == (bytes.count + 6) / 7)
        for offset in 0..<min(bytes.count, 64) {
            var edited = storyboard
            var changed = bytes
            changed[offset] ^= 0xFF
            edited.nibs[nib].graph.objects[data].values[0] = .init(key: "NS.bytes", kind: .data(changed))
            do throws(CompiledStoryboardLoadError) { _ = try Self.model(edited) } catch {
                guard case .model(let found) = error else {
                    Issue.record("\(error.diagnostic)")
                    continue
                }
                #expect(found.object == table, "byte \(offset): \(found.message)")
            }
        }
    }

    /// Prototype nibs inside prototype nibs: read up to the nesting limit, an error past it; and
    /// a byte budget that nibs used by many tables cannot exceed.
    @Test func nestingAndSharingAreBounded() throws {
        let storyboard = try Self.compiled()
        let (nib, _, table) = try Self.table(in: storyboard)
        let viewGraph = storyboard.nibs[nib].graph
        let data = try #require(viewGraph.objects.firstIndex { $0.className == "NSData" })
        // Level k: the view nib whose table's prototype is level k − 1 (level 0: the cell's nib).
        func nested(_ depth: Int) -> [UInt8] {
            guard case .data(var bytes) = viewGraph.objects[data].values[0].kind else { return [] }
            for _ in 0..<depth {
                var graph = viewGraph
                graph.objects[data].values[0] = .init(key: "NS.bytes", kind: .data(bytes))
                bytes = NibArchiveWriter.bytes(of: graph)
            }
            return bytes
        }
        let limit = NibArchiveComparison.maximumNesting
        for (depth, reads) in [(limit - 1, true), (limit, false)] {
            var edited = storyboard
            edited.nibs[nib].graph.objects[data].values[0] = .init(key: "NS.bytes", kind: .data(nested(depth)))
            if reads {
                let document = try Self.model(edited)
                #expect(document.objects.filter { $0.className == "UITableViewCell" }.count == 1)
                #expect(document.objects.filter { $0.className == "UITableView" }.count == limit)
            } else {
                let error = Self.modelError(edited)
                #expect(error?.object == table)
                #expect(error?.message.contains("more than \(limit) nibs deep") == true, "\(String(describing: error))")
            }
        }
        // The same nested nibs against a budget smaller than their bytes.
        let archive = try NibArchiveReader.read(NibArchiveWriter.bytes(of: viewGraph))
        var budget = 100
        #expect(throws: CompiledNibDocumentError.self) {
            _ = try CompiledNibReader(archive: archive).uiKitDocument(sourceFile: "V.nib", nesting: 0, budget: &budget)
        }
        budget = Int.max
        let whole = try CompiledNibReader(archive: archive).uiKitDocument(
            sourceFile: "V.nib", nesting: 0, budget: &budget)
        #expect(whole.objects.contains { $0.key == "prototypes" })
    }
}
