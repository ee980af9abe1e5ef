import NibArchive
import NibTestSupport
import Testing

/// Compiled storyboards whose files, each well formed, do not fit together: each is a
/// `CompiledStoryboardError` naming `Info.plist` or the nib and object at fault, never a crash.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct HostileCompiledStoryboardTests {
    static let folder = NibArchiveSamples.pairs + "/uikit/SwiftGen__SwiftGen/5/compiled.storyboardc"

    /// The storyboard error `storyboard` reads to; nil (recorded) when it reads or fails otherwise.
    func storyboardError(_ storyboard: CompiledStoryboard) -> CompiledStoryboardError? {
        do {
            _ = try CompiledStoryboardDocument.document(from: storyboard, folder: "Main.storyboardc")
            Issue.record("read")
        } catch {
            if case .storyboard(let found) = error { return found }
            Issue.record("\(error.diagnostic)")
        }
        return nil
    }

    @Test func anEntryPointNoControllerHas() throws {
        var storyboard = try CompiledStoryboard.read(contentsOf: Self.folder)
        storyboard.entryPointIdentifier = "Nowhere"
        #expect(
            storyboardError(storyboard)
                == CompiledStoryboardError(
                    .unknownIdentifier(key: CompiledStoryboard.entryPointKey, identifier: "Nowhere"),
                    file: "Main.storyboardc/Info.plist"))
    }

    @Test func aMissingControllerNib() throws {
        var storyboard = try CompiledStoryboard.read(contentsOf: Self.folder)
        storyboard.nibs.removeAll { $0.name == "Validate_Password" }
        #expect(
            storyboardError(storyboard)
                == CompiledStoryboardError(.missingNib("Validate_Password"), file: "Main.storyboardc/Info.plist"))
    }

    /// A view nib named as a controller's: it has no `sceneViewController` outlet.
    @Test func aControllerNibWithoutItsController() throws {
        var storyboard = try CompiledStoryboard.read(contentsOf: Self.folder)
        let view = try #require(storyboard.nibs.first { $0.name == "txY-Mc-CKa-view-wQH-MG-v6Y" })
        let offset = try #require(storyboard.nibs.firstIndex { $0.name == "CreateAccount" })
        storyboard.nibs[offset].graph = view.graph
        #expect(
            storyboardError(storyboard)
                == CompiledStoryboardError(.noSceneController, file: "Main.storyboardc/CreateAccount.nib", object: 0))
    }

    /// Two identifiers whose nibs give their controllers the same id.
    @Test func twoNibsOfOneController() throws {
        var storyboard = try CompiledStoryboard.read(contentsOf: Self.folder)
        let copy = try #require(storyboard.nibs.first { $0.name == "Preferences" })
        storyboard.nibs.append(.init(name: "Copy", graph: copy.graph))
        storyboard.identifiersToNibNames.append((identifier: "Copy", nibName: "Copy"))
        let found = try #require(storyboardError(storyboard))
        #expect(found.reason == .duplicateController(id: "rJ7-m2-Mn7"))
        #expect(found.file == "Main.storyboardc/Copy.nib")
    }

    /// Every corpus nib as the only scene of a storyboard (its controller's nib and its own view's,
    /// as the fuzz target reads archives): a storyboard whose objects' parents are its objects,
    /// or an error, never a crash.
    @Test func everyCorpusNibAsAScene() throws {
        #expect(NibArchiveSamples.corpusNibs.count > 200)
        var read = 0
        for path in NibArchiveSamples.corpusNibs {
            let graph = NibArchiveGraph(try NibArchiveFile.read(contentsOf: path))
            let storyboard = CompiledStoryboard(
                nibs: [.init(name: "N", graph: graph), .init(name: "N-view-V", graph: graph)],
                entryPointIdentifier: "N", identifiersToNibNames: [("N", "N")])
            guard let document = try? CompiledStoryboardDocument.document(from: storyboard, folder: "F.storyboardc")
            else { continue }
            read += 1
            let ids = Set(document.objects.map(\.id))
            for object in document.objects {
                if let parent = object.parent { #expect(ids.contains(parent), "\(path): \(object.id)") }
            }
        }
        // The storyboards' controller nibs read as scenes (their views' nibs are not named `N-view-V`).
        #expect(read > 0)
    }

    /// `Info.plist` values of the wrong shape, and nib names that are paths.
    @Test func infoPlistProblems() {
        func error(_ info: PropertyListValue) -> CompiledStoryboardError.Reason? {
            do {
                _ = try CompiledStoryboard(info: info, nibs: [], file: "Info.plist")
                return nil
            } catch { return error.reason }
        }
        let key = CompiledStoryboard.identifiersToNibNamesKey
        #expect(error(.array([])) == .infoNotADictionary)
        #expect(error(.dictionary([])) == .missingInfoKey(key))
        #expect(error(.dictionary([.init(key, .string("x"))])) == .wrongInfoValue(key: key, expected: "a dictionary"))
        #expect(
            error(.dictionary([.init(key, .dictionary([.init("a", .integer(1))]))]))
                == .wrongInfoValue(key: key + ".a", expected: "a string"))
        for name in ["../../secret", "/etc/passwd", "a/b", "..", ".", "", "a\\b", "Pref\u{1B}[31mRED\nerences", "a\0b"]
        {
            #expect(error(.dictionary([.init(key, .dictionary([.init("a", .string(name))]))])) == .invalidNibName(name))
        }
        // A name from the folder is shown escaped: no control character reaches the terminal.
        let shown = CompiledStoryboardError(.invalidNibName("Pref\u{1B}[31m\n"), file: "Info.plist").message
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 }, "\(shown)")
        #expect(shown.contains(#""Pref\u{1B}[31m\n""#), "\(shown)")
        let table = PropertyListValue.Entry(key, .dictionary([]))
        #expect(
            error(.dictionary([table, .init(CompiledStoryboard.entryPointKey, .integer(1))]))
                == .wrongInfoValue(key: CompiledStoryboard.entryPointKey, expected: "a string"))
        #expect(
            error(.dictionary([table, .init(CompiledStoryboard.versionKey, .string("1"))]))
                == .wrongInfoValue(key: CompiledStoryboard.versionKey, expected: "an integer"))
        #expect(error(.dictionary([table])) == nil)
    }
}
