import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCodeGen

/// `FixtureXibs/Shadowing`: names a document may use that are also the names the generated code
/// uses: outlets `name` and `value` (the parameters of `nibSetOutlet(_:to:)`), an outlet
/// collection `values` (that of `nibSetOutletCollection(_:to:)`), outlets `nibCast`,
/// `nibCastAll` and `NibEvent` (what the wiring calls), an outlet `_` (property `value`), an
/// action `do:event:`, a top-level view labelled `TYPE` (property `type`) and placeholders `objects` and
/// `registerClasses` (what `instantiate` and `Objects.init(_:)` refer to). The generated and
/// scaffolded code must type-check in Swift 6 with warnings as errors.
@Suite struct ShadowingNamesTests {
    static let folder = TestSupport.fixtures + "/Shadowing"

    static func inputs() throws -> [GeneratorInput] {
        try ["Shadowing.xib", "Underscore.xib"].map { try TestSupport.compile(folder + "/" + $0) }
    }

    @Test func everyMemberReferenceNamesWhatItMeans() throws {
        let files = try NibCodeGenerator().generate(Self.inputs())
        let shadowing = try #require(files.first { $0.name == "Shadowing+Nib.swift" }).contents
        #expect(shadowing.contains(#"case "name": self.name = try nibCast(value, outlet: name, of: self)"#))
        #expect(shadowing.contains(#"case "value": self.value = try nibCast(value, outlet: name, of: self)"#))
        #expect(shadowing.contains(#"case "nibCast": self.nibCastOutlet = try nibCast(value, outlet: name, of: self)"#))
        #expect(shadowing.contains(#"case "NibEvent": self.NibEventOutlet = try nibCast(value"#))
        #expect(shadowing.contains(#"case "values": self.values = try nibCastAll(values, outlet: name, of: self)"#))
        #expect(shadowing.contains("func `do`(_ sender: NibButton, event: NibEvent?)"))
        #expect(shadowing.contains("let type2: NibView"))
        #expect(shadowing.contains("String(describing: type(of: objects[0]))"))
        #expect(shadowing.contains("objects2: Objects2Type, registerClasses2: RegisterClasses2Type"))
        let underscore = try #require(files.first { $0.name == "Underscore+Nib.swift" }).contents
        #expect(underscore.contains(#"case "_": self.value = try nibCast(value, outlet: name, of: self)"#))
        #expect(underscore.contains(#"case "name": self.name = try nibCastAll(values, outlet: name, of: self)"#))
    }

    @Test func generatedAndScaffoldedCodeTypeChecks() throws {
        let generator = try NibCodeGenerator()
        let inputs = try Self.inputs()
        let files = try generator.generate(inputs) + generator.scaffold(inputs)
        let modules = TestSupport.packageRoot + "/.build/debug/Modules"
        try #require(FileManager.default.fileExists(atPath: modules), "build the package first: \(modules)")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("shadowing-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        for file in files { try TestSupport.write(file.contents, to: work + "/" + file.name) }
        // The C modules the runtime's modules depend on, by their module maps.
        let sources = TestSupport.packageRoot + "/Sources"
        let cModules = try FileManager.default.contentsOfDirectory(atPath: sources).sorted().filter {
            FileManager.default.fileExists(atPath: sources + "/" + $0 + "/module.modulemap")
        }
        let check = try TestSupport.run(
            ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-I", modules]
                + cModules.flatMap { ["-I", sources + "/" + $0] } + files.map(\.name).sorted(),
            in: work)
        #expect(check.status == 0, "\(check.output)")
    }
}
