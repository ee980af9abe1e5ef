import Foundation
import NibModel
import NibTestSupport
import Testing
import XibCompiler

@testable import NibArchive

/// Compiled nibs read into the model (``CompiledNibDocument``): every corpus pair's Apple nib
/// against the model its source document converts to.
struct CompiledNibDocumentTests {
    /// The class an object is as an app sees it: its custom class, else its class.
    static func effectiveClass(_ object: NibObject) -> String { object.customClass ?? object.className }

    /// A connection as the comparison counts it: kind, name, and the classes it joins.
    static func connectionKeys(_ document: NibDocument) -> [String] {
        var classes: [String: String] = [:]
        for object in document.objects { classes[object.id] = effectiveClass(object) }
        for placeholder in document.placeholders { classes[placeholder.id] = "<\(placeholder.role.rawValue)>" }
        return document.connections.filter { $0.kind != .segue }.map {
            "\($0.kind.rawValue) \($0.name) \(classes[$0.source] ?? "?") → \(classes[$0.destination] ?? "?")"
        }
    }

    /// `a` minus `b` as multisets, sorted.
    static func difference(_ a: [String], _ b: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for item in b { counts[item, default: 0] += 1 }
        var rest: [String] = []
        for item in a {
            if let count = counts[item], count > 0 { counts[item] = count - 1 } else { rest.append(item) }
        }
        return rest.sorted()
    }

    /// How a pair's nib model differs from its document's: `+X` only in the nib, `-X` only in the document.
    static func differences(nib: String, document: String) throws -> [String] {
        let fromNib = try CompiledNibDocument.document(contentsOf: nib)
        let fromDocument = try XibCompiler().compile(contentsOf: document).document
        let nibClasses = fromNib.objects.map(effectiveClass)
        let documentClasses = fromDocument.objects.map(effectiveClass)
        let nibConnections = connectionKeys(fromNib)
        let documentConnections = connectionKeys(fromDocument)
        return difference(nibClasses, documentClasses).map { "+class \($0)" }
            + difference(documentClasses, nibClasses).map { "-class \($0)" }
            + difference(nibConnections, documentConnections).map { "+\($0)" }
            + difference(documentConnections, nibConnections).map { "-\($0)" }
    }

    /// Apple's compiler archives a table column's header cell inside the column without listing
    /// it in `NSObjectsKeys`; the document converts it as an object of its own.
    static let headerCell = "-class NSTableHeaderCell"
    /// Nor does it list layout guides (`NSLayoutGuide`) in `NSObjectsKeys`.
    static let layoutGuide = "-class NSLayoutGuide"

    /// Every difference between a pair's nib model and its document's model, by pair (the path
    /// below `nib-pairs/`); the pairs not named agree exactly.
    static let expectedDifferences: [String: [String]] = [
        "layout_guide.nib": [layoutGuide, layoutGuide],
        "outline_2col_default.nib": Array(repeating: headerCell, count: 2),
        "outline_2col_firstcolonly_noreorder.nib": Array(repeating: headerCell, count: 2),
        "outline_cellview.nib": Array(repeating: headerCell, count: 3),
        "reusable_views_order.nib": Array(repeating: headerCell, count: 3),
        "scrollview_table.nib": Array(repeating: headerCell, count: 2),
        "sv16b.nib": [headerCell],
        "sv_hs_visible.nib": [headerCell],
        "sv_nohs_small_vs.nib": [headerCell],
        "table_5col_reverseseq.nib": Array(repeating: headerCell, count: 5),
        "test24_tables_elastic.nib": Array(repeating: headerCell, count: 6),
        "test_6col.nib": Array(repeating: headerCell, count: 6),
        "test_date_formatter.nib": [headerCell],
        "test_outline_small_sv.nib": Array(repeating: headerCell, count: 3),
        "test_single_col_noresize.nib": [headerCell],
        "test_table_header.nib": Array(repeating: headerCell, count: 2),
        "test_table_header_first_col.nib": Array(repeating: headerCell, count: 3),
        "test_table_mult_sel_no.nib": Array(repeating: headerCell, count: 2),
        "test_table_uniform_header.nib": [headerCell],
        "transmission_MainMenu.nib": [layoutGuide, layoutGuide, headerCell],
        // The standard space items are archived as their own classes; the document writes them
        // as `toolbarItem`s (NSToolbarItem) with the standard identifiers.
        "toolbar_default_refs.nib": [
            "+class NSToolbarFlexibleSpaceItem", "+class NSToolbarSpaceItem", "-class NSToolbarItem",
            "-class NSToolbarItem",
        ],
        // UIKit archives a rounded-rect button (`buttonType="roundedRect"`) as its private
        // subclass UIRoundedRectButton.
        "uikit/merenkoff__motion_app/1/compiled.nib": ["+class UIRoundedRectButton", "-class UIButton"],
    ]

