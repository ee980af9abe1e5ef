// The template engine comparison behind the choice of Mustache (see README, "Code generator").
// Run: swift run -c release --package-path Benchmarks/TemplateEngines TemplateEngineBench ../shared/corpus/xib 10

import Foundation
import Mustache
import NibCodeGen
import NibModel
import Stencil
import XibCompiler

// Renders the generated file of every modern corpus xib with the built-in Mustache templates and
// with a Stencil port of the same templates, and reports the time of each.
let corpus = CommandLine.arguments[1]
let rounds = Int(CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "5")!
let generator = try NibCodeGenerator()
var contexts: [FileContext] = []
for repository in try FileManager.default.contentsOfDirectory(atPath: corpus).sorted() {
    var inputs: [GeneratorInput] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: corpus + "/" + repository).sorted()
    where file.hasSuffix(".xib") {
        let path = corpus + "/" + repository + "/" + file
        guard let document = try? XibCompiler().compile(contentsOf: path).document else { continue }
        let candidate = inputs + [GeneratorInput(path: path, document: document)]
        if (try? generator.analyze(candidate)) != nil { inputs = candidate }
    }
    contexts += try generator.fileContexts(inputs)
}
print("files: \(contexts.count)")

let renderer = try TemplateRenderer()
let environment = Environment(trimBehaviour: .smart)
let stencilTemplate = try environment.templateClass.init(templateString: stencilFile, environment: environment)
let clock = ContinuousClock()
var mustacheOutputs: [String] = []
var stencilOutputs: [String] = []
let mustacheTime = try clock.measure {
    for _ in 0..<rounds { mustacheOutputs = try contexts.map { try renderer.render($0, template: "File") } }
}
// Stencil looks members up through dictionaries or Mirror; structs work through Mirror.
let stencilTime = try clock.measure {
    for _ in 0..<rounds {
        stencilOutputs = try contexts.map { context in
            let mirror = Mirror(reflecting: context)
            var dictionary: [String: Any] = ["nl": "\n"]
            for child in mirror.children { if let label = child.label { dictionary[label] = child.value } }
            return SourceLayout.normalize(try stencilTemplate.render(dictionary))
        }
    }
}
let bytes = mustacheOutputs.reduce(0) { $0 + $1.utf8.count }
let same = zip(mustacheOutputs, stencilOutputs).filter { $0 == $1 }.count
print("mustache: \(mustacheTime / rounds) per corpus pass (\(bytes) bytes)")
print("stencil:  \(stencilTime / rounds) per corpus pass")
print("identical outputs: \(same)/\(contexts.count)")
if same < contexts.count,
    let index = mustacheOutputs.indices.first(where: { mustacheOutputs[$0] != stencilOutputs[$0] })
{
    try mustacheOutputs[index].write(toFile: "mustache-first-difference.swift", atomically: true, encoding: .utf8)
    try stencilOutputs[index].write(toFile: "stencil-first-difference.swift", atomically: true, encoding: .utf8)
}
