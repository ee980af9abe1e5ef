import ArgumentParser
import NibCommands
import NibManifest
import NibModel
import XibCompiler

/// `codegen inspect FILE`: a human summary, `--json` for the machine-readable one,
/// `--coverage` for what the converter kept only generically.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract:
            "Summarise a .xib, .storyboard, .nib.json, .nib or .storyboardc: scenes, objects, placeholders and connections."
    )

    @Argument(help: "A .xib or .storyboard document, a .nib.json manifest, a compiled .nib or a .storyboardc folder.")
    var input: String

    @Flag(name: .long, help: "Print the summary as JSON, as the manifest records the graph.")
    var json = false

    @Flag(name: .long, help: "List every element and attribute kept only generically (a .xib or .storyboard input).")
    var coverage = false

    func run() throws {
        if coverage {
            guard !InputLoader.isManifest(input) else {
                throw ValidationError("--coverage needs a .xib or .storyboard input")
            }
            let compilation: XibCompiler.Compilation
            do { compilation = try XibCompiler().compile(contentsOf: input) } catch {
                Diagnostics.emit(error)
                throw ExitCode.failure
            }
            printCoverage(compilation.coverage)
            return
        }
        // A manifest as read, or the graph the document compiles to: what its manifest records
        // (a manifest reads back to the graph it was written from), so it is neither written nor
        // parsed again, which on a large storyboard cost many times the graph.
        let document: NibDocument
        do { document = try InputLoader.document(at: input, readingCompiledNibs: true) } catch {
            Diagnostics.emit(error)
            throw ExitCode.failure
        }
        if json {
            print(NibSummary(document).json(), terminator: "")
        } else {
            printHuman(document)
        }
    }

    func printCoverage(_ coverage: Coverage) {
        if coverage.isEmpty {
            print("\(input): everything understood")
            return
        }
        print("\(input): kept generically:")
        for entry in coverage.entries {
            print(
                "  \(entry.kind.rawValue) \(VisibleText.escaped(entry.name)) ×\(entry.count) first at \(input):\(entry.firstPosition)"
            )
        }
    }

    /// A storyboard's scenes: id, controller (class and storyboard identifier), initial mark.
    func printScenes(_ document: NibDocument, lookups: NibDocumentIndex) {
        guard document.isStoryboard else { return }
        print("scenes: \(document.scenes.count)")
        for scene in document.scenes {
            var line = "  \(VisibleText.escaped(scene.id))"
            if let id = scene.controller, let controller = lookups.object(id) {
                line +=
                    " \(VisibleText.escaped(id)) \(controller.element) : \(VisibleText.escaped(controller.effectiveClassName))"
                if case .string(let identifier)? = controller.properties["storyboardIdentifier"] {
                    line += " identifier \"\(VisibleText.escaped(identifier))\""
                }
                if id == document.initialController { line += " (initial)" }
            }
            line += ", objects: \(scene.objects.count), placeholders: \(scene.placeholders.count)"
            print(line)
        }
    }

    func printHuman(_ document: NibDocument) {
        let info = document.info
        // A compiled nib or storyboard keeps no tools version: the line then says nothing of one.
        let tools = info.toolsVersion.map { ", tools \($0)" } ?? ""
        print("\(VisibleText.escaped(document.sourceFile)): \(info.platform.rawValue) (\(info.targetRuntime))\(tools)")
        print(
            "objects: \(document.objects.count), top-level: \(document.topLevelObjects.count), connections: \(document.connections.count), resources: \(document.resources.count)"
        )
        let lookups = NibDocumentIndex(document)
        printScenes(document, lookups: lookups)
        print("placeholders:")
        for placeholder in document.placeholders {
            let label = placeholder.identifier.map { " \(VisibleText.escaped($0))" } ?? ""
            print(
                "  \(VisibleText.escaped(placeholder.id)) \(placeholder.role.rawValue)\(label) : "
                    + VisibleText.escaped(placeholder.effectiveClassName))
        }
        print("top-level objects:")
        for id in document.topLevelObjects {
            guard let object = lookups.object(id) else { continue }
            let label = object.userLabel.map { " \"\(VisibleText.escaped($0))\"" } ?? ""
            print(
                "  \(VisibleText.escaped(id)) \(object.element) : \(VisibleText.escaped(object.effectiveClassName))\(label)"
            )
        }
        let kinds = Dictionary(grouping: document.connections, by: \.kind)
        print("connections:")
        for kind in NibConnection.Kind.allCases {
            guard let list = kinds[kind] else { continue }
            print("  \(kind.rawValue): \(list.count)")
            for connection in list {
                print(
                    "    \(VisibleText.escaped(connection.source)) → \(VisibleText.escaped(connection.destination)) "
                        + VisibleText.escaped(connection.name))
            }
        }
    }
}
