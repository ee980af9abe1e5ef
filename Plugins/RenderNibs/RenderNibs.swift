import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-nibs [--target NAME]… [--output FOLDER]
/// [--format png|svg|pdf] [--scale 1|2|3]`: draws every `.xib` and `.storyboard` of the chosen
/// targets (all source targets by default) with `nib-render`, one picture per document, into
/// `FOLDER/<Target>/<path of the document>.<format>` (default folder `docs/nibs`), so a team can
/// commit the pictures or attach them to a review; a `.xib` and a `.storyboard` of one name in one
/// folder keep their extensions (`Main.xib.png`, `Main.storyboard.png`). Named images are looked up
/// in the target.
@main
struct RenderNibs: CommandPlugin {
    static let usage = "render-nibs [--target NAME]… [--output FOLDER] [--format png|svg|pdf] [--scale 1|2|3]"

    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let folder = extractor.extractOption(named: "output").last ?? "docs/nibs"
        let format = extractor.extractOption(named: "format").last ?? "png"
        let scale = extractor.extractOption(named: "scale").last ?? "1"
        if let extra = extractor.remainingArguments.first {
            throw CommandPluginFailure.badArgument(extra, usage: Self.usage)
        }
        guard ["png", "svg", "pdf"].contains(format) else {
            throw CommandPluginFailure.badArgument("--format \(format)", usage: Self.usage)
        }
        guard ["1", "2", "3"].contains(scale) else {
            throw CommandPluginFailure.badArgument("--scale \(scale)", usage: Self.usage)
        }
        let targets = try context.sourceTargets(named: names)
        let tool = try context.tool(named: "nib-render").url
        let root = context.package.directoryURL
        for target in targets {
            let documents = target.sourceFiles.map(\.url)
                .filter { $0.pathExtension == "xib" || $0.pathExtension == "storyboard" }
                .sorted { $0.path < $1.path }
            guard !documents.isEmpty else { continue }
            let base = target.directoryURL.standardizedFileURL.path
            let relatives = documents.map { document in
                var relative = document.standardizedFileURL.path
                if relative.hasPrefix(base + "/") { relative.removeFirst(base.count + 1) }
                return relative
            }
            // `Main.xib` beside `Main.storyboard` would both be drawn to `Main.png`, the second
            // replacing the first: such documents keep their extension (`Main.xib.png`).
            var stems: [String: Int] = [:]
            for relative in relatives { stems[(relative as NSString).deletingPathExtension, default: 0] += 1 }
            for (document, relative) in zip(documents, relatives) {
                let stem = (relative as NSString).deletingPathExtension
                let output = root.appending(path: folder).appending(path: target.name)
                    .appending(path: (stems[stem, default: 0] > 1 ? relative : stem) + "." + format)
                try FileManager.default.createDirectory(
                    at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
                let arguments = [
                    document.path, "-o", output.path, "--scale", scale, "--resources", target.directoryURL.path,
                ]
                let status = try runTool(tool, arguments)
                guard status == 0 else {
                    throw CommandPluginFailure.toolFailed(
                        command: (["nib-render"] + arguments).joined(separator: " "), document: document.path,
                        status: status)
                }
            }
            print("\(target.name): rendered \(documents.count) documents to \(folder)/\(target.name)")
        }
    }
}
