import ArgumentParser
import Foundation
import NibArchive
import NibManifest
import NibMerge
import NibModel
import NibRender
import XibCompiler

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nib-render`: draws Interface Builder documents the way the canvas shows them.
@main
struct NibRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nib-render",
        abstract: "Render a .xib, .storyboard, compiled .nib or .storyboardc, or manifest to PNG, SVG or PDF.",
        discussion: """
            The output format follows the extension of -o. Named images are looked up in the \
            document's folder and in every --resources folder (loose PNGs and asset catalogs).
            With --diff OLD NEW the new version is drawn with added (green), changed (orange) and \
            removed (red) objects outlined.
            """,
        version: SwiftNibVersion.current
    )

    @Argument(
        help:
            "The document to render (.xib, .storyboard, compiled .nib or .storyboardc, .nib.json); with --diff, the old and the new version."
    )
    var inputs: [String]

    @Option(name: [.short, .long], help: "The picture to write: OUT.png, OUT.svg or OUT.pdf.")
    var output: String

    @Option(help: "Pixels per point for PNG output (1, 2 or 3).")
    var scale: Int = 1

    @Option(name: .customLong("resources"), help: "A folder to search for named images (repeatable).")
    var resources: [String] = []

    @Flag(help: "Draw the second document with the changes from the first one outlined.")
    var diff = false

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        guard inputs.count == (diff ? 2 : 1) else {
            throw ValidationError(diff ? "--diff takes two documents: OLD NEW" : "give exactly one document")
        }
    }

    func run() throws {
        guard let format = NibRenderer.Format(path: output) else { fail(RenderError.unknownFormat(output)) }
        let folders = inputs.map(PathComponents.folder(of:))
        let renderer = NibRenderer(
            options: .init(imageSearchPaths: Array(Set(folders + resources)).sorted(), scale: Double(scale)))
        let bytes: [UInt8]
        switch picture(renderer, format: format) {
        case .success(let result): bytes = result
        case .failure(let error): fail(error)
        }
        do {
            let outputs = OutputStage()
            try outputs.stage(bytes, to: output, onlyIfChanged: false)
            try outputs.commit()
        } catch {
            fail(RenderError.write(path: output, reason: error.reason))
        }
        warnAboutMissingFaces()
    }

    /// The picture is drawn either way; its text widths differ from Interface Builder's more
    /// when the metric-compatible faces are missing, so say which ones and where they come from.
    private func warnAboutMissingFaces() {
        let missing = FontAvailability.missingPinnedFaces()
        guard !missing.isEmpty else { return }
        let message =
            "nib-render: warning: fonts not found, text drawn with wider fallbacks: "
            + missing.joined(separator: ", ")
            + " (Debian: fonts-liberation2, fonts-crosextra-carlito, fonts-dejavu-core)\n"
        var bytes = Array(message.utf8)
        _ = write(2, &bytes, bytes.count)
    }

    /// The encoded picture of the document, or of the diff between two.
    private func picture(_ renderer: NibRenderer, format: NibRenderer.Format) -> Result<[UInt8], RenderError> {
        do throws(RenderError) {
            if diff {
                let old = try Self.load(inputs[0])
                let new = try Self.load(inputs[1])
                guard let changes = try Self.semanticChanges(old: inputs[0], new: inputs[1]) else {
                    // Manifests and legacy archives: compared object by object in the model.
                    let (picture, changes) = renderer.diffPicture(old: old, new: new)
                    let bytes = try renderer.encode(picture, format: format)
                    print(
                        "\(changes.added.count) added, \(changes.removed.count) removed, \(changes.changed.count) changed"
                    )
                    return .success(bytes)
                }
                let bytes = try renderer.encode(
                    renderer.diffPicture(old: old, new: new, changes: changes), format: format)
                for change in changes { print(NibDiffFormat.line(change)) }
                return .success(bytes)
            }
            let (document, unresolved) = try Self.loadWithReferences(inputs[0])
            var options = renderer.options
            options.unresolvedReferences = unresolved
            return .success(try NibRenderer(options: options).render(document, format: format))
        } catch {
            return .failure(error)
        }
    }

    /// What `codegen diff OLD NEW` lists for two documents, or nil when one of them is a manifest,
    /// a compiled nib or storyboard, or a legacy archive (which the semantic diff, reading the
    /// documents' XML, does not compare).
    static func semanticChanges(old: String, new: String) throws(RenderError) -> [NibChange]? {
        guard !old.hasSuffix(".json"), !new.hasSuffix(".json") else { return nil }
        var isFolder: ObjCBool = false
        for path in [old, new] where FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { return nil }
        }
        func read(_ path: String) throws(RenderError) -> NibMerger.Input {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .input(Diagnostic(file: path, message: "cannot read the document"))
            }
            return NibMerger.Input(bytes: [UInt8](data), file: path)
        }
        let inputs = (try read(old), try read(new))
        let magic = NibArchiveReader.magic
        if inputs.0.bytes.starts(with: magic) || inputs.1.bytes.starts(with: magic) { return nil }
        do throws(MergeError) {
            return try NibDiff(old: inputs.0, new: inputs.1).changes
        } catch {
            if case .legacyArchive = error { return nil }
            throw .input(error.diagnostic)
        }
    }

    /// Reads a manifest, or converts a document with the same converter as `codegen`.
    static func load(_ path: String) throws(RenderError) -> NibDocument {
        if path.hasSuffix(".json") {
            do { return try ManifestReader.read(contentsOf: path) } catch {
                throw .input(error.diagnostic.located(in: path))
            }
        }
        return try loadWithReferences(path).document
    }

    /// The document, and the storyboard references it could not resolve (object id → reason): a
    /// storyboard is drawn with such a reference marked instead of refused.
    static func loadWithReferences(_ path: String) throws(RenderError) -> (
        document: NibDocument, unresolved: [String: String]
    ) {
        if path.hasSuffix(".json") { return (try load(path), [:]) }
        let compilation: XibCompiler.Compilation
        do {
            compilation = try XibCompiler(options: .init(reportsUnresolvedReferencesAsWarnings: true)).compile(
                contentsOf: path)
        } catch .compiledNib(let file) where XibCompiler.isCompiledStoryboard(file) {
            // A compiled storyboard: its scenes, with the properties the reader decodes.
            do { return (try CompiledStoryboardDocument.document(contentsOf: file), [:]) } catch {
                throw .input(error.diagnostic)
            }
        } catch .compiledNib(let file) {
            // A compiled nib: its model, with the properties the reader decodes.
            do { return (try CompiledNibDocument.document(contentsOf: file), [:]) } catch {
                throw .input(error.diagnostic)
            }
        } catch { throw .input(error.diagnostic) }
        var unresolved: [String: String] = [:]
        for warning in compilation.warnings {
            guard let position = warning.position,
                let object = compilation.document.objects.first(where: {
                    $0.role == .storyboardReference && $0.position == position
                })
            else { continue }
            unresolved[object.id] = warning.message
            var line = Array((warning.description + "\n").utf8)
            _ = line.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        }
        return (compilation.document, unresolved)
    }

    /// Prints the error's diagnostic to standard error and exits with status 1.
    private func fail(_ error: RenderError) -> Never {
        var bytes = Array((error.diagnostic.description + "\n").utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        Self.exit(withError: ExitCode.failure)
    }
}
