import Foundation
import NibArchive
import NibTestSupport
import Testing
import XibCompiler

/// AppKit pairs compiled for another module (ibtool's `--module`), and connections the writer
/// leaves out, each refused saying why.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileModuleAndConnectionTests {
    static let menu = TestCorpus.path("nib-pairs/test8_menu.xib")

    /// The module and class the compiled nib of `path` names for `customClass`.
    static func compiledModule(_ path: String, module: String?, customClass: String) throws -> String? {
        let document = try XibCompiler().compile(contentsOf: path).document
        let bytes = NibArchiveWriter.bytes(
            of: try AppKitNibEncoder(document: document, file: path, targetModule: module).encode())
        let compiled = try CompiledNibDocument.document(from: NibArchiveReader.read(bytes), sourceFile: path)
        return compiled.objects.first { $0.customClass == customClass }?.customModule
    }

    /// `test8_menu`'s `AppDelegate` inherits its module from the target (`customModule="uitest"`
    /// `customModuleProvider="target"`): compiled for `App` it is `_TtC3App11AppDelegate`, and
    /// without `--module` it keeps `uitest`, as the pair's Apple nib (compiled equal elsewhere).
    @Test func aClassThatInheritsTheTargetsModuleIsInTheModuleCompiledFor() throws {
        #expect(try Self.compiledModule(Self.menu, module: "App", customClass: "AppDelegate") == "App")
        #expect(try Self.compiledModule(Self.menu, module: nil, customClass: "AppDelegate") == "uitest")
    }

    /// An outlet to First Responder is refused saying no pair holds one (it said "an object not
    /// encoded", though First Responder is the document's own placeholder).
    @Test func anOutletToFirstResponderSaysNoPairHoldsOne() throws {
        let text = try String(contentsOfFile: Self.menu, encoding: .utf8).replacingOccurrences(
            of: #"customModuleProvider="target">"#,
            with:
                #"customModuleProvider="target"><connections><outlet property="responder" destination="-1" id="o1t-l2-t3r"/></connections>"#
        )
        let messages = try AppKitPairEditing.issues(text, path: Self.menu).map(\.diagnostic.description)
        #expect(
            messages == [
                Self.menu
                    + ":12:130: error: cannot compile connection 'outlet' 'responder' to First Responder (no pair holds an outlet to it): not encoded yet"
            ])
    }
}
