import NibManifest
import NibModel

extension NibCodeGenerator {
    /// The document's manifest compiled into the target as Swift source (`NAME+Manifest.swift`):
    /// the manifest JSON in a raw multi-line string literal, a static property of the nib's
    /// accessor, rendered by the `EmbeddedManifest` template.
    ///
    /// ```swift
    /// extension MainNib {
    ///     static var manifest_ja: String {
    /// #"""
    /// { "format": "swift-nib/1", … }
    /// """#
    ///     }
    /// }
    /// ```
    /// `codegen convert --swift` writes it (the build plugin, one per document), and `codegen
    /// strings localize --swift` for a language built from translations; the accessors of
    /// `codegen generate --embed-manifests` load it, so no file is read at run time.
    public func embeddedManifest(for input: GeneratorInput) throws(CodeGenError) -> GeneratedFile {
        let literal = SwiftLiteral.rawMultiline(ManifestWriter.string(for: input.document))
        let format = SwiftLiteral.comment(NibDocument.currentFormat)
        let context = EmbeddedManifestContext(
            sourceFile: input.label, origin: input.embeddedManifestOrigin(format: format),
            fileName: SwiftLiteral.comment(input.names.embeddedManifestFileName), format: format,
            access: options.access == .public ? "public " : "", accessorName: input.accessorName,
            propertyName: input.manifestPropertyName, delimiter: literal.delimiter, json: literal.body)
        let rendered = try renderer.rendering(context, template: "EmbeddedManifest")
        return GeneratedFile(
            name: input.names.embeddedManifestFileName, contents: rendered.text, warnings: rendered.warnings)
    }
}