    /// The source document of a corpus nib: `NAME.xib` beside an AppKit pair's `NAME.nib`, the
    /// `source.xib` in a UIKit case's folder.
    static func source(of nib: String) -> String {
        NibArchiveSamples.isUIKit(nib)
            ? String(nib.dropLast("compiled.nib".count)) + "source.xib" : String(nib.dropLast(4)) + ".xib"
    }

    /// Apple's nib of every pair: the AppKit pairs' `NAME.nib` and the UIKit xib cases'
    /// `compiled.nib` (the nibs inside compiled storyboards excluded).
    static let pairNibs = NibArchiveSamples.corpusNibs.filter {
        NibArchiveSamples.isUIKit($0) ? $0.hasSuffix("/compiled.nib") : !$0.contains(".storyboardc/")
    }

    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func everyPairsNibAgreesWithItsDocument() throws {
        #expect(Self.pairNibs.count == 108)
        var found: [String: [String]] = [:]
        for nib in Self.pairNibs {
            let differences = try Self.differences(nib: nib, document: Self.source(of: nib))
            if !differences.isEmpty { found[String(nib.dropFirst(NibArchiveSamples.pairs.count + 1))] = differences }
        }
        #expect(found == Self.expectedDifferences.mapValues { $0.sorted() })
    }

    /// A Swift class's runtime name in a nib is read as its module and class
    /// (`test8_menu.nib`: `_TtC6uitest11AppDelegate`).
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func swiftClassNamesReadAsModuleAndClass() throws {
        let document = try CompiledNibDocument.document(contentsOf: NibArchiveSamples.pairs + "/test8_menu.nib")
        let delegate = try #require(document.objects.first { $0.customClass == "AppDelegate" })
        #expect(delegate.customModule == "uitest")
    }

