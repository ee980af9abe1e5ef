import Testing
import NibModel
@testable import NibCodeGen

@Test func renderProbe() throws {
    let generator = try NibCodeGenerator()
    let files = try generator.generate([GeneratorInput(path: "Login.xib", document: Fixtures.login())])
    print(files[0].contents)
    let scaffold = try generator.scaffold([GeneratorInput(path: "Login.xib", document: Fixtures.login())])
    for file in scaffold { print("=== \(file.name)\n\(file.contents)") }
}
