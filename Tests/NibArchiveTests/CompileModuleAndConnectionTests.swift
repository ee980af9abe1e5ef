import Foundation
import NibArchive
import NibModel
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

    /// The deprecated `init(document:file:module:)` records its module and, as it always did,
    /// does not apply it: the nib is byte for byte the one compiled without a module, and a class
    /// that inherits the target's module keeps the document's.
    @Test func theDeprecatedModuleInitializerStillDoesNotApplyItsModule() throws {
        let document = try XibCompiler().compile(contentsOf: Self.menu).document
        let legacy = DeprecatedModuleAPI.self as any DeprecatedModuleCalls.Type
        let encoder = legacy.encoder(document, file: Self.menu, module: "App")
        #expect(legacy.module(of: encoder) == "App")
        #expect(encoder.targetModule == nil)
        let bytes = NibArchiveWriter.bytes(of: try encoder.encode())
        let plain = NibArchiveWriter.bytes(of: try AppKitNibEncoder(document: document, file: Self.menu).encode())
        #expect(bytes == plain)
        #expect(encoder.coverage() == AppKitNibEncoder(document: document, file: Self.menu).coverage())
        let compiled = try CompiledNibDocument.document(from: NibArchiveReader.read(bytes), sourceFile: Self.menu)
        #expect(compiled.objects.first { $0.customClass == "AppDelegate" }?.customModule == "uitest")
    }

    /// A `--module` value no runtime name can hold (not an ASCII identifier, or `Swift`) is one
    /// issue naming the option and the value, at the class it would name: it said the document's
    /// `customModuleProvider` and `customModule` were not encoded, though the document compiles
    /// without the option.
    @Test func aModuleTheRuntimeNameCannotHoldNamesTheOption() throws {
        let document = try XibCompiler().compile(contentsOf: Self.menu).document
        for module in ["my app", "", "9lives", "Swift", "Modül"] {
            let issues: [NibCompileIssue]
            do {
                _ = try AppKitNibEncoder(document: document, file: Self.menu, targetModule: module).encode()
                issues = []
            } catch { issues = error.issues }
            #expect(
                issues.map(\.diagnostic.description) == [
                    Self.menu + ":12:9: error: cannot compile attribute 'customModule' of <customObject> (the module "
                        + module.debugDescription + " given by --module: a class's runtime name is encoded only "
                        + "in a module named by an ASCII identifier other than Swift): not encoded yet"
                ], "\(module)")
        }
        // The same for a UIKit controller whose module is the target's: SwiftGen's storyboard,
        // its first controller made to inherit the target's module.
        let storyboard = TestCorpus.path("nib-pairs/uikit/SwiftGen__SwiftGen/11/source.storyboard")
        let text = try String(contentsOfFile: storyboard, encoding: .utf8).replacingOccurrences(
            of: #"customModule="SwiftGen" sceneMemberID"#,
            with: #"customModule="SwiftGen" customModuleProvider="target" sceneMemberID"#)
        let uikit = try XibCompiler().compile(bytes: Array(text.utf8), path: storyboard).document
        let messages: [String]
        do {
            _ = try UIKitNibEncoder(document: uikit, file: storyboard, targetModule: "my app").encodeStoryboard()
            messages = []
        } catch { messages = error.issues.map(\.diagnostic.description) }
        // The first issue; the scene's segue, from a controller left out, follows it.
        #expect(
            messages.first
                == storyboard
                + ":11:17: error: cannot compile attribute 'customModule' of <viewController> (the module "
                + "\"my app\" given by --module: a class's runtime name is encoded only in a module named by an "
                + "ASCII identifier other than Swift): not encoded yet")
        _ = try UIKitNibEncoder(document: uikit, file: storyboard, targetModule: "App").encodeStoryboard()
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

/// The deprecated module API, called through a protocol so that checking it does not fill the
/// test build with deprecation warnings.
private protocol DeprecatedModuleCalls {
    static func encoder(_ document: NibDocument, file: String, module: String) -> AppKitNibEncoder
    static func module(of encoder: AppKitNibEncoder) -> String?
}

private enum DeprecatedModuleAPI: DeprecatedModuleCalls {
    @available(*, deprecated)
    static func encoder(_ document: NibDocument, file: String, module: String) -> AppKitNibEncoder {
        AppKitNibEncoder(document: document, file: file, module: module)
    }

    @available(*, deprecated)
    static func module(of encoder: AppKitNibEncoder) -> String? { encoder.module }
}