    /// A corpus nib cut short is refused with the reader's positioned error, naming the file.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func aTruncatedNibIsAnError() throws {
        let bytes = try NibArchiveSamples.bytes(NibArchiveSamples.pairs + "/blocklist.nib")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("truncated-\(UUID()).nib").path
        try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try CompiledNibDocument.document(contentsOf: path)
            Issue.record("a truncated nib was read")
        } catch {
            guard case .archive(.archive(let archiveError)) = error else {
                Issue.record("not the reader's error: \(error)")
                return
            }
            #expect(archiveError.file == path)
            #expect(error.diagnostic.position != nil && error.diagnostic.position != .start)
        }
    }

    /// An archive whose root is neither layout gives a positioned error naming the root.
    @Test func unknownRoot() throws {
        let sample = try NibArchiveReader.read(NibArchiveSamples.built.bytes)
        #expect(throws: CompiledNibDocumentError(.unknownRoot, object: 0, file: "x.nib")) {
            try CompiledNibDocument.document(from: sample, sourceFile: "x.nib")
        }
        let error = CompiledNibDocumentError(.unknownRoot, object: 0, file: "x.nib")
        #expect(error.diagnostic.description.hasPrefix("x.nib:1:1: error: cannot read the compiled nib"))
    }

    /// A corpus nib edited so that an object's parent is the object itself: a positioned error
    /// naming it, not a hang.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func aParentCycleIsAnError() throws {
        let archive = try NibArchiveReader.read(NibArchiveSamples.bytes(NibArchiveSamples.pairs + "/blocklist.nib"))
        var graph = NibArchiveGraph(archive)
        guard case .object(let data) = graph.objects[0].values.first(where: { $0.key == "IB.objectdata" })?.kind,
            case .object(let keys) = graph.objects[data].values.first(where: { $0.key == "NSObjectsKeys" })?.kind,
            case .object(let parents) = graph.objects[data].values.first(where: { $0.key == "NSObjectsValues" })?.kind
        else {
            Issue.record("blocklist.nib has no object tables")
            return
        }
        let listed = graph.objects[keys].values.filter { $0.key == "UINibEncoderEmptyKey" }
        let parentSlots = graph.objects[parents].values.indices.filter {
            graph.objects[parents].values[$0].key == "UINibEncoderEmptyKey"
        }
        let window = try #require(
            listed.firstIndex {
                if case .object(let index) = $0.kind {
                    graph.objects[index].className == "NSWindowTemplate"
                } else {
                    false
                }
            })
        guard case .object(let windowIndex) = listed[window].kind else { return }
        graph.objects[parents].values[parentSlots[window]].kind = .object(windowIndex)
        let edited = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        #expect(throws: CompiledNibDocumentError(.parentCycle, object: windowIndex, file: "cycle.nib")) {
            try CompiledNibDocument.document(from: edited, sourceFile: "cycle.nib")
        }
    }

    /// Parents come before children in time that grows with the objects, not with objects times
    /// depth: 50,000 objects each the parent of the next (listed last first) took minutes, as a
    /// fresh walk of every chain to its root. A cycle is named at the first object listed whose
    /// chain reaches it, even when that object is not in the cycle.
    @Test func parentsComeFirstAlongADeepChain() throws {
        try expectFinishes(within: .seconds(60)) { () throws in
            let reader = CompiledNibReader(
                archive: NibArchiveFile(
                    formatVersion: 1, coderVersion: 10, tables: [], objects: [], values: [], keys: [], classes: []))
            let count = 50_000
            let parents = Dictionary(uniqueKeysWithValues: (1..<count).map { ($0, $0 - 1) })
            #expect(try reader.parentsFirst(Array((0..<count).reversed()), parents: parents) == Array(0..<count))
            #expect(throws: CompiledNibDocumentError(.parentCycle, object: 0)) {
                try reader.parentsFirst([4, 0, 1, 2, 3], parents: [0: 1, 1: 2, 2: 3, 3: 2])
            }
            #expect(throws: CompiledNibDocumentError(.parentCycle, object: 5)) {
                try reader.parentsFirst([4, 5], parents: [5: 5])
            }
        }
    }

    /// A UIKit view whose `UISubviews` is nil (a corpus nib edited so) has no children rather
    /// than being refused: its former subviews lose that parent, the rest is read as before.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func aNilSubviewsListIsNoChildren() throws {
        let path = NibArchiveSamples.pairs + "/uikit/PerfectFreeze__PFWebViewController/1/compiled.nib"
        let archive = try NibArchiveReader.read(NibArchiveSamples.bytes(path))
        let before = try CompiledNibDocument.document(from: archive, sourceFile: "x.nib")
        var graph = NibArchiveGraph(archive)
        let stack = try #require(graph.objects.firstIndex { $0.className == "UIStackView" })
        let slot = try #require(graph.objects[stack].values.firstIndex { $0.key == "UISubviews" })
        graph.objects[stack].values[slot].kind = .null
        let edited = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        let after = try CompiledNibDocument.document(from: edited, sourceFile: "x.nib")
        // The writer lays objects out anew: find the stack view in each archive by its class.
        let editedStack = try #require(edited.objects.firstIndex { $0.className == "UIStackView" })
        #expect(before.objects.contains { $0.parent == CompiledNibDocument.id(ofObject: stack) })
        #expect(!after.objects.contains { $0.parent == CompiledNibDocument.id(ofObject: editedStack) })
        #expect(after.objects.count == before.objects.count)
        #expect(after.connections.map(\.name).sorted() == before.connections.map(\.name).sorted())
    }
}
